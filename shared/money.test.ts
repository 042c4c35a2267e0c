import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPrice, money, round2, roundHalfEven, roundTo, toFixed, toNumber, toPlain } from './money';
import { clamp, compare, isZero, minus, plus, quotient, sum, times } from './money-math';

// The reference: decimal.js as the server configured it before (40 digits, half to even).
const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_EVEN });
const ref = (s: string) => new D(s);
/** The same value: compared as decimals, so "-0.00" and "0.00" agree and so do "1.50" and "1.5". */
const same = (ours: string, theirs: InstanceType<typeof D>) => expect(ref(ours).eq(theirs), `${ours} vs ${theirs.toString()}`).toBe(true);

// Amounts as the store meets them: up to 6 decimals, positive or negative, up to 10^12.
const decimalText = fc
  .tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 10n ** 18n }), fc.integer({ min: 0, max: 6 }))
  .map(([neg, units, scale]) => {
    const digits = units.toString().padStart(scale + 1, '0');
    const text = scale > 0 ? `${digits.slice(0, -scale)}.${digits.slice(-scale)}` : digits;
    return neg && units !== 0n ? `-${text}` : text;
  });

describe('money: reading amounts', () => {
  it('reads decimal strings, exponents and numbers exactly', () => {
    expect(toPlain(money('12.3400'))).toBe('12.34');
    expect(toPlain(money('-0.5'))).toBe('-0.5');
    expect(toPlain(money('.5'))).toBe('0.5');
    expect(toPlain(money('5.'))).toBe('5');
    expect(toPlain(money('1e-7'))).toBe('0.0000001');
    expect(toPlain(money('1.5E+3'))).toBe('1500');
    expect(toPlain(money(0.1))).toBe('0.1');
    expect(toPlain(money(1e21))).toBe('1000000000000000000000');
    expect(toPlain(money(0.1 + 0.2))).toBe('0.30000000000000004');
  });

  it('refuses what is not an amount', () => {
    for (const bad of ['', '.', 'abc', '1.2.3', '1e', '--1', 'NaN']) expect(() => money(bad), bad).toThrow(RangeError);
    expect(() => money(Number.NaN)).toThrow(RangeError);
    expect(() => money(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('money: rounding half to even', () => {
  it('rounds the ties to the even cent and everything else to the nearest', () => {
    const cases: Array<[string, string]> = [
      ['0.125', '0.12'],
      ['0.135', '0.14'],
      ['0.005', '0.00'],
      ['0.015', '0.02'],
      ['1.005', '1.00'],
      ['2.675', '2.68'],
      ['0.1250001', '0.13'],
      ['0.1249999', '0.12'],
      ['-0.125', '-0.12'],
      ['-0.135', '-0.14'],
      ['-0.005', '0.00'],
      ['999999999999.995', '1000000000000.00'],
      ['7', '7.00'],
    ];
    for (const [input, out] of cases) expect(toFixed(input), input).toBe(out);
  });

  it('rounds numbers by their decimal form, not their binary one', () => {
    // 1.005 is 1.00499999999999989… in binary; the customer typed 1.005, a tie.
    expect(roundHalfEven(1.005)).toBe(1);
    expect(roundHalfEven(1.015)).toBe(1.02);
    expect(roundHalfEven(0.125)).toBe(0.12);
    expect(roundHalfEven(0.375)).toBe(0.38);
    expect(roundHalfEven(-2.5)).toBe(-2.5);
  });

  it('agrees with decimal.js half-even at every precision (property)', () => {
    fc.assert(
      fc.property(decimalText, fc.integer({ min: 0, max: 6 }), (s, dp) => {
        same(toFixed(roundTo(s, dp), dp), ref(s).toDecimalPlaces(dp, D.ROUND_HALF_EVEN));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('money: arithmetic agrees with decimal.js (property)', () => {
  it('adds, subtracts, multiplies and compares exactly', () => {
    fc.assert(
      fc.property(decimalText, decimalText, (a, b) => {
        same(toPlain(plus(a, b)), ref(a).add(b));
        same(toPlain(minus(a, b)), ref(a).sub(b));
        same(toPlain(times(a, b)), ref(a).mul(b));
        expect(compare(a, b)).toBe(ref(a).cmp(b));
        expect(isZero(minus(a, a))).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('divides and rounds half to even like decimal.js', () => {
    fc.assert(
      fc.property(decimalText, decimalText, fc.integer({ min: 0, max: 4 }), (a, b, dp) => {
        fc.pre(!ref(b).isZero());
        same(toFixed(quotient(a, b, dp), dp), ref(a).div(b).toDecimalPlaces(dp, D.ROUND_HALF_EVEN));
      }),
      { numRuns: 1000 },
    );
  });

  it('divides exactly at the ties decimal.js sees too', () => {
    expect(toFixed(quotient('1', '8', 2))).toBe('0.12');
    expect(toFixed(quotient('3', '8', 2))).toBe('0.38');
    expect(toFixed(quotient('-1', '8', 2))).toBe('-0.12');
    expect(toFixed(quotient('1', '-8', 2))).toBe('-0.12');
    expect(toFixed(quotient('2', '3', 2))).toBe('0.67');
    expect(() => quotient('1', '0', 2)).toThrow(RangeError);
  });

  it('sums, clamps and converts to numbers', () => {
    expect(toPlain(sum(['0.1', '0.2', 0.3]))).toBe('0.6');
    expect(toPlain(sum([]))).toBe('0');
    expect(toPlain(clamp('12', '10'))).toBe('10');
    expect(toPlain(clamp('-1', '10'))).toBe('0');
    expect(toPlain(clamp('4.5', '10'))).toBe('4.5');
    expect(toNumber(round2('19.995'))).toBe(20);
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        expect(toNumber(money(`${cents}e-2`))).toBe(ref(`${cents}e-2`).toNumber());
      }),
    );
  });
});

describe('money: display (spec 2 §9)', () => {
  it('shows dollars with thousands separators and two decimals, half to even', () => {
    expect(formatPrice(0)).toBe('$0.00');
    expect(formatPrice(1234.5)).toBe('$1,234.50');
    expect(formatPrice('1234567.891')).toBe('$1,234,567.89');
    expect(formatPrice(0.125)).toBe('$0.12');
    expect(formatPrice(0.135)).toBe('$0.14');
    expect(formatPrice(-0.05)).toBe('-$0.05');
    expect(formatPrice(-0.001)).toBe('$0.00');
    expect(formatPrice(999.995)).toBe('$1,000.00');
  });

  it('shows search results with up to four decimals, never fewer than two', () => {
    const four = { maxDecimals: 4 } as const;
    expect(formatPrice('0.0475', four)).toBe('$0.0475');
    expect(formatPrice('1.234', four)).toBe('$1.234');
    expect(formatPrice(12.5, four)).toBe('$12.50');
    expect(formatPrice(1234, four)).toBe('$1,234.00');
    expect(formatPrice('0.12345', four)).toBe('$0.1234');
    expect(formatPrice('0.12355', four)).toBe('$0.1236');
    expect(formatPrice('0.0475')).toBe('$0.05');
  });

  it('writes whole cents the way Intl does, without loading Intl on the page (property)', () => {
    const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (cents) => formatPrice(money(`${cents}e-2`)) === usd.format(cents / 100)),
      { numRuns: 2000 },
    );
  });
});
