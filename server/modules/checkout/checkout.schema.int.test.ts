import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import { CUSTOMER_EMAIL, newGuest, signIn } from '../../../tests/support/test-auth';
import { stockOf, stockedProduct, tokenize, usAddress } from '../../../tests/support/test-checkout';
import { CheckoutAccountDocument, CheckoutPaymentSetupDocument } from '../../../app/gql/graphql';
import { gql, gqlData } from '../../../tests/support/test-graphql';

// The checkout calls end to end over /api/graphql, with the cart module pricing the cart.
let t: TestApp;

const ADD = `mutation($p: ID!, $q: Int) { v1 { cart { add(productId: $p, shoppingCartTypeId: 1, qty: $q) { itemCount canOrder totals { total } } } } }`;
const CART = `{ v1 { shoppingCart { itemCount canOrder totals { subtotal shipping tax total } } } }`;
const ORDER_FIELDS = `id customOrderNumber clubOrderGuid isGuestOrder canRegister email orderStatus paymentStatus orderTotal orderTax orderShippingExclTax orderSubtotalExclTax
  purchaseOrder cardType maskedCreditCardNumber shippingMethod items { quantity product { id } }`;
const EXTERNAL = `mutation($e: String, $n: String!, $s: AddressInput!, $c: CheckoutCartInput, $k: String, $t: PaymentMethodType) { v1 { cart {
  placeOrderExternalPayment(email: $e, nonce: $n, shippingAddress: $s, cart: $c, deviceData: "{}", paymentType: $t, idempotencyKey: $k) { ${ORDER_FIELDS} } } } }`;
const SAVED = `mutation($s: ID!, $m: ID!, $k: String, $c: CheckoutCartInput) { v1 { cart {
  placeOrder(shippingAddressId: $s, paymentMethodId: $m, cart: $c, deviceData: "{}", idempotencyKey: $k) { ${ORDER_FIELDS} } } } }`;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

