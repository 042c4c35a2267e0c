import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import { call, newCustomer } from '../../../tests/support/test-auth';
import { stockedProduct, tokenize, usAddress } from '../../../tests/support/test-checkout';
import { gql } from '../../../tests/support/test-graphql';

// Card testing through the account page: saving a card verifies it with the gateway, so the
// checkout's decline budgets (per session, per client address, per card) hold there too.
let t: TestApp;
let key = 0;

const ADD_METHOD = `mutation($a: AddressInput!, $n: String!) { v1 { paymentMethod { add(address: $a, nonce: $n) { id creditCardLast4 } } } }`;
const EDIT_METHOD = `mutation($id: ID!, $a: AddressInput!, $n: String) { v1 { paymentMethod { edit(id: $id, address: $a, nonce: $n) { id creditCardLast4 } } } }`;
const METHODS = `{ v1 { paymentMethods { id creditCardLast4 } } }`;
const ADD_TO_CART = `mutation($p: ID!) { v1 { cart { add(productId: $p, shoppingCartTypeId: 1, qty: 1) { itemCount } } } }`;
const EXTERNAL = `mutation($e: String, $n: String!, $s: AddressInput!, $k: String) { v1 { cart {
  placeOrderExternalPayment(email: $e, nonce: $n, shippingAddress: $s, idempotencyKey: $k) { id } } } }`;
const DECLINED = 'fake-processor-declined-visa-nonce';

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: 'true' });
});

afterAll(async () => {
  await t.close();
});

const from = (address: string) => ({ 'x-forwarded-for': address });

interface Answer {
  status: number;
  retryAfter: string | null;
  code: string;
  message: string;
  last4: string | null;
}

