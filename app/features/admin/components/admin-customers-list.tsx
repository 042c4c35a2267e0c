import { Form, Link, useNavigation } from 'react-router';
import { ADMIN_CUSTOMER_ROLE_LABELS, ADMIN_CUSTOMER_SORT_LABELS, ADMIN_CUSTOMER_SORTS, type AdminCustomerSort } from '../../../../shared/admin-customers';
import { Button, buttonClass, linkClass } from '~/components/button';
import { inputClass, selectClass } from '~/components/field';
import type { AdminCustomersQuery } from '~/gql/graphql';
import { utcText } from '../admin-labels';
import type { AdminCustomerListArgs } from '../admin-customers-api';

type Page = AdminCustomersQuery['v1']['admin']['customers'];
type Row = Page['nodes'][number];

const roleText = (r: Row) => ADMIN_CUSTOMER_ROLE_LABELS[r.role as keyof typeof ADMIN_CUSTOMER_ROLE_LABELS] ?? r.role;

/** The address of the list with these settings (defaults left out, so the plain address is the default list). */
export function adminCustomersHref(v: AdminCustomerListArgs): string {
  const q = new URLSearchParams();
  if (v.search) q.set('search', v.search);
  if (v.guests) q.set('guests', '1');
  if (v.staffOnly) q.set('staff', '1');
  if (v.sort !== 'NEWEST') q.set('sort', v.sort);
  if (v.page > 1) q.set('page', String(v.page));
  return `/admin/customers${q.size ? `?${q}` : ''}`;
}

/** The search and filters: a GET form, so it works before scripts load and the address keeps it. */
function CustomerFilters({ args }: { args: AdminCustomerListArgs }) {
  return (
    <Form method="get" role="search" className="flex flex-col gap-3 lg:flex-row lg:items-end">
      <label className="flex-1">
        <span className="mb-1 block font-semibold">Name, e-mail, phone or order number</span>
        <input name="search" type="search" defaultValue={args.search} maxLength={200} className={inputClass} />
      </label>
      <label className="lg:w-44">
        <span className="mb-1 block font-semibold">Sort by</span>
        <select name="sort" defaultValue={args.sort} className={selectClass}>
          {ADMIN_CUSTOMER_SORTS.map((s) => (
            <option key={s} value={s}>
              {ADMIN_CUSTOMER_SORT_LABELS[s]}
            </option>
          ))}
        </select>
      </label>
      <div className="flex flex-wrap gap-x-4 gap-y-2 lg:pb-2">
        <label className="flex items-center gap-2">
          <input type="checkbox" name="staff" value="1" defaultChecked={args.staffOnly} className="size-5" />
          Staff only
        </label>
        <label className="flex items-center gap-2">
          <input type="checkbox" name="guests" value="1" defaultChecked={args.guests} className="size-5" />
          Include guests
        </label>
      </div>
      <Button type="submit" variant="primary">
        Find customers
      </Button>
    </Form>
  );
}

/** A column heading that sorts the list (and says how it is sorted to screen readers). */
function SortHeading({ args, label, sort }: { args: AdminCustomerListArgs; label: string; sort: AdminCustomerSort }) {
  const active = args.sort === sort;
  return (
    <th scope="col" className="py-2 pr-3" aria-sort={active ? (sort === 'NEWEST' || sort === 'LAST_SIGN_IN' ? 'descending' : 'ascending') : 'none'}>
      <Link to={adminCustomersHref({ ...args, sort, page: 1 })} className={active ? 'font-bold underline' : 'underline'}>
        {label}
        {active ? <span aria-hidden="true"> ▾</span> : null}
      </Link>
    </th>
  );
}

function Status({ r }: { r: Row }) {
  if (r.signInLocked) return <span className="rounded bg-red-100 px-2 py-0.5 text-sm font-semibold text-red-900">Sign-in locked</span>;
  return <span className="text-sm text-gray-700">{roleText(r)}</span>;
}

