import { data } from 'react-router';
import { requireStaff } from '~/features/admin/admin-access.server';
import { orderAction } from '~/features/admin/admin-order-action';
import { adminOrdersServer } from '~/features/admin/admin-orders-api';
import { AdminOrderView } from '~/features/admin/components/admin-order-view';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/admin-order';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  requireStaff(context, request, 'orders');
  const found = /^\d+$/.test(params.orderId) ? await adminOrdersServer.order(context, params.orderId) : null;
  if (!found) throw data(null, { status: 404 });
  return found;
}

/**
 * The order page's steps: ship, mark delivered, cancel, refund (each asked first, then done) and
 * internal notes. They work without scripts; the page reloads with the order as it now is.
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  requireStaff(context, request, 'orders');
  const form = await request.formData();
  const found = await adminOrdersServer.order(context, params.orderId);
  if (!found) throw data(null, { status: 404 });
  return orderAction(context, found.order, found.payments, form);
}

export function meta(args: Route.MetaArgs) {
  const n = args.loaderData?.order.customOrderNumber;
  return pageMeta(args, { title: n ? `Order ${n} | Admin` : 'Order | Admin', noindex: true });
}

/** /admin/orders/{id}: an order as staff see it (lines, customer, payments, shipments, timeline) and its steps. */
export default function AdminOrderPage({ loaderData, actionData }: Route.ComponentProps) {
  return <AdminOrderView {...loaderData} result={actionData ?? null} />;
}
