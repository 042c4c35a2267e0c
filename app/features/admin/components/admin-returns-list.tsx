import { Form, Link } from 'react-router';
import { Button, buttonClass, linkClass } from '~/components/button';
import { selectClass } from '~/components/field';
import type { AdminReturnFilter, AdminReturnsQuery } from '~/gql/graphql';
import { utcText } from '../admin-labels';
import { ADMIN_RETURN_FILTER_LABELS, RETURN_STATUS_TEXT } from '../admin-returns-api';

type Page = AdminReturnsQuery['v1']['admin']['returns'];
type Row = Page['nodes'][number];

/** "2 × Track roller (TR-100)" for each returned line. */
function linesText(r: Row): string[] {
  const byId = new Map(r.order.items.map((i) => [i.id, i]));
  return r.items.map((i) => {
    const item = byId.get(i.orderItemId);
    return `${i.quantity} × ${item ? `${item.productName} (${item.sku})` : 'a removed line'}`;
  });
}

/** The status filter: a GET form, so it works before scripts load and the address keeps it. */
function ReturnFilters({ status }: { status: AdminReturnFilter }) {
  return (
    <Form method="get" className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <label className="sm:w-48">
        <span className="mb-1 block font-semibold">Status</span>
        <select name="status" defaultValue={status} className={selectClass}>
          {Object.entries(ADMIN_RETURN_FILTER_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <Button type="submit" variant="primary">
        Show returns
      </Button>
    </Form>
  );
}

/** The staff's returns queue: a table on wide screens, cards at phone width; `?after=` pages on. */
export function AdminReturnsList({ page, status, after }: { page: Page; status: AdminReturnFilter; after: string | null }) {
  const keep = new URLSearchParams({ status });
  const next = new URLSearchParams(keep);
  if (page.endCursor) next.set('after', page.endCursor);
  return (
    <div>
      <ReturnFilters status={status} />
      <p className="mt-4 text-sm text-gray-700" aria-live="polite">
        {page.totalCount === 1 ? '1 return' : `${page.totalCount} returns`}
        {status !== 'ALL' ? `: ${ADMIN_RETURN_FILTER_LABELS[status].toLowerCase()}` : ''}
      </p>
      {page.nodes.length === 0 ? (
        <p className="mt-4">No returns here.</p>
      ) : (
        <>
          <table className="mt-2 hidden w-full border-collapse text-left md:table">
            <thead>
              <tr className="border-b border-gray-400">
                <th scope="col" className="py-2 pr-3">Return</th>
                <th scope="col" className="py-2 pr-3">Date</th>
                <th scope="col" className="py-2 pr-3">Order</th>
                <th scope="col" className="py-2 pr-3">Customer</th>
                <th scope="col" className="py-2 pr-3">Reason</th>
                <th scope="col" className="py-2 pr-3">Lines</th>
                <th scope="col" className="py-2">Status</th>
              </tr>
            </thead>
            <tbody>
              {page.nodes.map((r) => (
                <tr key={r.id} className="border-b border-gray-200 align-top" data-testid="admin-return-row">
                  <td className="py-2 pr-3">
                    <Link to={`/admin/returns/${r.id}`} className={linkClass}>
                      {r.returnNumber}
                    </Link>
                  </td>
                  <td className="py-2 pr-3 whitespace-nowrap">{utcText(r.createdOnUtc)}</td>
                  <td className="py-2 pr-3">
                    <Link to={`/admin/orders/${r.order.id}`} className={linkClass}>
                      {r.order.customOrderNumber}
                    </Link>
                  </td>
                  <td className="py-2 pr-3 text-sm break-all">{r.order.email}</td>
                  <td className="py-2 pr-3">{r.reasonLabel}</td>
                  <td className="py-2 pr-3 text-sm">
                    {linesText(r).map((l) => (
                      <div key={l}>{l}</div>
                    ))}
                  </td>
                  <td className="py-2">{RETURN_STATUS_TEXT[r.status]}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <ul className="mt-2 space-y-3 md:hidden">
            {page.nodes.map((r) => (
              <li key={r.id} className="rounded-md border border-gray-300 p-3">
                <div className="flex justify-between gap-3">
                  <Link to={`/admin/returns/${r.id}`} className={linkClass}>
                    {r.returnNumber}
                  </Link>
                  <span className="font-semibold">{RETURN_STATUS_TEXT[r.status]}</span>
                </div>
                <div className="text-sm text-gray-700">{utcText(r.createdOnUtc)}</div>
                <div className="mt-1">
                  Order{' '}
                  <Link to={`/admin/orders/${r.order.id}`} className={linkClass}>
                    {r.order.customOrderNumber}
                  </Link>
                </div>
                <div className="text-sm break-all text-gray-700">{r.order.email}</div>
                <div className="mt-1 text-sm">{r.reasonLabel}</div>
                <div className="text-sm">{linesText(r).join(' · ')}</div>
              </li>
            ))}
          </ul>
        </>
      )}
      <nav aria-label="Pages" className="mt-4 flex gap-3">
        {after && (
          <Link to={`/admin/returns?${keep}`} className={buttonClass({ variant: 'outline' })}>
            Newest returns
          </Link>
        )}
        {page.hasNextPage && (
          <Link to={`/admin/returns?${next}`} className={buttonClass({ variant: 'outline' })}>
            Older returns
          </Link>
        )}
      </nav>
    </div>
  );
}