/** Posts an account mutation as the browser does and answers what the customer sees. */
async function send(token: string, address: string, query: string, variables: Record<string, unknown>): Promise<Answer> {
  const res = await t.request('/api/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...from(address) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: { v1: { paymentMethod: Record<string, { creditCardLast4: string } | null> } | null } | null; errors?: Array<{ message: string; extensions?: { code?: string } }> };
  const saved = body.data?.v1?.paymentMethod;
  const method = saved ? Object.values(saved)[0] : null;
  return {
    status: res.status,
    retryAfter: res.headers.get('retry-after'),
    code: String(body.errors?.[0]?.extensions?.code ?? 'OK'),
    message: body.errors?.[0]?.message ?? '',
    last4: method?.creditCardLast4 ?? null,
  };
}

async function addCard(token: string, address: string, nonce: string) {
  return send(token, address, ADD_METHOD, { a: await usAddress(t), n: nonce });
}

async function saved(token: string): Promise<string[]> {
  const res = await gql(t, METHODS, {}, { token });
  return (res.data.v1.paymentMethods as Array<{ creditCardLast4: string }>).map((m) => m.creditCardLast4);
}

async function nonceFor(number: string, over: Record<string, string> = {}): Promise<string> {
  const res = await tokenize(t, number, over);
  expect(res.status).toBe(200);
  return res.body.nonce!;
}

function expectRefused(answer: Answer, message: RegExp) {
  expect(answer.status).toBe(429);
  expect(answer.code).toBe('RATE_LIMITED');
  expect(Number(answer.retryAfter)).toBeGreaterThan(0);
  expect(answer.message).toMatch(message);
  expect(answer.last4).toBeNull();
}

const PER_SESSION = /^Too many payments were declined\. Please try again in \d+ minutes, or call us to place the order\.$/;
const PER_ADDRESS = /^Too many payments were declined from your connection\. Please try again in \d+ minutes, or call us to place the order\.$/;
const PER_CARD = /^This card was declined too many times\. Please use another card or payment method\.$/;

describe('saving cards in the account', () => {
  it('5 declined cards, added or swapped in, spend the customer’s budget: then even a good card is refused and nothing is saved', async () => {
    const { access_token: token } = await newCustomer(t, 'card-tester@example.com');
    const address = '203.0.113.21';
    const kept = await addCard(token, address, await nonceFor('4111111111111111'));
    expect(kept.code).toBe('OK');
    const [{ id }] = (await gql(t, METHODS, {}, { token })).data.v1.paymentMethods as Array<{ id: string }>;

    const codes: string[] = [];
    for (let i = 0; i < 3; i++) codes.push((await addCard(token, address, DECLINED)).code);
    for (let i = 0; i < 2; i++) codes.push((await send(token, address, EDIT_METHOD, { id, a: await usAddress(t), n: DECLINED })).code);
    expect(codes).toEqual(Array(5).fill('PAYMENT_DECLINED'));

    expectRefused(await addCard(token, address, await nonceFor('5555555555554444')), PER_SESSION);
    expectRefused(await send(token, address, EDIT_METHOD, { id, a: await usAddress(t), n: await nonceFor('5555555555554444') }), PER_SESSION);
    expect(await saved(token)).toEqual(['1111']);

    // Changing only the billing address tries no card and stays open.
    expect((await send(token, address, EDIT_METHOD, { id, a: await usAddress(t, { city: 'Houston' }) })).code).toBe('OK');
  });

  it('customers at one address share its budget: after 10 declines a new account there is refused before any card is tried', async () => {
    const address = '203.0.113.22';
    const codes: string[] = [];
    for (const name of ['a', 'b']) {
      const { access_token: token } = await newCustomer(t, `address-${name}@example.com`);
      for (let i = 0; i < 5; i++) codes.push((await addCard(token, address, DECLINED)).code);
    }
    expect(codes).toEqual(Array(10).fill('PAYMENT_DECLINED'));

    const { access_token: third } = await newCustomer(t, 'address-c@example.com');
    expectRefused(await addCard(third, address, await nonceFor('4111111111111111')), PER_ADDRESS);
    expect(await saved(third)).toEqual([]);
    // The same customer from another connection is not held back.
    expect((await addCard(third, '203.0.113.23', await nonceFor('4111111111111111'))).last4).toBe('1111');
  });

  it('a card declined at checkout and in the account counts once per try toward its 4 a day, wherever it is tried next', async () => {
    const p = await stockedProduct(t, 50, { offset: 32 });
    const card = '4000000000000002';
    const codes: string[] = [];
    for (let i = 0; i < 3; i++) {
      const address = `198.51.100.${30 + i}`;
      const g = await call<{ access_token: string }>(t, 'createguest', {}, { headers: from(address) });
      expect((await gql(t, ADD_TO_CART, { p: String(p.id) }, { token: g.body.access_token, headers: from(address) })).errors).toBeUndefined();
      const paid = await gql(t, EXTERNAL, { e: 'buyer@example.com', n: await nonceFor(card, { cvv: String(200 + i) }), s: await usAddress(t), k: `account-limits-${++key}-attempt` }, { token: g.body.access_token, headers: from(address) });
      codes.push(String(paid.errors?.[0]?.extensions?.code ?? 'OK'));
    }
    expect(codes).toEqual(Array(3).fill('PAYMENT_DECLINED'));

    const { access_token: token } = await newCustomer(t, 'card-owner@example.com');
    expect((await addCard(token, '198.51.100.40', await nonceFor(card, { cvv: '301' }))).code).toBe('PAYMENT_DECLINED');
    expectRefused(await addCard(token, '198.51.100.41', await nonceFor('4000 0000 0000 0002', { cvv: '302' })), PER_CARD);
    expect(await saved(token)).toEqual([]);

    // Back at checkout, the card's spent budget holds as well.
    const address = '198.51.100.42';
    const g = await call<{ access_token: string }>(t, 'createguest', {}, { headers: from(address) });
    await gql(t, ADD_TO_CART, { p: String(p.id) }, { token: g.body.access_token, headers: from(address) });
    const refused = await gql(t, EXTERNAL, { e: 'buyer@example.com', n: await nonceFor(card, { cvv: '303' }), s: await usAddress(t), k: `account-limits-${++key}-attempt` }, { token: g.body.access_token, headers: from(address) });
    expect(refused.status).toBe(429);
    expect(refused.errors?.[0]?.message).toMatch(PER_CARD);

    // Another card is still welcome in the account.
    expect((await addCard(token, '198.51.100.41', await nonceFor('5555555555554444'))).last4).toBe('4444');
  });
});
