import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { linkClass } from '~/components/button';

/** The admin area's pages, in the nav: only those that exist. */
const PAGES = [
  { to: '/admin', label: 'Overview', end: true },
  { to: '/admin/orders', label: 'Orders', end: false },
  { to: '/admin/reviews', label: 'Reviews', end: false },
  { to: '/admin/returns', label: 'Returns', end: false },
];

/** The back office's frame: its title and nav above the page. */
export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto max-w-screen-xl px-4 py-6">
      <div className="flex flex-wrap items-baseline gap-x-6 gap-y-2 border-b border-gray-300 pb-3">
        <p className="text-2xl font-bold">
          <Link to="/admin">Admin</Link>
        </p>
        <nav aria-label="Admin">
          <ul className="flex flex-wrap gap-x-4">
            {PAGES.map((p) => (
              <li key={p.to}>
                <NavLink to={p.to} end={p.end} className={({ isActive }) => `inline-flex min-h-11 items-center ${isActive ? 'font-bold underline' : 'text-blue-800 hover:underline'}`}>
                  {p.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="pt-4">{children}</div>
    </div>
  );
}

/** The 403 page: a signed-in customer (or an administrator acting as one) on an /admin page. */
export function AdminForbidden() {
  return (
    <div className="mx-auto max-w-screen-md px-4 py-12 text-center">
      <h1 className="text-2xl font-bold">Access denied</h1>
      <p className="mt-3" data-testid="admin-forbidden">
        You do not have access to the admin area.
      </p>
      <p className="mt-4">
        <Link to="/" className={linkClass}>
          Go to the home page
        </Link>
      </p>
    </div>
  );
}
