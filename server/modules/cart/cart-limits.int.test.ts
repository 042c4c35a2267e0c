import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import { rowsOf } from '../../../tests/setup/test-db';
import { CLIENT_ID } from '../../../tests/support/test-auth';
import { gql } from '../../../tests/support/test-graphql';
import { DEMO_COUPONS } from '../../seed/seed-cart';

const CART = 'itemCount appliedDiscounts { couponCode } productGroups { items { id quantity product { id } } } savedForLaterItems { id }';
const ADD = `mutation Add($p: ID!, $t: Int, $qty: Int) { v1 { cart { add(productId: $p, shoppingCartTypeId: $t, qty: $qty) { ${CART} } } } }`;
const ADD_COUPON = `mutation Ac($code: String) { v1 { cart { addCoupon(couponCode: $code) { ${CART} } } } }`;

interface Cart {
  itemCount: number;
  appliedDiscounts: Array<{ couponCode: string }>;
  productGroups: Array<{ items: Array<{ id: string; quantity: number; product: { id: string } }> }>;
  savedForLaterItems: Array<{ id: string }>;
}

let t: TestApp;
let products: number[] = [];
const exec = async <T>(q: string) => rowsOf<T>(await t.database.db.execute(q as never));

let guests = 0;
async function guest(): Promise<string> {
  guests++;
  return (await t.services.auth.createGuest({ clientId: CLIENT_ID, ip: `10.9.${Math.floor(guests / 200)}.${guests % 200}` })).access_token;
}
const from = (address: string) => ({ 'x-forwarded-for': address });
const lines = (c: Cart) => c.productGroups.flatMap((g) => g.items);

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: 'true' });
  products = (await exec<{ id: number }>('select id from products order by id limit 110')).map((r) => r.id);
  // Plain parts anyone can order, so every add is refused for one reason only.
  await exec(`update products set price = 300, status = 'IN_STOCK', stock = 50, order_minimum_quantity = 1, order_maximum_quantity = 100,
    allowed_quantities = '', published = true, deleted = false where id in (${products.join(',')})`);
});
afterAll(() => t.close());

describe('coupon code tries', () => {
  async function tryCode(token: string, code: string, address: string) {
    return gql<{ v1: { cart: { addCoupon: Cart } } }>(t, ADD_COUPON, { code }, { token, headers: from(address) });
  }
  async function withPart(address: string) {
    const token = await guest();
    const res = await gql(t, ADD, { p: String(products[0]), qty: 1 }, { token, headers: from(address) });
    expect(res.errors).toBeUndefined();
    return token;
  }

  it('stops one session guessing, with the time to wait, while a correct code from another address still applies', async () => {
    const attacker = '198.51.100.10';
    const session = await withPart(attacker);
    for (let i = 0; i < 10; i++) {
      const res = await tryCode(session, `GUESS${i}`, attacker);
      expect(res.errors?.[0].message).toBe(`Failed to add coupon. The coupon code "GUESS${i}" is not valid.`);
    }
    const limited = await tryCode(session, 'GUESS10', attacker);
    expect(limited.status).toBe(429);
    expect(limited.errors?.[0]).toMatchObject({
      message: 'Failed to add coupon. Too many coupon codes were tried. Try again in 15 minutes.',
      extensions: { code: 'RATE_LIMITED' },
    });
    // Even a real code waits: the guesser cannot tell a hit from a miss.
    expect((await tryCode(session, DEMO_COUPONS.subtotalPercent, attacker)).errors?.[0].extensions?.code).toBe('RATE_LIMITED');

    const customer = await withPart('203.0.113.20');
    const applied = await tryCode(customer, DEMO_COUPONS.subtotalPercent, '203.0.113.20');
    expect(applied.errors).toBeUndefined();
    expect(applied.data!.v1.cart.addCoupon.appliedDiscounts.map((d) => d.couponCode)).toEqual(['SAVE10']);
  });

  it('limits the guesses of many sessions from one address, without blocking a customer behind it', async () => {
    const address = '198.51.100.30';
    const answers: unknown[] = [];
    // Three sessions spend the address's 30 failed tries.
    for (let s = 0; s < 3; s++) {
      const session = await withPart(address);
      for (let i = 0; i < 10; i++) answers.push((await tryCode(session, `S${s}X${i}`, address)).errors?.[0].extensions?.code);
    }
    expect(answers.every((c) => c === 'VALIDATION')).toBe(true);
    // A fourth guessing session gets one try, then waits with the rest.
    const fourth = await withPart(address);
    expect((await tryCode(fourth, 'S4X0', address)).errors?.[0].extensions?.code).toBe('VALIDATION');
    const refused = await tryCode(fourth, 'S4X1', address);
    expect(refused.status).toBe(429);
    expect(refused.errors?.[0].message).toMatch(/^Failed to add coupon\. Too many coupon codes were tried\. Try again in \d+ minutes\.$/);
    // A customer at the same address with the right code is not held back by the others' guesses.
    const colleague = await withPart(address);
    const applied = await tryCode(colleague, DEMO_COUPONS.subtotalPercent, address);
    expect(applied.errors).toBeUndefined();
    expect(applied.data!.v1.cart.addCoupon.appliedDiscounts).toEqual([{ couponCode: 'SAVE10' }]);
  });

  it('does not count tries of codes that exist', async () => {
    const address = '198.51.100.50';
    const session = await withPart(address);
    await tryCode(session, DEMO_COUPONS.subtotalPercent, address);
    for (let i = 0; i < 12; i++) {
      expect((await tryCode(session, DEMO_COUPONS.subtotalPercent, address)).errors?.[0].message).toBe('Failed to add coupon. That coupon is already applied.');
    }
    expect((await tryCode(session, 'UNKNOWN', address)).errors?.[0].message).toBe('Failed to add coupon. The coupon code "UNKNOWN" is not valid.');
  });
});

describe('lines per cart', () => {
  it('refuses the 101st different part and changes nothing; more of a part already there still goes in', async () => {
    const token = await guest();
    const first = await gql<{ v1: { cart: { add: Cart } } }>(t, ADD, { p: String(products[0]), qty: 1 }, { token });
    expect(first.errors).toBeUndefined();
    const [cart] = await exec<{ cart_id: number }>(`select cart_id from shopping_cart_items where id = ${Number(lines(first.data!.v1.cart.add)[0].id)}`);
    // 98 more lines straight into the cart (the API would take 98 round trips to say the same), the last two through the API.
    await exec(`insert into shopping_cart_items (cart_id, product_id, quantity, shopping_cart_type_id)
      select ${cart.cart_id}, id, 1, 1 from products where id in (${products.slice(1, 99).join(',')})`);
    const hundredth = await gql<{ v1: { cart: { add: Cart } } }>(t, ADD, { p: String(products[99]), qty: 1, t: 2 }, { token });
    expect(hundredth.errors).toBeUndefined();

    const refused = await gql(t, ADD, { p: String(products[100]), qty: 1 }, { token });
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Failed to add product to cart. Your cart and saved-for-later list hold at most 100 different parts together. Remove a part before adding another.',
      extensions: { code: 'VALIDATION' },
    });
    const after = await exec<{ n: number }>(`select count(*)::int as n from shopping_cart_items where cart_id = ${cart.cart_id}`);
    expect(after[0].n).toBe(100);

    const more = await gql<{ v1: { cart: { add: Cart } } }>(t, ADD, { p: String(products[0]), qty: 2 }, { token });
    expect(more.errors).toBeUndefined();
    expect(lines(more.data!.v1.cart.add).find((l) => l.product.id === String(products[0]))?.quantity).toBe(3);
  });
});
