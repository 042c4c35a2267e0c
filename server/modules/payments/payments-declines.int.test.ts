import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import { call } from '../../../tests/support/test-auth';
import { stockOf, stockedProduct, tokenize, usAddress } from '../../../tests/support/test-checkout';
import { gql } from '../../../tests/support/test-graphql';

// Card testing as a tester runs it: many guest sessions from one address, or one card from many.
let t: TestApp;
let key = 0;

const ADD = `mutation($p: ID!) { v1 { cart { add(productId: $p, shoppingCartTypeId: 1, qty: 1) { itemCount } } } }`;
const CART = `{ v1 { shoppingCart { itemCount } } }`;
const EXTERNAL = `mutation($e: String, $n: String!, $s: AddressInput!, $k: String) { v1 { cart {
  placeOrderExternalPayment(email: $e, nonce: $n, shippingAddress: $s, idempotencyKey: $k) { id } } } }`;

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: 'true' });
});

afterAll(async () => {
  await t.close();
});

const from = (address: string) => ({ 'x-forwarded-for': address });
const charges = () => t.services.payments.sandbox!.transactions().length;

/** A new guest session started from `address`, with one part in its cart. */
async function guestWithCart(address: string, productId: number): Promise<string> {
  const g = await call<{ access_token: string }>(t, 'createguest', {}, { headers: from(address) });
  expect(g.status, JSON.stringify(g.body)).toBe(200);
  const added = await gql(t, ADD, { p: String(productId) }, { token: g.body.access_token, headers: from(address) });
  expect(added.errors).toBeUndefined();
  return g.body.access_token;
}

async function pay(token: string, address: string, nonce: string) {
  const res = await gql(t, EXTERNAL, { e: 'buyer@example.com', n: nonce, s: await usAddress(t), k: `declines-${++key}-attempt` }, { token, headers: from(address) });
  return { status: res.status, code: String(res.errors?.[0]?.extensions?.code ?? 'OK'), message: res.errors?.[0]?.message ?? '' };
}

describe('card declines per client address', () => {
  it('30 guest sessions × 5 declines no longer reach the gateway: an address gets 10 declines an hour, then nothing is tried', async () => {
    const p = await stockedProduct(t, 50, { offset: 30 });
    const address = '203.0.113.7';
    // The gateway's fixed declined nonce names no card, as a new card each time would.
    const codes: string[] = [];
    for (let s = 0; s < 3; s++) {
      const token = await guestWithCart(address, p.id);
      for (let i = 0; i < 4; i++) codes.push((await pay(token, address, 'fake-processor-declined-visa-nonce')).code);
    }
    expect(codes).toEqual([...Array(10).fill('PAYMENT_DECLINED'), 'RATE_LIMITED', 'RATE_LIMITED']);

    // A fresh session from that address with a good card is refused too, before any charge.
    const token = await guestWithCart(address, p.id);
    const before = charges();
    const refused = await pay(token, address, (await tokenize(t, '4111111111111111')).body.nonce!);
    expect(refused.status).toBe(429);
    expect(refused.code).toBe('RATE_LIMITED');
    expect(refused.message).toMatch(/^Too many payments were declined from your connection\. Please try again in \d+ minutes, or call us to place the order\.$/);
    expect(charges()).toBe(before);
    expect((await gql(t, CART, {}, { token, headers: from(address) })).data.v1.shoppingCart.itemCount).toBe(1);
    expect(await stockOf(t, p.id)).toBe(50);

    // Another address is not held back.
    const elsewhere = await guestWithCart('203.0.113.8', p.id);
    expect((await pay(elsewhere, '203.0.113.8', (await tokenize(t, '4111111111111111')).body.nonce!)).code).toBe('OK');
  });
});

describe('card declines per card', () => {
  it('one card is declined at most 4 times a day, whatever the session and address; another card still pays', async () => {
    const p = await stockedProduct(t, 50, { offset: 31 });
    const codes: string[] = [];
    for (let i = 0; i < 4; i++) {
      const address = `198.51.100.${i + 1}`;
      const token = await guestWithCart(address, p.id);
      codes.push((await pay(token, address, (await tokenize(t, '4000000000000002', { cvv: String(100 + i) })).body.nonce!)).code);
    }
    expect(codes).toEqual(Array(4).fill('PAYMENT_DECLINED'));

    const address = '198.51.100.9';
    const token = await guestWithCart(address, p.id);
    const before = charges();
    const refused = await pay(token, address, (await tokenize(t, '4000 0000 0000 0002', { cvv: '999' })).body.nonce!);
    expect(refused.status).toBe(429);
    expect(refused.code).toBe('RATE_LIMITED');
    expect(refused.message).toMatch(/^This card was declined too many times\. Please use another card or payment method\.$/);
    expect(charges()).toBe(before);

    expect((await pay(token, address, (await tokenize(t, '5555555555554444')).body.nonce!)).code).toBe('OK');
  });
});
