import { isAdminCustomerSort } from '../../shared/admin-customers';
import { requireStaff } from '~/features/admin/admin-access.server';
import { adminCustomersServer, type AdminCustomerListArgs } from '~/features/admin/admin-customers-api';
import { AdminCustomersList } from '~/features/admin/components/admin-customers-list';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/admin-customers';

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context, request, 'customers');
  const q = new URL(request.url).searchParams;
  const sort = q.get('sort');
  const page = Number(q.get('page') ?? '1');
  const args: AdminCustomerListArgs = {
    search: (q.get('search') ?? '').trim().slice(0, 200),
    guests: q.get('guests') === '1',
    staffOnly: q.get('staff') === '1',
    sort: isAdminCustomerSort(sort) ? sort : 'NEWEST',
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
  const list = await adminCustomersServer.list(context, args);
  return { list, args };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'Customers | Admin', noindex: true });
}

/** /admin/customers: find a customer by name, e-mail, phone or order number, 25 a page; guests hidden unless asked, staff alone on request. */
export default function AdminCustomersPage({ loaderData }: Route.ComponentProps) {
  return (
    <div>
      <h1 className="mb-4 text-xl font-bold">Customers</h1>
      <AdminCustomersList page={loaderData.list} args={loaderData.args} />
    </div>
  );
}
