import { describe, expect, it } from 'vitest';
import { priceOrCallForPrice } from './availability-texts';

describe('priceOrCallForPrice', () => {
  it('shows a part without a price as Call For Price', () => {
    expect(priceOrCallForPrice(null)).toBe('Call For Price');
  });

  it('shows a priced part with its price, a zero price included', () => {
    expect(priceOrCallForPrice(1234.5)).toBe('$1,234.50');
    expect(priceOrCallForPrice(0)).toBe('$0.00');
  });
});
