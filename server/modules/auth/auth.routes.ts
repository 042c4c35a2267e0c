import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { getCookie, setCookie } from 'hono/cookie';
import { CROSS_SITE_REFUSED, SESSION_COOKIE_MODE_HEADER } from '../../../shared/session-cookie';
import type { Logger } from '../../lib/logger';
import { createCookieMode } from './auth-cookie-mode';
import { createSessionCookieWriter, type SessionCookieWriter } from './auth-cookies';
import { DEVICE_COOKIE } from './auth-devices';
import { isSameOriginRequest } from './auth-page-session';
import { AuthError, invalidRequest } from './auth-errors';
import type { AuthService } from './auth.service';

/** The HttpOnly cookie that carries an administrator's access token to the admin area. */
export const ADMIN_COOKIE = 'ironyard_admin';

export interface AuthRoutesDeps {
  auth: AuthService;
  log: Logger;
  publicUrl: string;
  /** The caller's address, as the app determines it (rate limits are per address). */
  clientIp: (c: Context) => string;
  /** The session cookies' writer (shared with page requests, which renew sessions too). */
  cookies?: SessionCookieWriter;
}

type Fields = Record<string, string | undefined>;

async function readForm(c: Context): Promise<Fields> {
  const type = c.req.header('content-type')?.toLowerCase() ?? '';
  if (!type.startsWith('multipart/form-data') && !type.startsWith('application/x-www-form-urlencoded')) {
    throw invalidRequest('Send the fields as form data (multipart/form-data or application/x-www-form-urlencoded).');
  }
  let body: Record<string, unknown>;
  try {
    body = await c.req.parseBody();
  } catch {
    throw invalidRequest('The form data could not be read.');
  }
  const fields: Fields = {};
  for (const [k, v] of Object.entries(body)) {
    if (typeof v !== 'string') throw invalidRequest(`The field ${k} must be text.`);
    fields[k] = v;
  }
  return fields;
}

const flag = (v: string | undefined) => v !== undefined && ['true', '1', 'on', 'yes'].includes(v.toLowerCase());

