import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { watchStatements } from '../../db/pglite-prepared';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import { newGuest } from '../../../tests/support/test-auth';
import { putInCart, stockedProduct, usAddress } from '../../../tests/support/test-checkout';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

/**
 * The statements the embedded database runs while `work` runs (as bench/checkout-bench.ts counts
 * them): PGlite runs them one at a time on the server's thread, so each one a placement saves is
 * time every other request gets back.
 */
async function statementsOf(work: () => Promise<unknown>): Promise<string[]> {
  const texts: string[] = [];
  const stop = watchStatements(t.database.pglite!, t.database.statementText, (text) => texts.push(text.replace(/\s+/g, ' ').slice(0, 80)));
  try {
    await work();
    await t.services.orders.whenIdle();
  } finally {
    stop();
  }
  return texts;
}

describe('the statements of one placement (embedded database)', () => {
  it('a guest ordering two parts: 17 statements, confirmation mail included', async (ctx) => {
    if (!t.database.pglite) ctx.skip();
    const g = await newGuest(t);
    const id = Number(g.user_info.id);
    const [a, b] = [await stockedProduct(t, 50, { offset: 40 }), await stockedProduct(t, 50, { offset: 41 })];
    await putInCart(t, id, a.id, 1);
    await putInCart(t, id, b.id, 2);
    const shippingAddress = await usAddress(t);
    const texts = await statementsOf(() =>
      t.services.checkout.placeOrderExternalPayment({
        customerId: id,
        isGuest: true,
        idempotencyKey: `statements-${Date.now().toString(36)}`,
        cart: null,
        email: 'buyer@example.com',
        nonce: 'fake-valid-nonce',
        paymentType: 'CREDIT_CARD',
        shippingAddress,
        billingAddress: null,
      }),
    );
    // Before placement: the idempotency look-up with the may-register check (1). The pricing snapshot: BEGIN, the cart
    // with its revision, lines, choices, coupon ids, the shipping rate table and the tax rates at the address, the
    // products with their fingerprints, the destination, COMMIT (6); the fleet machine (1). The transaction: BEGIN,
    // claim, revision under the lock, products locked, stock, the order with its lines, cart cleared, payment, COMMIT
    // (9). The mail (1).
    expect(texts.length, texts.join('\n')).toBeLessThanOrEqual(17);
    // Counted, not missed: the order with its lines and the commits are among them.
    expect(texts.some((s) => s.includes('insert into "orders"'))).toBe(true);
    expect(texts.filter((s) => s === 'COMMIT')).toHaveLength(2);
  });
});
