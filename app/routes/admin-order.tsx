import { data } from 'react-router';
import { requireStaff } from '~/features/admin/admin-access.server';
import { adminOrdersServer } from '~/features/admin/admin-orders-api';
import { parseShipLines } from '~/features/admin/admin-ship-form';
import { AdminOrderView } from '~/features/admin/components/admin-order-view';
import { userMessageOf } from '~/lib/errors';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/admin-order';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  requireStaff(context, request, 'orders');
  const found = /^\d+$/.test(params.orderId) ? await adminOrdersServer.order(context, params.orderId) : null;
  if (!found) throw data(null, { status: 404 });
  return found;
}

/**
 * The Ship action in two posts, so it asks before it ships (and works without scripts): `review`
 * answers the chosen quantities to confirm; `ship` ships them and the page reloads with the shipment.
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  requireStaff(context, request, 'orders');
  const form = await request.formData();
  const found = await adminOrdersServer.order(context, params.orderId);
  if (!found) throw data(null, { status: 404 });
  const { order } = found;
  const left = new Map(
    order.items.map((i) => {
      const q = order.lineQuantities.find((l) => l.orderItemId === i.id);
      return [i.id, { name: i.productName, left: (q?.ordered ?? i.quantity) - (q?.shipped ?? 0) }] as const;
    }),
  );
  const parsed = parseShipLines(form, new Map([...left].filter(([, l]) => l.left > 0)));
  if ('error' in parsed) return { error: parsed.error, review: null, shipped: null };
  if (form.get('intent') !== 'ship') return { error: null, review: parsed.lines, shipped: null };
  try {
    const shipped = await adminOrdersServer.ship(context, order.id, parsed.lines);
    return { error: null, review: null, shipped: shipped.map((s) => s.trackingNumber) };
  } catch (err) {
    return { error: userMessageOf(err), review: null, shipped: null };
  }
}

export function meta(args: Route.MetaArgs) {
  const n = args.loaderData?.order.customOrderNumber;
  return pageMeta(args, { title: n ? `Order ${n} | Admin` : 'Order | Admin', noindex: true });
}

/** /admin/orders/{id}: an order as staff see it (lines, customer, payments, shipments) and the Ship action. */
export default function AdminOrderPage({ loaderData, actionData }: Route.ComponentProps) {
  return <AdminOrderView order={loaderData.order} payments={loaderData.payments} result={actionData ?? null} />;
}
