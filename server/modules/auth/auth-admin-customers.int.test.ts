import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_ADMINISTRATORS, ROLE_STAFF } from '../../../shared/enums';
import { ADMIN_EMAIL, call, newGuest, renew, signIn, STAFF_EMAIL } from '../../../tests/support/test-auth';
import { createOrdersTestApp, CUSTOMER_PASSWORD, mailTo, newCustomer, placeOrder, type OrdersTestApp } from '../../../tests/support/test-orders';

// The back office's customers (issue 22): the list and a customer's page, and the administrators'
// steps on an account (lock, unlock, password reset, role), each with its guard and audit entry.

let t: OrdersTestApp;
let adminToken: string;
let adminId: number;
let staffToken: string;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;
async function gql(token: string, query: string, variables: Record<string, unknown> = {}): Promise<{ data: Any; errors: Any }> {
  return (await t.graphql<{ v1: Any }>(query, variables, { authorization: `Bearer ${token}` })).body as Any;
}

beforeAll(async () => {
  t = await createOrdersTestApp();
  const admin = await signIn(t, ADMIN_EMAIL);
  adminToken = admin.access_token;
  adminId = Number(admin.user_info.id);
  staffToken = (await signIn(t, STAFF_EMAIL)).access_token;
});

afterAll(async () => {
  await t?.close();
});

const LIST = `query($search: String, $guests: Boolean, $staffOnly: Boolean, $sort: AdminCustomerSort, $page: Int, $first: Int) {
  v1 { admin { customers(search: $search, guests: $guests, staffOnly: $staffOnly, sort: $sort, page: $page, first: $first) {
    totalCount page pageSize nodes { id email name role isGuest signInLocked } } } } }`;
const ONE = `query($id: ID!) { v1 { admin { customer(id: $id) {
  id email name phoneNumber role signInLocked failedSignInAttempts createdOnUtc lastSignInOnUtc
  orders { totalCount nodes { id customOrderNumber orderStatus orderTotal itemCount } }
  returns { id returnNumber status }
  machines { id name serialNumber machineModel { name } }
  addresses { id firstName city isDefault } } } } }`;
const LOCK = `mutation($id: ID!) { v1 { admin { customers { lockSignIn(id: $id) { id signInLocked } } } } }`;
const UNLOCK = `mutation($id: ID!) { v1 { admin { customers { unlockSignIn(id: $id) { id signInLocked } } } } }`;
const RESET = `mutation($id: ID!) { v1 { admin { customers { sendPasswordReset(id: $id) { mailed customer { id } } } } } }`;
const ROLE = `mutation($id: ID!, $role: AdminCustomerRole!) { v1 { admin { customers { setRole(id: $id, role: $role) { id role } } } } }`;

const passwordSignIn = (email: string) => call<Any>(t, 'token', { grant_type: 'password', username: email, password: CUSTOMER_PASSWORD });

describe('the customer list (v1 { admin { customers } })', () => {
  it('finds a customer by name, e-mail, phone digits and order number; hides guests unless asked; lists staff only when asked', async () => {
    const c = await newCustomer(t);
    await t.services.auth.changeNumber(c.id, { phoneNumber: '+1 (316) 555-0142' });
    const { order } = await placeOrder(t, c.id, [1], { offset: 60 });

    const ids = async (vars: Record<string, unknown>, token = staffToken) => {
      const res = await gql(token, LIST, vars);
      expect(res.errors).toBeUndefined();
      return res.data.v1.admin.customers.nodes.map((n: Any) => n.id);
    };
    expect(await ids({ search: c.email.toUpperCase() })).toEqual([String(c.id)]);
    expect(await ids({ search: '316-555-0142', first: 100 })).toContain(String(c.id));
    expect(await ids({ search: order.customOrderNumber.toLowerCase(), first: 100 })).toContain(String(c.id));
    expect(await ids({ search: 'robin buyer', first: 100 })).toContain(String(c.id));
    expect(await ids({ search: 'no-such-person-%_' })).toEqual([]);

    const guest = Number((await newGuest(t)).user_info.id);
    expect(await ids({ first: 5, guests: true })).toContain(String(guest));
    expect(await ids({ first: 5 })).not.toContain(String(guest));
    expect((await gql(staffToken, LIST, { first: 100 })).data.v1.admin.customers.nodes.some((n: Any) => n.isGuest)).toBe(false);

    const staff = (await gql(staffToken, LIST, { staffOnly: true, sort: 'EMAIL' })).data.v1.admin.customers;
    expect(staff.nodes.map((n: Any) => n.email)).toEqual(expect.arrayContaining([ADMIN_EMAIL, STAFF_EMAIL]));
    expect(staff.nodes.every((n: Any) => n.role === 'STAFF' || n.role === 'ADMINISTRATOR')).toBe(true);

    const first = (await gql(staffToken, LIST, { first: 2, page: 1 })).data.v1.admin.customers;
    const second = (await gql(staffToken, LIST, { first: 2, page: 2 })).data.v1.admin.customers;
    expect(first).toMatchObject({ page: 1, pageSize: 2 });
    expect(second.nodes[0].id).not.toBe(first.nodes[0].id);
  });

  it('shows a customer’s orders, returns, fleet and addresses, and nothing about their cards', async () => {
    const c = await newCustomer(t);
    const { order } = await placeOrder(t, c.id, [2], { offset: 61 });
    const res = await gql(staffToken, ONE, { id: String(c.id) });
    expect(res.errors).toBeUndefined();
    const customer = res.data.v1.admin.customer;
    expect(customer).toMatchObject({ id: String(c.id), email: c.email, role: 'CUSTOMER', signInLocked: false });
    expect(customer.orders).toMatchObject({ totalCount: 1, nodes: [{ id: String(order.id), customOrderNumber: order.customOrderNumber, itemCount: 2 }] });
    expect(customer.returns).toEqual([]);
    expect(Array.isArray(customer.machines) && Array.isArray(customer.addresses)).toBe(true);

    // No card data reachable from a customer: the type has no such field, and the answer holds none.
    const fields = await gql(staffToken, `{ __type(name: "AdminCustomer") { fields { name } } }`);
    const names = fields.data.__type.fields.map((f: Any) => f.name.toLowerCase());
    expect(names.filter((n: string) => /card|payment|token|nonce|gateway/.test(n))).toEqual([]);
    const text = JSON.stringify(res.data);
    expect(text).not.toMatch(/4111|maskedCredit|creditCard|gatewayToken/i);
    const probe = await gql(staffToken, `query($id: ID!) { v1 { admin { customer(id: $id) { paymentMethods { id } } } } }`, { id: String(c.id) });
    expect(probe.errors[0].message).toMatch(/Cannot query field "paymentMethods"/);

    expect((await gql(staffToken, ONE, { id: '987654321' })).data.v1.admin.customer).toBeNull();
  });

  it('answers FORBIDDEN to customers for the list and the page', async () => {
    const c = await newCustomer(t);
    expect((await gql(c.token, LIST)).errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await gql(c.token, ONE, { id: String(c.id) })).errors[0].extensions.code).toBe('FORBIDDEN');
  });
});

