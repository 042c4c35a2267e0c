import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import { newGuest } from '../../../tests/support/test-auth';
import { checkoutFor, putInCart, stockOf, stockedProduct, usAddress } from '../../../tests/support/test-checkout';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

async function place(customerId: number) {
  return checkoutFor(t).placeOrderExternalPayment({
    customerId,
    isGuest: true,
    idempotencyKey: `drop-ship-${customerId}`,
    cart: null,
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
