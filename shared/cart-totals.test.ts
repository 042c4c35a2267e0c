import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import Decimal from 'decimal.js';
import { cartTotals, lineAmount, type CartTotals } from './cart-totals';
import { toFixed } from './money';

// Checked with decimal.js, the server's arithmetic elsewhere, so the two readings of "exact" agree.
const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_EVEN });
const money = (v: string | number | InstanceType<typeof D>) => new D(v);
const amountOf = (m: Parameters<typeof toFixed>[0]) => money(toFixed(m, 4));

// Prices as the catalogue stores them: up to 4 decimals, below a million.
const price = fc.integer({ min: 0, max: 99_999_9999 }).map((n) => money(n).div(10_000).toFixed(4));
const line = fc.record({ unitPrice: fc.option(price, { nil: null }), quantity: fc.integer({ min: 1, max: 500 }), taxExempt: fc.boolean() });
const amount2 = fc.integer({ min: 0, max: 10_000_00 }).map((n) => money(n).div(100).toFixed(2));
const rate = fc.integer({ min: 0, max: 150_000 }).map((n) => money(n).div(1_000_000).toString());

const twoDecimals = (s: string) => /^-?\d+\.\d{2}$/.test(s);

describe('line amounts', () => {
  it('rounds half to even to 2 decimals', () => {
    const la = (p: string | null, q: number) => toFixed(lineAmount(p, q));
    expect(la('0.0050', 1)).toBe('0.00');
    expect(la('0.0150', 1)).toBe('0.02');
    expect(la('1.0050', 1)).toBe('1.00');
    expect(la('1.0250', 1)).toBe('1.02');
    expect(la('1.0350', 1)).toBe('1.04');
    expect(la('33.3350', 3)).toBe('100.00');
    expect(la('0.1', 3)).toBe('0.30');
    expect(la(null, 4)).toBe('0.00');
  });
});

