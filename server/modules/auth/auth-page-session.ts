import type { Context } from 'hono';
import { sessionStateOf, SIGNED_OUT_SESSION, type SessionCookie, type SessionState } from '../../../shared/session-cookie';
import type { Logger } from '../../lib/logger';
import type { Viewer } from '../../lib/viewer';
import { readSessionCookies, type SessionCookieWriter, type SessionCookies } from './auth-cookies';
import { AuthError } from './auth-errors';
import { WEB_CLIENT_ID, type AuthService } from './auth.service';

/** Who a page request comes from: the viewer loaders run as, and the session state the page shows. */
export interface PageSession {
  viewer: Viewer | null;
  state: SessionState;
}

export const ANONYMOUS_PAGE: PageSession = { viewer: null, state: SIGNED_OUT_SESSION };

// An access token this close to its expiry is renewed now rather than used.
const EXPIRY_SKEW_MS = 5_000;

export interface PageSessionDeps {
  auth: Pick<AuthService, 'verifyAccessToken' | 'refresh' | 'logout' | 'createGuest' | 'viewerAccount'>;
  cookies: SessionCookieWriter;
  log: Logger;
  now?: () => number;
}

/**
 * Reads the session of a page request from its cookies (docs/decisions/005): the access token of
 * the `authentication` cookie when it is still good, else a renewal from the HttpOnly refresh
 * cookie, whose new cookies go out with the page. A session that has ended clears the cookies and
 * the page renders for a signed-out visitor.
 */
export function createPageSessions({ auth, cookies, log, now = Date.now }: PageSessionDeps) {
  async function renew(c: Context, jar: SessionCookies, ip: string): Promise<PageSession> {
    try {
      const answer = await auth.refresh({ clientId: WEB_CLIENT_ID, refreshToken: jar.refreshToken!, ip });
      const admin = answer.impersonator
        ? jar.adminRefreshToken
          ? {
              refreshToken: jar.adminRefreshToken,
              refreshTokenExpires: jar.session?.impersonation?.admin.refreshTokenExpires ?? now() + answer.refresh_token_exp * 1000,
              userInfo: answer.impersonator,
            }
          : undefined
        : null;
      if (admin === undefined) {
        // An impersonation whose administrator's cookie is gone has no way back: end it here.
        await auth.logout({ clientId: WEB_CLIENT_ID, refreshToken: answer.refresh_token, ip });
        cookies.clear(c);
        return ANONYMOUS_PAGE;
      }
      // No readable cookie beside a refresh cookie: only a remembered (persistent) one outlives it.
      const rememberMe = jar.session ? jar.session.rememberMe : true;
      const session = cookies.apply(c, answer, { rememberMe, admin }, now());
      return await fromCookie(c, session, 'fresh');
    } catch (err) {
      if (!(err instanceof AuthError)) throw err;
      // Too many renewals from this address: this page is anonymous, the cookies stay for later.
      if (err.status === 429) return ANONYMOUS_PAGE;
      // While an administrator acts as a customer, a page loading as they quit still carries the
      // customer's ended session: its answer may arrive after the quit's, so clearing here would
      // remove the administrator's fresh cookies too. That page renders signed out; the cookies stay.
      if (jar.adminRefreshToken) return ANONYMOUS_PAGE;
      cookies.clear(c);
      return ANONYMOUS_PAGE;
    }
  }

  /**
   * The page session of a readable cookie. Its name and e-mail are the account's as they are now
   * (`fresh`: the cookie was just written from the account): a name changed since the session began
   * rewrites the cookie, so the header shows it on this page, the next ones and after a reload.
   */
  async function fromCookie(c: Context, session: SessionCookie, names: 'fresh' | 'check' = 'check'): Promise<PageSession> {
    const viewer = await auth.verifyAccessToken(session.accessToken);
    if (!viewer) return ANONYMOUS_PAGE;
    // The readable cookie can be edited by its holder: who and which roles come from the verified
    // token, and the cookie only names them (a forged role never opens a staff page).
    let userInfo = { ...session.userInfo, id: String(viewer.customerId), roles: viewer.roles };
    if (names === 'check') {
      const account = await auth.viewerAccount(viewer);
      if (account && (account.name !== userInfo.name || account.email !== userInfo.email)) {
        userInfo = { ...userInfo, name: account.name, email: account.email };
        cookies.writeSession(c, { ...session, userInfo: { ...session.userInfo, name: account.name, email: account.email } }, now());
      }
    }
    const trusted: SessionCookie = { ...session, userInfo, impersonation: viewer.impersonatorId ? session.impersonation : undefined };
    return { viewer, state: sessionStateOf(trusted) };
  }

  return {
    /**
     * Starts a guest session from a page's form post (a visitor with no session adding to the cart or
     * the fleet without scripts): its cookies go out with the answer.
     */
    async startGuest(c: Context, ip: string): Promise<PageSession> {
      const answer = await auth.createGuest({ clientId: WEB_CLIENT_ID, ip });
      return fromCookie(c, cookies.apply(c, answer, { rememberMe: true, admin: null }, now()), 'fresh');
    },

    async resolve(c: Context, ip: string): Promise<PageSession> {
      const jar = readSessionCookies(c);
      if (jar.session && jar.session.accessTokenExpires - EXPIRY_SKEW_MS > now()) {
        const found = await fromCookie(c, jar.session);
        if (found.viewer) return found;
      }
      if (jar.refreshToken) return renew(c, jar, ip);
      if (jar.session) {
        log.debug({ userId: jar.session.userInfo.id }, 'page session cookie without a refresh token: cleared');
        cookies.clear(c);
      }
      return ANONYMOUS_PAGE;
    },
  };
}

export type PageSessions = ReturnType<typeof createPageSessions>;

/**
 * Whether a state-changing request comes from the store's own pages (docs/decisions/005): its
 * Origin (or, without one, its Referer) is the store's public origin or the origin it was sent to.
 * A request with neither is accepted only when it carries no session cookie, so no cookie alone
 * can authorise a change made from another site.
 */
export function isSameOriginRequest(c: Context, publicUrl: string, hasSessionCookie: boolean): boolean {
  const allowed = new Set([new URL(publicUrl).origin, new URL(c.req.url).origin]);
  const origin = c.req.header('origin');
  if (origin !== undefined) return allowed.has(origin);
  const referer = c.req.header('referer');
  if (referer) {
    try {
      return allowed.has(new URL(referer).origin);
    } catch {
      return false;
    }
  }
  return !hasSessionCookie;
}
