import { describe, expect, it } from 'vitest';
import { money, round2, toApiNumber } from './money';

describe('money', () => {
  it('rounds half to even at 2 decimals', () => {
    expect(round2(money('2.345')).toFixed(2)).toBe('2.34');
    expect(round2(money('2.355')).toFixed(2)).toBe('2.36');
    expect(round2(money('-1.005')).toFixed(2)).toBe('-1.00');
  });
  it('adds without binary floating point error', () => {
    expect(money('0.1').plus('0.2').toString()).toBe('0.3');
  });
  it('turns database strings into API numbers', () => {
    expect(toApiNumber('12.5000')).toBe(12.5);
    expect(toApiNumber(null)).toBeNull();
  });
});
