import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  SearchEngine,
  createSearchIndex,
  getRecord,
  liveRecords,
  recordQuery,
  remove,
  search,
  searchFacetValues,
  searchSuggestions,
  suggest,
  upsert,
} from './search-engine';
import type { SearchIndex } from './search-engine';
import { DEFAULT_SYNONYMS, pluralVariants } from './search-synonyms';
import { STOP_WORDS, editDistance, foldWord, hasDigit, parseQuery, prefixEditDistance, stripZeros, typoBudget } from './search-text';
import type { SearchProductRecord, SearchRequest, SearchResult, SortMethod } from './search-types';
import { SORT_METHODS, SearchInputError } from './search-types';
import { product } from './search-test-records';

const ids = (r: SearchResult) => r.hits.map((h) => h.record.id);
const find = (idx: SearchIndex, query: string, extra: SearchRequest = {}) => ids(search(idx, { query, hitsPerPage: 1000, ...extra }));
const sorted = (list: number[]) => [...list].sort((a, b) => a - b);

const CATALOGUE: SearchProductRecord[] = [
  product(1, {
    title: 'John Deere Radiator AR12345',
    sku: 'AR-12345',
    manufacturerPartNumber: 'AR12345',
    brand: 'John Deere',
    category: 'Radiators',
    categoryIds: [10, 1],
    fitment: ['John Deere 4020'],
    model: ['4020'],
    machineModelIds: [42],
    interchange: ['AR12346', 'RE 0750'],
    attributes: { Material: 'Copper/Brass' },
    price: 450,
    rating: 4.5,
    sales: 30,
    city: 'Des Moines',
    state: 'IA',
  }),
  product(2, {
    title: 'Husqvarna Deck Belt',
    sku: '532 14 41-66',
    manufacturerPartNumber: '532144166',
    brand: 'Husqvarna',
    category: 'Deck Belts',
    categoryIds: [20, 2],
    fitment: ['Husqvarna YTH24V48'],
    model: ['YTH24V48'],
    attributes: { 'Belt Type': 'Deck', Width: '1/2"', 'Trade Size': '4L450', Color: 'Black' },
    price: 32.5,
    sales: 120,
  }),
  product(3, {
    title: 'Gates V-Belt 4L450 for John Deere X350',
    sku: 'GA-450-0001',
    brand: 'Gates',
    category: 'V-Belts',
    categoryIds: [21, 2],
    fitment: ['John Deere X350'],
    model: ['X350'],
    machineModelIds: [43],
    interchange: ['532144166'],
    attributes: { 'Belt Type': 'FHP 4L', Color: 'Green' },
    price: 18.75,
    sales: 60,
  }),
  product(4, { title: 'Kubota Oil Filter HH164-32430', sku: 'HH164-32430', brand: 'Kubota', category: 'Oil Filters', price: 12.99, sales: 500, rating: 4.8 }),
  product(5, { title: 'Baldwin Oil Filters Pack', sku: 'B7299', brand: 'Baldwin', category: 'Oil Filters', price: 9.5, sales: 80, rating: 4.1 }),
  product(6, { title: 'Milsco Seat Cushion', sku: 'MS-100', brand: 'Milsco', category: 'Seat Cushions', price: null, status: 'CALL_FOR_PRICE', sales: 5 }),
  product(7, { title: 'Caterpillar Track Roller', sku: '1R-0750', brand: 'Caterpillar', category: 'Rollers', price: 1250, sales: 3 }),
  product(8, { title: 'Prestolite Alternator 12V', sku: 'PR-8001', brand: 'Prestolite', category: 'Alternators', price: 199.99, fitment: ['Ford 8N'], model: ['8N'] }),
  product(9, { title: 'Bosch Starter Motor', sku: 'BO-9001', brand: 'Bosch', category: 'Starters', price: 200, sales: 7 }),
  product(10, { title: 'Kubota Radiator Assembly', sku: 'KU-1000', brand: 'Kubota', category: 'Radiators', price: 500, rating: 3, sales: 9 }),
  product(11, { title: 'Seat "Deluxe" <b>Vinyl</b> & Co', sku: 'MS-200', brand: 'Milsco', category: 'Seat Cushions', price: 89, sales: 2 }),
  product(12, { title: 'Suspension Seat High Back', sku: 'MS-300', brand: 'Milsco', category: 'Suspension Seats', price: 349, sales: 40 }),
  product(13, { title: 'Hydraulic Seal Kit', sku: '0047-1234', brand: 'Stens', category: 'Seal Kits', price: 25, sales: 1 }),
];

const idx = createSearchIndex(CATALOGUE);