describe('locking and unlocking sign-in', () => {
  it('refuses staff and customers, and changes nothing', async () => {
    const c = await newCustomer(t);
    for (const token of [staffToken, c.token]) {
      for (const op of [LOCK, UNLOCK, RESET]) expect((await gql(token, op, { id: String(c.id) })).errors[0].extensions.code).toBe('FORBIDDEN');
    }
    expect((await t.services.auth.adminCustomer(c.id))!.signInLockedAt).toBeNull();
    expect((await passwordSignIn(c.email)).status).toBe(200);
  });

  it('locks: the sessions end at once, the refresh token stops working, sign-in is refused with a clear message; unlocking restores it; both audited', async () => {
    const c = await newCustomer(t);
    const me = `{ v1 { customer { id isAuthenticated } } }`;
    expect((await gql(c.token, me)).data.v1.customer.id).toBe(String(c.id));

    const locked = await gql(adminToken, LOCK, { id: String(c.id) });
    expect(locked.errors).toBeUndefined();
    expect(locked.data.v1.admin.customers.lockSignIn).toEqual({ id: String(c.id), signInLocked: true });

    // The access token's session ended with the lock.
    const after = await t.graphql(me, {}, { authorization: `Bearer ${c.token}` });
    expect(after.status).toBe(401);
    expect((await renew(t, c.answer.refresh_token)).status).toBe(400);
    const refused = await passwordSignIn(c.email);
    expect(refused.status).toBe(403);
    expect(refused.body.error_description).toBe('Sign-in to this account is locked. Please contact customer service.');
    // A wrong password still reads as a wrong password: the lock is told only to whoever knows it.
    const wrong = await call(t, 'token', { grant_type: 'password', username: c.email, password: 'not-the-password-1' });
    expect(wrong.body.error_description).toBe('The e-mail or password is incorrect.');

    // Locking again changes nothing and records nothing more.
    await gql(adminToken, LOCK, { id: String(c.id) });
    const unlocked = await gql(adminToken, UNLOCK, { id: String(c.id) });
    expect(unlocked.data.v1.admin.customers.unlockSignIn.signInLocked).toBe(false);
    expect((await passwordSignIn(c.email)).status).toBe(200);

    const log = (await t.services.auth.auditLog({ subjectId: c.id, limit: 20 })).filter((e) => e.action.startsWith('customer.signin'));
    expect(log.map((e) => ({ action: e.action, actorId: e.actorId, recordType: e.recordType, recordId: e.recordId, before: e.before, after: e.after }))).toEqual([
      { action: 'customer.signin_unlocked', actorId: adminId, recordType: 'customer', recordId: String(c.id), before: { locked: true }, after: { locked: false } },
      { action: 'customer.signin_locked', actorId: adminId, recordType: 'customer', recordId: String(c.id), before: { locked: false }, after: { locked: true } },
    ]);
  });

  it('refuses locking one’s own sign-in, guests and unknown customers', async () => {
    expect((await gql(adminToken, LOCK, { id: String(adminId) })).errors[0].message).toBe('You cannot lock your own sign-in.');
    expect((await gql(adminToken, LOCK, { id: '987654321' })).errors[0].extensions.code).toBe('NOT_FOUND');
    expect((await gql(adminToken, LOCK, { id: 'abc' })).errors[0].extensions.code).toBe('VALIDATION');
  });
});

