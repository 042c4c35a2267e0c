import { requireStaff } from '~/features/admin/admin-access.server';
import { adminReturnsServer, isAdminReturnFilter } from '~/features/admin/admin-returns-api';
import { AdminReturnsList } from '~/features/admin/components/admin-returns-list';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/admin-returns';

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context, request, 'returns');
  const q = new URL(request.url).searchParams;
  const wanted = q.get('status');
  const status = isAdminReturnFilter(wanted) ? wanted : 'REQUESTED';
  const after = q.get('after') || null;
  const page = await adminReturnsServer.list(context, { status, after });
  return { page, status, after };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'Returns | Admin', noindex: true });
}

/** /admin/returns: every customer's return requests (account and extended), newest first, 25 a page, requested ones by default. */
export default function AdminReturnsPage({ loaderData }: Route.ComponentProps) {
  return (
    <div>
      <h1 className="mb-4 text-xl font-bold">Returns</h1>
      <AdminReturnsList {...loaderData} />
    </div>
  );
}