describe('matching', () => {
  it('returns everything for the empty query, best sellers first', () => {
    const r = search(idx, { query: '', hitsPerPage: 1000 });
    expect(r.nbHits).toBe(CATALOGUE.length);
    expect(ids(r).slice(0, 3)).toEqual([4, 2, 5]);
  });

  it('requires every word, the last one as a prefix', () => {
    expect(sorted(find(idx, 'radi'))).toEqual([1, 10]);
    expect(find(idx, 'kubota radi')).toEqual([10]);
    expect(find(idx, 'radi kubota')).toEqual([]);
    expect(find(idx, 'radi ')).toEqual([]);
  });

  it('allows one typo from 4 letters and two from 8, never on short words', () => {
    expect(sorted(find(idx, 'filtre kubota'))).toEqual([4]);
    expect(find(idx, 'fxltre kubota')).toEqual([]);
    expect(find(idx, 'alxxrnator')).toEqual([8]);
    expect(find(idx, 'xlxxrnator')).toEqual([]);
    expect(find(idx, 'sael ')).toEqual([13]);
    expect(find(idx, 'kti ')).toEqual([]);
  });

  it('never allows typos on words with digits', () => {
    expect(find(idx, 'ar12345 ')).toEqual([1]);
    expect(find(idx, 'ar12344 ')).toEqual([]);
  });

  it('finds part numbers however they are typed', () => {
    for (const q of ['AR-12345', 'ar12345', 'AR 12345', 'ar-12345', 'Ar.12345', 'ar 123']) expect(find(idx, q)).toContain(1);
    for (const q of ['532 14 41-66', '532144166', '532-14-41-66', '5321441', '532.14.41.66']) expect(find(idx, q)).toContain(2);
    expect(find(idx, '471234')).toEqual([13]);
    expect(find(idx, '0047-1234')).toEqual([13]);
    expect(find(idx, '1R0750')).toEqual([7]);
    expect(find(idx, '1r 0750')).toEqual([7]);
  });

  it('finds interchange numbers', () => {
    expect(find(idx, 'ar12346')).toEqual([1]);
    expect(find(idx, 're 0750')).toEqual([1]);
    expect(find(idx, 'RE0750')).toEqual([1]);
  });

  it('finds machines and models', () => {
    expect(find(idx, 'john deere 4020')).toEqual([1]);
    expect(find(idx, 'x350')).toEqual([3]);
    expect(find(idx, 'ford 8n')).toEqual([8]);
  });

  it('finds machines typed run together the way mechanics write them', () => {
    expect(find(idx, 'jd4020')).toEqual(find(idx, 'john deere 4020'));
    expect(find(idx, 'jd4020 radiator')).toEqual([1]);
    expect(find(idx, 'jdx350')).toEqual([3]);
    expect(find(idx, 'radiator4020')).toEqual([]);
    const machines = createSearchIndex([
      product(1, { title: 'Seat for Massey Ferguson 135 Tractors', brand: 'Sparex', fitment: ['Massey Ferguson 135'], model: ['135'] }),
      product(2, { title: 'Bucket Tooth fits Case 580 Super N', brand: 'Case', fitment: ['Case 580 Super N'], model: ['580 Super N'] }),
      product(3, { title: 'Pin 580-135', sku: 'MF135', brand: 'Universal' }),
    ]);
    expect(find(machines, 'mf135')).toEqual([3, 1]);
    expect(find(machines, 'mf 135')).toEqual([3, 1]);
    expect(find(machines, '580sn')).toEqual(find(machines, 'case 580 sn'));
    expect(find(machines, '580sn')).toEqual([2]);
  });

  it('knows synonyms and plurals', () => {
    expect(find(idx, 'jd radiator')).toEqual([1]);
    expect(find(idx, 'rad kubota')).toEqual([10]);
    expect(find(idx, 'filters kubota')).toEqual([4]);
    expect(sorted(find(idx, 'seats '))).toEqual([6, 11, 12]);
    expect(sorted(find(idx, 'filter '))).toEqual([4, 5]);
  });

  it('ignores stop words unless they are being typed', () => {
    expect(find(idx, 'belt for x350')).toEqual([3]);
    expect(find(idx, 'for ')).toEqual([]);
  });
});

