import { data } from 'react-router';
import { OrdersListView } from '~/features/orders/components/orders-list';
import { parseOrderFilter } from '~/features/orders/orders-filters';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/account-orders';

export function loader({ params }: Route.LoaderArgs) {
  if (!parseOrderFilter(params.filter)) throw data(null, { status: 404 });
  return null;
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'Your Orders', noindex: true });
}

/** /account/orders and /account/orders/{filter}: the customer's orders, last 30 days first. */
export default function AccountOrdersPage({ params }: Route.ComponentProps) {
  const filter = parseOrderFilter(params.filter)!;
  return (
    <div className="mx-auto max-w-screen-lg px-4 py-6">
      <h1 className="text-2xl font-bold">Your Orders</h1>
      <OrdersListView key={filter.slug} filter={filter} />
    </div>
  );
}
