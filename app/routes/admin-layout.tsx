import { isRouteErrorResponse, Outlet } from 'react-router';
import { requireAdmin } from '~/features/admin/admin-access.server';
import { AdminForbidden, AdminLayout } from '~/features/admin/components/admin-layout';
import { PageNotFound } from '~/components/page/page-not-found';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/admin-layout';

// Every /admin page sits in this layout: its loader refuses anyone but an administrator.
export function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, request);
  return null;
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'Admin', noindex: true });
}

export default function AdminLayoutRoute() {
  return (
    <AdminLayout>
      <Outlet />
    </AdminLayout>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 403) return <AdminForbidden />;
  if (isRouteErrorResponse(error) && error.status === 404) return <PageNotFound />;
  throw error;
}
