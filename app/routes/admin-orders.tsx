import { requireStaff } from '~/features/admin/admin-access.server';
import { readOrderFilters } from '~/features/admin/admin-order-filters';
import { adminOrdersServer } from '~/features/admin/admin-orders-api';
import { AdminOrdersList } from '~/features/admin/components/admin-orders-list';
import { pageMeta } from '~/lib/meta';
import { useLiveNewOrders } from '~/lib/use-live';
import type { Route } from './+types/admin-orders';

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context, request, 'orders');
  const q = new URL(request.url).searchParams;
  const { filters, errors } = readOrderFilters(q);
  const after = q.get('after') || null;
  const { page, choices } = await adminOrdersServer.list(context, filters, after);
  return { page, choices, filters, errors, after };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'Orders | Admin', noindex: true });
}

/** /admin/orders: every customer's orders, 25 a page, searched and filtered from the address, sorted by date or total. */
export default function AdminOrdersPage({ loaderData }: Route.ComponentProps) {
  const fresh = useLiveNewOrders();
  return (
    <div>
      <h1 className="mb-4 text-xl font-bold">Orders</h1>
      {fresh.count > 0 ? (
        <p role="status" className="mb-3 rounded border border-blue-300 bg-blue-50 px-3 py-2 text-sm">
          <button type="button" onClick={fresh.refresh} className="font-semibold text-blue-800 underline">
            {fresh.count === 1 ? 'New order' : `${fresh.count} new orders`} — refresh
          </button>
        </p>
      ) : null}
      <AdminOrdersList {...loaderData} />
    </div>
  );
}
