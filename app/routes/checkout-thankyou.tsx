import { data, Link, redirect } from 'react-router';
import { ORDER_QUERY } from '~/features/checkout/api/checkout-api';
import { OrderDetails } from '~/features/checkout/components/checkout-order';
import { RegisterAfterOrder } from '~/features/checkout/components/checkout-register';
import { ordersServer, requireCustomer } from '~/features/orders/api/orders-api.server';
import { NotFoundNote } from '~/features/orders/components/orders-parts';
import { useClearQuoteOnLeave } from '~/features/quotes/quotes-store';
import { serverQuery } from '~/lib/graphql';
import { HEADER_PRIORITY, type HeaderHandle } from '~/lib/header-variant';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/checkout-thankyou';

export const handle: HeaderHandle = { header: { variant: 'CHECKOUT', priority: HEADER_PRIORITY.ROUTE, props: { backTo: '/' } } };

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  // An order id is the signed-in customer's to read: the page comes round to the order's guid.
  if (/^\d{1,10}$/.test(params.clubOrderGuid)) {
    requireCustomer(context, request);
    const guid = await ordersServer.orderGuid(context, params.clubOrderGuid);
    if (guid) throw redirect(params.quoteGuid ? `/checkout/quote/${params.quoteGuid}/thankyou/${guid}` : `/checkout/thankyou/${guid}`);
    return { order: null };
  }
  if (!GUID.test(params.clubOrderGuid)) throw data(null, { status: 404 });
  const result = await serverQuery(context, ORDER_QUERY, { clubOrderGuid: params.clubOrderGuid });
  if (!result.v1.order) throw data(null, { status: 404 });
  return { order: result.v1.order };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'Thank You', noindex: true });
}

/**
 * /checkout/thankyou/{orderId or clubOrderGuid} and /checkout/quote/{quoteGuid}/thankyou/{…}: the
 * placed order, and account creation for a guest who may register.
 */
export default function ThankYouPage({ loaderData }: Route.ComponentProps) {
  const { order } = loaderData;
  useClearQuoteOnLeave();
  if (!order) return <OrderNotFound />;
  return (
    <div className="mx-auto max-w-screen-md space-y-6 px-4 py-6">
      <h1 className="text-3xl font-bold">Thank You</h1>
      <p className="text-lg">
        Your order <span className="font-bold">{order.customOrderNumber}</span> is placed. We sent a confirmation to {order.email || 'your e-mail'}.
      </p>
      {order.canRegister && <RegisterAfterOrder clubOrderGuid={order.clubOrderGuid} email={order.email} orderNumber={order.customOrderNumber} />}
      <OrderDetails order={order} />
      <p className="flex flex-wrap gap-4">
        <Link to={`/orderstatus/${order.clubOrderGuid}`} className="font-semibold text-blue-800 underline">
          Order status
        </Link>
        <Link to="/" className="font-semibold text-blue-800 underline">
          Continue shopping
        </Link>
      </p>
    </div>
  );
}

/** An order id that is not one of the signed-in customer's orders. */
function OrderNotFound() {
  return (
    <div className="mx-auto max-w-screen-md space-y-6 px-4 py-6">
      <h1 className="text-3xl font-bold">Thank You</h1>
      <NotFoundNote what="We could not find this order in your account." back="/account/orders" backLabel="Your Orders" />
    </div>
  );
}
