import { describe, expect, it } from 'vitest';
import { createSearchIndex, remove, search, upsert } from './search-engine';
import { runQuery } from './search-query';
import { product } from './search-test-records';
import type { SearchRequest } from './search-types';

// A catalogue where "belt" and "seal" are dense prefixes (many terms start with them: trade codes such
// as belt17) and also name kinds: 1 Belts (umbrella of V-Belts and Fan Belts), 2 V-Belts, 3 Fan Belts, 4 Seat Belts,
// 5 Seals, 6 Misc.
function catalogue(n: number, rare = false) {
  const kinds = [
    { category: 'V-Belts', categoryIds: [2, 1], title: (i: number) => `V-Belt belt${i}` },
    { category: 'Fan Belts', categoryIds: [3, 1], title: (i: number) => `Fan Belt belt${i} for bolt pulley` },
    { category: 'Seat Belts', categoryIds: [4], title: (i: number) => `Seat Belt belt${i} buckle` },
    { category: 'Seals', categoryIds: [5], title: (i: number) => `Shaft Seal seal${i} for belt drive` },
    { category: 'Misc', categoryIds: [6], title: (i: number) => `Bracket seal${i}` },
  ];
  return Array.from({ length: n }, (_, i) => {
    // Seat belts sell best, so without the kind they would come first; V-Belts are rare.
    const k = i % (rare ? 97 : 17) === 0 ? 0 : i % (rare ? 89 : 19) === 0 ? 1 : i % 3 === 0 ? 3 : i % 5 === 0 ? 4 : 2;
    const kind = kinds[k];
    return product(i + 1, { title: kind.title(i), category: kind.category, categoryIds: kind.categoryIds, sales: k === 2 ? 1000 + i : i, price: 5 + (i % 50) });
  });
}

// A filter every product passes takes the general matcher path instead of the dense prefix: the reference.
const general = { filters: 'NOT brand:Nobody' } satisfies SearchRequest;

function compare(idx: ReturnType<typeof createSearchIndex>, query: string, extra: SearchRequest = {}) {
  const req: SearchRequest = { query, hitsPerPage: 60, sort: 'RELEVANCE', categoryIntent: true, facets: ['*'], ...extra };
  const fast = search(idx, req);
  const slow = search(idx, { ...req, ...general });
  expect(fast.nbHits).toBe(slow.nbHits);
  expect(fast.categoryHint).toEqual(slow.categoryHint);
  expect(fast.hits.map((h) => h.record.id)).toEqual(slow.hits.map((h) => h.record.id));
  expect(fast.facets).toEqual(slow.facets);
  return fast;
}

describe('a named kind on a dense prefix', () => {
  const idx = createSearchIndex(catalogue(2000));

  it('takes the dense path and ranks the kind first, as the general matcher does', () => {
    expect(runQuery(idx, { query: 'belt', categoryIntent: true }).dense).not.toBeNull();
    const r = compare(idx, 'belt');
    expect(r.categoryHint?.name).toBe('Belts');
    // The rare V-Belts come before the best-selling seat belts.
    expect(r.hits.slice(0, 20).every((h) => h.record.category === 'V-Belts' || h.record.category === 'Fan Belts')).toBe(true);
  });

  it('agrees on rare and common members, other orders, pages and no kind', () => {
    for (const q of ['belt', 'belts', 'seal', 'seals', 'be', 's']) {
      compare(idx, q);
      compare(idx, q, { sort: 'PRICE_LOW' });
      compare(idx, q, { page: 2, hitsPerPage: 20 });
      compare(idx, q, { categoryIntent: false });
    }
    expect(compare(idx, 'seal').categoryHint?.name).toBe('Seals');
  });

  it('stays exact after deletions and additions', () => {
    const live = createSearchIndex(catalogue(2000));
    compare(live, 'belt');
    for (let id = 1; id <= 2000; id += 7) remove(live, id);
    upsert(live, product(5000, { title: 'V-Belt belt5000', category: 'V-Belts', categoryIds: [2, 1], sales: 999_999 }));
    upsert(live, product(5001, { title: 'Seat Belt belt5001', category: 'Seat Belts', categoryIds: [4], sales: 999_999 }));
    const r = compare(live, 'belt');
    expect(r.hits[0].record.id).toBe(5000);
    expect(r.hits.findIndex((h) => h.record.id === 5001)).toBe(-1);
    compare(live, 'seal');
  });

  it('finds rare members of the kind (listed off the bitsets) as the general matcher does', () => {
    const sparse = createSearchIndex(catalogue(4000, true));
    const r = compare(sparse, 'belt');
    expect(r.categoryHint?.name).toBe('Belts');
    compare(sparse, 'belt', { page: 4, hitsPerPage: 20 });
    for (let id = 1; id <= 4000; id += 97) remove(sparse, id);
    compare(sparse, 'belt', { hitsPerPage: 100 });
  });

  it('gives no hint when no match of the dense prefix is of the kind', () => {
    const idx2 = createSearchIndex(catalogue(2000).map((p) => (p.categoryIds[0] === 2 ? { ...p, category: 'Seals', categoryIds: [5] } : p)));
    compare(idx2, 'belt');
    compare(idx2, 'vbelt');
  });
});
