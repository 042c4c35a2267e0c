import { describe, expect, it } from 'vitest';
import { refundFor } from './orders-refunds';

const order = { subtotalExclTax: '40.50', subtotalDiscountExclTax: '0', shippingInclTax: '10.00', shippingDiscount: '0', orderTotal: '54.00', refundedAmount: '0' };

describe('refund arithmetic', () => {
  it('rounds each part half to even: 2 × 1.0125 gives 2.02 (half-up would give 2.03)', () => {
    const r = refundFor({ ...order, subtotalExclTax: '2.025' }, [{ unitPriceExclTax: '1.0125', unitPriceInclTax: '1.0125', quantity: 2 }], false);
    expect(r).toEqual({ items: '2.02', tax: '0.00', shipping: '0.00', total: '2.02' });
  });

  it('gives back the line, its tax at the rate charged, less its share of the discount', () => {
    // 8.25 % tax; a 10 % discount on the subtotal.
    const r = refundFor({ ...order, subtotalExclTax: '100.00', subtotalDiscountExclTax: '10.00', orderTotal: '200.00' }, [{ unitPriceExclTax: '25.00', unitPriceInclTax: '27.0625', quantity: 2 }], false);
    expect(r).toEqual({ items: '45.00', tax: '3.71', shipping: '0.00', total: '48.71' });
  });

  it('adds the returned lines’ share of the shipping paid only when the store was at fault', () => {
    const lines = [{ unitPriceExclTax: '13.50', unitPriceInclTax: '13.50', quantity: 1 }];
    expect(refundFor(order, lines, false).shipping).toBe('0.00');
    // 13.50 of 40.50 is a third of the $10.00 shipping: 3.333… → 3.33.
    expect(refundFor(order, lines, true)).toEqual({ items: '13.50', tax: '0.00', shipping: '3.33', total: '16.83' });
  });

  it('never refunds more than the order has left', () => {
    const r = refundFor({ ...order, refundedAmount: '50.00' }, [{ unitPriceExclTax: '13.50', unitPriceInclTax: '13.50', quantity: 3 }], true);
    expect(r.total).toBe('4.00');
  });
});