describe('sending a password reset', () => {
  it('mails the recovery link once per interval, says so, and audits it', async () => {
    const c = await newCustomer(t);
    const first = await gql(adminToken, RESET, { id: String(c.id) });
    expect(first.errors).toBeUndefined();
    expect(first.data.v1.admin.customers.sendPasswordReset).toEqual({ mailed: true, customer: { id: String(c.id) } });
    const again = await gql(adminToken, RESET, { id: String(c.id) });
    expect(again.data.v1.admin.customers.sendPasswordReset.mailed).toBe(false);
    const mails = (await mailTo(t, c.email)).filter((m) => m.subject === 'Reset your Ironyard password');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('/passwordrecovery/confirm?token=');
    const log = await t.services.auth.auditLog({ subjectId: c.id, limit: 10 });
    expect(log.filter((e) => e.action === 'customer.password_reset_sent').map((e) => e.detail.mailed)).toEqual([false, true]);
  });
});

describe('setting a person’s staff role', () => {
  it('makes a customer staff and back, ends their sessions, and a renewed token carries the new roles', async () => {
    const c = await newCustomer(t);
    expect((await gql(staffToken, ROLE, { id: String(c.id), role: 'STAFF' })).errors[0].extensions.code).toBe('FORBIDDEN');

    const made = await gql(adminToken, ROLE, { id: String(c.id), role: 'STAFF' });
    expect(made.errors).toBeUndefined();
    expect(made.data.v1.admin.customers.setRole).toEqual({ id: String(c.id), role: 'STAFF' });
    // The old session ended, so nothing keeps the old roles.
    expect((await renew(t, c.answer.refresh_token)).status).toBe(400);
    const staffSession = await passwordSignIn(c.email);
    expect(staffSession.body.user_info).toMatchObject({ roles: expect.arrayContaining([ROLE_STAFF]) });
    const list = await gql(String(staffSession.body.access_token), LIST, { search: c.email });
    expect(list.errors).toBeUndefined();

    // An administrator now: the next renewal (no new sign-in) already reads the new roles.
    await gql(adminToken, ROLE, { id: String(c.id), role: 'ADMINISTRATOR' });
    expect((await renew(t, String(staffSession.body.refresh_token))).status).toBe(400);
    const adminSession = await passwordSignIn(c.email);
    expect(adminSession.body.user_info.roles).toContain(ROLE_ADMINISTRATORS);
    expect(adminSession.body.user_info.roles).not.toContain(ROLE_STAFF);
    const renewed = await renew(t, String(adminSession.body.refresh_token));
    expect(renewed.body.user_info).toMatchObject({ roles: expect.arrayContaining([ROLE_ADMINISTRATORS]) });

    const back = await gql(adminToken, ROLE, { id: String(c.id), role: 'CUSTOMER' });
    expect(back.data.v1.admin.customers.setRole.role).toBe('CUSTOMER');
    const customerAgain = await passwordSignIn(c.email);
    expect((await gql(String(customerAgain.body.access_token), LIST)).errors[0].extensions.code).toBe('FORBIDDEN');

    const log = (await t.services.auth.auditLog({ subjectId: c.id, limit: 20 })).filter((e) => e.action === 'customer.role_changed');
    expect(log.map((e) => [e.before?.role, e.after?.role])).toEqual([
      ['ADMINISTRATOR', 'CUSTOMER'],
      ['STAFF', 'ADMINISTRATOR'],
      ['CUSTOMER', 'STAFF'],
    ]);
    expect(log[2]).toMatchObject({ actorId: adminId, recordType: 'customer', recordId: String(c.id) });
  });

  it('an administrator cannot remove their own administrator role', async () => {
    for (const role of ['STAFF', 'CUSTOMER']) {
      const res = await gql(adminToken, ROLE, { id: String(adminId), role });
      expect(res.errors[0]).toMatchObject({ message: 'You cannot remove your own administrator role: another administrator can.', extensions: { code: 'FORBIDDEN' } });
    }
    expect((await t.services.auth.adminCustomer(adminId))!.roles).toContain(ROLE_ADMINISTRATORS);
  });
});

describe('impersonating by e-mail (/admin/impersonate/{e-mail})', () => {
  it('acts as the account with that e-mail, and says so when there is none', async () => {
    const c = await newCustomer(t);
    const admin = await signIn(t, ADMIN_EMAIL);
    const ok = await call(t, 'impersonate', { refreshToken: admin.refresh_token, userId: c.email.toUpperCase() });
    expect(ok.status).toBe(200);
    expect((ok.body as Any).user_info.id).toBe(String(c.id));
    const none = await call(t, 'impersonate', { refreshToken: admin.refresh_token, userId: 'nobody-here@example.com' });
    expect(none.status).toBe(400);
    expect(none.body.error_description).toBe('There is no customer account with the e-mail nobody-here@example.com.');
  });
});
