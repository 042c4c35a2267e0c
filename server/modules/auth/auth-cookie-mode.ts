import type { Context } from 'hono';
import type { TokenAnswer, UserInfo } from '../../../shared/auth-tokens';
import { sessionStateOf } from '../../../shared/session-cookie';
import { readSessionCookies, type SessionCookies, type SessionCookieWriter } from './auth-cookies';
import { AuthError } from './auth-errors';
import type { AuthService } from './auth.service';

type Fields = Record<string, string | undefined>;

// Calls whose refresh token is the session's own, filled in from the HttpOnly cookie.
const OWN_REFRESH_TOKEN = new Set(['token', 'changeemail', 'changepassword', 'upgradeguest', 'changeguestemail']);

const isTokenAnswer = (x: unknown): x is TokenAnswer =>
  !!x && typeof (x as TokenAnswer).access_token === 'string' && typeof (x as TokenAnswer).refresh_token === 'string';

const flag = (v: string | undefined) => v !== undefined && ['true', '1', 'on', 'yes'].includes(v.toLowerCase());

/** The answer a page script may read: everything but the refresh token. */
function withoutRefreshToken(answer: TokenAnswer): Omit<TokenAnswer, 'refresh_token'> {
  const { refresh_token: _secret, ...rest } = answer;
  return rest;
}

/**
 * The token service as the store's own pages use it (docs/decisions/005): the refresh tokens stay
 * in HttpOnly cookies, so a call names none — it is taken from the cookie — and an answer that
 * opens or renews a session sets the cookies and leaves the refresh token out of its body.
 */
export function createCookieMode({ auth, cookies, now = Date.now }: { auth: AuthService; cookies: SessionCookieWriter; now?: () => number }) {
  /** Puts the cookie's refresh token where a call expects one, unless the caller sent its own. */
  function fill(call: string, f: Fields, jar: SessionCookies): Fields {
    const sent = f.refresh_token ?? f.refreshToken;
    const out = { ...f };
    if (call === 'token' && f.grant_type === 'password') {
      if (!f.guest_refresh_token && jar.refreshToken && sessionStateOf(jar.session).isGuest) out.guest_refresh_token = jar.refreshToken;
      return out;
    }
    if (sent) return out;
    if (call === 'impersonate') out.refreshToken = jar.adminRefreshToken ?? jar.refreshToken ?? undefined;
    else if (call === 'upgradeguestfororder' && f.token === undefined) out.refreshToken = jar.refreshToken ?? undefined;
    else if (OWN_REFRESH_TOKEN.has(call)) {
      out.refreshToken = jar.refreshToken ?? undefined;
      out.refresh_token = jar.refreshToken ?? undefined;
    }
    return out;
  }

  /** Sets the cookies an answer calls for, and answers what the page may read. */
  async function settle(c: Context, call: string, f: Fields, jar: SessionCookies, result: unknown, ip: string): Promise<unknown> {
    if (isTokenAnswer(result)) {
      if (call === 'impersonate') {
        const adminToken = f.refreshToken ?? f.refresh_token!;
        const current = jar.session;
        const adminInfo: UserInfo = result.impersonator ?? current?.impersonation?.admin.userInfo ?? current!.userInfo;
        const adminExpires = current?.impersonation?.admin.refreshTokenExpires ?? current?.refreshTokenExpires ?? now() + result.refresh_token_exp * 1000;
        cookies.apply(c, result, { rememberMe: current?.rememberMe ?? false, admin: { refreshToken: adminToken, refreshTokenExpires: adminExpires, userInfo: adminInfo } }, now());
        // Acting as someone else while already doing so: the previous customer's session ends.
        if (jar.adminRefreshToken && jar.refreshToken && jar.refreshToken !== adminToken) {
          await auth.logout({ clientId: f.client_id, refreshToken: jar.refreshToken, ip }).catch(() => undefined);
        }
      } else {
        const renewal = call === 'token' && f.grant_type === 'refresh_token';
        const rememberMe = renewal ? (jar.session?.rememberMe ?? true) : call === 'createguest' || flag(f.remember_me ?? f.rememberMe);
        const admin =
          renewal && result.impersonator && jar.adminRefreshToken
            ? {
                refreshToken: jar.adminRefreshToken,
                refreshTokenExpires: jar.session?.impersonation?.admin.refreshTokenExpires ?? now() + result.refresh_token_exp * 1000,
                userInfo: result.impersonator,
              }
            : null;
        cookies.apply(c, result, { rememberMe, admin }, now());
      }
      return withoutRefreshToken(result);
    }
    // A new e-mail shows at once in the page's own session.
    const info = (result as { user_info?: UserInfo } | null)?.user_info;
    if (info && jar.session && !jar.session.impersonation && jar.session.userInfo.id === info.id) {
      cookies.writeSession(c, { ...jar.session, userInfo: info }, now());
    }
    return result;
  }

  return {
    /**
     * Runs one call in cookie mode. `logout` ends the session and the administrator's behind it;
     * `quitimpersonation` ends the customer's session and renews the administrator's own.
     */
    async run(c: Context, call: string, f: Fields, ip: string, perform: (fields: Fields) => Promise<unknown>): Promise<unknown> {
      const jar = readSessionCookies(c);
      if (call === 'logout' || call === 'revoke') {
        for (const token of [jar.refreshToken, jar.adminRefreshToken]) {
          if (token) await auth.logout({ clientId: f.client_id, refreshToken: token, ip });
        }
        cookies.clear(c);
        return { ok: true };
      }
      if (call === 'quitimpersonation') {
        auth.assertClient(f.client_id);
        if (!jar.adminRefreshToken) throw new AuthError(400, 'invalid_request', 'You are not acting as a customer.');
        if (jar.refreshToken) await auth.logout({ clientId: f.client_id, refreshToken: jar.refreshToken, ip });
        try {
          const answer = await auth.refresh({ clientId: f.client_id, refreshToken: jar.adminRefreshToken, ip });
          cookies.apply(c, answer, { rememberMe: jar.session?.rememberMe ?? false, admin: null }, now());
          return withoutRefreshToken(answer);
        } catch (err) {
          if (err instanceof AuthError && err.status !== 429) cookies.clear(c);
          throw err;
        }
      }
      const fields = fill(call, f, jar);
      try {
        return await settle(c, call, fields, jar, await perform(fields), ip);
      } catch (err) {
        // A renewal the server refused ends the session here: its cookies go too.
        if (err instanceof AuthError && err.error === 'invalid_grant' && call === 'token' && f.grant_type === 'refresh_token') cookies.clear(c);
        throw err;
      }
    },
  };
}

export type CookieMode = ReturnType<typeof createCookieMode>;
