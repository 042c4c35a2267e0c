import type { SearchProductRecord } from './search-types';

/** A plain in-stock product record for the search tests, with the fields a test cares about overridden. */
export function product(id: number, o: Partial<SearchProductRecord> = {}): SearchProductRecord {
  return {
    id,
    title: `Part ${id}`,
    seoName: `part-${id}`,
    sku: `SKU${id}`,
    manufacturerPartNumber: `SKU${id}`,
    price: 10,
    status: 'IN_STOCK',
    quantity: 5,
    brand: 'Generic',
    category: 'Misc',
    categoryIds: [1],
    picture: `/media/${id}.jpg`,
    city: 'Fargo',
    state: 'ND',
    interchange: [],
    fitment: [],
    model: [],
    machineModelIds: [],
    attributes: {},
    rating: 0,
    sales: 0,
    createdAt: 1_700_000_000_000,
    ...o,
  };
}
