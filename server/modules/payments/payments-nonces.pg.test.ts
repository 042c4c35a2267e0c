import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, rowsOf, type Database } from '../../db/client';
import { createServices } from '../../services';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import { putInCart, stockedProduct, tokenize, usAddress } from '../../../tests/support/test-checkout';

// Real PostgreSQL: two server processes' worth of services, each with its own connection pool and
// its own sandbox gateway (the sandbox keeps its charges in memory, as a remote service would).
let t: TestApp;
let secondDb: Database;
let second: ReturnType<typeof createServices>;

const USED = 'These payment details were already used or have expired. Please enter them again.';

beforeAll(async () => {
  t = await createTestApp();
  expect(t.database.kind).toBe('postgres');
  const url = (t.database.pool!.options as { connectionString: string }).connectionString;
  secondDb = await openDatabase({ databaseUrl: url, poolSize: 10 });
  second = createServices({ database: secondDb, config: t.services.config, log: t.services.log });
});

afterAll(async () => {
  await secondDb.close();
  await t.close();
});

const charges = () => t.services.payments.sandbox!.transactions().length + second.payments.sandbox!.transactions().length;

describe('one sandbox nonce across two processes (PostgreSQL)', () => {
  it('20 authorisations of one nonce at once, half on each process, charge once', async () => {
    const nonce = (await tokenize(t, '4111111111111111')).body.nonce!;
    const before = charges();
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 ? second : t.services).payments.gateway.authorize({ instrument: { nonce }, amount: '10.00', idempotencyKey: `race-nonce-${i}` }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results) if (r.status === 'rejected') expect((r.reason as Error).message).toBe(USED);
    expect(charges()).toBe(before + 1);
  });

  it('ten guests placing orders with one nonce on two processes at once get one order', async () => {
    const p = await stockedProduct(t, 100, { offset: 50 });
    const address = await usAddress(t);
    const ids = rowsOf<{ id: number }>(await t.database.db.execute(sql`insert into customers (roles) select ARRAY['Guests'] from generate_series(1, 10) returning id`)).map((r) => r.id);
    for (const id of ids) await putInCart(t, id, p.id, 1);
    const nonce = (await tokenize(t, '5555555555554444')).body.nonce!;
    const before = charges();
    const results = await Promise.allSettled(
      ids.map((customerId, i) =>
        (i % 2 ? second : t.services).checkout.placeOrderExternalPayment({
          customerId,
          isGuest: true,
          idempotencyKey: `race-order-${customerId}`,
          cart: null,
          email: `buyer${i}@example.com`,
          nonce,
          paymentType: 'CREDIT_CARD',
          shippingAddress: address,
          billingAddress: null,
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    // The others are refused: the nonce was spent, or the card's decline budget was taken meanwhile.
    for (const r of results) {
      if (r.status === 'rejected') expect((r.reason as Error).message).toMatch(new RegExp(`^(${USED.replace(/\./g, '\\.')}|This card was declined too many times\\..*)$`));
    }
    expect(charges()).toBe(before + 1);
  });
});
