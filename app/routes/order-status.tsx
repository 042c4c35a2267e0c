import { data, Link } from 'react-router';
import { ORDER_QUERY } from '~/features/checkout/api/checkout-api';
import { OrderDetails } from '~/features/checkout/components/checkout-order';
import { serverQuery } from '~/lib/graphql';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/order-status';

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function loader({ params, context }: Route.LoaderArgs) {
  if (!GUID.test(params.clubOrderGuid)) throw data(null, { status: 404 });
  const result = await serverQuery(context, ORDER_QUERY, { clubOrderGuid: params.clubOrderGuid });
  if (!result.v1.order) throw data(null, { status: 404 });
  return { order: result.v1.order };
}

export function meta(args: Route.MetaArgs) {
  const order = args.data?.order;
  return pageMeta(args, { title: order ? `Order ${order.customOrderNumber}` : 'Order Status', noindex: true });
}

/** /orderstatus/{clubOrderGuid}: an order's status, open to guests (the guid is the key). */
export default function OrderStatusPage({ loaderData }: Route.ComponentProps) {
  const { order } = loaderData;
  return (
    <div className="mx-auto max-w-screen-md space-y-6 px-4 py-6">
      <h1 className="text-2xl font-bold">Order {order.customOrderNumber}</h1>
      <OrderDetails order={order} />
      <p>
        Questions about this order?{' '}
        <Link to="/help" className="font-semibold text-blue-800 underline">
          Contact us
        </Link>
      </p>
    </div>
  );
}
