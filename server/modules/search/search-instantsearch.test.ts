/**
 * The request bodies react-instantsearch 7 (algoliasearch-helper 3) sends through the stock
 * clients, as they go over the wire: algoliasearch v4 lite (each request's params as one
 * URL-encoded string, keys in the helper's order, arrays JSON-encoded), algoliasearch v5 lite
 * (every parameter beside indexName) and v4's separate facet-value search route. The answers
 * must have the shapes InstantSearch reads.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { SearchEngine } from './search-engine';
import type { ProtocolOptions } from './search-protocol';
import { runFacetValuesQuery, runMultiQuery } from './search-protocol';
import { product } from './search-test-records';

const RECORDS = [
  product(1, { title: 'Husqvarna Deck Belt', brand: 'Husqvarna', category: 'Deck Belts', price: 32.5, sales: 9, attributes: { Color: 'Black' } }),
  product(2, { title: 'Gates V-Belt 4L450', brand: 'Gates', category: 'V-Belts', price: 18.75, sales: 5, attributes: { Color: 'Green' } }),
  product(3, { title: 'Gates Deck Belt Heavy Duty', brand: 'Gates', category: 'Deck Belts', price: 45, sales: 7, attributes: { Color: 'Black' } }),
  product(4, { title: 'Stens Deck Belt', brand: 'Stens', category: 'Deck Belts', price: 12, sales: 3, attributes: { Color: 'Black' } }),
  product(5, { title: 'Gates Timing Belt', brand: 'Gates', category: 'Timing Belts', price: 150, sales: 1, attributes: { Color: 'Black' } }),
  product(6, { title: 'Kubota Radiator', brand: 'Kubota', category: 'Radiators', price: 300, sales: 2 }),
];

const OPTIONS: ProtocolOptions = { now: () => 0, queryId: () => '0123456789abcdef0123456789abcdef' };
let engine: SearchEngine;

beforeAll(async () => {
  engine = new SearchEngine();
  await engine.rebuild(() => RECORDS);
});

type Answer = Record<string, unknown> & { hits: Array<Record<string, unknown>>; facets: Record<string, Record<string, number>> };

function send(body: unknown): Answer[] {
  // What goes over the wire is text: parse it the way the route does.
  const out = runMultiQuery(engine, JSON.parse(JSON.stringify(body)), OPTIONS);
  if (!out.ok) throw new Error(out.error.message);
  return out.value.results as Answer[];
}

const ids = (a: Answer) => a.hits.map((h) => h.objectID);

/** Every key InstantSearch reads from a search result (queryID only with clickAnalytics). */
const RESULT_KEYS = ['exhaustive', 'exhaustiveFacetsCount', 'exhaustiveNbHits', 'facets', 'facets_stats', 'hits', 'hitsPerPage', 'index', 'nbHits', 'nbPages', 'page', 'params', 'processingTimeMS', 'query'];

// algoliasearch v4 lite, first search of a page with a search box, hits and three refinement lists.
const V4_FIRST = {
  requests: [
    {
      indexName: 'PRODUCTS_MASTER',
      params:
        'clickAnalytics=true&facets=%5B%22brand%22%2C%22category%22%2C%22Color%22%5D&highlightPostTag=__%2Fais-highlight__&highlightPreTag=__ais-highlight__&hitsPerPage=24&maxValuesPerFacet=10&page=0&query=deck%20belt&tagFilters=',
    },
  ],
};

// The same client after refining brand (two values) and Color (disjunctive) and a price range:
// the main request, then one facet-count request per refined disjunctive facet without its own filter.
const V4_REFINED = {
  requests: [
    {
      indexName: 'PRODUCTS_MASTER',
      params:
        'clickAnalytics=true&facetFilters=%5B%5B%22brand%3AGates%22%2C%22brand%3AHusqvarna%22%5D%2C%5B%22Color%3ABlack%22%5D%5D&facets=%5B%22brand%22%2C%22category%22%2C%22Color%22%5D&highlightPostTag=__%2Fais-highlight__&highlightPreTag=__ais-highlight__&hitsPerPage=24&maxValuesPerFacet=10&numericFilters=%5B%22price%3E%3D10%22%2C%22price%3C%3D100%22%5D&page=0&query=belt&tagFilters=',
    },
    {
      indexName: 'PRODUCTS_MASTER',
      params:
        'analytics=false&clickAnalytics=false&facetFilters=%5B%5B%22Color%3ABlack%22%5D%5D&facets=brand&highlightPostTag=__%2Fais-highlight__&highlightPreTag=__ais-highlight__&hitsPerPage=0&maxValuesPerFacet=10&numericFilters=%5B%22price%3E%3D10%22%2C%22price%3C%3D100%22%5D&page=0&query=belt&tagFilters=',
    },
    {
      indexName: 'PRODUCTS_MASTER',
      params:
        'analytics=false&clickAnalytics=false&facetFilters=%5B%5B%22brand%3AGates%22%2C%22brand%3AHusqvarna%22%5D%5D&facets=Color&highlightPostTag=__%2Fais-highlight__&highlightPreTag=__ais-highlight__&hitsPerPage=0&maxValuesPerFacet=10&numericFilters=%5B%22price%3E%3D10%22%2C%22price%3C%3D100%22%5D&page=0&query=belt&tagFilters=',
    },
  ],
};

const TAGS = { highlightPostTag: '__/ais-highlight__', highlightPreTag: '__ais-highlight__' };

