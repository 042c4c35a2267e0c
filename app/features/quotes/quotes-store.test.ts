import { describe, expect, it } from 'vitest';
import { inQuoteArea, isQuoteGuid } from './quotes-store';

describe('quote area', () => {
  it('covers /cart and /checkout and everything below them only', () => {
    for (const p of ['/cart', '/cart/', '/cart/quote/abc', '/checkout', '/checkout/quote/x/orderreview']) expect(inQuoteArea(p)).toBe(true);
    for (const p of ['/', '/cartoon', '/checkouts', '/search', '/orderstatus/x']) expect(inQuoteArea(p)).toBe(false);
  });

  it('accepts only guid-shaped quote ids', () => {
    expect(isQuoteGuid('3f2b8c1e-8d1a-4c2b-9a7e-1b2c3d4e5f60')).toBe(true);
    expect(isQuoteGuid('not-a-guid')).toBe(false);
    expect(isQuoteGuid(null)).toBe(false);
  });
});
