import fc from 'fast-check';
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
// The agreement test compares with the server's own totals; only this test reaches into server code.
// eslint-disable-next-line no-restricted-imports
import { cartTotals as serverTotals } from '../../../server/modules/cart/cart-totals';
import { canSaveForLater, carouselName, computeTotals, isFree, lineAmount, type TotalsInput } from './cart-totals';

const cents = (n: number) => Math.abs(new Decimal(n).mul(100).toNumber() % 1) === 0;
const price = fc.option(fc.integer({ min: 0, max: 5_000_000 }).map((n) => n / 10_000), { nil: null, freq: 8 });
const line = fc.record({ unitPrice: price, quantity: fc.integer({ min: 1, max: 500 }), taxExempt: fc.boolean() });
const amount2 = fc.integer({ min: 0, max: 100_000 }).map((n) => n / 100);
const rate = fc.integer({ min: 0, max: 1500 }).map((n) => n / 10_000);
const input: fc.Arbitrary<TotalsInput> = fc.record({
  lines: fc.array(line, { minLength: 1, maxLength: 12 }),
  shipping: amount2,
  subtotalDiscount: amount2,
  shippingDiscount: amount2,
  itemTaxRate: rate,
  shippingTaxRate: rate,
});

describe('computeTotals', () => {
  it('rounds half to even at 2 decimals', () => {
    expect(lineAmount(0.125, 1)).toBe(0.12);
    expect(lineAmount(0.135, 1)).toBe(0.14);
    expect(lineAmount(1.0005, 10)).toBe(10);
    expect(lineAmount(null, 3)).toBe(0);
  });

  it('every amount has at most 2 decimals and the total adds up', () => {
    fc.assert(
      fc.property(input, (i) => {
        const t = computeTotals(i);
        for (const v of [t.subtotal, t.discount, t.shipping!, t.shippingDiscount, t.itemTax, t.shippingTax, t.tax, t.total!]) expect(cents(v)).toBe(true);
        const sum = new Decimal(t.subtotal).sub(t.discount).add(t.shipping!).sub(t.shippingDiscount).add(t.tax);
        expect(sum.toNumber()).toBe(t.total);
        expect(new Decimal(t.itemTax).add(t.shippingTax).toNumber()).toBe(t.tax);
      }),
    );
  });

  it('the subtotal is the sum of the rounded line amounts', () => {
    fc.assert(
      fc.property(input, (i) => {
        const expected = i.lines.reduce((s, l) => s.add(lineAmount(l.unitPrice, l.quantity)), new Decimal(0));
        expect(computeTotals(i).subtotal).toBe(expected.toNumber());
      }),
    );
  });

  it('discounts never go below zero nor above what they reduce, so the total is never negative', () => {
    fc.assert(
      fc.property(input, (i) => {
        const t = computeTotals(i);
        expect(t.discount).toBeLessThanOrEqual(t.subtotal);
        expect(t.shippingDiscount).toBeLessThanOrEqual(t.shipping!);
        expect(t.total!).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('tax-exempt parts add no item tax', () => {
    fc.assert(
      fc.property(input, (i) => {
        const exempt = computeTotals({ ...i, lines: i.lines.map((l) => ({ ...l, taxExempt: true })) });
        expect(exempt.itemTax).toBe(0);
        const some = computeTotals(i);
        expect(some.itemTax).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('agrees with the server to the cent', () => {
    fc.assert(
      fc.property(input, (i) => {
        const ours = computeTotals(i);
        const theirs = serverTotals({
          lines: i.lines.map((l) => ({ unitPrice: l.unitPrice === null ? null : String(l.unitPrice), quantity: l.quantity, taxExempt: l.taxExempt })),
          shipping: String(i.shipping),
          subtotalDiscount: String(i.subtotalDiscount),
          shippingDiscount: String(i.shippingDiscount),
          itemTaxRate: String(i.itemTaxRate),
          shippingTaxRate: String(i.shippingTaxRate),
        });
        expect(ours.total).toBe(Number(theirs.total));
        expect(ours.tax).toBe(Number(theirs.tax));
        expect(ours.discount).toBe(Number(theirs.discount));
      }),
    );
  });

  it('allows checkout only when the total is known and not zero', () => {
    const free: TotalsInput = { lines: [{ unitPrice: null, quantity: 1, taxExempt: false }], shipping: 0, subtotalDiscount: 0, shippingDiscount: 0, itemTaxRate: 0, shippingTaxRate: 0 };
    expect(computeTotals(free).canCheckout).toBe(false);
    expect(computeTotals({ ...free, shipping: null }).total).toBeNull();
    expect(computeTotals({ ...free, shipping: null, lines: [{ unitPrice: 5, quantity: 1, taxExempt: false }] }).canCheckout).toBe(false);
    expect(computeTotals({ ...free, lines: [{ unitPrice: 5, quantity: 1, taxExempt: false }] }).canCheckout).toBe(true);
    expect(computeTotals({ ...free, lines: [] }).canCheckout).toBe(false);
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
