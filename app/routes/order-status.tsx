import { data, Link } from 'react-router';
import { ORDER_QUERY } from '~/features/checkout/api/checkout-api';
import { OrderDetails } from '~/features/checkout/components/checkout-order';
import { formatDate, RETURN_STATUS_LABELS } from '~/features/orders/components/orders-parts';
import { graphql } from '~/gql/gql';
import { serverQuery } from '~/lib/graphql';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/order-status';
import { linkClass } from '~/components/button';

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// What happened after the sale: returns registered for the order, and whether more can go back.
const AFTER_SALE = graphql(`
  query OrderStatusAfterSale($clubOrderGuid: String!) {
    v1 {
      order(clubOrderGuid: $clubOrderGuid) {
        orderStatus
        items {
          id
          productName
        }
        lineQuantities {
          delivered
          returned
        }
        returnRequests {
          id
          returnNumber
          status
          reasonLabel
          createdOnUtc
          items {
            orderItemId
            quantity
          }
        }
      }
    }
  }
`);

export async function loader({ params, context }: Route.LoaderArgs) {
  if (!GUID.test(params.clubOrderGuid)) throw data(null, { status: 404 });
  const [result, afterSale] = await Promise.all([
    serverQuery(context, ORDER_QUERY, { clubOrderGuid: params.clubOrderGuid }),
    serverQuery(context, AFTER_SALE, { clubOrderGuid: params.clubOrderGuid }),
  ]);
  if (!result.v1.order || !afterSale.v1.order) throw data(null, { status: 404 });
  return { order: result.v1.order, afterSale: afterSale.v1.order };
}

export function meta(args: Route.MetaArgs) {
  const order = args.data?.order;
  return pageMeta(args, { title: order ? `Order ${order.customOrderNumber}` : 'Order Status', noindex: true });
}

/** /orderstatus/{clubOrderGuid}: an order's status, open to guests (the guid is the key). */
export default function OrderStatusPage({ loaderData }: Route.ComponentProps) {
  const { order, afterSale } = loaderData;
  const names = new Map(afterSale.items.map((i) => [i.id, i.productName]));
  const canReturnMore = afterSale.orderStatus !== 'CANCELLED' && afterSale.lineQuantities.some((q) => q.delivered > q.returned);
  return (
    <div className="mx-auto max-w-screen-md space-y-6 px-4 py-6">
      <h1 className="text-2xl font-bold">Order {order.customOrderNumber}</h1>
      <OrderDetails order={order} />
      {(afterSale.returnRequests.length > 0 || canReturnMore) && (
        <section aria-labelledby="order-status-returns" className="space-y-2">
          <h2 id="order-status-returns" className="text-xl font-bold">
            Returns
          </h2>
          {afterSale.returnRequests.length > 0 && (
            <ul className="space-y-2">
              {afterSale.returnRequests.map((r) => (
                <li key={r.id} className="rounded-md border border-gray-300 p-3">
                  <p>
                    <span className="font-semibold">{r.returnNumber}</span>: {RETURN_STATUS_LABELS[r.status]}, requested {formatDate(r.createdOnUtc)} ({r.reasonLabel})
                  </p>
                  <p className="text-sm text-ink-700">{r.items.map((i) => `${i.quantity} × ${names.get(i.orderItemId) ?? 'part'}`).join(', ')}</p>
                </li>
              ))}
            </ul>
          )}
          {canReturnMore && (
            <p>
              <Link to={`/extreturn?order=${encodeURIComponent(order.customOrderNumber)}`} className={linkClass}>
                Register a return
              </Link>{' '}
              for parts of this order.
            </p>
          )}
        </section>
      )}
      <p>
        Questions about this order?{' '}
        <Link to="/help" className="font-semibold text-blue-800 underline">
          Contact us
        </Link>
      </p>
    </div>
  );
}
