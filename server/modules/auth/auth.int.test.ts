import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import {
  ADMIN_EMAIL,
  CUSTOMER_EMAIL,
  DEMO_PASSWORD,
  call,
  newGuest,
  queryRows,
  renew,
  signIn,
  whoAmI,
  tokenAnswer,
  TOKEN_REFUSED,
} from '../../../tests/support/test-auth';
import type { TokenAnswer } from './auth.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function customerRow(id: string) {
  const rows = await queryRows<{ email: string | null; roles: string[]; deleted: boolean; active: boolean }>(
    t,
    sql`select email, roles, deleted, active from customers where id = ${Number(id)}`,
  );
  return rows[0];
}

describe('token (password and refresh)', () => {
  it('signs in and answers as spec 1 §7 says', async () => {
    const res = await call<TokenAnswer>(t, 'token', { grant_type: 'password', username: ADMIN_EMAIL, password: DEMO_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const a = res.body;
    expect(a.access_token.split('.')).toHaveLength(3);
    expect(a.expires_in).toBe(900);
    expect(a.refresh_token).toMatch(/^[\w-]{43}$/);
    // Without remember me the session lasts a day.
    expect(a.refresh_token_exp).toBeGreaterThan(86_400 - 10);
    expect(a.refresh_token_exp).toBeLessThanOrEqual(86_400);
    expect(a.user_info).toMatchObject({ email: ADMIN_EMAIL, name: 'Avery Admin', roles: ['Registered', 'Administrators'] });
    expect(typeof a.user_info.id).toBe('string');
  });

  it('keeps a remembered session 30 days, and accepts multipart bodies and any e-mail case', async () => {
    const res = await call<TokenAnswer>(
      t,
      'token',
      { grant_type: 'password', username: '  Customer@Ironyard.TEST ', password: DEMO_PASSWORD, remember_me: 'true' },
      { multipart: true },
    );
    expect(res.status).toBe(200);
    expect(res.body.refresh_token_exp).toBeGreaterThan(30 * 86_400 - 10);
  });

  it('says the same for a wrong password and an unknown account', async () => {
    const wrong = await call(t, 'token', { grant_type: 'password', username: CUSTOMER_EMAIL, password: 'not-the-password' });
    const unknown = await call(t, 'token', { grant_type: 'password', username: 'nobody@ironyard.test', password: 'not-the-password' });
    const noPassword = await call(t, 'token', { grant_type: 'password', username: 'x@ironyard.test', password: '' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ error: 'invalid_grant', error_description: 'The e-mail or password is incorrect.' });
    expect(unknown.body).toEqual(wrong.body);
    expect(noPassword.status).toBe(400);
    expect(noPassword.body.error_description).toBe('Enter your e-mail and password.');
  });

  it('renews with a refresh token, rotating it', async () => {
    const first = await signIn(t, CUSTOMER_EMAIL);
    const next = await renew(t, first.refresh_token);
    expect(next.status).toBe(200);
    expect(next.body.refresh_token).not.toBe(first.refresh_token);
    expect(next.body.user_info.email).toBe(CUSTOMER_EMAIL);
    // The absolute expiry does not move with rotation.
    expect(next.body.refresh_token_exp).toBeLessThanOrEqual(first.refresh_token_exp);
    expect((await whoAmI(t, next.body.access_token)).email).toBe(CUSTOMER_EMAIL);
  });

  it('refuses unknown clients, grant types and calls with a 4xx', async () => {
    const badClient = await call(t, 'token', { grant_type: 'password', username: CUSTOMER_EMAIL, password: DEMO_PASSWORD, client_id: 'evil' });
    expect(badClient.status).toBe(401);
    expect(badClient.body.error).toBe('invalid_client');
    const noClient = await call(t, 'createguest', { client_id: undefined });
    expect(noClient.status).toBe(401);
    const grant = await call(t, 'token', { grant_type: 'client_credentials' });
    expect(grant.status).toBe(400);
    expect(grant.body.error).toBe('unsupported_grant_type');
    const unknownCall = await call(t, 'hack');
    expect(unknownCall.status).toBe(404);
    const get = await t.request('/api/jwtauth/token');
    expect(get.status).toBe(405);
  });

  it('never answers 5xx to malformed bodies', async () => {
    const post = (body: BodyInit | undefined, type?: string) =>
      t.request('/api/jwtauth/token', { method: 'POST', body, headers: type ? { 'content-type': type } : {} });
    const cases = [
      await post('{"grant_type":"password"}', 'application/json'),
      await post(undefined),
      await post('--x\r\nbroken', 'multipart/form-data; boundary=x'),
      await post('a=%ZZ&&&=', 'application/x-www-form-urlencoded'),
      await post('client_id=ironyard-web&grant_type=password&username=' + 'a'.repeat(20_000), 'application/x-www-form-urlencoded'),
    ];
    for (const res of cases) {
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      const body = await res.json();
      expect(typeof body.error_description).toBe('string');
    }
    const fd = new FormData();
    fd.append('client_id', 'ironyard-web');
    fd.append('username', new Blob(['x']), 'file.txt');
    const file = await t.request('/api/jwtauth/token', { method: 'POST', body: fd });
    expect(file.status).toBe(400);
  });

  it('serves the same calls under the admin base path', async () => {
    const res = await call<TokenAnswer>(t, 'token', { grant_type: 'password', username: ADMIN_EMAIL, password: DEMO_PASSWORD }, { base: '/admin/api/jwtauth' });
    expect(res.status).toBe(200);
  });
});

describe('logout', () => {
  it('revokes the session server side: the refresh and the access token stop working', async () => {
    const s = await signIn(t, CUSTOMER_EMAIL);
    expect((await whoAmI(t, s.access_token)).isAuthenticated).toBe(true);
    const out = await call(t, 'logout', { refresh_token: s.refresh_token });
    expect(out.status).toBe(200);
    expect((await renew(t, s.refresh_token)).status).toBe(400);
    expect(await tokenAnswer(t, s.access_token)).toEqual(TOKEN_REFUSED);
    // Unknown or repeated logouts answer alike.
    expect((await call(t, 'logout', { refresh_token: s.refresh_token })).status).toBe(200);
    expect((await call(t, 'logout', { refresh_token: 'nonsense' })).status).toBe(200);
  });
});

describe('checkregistered', () => {
  it('tells registered accounts from others', async () => {
    expect((await call(t, 'checkregistered', { email: CUSTOMER_EMAIL })).body).toEqual({ hasValidAccount: true });
    expect((await call(t, 'checkregistered', { email: 'nobody@ironyard.test' })).body).toEqual({ hasValidAccount: false });
    const bad = await call(t, 'checkregistered', { email: 'not an address' });
    expect(bad.status).toBe(400);
    expect(bad.body.error_description).toBe('Enter a valid e-mail address.');
  });
});

describe('guests', () => {
  it('creates a guest session with the Guests role', async () => {
    const g = await newGuest(t);
    expect(g.user_info.roles).toEqual(['Guests']);
    expect(g.user_info.email).toBe('');
    const me = await whoAmI(t, g.access_token);
    expect(me).toMatchObject({ id: g.user_info.id, isGuest: true, isAuthenticated: false, email: null });
  });

  it('upgrades a guest in place: same customer id, Registered role, new session', async () => {
    const g = await newGuest(t);
    const res = await call<TokenAnswer>(t, 'upgradeguest', {
      refreshToken: g.refresh_token,
      name: 'Jordan  Q. Builder',
      email: 'Jordan@Example.com',
      password: 'gravel-haul-2031',
      remember_me: 'true',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.user_info).toEqual({ id: g.user_info.id, email: 'jordan@example.com', name: 'Jordan Q. Builder', roles: ['Registered'] });
    expect(res.body.refresh_token_exp).toBeGreaterThan(29 * 86_400);
    // The guest's own session ended; the new one signs in with the new password.
    expect((await renew(t, g.refresh_token)).status).toBe(400);
    const again = await signIn(t, 'jordan@example.com', 'gravel-haul-2031');
    expect(again.user_info.id).toBe(g.user_info.id);
    // A registered session cannot be upgraded again.
    const twice = await call(t, 'upgradeguest', { refreshToken: again.refresh_token, email: 'j2@example.com', password: 'gravel-haul-2031' });
    expect(twice.status).toBe(403);
  });

  it('refuses a taken e-mail, a weak password and a bad address with clear messages', async () => {
    const g = await newGuest(t);
    const up = (fields: Record<string, string>) => call(t, 'upgradeguest', { refreshToken: g.refresh_token, name: 'A', ...fields });
    expect((await up({ email: CUSTOMER_EMAIL.toUpperCase(), password: 'gravel-haul-2031' })).body.error_description).toBe(
      'An account with this e-mail already exists.',
    );
    expect((await up({ email: 'new1@example.com', password: 'short' })).body.error_description).toBe('Use at least 8 characters.');
    expect((await up({ email: 'new1@example.com', password: 'Password123!' })).body.error_description).toMatch(/too common/);
    expect((await up({ email: 'new1@example.com', password: 'x'.repeat(129) })).body.error_description).toBe('Use at most 128 characters.');
    expect((await up({ email: 'nope', password: 'gravel-haul-2031' })).status).toBe(400);
    // Nothing changed: still a guest.
    expect((await customerRow(g.user_info.id)).roles).toEqual(['Guests']);
  });

  it('changes a guest e-mail, even one an account uses, and refuses registered sessions', async () => {
    const g = await newGuest(t);
    const res = await call<{ user_info: { email: string } }>(t, 'changeguestemail', { refreshToken: g.refresh_token, newEmail: CUSTOMER_EMAIL });
    expect(res.status).toBe(200);
    expect(res.body.user_info.email).toBe(CUSTOMER_EMAIL);
    expect((await customerRow(g.user_info.id)).email).toBe(CUSTOMER_EMAIL);
    // The guest with that address does not hijack sign-in or the registered check.
    expect((await signIn(t, CUSTOMER_EMAIL)).user_info.roles).toEqual(['Registered']);
    const registered = await signIn(t, CUSTOMER_EMAIL);
    expect((await call(t, 'changeguestemail', { refreshToken: registered.refresh_token, newEmail: 'x@example.com' })).status).toBe(403);
  });

  it('merges a guest into the account it signs in to, once, and retires the guest', async () => {
    const merged: Array<[number, number]> = [];
    const off = t.services.auth.onGuestMerged(async (guestId, customerId) => {
      merged.push([guestId, customerId]);
    });
    try {
      const g = await newGuest(t);
      const s = await signIn(t, CUSTOMER_EMAIL, DEMO_PASSWORD, { guest_refresh_token: g.refresh_token });
      expect(merged).toEqual([[Number(g.user_info.id), Number(s.user_info.id)]]);
      expect(await customerRow(g.user_info.id)).toMatchObject({ deleted: true, active: false });
      expect((await renew(t, g.refresh_token)).status).toBe(400);
      // Signing in again with the retired guest's token carries nothing over a second time.
      await signIn(t, CUSTOMER_EMAIL, DEMO_PASSWORD, { guest_refresh_token: g.refresh_token });
      expect(merged).toHaveLength(1);
      // A bogus guest token does not stop the sign-in.
      await signIn(t, CUSTOMER_EMAIL, DEMO_PASSWORD, { guest_refresh_token: 'bogus' });
      // A registered session's token is not a guest's.
      const other = await signIn(t, ADMIN_EMAIL);
      await signIn(t, CUSTOMER_EMAIL, DEMO_PASSWORD, { guest_refresh_token: other.refresh_token });
      expect(merged).toHaveLength(1);
    } finally {
      off();
    }
  });

  it('keeps the guest when a merge step fails, so a later sign-in can try again', async () => {
    const log = t.services.log;
    const original = log.error;
    log.error = (() => {}) as typeof log.error;
    const off = t.services.auth.onGuestMerged(async () => {
      throw new Error('cart is down');
    });
    try {
      const g = await newGuest(t);
      await signIn(t, CUSTOMER_EMAIL, DEMO_PASSWORD, { guest_refresh_token: g.refresh_token });
      expect((await customerRow(g.user_info.id)).deleted).toBe(false);
      expect((await renew(t, g.refresh_token)).status).toBe(200);
    } finally {
      off();
      log.error = original;
    }
  });

  it('registers the guest behind an order with upgradeguestfororder, from that guest\'s session only', async () => {
    const g = await newGuest(t);
    const guid = '3f1c6a2e-5b7d-4c8e-9a10-2b3c4d5e6f70';
    const order = { customerId: Number(g.user_info.id), email: 'orderer@example.com' };
    t.services.auth.setGuestOrderLookup({ byGuid: async (clubOrderGuid) => (clubOrderGuid === guid ? order : null), byNumber: async () => null });
    try {
      const unknown = await call(t, 'upgradeguestfororder', { clubOrderGuid: '00000000-0000-0000-0000-000000000000', password: 'gravel-haul-2031', refreshToken: g.refresh_token });
      expect(unknown.status).toBe(400);
      const stranger = await call(t, 'upgradeguestfororder', { clubOrderGuid: guid, password: 'gravel-haul-2031' });
      expect(stranger.body).toEqual(unknown.body);
      const weak = await call(t, 'upgradeguestfororder', { clubOrderGuid: guid, password: 'password', refreshToken: g.refresh_token });
      expect(weak.body.error_description).toMatch(/too common/);
      const res = await call<TokenAnswer>(t, 'upgradeguestfororder', { clubOrderGuid: guid, password: 'gravel-haul-2031', refreshToken: g.refresh_token });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.user_info).toMatchObject({ id: g.user_info.id, email: 'orderer@example.com', roles: ['Registered'] });
      const twice = await call(t, 'upgradeguestfororder', { clubOrderGuid: guid, password: 'gravel-haul-2031', refreshToken: res.body.refresh_token });
      expect(twice.status).toBe(400);
    } finally {
      t.services.auth.setGuestOrderLookup(null);
    }
  });
});

describe('changepassword and changeemail', () => {
  async function newAccount(email: string, password = 'gravel-haul-2031') {
    const g = await newGuest(t);
    const res = await call<TokenAnswer>(t, 'upgradeguest', { refreshToken: g.refresh_token, name: 'Pat Changer', email, password });
    expect(res.status).toBe(200);
    return res.body;
  }

  it('changes the password with the old one and signs out every other session', async () => {
    const a = await newAccount('pat@example.com');
    const other = await signIn(t, 'pat@example.com', 'gravel-haul-2031');
    const wrong = await call(t, 'changepassword', { refreshToken: a.refresh_token, oldPassword: 'nope-nope-nope', newPassword: 'loader-bucket-77' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error_description).toBe('The current password is incorrect.');
    const common = await call(t, 'changepassword', { refreshToken: a.refresh_token, oldPassword: 'gravel-haul-2031', newPassword: 'iloveyou' });
    expect(common.body.error_description).toMatch(/too common/);
    const ok = await call(t, 'changepassword', { refreshToken: a.refresh_token, oldPassword: 'gravel-haul-2031', newPassword: 'loader-bucket-77' });
    expect(ok.status).toBe(200);
    // This session goes on; the other one is over, its access token included.
    expect((await renew(t, a.refresh_token)).status).toBe(200);
    expect((await renew(t, other.refresh_token)).status).toBe(400);
    expect(await tokenAnswer(t, other.access_token)).toEqual(TOKEN_REFUSED);
    expect((await call(t, 'token', { grant_type: 'password', username: 'pat@example.com', password: 'gravel-haul-2031' })).status).toBe(400);
    await signIn(t, 'pat@example.com', 'loader-bucket-77');
    await t.services.auth.whenIdle();
  });

  it('changes the e-mail only with the password, never onto a taken address, and only once the new address confirms', async () => {
    const a = await newAccount('sam@example.com');
    const noPassword = await call(t, 'changeemail', { refreshToken: a.refresh_token, newEmail: 'sam2@example.com' });
    expect(noPassword.status).toBe(400);
    const taken = await call(t, 'changeemail', { refreshToken: a.refresh_token, password: 'gravel-haul-2031', newEmail: ADMIN_EMAIL });
    expect(taken.body.error_description).toBe('An account with this e-mail already exists.');
    const same = await call(t, 'changeemail', { refreshToken: a.refresh_token, password: 'gravel-haul-2031', newEmail: 'SAM@example.com' });
    expect(same.body.error_description).toBe('This is already the e-mail address of your account.');
    const ok = await call<{ user_info: { email: string }; pending_email: string }>(t, 'changeemail', {
      refreshToken: a.refresh_token,
      password: 'gravel-haul-2031',
      newEmail: 'sam2@example.com',
    });
    expect(ok.status).toBe(200);
    // Nothing changes until the new address confirms.
    expect(ok.body).toMatchObject({ user_info: { email: 'sam@example.com' }, pending_email: 'sam2@example.com' });
    await signIn(t, 'sam@example.com', 'gravel-haul-2031');
    await t.services.auth.whenIdle();
    const outbox = await t.services.mail.listOutbox(10);
    const confirm = outbox.find((m) => m.toAddress === 'sam2@example.com' && /Confirm your new/.test(m.subject));
    expect(confirm).toBeDefined();
    // The old address hears of the request at once.
    expect(outbox.some((m) => m.toAddress === 'sam@example.com' && /new e-mail address was requested/.test(m.subject))).toBe(true);
    const token = new URL(confirm!.text.match(/https?:\/\/\S+/)![0]).searchParams.get('token')!;
    expect((await call(t, 'confirmemail', { token: 'forged' })).body.error_description).toBe(
      'This confirmation link is invalid or has expired. Please change your e-mail address again.',
    );
    const done = await call<{ user_info: { email: string } }>(t, 'confirmemail', { token });
    expect(done.status).toBe(200);
    expect(done.body.user_info.email).toBe('sam2@example.com');
    await signIn(t, 'sam2@example.com', 'gravel-haul-2031');
    // The link works once.
    expect((await call(t, 'confirmemail', { token })).status).toBe(400);
    await t.services.auth.whenIdle();
    const after = await t.services.mail.listOutbox(10);
    expect(after.some((m) => m.toAddress === 'sam@example.com' && /e-mail address was changed/.test(m.subject))).toBe(true);
  });

  it('lets a confirmation link expire after a day, and a newer request replace an older one', async () => {
    const a = await newAccount('kim@example.com');
    const ask = (newEmail: string) => call(t, 'changeemail', { refreshToken: a.refresh_token, password: 'gravel-haul-2031', newEmail });
    const linkTo = async (to: string) => {
      await t.services.auth.whenIdle();
      const m = (await t.services.mail.listOutbox(20)).find((x) => x.toAddress === to && /Confirm your new/.test(x.subject))!;
      return new URL(m.text.match(/https?:\/\/\S+/)![0]).searchParams.get('token')!;
    };
    expect((await ask('kim2@example.com')).status).toBe(200);
    const first = await linkTo('kim2@example.com');
    expect((await ask('kim3@example.com')).status).toBe(200);
    const second = await linkTo('kim3@example.com');
    expect((await call(t, 'confirmemail', { token: first })).status).toBe(400);
    // A day later: the link has expired.
    await t.database.db.execute(sql`update auth_email_changes set expires_at = now() - interval '1 second' where new_email = 'kim3@example.com'`);
    expect((await call(t, 'confirmemail', { token: second })).status).toBe(400);
    await signIn(t, 'kim@example.com', 'gravel-haul-2031');
  });

  it('refuses both calls to guests and to unknown tokens', async () => {
    const g = await newGuest(t);
    const pw = await call(t, 'changepassword', { refreshToken: g.refresh_token, oldPassword: 'x', newPassword: 'loader-bucket-77' });
    expect(pw.status).toBe(403);
    const em = await call(t, 'changeemail', { refreshToken: g.refresh_token, password: 'x', newEmail: 'a@example.com' });
    expect(em.status).toBe(403);
    const none = await call(t, 'changepassword', { refreshToken: 'unknown', oldPassword: 'x', newPassword: 'loader-bucket-77' });
    expect(none.status).toBe(400);
    expect(none.body.error).toBe('invalid_grant');
  });
});

describe('GraphQL viewer', () => {
  it('reads the token from the Authorization header and from the authorization URL parameter', async () => {
    const s = await signIn(t, ADMIN_EMAIL);
    expect(await whoAmI(t, s.access_token)).toMatchObject({ email: ADMIN_EMAIL, isAuthenticated: true, isAdmin: true, isGuest: false });
    const res = await t.request(`/api/graphql?authorization=${encodeURIComponent(s.access_token)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ v1 { customer { email isAuthenticated } } }' }),
    });
    expect((await res.json()).data.v1.customer).toEqual({ email: ADMIN_EMAIL, isAuthenticated: true });
  });

  it('takes a request without a token (the guest client) as nobody, and refuses a garbage token with 401', async () => {
    expect(await whoAmI(t)).toMatchObject({ id: null, email: null, isAuthenticated: false, isGuest: false });
    expect(await tokenAnswer(t, 'garbage')).toEqual(TOKEN_REFUSED);
  });
});
