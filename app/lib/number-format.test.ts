import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCount, formatUtcDate } from './number-format';

// The formatters stand in for Intl's en-US output; these tests hold them to it.

describe('number formats', () => {
  it('writes counts as toLocaleString does', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1234.5)).toBe('1,234.5');
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => formatCount(n) === n.toLocaleString('en-US')),
      { numRuns: 2000 },
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 0, max: 999 }), (whole, milli) => {
        const n = whole + milli / 1000;
        return formatCount(n) === n.toLocaleString('en-US');
      }),
      { numRuns: 2000 },
    );
  });

  it('writes UTC dates the way Intl does, and nothing for a non-date', () => {
    expect(formatUtcDate('2026-11-25T23:30:00Z', 'short')).toBe('Nov 25, 2026');
    expect(formatUtcDate('2026-01-02T00:00:00Z', 'long')).toBe('January 2, 2026');
    expect(formatUtcDate('2026-01-02T00:00:00Z', 'numeric')).toBe('1/2/2026');
    expect(formatUtcDate('not a date', 'short')).toBeNull();
    const styles = {
      numeric: { timeZone: 'UTC' },
      short: { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' },
      long: { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' },
    } as const;
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1970, 0, 1), max: Date.UTC(2100, 0, 1) }), fc.constantFrom('numeric', 'short', 'long' as const), (ms, style) => {
        const d = new Date(ms);
        return formatUtcDate(d, style) === d.toLocaleDateString('en-US', styles[style]);
      }),
      { numRuns: 2000 },
    );
  });
});
