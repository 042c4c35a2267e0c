import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseSessionCookie } from '../../../shared/session-cookie';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import { ADMIN_EMAIL, CUSTOMER_EMAIL, DEMO_PASSWORD, call } from '../../../tests/support/test-auth';
import { createSessionCookieWriter } from './auth-cookies';
import { createPageSessions } from './auth-page-session';

let t: TestApp;
let pages: Hono;
let clock = Date.now();
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: 'true' });
  // The page side of the server: what a loader would run as, for the cookies a request carries.
  const sessions = createPageSessions({ auth: t.services.auth, cookies: createSessionCookieWriter(false), log: t.services.log, now: () => clock });
  pages = new Hono();
  pages.post('/guest', async (c) => {
    const s = await sessions.startGuest(c, '198.51.100.9');
    return c.json({ viewer: s.viewer, status: s.state.status, email: null, realUser: null });
  });
  pages.get('/state', async (c) => {
    const s = await sessions.resolve(c, '198.51.100.9');
    return c.json({ isAdmin: s.state.isAdmin, roles: s.state.userInfo?.roles ?? [] });
  });
  pages.get('/page', async (c) => {
    const s = await sessions.resolve(c, '198.51.100.9');
    return c.json({
      viewer: s.viewer,
      status: s.state.status,
      email: s.state.userInfo?.email ?? null,
      name: s.state.userInfo?.name ?? null,
      realUser: s.state.realUser?.email ?? null,
    });
  });
});
afterAll(async () => {
  await t.close();
});

const ORIGIN = 'http://localhost';
let ip = 0;

