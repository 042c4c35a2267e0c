import { Form, Link } from 'react-router';
import { Button, buttonClass, linkClass } from '~/components/button';
import { inputClass, selectClass } from '~/components/field';
import type { AdminOrderFilter, AdminOrdersQuery } from '~/gql/graphql';
import { ADMIN_ORDER_FILTER_LABELS, ORDER_STATUS_LABELS, SHIPPING_LABELS, usd, utcText } from '../admin-labels';

type Page = AdminOrdersQuery['v1']['admin']['orders'];
type Row = Page['nodes'][number];

const customerName = (o: Row) => [o.billingAddress.firstName, o.billingAddress.lastName].filter(Boolean).join(' ');

/** The search and status filter: a GET form, so it works before scripts load and the address keeps it. */
function OrderFilters({ search, status }: { search: string; status: AdminOrderFilter }) {
  return (
    <Form method="get" role="search" className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <label className="flex-1">
        <span className="mb-1 block font-semibold">Order number or e-mail</span>
        <input name="search" type="search" defaultValue={search} className={inputClass} />
      </label>
      <label className="sm:w-48">
        <span className="mb-1 block font-semibold">Status</span>
        <select name="status" defaultValue={status} className={selectClass}>
          {Object.entries(ADMIN_ORDER_FILTER_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <Button type="submit" variant="primary">
        Find orders
      </Button>
    </Form>
  );
}

/** The staff's order queue: a table on wide screens, cards at phone width; `?after=` pages on. */
export function AdminOrdersList({ page, search, status, after }: { page: Page; search: string; status: AdminOrderFilter; after: string | null }) {
  const keep = new URLSearchParams();
  if (search) keep.set('search', search);
  if (status !== 'ALL') keep.set('status', status);
  const firstHref = `/admin/orders${keep.size ? `?${keep}` : ''}`;
  const next = new URLSearchParams(keep);
  if (page.endCursor) next.set('after', page.endCursor);
  const link = (o: Row) => `/admin/orders/${o.id}`;
  return (
    <div>
      <OrderFilters search={search} status={status} />
      <p className="mt-4 text-sm text-gray-700" aria-live="polite">
        {page.totalCount === 1 ? '1 order' : `${page.totalCount} orders`}
        {search ? ` matching “${search}”` : ''}
      </p>
      {page.nodes.length === 0 ? (
        <p className="mt-4">No orders match.</p>
      ) : (
        <>
          <table className="mt-2 hidden w-full border-collapse text-left md:table">
            <thead>
              <tr className="border-b border-gray-400">
                <th scope="col" className="py-2 pr-3">Order</th>
                <th scope="col" className="py-2 pr-3">Date</th>
                <th scope="col" className="py-2 pr-3">Customer</th>
                <th scope="col" className="py-2 pr-3">Status</th>
                <th scope="col" className="py-2 pr-3">Shipping</th>
                <th scope="col" className="py-2 text-right">Total</th>
              </tr>
            </thead>
            <tbody>
              {page.nodes.map((o) => (
                <tr key={o.id} className="border-b border-gray-200" data-testid="admin-order-row">
                  <td className="py-2 pr-3">
                    <Link to={link(o)} className={linkClass}>
                      {o.customOrderNumber}
                    </Link>
                  </td>
                  <td className="py-2 pr-3 whitespace-nowrap">{utcText(o.createdOnUtc)}</td>
                  <td className="py-2 pr-3">
                    <div>{customerName(o)}</div>
                    <div className="text-sm break-all text-gray-700">{o.email}</div>
                  </td>
                  <td className="py-2 pr-3">{ORDER_STATUS_LABELS[o.orderStatus]}</td>
                  <td className="py-2 pr-3">{SHIPPING_LABELS[o.shippingStatus]}</td>
                  <td className="py-2 text-right">{usd(o.orderTotal)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <ul className="mt-2 space-y-3 md:hidden">
            {page.nodes.map((o) => (
              <li key={o.id} className="rounded-md border border-gray-300 p-3">
                <div className="flex justify-between gap-3">
                  <Link to={link(o)} className={linkClass}>
                    {o.customOrderNumber}
                  </Link>
                  <span className="font-semibold">{usd(o.orderTotal)}</span>
                </div>
                <div className="text-sm text-gray-700">{utcText(o.createdOnUtc)}</div>
                <div className="mt-1">{customerName(o)}</div>
                <div className="text-sm break-all text-gray-700">{o.email}</div>
                <div className="mt-1 text-sm">
                  {ORDER_STATUS_LABELS[o.orderStatus]} · {SHIPPING_LABELS[o.shippingStatus]}
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
      <nav aria-label="Pages" className="mt-4 flex gap-3">
        {after && (
          <Link to={firstHref} className={buttonClass({ variant: 'outline' })}>
            Newest orders
          </Link>
        )}
        {page.hasNextPage && (
          <Link to={`/admin/orders?${next}`} className={buttonClass({ variant: 'outline' })}>
            Older orders
          </Link>
        )}
      </nav>
    </div>
  );
}
