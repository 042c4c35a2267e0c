import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { call, queryRows, renew, signIn } from '../../../tests/support/test-auth';
import { checkoutFor, putInCart, stockedProduct, usAddress } from '../../../tests/support/test-checkout';
import { createOrdersTestApp, mailTo, type OrdersTestApp } from '../../../tests/support/test-orders';
import { DEFAULT_LIMITS } from './auth-rate-limits';
import type { TokenAnswer } from './auth.service';

// Addresses come from X-Forwarded-For, so each caller has its own per-address budgets.
let t: OrdersTestApp;
beforeAll(async () => {
  t = await createOrdersTestApp({ TRUST_PROXY: 'true' });
});
afterAll(async () => {
  await t.services.auth.whenIdle();
  await t.close();
});

let n = 0;
const ip = () => ({ 'x-forwarded-for': `192.0.2.${++n}` });
const CANNOT_USE = { error: 'invalid_request', error_description: 'This order cannot be used to create an account.' };
const LINK_SUBJECT = 'Create your Ironyard account';

/** A guest (its own session) who gave `email` at checkout and placed an order. */
async function guestOrder(email: string) {
  const g = (await call<TokenAnswer>(t, 'createguest', {}, { headers: ip() })).body;
  const customerId = Number(g.user_info.id);
  await call(t, 'changeguestemail', { refreshToken: g.refresh_token, newEmail: email });
  const p = await stockedProduct(t, 50, { offset: n % 20 });
  await putInCart(t, customerId, p.id, 1);
  const order = await checkoutFor(t).placeOrderExternalPayment({
    customerId,
    isGuest: true,
    idempotencyKey: `guest-order-${++n}-${Date.now().toString(36)}`,
    cart: null,
    email,
    nonce: 'fake-valid-nonce',
    paymentType: 'CREDIT_CARD',
    shippingAddress: await usAddress(t),
    billingAddress: null,
    deviceData: null,
  });
  return { guest: g, order };
}

async function rolesOf(customerId: string): Promise<string[]> {
  const [row] = await queryRows<{ roles: string[] }>(t, sql`select roles from customers where id = ${Number(customerId)}`);
  return row.roles;
}

/** The registration links mailed to `email`. */
async function linksTo(email: string): Promise<URL[]> {
  await t.services.auth.whenIdle();
  return (await mailTo(t, email)).filter((m) => m.subject === LINK_SUBJECT).map((m) => new URL(m.text.match(/https?:\/\/\S+/)![0]));
}

const requestLink = (orderNumber: string, email: string, headers = ip()) => call(t, 'upgradeguestfororderrequest', { orderNumber, email }, { headers });

