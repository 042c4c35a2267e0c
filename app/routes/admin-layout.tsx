import { isRouteErrorResponse, Outlet } from 'react-router';
import { requireStaff } from '~/features/admin/admin-access.server';
import { STAFF_ROLE_FORBIDDEN } from '~/features/admin/admin-sections';
import { AdminForbidden, AdminLayout } from '~/features/admin/components/admin-layout';
import { PageNotFound } from '~/components/page/page-not-found';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/admin-layout';

// Every /admin page sits in this layout: its loader refuses anyone but staff, and each page's
// loader checks its own permission.
export function loader({ request, context }: Route.LoaderArgs) {
  return { permissions: requireStaff(context, request).staffPermissions };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'Admin', noindex: true });
}

export default function AdminLayoutRoute({ loaderData }: Route.ComponentProps) {
  return (
    <AdminLayout permissions={loaderData.permissions}>
      <Outlet />
    </AdminLayout>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 403) return <AdminForbidden staff={(error.data as { reason?: string } | undefined)?.reason === STAFF_ROLE_FORBIDDEN.reason} />;
  if (isRouteErrorResponse(error) && error.status === 404) return <PageNotFound />;
  throw error;
}
