import { describe, expect, it } from 'vitest';
import { formatPrice, roundHalfEven } from './money';

describe('money', () => {
  it('rounds half to even', () => {
    expect(roundHalfEven(2.345)).toBe(2.34);
    expect(roundHalfEven(2.355)).toBe(2.36);
    expect(roundHalfEven(0.125)).toBe(0.12);
    expect(roundHalfEven(0.135)).toBe(0.14);
    expect(roundHalfEven(10)).toBe(10);
  });
  it('formats US dollars', () => {
    expect(formatPrice(1234.5)).toBe('$1,234.50');
    expect(formatPrice(3)).toBe('$3.00');
  });
});