describe('ranking', () => {
  it('puts exact part numbers first, the part number before the interchange', () => {
    expect(find(idx, '532144166')).toEqual([2, 3]);
    const extra = createSearchIndex([product(1, { sku: 'AR12345', sales: 1, price: 90 }), product(2, { sku: 'AR123456', sales: 99, price: 1 })]);
    expect(find(extra, 'ar12345')).toEqual([1, 2]);
    expect(find(extra, 'ar12345', { sort: 'PRICE_LOW' })).toEqual([1, 2]);
  });

  it('lists every match strictly in an order the customer chose, an exact part number first', () => {
    const r = createSearchIndex([
      product(1, { title: 'Hydraulic Filter', price: 80, sales: 1 }),
      product(2, { title: 'Hydraulic Line Filter Wrench', price: 10, sales: 1 }),
      product(3, { title: 'Hydrualic Filter Head', price: 40, sales: 1 }),
      product(4, { sku: 'HF100', title: 'Hydraulic Filter', price: 120, sales: 1 }),
    ]);
    // By relevance the typo ranks last, whatever its price.
    expect(find(r, 'hydraulic filter').at(-1)).toBe(3);
    expect(find(r, 'hydraulic filter', { sort: 'PRICE_LOW' })).toEqual([2, 3, 1, 4]);
    expect(find(r, 'hydraulic filter', { sort: 'PRICE_HIGH' })).toEqual([4, 1, 3, 2]);
    expect(find(r, 'hf100 filter', { sort: 'PRICE_LOW' })[0]).toBe(4);
  });

  it('puts fewer typos first', () => {
    const r = createSearchIndex([product(1, { title: 'Seat Cushion', sales: 100 }), product(2, { title: 'Seal Kit', sales: 1 })]);
    expect(find(r, 'seal ')).toEqual([2, 1]);
  });

  it('prefers the title to the fitment, and close words to distant ones', () => {
    const r = createSearchIndex([
      product(1, { title: 'Radiator Cap', fitment: ['John Deere 4020'], sales: 100 }),
      product(2, { title: 'John Deere Radiator Cap', sales: 1 }),
      product(3, { title: 'Deck Mower Spindle Belt', sales: 50 }),
      product(4, { title: 'Deck Belt 48', sales: 2 }),
    ]);
    expect(find(r, 'deere ')).toEqual([2, 1]);
    expect(find(r, 'deck belt')).toEqual([4, 3]);
  });

  it('sorts by each sort order', () => {
    const r = createSearchIndex([
      product(1, { title: 'Bravo', price: 30, rating: 4, sales: 10 }),
      product(2, { title: 'alpha', price: 10, rating: 5, sales: 5 }),
      product(3, { title: 'Charlie', price: null, rating: 1, sales: 50 }),
      product(4, { title: 'delta', price: 20, rating: 4, sales: 20 }),
    ]);
    const expected: Record<SortMethod, number[]> = {
      DEFAULT: [3, 4, 1, 2],
      RELEVANCE: [3, 4, 1, 2],
      BEST_SELLING: [3, 4, 1, 2],
      A_TO_Z: [2, 1, 3, 4],
      Z_TO_A: [4, 3, 1, 2],
      HIGHEST_RATING: [2, 4, 1, 3],
      PRICE_LOW: [2, 4, 1, 3],
      PRICE_HIGH: [1, 4, 2, 3],
    };
    for (const sort of SORT_METHODS) expect(find(r, '', { sort }), sort).toEqual(expected[sort]);
  });

  it('keeps every order for parts added after the build, past the room the build left, with and without a filter', () => {
    // Built with a few parts; the rest arrive as upserts, more than the columns had room for.
    const price = (i: number) => ((i * 7919) % 997) + 0.5;
    const all = Array.from({ length: 400 }, (_, i) => product(i + 1, { title: `Part ${(i * 31) % 400}`, price: price(i), brand: i % 2 ? 'Kubota' : 'Bobcat' }));
    const r = createSearchIndex(all.slice(0, 10));
    for (const p of all.slice(10)) upsert(r, p);
    const priceOf = (id: number) => price(id - 1);
    const ascending = (list: number[]) => list.every((id, i) => i === 0 || priceOf(list[i - 1]) <= priceOf(id));
    for (const extra of [{}, { facetFilters: [['brand:Kubota']] }] as SearchRequest[]) {
      const low = find(r, '', { ...extra, sort: 'PRICE_LOW' });
      expect(low.length).toBe('facetFilters' in extra ? 200 : 400);
      expect(ascending(low)).toBe(true);
      const high = find(r, '', { ...extra, sort: 'PRICE_HIGH' });
      expect(high.every((id, i) => i === 0 || priceOf(high[i - 1]) >= priceOf(id))).toBe(true);
      const titles = find(r, '', { ...extra, sort: 'A_TO_Z' }).map((id) => `Part ${((id - 1) * 31) % 400}`);
      expect(titles).toEqual([...titles].sort());
    }
  });

  it('rejects an unknown sort', () => {
    expect(() => search(idx, { sort: 'CHEAPEST' as SortMethod })).toThrow(SearchInputError);
  });
});

