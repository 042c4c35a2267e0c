import { describe, expect, it } from 'vitest';
import { buildCategoryGroups } from './root-data';
import { searchHref } from './search-links';

describe('category groups', () => {
  it('puts sub-categories under their group, both in display order', () => {
    const groups = buildCategoryGroups([
      { id: '3', name: 'Belts', seoName: 'belts', parentCategoryId: 2, displayOrder: 2, showOnHomePage: false },
      { id: '2', name: 'Transmission & Drive', seoName: 'td', parentCategoryId: null, displayOrder: 2, showOnHomePage: true },
      { id: '1', name: 'Engine Components', seoName: 'ec', parentCategoryId: null, displayOrder: 1, showOnHomePage: true },
      { id: '4', name: 'Clutches', seoName: 'clutches', parentCategoryId: 2, displayOrder: 1, showOnHomePage: false },
    ]);
    expect(groups.map((g) => g.name)).toEqual(['Engine Components', 'Transmission & Drive']);
    expect(groups[1].children.map((c) => c.name)).toEqual(['Clutches', 'Belts']);
  });

  it('links a term to the product search', () => {
    expect(searchHref('Seat Belts & Parts')).toBe('/search/s/p?PRODUCTS_MASTER[query]=Seat%20Belts%20%26%20Parts');
  });
});
