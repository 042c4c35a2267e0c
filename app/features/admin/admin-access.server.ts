import { data, redirect, type RouterContextProvider } from 'react-router';
import type { SessionState } from '../../../shared/session-cookie';
import { requireSession, signInPath } from '~/features/auth/auth-loader.server';

/** What a refused admin page's loader throws: the admin layout's boundary shows the 403 page. */
export const ADMIN_FORBIDDEN = { reason: 'admin-forbidden' } as const;

/**
 * Every /admin page's loader and action starts here: signed out, or a guest, is sent to sign in
 * and back (303); a signed-in customer, or an administrator acting as one, gets the 403 page.
 */
export function requireAdmin(context: Readonly<RouterContextProvider>, request: Request): SessionState {
  const session = requireSession(context, request);
  if (session.isGuest) throw redirect(signInPath(request), 303);
  if (!session.isAdmin) throw data(ADMIN_FORBIDDEN, { status: 403 });
  return session;
}