describe('paging', () => {
  const many = createSearchIndex(Array.from({ length: 1005 }, (_, i) => product(i + 1, { sales: 2000 - i })));

  it('pages through hits', () => {
    const p0 = search(many, { hitsPerPage: 10, page: 0 });
    expect(p0.nbHits).toBe(1005);
    expect(p0.nbPages).toBe(100);
    expect(ids(p0)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(ids(search(many, { hitsPerPage: 10, page: 3 }))[0]).toBe(31);
  });

  it('stops at 1000 hits', () => {
    expect(ids(search(many, { hitsPerPage: 10, page: 99 })).at(-1)).toBe(1000);
    expect(search(many, { hitsPerPage: 10, page: 100 }).hits).toEqual([]);
    expect(search(many, { hitsPerPage: 1000 }).hits).toHaveLength(1000);
  });

  it('answers counts only with hitsPerPage 0', () => {
    const r = search(idx, { query: 'belt', hitsPerPage: 0, facets: ['brand'] });
    expect(r.hits).toEqual([]);
    expect(r.nbPages).toBe(0);
    expect(r.facets.brand).toEqual({ Gates: 1, Husqvarna: 1 });
  });
});

describe('facets and filters', () => {
  it('counts every facet over all matches', () => {
    const r = search(idx, { query: 'belt', facets: ['*'], hitsPerPage: 1 });
    expect(r.facets.brand).toEqual({ Gates: 1, Husqvarna: 1 });
    expect(r.facets['Belt Type']).toEqual({ Deck: 1, 'FHP 4L': 1 });
    expect(r.facets.fitment).toEqual({ 'Husqvarna YTH24V48': 1, 'John Deere X350': 1 });
    expect(r.facets.model).toEqual({ X350: 1, YTH24V48: 1 });
    expect(r.facets.categoryIds).toBeUndefined();
    expect(search(idx, { query: 'belt', facets: ['categoryIds'] }).facets.categoryIds).toEqual({ 2: 2, 20: 1, 21: 1 });
  });

  it('limits and orders facet values', () => {
    const r = search(idx, { facets: ['brand'], maxValuesPerFacet: 2 });
    expect(Object.entries(r.facets.brand)).toEqual([
      ['Milsco', 3],
      ['Kubota', 2],
    ]);
    const alpha = search(idx, { facets: ['category'], sortFacetValuesBy: 'alpha', maxValuesPerFacet: 3 });
    expect(Object.keys(alpha.facets.category)).toEqual(['Oil Filters', 'Radiators', 'Seat Cushions']);
  });

  it('ANDs filter groups and ORs inside a group, case-insensitively', () => {
    expect(sorted(find(idx, '', { facetFilters: [['brand:Kubota', 'brand:Milsco']] }))).toEqual([4, 6, 10, 11, 12]);
    expect(find(idx, '', { facetFilters: [['brand:kubota'], ['category:Radiators']] })).toEqual([10]);
    expect(find(idx, '', { facetFilters: 'brand:Gates' })).toEqual([3]);
    expect(find(idx, '', { facetFilters: [['brand:Nobody']] })).toEqual([]);
    expect(find(idx, '', { facetFilters: [['unknownFacet:x']] })).toEqual([]);
  });

  it('gives the counts of a disjunctive facet from the request without its own filter', () => {
    const main = search(idx, { facets: ['*'], facetFilters: [['brand:Kubota']] });
    expect(main.facets.brand).toEqual({ Kubota: 2 });
    const disjunctive = search(idx, { facets: ['brand'], hitsPerPage: 0 });
    expect(disjunctive.facets.brand.Kubota).toBe(2);
    expect(disjunctive.facets.brand.Milsco).toBe(3);
  });

  it('negates with a leading dash', () => {
    expect(find(idx, 'cushion', { facetFilters: [['-brand:Milsco']] })).toEqual([]);
    expect(sorted(find(idx, 'seat', { facetFilters: [['-category:Seat Cushions', 'brand:Nobody']] }))).toEqual([12, 13]);
    expect(find(idx, '', { facetFilters: ['-brand:Milsco'] })).toHaveLength(10);
  });

  it('filters prices with the price radio ranges, never matching a missing price', () => {
    expect(find(idx, '', { numericFilters: ['price<200'] })).not.toContain(9);
    expect(find(idx, '', { numericFilters: ['price<200'] })).toContain(8);
    expect(find(idx, '', { numericFilters: ['price<200'] })).not.toContain(6);
    expect(sorted(find(idx, '', { numericFilters: ['price>=200', 'price<=500'] }))).toEqual([1, 9, 10, 12]);
    expect(find(idx, '', { numericFilters: ['price>500'] })).toEqual([7]);
    expect(sorted(find(idx, '', { numericFilters: ['price:200 TO 500'] }))).toEqual([1, 9, 10, 12]);
    expect(sorted(find(idx, '', { numericFilters: [['price<10', 'price>1000']] }))).toEqual([5, 7]);
    expect(find(idx, '', { numericFilters: ['rating>=4.8'] })).toEqual([4]);
  });

  it('reads the filters expression', () => {
    expect(sorted(find(idx, '', { filters: 'brand:"John Deere" OR (Color:Black OR Color:Green)' }))).toEqual([1, 2, 3]);
    expect(find(idx, '', { filters: '"Belt Type":Deck AND price < 200' })).toEqual([2]);
    expect(sorted(find(idx, '', { filters: 'category:Radiators AND NOT brand:Kubota' }))).toEqual([1]);
    expect(find(idx, '', { filters: 'price:1000 TO 2000' })).toEqual([7]);
    expect(() => search(idx, { filters: 'brand:John Deere' })).toThrow(SearchInputError);
    expect(() => search(idx, { filters: '(brand:x' })).toThrow(/Invalid filters/);
  });

  it('filters by a fleet machine', () => {
    expect(find(idx, '', { facetFilters: [['machineModelIds:42']] })).toEqual([1]);
    expect(find(idx, 'belt', { facetFilters: [['machineModelIds:43']] })).toEqual([3]);
  });

  it('reports price stats over the matches', () => {
    const r = search(idx, { query: 'milsco', facets: ['*'] });
    expect(r.facetsStats.price).toEqual({ min: 89, max: 349, avg: 219, sum: 438 });
  });

  it('rejects malformed filters', () => {
    expect(() => search(idx, { facetFilters: [['brand']] })).toThrow(SearchInputError);
    expect(() => search(idx, { numericFilters: ['price<<2'] })).toThrow(SearchInputError);
    expect(() => search(idx, { facetFilters: [[1 as unknown as string]] })).toThrow(SearchInputError);
  });
});

describe('facet value search', () => {
  it('finds values by prefix with counts under the current search', () => {
    const r = searchFacetValues(idx, { facetName: 'fitment', facetQuery: 'deere' });
    expect(r.facetHits).toEqual([
      { value: 'John Deere 4020', highlighted: 'John <em>Deere</em> 4020', count: 1 },
      { value: 'John Deere X350', highlighted: 'John <em>Deere</em> X350', count: 1 },
    ]);
    expect(searchFacetValues(idx, { facetName: 'fitment', facetQuery: 'deere', query: 'belt' }).facetHits.map((h) => h.value)).toEqual(['John Deere X350']);
    expect(searchFacetValues(idx, { facetName: 'brand', facetQuery: '', maxFacetHits: 1 }).facetHits).toEqual([{ value: 'Milsco', highlighted: 'Milsco', count: 3 }]);
    expect(searchFacetValues(idx, { facetName: 'nope', facetQuery: 'x' }).facetHits).toEqual([]);
  });
});

describe('highlighting', () => {
  it('wraps matched words in the requested tags and escapes the rest', () => {
    const [hit] = search(idx, { query: 'deluxe vinyl', highlightPreTag: '[', highlightPostTag: ']' }).hits;
    expect(hit.highlight.title).toEqual({ value: 'Seat &quot;[Deluxe]&quot; &lt;b&gt;[Vinyl]&lt;/b&gt; &amp; Co', matchLevel: 'full', matchedWords: ['deluxe', 'vinyl'] });
    expect(hit.highlight.brand).toEqual({ value: 'Milsco', matchLevel: 'none', matchedWords: [] });
  });

  it('highlights prefixes, typos, part numbers and list values', () => {
    const [hit] = search(idx, { query: 'john radiatr 40' }).hits;
    expect(hit.record.id).toBe(1);
    expect(hit.highlight.title).toEqual({ value: '<em>John</em> Deere <em>Radiator</em> AR12345', matchLevel: 'partial', matchedWords: ['john', 'radiatr'] });
    expect(hit.highlight.fitment).toEqual([{ value: '<em>John</em> Deere <em>40</em>20', matchLevel: 'partial', matchedWords: ['john', '40'] }]);
    const [belt] = search(idx, { query: '532144166' }).hits;
    expect(belt.record.id).toBe(2);
    expect(search(idx, { query: '532144166', attributesToHighlight: ['sku'] }).hits[0].highlight.sku).toEqual({
      value: '<em>532 14 41-66</em>',
      matchLevel: 'full',
      matchedWords: ['532144166'],
    });
  });
});

describe('incremental updates', () => {
  function fresh() {
    return createSearchIndex(CATALOGUE);
  }

  it('adds, replaces and removes products', () => {
    const live = fresh();
    upsert(live, product(100, { title: 'Kubota Water Pump', brand: 'Kubota', category: 'Water Pumps', price: 5, sales: 1000 }));
    expect(find(live, 'water pump')).toEqual([100]);
    expect(find(live, '', { sort: 'PRICE_LOW' })[0]).toBe(100);
    expect(find(live, '')[0]).toBe(100);
    upsert(live, product(4, { title: 'Kubota Fuel Filter', brand: 'Kubota', category: 'Fuel Filters', price: 15, sales: 1 }));
    expect(find(live, 'oil kubota')).toEqual([]);
    expect(find(live, 'fuel')).toEqual([4]);
    expect(search(live, { facets: ['category'] }).facets.category['Fuel Filters']).toBe(1);
    expect(search(live, { facets: ['category'] }).facets.category['Oil Filters']).toBe(1);
    expect(remove(live, 100)).toBe(true);
    expect(remove(live, 100)).toBe(false);
    expect(find(live, 'water pump')).toEqual([]);
    expect(getRecord(live, 4)?.title).toBe('Kubota Fuel Filter');
    expect(getRecord(live, 100)).toBeUndefined();
    expect([...liveRecords(live)].map((r) => r.id).sort((a, b) => a - b)).toEqual(CATALOGUE.map((r) => r.id));
  });

  it('keeps sort orders right for added products', () => {
    const live = fresh();
    for (const [id, price, title] of [
      [200, 100, 'Mid A'],
      [201, 100.5, 'Mid B'],
      [202, 99.99, 'Mid C'],
      [203, 100.25, 'Mid D'],
    ] as const)
      upsert(live, product(id, { title, price }));
    const lowToHigh = find(live, 'mid', { sort: 'PRICE_LOW' });
    expect(lowToHigh).toEqual([202, 200, 203, 201]);
    expect(find(live, '', { sort: 'PRICE_LOW' }).filter((id) => id >= 200)).toEqual(lowToHigh);
    expect(find(live, '', { sort: 'Z_TO_A' }).filter((id) => id >= 200)).toEqual([203, 202, 201, 200]);
  });

  it('returns the stored record unchanged', () => {
    expect(getRecord(idx, 1)).toEqual(CATALOGUE[0]);
    expect(search(idx, { query: 'ar12345' }).hits[0].record).toEqual(CATALOGUE[0]);
  });

  it('rejects records without a valid id', () => {
    expect(() => upsert(fresh(), product(-1))).toThrow(SearchInputError);
    expect(() => createSearchIndex([product(1.5)])).toThrow(SearchInputError);
  });

  it('keeps the later of two records with the same id', () => {
    const dup = createSearchIndex([product(1, { title: 'Old' }), product(1, { title: 'New' })]);
    expect(search(dup, {}).nbHits).toBe(1);
    expect(getRecord(dup, 1)?.title).toBe('New');
  });
});

describe('SearchEngine', () => {
  /** An async source whose records only flow once release() is called. */
  function gatedSource(records: SearchProductRecord[]) {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    async function* source() {
      await gate;
      yield* records;
    }
    return { source, release };
  }

  it('serves the old index during a rebuild, replays changes, then swaps', async () => {
    const engine = new SearchEngine();
    await engine.rebuild(() => CATALOGUE);
    expect(engine.search({ query: 'radiator' }).nbHits).toBe(2);
    const { source, release } = gatedSource([...CATALOGUE, product(50, { title: 'Radiator Hose' })]);
    const rebuilding = engine.rebuild(source);
    engine.upsert(product(51, { title: 'Radiator Fan' }));
    engine.remove(10);
    expect(sorted(engine.search({ query: 'radiator', hitsPerPage: 10 }).hits.map((h) => h.record.id))).toEqual([1, 51]);
    release();
    await rebuilding;
    expect(sorted(engine.search({ query: 'radiator', hitsPerPage: 10 }).hits.map((h) => h.record.id))).toEqual([1, 50, 51]);
  });

  it('answers from its first request on an empty catalogue', () => {
    const engine = new SearchEngine();
    expect(engine.search({ query: 'belt', facets: ['*'] })).toMatchObject({ nbHits: 0, hits: [] });
    expect(engine.suggest('be')).toEqual([]);
  });

  it('compacts on its own after many changes', async () => {
    const engine = new SearchEngine({ compactRatio: 0 });
    await engine.rebuild(() => CATALOGUE);
    const before = engine.index;
    for (let i = 0; i < 1000; i++) engine.upsert(product(1000 + i, { title: `Widget ${i}` }));
    await engine.idle();
    expect(engine.index).not.toBe(before);
    expect(engine.index.changes).toBe(0);
    expect(engine.search({ query: 'widget' }).nbHits).toBe(1000);
    expect(engine.search({}).nbHits).toBe(CATALOGUE.length + 1000);
  });
});

describe('suggestions', () => {
  it('suggests categories, brands with categories, parts and machines by prefix', () => {
    const terms = suggest(idx, 'rad').map((s) => s.SearchTerm);
    expect(terms).toContain('Radiators');
    expect(terms).toContain('Kubota Radiators');
    expect(suggest(idx, 'deere 40').map((s) => s.SearchTerm)).toContain('John Deere 4020');
    expect(suggest(idx, 'ar1234').map((s) => s.SearchTerm)).toContain('AR12346');
  });

  it('ranks by popularity and learns from queries that found something', () => {
    const local = createSearchIndex(CATALOGUE);
    expect(suggest(local, 'oil')[0].SearchTerm).toBe('Oil Filters');
    // Popular once three distinct visitors ran it and it found parts.
    for (const visitor of ['a', 'b', 'c']) local.queryLog.record('oil cooler line', 3, visitor);
    recordQuery(local, 'oil pan gasket', 0);
    const terms = suggest(local, 'oil').map((s) => s.SearchTerm);
    expect(terms[0]).toBe('oil cooler line');
    expect(terms).not.toContain('oil pan gasket');
    const page = searchSuggestions(local, { query: 'oil c', hitsPerPage: 5 });
    expect(page.hits[0].highlight.SearchTerm).toEqual({ value: '<em>oil</em> <em>c</em>ooler line', matchLevel: 'full', matchedWords: ['oil', 'c'] });
  });
});

// ---------------------------------------------------------------------------------------------
// Property: the index agrees with a brute-force scan of the same records.

const WORDS = ['belt', 'belts', 'deck', 'radiator', 'seat', 'filter', 'hose', 'pump', 'kit', 'gasket', 'blade', 'bearing', 'for', 'x', 'alternator'];
const BRANDS = ['John Deere', 'Kubota', 'Gates', 'Case IH', 'Ford'];
const COLORS = ['Black', 'Green', 'Blue'];
const MACHINES = ['John Deere 4020', 'Kubota L3901', 'Ford 8N', 'Case 580'];

const partNumber = fc
  .tuple(fc.constantFrom('A', 'AR', 'B', 'RE', ''), fc.integer({ min: 0, max: 99999 }), fc.constantFrom('', '-', ' ', '.'))
  .map(([letters, n, sep]) => `${letters}${sep}${String(n).padStart(3, '0')}`);

const recordArb = (id: number) =>
  fc
    .record({
      words: fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 4 }),
      sku: partNumber,
      brand: fc.constantFrom(...BRANDS),
      color: fc.option(fc.constantFrom(...COLORS), { nil: undefined }),
      trade: fc.option(fc.constantFrom('4L450', 'B41', '3/B55'), { nil: undefined }),
      machines: fc.uniqueArray(fc.constantFrom(...MACHINES), { maxLength: 2 }),
      interchange: fc.array(partNumber, { maxLength: 2 }),
      price: fc.option(fc.integer({ min: 1, max: 100000 }).map((c) => c / 100), { nil: null }),
      rating: fc.integer({ min: 0, max: 50 }).map((r) => r / 10),
      sales: fc.integer({ min: 0, max: 20 }),
      categoryIds: fc.uniqueArray(fc.integer({ min: 1, max: 4 }), { maxLength: 3 }),
    })
    .map((r) =>
      product(id, {
        title: `${r.brand} ${r.words.join(' ')}`,
        sku: r.sku,
        manufacturerPartNumber: r.sku,
        brand: r.brand,
        category: r.words[0],
        fitment: r.machines,
        model: r.machines.map((m) => m.split(' ').at(-1)!),
        interchange: r.interchange,
        attributes: { ...(r.color ? { Color: r.color } : {}), ...(r.trade ? { 'Trade Size': r.trade } : {}) },
        price: r.price,
        rating: r.rating,
        sales: r.sales,
        categoryIds: r.categoryIds,
      }),
    );

