import { useEffect } from 'react';
import { data, Link, useNavigate } from 'react-router';
import { ORDER_QUERY } from '~/features/checkout/api/checkout-api';
import { OrderDetails } from '~/features/checkout/components/checkout-order';
import { RegisterAfterOrder } from '~/features/checkout/components/checkout-register';
import { ordersApi } from '~/features/orders/api/orders-api';
import { AccountDataView, NotFoundNote } from '~/features/orders/components/orders-parts';
import { useAccountData } from '~/features/orders/orders-use-account-data';
import { useClearQuoteOnLeave } from '~/features/quotes/quotes-store';
import { serverQuery } from '~/lib/graphql';
import { HEADER_PRIORITY, type HeaderHandle } from '~/lib/header-variant';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/checkout-thankyou';

export const handle: HeaderHandle = { header: { variant: 'CHECKOUT', priority: HEADER_PRIORITY.ROUTE, props: { backTo: '/' } } };

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function loader({ params, context }: Route.LoaderArgs) {
  // An order id is the signed-in customer's to read: the browser looks it up and comes back by guid.
  if (/^\d{1,10}$/.test(params.clubOrderGuid)) return { order: null, orderId: params.clubOrderGuid };
  if (!GUID.test(params.clubOrderGuid)) throw data(null, { status: 404 });
  const result = await serverQuery(context, ORDER_QUERY, { clubOrderGuid: params.clubOrderGuid });
  if (!result.v1.order) throw data(null, { status: 404 });
  return { order: result.v1.order, orderId: null };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'Thank You', noindex: true });
}

/**
 * /checkout/thankyou/{orderId or clubOrderGuid} and /checkout/quote/{quoteGuid}/thankyou/{…}: the
 * placed order, and account creation for a guest who may register.
 */
export default function ThankYouPage({ loaderData, params }: Route.ComponentProps) {
  const { order, orderId } = loaderData;
  useClearQuoteOnLeave();
  if (!order) return <ThankYouByOrderId orderId={orderId} quoteGuid={params.quoteGuid} />;
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

function ThankYouByOrderId({ orderId, quoteGuid }: { orderId: string; quoteGuid?: string }) {
  const navigate = useNavigate();
  const state = useAccountData(orderId, (signal) => ordersApi.orderGuid(orderId, signal));
  useEffect(() => {
    if (state.status !== 'ready' || !state.data) return;
    void navigate(quoteGuid ? `/checkout/quote/${quoteGuid}/thankyou/${state.data}` : `/checkout/thankyou/${state.data}`, { replace: true });
  }, [state.status, state.data, navigate, quoteGuid]);
  return (
    <div className="mx-auto max-w-screen-md space-y-6 px-4 py-6">
      <h1 className="text-3xl font-bold">Thank You</h1>
      <AccountDataView state={state} loading="Loading your order…">
        {(guid) => (guid ? <p role="status">Loading your order…</p> : <NotFoundNote what="We could not find this order in your account." back="/account/orders" backLabel="Your Orders" />)}
      </AccountDataView>
    </div>
  );
}