describe('cart.placeOrderExternalPayment', () => {
  it('a guest orders with a sandbox card: the server total is charged, the cart empties, the order opens by its guid', async () => {
    const g = await newGuest(t);
    const p = await stockedProduct(t, 6, { offset: 20 });
    expect((await gql(t, ADD, { p: String(p.id), q: 2 }, { token: g.access_token })).errors).toBeUndefined();
    const cart = (await gql(t, CART, {}, { token: g.access_token })).data.v1.shoppingCart;
    const tok = await tokenize(t, '4111111111111111');
    const res = await gql(t, EXTERNAL, { e: 'guest@example.com', n: tok.body.nonce, s: await usAddress(t), k: 'guest-attempt-0001', c: { poNumber: 'PO-1' } }, { token: g.access_token });
    expect(res.errors).toBeUndefined();
    const order = res.data.v1.cart.placeOrderExternalPayment;
    expect(order).toMatchObject({
      isGuestOrder: true,
      canRegister: true,
      email: 'guest@example.com',
      orderStatus: 'PROCESSING',
      paymentStatus: 'PAID',
      purchaseOrder: 'PO-1',
      cardType: 'Visa',
      maskedCreditCardNumber: '************1111',
      items: [{ quantity: 2, product: { id: String(p.id) } }],
    });
    // Priced for the Texas shipping address: the estimate in the cart had no destination yet.
    expect(order.orderSubtotalExclTax).toBe(cart.totals.subtotal);
    expect(order.orderTotal).toBeCloseTo(order.orderSubtotalExclTax + order.orderShippingExclTax + order.orderTax, 2);
    expect(order.shippingMethod).not.toBe('');
    expect(await stockOf(t, p.id)).toBe(4);
    expect((await gql(t, CART, {}, { token: g.access_token })).data.v1.shoppingCart.itemCount).toBe(0);
    const byGuid = await gql(t, `query($g: String!) { v1 { order(clubOrderGuid: $g) { customOrderNumber } } }`, { g: order.clubOrderGuid });
    expect(byGuid.data.v1.order.customOrderNumber).toBe(order.customOrderNumber);
    // The same attempt again: the same order, not a second one.
    const again = await gql(t, EXTERNAL, { e: 'guest@example.com', n: tok.body.nonce, s: await usAddress(t), k: 'guest-attempt-0001' }, { token: g.access_token });
    expect(again.data.v1.cart.placeOrderExternalPayment.id).toBe(order.id);
  });

  it('a declined card keeps the cart and says so', async () => {
    const g = await newGuest(t);
    const p = await stockedProduct(t, 6, { offset: 21 });
    await gql(t, ADD, { p: String(p.id), q: 1 }, { token: g.access_token });
    const tok = await tokenize(t, '4000111111111115');
    const res = await gql(t, EXTERNAL, { e: 'guest@example.com', n: tok.body.nonce, s: await usAddress(t), k: 'declined-0001' }, { token: g.access_token });
    expect(res.errors?.[0].message).toBe('Your card was declined. Please use another card or payment method.');
    expect(res.errors?.[0].extensions?.code).toBe('PAYMENT_DECLINED');
    expect((await gql(t, CART, {}, { token: g.access_token })).data.v1.shoppingCart.itemCount).toBe(1);
    expect(await stockOf(t, p.id)).toBe(6);
  });

  it('refuses without a session, an empty cart, a changed total and a missing attempt id', async () => {
    const anon = await gql(t, EXTERNAL, { e: 'a@example.com', n: 'fake-valid-nonce', s: await usAddress(t), k: 'anon-attempt-01' });
    expect(anon.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const g = await newGuest(t);
    const empty = await gql(t, EXTERNAL, { e: 'a@example.com', n: 'fake-valid-nonce', s: await usAddress(t), k: 'empty-attempt-01' }, { token: g.access_token });
    expect(empty.errors?.[0].message).toBe('Your cart is empty.');
    expect(empty.errors?.[0].extensions?.code).toBe('VALIDATION');
    const p = await stockedProduct(t, 6, { offset: 22 });
    await gql(t, ADD, { p: String(p.id), q: 1 }, { token: g.access_token });
    const changed = await gql(t, EXTERNAL, { e: 'a@example.com', n: 'fake-valid-nonce', s: await usAddress(t), k: 'changed-attempt-01', c: { expectedTotal: '0.50' } }, { token: g.access_token });
    expect(changed.errors?.[0].message).toMatch(/^Your order total changed to \$\d+\.\d\d\. Please review your order and place it again\.$/);
    expect(changed.errors?.[0].extensions?.code).toBe('TOTAL_CHANGED');
    const noKey = await gql(t, EXTERNAL, { e: 'a@example.com', n: 'fake-valid-nonce', s: await usAddress(t) }, { token: g.access_token });
    expect(noKey.errors?.[0].message).toBe('Refresh the page and place the order again (the checkout attempt has no valid id).');
    const noEmail = await gql(t, EXTERNAL, { n: 'fake-valid-nonce', s: await usAddress(t), k: 'no-email-attempt' }, { token: g.access_token });
    expect(noEmail.errors?.[0].message).toBe('Enter your e-mail address.');
    expect((await gql(t, CART, {}, { token: g.access_token })).data.v1.shoppingCart.itemCount).toBe(1);
  });

  it('refuses a total that is not a decimal amount as bad input, changing nothing', async () => {
    const g = await newGuest(t);
    const p = await stockedProduct(t, 6, { offset: 24 });
    await gql(t, ADD, { p: String(p.id), q: 1 }, { token: g.access_token });
    for (const [i, total] of ['abc', '12,50', 'Infinity', 'NaN', '1e3', '-5', '0x10', '1.23456'].entries()) {
      const res = await gql(t, EXTERNAL, { e: 'a@example.com', n: 'fake-valid-nonce', s: await usAddress(t), k: `bad-total-attempt-${i}`, c: { expectedTotal: total } }, { token: g.access_token });
      expect(res.errors?.[0], total).toMatchObject({ message: 'The order total is not valid.', extensions: { code: 'VALIDATION' } });
    }
    expect((await gql(t, CART, {}, { token: g.access_token })).data.v1.shoppingCart.itemCount).toBe(1);
    expect(await stockOf(t, p.id)).toBe(6);
  });
});

describe('cart.placeOrder', () => {
  it('a registered customer orders with a saved address and card; guests cannot use it', async () => {
    const c = await signIn(t, CUSTOMER_EMAIL);
    const addr = await gql(t, `mutation($a: AddressInput!) { v1 { shippingAddress { add(address: $a) { id } } } }`, { a: await usAddress(t) }, { token: c.access_token });
    const method = await gql(
      t,
      `mutation($a: AddressInput!) { v1 { paymentMethod { add(address: $a, nonce: "fake-valid-mastercard-nonce", paymentType: CREDIT_CARD) { id } } } }`,
      { a: await usAddress(t) },
      { token: c.access_token },
    );
    const p = await stockedProduct(t, 6, { offset: 23 });
    await gql(t, ADD, { p: String(p.id), q: 1 }, { token: c.access_token });
    const cart = (await gql(t, CART, {}, { token: c.access_token })).data.v1.shoppingCart;
    expect(cart.canOrder).toBe(true);
    const res = await gql(t, SAVED, { s: addr.data.v1.shippingAddress.add.id, m: method.data.v1.paymentMethod.add.id, k: 'saved-attempt-0001' }, { token: c.access_token });
    expect(res.errors).toBeUndefined();
    expect(res.data.v1.cart.placeOrder).toMatchObject({ isGuestOrder: false, canRegister: false, email: CUSTOMER_EMAIL, cardType: 'MasterCard', maskedCreditCardNumber: '************4444' });

    const g = await newGuest(t);
    const guest = await gql(t, SAVED, { s: addr.data.v1.shippingAddress.add.id, m: method.data.v1.paymentMethod.add.id, k: 'guest-saved-0001' }, { token: g.access_token });
    expect(guest.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('the checkout page\u2019s own documents', () => {
  it('reads the address book, saved cards and payment setup by the persisted ids the page sends', async () => {
    const c = await signIn(t, CUSTOMER_EMAIL);
    const data = await gqlData(t, CheckoutAccountDocument, {}, { token: c.access_token });
    // Typed by the document: a renamed field fails the typecheck here as it does in the page.
    expect(data.v1.addresses.some((a) => a.city === 'Austin')).toBe(true);
    expect(data.v1.paymentMethods.some((m) => m.creditCardLast4 === '1111')).toBe(true);
    expect((await gqlData(t, CheckoutPaymentSetupDocument, {}, { token: c.access_token })).v1.paymentSetup.gateway).toBe('sandbox');
    const anonymous = await gql(t, CheckoutAccountDocument);
    expect(anonymous.data?.v1.addresses).toEqual([]);
  });
});
