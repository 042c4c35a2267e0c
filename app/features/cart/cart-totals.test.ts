import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Cart } from './api/cart-api';
import { canSaveForLater, carouselName, cartTotals, isFree, lineAmount } from './cart-totals';

// The arithmetic itself is tested in shared/cart-totals.test.ts; here, how the browser's cart is read.
type TotalsCart = Parameters<typeof cartTotals>[0];
type Group = Cart['productGroups'][number];

const line = (price: number | null, quantity: number, isTaxExempt = false) =>
  ({ id: String(Math.random()), quantity, price, product: { isTaxExempt } }) as unknown as Group['items'][number];
const group = (items: Group['items'], shipping: number | null): Group =>
  ({ items, shippingMethods: shipping === null ? [{ id: 'g', name: 'Ground', price: 9, eta: '', selected: false }] : [{ id: 'g', name: 'Ground', price: shipping, eta: '', selected: true }] }) as unknown as Group;
const cart = (groups: Group[], discounts: TotalsCart['appliedDiscounts'] = []): TotalsCart => ({
  productGroups: groups,
  appliedDiscounts: discounts,
  estimatedItemTaxRate: 0.0825,
  estimatedShippingTaxRate: 0.0825,
});

describe('cart totals as the browser shows them', () => {
  it('reads the selected methods, the first discount and tax-exempt parts, and gives numbers', () => {
    const t = cartTotals(
      cart(
        [group([line(19.995, 2), line(50, 1, true)], 7.4), group([], 5)],
        [
          { name: 'Spring', couponCode: 'SPRING', discountAmount: 9, discountType: 'ORDER_SUB_TOTAL' },
          { name: 'Ignored', couponCode: 'X', discountAmount: 50, discountType: 'ORDER_SUB_TOTAL' },
        ],
      ),
    );
    // The same cart as the server's worked example in shared/cart-totals.test.ts, with a shipping discount of 0.
    expect(t).toEqual({ subtotal: 89.99, discount: 9, shipping: 12.4, shippingDiscount: 0, itemTax: 2.97, shippingTax: 1.02, tax: 3.99, total: 97.38, canCheckout: true });
  });

  it('a shipping discount lowers the shipping, not the subtotal', () => {
    const t = cartTotals(cart([group([line(10, 1)], 12.4)], [{ name: 'Ship', couponCode: 'S', discountAmount: 2.4, discountType: 'SHIPPING' }]));
    expect(t).toMatchObject({ discount: 0, shippingDiscount: 2.4, shippingTax: 0.82 });
  });

  it('leaves shipping and the total unknown, and checkout closed, while a group has no method', () => {
    const t = cartTotals(cart([group([line(10, 1)], 5), group([line(3, 1)], null)]));
    expect(t).toMatchObject({ subtotal: 13, shipping: null, total: null, canCheckout: false });
  });

  it('rounds line amounts half to even', () => {
    expect(lineAmount(0.125, 1)).toBe(0.12);
    expect(lineAmount(0.135, 1)).toBe(0.14);
    expect(lineAmount(1.0005, 10)).toBe(10);
    expect(lineAmount(null, 3)).toBe(0);
  });
});

describe('cart line rules', () => {
  it('shows Free for null, zero or missing prices and saves for later only above 0', () => {
    expect([null, undefined, 0].map(isFree)).toEqual([true, true, true]);
    expect(isFree(0.01)).toBe(false);
    expect(canSaveForLater(0)).toBe(false);
    expect(canSaveForLater(12.5)).toBe(true);
  });

  it('cuts carousel names before " fits" and at 40 characters with an ellipsis', () => {
    expect(carouselName('Hydraulic filter fits John Deere 5055E')).toBe('Hydraulic filter');
    expect(carouselName('A'.repeat(41))).toBe(`${'A'.repeat(40)}…`);
    expect(carouselName('A'.repeat(40))).toBe('A'.repeat(40));
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(carouselName(s).length).toBeLessThanOrEqual(41);
      }),
    );
  });
});