const catalogueArb = fc.integer({ min: 1, max: 60 }).chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => recordArb(i + 1))));

const queryArb = fc.oneof(
  fc.constant(''),
  fc
    .array(fc.constantFrom(...WORDS, ...BRANDS.map((b) => b.toLowerCase())), { minLength: 1, maxLength: 3 })
    .chain((words) => fc.tuple(fc.constant(words), fc.nat({ max: 3 }), fc.boolean()))
    .map(([words, cut, space]) => {
      const last = words.at(-1)!;
      const typed = [...words.slice(0, -1), last.slice(0, Math.max(1, last.length - cut))].join(' ');
      return space ? `${typed} ` : typed;
    }),
  fc.tuple(fc.constantFrom(...WORDS), fc.nat({ max: 5 }), fc.constantFrom(...'abcdeklorstx')).map(([w, at, c]) => (w.slice(0, at) + c + w.slice(at + 1)).trim()),
  partNumber,
  partNumber.map((p) => p.slice(0, 3)),
  fc.constantFrom('4l450', 'B41', 'b5', '3/b55'),
  fc.tuple(fc.constantFrom('jd', 'cat', 'mf', 'sn', 'ab', 'rad'), fc.constantFrom('4020', '8', '580', '12', 'x350', 'l3901', 'tor')).map(([a, n]) => (a === 'sn' ? n + a : a + n)),
);

