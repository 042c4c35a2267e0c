import { describe, expect, it } from 'vitest';
import { PRICE_RANGES, priceRangeFilters } from './price-ranges';

describe('price ranges', () => {
  it('offers three ranges in order, each with a label', () => {
    expect(PRICE_RANGES.map((r) => [r.value, r.label])).toEqual([
      ['<200', 'Less than $200'],
      ['200-500', 'Between $200 - $500'],
      ['>500', 'More than $500'],
    ]);
  });

  it('puts $200 and $500 in the middle range and no price in two ranges', () => {
    expect(priceRangeFilters('200-500')).toEqual(['price>=200', 'price<=500']);
    expect(priceRangeFilters('<200')).toEqual(['price<200']);
    expect(priceRangeFilters('>500')).toEqual(['price>500']);
    expect(priceRangeFilters('<100')).toBeUndefined();
  });
});
