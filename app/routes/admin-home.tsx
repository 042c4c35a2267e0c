import { Link } from 'react-router';
import { buttonClass } from '~/components/button';
import { requireAdmin } from '~/features/admin/admin-access.server';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/admin-home';

export function loader({ request, context }: Route.LoaderArgs) {
  const session = requireAdmin(context, request);
  return { name: session.userInfo?.name ?? '' };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'Admin', noindex: true });
}

/** /admin: where the day's work starts. */
export default function AdminHome({ loaderData }: Route.ComponentProps) {
  return (
    <div>
      <h1 className="text-xl font-bold">Welcome{loaderData.name ? `, ${loaderData.name}` : ''}</h1>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        <li className="rounded-md border border-gray-300 p-4">
          <h2 className="font-bold">Orders</h2>
          <p className="mt-1 text-sm text-gray-700">Find an order, see its payments and shipments, and ship it.</p>
          <p className="mt-3 flex flex-wrap gap-2">
            <Link to="/admin/orders?status=TO_SHIP" className={buttonClass({ variant: 'primary', size: 'fit' })}>
              Orders to ship
            </Link>
            <Link to="/admin/orders" className={buttonClass({ variant: 'outline', size: 'fit' })}>
              All orders
            </Link>
          </p>
        </li>
      </ul>
    </div>
  );
}
