import { Link } from 'react-router';
import { formatPrice } from '~/lib/money';
import type { OrderSummary } from '../api/orders-api';
import { orderFilterChoices, orderFilterPath, type OrderFilter } from '../orders-filters';
import { formatDate, OrderStateBadge, RETURN_STATUS_LABELS, Thumb } from './orders-parts';
import { linkClass } from '~/components/button';

export interface OrdersPage {
  orders: {
    totalCount: number;
    hasNextPage: boolean;
    endCursor: string | null;
    nodes: OrderSummary[];
  };
  years: number[];
}

/** The order history with its filter (time range, year, status) and cursor paging (plain links: pages are the loader's). */
export function OrdersListView({ filter, after, page: { orders, years } }: { filter: OrderFilter; after: string | null; page: OrdersPage }) {
  return (
    <>
      <nav aria-label="Filter orders" className="mt-4">
        <ul className="flex flex-wrap gap-2">
          {orderFilterChoices(years).map((f) => (
            <li key={f.slug}>
              <Link
                to={orderFilterPath(f)}
                aria-current={f.slug === filter.slug ? 'page' : undefined}
                className={
                  f.slug === filter.slug
                    ? 'inline-flex min-h-11 items-center rounded-full bg-ink-900 px-4 font-semibold text-white'
                    : 'inline-flex min-h-11 items-center rounded-full border border-gray-400 px-4 font-semibold hover:bg-gray-50'
                }
              >
                {f.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="mt-4 text-ink-700" role="status">
        {orders.totalCount === 1 ? '1 order' : `${orders.totalCount} orders`} · {filter.label}
      </p>
      {orders.nodes.length === 0 ? (
        <div className="mt-6 rounded-lg border border-dashed border-gray-400 p-8 text-center">
          <p className="text-lg font-semibold">{filter.empty}</p>
          <p className="mt-2">
            {filter.slug !== 'past3months' && filter.status === 'ALL' && filter.period !== 'YEAR' ? (
              <Link to="/account/orders/past3months" className={linkClass}>
                Look at the past 3 months
              </Link>
            ) : (
              <Link to="/" className={linkClass}>
                Continue shopping
              </Link>
            )}
          </p>
        </div>
      ) : (
        <ul className="mt-4 space-y-4">
          {orders.nodes.map((o) => (
            <OrderCard key={o.id} order={o} />
          ))}
        </ul>
      )}
      {(after || orders.hasNextPage) && (
        <nav aria-label="Pages" className="mt-6 flex flex-wrap gap-4">
          {after && (
            <Link to={orderFilterPath(filter)} className={linkClass}>
              First page
            </Link>
          )}
          {orders.hasNextPage && orders.endCursor && (
            <Link to={`${orderFilterPath(filter)}?after=${encodeURIComponent(orders.endCursor)}`} className={linkClass}>
              Older orders
            </Link>
          )}
        </nav>
      )}
    </>
  );
}

export function OrderCard({ order }: { order: OrderSummary }) {
  const shown = order.items.slice(0, 4);
  const tracked = order.shipments.find((s) => s.trackingNumber);
  return (
    <li className="rounded-lg border border-gray-300">
      <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-1 border-b border-gray-200 bg-gray-50 px-4 py-3 text-sm">
        <span>
          Placed <span className="font-semibold">{formatDate(order.createdOnUtc)}</span>
        </span>
        <span>
          Total <span className="font-semibold">{formatPrice(order.orderTotal)}</span>
        </span>
        <span>
          Order <span className="font-semibold">{order.customOrderNumber}</span>
        </span>
      </div>
      <div className="flex flex-col gap-4 p-4 md:flex-row md:items-start md:justify-between">
        <div className="min-w-0 space-y-3">
          <div className="flex flex-wrap items-center gap-2">
            <OrderStateBadge order={order} />
            {order.returnRequests.map((r) => (
              <Link key={r.id} to={`/account/rma/${r.id}`} className="text-sm text-blue-800 underline">
                Return {r.returnNumber}: {RETURN_STATUS_LABELS[r.status]}
              </Link>
            ))}
          </div>
          <ul className="space-y-2">
            {shown.map((i) => (
              <li key={i.id} className="flex items-center gap-3">
                <Thumb picture={i.product?.pictures[0]} size={48} />
                <span className="min-w-0 break-words">
                  {i.productName}
                  {i.quantity > 1 && <span className="text-ink-700"> × {i.quantity}</span>}
                </span>
              </li>
            ))}
          </ul>
          {order.items.length > shown.length && <p className="text-sm text-ink-700">and {order.items.length - shown.length} more</p>}
        </div>
        <div className="flex shrink-0 flex-col gap-2 md:w-52">
          <Link to={`/account/order/${order.id}`} className="inline-flex min-h-11 items-center justify-center rounded-md bg-brand-500 px-4 font-bold text-ink-900 hover:bg-brand-400">
            View order
            <span className="sr-only"> {order.customOrderNumber}</span>
          </Link>
          {tracked && (
            <Link to={`/account/track/${tracked.id}`} className="inline-flex min-h-11 items-center justify-center rounded-md border border-gray-400 px-4 font-semibold">
              Track package
              <span className="sr-only"> of order {order.customOrderNumber}</span>
            </Link>
          )}
        </div>
      </div>
    </li>
  );
}
