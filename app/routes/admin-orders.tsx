import { requireStaff } from '~/features/admin/admin-access.server';
import { isAdminOrderFilter } from '~/features/admin/admin-labels';
import { adminOrdersServer } from '~/features/admin/admin-orders-api';
import { AdminOrdersList } from '~/features/admin/components/admin-orders-list';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/admin-orders';

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context, request, 'orders');
  const q = new URL(request.url).searchParams;
  const search = (q.get('search') ?? '').trim().slice(0, 200);
  const wanted = q.get('status');
  const status = isAdminOrderFilter(wanted) ? wanted : 'ALL';
  const after = q.get('after') || null;
  const page = await adminOrdersServer.list(context, { search, status, after });
  return { page, search, status, after };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'Orders | Admin', noindex: true });
}

/** /admin/orders: every customer's orders, newest first, 25 a page, by order number or e-mail and status. */
export default function AdminOrdersPage({ loaderData }: Route.ComponentProps) {
  return (
    <div>
      <h1 className="mb-4 text-xl font-bold">Orders</h1>
      <AdminOrdersList {...loaderData} />
    </div>
  );
}