describe('upgradeguestfororder with an order guid', () => {
  it('refuses the guid and a new password from anyone but the guest who ordered, as for an unknown order, and changes nothing', async () => {
    const { guest, order } = await guestOrder('taken-over@example.com');
    const attacker = ip();
    const unknown = await call(t, 'upgradeguestfororder', { clubOrderGuid: '0d6f3c1e-8a55-4c2b-9e11-7f0a1b2c3d4e', password: 'Stolen-order-pass-1' }, { headers: attacker });
    const noSession = await call(t, 'upgradeguestfororder', { clubOrderGuid: order.clubOrderGuid, password: 'Stolen-order-pass-1' }, { headers: attacker });
    const otherGuest = (await call<TokenAnswer>(t, 'createguest', {}, { headers: attacker })).body;
    const withOwnGuest = await call(
      t,
      'upgradeguestfororder',
      { clubOrderGuid: order.clubOrderGuid, password: 'Stolen-order-pass-1', refreshToken: otherGuest.refresh_token },
      { headers: attacker },
    );
    const forgedToken = await call(t, 'upgradeguestfororder', { clubOrderGuid: order.clubOrderGuid, password: 'Stolen-order-pass-1', refreshToken: 'x'.repeat(43) }, { headers: attacker });

    for (const res of [unknown, noSession, withOwnGuest, forgedToken]) expect([res.status, res.body]).toEqual([400, CANNOT_USE]);
    // No account: the guest is still a guest, still signed in, and the password opens nothing.
    expect(await rolesOf(guest.user_info.id)).toEqual(['Guests']);
    expect((await t.services.orders.byClubOrderGuid(order.clubOrderGuid))!.canRegister).toBe(true);
    expect((await renew(t, guest.refresh_token)).status).toBe(200);
    expect((await call(t, 'token', { grant_type: 'password', username: 'taken-over@example.com', password: 'Stolen-order-pass-1' }, { headers: attacker })).status).toBe(400);
    expect(await linksTo('taken-over@example.com')).toEqual([]);
  });

  it("registers the account from the guest's own session, once", async () => {
    const { guest, order } = await guestOrder('own-session@example.com');
    const weak = await call(t, 'upgradeguestfororder', { clubOrderGuid: order.clubOrderGuid, password: 'password', refreshToken: guest.refresh_token });
    expect(weak.body.error_description).toMatch(/too common/);
    const res = await call<TokenAnswer>(t, 'upgradeguestfororder', { clubOrderGuid: order.clubOrderGuid, password: 'Heavy-duty-pass-9', refreshToken: guest.refresh_token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.user_info).toMatchObject({ id: guest.user_info.id, email: 'own-session@example.com', roles: ['Registered'] });
    expect((await renew(t, res.body.refresh_token)).status).toBe(200);
    expect((await t.services.orders.byClubOrderGuid(order.clubOrderGuid))!.canRegister).toBe(false);
    await signIn(t, 'own-session@example.com', 'Heavy-duty-pass-9');
    const again = await call(t, 'upgradeguestfororder', { clubOrderGuid: order.clubOrderGuid, password: 'Heavy-duty-pass-9', refreshToken: res.body.refresh_token });
    expect([again.status, again.body]).toEqual([400, CANNOT_USE]);
  });
});

describe('upgradeguestfororder with a link mailed to the order', () => {
  it('mails a single-use link to the order address; the link registers the account once', async () => {
    const { guest, order } = await guestOrder('by-link@example.com');
    const asked = await requestLink(order.customOrderNumber, 'By-Link@example.com');
    const wrongEmail = await requestLink(order.customOrderNumber, 'someone@example.com');
    const unknownOrder = await requestLink('IY-9999999', 'by-link@example.com');
    expect(asked.status).toBe(200);
    expect([wrongEmail.status, wrongEmail.body]).toEqual([asked.status, asked.body]);
    expect([unknownOrder.status, unknownOrder.body]).toEqual([asked.status, asked.body]);
    expect(await linksTo('someone@example.com')).toEqual([]);

    const [link] = await linksTo('by-link@example.com');
    expect(link.pathname).toBe('/register/confirm');
    const token = link.searchParams.get('token')!;
    expect(token).toMatch(/^[\w-]{43}$/);
    const [stored] = await queryRows<{ token_hash: string }>(t, sql`select token_hash from auth_guest_upgrades where customer_id = ${Number(guest.user_info.id)}`);
    expect(stored.token_hash).not.toContain(token);

    const weak = await call(t, 'upgradeguestfororder', { token, password: 'password' }, { headers: ip() });
    expect(weak.body.error_description).toMatch(/too common/);
    const res = await call<TokenAnswer>(t, 'upgradeguestfororder', { token, password: 'Link-chosen-pass-4' }, { headers: ip() });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.user_info).toMatchObject({ id: guest.user_info.id, email: 'by-link@example.com', roles: ['Registered'] });
    await signIn(t, 'by-link@example.com', 'Link-chosen-pass-4');

    const again = await call(t, 'upgradeguestfororder', { token, password: 'Another-pass-77x' }, { headers: ip() });
    expect(again.status).toBe(400);
    expect(again.body.error_description).toBe('This link is invalid or has expired. Ask for a new one on the page of your order.');
    await signIn(t, 'by-link@example.com', 'Link-chosen-pass-4');
  });

  it('refuses a link past its day', async () => {
    const { guest, order } = await guestOrder('late-link@example.com');
    await requestLink(order.customOrderNumber, 'late-link@example.com');
    const [link] = await linksTo('late-link@example.com');
    t.clock.advance(24 * 3_600_000 + 1000);
    const late = await call(t, 'upgradeguestfororder', { token: link.searchParams.get('token')!, password: 'Link-chosen-pass-4' }, { headers: ip() });
    expect(late.status).toBe(400);
    expect(await rolesOf(guest.user_info.id)).toEqual(['Guests']);
  });
});

describe('order lookups by number and e-mail', () => {
  it('are limited per address, with Retry-After, whatever they find', async () => {
    const { order } = await guestOrder('lookup-limit@example.com');
    const caller = ip();
    const { points } = DEFAULT_LIMITS.orderLookupIp;
    for (let i = 0; i < points; i++) expect((await requestLink(`IY-${8000000 + i}`, 'lookup-limit@example.com', caller)).status).toBe(200);
    const over = await requestLink(order.customOrderNumber, 'lookup-limit@example.com', caller);
    expect(over.status).toBe(429);
    expect(over.body.error_description).toMatch(/^Too many attempts\. Try again in \d+ minutes?\.$/);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await linksTo('lookup-limit@example.com')).toEqual([]);
    // Another address is not held back.
    expect((await requestLink(order.customOrderNumber, 'lookup-limit@example.com')).status).toBe(200);
    expect(await linksTo('lookup-limit@example.com')).toHaveLength(1);
  });

  it('mail one link per e-mail address per interval, and the link mailed first stays good', async () => {
    const { order } = await guestOrder('coalesced@example.com');
    for (let i = 0; i < 3; i++) expect((await requestLink(order.customOrderNumber, 'coalesced@example.com')).status).toBe(200);
    expect(await linksTo('coalesced@example.com')).toHaveLength(1);
    t.clock.advance(5 * 60_000 + 1000);
    expect((await requestLink(order.customOrderNumber, 'coalesced@example.com')).status).toBe(200);
    const links = await linksTo('coalesced@example.com');
    expect(links).toHaveLength(2);
    const first = await call(t, 'upgradeguestfororder', { token: links[0].searchParams.get('token')!, password: 'Link-chosen-pass-4' }, { headers: ip() });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    // Once the account exists, the other links are void.
    expect((await call(t, 'upgradeguestfororder', { token: links[1].searchParams.get('token')!, password: 'Link-chosen-pass-5' }, { headers: ip() })).status).toBe(400);
  });

  it('refuses malformed input with 400', async () => {
    const res = await requestLink('order twelve', 'someone@example.com');
    expect(res.status).toBe(400);
    expect(res.body.error_description).toBe('Enter the order number (IY-1234567) and the e-mail address of the order.');
  });
});
