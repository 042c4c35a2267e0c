import { Form, Link, useNavigation } from 'react-router';
import { Button, linkClass } from '~/components/button';
import type { AdminRigListingsQuery } from '~/gql/graphql';
import { formatPrice } from '~/lib/money';
import { ADMIN_LISTINGS_PAGE_SIZE } from '../admin-messages-api';
import { utcText } from '../admin-labels';
import { AdminPageLinks } from './admin-list-nav';

type ListingsPage = AdminRigListingsQuery['v1']['admin']['rigListings'];
type Listing = ListingsPage['nodes'][number];
const pageHref = (n: number) => (n > 1 ? `/admin/listings?page=${n}` : '/admin/listings');
export interface ListingStepResult {
  notice: string | null;
  error: string | null;
  /** The listing to confirm hiding. */
  confirmHide: string | null;
}

/** The owner's name for the machine, and what it is: "Spare loader (2015 Allis Chalmers 190XT)". */
const titleOf = (l: Listing) => {
  const what = [l.machine.year, l.machine.machineModel.name].filter(Boolean).join(' ');
  return l.machine.name && l.machine.name !== l.machine.machineModel.name ? `${l.machine.name} (${what})` : what;
};

function HideConfirm({ l, busy, back }: { l: Listing; busy: boolean; back: string }) {
  return (
    <Form method="post" className="mt-2 rounded-md border border-red-300 bg-red-50 p-3">
      <input type="hidden" name="intent" value="hide" />
      <input type="hidden" name="id" value={l.id} />
      <p className="font-semibold">Hide “{titleOf(l)}” from the public rigs listings? Its owner still sees it, marked hidden.</p>
      <div className="mt-2 flex flex-wrap gap-3">
        <Button type="submit" variant="primary" disabled={busy}>
          Hide listing
        </Button>
        <Link to={back} className={linkClass + ' self-center'} preventScrollReset>
          Keep it
        </Link>
      </div>
    </Form>
  );
}

function Actions({ l, result, busy, back }: { l: Listing; result: ListingStepResult | null; busy: boolean; back: string }) {
  if (result?.confirmHide === l.id) return <HideConfirm l={l} busy={busy} back={back} />;
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={l.hidden ? 'show' : 'hide-ask'} />
      <input type="hidden" name="id" value={l.id} />
      <Button type="submit" variant="outline" disabled={busy} aria-label={`${l.hidden ? 'Show' : 'Hide'} ${titleOf(l)}`}>
        {l.hidden ? 'Show again' : 'Hide…'}
      </Button>
    </Form>
  );
}

function Seller({ l }: { l: Listing }) {
  return (
    <div className="text-sm">
      <div>{l.contactName}</div>
      {l.contactPhone && <div>{l.contactPhone}</div>}
      {l.contactEmail && <div className="break-all">{l.contactEmail}</div>}
    </div>
  );
}

/** Every rig listing, newest first, hidden ones marked: a table on wide screens, cards at phone width. */
export function AdminListingsList({ page, result }: { page: ListingsPage; result: ListingStepResult | null }) {
  const busy = useNavigation().state === 'submitting';
  const listings = page.nodes;
  const back = pageHref(page.page);
  if (page.totalCount === 0) return <p>No machines are listed for sale.</p>;
  if (listings.length === 0)
    return (
      <p>
        This page is past the last listing.{' '}
        <Link to="/admin/listings" className={linkClass}>
          Go to the newest listings
        </Link>
      </p>
    );
  const first = (page.page - 1) * ADMIN_LISTINGS_PAGE_SIZE + 1;
  return (
    <>
      <p className="text-sm text-gray-700" aria-live="polite">
        {page.totalCount === 1 ? '1 listing' : `${page.totalCount} listings`} in all, {page.hiddenCount} hidden; newest first
        {page.totalCount > listings.length ? ` (${first}–${first + listings.length - 1} shown)` : ''}.
      </p>
      <table className="mt-2 hidden w-full border-collapse text-left md:table">
        <thead>
          <tr className="border-b border-gray-400">
            <th scope="col" className="py-2 pr-3">Machine</th>
            <th scope="col" className="py-2 pr-3">Listed</th>
            <th scope="col" className="py-2 pr-3">Price</th>
            <th scope="col" className="py-2 pr-3">Seller</th>
            <th scope="col" className="py-2 pr-3">Status</th>
            <th scope="col" className="py-2"><span className="sr-only">Action</span></th>
          </tr>
        </thead>
        <tbody>
          {listings.map((l) => (
            <tr key={l.id} className="border-b border-gray-200 align-top" data-testid="admin-listing-row">
              <td className="py-2 pr-3">
                <div className="font-semibold">{titleOf(l)}</div>
                {l.location && <div className="text-sm text-gray-700">{l.location}</div>}
                {l.description && <div className="line-clamp-2 text-sm">{l.description}</div>}
              </td>
              <td className="py-2 pr-3 whitespace-nowrap">{utcText(l.createdOnUtc)}</td>
              <td className="py-2 pr-3">{formatPrice(l.price)}</td>
              <td className="py-2 pr-3">
                <Seller l={l} />
              </td>
              <td className="py-2 pr-3">{l.hidden ? <span className="font-semibold text-red-800">Hidden</span> : 'Public'}</td>
              <td className="py-2">
                <Actions l={l} result={result} busy={busy} back={back} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="mt-2 space-y-3 md:hidden">
        {listings.map((l) => (
          <li key={l.id} className="rounded-md border border-gray-300 p-3">
            <div className="flex justify-between gap-3">
              <span className="font-semibold">{titleOf(l)}</span>
              <span>{l.hidden ? <span className="font-semibold text-red-800">Hidden</span> : 'Public'}</span>
            </div>
            <div className="text-sm text-gray-700">
              {formatPrice(l.price)} · {utcText(l.createdOnUtc)}
              {l.location ? ` · ${l.location}` : ''}
            </div>
            {l.description && <p className="mt-1 line-clamp-3 text-sm">{l.description}</p>}
            <div className="mt-1">
              <Seller l={l} />
            </div>
            <div className="mt-2">
              <Actions l={l} result={result} busy={busy} back={back} />
            </div>
          </li>
        ))}
      </ul>
      <AdminPageLinks page={page.page} hasNextPage={page.hasNextPage} href={pageHref} />
    </>
  );
}
