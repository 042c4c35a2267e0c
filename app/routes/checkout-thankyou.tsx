import { data, Link } from 'react-router';
import { ORDER_QUERY } from '~/features/checkout/api/checkout-api';
import { OrderDetails } from '~/features/checkout/components/checkout-order';
import { RegisterAfterOrder } from '~/features/checkout/components/checkout-register';
import { useClearQuoteOnLeave } from '~/features/quotes/quote-store';
import { serverQuery } from '~/lib/graphql';
import { HEADER_PRIORITY, type HeaderHandle } from '~/lib/header-variant';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/checkout-thankyou';

export const handle: HeaderHandle = { header: { variant: 'CHECKOUT', priority: HEADER_PRIORITY.ROUTE, props: { backTo: '/' } } };

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function loader({ params, context }: Route.LoaderArgs) {
  if (!GUID.test(params.clubOrderGuid)) throw data(null, { status: 404 });
  const result = await serverQuery(context, ORDER_QUERY, { clubOrderGuid: params.clubOrderGuid });
  if (!result.v1.order) throw data(null, { status: 404 });
  return { order: result.v1.order };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'Thank You', noindex: true });
}

/** /checkout/thankyou/{clubOrderGuid}: the placed order, and account creation for a guest who may register. */
export default function ThankYouPage({ loaderData }: Route.ComponentProps) {
  const { order } = loaderData;
  useClearQuoteOnLeave();
  return (
    <div className="mx-auto max-w-screen-md space-y-6 px-4 py-6">
      <h1 className="text-3xl font-bold">Thank You</h1>
      <p className="text-lg">
        Your order <span className="font-bold">{order.customOrderNumber}</span> is placed. We sent a confirmation to {order.email || 'your e-mail'}.
      </p>
      {order.canRegister && <RegisterAfterOrder clubOrderGuid={order.clubOrderGuid} email={order.email} />}
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
