import { describe, expect, it } from 'vitest';
import { createSearchIndex, remove, search, upsert } from './search-engine';
import { runQuery } from './search-query';
import { countAll } from './search-facet-counts';
import { product } from './search-test-records';
import type { SearchRequest } from './search-types';

// "john" is a big posting (most products); the second word drops a few of them or many.
function catalogue(n: number) {
  return Array.from({ length: n }, (_, i) =>
    product(i + 1, {
      title: i % 10 === 0 ? `Kubota filter k${i}` : `John Deere ${i % 3 === 0 ? 'seal' : 'belt'} d${i % 7}`,
      brand: i % 10 === 0 ? 'Kubota' : 'John Deere',
      category: i % 3 === 0 ? 'Seals' : 'Belts',
      categoryIds: [i % 3 === 0 ? 5 : 1, 9],
      fitment: [`John Deere ${4000 + (i % 40)}`],
      attributes: { Color: i % 2 ? 'Black' : 'Red' },
      price: 5 + (i % 97),
    }),
  );
}

// A filter every product passes takes the general path: the matches counted one by one.
const general = { filters: 'NOT brand:Nobody' } satisfies SearchRequest;

function compare(idx: ReturnType<typeof createSearchIndex>, query: string) {
  const req: SearchRequest = { query, hitsPerPage: 10, facets: ['*', 'categoryIds'] };
  const fast = search(idx, req);
  const slow = search(idx, { ...req, ...general });
  expect(fast.nbHits).toBe(slow.nbHits);
  expect(fast.facets).toEqual(slow.facets);
  expect(fast.facetsStats).toEqual(slow.facetsStats);
  expect(fast.hits.map((h) => h.record.id)).toEqual(slow.hits.map((h) => h.record.id));
  return fast;
}

describe('facet counts of a match inside one big posting', () => {
  it('subtracts what the other words dropped from the posting’s cached counts', () => {
    const idx = createSearchIndex(catalogue(3000));
    const m = runQuery(idx, { query: 'john d' });
    expect(m.within).not.toBeNull();
    // Few dropped: the subtraction applies (the bitmap of the match is what it reads).
    const counts = countAll(idx, m, []);
    expect(counts.rows.length).toBeGreaterThan(0);
    for (const q of ['john d', 'john de', 'john deere', 'john deere b', 'john deere s', 'john d3', 'deere jo', 'john zzz']) compare(idx, q);
  });

  it('stays exact after deletions and additions', () => {
    const idx = createSearchIndex(catalogue(3000));
    compare(idx, 'john deere');
    for (let id = 2; id <= 3000; id += 11) remove(idx, id);
    upsert(idx, product(9000, { title: 'John Deere belt d1', brand: 'John Deere', attributes: { Color: 'Green' }, price: 1 }));
    upsert(idx, product(9001, { title: 'John Deere belt d2', brand: 'John Deere', attributes: { Color: 'Green' }, price: 999 }));
    const r = compare(idx, 'john deere');
    expect(r.facets.Color?.Green).toBe(2);
    expect(r.facetsStats.price?.max).toBe(999);
    compare(idx, 'john deere belt');
    compare(idx, 'john d2');
  });
});