/** `POST /api/jwtauth/{call}` (and the admin variant) and `GET /Admin/savecookie` (spec 1 §7). */
export function createAuthRoutes({ auth, log, publicUrl, clientIp, cookies }: AuthRoutesDeps) {
  const app = new Hono();
  const secureCookie = publicUrl.startsWith('https:');
  const cookieMode = createCookieMode({ auth, cookies: cookies ?? createSessionCookieWriter(secureCookie) });

  const answer = (c: Context, body: unknown, status: 200 | 400 | 401 | 403 | 404 | 405 | 413 | 429 = 200) => {
    // RFC 6749 §5.1: token answers must not be cached anywhere.
    c.header('Cache-Control', 'no-store');
    c.header('Pragma', 'no-cache');
    return c.json(body, status);
  };

  const fail = (c: Context, err: AuthError) => {
    if (err.retryAfterSeconds) c.header('Retry-After', String(err.retryAfterSeconds));
    return answer(c, { error: err.error, error_description: err.description, ...(err.field ? { error_field: err.field } : {}) }, err.status);
  };

  const calls: Record<string, (f: Fields, ip: string, c: Context) => Promise<unknown>> = {
    token: (f, ip, c) => {
      const grant = f.grant_type;
      if (grant === 'password') {
        return auth.login({
          clientId: f.client_id,
          username: f.username,
          password: f.password,
          guestRefreshToken: f.guest_refresh_token || undefined,
          rememberMe: flag(f.remember_me ?? f.rememberMe),
          ip,
          deviceCookie: getCookie(c, DEVICE_COOKIE),
          // Sent back only to the token service (its path), never readable by page scripts.
          onDevice: ({ value, maxAgeSeconds }) =>
            setCookie(c, DEVICE_COOKIE, value, {
              httpOnly: true,
              secure: secureCookie,
              sameSite: 'Strict',
              path: c.req.path.slice(0, c.req.path.lastIndexOf('/')),
              maxAge: maxAgeSeconds,
            }),
        });
      }
      if (grant === 'refresh_token') return auth.refresh({ clientId: f.client_id, refreshToken: f.refresh_token, ip });
      auth.assertClient(f.client_id);
      throw new AuthError(400, 'unsupported_grant_type', 'grant_type must be password or refresh_token.');
    },
    logout: async (f, ip) => {
      await auth.logout({ clientId: f.client_id, refreshToken: f.refresh_token ?? f.refreshToken, ip });
      return { ok: true };
    },
    checkregistered: (f, ip) => auth.checkRegistered({ clientId: f.client_id, email: f.email, ip }),
    changeemail: (f, ip) =>
      auth.changeEmail({ clientId: f.client_id, refreshToken: f.refreshToken ?? f.refresh_token, password: f.password, newEmail: f.newEmail, ip }),
    confirmemail: (f, ip) => auth.confirmEmailChange({ clientId: f.client_id, token: f.token, ip }),
    changepassword: (f, ip) =>
      auth.changePassword({
        clientId: f.client_id,
        refreshToken: f.refreshToken ?? f.refresh_token,
        oldPassword: f.oldPassword,
        newPassword: f.newPassword,
        ip,
      }),
    upgradeguest: (f, ip) =>
      auth.upgradeGuest({
        clientId: f.client_id,
        refreshToken: f.refreshToken ?? f.refresh_token,
        name: f.name,
        email: f.email,
        password: f.password,
        rememberMe: flag(f.remember_me ?? f.rememberMe),
        ip,
      }),
    upgradeguestfororder: (f, ip) =>
      auth.upgradeGuestForOrder({
        clientId: f.client_id,
        clubOrderGuid: f.clubOrderGuid,
        refreshToken: f.refreshToken ?? f.refresh_token,
        token: f.token,
        password: f.password,
        rememberMe: flag(f.remember_me ?? f.rememberMe),
        ip,
      }),
    upgradeguestfororderrequest: (f, ip) => auth.requestOrderLink({ clientId: f.client_id, orderNumber: f.orderNumber, email: f.email, ip }),
    resetpasswordrequest: (f, ip) => auth.requestPasswordReset({ clientId: f.client_id, email: f.email, ip }),
    resetpassword: (f, ip) =>
      auth.resetPassword({ clientId: f.client_id, resetToken: f.resetToken, email: f.email, newPassword: f.newPassword, ip }),
    impersonate: (f, ip) => auth.impersonate({ clientId: f.client_id, refreshToken: f.refreshToken ?? f.refresh_token, userId: f.userId, ip }),
    createguest: (f, ip) => auth.createGuest({ clientId: f.client_id, ip }),
    changeguestemail: (f) => auth.changeGuestEmail({ clientId: f.client_id, refreshToken: f.refreshToken ?? f.refresh_token, newEmail: f.newEmail }),
  };
  calls.revoke = calls.logout;

  const limit = bodyLimit({
    maxSize: 16 * 1024,
    onError: (c) => answer(c, { error: 'invalid_request', error_description: 'The request is too large.' }, 413),
  });

  const handle = async (c: Context) => {
    const name = c.req.param('call')?.toLowerCase() ?? '';
    // Own keys only: `__proto__` or `constructor` would otherwise find Object's.
    const call = Object.hasOwn(calls, name) ? calls[name] : undefined;
    const viaCookies = c.req.header(SESSION_COOKIE_MODE_HEADER) === 'cookie';
    if (!call && !(viaCookies && name === 'quitimpersonation')) {
      return answer(c, { error: 'invalid_request', error_description: 'There is no such call.' }, 404);
    }
    try {
      const ip = clientIp(c);
      if (!viaCookies) return answer(c, await call!(await readForm(c), ip, c));
      // The session cookies authorise this call: only the store's own pages may make it (docs/decisions/005).
      if (!isSameOriginRequest(c, publicUrl, true)) throw new AuthError(403, 'access_denied', CROSS_SITE_REFUSED);
      return answer(c, await cookieMode.run(c, name, await readForm(c), ip, (fields) => call!(fields, ip, c)));
    } catch (err) {
      if (err instanceof AuthError) return fail(c, err);
      log.error({ call: c.req.param('call') }, 'token service call failed');
      throw err;
    }
  };

  for (const base of ['/api/jwtauth', '/admin/api/jwtauth']) {
    app.post(`${base}/:call`, limit, handle);
    app.on(['GET', 'PUT', 'PATCH', 'DELETE'], `${base}/:call`, (c) => {
      c.header('Allow', 'POST');
      return answer(c, { error: 'invalid_request', error_description: 'Use POST with form data.' }, 405);
    });
    // The base itself, a trailing slash or deeper paths name no call: the token service's 404, not the 404 page.
    const noSuchCall = (c: Context) => answer(c, { error: 'invalid_request', error_description: 'There is no such call.' }, 404);
    app.all(base, noSuchCall);
    app.all(`${base}/`, noSuchCall);
    app.all(`${base}/*`, noSuchCall);
  }

  const saveCookie = async (c: Context) => {
    try {
      const result = await auth.adminCookie({
        clientId: c.req.query('client_id'),
        accessToken: c.req.query('accessToken'),
        redirectTo: c.req.query('redirectTo'),
      });
      setCookie(c, ADMIN_COOKIE, result.value, {
        httpOnly: true,
        secure: secureCookie,
        sameSite: 'Strict',
        path: '/',
        maxAge: result.maxAgeSeconds,
      });
      c.header('Cache-Control', 'no-store');
      c.header('Referrer-Policy', 'no-referrer');
      return c.redirect(result.location, 302);
    } catch (err) {
      if (err instanceof AuthError) return fail(c, err);
      throw err;
    }
  };
  app.get('/Admin/savecookie', saveCookie);
  app.get('/admin/savecookie', saveCookie);

  return app;
}
