import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import { newGuest } from '../../../tests/support/test-auth';
import { putInCart, stockedProduct, tokenize, usAddress } from '../../../tests/support/test-checkout';
import { createServices } from '../../services';

// Sandbox nonces: only the tokenizer can make one, and one pays once, whichever process sees it.
let t: TestApp;
let key = 0;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

const charges = (services = t.services) => services.payments.sandbox!.transactions().length;

async function place(nonce: string, services = t.services) {
  const g = await newGuest(t);
  const customerId = Number(g.user_info.id);
  const p = await stockedProduct(t, 20, { offset: 40 });
  await putInCart(t, customerId, p.id, 1);
  return services.checkout.placeOrderExternalPayment({
    customerId,
    isGuest: true,
    idempotencyKey: `nonce-test-${++key}`,
    cart: null,
    email: 'buyer@example.com',
    nonce,
    paymentType: 'CREDIT_CARD',
    shippingAddress: await usAddress(t),
    billingAddress: null,
  });
}

/** The nonce's readable part, as a client sees it. */
function payloadOf(nonce: string): Record<string, unknown> & { d: Record<string, unknown> } {
  const body = nonce.slice('sbxn_'.length).split('.')[0];
  return JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
}

describe('sandbox nonces', () => {
  it('a nonce not made by the tokenizer is refused and nothing is charged', async () => {
    const made = {
      d: { paymentType: 'CREDIT_CARD', cardType: 'Visa', last4: '1111', exp: '12/2034', cardholderName: 'Card Tester', accountNameOrEmail: 'Card Tester' },
      o: 'approve',
      t: Date.now(),
      r: 'made-up',
    };
    const forged = 'sbxn_' + Buffer.from(JSON.stringify(made)).toString('base64url');
    const before = charges();
    await expect(place(forged)).rejects.toThrow('This payment method cannot be used. Please enter your payment details again.');
    expect(charges()).toBe(before);
  });

  it('a declined card’s nonce edited to approve keeps its signature and is refused', async () => {
    const real = (await tokenize(t, '4000111111111115')).body.nonce!;
    const payload = payloadOf(real);
    const signature = real.includes('.') ? real.slice(real.indexOf('.')) : '';
    const edited = 'sbxn_' + Buffer.from(JSON.stringify({ ...payload, o: 'approve' })).toString('base64url') + signature;
    const before = charges();
    await expect(place(edited)).rejects.toThrow('This payment method cannot be used. Please enter your payment details again.');
    expect(charges()).toBe(before);
  });

  it('a nonce pays once, also when a second server process on the same database is asked', async () => {
    const second = createServices({ database: t.database, config: t.services.config, log: t.services.log });
    const nonce = (await tokenize(t, '4111111111111111')).body.nonce!;
    const order = await place(nonce);
    expect(order.maskedCreditCardNumber).toBe('************1111');
    const before = charges(second);
    await expect(place(nonce, second)).rejects.toThrow('These payment details were already used or have expired. Please enter them again.');
    await expect(place(nonce)).rejects.toThrow('These payment details were already used or have expired. Please enter them again.');
    expect(charges(second)).toBe(before);
    // What the database keeps is a hash: neither the nonce nor any part of the card.
    const rows = (await t.database.db.execute(sql`select nonce_hash from payment_nonces`)) as unknown as { rows: Array<{ nonce_hash: string }> };
    expect(rows.rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows.rows)).not.toContain(nonce.slice(5, 40));
  });

  it('the payload names no card number, only a fingerprint that is not the number’s plain hash', async () => {
    const nonce = (await tokenize(t, '4111111111111111')).body.nonce!;
    expect(nonce).not.toContain('4111111111111111');
    const payload = payloadOf(nonce);
    expect(JSON.stringify(payload)).not.toContain('4111111111111111');
    expect(typeof payload.f).toBe('string');
    const again = payloadOf((await tokenize(t, '4111 1111 1111 1111', { cvv: '321' })).body.nonce!);
    expect(again.f).toBe(payload.f);
    expect(payloadOf((await tokenize(t, '5555555555554444')).body.nonce!).f).not.toBe(payload.f);
  });
});