describe('cart totals', () => {
  it('adds the pieces of a known cart', () => {
    const t = cartTotals({
      lines: [
        { unitPrice: '19.995', quantity: 2, taxExempt: false },
        { unitPrice: '50', quantity: 1, taxExempt: true },
      ],
      shipping: '12.40',
      subtotalDiscount: '9.00',
      shippingDiscount: '2.40',
      itemTaxRate: '0.0825',
      shippingTaxRate: '0.0825',
    });
    // Taxable 39.99 less its share of the discount (9 × 39.99 / 89.99 = 4.00) = 35.99 × 8.25 % = 2.97.
    expect(t).toEqual({
      subtotal: '89.99',
      discount: '9.00',
      shipping: '12.40',
      shippingDiscount: '2.40',
      itemTax: '2.97',
      // 10.00 × 8.25 % = 0.825: half to even gives 0.82.
      shippingTax: '0.82',
      tax: '3.79',
      total: '94.78',
      canCheckout: true,
    });
  });

  it('never takes off more than the subtotal or the shipping', () => {
    const t = cartTotals({ lines: [{ unitPrice: '5', quantity: 1, taxExempt: false }], shipping: '3', subtotalDiscount: '50', shippingDiscount: '10', itemTaxRate: '0.1', shippingTaxRate: '0.1' });
    expect(t).toMatchObject({ discount: '5.00', shippingDiscount: '3.00', tax: '0.00', total: '0.00' });
  });

  it('holds its invariants for any cart (property)', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 12 }), amount2, amount2, amount2, rate, rate, (lines, shipping, subDisc, shipDisc, itemRate, shipRate) => {
        const t = cartTotals({ lines, shipping, subtotalDiscount: subDisc, shippingDiscount: shipDisc, itemTaxRate: itemRate, shippingTaxRate: shipRate });
        const { canCheckout, ...amounts } = t;
        for (const v of Object.values(amounts)) expect(twoDecimals(v)).toBe(true);
        const m = Object.fromEntries(Object.entries(amounts).map(([k, v]) => [k, money(v)])) as Record<Exclude<keyof CartTotals, 'canCheckout'>, InstanceType<typeof D>>;
        expect(canCheckout).toBe(lines.length > 0 && !m.total.isZero());
        // The subtotal is the sum of the rounded line amounts.
        const sum = lines.reduce((s, l) => s.add(amountOf(lineAmount(l.unitPrice, l.quantity))), money(0));
        expect(m.subtotal.eq(sum)).toBe(true);
        // Total = subtotal − discount + shipping − shipping discount + tax, to the cent.
        expect(m.total.eq(m.subtotal.sub(m.discount).add(m.shipping).sub(m.shippingDiscount).add(m.tax))).toBe(true);
        expect(m.tax.eq(m.itemTax.add(m.shippingTax))).toBe(true);
        expect(m.discount.lte(m.subtotal) && m.discount.gte(0)).toBe(true);
        expect(m.shippingDiscount.lte(m.shipping) && m.shippingDiscount.gte(0)).toBe(true);
        expect(m.total.gte(0)).toBe(true);
        // Tax-exempt lines add no item tax.
        if (lines.every((l) => l.taxExempt)) expect(m.itemTax.isZero()).toBe(true);
        // Item tax never exceeds the rate on the taxable lines.
        const taxable = lines.filter((l) => !l.taxExempt).reduce((s, l) => s.add(amountOf(lineAmount(l.unitPrice, l.quantity))), money(0));
        expect(m.itemTax.lte(taxable.mul(itemRate).toDecimalPlaces(2).add('0.01'))).toBe(true);
      }),
      { numRuns: 400 },
    );
  });

  it('does not depend on the order of the lines (property)', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 8 }), amount2, rate, (lines, discount, r) => {
        const input = { shipping: '10.00', subtotalDiscount: discount, shippingDiscount: '0', itemTaxRate: r, shippingTaxRate: r };
        expect(cartTotals({ ...input, lines: [...lines].reverse() })).toEqual(cartTotals({ ...input, lines }));
      }),
    );
  });

  it('agrees to the cent with the same rules in decimal.js (property)', () => {
    // The server's former decimal.js totals, kept here as the reference for the bigint ones.
    const round2 = (v: InstanceType<typeof D>) => v.toDecimalPlaces(2, D.ROUND_HALF_EVEN);
    const clamp = (v: InstanceType<typeof D>, max: InstanceType<typeof D>) => (v.gt(max) ? max : v.lt(0) ? money(0) : v);
    fc.assert(
      fc.property(fc.array(line, { maxLength: 12 }), amount2, amount2, amount2, rate, rate, (lines, shipping, subDisc, shipDisc, itemRate, shipRate) => {
        let subtotal = money(0);
        let taxable = money(0);
        for (const l of lines) {
          const a = round2(money(l.unitPrice ?? 0).mul(l.quantity));
          subtotal = subtotal.add(a);
          if (!l.taxExempt) taxable = taxable.add(a);
        }
        const discount = clamp(round2(money(subDisc)), subtotal);
        const ship = round2(money(shipping));
        const shipDiscount = clamp(round2(money(shipDisc)), ship);
        const taxableDiscount = subtotal.isZero() ? money(0) : round2(discount.mul(taxable).div(subtotal));
        const itemTax = round2(taxable.sub(taxableDiscount).mul(itemRate));
        const shippingTax = round2(ship.sub(shipDiscount).mul(shipRate));
        const total = subtotal.sub(discount).add(ship).sub(shipDiscount).add(itemTax).add(shippingTax);
        const t = cartTotals({ lines, shipping, subtotalDiscount: subDisc, shippingDiscount: shipDisc, itemTaxRate: itemRate, shippingTaxRate: shipRate });
        expect([t.subtotal, t.discount, t.itemTax, t.shippingTax, t.total]).toEqual([subtotal, discount, itemTax, shippingTax, total].map((v) => v.toFixed(2)));
      }),
      { numRuns: 1000 },
    );
  });

  it('takes numbers as well as strings (the browser reads amounts as numbers)', () => {
    const asText = cartTotals({ lines: [{ unitPrice: '0.125', quantity: 3, taxExempt: false }], shipping: '0.10', subtotalDiscount: '0', shippingDiscount: '0', itemTaxRate: '0.0825', shippingTaxRate: '0' });
    const asNumbers = cartTotals({ lines: [{ unitPrice: 0.125, quantity: 3, taxExempt: false }], shipping: 0.1, subtotalDiscount: 0, shippingDiscount: 0, itemTaxRate: 0.0825, shippingTaxRate: 0 });
    expect(asNumbers).toEqual(asText);
    // 0.375 is a tie: half to even gives 0.38; 0.38 × 8.25 % = 0.03135 → 0.03.
    expect(asNumbers).toMatchObject({ subtotal: '0.38', itemTax: '0.03', total: '0.51' });
  });

  it('allows checkout only with parts and a total that is not zero', () => {
    const base = { shipping: '0', subtotalDiscount: '0', shippingDiscount: '0', itemTaxRate: '0', shippingTaxRate: '0' };
    expect(cartTotals({ ...base, lines: [] }).canCheckout).toBe(false);
    expect(cartTotals({ ...base, lines: [{ unitPrice: null, quantity: 1, taxExempt: false }] }).canCheckout).toBe(false);
    expect(cartTotals({ ...base, lines: [{ unitPrice: '5', quantity: 1, taxExempt: false }] }).canCheckout).toBe(true);
  });
});
