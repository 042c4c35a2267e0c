import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { linkClass } from '~/components/button';
import { STAFF_FORBIDDEN_MESSAGE } from '../../../../shared/staff-permissions';
import { sectionsFor } from '../admin-sections';

/** The back office's frame: its title and the nav of the sections this person's role opens. */
export function AdminLayout({ children, permissions }: { children: ReactNode; permissions: readonly string[] }) {
  const pages = [{ to: '/admin', label: 'Overview', end: true }, ...sectionsFor(permissions).map((s) => ({ to: s.to, label: s.label, end: false }))];
  return (
    <div className="mx-auto max-w-screen-xl px-4 py-6">
      <div className="flex flex-wrap items-baseline gap-x-6 gap-y-2 border-b border-gray-300 pb-3">
        <p className="text-2xl font-bold">
          <Link to="/admin">Admin</Link>
        </p>
        <nav aria-label="Admin">
          <ul className="flex flex-wrap gap-x-4">
            {pages.map((p) => (
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

/**
 * The 403 page: a signed-in customer (or staff acting as one) on an /admin page, or a member of
 * staff on a page their role does not open.
 */
export function AdminForbidden({ staff = false }: { staff?: boolean }) {
  return (
    <div className="mx-auto max-w-screen-md px-4 py-12 text-center">
      <h1 className="text-2xl font-bold">Access denied</h1>
      <p className="mt-3" data-testid="admin-forbidden">
        {staff ? STAFF_FORBIDDEN_MESSAGE : 'You do not have access to the admin area.'}
      </p>
      <p className="mt-4">
        <Link to={staff ? '/admin' : '/'} className={linkClass}>
          {staff ? 'Go to the admin overview' : 'Go to the home page'}
        </Link>
      </p>
    </div>
  );
}