/** The staff's customer list: a table on wide screens, cards at phone width, numbered pages. */
export function AdminCustomersList({ page, args }: { page: Page; args: AdminCustomerListArgs }) {
  const busy = useNavigation().state === 'loading';
  const pages = Math.max(1, Math.ceil(page.totalCount / page.pageSize));
  const link = (r: Row) => `/admin/customers/${r.id}`;
  const name = (r: Row) => r.name || (r.isGuest ? 'Guest' : '(no name)');
  return (
    <div>
      <CustomerFilters args={args} />
      <p className="mt-4 text-sm text-gray-700" aria-live="polite">
        {busy ? 'Loading…' : `${page.totalCount === 1 ? '1 person' : `${page.totalCount} people`}${args.search ? ` matching “${args.search}”` : ''}${args.staffOnly ? ' (staff only)' : ''}`}
      </p>
      {page.nodes.length === 0 ? (
        <p className="mt-4">{args.search ? 'Nobody matches. Try part of the name, the e-mail, the phone number or an order number.' : 'No customers yet.'}</p>
      ) : (
        <>
          <table className="mt-2 hidden w-full border-collapse text-left md:table">
            <thead>
              <tr className="border-b border-gray-400">
                <SortHeading args={args} label="Name" sort="NAME" />
                <SortHeading args={args} label="E-mail" sort="EMAIL" />
                <th scope="col" className="py-2 pr-3">Phone</th>
                <th scope="col" className="py-2 pr-3">Role</th>
                <SortHeading args={args} label="Joined" sort="NEWEST" />
                <SortHeading args={args} label="Last signed in" sort="LAST_SIGN_IN" />
              </tr>
            </thead>
            <tbody>
              {page.nodes.map((r) => (
                <tr key={r.id} className="border-b border-gray-200" data-testid="admin-customer-row">
                  <td className="py-2 pr-3">
                    <Link to={link(r)} className={linkClass}>
                      {name(r)}
                    </Link>
                  </td>
                  <td className="py-2 pr-3 break-all">{r.email ?? '—'}</td>
                  <td className="py-2 pr-3 whitespace-nowrap">{r.phoneNumber || '—'}</td>
                  <td className="py-2 pr-3">
                    <Status r={r} />
                  </td>
                  <td className="py-2 pr-3 whitespace-nowrap">{utcText(r.createdOnUtc)}</td>
                  <td className="py-2 whitespace-nowrap">{r.lastSignInOnUtc ? utcText(r.lastSignInOnUtc) : 'Never'}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <ul className="mt-2 space-y-3 md:hidden">
            {page.nodes.map((r) => (
              <li key={r.id} className="rounded-md border border-gray-300 p-3" data-testid="admin-customer-card">
                <div className="flex flex-wrap justify-between gap-2">
                  <Link to={link(r)} className={linkClass}>
                    {name(r)}
                  </Link>
                  <Status r={r} />
                </div>
                <div className="text-sm break-all">{r.email ?? '—'}</div>
                {r.phoneNumber && <div className="text-sm">{r.phoneNumber}</div>}
                <div className="mt-1 text-sm text-gray-700">Joined {utcText(r.createdOnUtc)}</div>
              </li>
            ))}
          </ul>
        </>
      )}
      {pages > 1 && (
        <nav aria-label="Pages" className="mt-4 flex flex-wrap items-center gap-3">
          {page.page > 1 && (
            <Link to={adminCustomersHref({ ...args, page: page.page - 1 })} className={buttonClass({ variant: 'outline' })}>
              Previous page
            </Link>
          )}
          <span className="text-sm">
            Page {page.page} of {pages}
          </span>
          {page.page < pages && (
            <Link to={adminCustomersHref({ ...args, page: page.page + 1 })} className={buttonClass({ variant: 'outline' })}>
              Next page
            </Link>
          )}
        </nav>
      )}
    </div>
  );
}
