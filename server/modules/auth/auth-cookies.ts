import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { TokenAnswer, UserInfo } from '../../../shared/auth-tokens';
import { ADMIN_REFRESH_COOKIE, REFRESH_COOKIE, SESSION_COOKIE, parseSessionCookie, type SessionCookie } from '../../../shared/session-cookie';

/**
 * Writes and reads the session cookies (shared/session-cookie.ts, docs/decisions/005). All are
 * SameSite=Strict on path /, Secure when the store is served over https. The refresh tokens are
 * HttpOnly; the `authentication` cookie is readable because the page's scripts send its access
 * token to /api/graphql (spec 1 §7) and show who is signed in.
 */
export interface SessionCookies {
  /** The `authentication` cookie, when present and well formed. */
  session: SessionCookie | null;
  refreshToken: string | null;
  adminRefreshToken: string | null;
}

export function readSessionCookies(c: Context): SessionCookies {
  const refresh = getCookie(c, REFRESH_COOKIE);
  const admin = getCookie(c, ADMIN_REFRESH_COOKIE);
  return {
    session: parseSessionCookie(getCookie(c, SESSION_COOKIE)),
    refreshToken: refresh && refresh.length <= 200 ? refresh : null,
    adminRefreshToken: admin && admin.length <= 200 ? admin : null,
  };
}

/** What a token answer says of the session that the answer itself does not carry. */
export interface SessionOptions {
  rememberMe: boolean;
  /** Set while an administrator acts as a customer: the administrator's own refresh token and expiry. */
  admin?: { refreshToken: string; refreshTokenExpires: number; userInfo: UserInfo } | null;
}

export function createSessionCookieWriter(secure: boolean) {
  const base = { secure, sameSite: 'Strict' as const, path: '/' };
  const persistence = (rememberMe: boolean, expiresAtMs: number, now: number) =>
    rememberMe ? { maxAge: Math.max(1, Math.floor((expiresAtMs - now) / 1000)) } : {};

  function writeSession(c: Context, s: SessionCookie, now: number) {
    setCookie(c, SESSION_COOKIE, JSON.stringify(s), { ...base, ...persistence(s.rememberMe, s.refreshTokenExpires, now) });
  }

  return {
    /**
     * Sets the cookies of a session a token answer opened or renewed, and answers the
     * `authentication` cookie written. Without `admin`, any administrator cookie is removed.
     */
    apply(c: Context, answer: TokenAnswer, opts: SessionOptions, now = Date.now()): SessionCookie {
      const refreshTokenExpires = now + answer.refresh_token_exp * 1000;
      const session: SessionCookie = {
        v: 1,
        accessToken: answer.access_token,
        accessTokenExpires: now + answer.expires_in * 1000,
        refreshTokenExpires,
        userInfo: answer.user_info,
        rememberMe: opts.rememberMe,
        ...(opts.admin
          ? { impersonation: { userId: answer.user_info.id, admin: { userInfo: opts.admin.userInfo, refreshTokenExpires: opts.admin.refreshTokenExpires } } }
          : {}),
      };
      setCookie(c, REFRESH_COOKIE, answer.refresh_token, { ...base, httpOnly: true, ...persistence(opts.rememberMe, refreshTokenExpires, now) });
      if (opts.admin) {
        setCookie(c, ADMIN_REFRESH_COOKIE, opts.admin.refreshToken, {
          ...base,
          httpOnly: true,
          ...persistence(opts.rememberMe, opts.admin.refreshTokenExpires, now),
        });
      } else if (getCookie(c, ADMIN_REFRESH_COOKIE) !== undefined) {
        deleteCookie(c, ADMIN_REFRESH_COOKIE, base);
      }
      writeSession(c, session, now);
      return session;
    },

    /** Rewrites the readable cookie alone (a new e-mail shown after a change). */
    writeSession,

    /** Removes every session cookie (sign-out, a session that has ended). */
    clear(c: Context) {
      for (const name of [SESSION_COOKIE, REFRESH_COOKIE, ADMIN_REFRESH_COOKIE]) {
        if (getCookie(c, name) !== undefined) deleteCookie(c, name, base);
      }
    },
  };
}

export type SessionCookieWriter = ReturnType<typeof createSessionCookieWriter>;
