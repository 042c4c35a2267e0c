import { describe, expect, it } from 'vitest';
import { checkoutHref, parseCheckoutPath } from './checkout-steps';

const G = '3f2b8c1e-8d1a-4c2b-9a7e-1b2c3d4e5f60';

describe('checkout steps', () => {
  it('reads every step of the checkout, with and without a quote', () => {
    expect(parseCheckoutPath('')).toEqual({ quoteGuid: null, step: { name: 'initializer' } });
    expect(parseCheckoutPath('signin').step).toEqual({ name: 'signin' });
    expect(parseCheckoutPath('changeemail').step).toEqual({ name: 'changeemail' });
    expect(parseCheckoutPath('orderreview').step).toEqual({ name: 'orderreview' });
    expect(parseCheckoutPath('payment').step).toEqual({ name: 'payment' });
    expect(parseCheckoutPath('payment/add').step).toEqual({ name: 'payment-add' });
    expect(parseCheckoutPath('payment/edit/12').step).toEqual({ name: 'payment-edit', id: '12' });
    expect(parseCheckoutPath('shipping/edit/7').step).toEqual({ name: 'shipping-edit', id: '7' });
    expect(parseCheckoutPath(`quote/${G}/orderreview`)).toEqual({ quoteGuid: G, step: { name: 'orderreview' } });
    expect(parseCheckoutPath(`quote/${G}`)).toEqual({ quoteGuid: G, step: { name: 'initializer' } });
  });

  it('answers unknown for anything else', () => {
    for (const p of ['nope', 'payment/edit/abc', 'shipping/add/3', 'orderreview/x', 'payment/edit']) expect(parseCheckoutPath(p).step).toEqual({ name: 'unknown' });
  });

  it('builds step addresses with the query keys e, a and p', () => {
    expect(checkoutHref(null, 'orderreview', { a: '4', p: '9' })).toBe('/checkout/orderreview?a=4&p=9');
    expect(checkoutHref(G, 'signin', { e: 'a@b.co' })).toBe(`/checkout/quote/${G}/signin?e=a%40b.co`);
    expect(checkoutHref(null, '')).toBe('/checkout');
  });
});
