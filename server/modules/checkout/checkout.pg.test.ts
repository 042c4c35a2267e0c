import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import { putInCart, stockOf, stockedProduct, usAddress } from '../../../tests/support/test-checkout';

// Real PostgreSQL only: PGlite runs one statement at a time and proves nothing about concurrency.
// Placement runs as in production: the cart service prices and clears the carts.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  expect(t.database.kind).toBe('postgres');
});

afterAll(async () => {
  await t.close();
});

async function guests(n: number): Promise<number[]> {
  const r = (await t.database.db.execute(
    sql`insert into customers (roles) select ARRAY['Guests'] from generate_series(1, ${n}) returning id`,
  )) as unknown as { rows: Array<{ id: number }> };
  return r.rows.map((x) => x.id);
}

describe('placement under concurrency (PostgreSQL)', () => {
  it('50 concurrent checkouts for the last 5 units give exactly 5 orders and the stock never goes below 0', { timeout: 120_000 }, async () => {
    const p = await stockedProduct(t, 5);
    const buyers = await guests(50);
    for (const id of buyers) await putInCart(t, id, p.id, 1);
    const address = await usAddress(t);
    const checkout = t.services.checkout;
    const chargesBefore = t.services.payments.sandbox!.transactions().length;

    let lowest = Infinity;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        lowest = Math.min(lowest, await stockOf(t, p.id));
        await new Promise((r) => setTimeout(r, 2));
      }
    })();
    const results = await Promise.allSettled(
      buyers.map((id, i) =>
        checkout.placeOrderExternalPayment({
          customerId: id,
          isGuest: true,
          idempotencyKey: `race-${p.id}-${i}`,
          cart: null,
          email: `buyer${i}@example.com`,
          nonce: 'fake-valid-nonce',
          paymentType: 'CREDIT_CARD',
          shippingAddress: address,
          billingAddress: null,
        }),
      ),
    );
    sampling = false;
    await sampler;

    const placed = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(placed).toHaveLength(5);
    expect(refused).toHaveLength(45);
    for (const r of refused) expect((r.reason as Error).message).toMatch(/is out of stock|in stock\./);
    expect(await stockOf(t, p.id)).toBe(0);
    expect(lowest).toBeGreaterThanOrEqual(0);
    const rows = (await t.database.db.execute(sql`select count(*)::int as n, coalesce(sum(quantity), 0)::int as q from order_items where product_id = ${p.id}`)) as unknown as {
      rows: Array<{ n: number; q: number }>;
    };
    expect(rows.rows[0]).toEqual({ n: 5, q: 5 });
    // Exactly five charges stand; any authorisation of a refused attempt was never made or was voided.
    const live = t.services.payments.sandbox!
      .transactions()
      .slice(chargesBefore)
      .filter((c) => c.status === 'captured');
    expect(live).toHaveLength(5);
  });

  it('one idempotency key sent 20 times in parallel gives one order and one charge', { timeout: 60_000 }, async () => {
    const p = await stockedProduct(t, 100, { offset: 1 });
    const [buyer] = await guests(1);
    await putInCart(t, buyer, p.id, 2);
    const checkout = t.services.checkout;
    const before = t.services.payments.sandbox!.transactions().length;
    const address = await usAddress(t);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        checkout.placeOrderExternalPayment({
          customerId: buyer,
          isGuest: true,
          idempotencyKey: 'double-click-0001',
          cart: null,
          email: 'buyer@example.com',
          nonce: 'fake-valid-nonce',
          paymentType: null,
          shippingAddress: address,
          billingAddress: null,
        }),
      ),
    );
    expect(new Set(results.map((o) => o.id)).size).toBe(1);
    const orders = (await t.database.db.execute(sql`select count(*)::int as n from orders where customer_id = ${buyer}`)) as unknown as { rows: Array<{ n: number }> };
    expect(orders.rows[0].n).toBe(1);
    expect(t.services.payments.sandbox!.transactions().length - before).toBe(1);
    expect(await stockOf(t, p.id)).toBe(98);
    await t.services.orders.whenIdle();
    const mails = (await t.services.mail.listOutbox(50)).filter((m) => m.subject.includes(results[0].customOrderNumber));
    expect(mails).toHaveLength(1);
  });

  it('two customers ordering the same two parts in opposite cart order never deadlock', { timeout: 60_000 }, async () => {
    const a = await stockedProduct(t, 40, { offset: 2 });
    const b = await stockedProduct(t, 40, { offset: 3 });
    const buyers = await guests(20);
    for (const [i, id] of buyers.entries()) {
      const [first, second] = i % 2 ? [a, b] : [b, a];
      await putInCart(t, id, first.id, 1);
      await putInCart(t, id, second.id, 1);
    }
    const checkout = t.services.checkout;
    const address = await usAddress(t);
    const results = await Promise.allSettled(
      buyers.map((id, i) =>
        checkout.placeOrderExternalPayment({
          customerId: id,
          isGuest: true,
          idempotencyKey: `cross-${i}-0000`,
          cart: null,
          email: 'x@example.com',
          nonce: 'fake-valid-nonce',
          paymentType: null,
          shippingAddress: address,
          billingAddress: null,
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    expect(await stockOf(t, a.id)).toBe(20);
    expect(await stockOf(t, b.id)).toBe(20);
  });

  it('two placements of one quote at once give one order and one charge', { timeout: 60_000 }, async () => {
    const p = await stockedProduct(t, 50, { offset: 4 });
    const [buyer] = await guests(1);
    const [admin] = await guests(1);
    const quote = await t.services.quotes.create(admin, {
      customerId: buyer,
      expirationDate: new Date(Date.now() + 86400_000),
      items: [{ productId: p.id, quantity: 2, price: 20, shippingPrice: 5 }],
    });
    await t.services.cart.accessQuote(buyer, quote.guid);
    const address = await usAddress(t);
    const before = t.services.payments.sandbox!.transactions().length;
    const results = await Promise.allSettled(
      ['quote-twice-a', 'quote-twice-b'].map((key) =>
        t.services.checkout.placeOrderExternalPayment({
          customerId: buyer,
          isGuest: true,
          idempotencyKey: key,
          cart: { quoteGuid: quote.guid },
          email: 'buyer@example.com',
          nonce: 'fake-valid-nonce',
          paymentType: null,
          shippingAddress: address,
          billingAddress: null,
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r): r is PromiseRejectedResult => r.status === 'rejected')!;
    expect((refused.reason as Error).message).toMatch(/^(Your cart changed while the order was being placed|Your cart is empty|This quote has already been ordered)/);
    expect(await stockOf(t, p.id)).toBe(48);
    const captured = t.services.payments.sandbox!
      .transactions()
      .slice(before)
      .filter((c) => c.status === 'captured');
    expect(captured).toHaveLength(1);
  });
});
