import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import { requireViewer } from './auth-permissions';
import { ADMIN_EMAIL, CUSTOMER_EMAIL, DEMO_PASSWORD, TOKEN_REFUSED, call, newGuest, renew, signIn, tokenAnswer, whoAmI } from '../../../tests/support/test-auth';
import type { TokenAnswer } from './auth.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function impersonate(refreshToken: string, userId: string) {
  return call<TokenAnswer>(t, 'impersonate', { refreshToken, userId });
}

describe('impersonate', () => {
  it("opens a session as the customer that carries the administrator's id", async () => {
    const admin = await signIn(t, ADMIN_EMAIL);
    const customer = await signIn(t, CUSTOMER_EMAIL);
    const res = await impersonate(admin.refresh_token, customer.user_info.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.user_info).toEqual(customer.user_info);
    expect(res.body.impersonator).toMatchObject({ id: admin.user_info.id, email: ADMIN_EMAIL });
    const me = await whoAmI(t, res.body.access_token);
    expect(me).toMatchObject({ id: customer.user_info.id, email: CUSTOMER_EMAIL, impersonatorId: admin.user_info.id, isAdmin: false });
    // Renewing keeps impersonating; the administrator's own token still works (quitting renews from it).
    const renewed = await renew(t, res.body.refresh_token);
    expect(renewed.body.impersonator?.id).toBe(admin.user_info.id);
    const quit = await renew(t, admin.refresh_token);
    expect(quit.status).toBe(200);
    expect(quit.body.user_info.email).toBe(ADMIN_EMAIL);
  });

  it('is refused to customers, guests, unknown ids, administrators and impersonation sessions', async () => {
    const admin = await signIn(t, ADMIN_EMAIL);
    const customer = await signIn(t, CUSTOMER_EMAIL);
    const guest = await newGuest(t);
    const asCustomer = await impersonate(customer.refresh_token, admin.user_info.id);
    expect(asCustomer.status).toBe(403);
    expect(asCustomer.body.error_description).toBe('Only administrators can act as another customer.');
    expect((await impersonate(guest.refresh_token, customer.user_info.id)).status).toBe(403);
    expect((await impersonate(admin.refresh_token, '999999')).status).toBe(400);
    expect((await impersonate(admin.refresh_token, 'abc')).status).toBe(400);
    expect((await impersonate(admin.refresh_token, admin.user_info.id)).status).toBe(400);
    expect((await impersonate('not-a-token', customer.user_info.id)).status).toBe(400);
    const session = await impersonate(admin.refresh_token, customer.user_info.id);
    expect((await impersonate(session.body.refresh_token, guest.user_info.id)).status).toBe(403);
  });

  it("cannot change the customer's e-mail or password", async () => {
    const admin = await signIn(t, ADMIN_EMAIL);
    const customer = await signIn(t, CUSTOMER_EMAIL);
    const s = (await impersonate(admin.refresh_token, customer.user_info.id)).body;
    const pw = await call(t, 'changepassword', { refreshToken: s.refresh_token, oldPassword: DEMO_PASSWORD, newPassword: 'loader-bucket-77' });
    expect(pw.status).toBe(403);
    expect(pw.body.error_description).toMatch(/not allowed while acting as a customer/);
    const em = await call(t, 'changeemail', { refreshToken: s.refresh_token, password: DEMO_PASSWORD, newEmail: 'taken-over@example.com' });
    expect(em.status).toBe(403);
    await signIn(t, CUSTOMER_EMAIL, DEMO_PASSWORD);
  });

  it("ends when the administrator's own session ends, and a new impersonation replaces the old one", async () => {
    const admin = await signIn(t, ADMIN_EMAIL);
    const customer = await signIn(t, CUSTOMER_EMAIL);
    const first = (await impersonate(admin.refresh_token, customer.user_info.id)).body;
    const second = (await impersonate(admin.refresh_token, customer.user_info.id)).body;
    expect((await renew(t, first.refresh_token)).status).toBe(400);
    expect((await whoAmI(t, second.access_token)).id).toBe(customer.user_info.id);
    await call(t, 'logout', { refresh_token: admin.refresh_token });
    expect(await tokenAnswer(t, second.access_token)).toEqual(TOKEN_REFUSED);
    expect((await renew(t, second.refresh_token)).status).toBe(400);
  });

  it('records who acted as whom, for every GraphQL mutation and the start and end', async () => {
    const admin = await signIn(t, ADMIN_EMAIL);
    const customer = await signIn(t, CUSTOMER_EMAIL);
    const s = (await impersonate(admin.refresh_token, customer.user_info.id)).body;
    const mutation = `mutation LogView { v1 { browserLog { log(browserHeight: 800, browserWidth: 1200, timeFromLoad: 5, url: "/", sessionId: "s1") } } }`;
    const res = await t.graphql(mutation, undefined, { authorization: `Bearer ${s.access_token}` });
    expect(res.body.errors).toBeUndefined();
    // A customer's own mutation is not an impersonation record.
    await t.graphql(mutation, undefined, { authorization: `Bearer ${customer.access_token}` });
    await call(t, 'logout', { refresh_token: s.refresh_token });

    const entries = await t.services.auth.auditLog({ subjectId: Number(customer.user_info.id), limit: 10 });
    const mine = entries.filter((e) => e.actorId === Number(admin.user_info.id)).slice(0, 3);
    expect(mine.map((e) => e.action)).toEqual(['impersonation.end', 'graphql.mutation', 'impersonation.start']);
    expect(mine[1].detail).toEqual({ operationName: 'LogView', fields: ['browserLog.log'] });
    expect(mine[1].at).toBeInstanceOf(Date);
    expect(entries.filter((e) => e.action === 'graphql.mutation')).toHaveLength(1);
  });
});

