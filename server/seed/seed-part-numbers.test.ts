import { describe, expect, it } from 'vitest';
import { normalizePartNumber, uniqueBrandPartNumber } from './seed-part-numbers';
import { createRandom } from './seed-random';

/** Gates' shape: four digits, with or without HD, BT or XL: about 36,000 numbers in all. */
const GATES = /^\d{4}(HD|BT|XL)?$/;

function draw(count: number, seed = 7): string[] {
  const r = createRandom(seed);
  const used = new Set<string>();
  return Array.from({ length: count }, () => uniqueBrandPartNumber('gates', r, used));
}

describe('unique brand part numbers', () => {
  it('keeps the brand’s plain shape while free numbers are easy to find', () => {
    const numbers = draw(2000);
    expect(numbers.every((n) => GATES.test(n))).toBe(true);
  });

  it('finds free numbers past the size of the shape, with a revision suffix, all different', () => {
    const numbers = draw(60_000);
    expect(new Set(numbers.map(normalizePartNumber)).size).toBe(60_000);
    const widened = numbers.filter((n) => !GATES.test(n));
    expect(widened.length).toBeGreaterThan(60_000 - 36_000);
    expect(widened.every((n) => /^\d{4}(HD|BT|XL)?-\d+$/.test(n))).toBe(true);
  });

  it('gives the same numbers for the same seed', () => {
    expect(draw(40_000, 3)).toEqual(draw(40_000, 3));
  });
});
