import { Link } from 'react-router';
import { buttonClass } from '~/components/button';
import { requireStaff } from '~/features/admin/admin-access.server';
import { sectionsFor } from '~/features/admin/admin-sections';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/admin-home';

export function loader({ request, context }: Route.LoaderArgs) {
  const session = requireStaff(context, request);
  return { name: session.userInfo?.name ?? '', permissions: session.staffPermissions };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'Admin', noindex: true });
}

/** /admin: where the day's work starts, one card per section this person's role opens. */
export default function AdminHome({ loaderData }: Route.ComponentProps) {
  return (
    <div>
      <h1 className="text-xl font-bold">Welcome{loaderData.name ? `, ${loaderData.name}` : ''}</h1>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {sectionsFor(loaderData.permissions).map((s) => (
          <li key={s.to} className="rounded-md border border-gray-300 p-4">
            <h2 className="font-bold">{s.label}</h2>
            <p className="mt-1 text-sm text-gray-700">{s.blurb}</p>
            <p className="mt-3 flex flex-wrap gap-2">
              {s.to === '/admin/orders' ? (
                <Link to="/admin/orders?status=TO_SHIP" className={buttonClass({ variant: 'primary', size: 'fit' })}>
                  Orders to ship
                </Link>
              ) : null}
              <Link to={s.to} className={buttonClass({ variant: 'outline', size: 'fit' })}>
                {s.to === '/admin/orders' ? 'All orders' : `Open ${s.label.toLowerCase()}`}
              </Link>
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