// algoliasearch v5 lite: the helper's requests flattened, every parameter beside indexName.
const V5_REFINED = {
  requests: [
    {
      indexName: 'PRODUCTS_MASTER',
      clickAnalytics: true,
      facetFilters: [['brand:Gates', 'brand:Husqvarna'], ['Color:Black']],
      facets: ['brand', 'category', 'Color'],
      ...TAGS,
      hitsPerPage: 24,
      maxValuesPerFacet: 10,
      numericFilters: ['price>=10', 'price<=100'],
      page: 0,
      query: 'belt',
      tagFilters: '',
    },
    {
      indexName: 'PRODUCTS_MASTER',
      analytics: false,
      clickAnalytics: false,
      facetFilters: [['Color:Black']],
      facets: 'brand',
      ...TAGS,
      hitsPerPage: 0,
      maxValuesPerFacet: 10,
      numericFilters: ['price>=10', 'price<=100'],
      page: 0,
      query: 'belt',
      tagFilters: '',
    },
  ],
};

describe('algoliasearch v4 lite bodies', () => {
  it('answers the first search with hits highlighted in the asked tags, facet counts and a queryID', () => {
    const [r] = send(V4_FIRST);
    expect(Object.keys(r).sort()).toEqual([...RESULT_KEYS, 'queryID'].sort());
    expect(r).toMatchObject({ nbHits: 3, page: 0, nbPages: 1, hitsPerPage: 24, query: 'deck belt', index: 'PRODUCTS_MASTER', queryID: '0123456789abcdef0123456789abcdef' });
    expect(ids(r)).toEqual(['1', '3', '4']);
    expect(r.params).toBe(V4_FIRST.requests[0].params);
    expect(r.facets).toEqual({ brand: { Husqvarna: 1, Gates: 1, Stens: 1 }, category: { 'Deck Belts': 3 }, Color: { Black: 3 } });
    expect(r.hits[0]._highlightResult).toMatchObject({
      title: { value: 'Husqvarna __ais-highlight__Deck__/ais-highlight__ __ais-highlight__Belt__/ais-highlight__', matchLevel: 'full', matchedWords: ['deck', 'belt'] },
      brand: { value: 'Husqvarna', matchLevel: 'none', matchedWords: [] },
    });
  });

  it('answers a refined search and each disjunctive facet request with its own counts', () => {
    const [main, brand, color] = send(V4_REFINED);
    expect(ids(main)).toEqual(['1', '3']);
    expect(main.facets).toEqual({ brand: { Husqvarna: 1, Gates: 1 }, category: { 'Deck Belts': 2 }, Color: { Black: 2 } });
    // Facet-count requests: no hits, no queryID, counts with the facet's own refinement lifted.
    expect(Object.keys(brand).sort()).toEqual(RESULT_KEYS);
    expect(brand).toMatchObject({ hits: [], nbHits: 3, hitsPerPage: 0, nbPages: 0, facets: { brand: { Husqvarna: 1, Gates: 1, Stens: 1 } } });
    expect(color).toMatchObject({ hits: [], nbHits: 3, facets: { Color: { Black: 2, Green: 1 } } });
  });

  it('asks the facet-value search route (searchForFacetValues) with the current query', async () => {
    const out = runFacetValuesQuery(engine, 'PRODUCTS_MASTER', 'brand', { params: 'facetQuery=hu&highlightPostTag=__%2Fais-highlight__&highlightPreTag=__ais-highlight__&maxFacetHits=10&query=belt&tagFilters=' }, OPTIONS);
    expect(out).toEqual({
      ok: true,
      value: { facetHits: [{ value: 'Husqvarna', highlighted: '__ais-highlight__Hu__/ais-highlight__sqvarna', count: 1 }], exhaustiveFacetsCount: true, processingTimeMS: 0 },
    });
  });
});

describe('algoliasearch v5 lite bodies', () => {
  it('answers parameters sent beside indexName exactly like the v4 string form', () => {
    const [main, brand] = send(V5_REFINED);
    const [v4main, v4brand] = send(V4_REFINED);
    expect(ids(main)).toEqual(ids(v4main));
    expect(main.facets).toEqual(v4main.facets);
    expect(main.queryID).toBe(OPTIONS.queryId!());
    expect(brand.facets).toEqual(v4brand.facets);
    expect(brand.hits).toEqual([]);
    expect(main.hits[0]._highlightResult).toEqual(v4main.hits[0]._highlightResult);
  });

  it('answers a facet-value search sent through the multi-query endpoint', () => {
    const [r] = send({ requests: [{ indexName: 'PRODUCTS_MASTER', type: 'facet', facet: 'brand', facetQuery: 'ga', maxFacetHits: 10, query: 'belt', ...TAGS, tagFilters: '' }] });
    expect(r).toEqual({ facetHits: [{ value: 'Gates', highlighted: '__ais-highlight__Ga__/ais-highlight__tes', count: 3 }], exhaustiveFacetsCount: true, processingTimeMS: 0 });
  });

  it('reads params given both inside params and beside it, params first', () => {
    const [r] = send({ requests: [{ indexName: 'PRODUCTS_MASTER', query: 'radiator', params: { query: 'belt', hitsPerPage: 1 } }] });
    expect(r).toMatchObject({ query: 'belt', hitsPerPage: 1, nbHits: 5 });
  });
});

describe('InfiniteHits paging', () => {
  it('pages until nbPages <= page + 1', () => {
    const pages: string[][] = [];
    for (let page = 0; ; page++) {
      const [r] = send({ requests: [{ indexName: 'PRODUCTS_MASTER', params: `hitsPerPage=2&page=${page}&query=belt` }] });
      pages.push(ids(r) as string[]);
      if ((r.nbPages as number) <= page + 1) break;
    }
    expect(pages).toHaveLength(3);
    expect(new Set(pages.flat()).size).toBe(5);
  });
});
