import { data } from 'react-router';
import { ordersServer, requireCustomer } from '~/features/orders/api/orders-api.server';
import { OrdersListView } from '~/features/orders/components/orders-list';
import { parseOrderFilter } from '~/features/orders/orders-filters';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/account-orders';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const filter = parseOrderFilter(params.filter);
  if (!filter) throw data(null, { status: 404 });
  requireCustomer(context, request);
  const after = new URL(request.url).searchParams.get('after') || null;
  const page = await ordersServer.list(context, { period: filter.period, status: filter.status, year: filter.year, after });
  return { page, after };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'Your Orders', noindex: true });
}

/** /account/orders and /account/orders/{filter}: the customer's orders, last 30 days first; `?after=` pages on. */
export default function AccountOrdersPage({ params, loaderData }: Route.ComponentProps) {
  const filter = parseOrderFilter(params.filter)!;
  return (
    <div className="mx-auto max-w-screen-lg px-4 py-6">
      <h1 className="text-2xl font-bold">Your Orders</h1>
      <OrdersListView filter={filter} after={loaderData.after} page={loaderData.page} />
    </div>
  );
}