/** A browser's cookie jar: what Set-Cookie headers leave, sent back as one Cookie header. */
class Jar {
  readonly cookies = new Map<string, { value: string; attrs: string }>();
  take(res: { headers: Headers }) {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split('; ');
      const [name, ...rest] = pair.split('=');
      const value = rest.join('=');
      if (/max-age=0/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, { value, attrs: attrs.join('; ') });
    }
  }
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v.value}`).join('; ');
  }
  session() {
    return parseSessionCookie(this.cookies.get('authentication')?.value);
  }
}

const sessionCookieNames = (jar: Jar) => [...jar.cookies.keys()].filter((k) => k.startsWith('authentication'));

/** A token-service call in cookie mode, as the store's pages make it. */
async function viaCookies(jar: Jar, name: string, fields: Record<string, string> = {}, headers: Record<string, string> = {}) {
  const res = await call(t, name, fields, {
    headers: { 'x-ironyard-session': 'cookie', origin: ORIGIN, cookie: jar.header(), 'x-forwarded-for': `203.0.113.${++ip}`, ...headers },
  });
  if (res.status === 200) jar.take(res);
  return res;
}

async function page(jar: Jar) {
  const res = await pages.request('/page', { headers: { cookie: jar.header() } });
  jar.take(res);
  return (await res.json()) as {
    viewer: { customerId: number; impersonatorId?: number } | null;
    status: string;
    email: string | null;
    name: string | null;
    realUser: string | null;
  };
}

describe('session cookies', () => {
  it('sign-in sets a readable session cookie and an HttpOnly refresh cookie; no script sees the refresh token', async () => {
    const jar = new Jar();
    const res = await viaCookies(jar, 'token', { grant_type: 'password', username: CUSTOMER_EMAIL, password: DEMO_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body).not.toHaveProperty('refresh_token');
    expect(res.body).toMatchObject({ token_type: 'Bearer', user_info: { email: CUSTOMER_EMAIL } });
    const refresh = jar.cookies.get('authentication_refresh')!;
    expect(refresh.attrs).toMatch(/HttpOnly/);
    expect(refresh.attrs).toMatch(/SameSite=Strict/);
    expect(refresh.attrs).toMatch(/Path=\//);
    // Without "remember me" both end with the browser.
    expect(refresh.attrs).not.toMatch(/Max-Age/);
    const readable = jar.cookies.get('authentication')!;
    expect(readable.attrs).not.toMatch(/HttpOnly/);
    expect(readable.attrs).toMatch(/SameSite=Strict/);
    const s = jar.session()!;
    expect(s).toMatchObject({ v: 1, rememberMe: false, userInfo: { email: CUSTOMER_EMAIL } });
    expect(JSON.stringify(s)).not.toContain(refresh.value);
  });

  it('"remember me" makes the cookies outlive the browser', async () => {
    const jar = new Jar();
    await viaCookies(jar, 'token', { grant_type: 'password', username: CUSTOMER_EMAIL, password: DEMO_PASSWORD, remember_me: 'true' });
    expect(jar.cookies.get('authentication_refresh')!.attrs).toMatch(/Max-Age=\d{6,}/);
    expect(jar.session()!.rememberMe).toBe(true);
  });

  it('renews from the refresh cookie alone, and a guest carries over to sign-in', async () => {
    const jar = new Jar();
    await viaCookies(jar, 'createguest');
    const guestId = jar.session()!.userInfo.id;
    const before = jar.session()!.accessToken;
    const renewed = await viaCookies(jar, 'token', { grant_type: 'refresh_token' });
    expect(renewed.status).toBe(200);
    expect(jar.session()!.accessToken).not.toBe(before);
    expect(jar.session()!.userInfo.id).toBe(guestId);
    const signed = await viaCookies(jar, 'token', { grant_type: 'password', username: CUSTOMER_EMAIL, password: DEMO_PASSWORD });
    expect(signed.status).toBe(200);
    expect(jar.session()!.userInfo.email).toBe(CUSTOMER_EMAIL);
  });

  it('refuses a cookie-mode call from another site, or with no origin at all', async () => {
    const jar = new Jar();
    await viaCookies(jar, 'createguest');
    const evil = await viaCookies(jar, 'token', { grant_type: 'refresh_token' }, { origin: 'https://evil.example' });
    expect(evil.status).toBe(403);
    expect(evil.headers.getSetCookie()).toEqual([]);
    const none = await call(t, 'token', { grant_type: 'refresh_token' }, { headers: { 'x-ironyard-session': 'cookie', cookie: jar.header() } });
    expect(none.status).toBe(403);
  });

  it('sign-out ends the session on the server and removes every cookie', async () => {
    const jar = new Jar();
    await viaCookies(jar, 'token', { grant_type: 'password', username: CUSTOMER_EMAIL, password: DEMO_PASSWORD });
    const stolen = jar.cookies.get('authentication_refresh')!.value;
    await viaCookies(jar, 'logout');
    expect(sessionCookieNames(jar)).toEqual([]);
    const replay = await call(t, 'token', { grant_type: 'refresh_token', refresh_token: stolen });
    expect(replay.status).toBe(400);
  });
});

describe('page requests', () => {
  it('run as the customer of the session cookie', async () => {
    const jar = new Jar();
    await viaCookies(jar, 'token', { grant_type: 'password', username: CUSTOMER_EMAIL, password: DEMO_PASSWORD });
    const seen = await page(jar);
    expect(seen.status).toBe('registered');
    expect(seen.email).toBe(CUSTOMER_EMAIL);
    expect(seen.viewer?.customerId).toBe(Number(jar.session()!.userInfo.id));
  });

  it('show the name the account has now, and rewrite the readable cookie once after a change', async () => {
    const jar = new Jar();
    await viaCookies(jar, 'createguest');
    const email = `mike-${Date.now().toString(36)}@example.com`;
    expect((await viaCookies(jar, 'upgradeguest', { name: 'Mike Wrench', email, password: 'loader-bucket-77' })).status).toBe(200);
    expect((await page(jar)).name).toBe('Mike Wrench');
    const before = jar.session()!;

    await t.services.auth.changeName(Number(before.userInfo.id), { firstName: 'Michael', lastName: 'Wrench' });
    const res = await pages.request('/page', { headers: { cookie: jar.header() } });
    expect(res.headers.getSetCookie().some((line) => line.startsWith('authentication='))).toBe(true);
    jar.take(res);
    expect(((await res.json()) as { name: string }).name).toBe('Michael Wrench');
    // The cookie the browser keeps (and reads after a reload) names the new name; the tokens stay.
    expect(jar.session()).toEqual({ ...before, userInfo: { ...before.userInfo, name: 'Michael Wrench' } });

    // Once in step, a page writes no cookie.
    const next = await pages.request('/page', { headers: { cookie: jar.header() } });
    expect(next.headers.getSetCookie()).toEqual([]);
    expect(((await next.json()) as { name: string }).name).toBe('Michael Wrench');
  });

  it('renew an expired access token from the refresh cookie and send the new cookies', async () => {
    const jar = new Jar();
    await viaCookies(jar, 'token', { grant_type: 'password', username: CUSTOMER_EMAIL, password: DEMO_PASSWORD });
    const old = jar.session()!;
    clock = old.accessTokenExpires + 1_000;
    try {
      const seen = await page(jar);
      expect(seen.email).toBe(CUSTOMER_EMAIL);
      expect(jar.session()!.accessToken).not.toBe(old.accessToken);
    } finally {
      clock = Date.now();
    }
  });

  it('a forged access token without a refresh cookie is nobody, and its cookie goes', async () => {
    const jar = new Jar();
    await viaCookies(jar, 'token', { grant_type: 'password', username: CUSTOMER_EMAIL, password: DEMO_PASSWORD });
    const s = jar.session()!;
    const [h, p] = s.accessToken.split('.');
    jar.cookies.set('authentication', { value: encodeURIComponent(JSON.stringify({ ...s, accessToken: `${h}.${p}.${'A'.repeat(43)}` })), attrs: '' });
    jar.cookies.delete('authentication_refresh');
    const seen = await page(jar);
    expect(seen).toMatchObject({ viewer: null, status: 'loggedOut' });
    expect(jar.cookies.has('authentication')).toBe(false);
  });

  it('a forged session cookie naming someone else renews as the refresh cookie’s owner, never as the name it shows', async () => {
    const jar = new Jar();
    await viaCookies(jar, 'createguest');
    const s = jar.session()!;
    jar.cookies.set('authentication', { value: encodeURIComponent(JSON.stringify({ ...s, accessToken: 'x.y.z', userInfo: { ...s.userInfo, id: '1', email: ADMIN_EMAIL } })), attrs: '' });
    const seen = await page(jar);
    expect(seen.viewer?.customerId).toBe(Number(s.userInfo.id));
    expect(seen.status).toBe('guest');
  });

  it('a session cookie edited to claim the administrators’ role is still the customer it was issued to', async () => {
    const jar = new Jar();
    await viaCookies(jar, 'token', { grant_type: 'password', username: CUSTOMER_EMAIL, password: DEMO_PASSWORD });
    const s = jar.session()!;
    const forged = { ...s, userInfo: { ...s.userInfo, roles: ['Registered', 'Administrators'] } };
    jar.cookies.set('authentication', { value: encodeURIComponent(JSON.stringify(forged)), attrs: '' });
    const res = await pages.request('/page', { headers: { cookie: jar.header() } });
    const seen = (await res.json()) as { status: string; viewer: { roles: string[] } };
    expect(seen.status).toBe('registered');
    expect(seen.viewer.roles).not.toContain('Administrators');
    const state = await pages.request('/state', { headers: { cookie: jar.header() } });
    expect(await state.json()).toMatchObject({ isAdmin: false, roles: ['Registered'] });
  });

  it('a revoked session is nobody on its next page', async () => {
    const jar = new Jar();
    await viaCookies(jar, 'token', { grant_type: 'password', username: CUSTOMER_EMAIL, password: DEMO_PASSWORD });
    const kept = new Jar();
    for (const [k, v] of jar.cookies) kept.cookies.set(k, v);
    await viaCookies(jar, 'logout');
    const seen = await page(kept);
    expect(seen).toMatchObject({ viewer: null, status: 'loggedOut' });
    expect(sessionCookieNames(kept)).toEqual([]);
  });

  it('while impersonating run as the customer, with the administrator known; quitting returns to the administrator', async () => {
    const jar = new Jar();
    await viaCookies(jar, 'token', { grant_type: 'password', username: ADMIN_EMAIL, password: DEMO_PASSWORD });
    const adminId = Number(jar.session()!.userInfo.id);
    const customer = await call<{ user_info: { id: string } }>(t, 'token', { grant_type: 'password', username: CUSTOMER_EMAIL, password: DEMO_PASSWORD });
    const imp = await viaCookies(jar, 'impersonate', { userId: customer.body.user_info.id });
    expect(imp.status, JSON.stringify(imp.body)).toBe(200);
    expect(jar.cookies.get('authentication_admin')!.attrs).toMatch(/HttpOnly/);
    let seen = await page(jar);
    expect(seen).toMatchObject({ status: 'impersonating', email: CUSTOMER_EMAIL, realUser: ADMIN_EMAIL });
    expect(seen.viewer).toMatchObject({ customerId: Number(customer.body.user_info.id), impersonatorId: adminId });
    // A renewal while impersonating re-impersonates (spec 1 §4) from the administrator's cookie.
    expect((await viaCookies(jar, 'impersonate', { userId: customer.body.user_info.id })).status).toBe(200);
    expect((await viaCookies(jar, 'quitimpersonation')).status).toBe(200);
    expect(jar.cookies.has('authentication_admin')).toBe(false);
    seen = await page(jar);
    expect(seen).toMatchObject({ status: 'registered', email: ADMIN_EMAIL, realUser: null });
  });

  it('a page that loads as the administrator quits acting as a customer does not sign the administrator out', async () => {
    const jar = new Jar();
    await viaCookies(jar, 'token', { grant_type: 'password', username: ADMIN_EMAIL, password: DEMO_PASSWORD });
    const customer = await call<{ user_info: { id: string } }>(t, 'token', { grant_type: 'password', username: CUSTOMER_EMAIL, password: DEMO_PASSWORD });
    expect((await viaCookies(jar, 'impersonate', { userId: customer.body.user_info.id })).status).toBe(200);
    // The page request left with the customer's cookies; its answer comes back after the quit's.
    const before = new Jar();
    for (const [k, v] of jar.cookies) before.cookies.set(k, v);
    expect((await viaCookies(jar, 'quitimpersonation')).status).toBe(200);
    clock += 24 * 3600_000; // its access token is past due, so the page renews from the ended session
    try {
      const late = await pages.request('/page', { headers: { cookie: before.header() } });
      expect(((await late.json()) as { viewer: unknown }).viewer).toBeNull();
      jar.take(late);
    } finally {
      clock -= 24 * 3600_000;
    }
    expect(await page(jar)).toMatchObject({ status: 'registered', email: ADMIN_EMAIL, realUser: null });
  });
});

describe('a guest started by a page form post', () => {
  it('gets the session cookies with the answer, and the next page runs as that guest', async () => {
    const jar = new Jar();
    const res = await pages.request('/guest', { method: 'POST' });
    jar.take(res);
    const started = (await res.json()) as { viewer: { customerId: number } };
    expect(jar.cookies.get('authentication_refresh')!.attrs).toMatch(/HttpOnly/);
    const seen = await page(jar);
    expect(seen.status).toBe('guest');
    expect(seen.viewer?.customerId).toBe(started.viewer.customerId);
  });
});

describe('page form posts', () => {
  it('from another site are refused when a session cookie would authorise them', async () => {
    const jar = new Jar();
    await viaCookies(jar, 'token', { grant_type: 'password', username: CUSTOMER_EMAIL, password: DEMO_PASSWORD });
    const body = new URLSearchParams({ intent: 'delete' });
    const cross = await t.request('/account/addressbook/1/delete', { method: 'POST', body, headers: { cookie: jar.header(), origin: 'https://evil.example' } });
    expect(cross.status).toBe(403);
    const blind = await t.request('/account/addressbook/1/delete', { method: 'POST', body, headers: { cookie: jar.header() } });
    expect(blind.status).toBe(403);
    const referred = await t.request('/account/addressbook/1/delete', { method: 'POST', body, headers: { cookie: jar.header(), referer: 'https://evil.example/x' } });
    expect(referred.status).toBe(403);
  });
});