const filterArb = fc.record(
  {
    facetFilters: fc.array(
      fc.array(
        fc.oneof(
          fc.constantFrom(...BRANDS).map((b) => `brand:${b}`),
          fc.constantFrom(...COLORS).map((c) => `Color:${c}`),
          fc.constantFrom(...MACHINES).map((m) => `fitment:${m}`),
          fc.constantFrom(...BRANDS).map((b) => `-brand:${b}`),
          fc.integer({ min: 1, max: 5 }).map((c) => `categoryIds:${c}`),
        ),
        { minLength: 1, maxLength: 2 },
      ),
      { maxLength: 2 },
    ),
    numericFilters: fc.array(fc.constantFrom('price<200', 'price>=200', 'price<=500', 'price>500', 'price:10 TO 300', 'rating>=3'), { maxLength: 2 }),
  },
  { requiredKeys: [] },
);

const SYNONYMS = new Map(Object.entries(DEFAULT_SYNONYMS).map(([k, v]) => [k, v.map((p) => p.split(/\s+/))]));

/** Terms a document holds, by the documented rules (subwords, joined chunks, whole part numbers; no stop words). */
function modelTerms(r: SearchProductRecord): Set<string> {
  const out = new Set<string>();
  const add = (value: string, whole: boolean) => {
    const chunks = value.split(/\s+/).filter(Boolean);
    const all: string[] = [];
    for (const chunk of chunks) {
      const subs = (chunk.match(/[\p{L}\p{N}]+/gu) ?? []).map(foldWord);
      for (const s of subs) if (!STOP_WORDS.has(s)) out.add(stripZeros(s));
      if (subs.length > 1) out.add(stripZeros(subs.join('')));
      all.push(...subs);
    }
    if (whole && all.length) out.add(stripZeros(all.join('')));
  };
  add(r.sku, true);
  add(r.manufacturerPartNumber, true);
  for (const v of [r.title, r.brand, r.category, ...r.fitment, ...r.model, r.attributes['Trade Size'] ?? '']) add(v, false);
  for (const v of r.interchange) add(v, true);
  return out;
}

