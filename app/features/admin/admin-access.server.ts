import { data, redirect, type RouterContextProvider } from 'react-router';
import type { SessionState } from '../../../shared/session-cookie';
import type { StaffPermission } from '../../../shared/staff-permissions';
import { requireSession, signInPath } from '~/features/auth/auth-loader.server';
import { STAFF_ROLE_FORBIDDEN } from './admin-sections';

/** What a refused admin page's loader throws: the admin layout's boundary shows the 403 page. */
export const ADMIN_FORBIDDEN = { reason: 'admin-forbidden' } as const;

/**
 * Every /admin page's loader and action starts here: signed out, or a guest, is sent to sign in
 * and back (303); a signed-in customer, or staff acting as a customer, gets the 403 page; staff
 * whose role does not give `permission` (shared/staff-permissions.ts) get the 403 page that says so.
 * Without a permission, any member of staff passes (the overview).
 */
export function requireStaff(context: Readonly<RouterContextProvider>, request: Request, permission?: StaffPermission): SessionState {
  const session = requireSession(context, request);
  if (session.isGuest) throw redirect(signInPath(request), 303);
  if (session.staffPermissions.length === 0) throw data(ADMIN_FORBIDDEN, { status: 403 });
  if (permission && !session.staffPermissions.includes(permission)) throw data(STAFF_ROLE_FORBIDDEN, { status: 403 });
  return session;
}
