import { Link } from 'react-router';
import { formatPrice } from '~/lib/money';
import { ordersApi } from '../api/orders-api';
import { useAccountData } from '../orders-use-account-data';
import { AccountDataView, formatDate, OrderStateBadge } from './orders-parts';
import { linkClass } from '~/components/button';

/** The account overview's orders block: the latest orders with where they stand, and parts waiting for a review. */
export function AccountOverviewOrders({ headingLevel: H = 'h2' }: { headingLevel?: 'h2' | 'h3' }) {
  const state = useAccountData('overview-orders', async (signal) => {
    const [list, reviews] = await Promise.all([ordersApi.list({ period: 'ANY', status: 'ALL', year: null }, signal), ordersApi.awaitingReview(signal)]);
    return { orders: list.orders.nodes.slice(0, 3), awaiting: reviews.productsAwaitingReview.length };
  });
  return (
    <section aria-labelledby="overview-orders" className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <H id="overview-orders" className="text-lg font-bold">
          Your Orders
        </H>
        <Link to="/account/orders" className={linkClass}>
          All orders
        </Link>
      </div>
      <AccountDataView state={state} loading="Loading your orders…">
        {({ orders, awaiting }) => (
          <>
            {orders.length === 0 ? (
              <p className="text-ink-700">No orders yet.</p>
            ) : (
              <ul className="space-y-2">
                {orders.map((o) => (
                  <li key={o.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-gray-300 p-3">
                    <Link to={`/account/order/${o.id}`} className={linkClass}>
                      Order {o.customOrderNumber}
                    </Link>
                    <span className="text-sm text-ink-700">
                      {formatDate(o.createdOnUtc)} · {formatPrice(o.orderTotal)}
                    </span>
                    <OrderStateBadge order={o} />
                  </li>
                ))}
              </ul>
            )}
            {awaiting > 0 && (
              <p>
                <Link to="/account/reviews" className={linkClass}>
                  {awaiting === 1 ? '1 part is' : `${awaiting} parts are`} waiting for your review
                </Link>
              </p>
            )}
          </>
        )}
      </AccountDataView>
    </section>
  );
}
