import { describe, expect, it } from 'vitest';
import { brandRefinementHref } from '../search/search-url-state';
import { brandSearchHref } from './catalog-links';

describe('brand link', () => {
  it('is the address the search page writes for a brand refinement', () => {
    for (const brand of ['John Deere', 'Allis & Chalmers', 'Bad Boy']) expect(brandSearchHref(brand)).toBe(brandRefinementHref(brand));
  });
});
