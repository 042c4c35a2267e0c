import { redirect, type RouterContextProvider } from 'react-router';
import type { SessionState } from '../../../shared/session-cookie';
import { getServer } from '~/lib/app-context';

/**
 * The session a page request comes from (the server read it from the request's cookies,
 * docs/decisions/005). Loaders and actions use this, never the browser's session store.
 */
export function pageSession(context: Readonly<RouterContextProvider>): SessionState {
  return getServer(context).session;
}

/** Where sign-in brings the visitor back to: this page, with its query. */
export function signInPath(request: Request): string {
  const url = new URL(request.url);
  return `/signin?p=${encodeURIComponent(url.pathname + url.search)}`;
}

/**
 * A page for signed-in visitors only: a signed-out request is answered with the server's redirect
 * (303) to `/signin?p=<this page>`; guests pass (their pages offer an account where they need one).
 */
export function requireSession(context: Readonly<RouterContextProvider>, request: Request): SessionState {
  const session = pageSession(context);
  if (!session.loggedIn) throw redirect(signInPath(request), 303);
  return session;
}

/** A registered customer's page: signed-out visitors are redirected to sign in; answers whether this session may use it. */
export function requireRegistered(context: Readonly<RouterContextProvider>, request: Request): { session: SessionState; registered: boolean } {
  const session = requireSession(context, request);
  return { session, registered: session.isRegistered };
}

/**
 * An action that needs a session even for a first-time visitor (adding to the cart or the fleet
 * with scripts off): starts a guest session when there is none, as the browser does on demand.
 */
export async function ensureGuestSession(context: Readonly<RouterContextProvider>): Promise<SessionState> {
  const server = getServer(context);
  if (server.session.loggedIn || !server.startGuestSession) return server.session;
  return server.startGuestSession();
}