function modelWordMatches(terms: Set<string>, word: string, prefix: boolean): boolean {
  if (terms.has(word)) return true;
  const list = [...terms];
  if (prefix && list.some((t) => t.startsWith(word))) return true;
  for (const alt of SYNONYMS.get(word) ?? []) if (alt.every((w) => terms.has(w))) return true;
  if (pluralVariants(word).some((v) => terms.has(v))) return true;
  const budget = typoBudget(word);
  if (budget === 0) return false;
  return list.some((t) => !hasDigit(t) && (prefix ? prefixEditDistance(word, t, budget) : editDistance(word, t, budget)) <= budget);
}

/** The documented query readings: words as typed, multi-part chunks split, part-number pieces joined. */
function modelReadings(query: string): { term: string; prefix: boolean }[][] {
  const { chunks: all, prefixLast } = parseQuery(query);
  const last = all.length - 1;
  const isPrefix = (i: number) => i === last && prefixLast;
  const kept = all.filter((c, i) => !STOP_WORDS.has(c.term) || isPrefix(i));
  const chunks = kept.length ? kept : all;
  const prefixAt = (c: (typeof all)[number]) => c === all[last] && prefixLast;
  const readings = [chunks.map((c) => ({ term: c.term, prefix: prefixAt(c) }))];
  const splittable = chunks.every((c) => c.parts.every((p, k) => !STOP_WORDS.has(p) || (prefixAt(c) && k === c.parts.length - 1)));
  if (chunks.some((c) => c.parts.length > 1) && splittable)
    readings.push(chunks.flatMap((c) => c.parts.map((p, k) => ({ term: stripZeros(p), prefix: prefixAt(c) && k === c.parts.length - 1 }))));
  const designation = (t: string) => {
    const suffix = /^(\d+)([a-z]+)$/.exec(t);
    if (suffix) return SYNONYMS.has(suffix[2]) ? [suffix[1], suffix[2]] : null;
    const key = [...SYNONYMS.keys()].filter((k) => t.startsWith(k) && /^[a-z]*\d/.test(t.slice(k.length))).sort((a, b) => b.length - a.length)[0];
    return key ? [key, t.slice(key.length)] : null;
  };
  if (chunks.some((c) => c.parts.length === 1 && designation(c.term)))
    readings.push(
      chunks.flatMap((c) => {
        const pieces = c.parts.length === 1 ? designation(c.term) : null;
        return pieces ? pieces.map((p, k) => ({ term: p, prefix: prefixAt(c) && k === 1 })) : [{ term: c.term, prefix: prefixAt(c) }];
      }),
    );
  if (all.length > 1) {
    const joined: { term: string; prefix: boolean }[] = [];
    let changed = false;
    for (let i = 0; i < all.length; ) {
      let e = i;
      let digits = false;
      while (e < all.length && (all[e].hasDigit || all[e].term.length <= 3)) digits = all[e++].hasDigit || digits;
      if (e - i >= 2 && digits) {
        joined.push({ term: stripZeros(all.slice(i, e).map((c) => c.parts.join('')).join('')), prefix: isPrefix(e - 1) });
        changed = true;
        i = e;
      } else {
        if (chunks.includes(all[i])) joined.push({ term: all[i].term, prefix: isPrefix(i) });
        i++;
      }
    }
    if (changed) readings.push(joined);
  }
  return readings;
}

