import { Link } from 'react-router';
import { ordersServer, requireCustomer } from '~/features/orders/api/orders-api.server';
import { OrderDetailView } from '~/features/orders/components/orders-order-detail';
import { NotFoundNote } from '~/features/orders/components/orders-parts';
import { pageMeta } from '~/lib/meta';
import { useLiveOrders } from '~/lib/use-live';
import type { Route } from './+types/account-order';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  requireCustomer(context, request);
  return { order: await ordersServer.order(context, params.orderId) };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'Order Details', noindex: true });
}

/** /account/order/{orderId or clubOrderGuid}: one of the customer's orders. */
export default function AccountOrderPage({ loaderData: { order } }: Route.ComponentProps) {
  // Staff shipping, delivering, refunding or approving a return shows here without a reload.
  useLiveOrders(order ? [order.id] : []);
  return (
    <div className="mx-auto max-w-screen-lg px-4 py-6">
      <nav aria-label="Breadcrumb" className="text-sm print:hidden">
        <Link to="/account/orders" className="text-blue-800 underline">
          Your Orders
        </Link>
      </nav>
      {order ? (
        <>
          <h1 className="mt-2 mb-4 text-2xl font-bold">Order {order.customOrderNumber}</h1>
          <OrderDetailView order={order} />
        </>
      ) : (
        <>
          <h1 className="mt-2 mb-4 text-2xl font-bold">Order not found</h1>
          <NotFoundNote what="We could not find this order in your account." back="/account/orders" backLabel="Your Orders" />
        </>
      )}
    </div>
  );
}
