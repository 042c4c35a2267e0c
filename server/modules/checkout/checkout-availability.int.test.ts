import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import { ADMIN_EMAIL, newGuest, signIn } from '../../../tests/support/test-auth';
import { checkoutFor, putInCart, stockOf, stockedProduct, usAddress } from '../../../tests/support/test-checkout';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

async function place(customerId: number, quoteGuid: string | null = null) {
  return checkoutFor(t).placeOrderExternalPayment({
    customerId,
    isGuest: true,
    idempotencyKey: `drop-ship-${customerId}`,
    cart: quoteGuid ? { quoteGuid } : null,
    email: 'buyer@example.com',
    nonce: 'fake-valid-nonce',
    paymentType: 'CREDIT_CARD',
    shippingAddress: await usAddress(t),
    billingAddress: null,
    deviceData: '{"device_session_id":"x"}',
  });
}

describe('a drop-shipped part with none of our stock (the vendor ships it)', () => {
  it('goes into the cart, not backordered, and checkout orders it the same way', async () => {
    const g = Number((await newGuest(t)).user_info.id);
    const p = await stockedProduct(t, 0, { offset: 3, status: 'DROP_SHIP' });

    await putInCart(t, g, p.id, 3);
    const cart = await t.services.cart.cart(g, null);
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({ productId: p.id, quantity: 3, backordered: false, warnings: [] });
    expect(cart.groups.map((x) => x.backordered)).toEqual([false]);

    const order = await place(g);
    expect(order.items[0]).toMatchObject({ quantity: 3, backorderedWhenOrdered: false });
    expect(await stockOf(t, p.id)).toBe(0);
  });

  it('a part sold from our stock is still refused by both beyond that stock', async () => {
    const g = Number((await newGuest(t)).user_info.id);
    const p = await stockedProduct(t, 0, { offset: 4, status: 'IN_STOCK' });
    await expect(putInCart(t, g, p.id, 1)).rejects.toThrow(`${p.name} is out of stock.`);
  });
});

describe('a quote holding parts sold by phone (its prices set by our staff)', () => {
  it('opens as an orderable cart, and checkout orders every line at its quoted price', async () => {
    const g = Number((await newGuest(t)).user_info.id);
    const statuses = ['CALL_FOR_PRICE', 'CALL_TO_ORDER', 'CONTACT_SELLER'] as const;
    const parts = [];
    for (const [i, status] of statuses.entries()) parts.push(await stockedProduct(t, 5, { offset: 30 + i, status }));
    const adminId = Number((await signIn(t, ADMIN_EMAIL)).user_info.id);
    const quote = await t.services.quotes.create(adminId, {
      customerId: g,
      title: 'Parts by phone',
      expirationDate: new Date(Date.now() + 7 * 86400_000),
      items: parts.map((p, i) => ({ productId: p.id, quantity: 2, price: 10 + i, shippingPrice: 1, reference: `Q${i}` })),
    });
    await t.services.cart.accessQuote(g, quote.guid);
    const cart = await t.services.cart.cart(g, quote.guid);
    expect(cart.problems).toEqual([]);

    const order = await place(g, quote.guid);
    expect(order.quoteId).toBe(quote.id);
    const lines = [...order.items].sort((a, b) => a.reference.localeCompare(b.reference));
    expect(lines.map((l) => [l.productId, l.quantity, l.unitPriceExclTax])).toEqual(parts.map((p, i) => [p.id, 2, `${10 + i}.0000`]));
    for (const p of parts) expect(await stockOf(t, p.id)).toBe(3);
  });

  it('is still refused by both beyond the stock a phone-only part has', async () => {
    const g = Number((await newGuest(t)).user_info.id);
    const p = await stockedProduct(t, 1, { offset: 33, status: 'CALL_FOR_PRICE' });
    const adminId = Number((await signIn(t, ADMIN_EMAIL)).user_info.id);
    const quote = await t.services.quotes.create(adminId, {
      customerId: g,
      title: 'More than we have',
      expirationDate: new Date(Date.now() + 7 * 86400_000),
      items: [{ productId: p.id, quantity: 2, price: 10, shippingPrice: 1, reference: '' }],
    });
    await t.services.cart.accessQuote(g, quote.guid);
    const cart = await t.services.cart.cart(g, quote.guid);
    expect(cart.items[0].warnings).toEqual([`Only 1 of ${p.name} is in stock.`]);
    await expect(place(g, quote.guid)).rejects.toThrow(`Only 1 of ${p.name} is in stock.`);
    expect(await stockOf(t, p.id)).toBe(1);
  });
});
