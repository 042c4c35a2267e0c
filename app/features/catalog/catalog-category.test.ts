import { describe, expect, it } from 'vitest';
import { categoryPath } from './catalog-category';

describe('category addresses', () => {
  it('builds browse and search-within addresses', () => {
    expect(categoryPath({ id: '12', seoName: 'belts' })).toBe('/belts/c/12');
    expect(categoryPath({ id: '12', seoName: 'belts' }, true)).toBe('/belts/s/c/12');
  });
});