describe('GET /Admin/savecookie', () => {
  const save = (q: Record<string, string>) => t.request(`/Admin/savecookie?${new URLSearchParams({ client_id: 'ironyard-web', ...q })}`);

  it("sets an HttpOnly cookie for an administrator's token and redirects to a path on this site", async () => {
    const admin = await signIn(t, ADMIN_EMAIL);
    const res = await save({ accessToken: admin.access_token, redirectTo: '/admin/orders?x=1' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/admin/orders?x=1');
    const cookie = res.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^ironyard_admin=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Max-Age=(8\d\d|900)/);
  });

  it('redirects only to this site', async () => {
    const admin = await signIn(t, ADMIN_EMAIL);
    for (const redirectTo of ['https://evil.example/', '//evil.example', '/\\evil.example', '/\t/evil.example', 'javascript:alert(1)', 'admin']) {
      const res = await save({ accessToken: admin.access_token, redirectTo });
      expect(res.status, redirectTo).toBe(400);
      expect(res.headers.get('set-cookie')).toBeNull();
    }
  });

  it("refuses a customer's token, an impersonation token, a bad token and an unknown client", async () => {
    const admin = await signIn(t, ADMIN_EMAIL);
    const customer = await signIn(t, CUSTOMER_EMAIL);
    const imp = (await impersonate(admin.refresh_token, customer.user_info.id)).body;
    expect((await save({ accessToken: customer.access_token, redirectTo: '/admin' })).status).toBe(403);
    expect((await save({ accessToken: imp.access_token, redirectTo: '/admin' })).status).toBe(403);
    expect((await save({ accessToken: 'garbage', redirectTo: '/admin' })).status).toBe(401);
    expect((await save({ accessToken: admin.access_token, redirectTo: '/admin', client_id: 'other' })).status).toBe(401);
  });
});

describe('requireViewer', () => {
  const ctx = (viewer: Parameters<typeof requireViewer>[0]['viewer']) => ({ viewer });
  it('lets each audience through and no one else', () => {
    const guest = { customerId: 1, roles: ['Guests'] };
    const registered = { customerId: 2, roles: ['Registered'] };
    const admin = { customerId: 3, roles: ['Registered', 'Administrators'] };
    const actingAdmin = { customerId: 2, roles: ['Registered'], impersonatorId: 3 };
    expect(() => requireViewer(ctx(null), 'guest')).toThrow('Please sign in to continue.');
    expect(requireViewer(ctx(guest), 'guest')).toBe(guest);
    expect(() => requireViewer(ctx(guest), 'registered')).toThrow(/create an account/);
    expect(requireViewer(ctx(registered), 'registered')).toBe(registered);
    expect(requireViewer(ctx(actingAdmin), 'registered')).toBe(actingAdmin);
    expect(() => requireViewer(ctx(registered), 'administrator')).toThrow('Only administrators can do this.');
    expect(() => requireViewer(ctx({ ...admin, impersonatorId: 9 }), 'administrator')).toThrow();
    expect(requireViewer(ctx(admin), 'administrator')).toBe(admin);
  });
});