function modelFilter(r: SearchProductRecord, req: SearchRequest): boolean {
  const facetValue = (attr: string): string[] =>
    attr === 'brand'
      ? [r.brand]
      : attr === 'fitment'
        ? r.fitment
        : attr === 'Color'
          ? r.attributes.Color
            ? [r.attributes.Color]
            : []
          : attr === 'categoryIds'
            ? r.categoryIds.map(String)
            : [];
  const facetOk = ((req.facetFilters ?? []) as string[][]).every((group) =>
    group.some((f) => {
      const negate = f.startsWith('-');
      const [attr, ...rest] = (negate ? f.slice(1) : f).split(':');
      const has = facetValue(attr).includes(rest.join(':'));
      return negate ? !has : has;
    }),
  );
  const numericOk = ((req.numericFilters ?? []) as string[]).every((f) => {
    const m = /^(\w+)(<=|>=|<|>|:)(.+)$/.exec(f)!;
    const v = m[1] === 'price' ? r.price : r.rating;
    if (v === null) return false;
    if (m[2] === ':') {
      const [lo, hi] = m[3].split(' TO ').map(Number);
      return v >= lo && v <= hi;
    }
    const x = Number(m[3]);
    return m[2] === '<' ? v < x : m[2] === '<=' ? v <= x : m[2] === '>' ? v > x : v >= x;
  });
  return facetOk && numericOk;
}

function modelSearch(records: SearchProductRecord[], req: SearchRequest): SearchProductRecord[] {
  const readings = modelReadings(req.query ?? '');
  return records.filter((r) => {
    if (!modelFilter(r, req)) return false;
    if (readings.length === 0 || readings[0].length === 0) return true;
    const terms = modelTerms(r);
    return readings.some((words) => words.every((w) => modelWordMatches(terms, w.term, w.prefix)));
  });
}

function modelFacet(records: SearchProductRecord[], values: (r: SearchProductRecord) => string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const r of records) for (const v of new Set(values(r))) if (v) counts[v] = (counts[v] ?? 0) + 1;
  return counts;
}

const byDefault = (a: SearchProductRecord, b: SearchProductRecord) => b.sales - a.sales || a.id - b.id;

describe('property: the index agrees with a brute-force scan', () => {
  it('on random catalogues, queries, filters and changes', () => {
    fc.assert(
      fc.property(
        catalogueArb,
        fc.array(fc.tuple(queryArb, filterArb), { minLength: 1, maxLength: 6 }),
        fc.array(fc.oneof(fc.nat({ max: 70 }).map((id) => ({ remove: id + 1 })), fc.nat({ max: 70 }).chain((id) => recordArb(id + 1).map((r) => ({ upsert: r })))), { maxLength: 8 }),
        (records, searches, changes) => {
          const index = createSearchIndex(records);
          const live = new Map(records.map((r) => [r.id, r]));
          const check = () => {
            const all = [...live.values()];
            for (const [query, filters] of searches) {
              const req: SearchRequest = { query, ...filters, hitsPerPage: 1000, facets: ['*'] };
              const expected = modelSearch(all, req);
              const result = search(index, req);
              expect(result.nbHits, JSON.stringify(req)).toBe(expected.length);
              expect(sorted(ids(result)), JSON.stringify(req)).toEqual(sorted(expected.map((r) => r.id)));
              expect(result.facets.brand ?? {}).toEqual(modelFacet(expected, (r) => [r.brand]));
              expect(result.facets.fitment ?? {}).toEqual(modelFacet(expected, (r) => r.fitment));
              expect(result.facets.Color ?? {}).toEqual(modelFacet(expected, (r) => (r.attributes.Color ? [r.attributes.Color] : [])));
              if (!query) expect(ids(result)).toEqual([...expected].sort(byDefault).map((r) => r.id));
              for (const h of result.hits) expect(h.record).toEqual(live.get(h.record.id));
            }
          };
          // Once before the changes, so cached counts (prefixes, postings, filter sets) must follow them.
          check();
          for (const change of changes) {
            if ('remove' in change) {
              remove(index, change.remove);
              live.delete(change.remove);
            } else {
              upsert(index, change.upsert);
              live.set(change.upsert.id, change.upsert);
            }
          }
          check();
          const all = [...live.values()];
          const lowToHigh = search(index, { sort: 'PRICE_LOW', hitsPerPage: 1000 });
          const expectedOrder = [...all].sort((a, b) => (a.price ?? Infinity) - (b.price ?? Infinity) || byDefault(a, b)).map((r) => r.id);
          expect(ids(lowToHigh)).toEqual(expectedOrder);
        },
      ),
      { numRuns: Number(process.env.SEARCH_PROPERTY_RUNS ?? 150) },
    );
  });
});
