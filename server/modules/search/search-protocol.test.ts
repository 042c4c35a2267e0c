import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { SearchEngine } from './search-engine';
import type { ProtocolOptions } from './search-protocol';
import { PRODUCTS_INDEX, SUGGESTIONS_INDEX, learnableQuery, parseSearchRequest, runFacetValuesQuery, runMultiQuery } from './search-protocol';
import { product } from './search-test-records';

const RECORDS = [
  product(1, { title: 'Husqvarna Deck Belt', sku: '532 14 41-66', brand: 'Husqvarna', category: 'Deck Belts', price: 32.5, sales: 9, attributes: { Color: 'Black' }, fitment: ['Husqvarna YTH24V48'], model: ['YTH24V48'] }),
  product(2, { title: 'Gates V-Belt 4L450', brand: 'Gates', category: 'V-Belts', price: 18.75, sales: 5, attributes: { Color: 'Green' }, interchange: ['532144166'] }),
  product(3, { title: 'John Deere Radiator', sku: 'AR12345', brand: 'John Deere', category: 'Radiators', price: 450, sales: 7, fitment: ['John Deere 4020'], model: ['4020'] }),
  product(4, { title: 'Kubota Radiator', brand: 'Kubota', category: 'Radiators', price: 300, sales: 1 }),
];

const OPTIONS: ProtocolOptions = { now: () => 0, queryId: () => 'q1' };
let engine: SearchEngine;

beforeAll(async () => {
  engine = new SearchEngine();
  await engine.rebuild(() => RECORDS);
});

function ok<T>(outcome: { ok: true; value: T } | { ok: false; error: unknown }): T {
  if (!outcome.ok) throw new Error(`expected success, got ${JSON.stringify(outcome.error)}`);
  return outcome.value;
}

const run = (body: unknown) => runMultiQuery(engine, body, OPTIONS);
const results = (body: unknown) => ok(run(body)).results;

describe('recorded InstantSearch requests', () => {
  it('answers a v4 request with URL-encoded params', () => {
    const [r] = results({
      requests: [
        {
          indexName: 'PRODUCTS_MASTER',
          params:
            'clickAnalytics=true&facets=%5B%22brand%22%2C%22Color%22%5D&highlightPostTag=__%2Fais-highlight__&highlightPreTag=__ais-highlight__&maxValuesPerFacet=100&page=0&query=belt&tagFilters=',
        },
      ],
    });
    expect(r).toMatchObject({
      nbHits: 2,
      page: 0,
      nbPages: 1,
      hitsPerPage: 20,
      facets: { brand: { Gates: 1, Husqvarna: 1 }, Color: { Black: 1, Green: 1 } },
      facets_stats: { price: { min: 18.75, max: 32.5, avg: 25.625, sum: 51.25 } },
      exhaustiveNbHits: true,
      exhaustiveFacetsCount: true,
      query: 'belt',
      index: 'PRODUCTS_MASTER',
      processingTimeMS: 0,
      queryID: 'q1',
    });
    expect(r.params).toContain('query=belt');
    const hits = r.hits as Record<string, unknown>[];
    expect(hits[0]).toEqual({
      objectID: '1',
      title: 'Husqvarna Deck Belt',
      seoName: 'part-1',
      price: 32.5,
      stock: 'IN_STOCK',
      quantity: 5,
      brand: 'Husqvarna',
      category: 'Deck Belts',
      picture: '/media/1.jpg',
      city: 'Fargo',
      state: 'ND',
      interchange: [],
      fitment: ['Husqvarna YTH24V48'],
      model: ['YTH24V48'],
      _highlightResult: expect.objectContaining({
        title: { value: 'Husqvarna Deck __ais-highlight__Belt__/ais-highlight__', matchLevel: 'full', matchedWords: ['belt'] },
      }),
    });
  });

  it('answers a refined search and its disjunctive facet request independently', () => {
    const [main, disjunctive] = results({
      requests: [
        {
          indexName: 'PRODUCTS_MASTER',
          params: { query: 'belt', facets: ['brand', 'Color'], facetFilters: [['brand:Gates']], hitsPerPage: 20, page: 0, maxValuesPerFacet: 100 },
        },
        { indexName: 'PRODUCTS_MASTER', params: { query: 'belt', facets: 'brand', hitsPerPage: 0, page: 0, analytics: false, clickAnalytics: false } },
      ],
    });
    expect(main).toMatchObject({ nbHits: 1, facets: { brand: { Gates: 1 }, Color: { Green: 1 } } });
    expect(main.queryID).toBeUndefined();
    expect(disjunctive).toMatchObject({ nbHits: 2, hits: [], nbPages: 0, facets: { brand: { Gates: 1, Husqvarna: 1 } } });
  });

  it('reads numeric filters of the price radio, JSON-encoded in the string form', () => {
    const [r] = results({ requests: [{ indexName: 'PRODUCTS_MASTER', params: 'query=&numericFilters=%5B%22price%3E%3D200%22%2C%22price%3C%3D500%22%5D' }] });
    expect((r.hits as { objectID: string }[]).map((h) => h.objectID).sort()).toEqual(['3', '4']);
  });

  it('pages like InfiniteHits expects', () => {
    const [r] = results({ requests: [{ indexName: 'PRODUCTS_MASTER', params: { query: '', hitsPerPage: 3, page: 1 } }] });
    expect(r).toMatchObject({ nbHits: 4, page: 1, nbPages: 2, hitsPerPage: 3 });
    expect(r.hits).toHaveLength(1);
  });
});

describe('indexes and sorts', () => {
  const order = (indexName: string, params: Record<string, unknown> = {}) =>
    (results({ requests: [{ indexName, params: { query: '', ...params } }] })[0].hits as { objectID: string }[]).map((h) => h.objectID);

  it('sorts by the replica named', () => {
    expect(order('PRODUCTS_MASTER')).toEqual(['1', '3', '2', '4']);
    expect(order('PRODUCTS_MASTER_price_asc')).toEqual(['2', '1', '4', '3']);
    expect(order('PRODUCTS_MASTER_price_desc')).toEqual(['3', '4', '1', '2']);
    expect(order('PRODUCTS_MASTER_name_asc')).toEqual(['2', '1', '3', '4']);
    expect(order('PRODUCTS_MASTER_name_desc')).toEqual(['4', '3', '1', '2']);
    expect(order('PRODUCTS_MASTER_best_selling')).toEqual(['1', '3', '2', '4']);
    expect(order('PRODUCTS_MASTER_rating_desc')).toHaveLength(4);
  });

  it('sorts by sortMethod', () => {
    expect(order('PRODUCTS_MASTER', { sortMethod: 'PRICE_HIGH' })).toEqual(['3', '4', '1', '2']);
  });

  it('serves suggestions from Product_Master_AutoComplete', () => {
    const [r] = results({ requests: [{ indexName: SUGGESTIONS_INDEX, params: { query: 'radi', hitsPerPage: 5 } }] });
    const hits = r.hits as Record<string, unknown>[];
    expect(hits[0]).toMatchObject({ SearchTerm: 'Radiators', category: 'Radiators', count: 2, _highlightResult: { SearchTerm: { value: '<em>Radi</em>ators', matchLevel: 'full', matchedWords: ['radi'] } } });
    expect(Object.keys(hits[0]).sort()).toEqual(['SearchTerm', '_highlightResult', 'category', 'count', 'fitment', 'interchange', 'objectID', 'part']);
    expect(r.index).toBe(SUGGESTIONS_INDEX);
  });

  it('retrieves only the attributes asked for', () => {
    const [r] = results({ requests: [{ indexName: PRODUCTS_INDEX, params: { query: 'gates', attributesToRetrieve: ['title', 'price'] } }] });
    expect(Object.keys((r.hits as object[])[0]).sort()).toEqual(['_highlightResult', 'objectID', 'price', 'title']);
  });
});

describe('facet value search', () => {
  it('answers through the multi-query endpoint with type facet', () => {
    const [r] = results({ requests: [{ indexName: PRODUCTS_INDEX, type: 'facet', facet: 'brand', params: { facetQuery: 'ku', query: '' } }] });
    expect(r).toEqual({ facetHits: [{ value: 'Kubota', highlighted: '<em>Ku</em>bota', count: 1 }], exhaustiveFacetsCount: true, processingTimeMS: 0 });
  });

  it('answers the older searchForFacetValues route', () => {
    const r = ok(runFacetValuesQuery(engine, PRODUCTS_INDEX, 'fitment', { params: 'facetQuery=deere&maxFacetHits=10&query=radiator' }, OPTIONS));
    expect(r.facetHits).toEqual([{ value: 'John Deere 4020', highlighted: 'John <em>Deere</em> 4020', count: 1 }]);
  });
});

describe('bad input', () => {
  const error = (body: unknown) => {
    const outcome = run(body);
    if (outcome.ok) throw new Error('expected an error');
    return outcome.error;
  };
  const one = (params: unknown, indexName = PRODUCTS_INDEX) => error({ requests: [{ indexName, params }] });

  it('answers a clear 400', () => {
    expect(one({ query: 'x'.repeat(513) })).toEqual({ message: 'query is longer than 512 characters', status: 400 });
    expect(one({ query: 'belt\u0000' })).toEqual({ message: 'query must not contain control characters', status: 400 });
    expect(one({}, 'PRODUCTS_SECRET')).toEqual({ message: 'Index PRODUCTS_SECRET does not exist', status: 400 });
    expect(one({ hitsPerPage: 1001 }).message).toBe('hitsPerPage must be at most 1000');
    expect(one({ page: 50, hitsPerPage: 20 }).message).toMatch(/beyond the first 1000 hits/);
    expect(one({ page: 1e9 }).message).toMatch(/beyond the first 1000 hits/);
    expect(one({ page: -1 }).message).toBe('page must be at least 0');
    expect(one({ page: 'two' }).message).toBe('page must be an integer');
    expect(one({ facetFilters: [['brand']] }).message).toMatch(/Invalid facetFilters/);
    expect(one({ facetFilters: { brand: 'x' } }).message).toMatch(/facetFilters must be/);
    expect(one('facetFilters=%5B%5B%22brand').message).toBe('Invalid facetFilters: not valid JSON');
    expect(one('facets=%5B%22brand%22%2C%5D').message).toBe('facets is not valid JSON');
    expect(one({ numericFilters: ['price<<3'] }).message).toMatch(/Invalid numericFilters/);
    expect(one({ filters: 'brand:John Deere' }).message).toMatch(/Invalid filters/);
    expect(one({ sortMethod: 'CHEAPEST' }).message).toMatch(/sortMethod must be one of/);
    expect(one(42).message).toBe('params must be an object or a URL-encoded string');
    expect(error(null).message).toBe('the body must be { "requests": [...] }');
    expect(error({ requests: Array.from({ length: 51 }, () => ({ indexName: PRODUCTS_INDEX })) }).message).toBe('at most 50 requests at once');
  });

  it('matches nothing for unknown facets in filters', () => {
    const [r] = results({ requests: [{ indexName: PRODUCTS_INDEX, params: { facetFilters: [['nope:x']] } }] });
    expect(r.nbHits).toBe(0);
  });

  it('validates one request on its own', () => {
    expect(parseSearchRequest({ indexName: PRODUCTS_INDEX, params: { query: 'belt' } }).ok).toBe(true);
    expect(parseSearchRequest({ params: {} }).ok).toBe(false);
  });

  const knownParams = fc.record(
    {
      query: fc.oneof(fc.string({ maxLength: 600 }), fc.integer(), fc.constant(null)),
      page: fc.oneof(fc.integer({ min: -5, max: 2000 }), fc.string(), fc.double()),
      hitsPerPage: fc.oneof(fc.integer({ min: -5, max: 2000 }), fc.string()),
      facets: fc.oneof(fc.array(fc.string()), fc.string(), fc.jsonValue()),
      facetFilters: fc.oneof(fc.array(fc.oneof(fc.string(), fc.array(fc.string()))), fc.string(), fc.jsonValue()),
      numericFilters: fc.oneof(fc.array(fc.oneof(fc.string(), fc.array(fc.string()))), fc.string(), fc.jsonValue()),
      filters: fc.oneof(fc.string(), fc.jsonValue()),
      maxValuesPerFacet: fc.oneof(fc.integer(), fc.string()),
      sortMethod: fc.oneof(fc.constantFrom('PRICE_LOW', 'A_TO_Z'), fc.string()),
      highlightPreTag: fc.oneof(fc.string(), fc.jsonValue()),
      clickAnalytics: fc.oneof(fc.boolean(), fc.string()),
      attributesToRetrieve: fc.oneof(fc.array(fc.string()), fc.jsonValue()),
      facetQuery: fc.oneof(fc.string(), fc.jsonValue()),
    },
    { requiredKeys: [] },
  );
  const indexName = fc.oneof(fc.constantFrom(PRODUCTS_INDEX, 'PRODUCTS_MASTER_price_asc', SUGGESTIONS_INDEX), fc.string());
  const request = fc.record(
    {
      indexName,
      params: fc.oneof(knownParams, knownParams.map((p) => new URLSearchParams(Object.entries(p).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])).toString()), fc.jsonValue()),
      type: fc.oneof(fc.constant('facet'), fc.constant('default'), fc.string()),
      facet: fc.string(),
    },
    { requiredKeys: [] },
  );

  function expectAnswerOrClearError(body: unknown) {
    const outcome = runMultiQuery(engine, body);
    if (outcome.ok) expect(Array.isArray(outcome.value.results)).toBe(true);
    else {
      expect(outcome.error.status).toBe(400);
      expect(typeof outcome.error.message).toBe('string');
      expect(outcome.error.message.length).toBeGreaterThan(0);
    }
  }

  it('never throws on arbitrary JSON', () => {
    fc.assert(fc.property(fc.jsonValue(), (body) => expectAnswerOrClearError(body)), { numRuns: 300 });
    fc.assert(fc.property(fc.jsonValue(), (requests) => expectAnswerOrClearError({ requests })), { numRuns: 300 });
  });

  it('never throws on malformed requests of the right shape', () => {
    fc.assert(fc.property(fc.array(request, { maxLength: 4 }), (requests) => expectAnswerOrClearError({ requests })), { numRuns: 500 });
  });
});

describe('popular queries learnt from searches', () => {
  /** Runs bodies and returns what was learnt, in order. */
  function learnt(...bodies: unknown[]): Array<[string, number]> {
    const out: Array<[string, number]> = [];
    for (const body of bodies) runMultiQuery(engine, body, { ...OPTIONS, learn: (q, n) => out.push([q, n]) });
    return out;
  }
  const req = (params: unknown, indexName = PRODUCTS_INDEX) => ({ requests: [{ indexName, params }] });

  it('learns the first page of a product search with its hit count', () => {
    expect(learnt(req({ query: ' radiator ' }))).toEqual([['radiator', 2]]);
    expect(learnt(req('query=deck%20belt&page=0&hitsPerPage=20'))).toEqual([['deck belt', 1]]);
  });

  it('respects analytics: false, in either params form', () => {
    expect(learnt(req({ query: 'radi', analytics: false }))).toEqual([]);
    expect(learnt(req('query=radi&analytics=false'))).toEqual([]);
    expect(learnt(req({ query: 'radiator', analytics: true }))).toEqual([['radiator', 2]]);
  });

  it('skips disjunctive-facet requests, later pages, empty queries, facet searches and the suggestion index', () => {
    expect(learnt(req({ query: 'belt', hitsPerPage: 0, facets: ['brand'] }))).toEqual([]);
    expect(learnt(req({ query: 'belt', page: 1, hitsPerPage: 1 }))).toEqual([]);
    expect(learnt(req({ query: '   ' }))).toEqual([]);
    expect(learnt({ requests: [{ indexName: PRODUCTS_INDEX, type: 'facet', facet: 'brand', params: { query: 'belt', facetQuery: 'ga' } }] })).toEqual([]);
    expect(learnt(req({ query: 'radi' }, SUGGESTIONS_INDEX))).toEqual([]);
  });

  it('counts a query once per body, whatever the number of indexes searched for it', () => {
    const body = {
      requests: [
        { indexName: PRODUCTS_INDEX, params: { query: 'belt', facetFilters: [['brand:Gates']] } },
        { indexName: PRODUCTS_INDEX, params: { query: 'belt', hitsPerPage: 0, facets: ['brand'], analytics: false } },
        { indexName: 'PRODUCTS_MASTER_price_asc', params: { query: 'belt' } },
      ],
    };
    expect(learnt(body)).toEqual([['belt', 2]]);
    expect(learnt(body, body)).toHaveLength(2);
  });

  it('forgets a query that finds nothing, but not one emptied by filters', () => {
    expect(learnt(req({ query: 'zzzz' }))).toEqual([['zzzz', 0]]);
    expect(learnt(req({ query: 'belt', facetFilters: [['brand:Nobody']] }))).toEqual([]);
    expect(learnt(req({ query: 'belt', numericFilters: ['price>10000'] }))).toEqual([]);
  });

  it('learns nothing from a body refused with 400', () => {
    expect(learnt({ requests: [{ indexName: PRODUCTS_INDEX, params: { query: 'radiator' } }, { indexName: PRODUCTS_INDEX, params: { facetFilters: [['brand']] } }] })).toEqual([]);
  });

  it('turns full queries, not what is typed on the way, into suggestions', async () => {
    const local = new SearchEngine();
    await local.rebuild(() => RECORDS);
    // Three visitors type their way to "radiator"; the first searches it twice.
    for (const visitor of ['a', 'b', 'c']) {
      const learn = (q: string, n: number) => local.queryLog.record(q, n, visitor);
      for (const prefix of ['r', 'ra', 'rad', 'radi', 'radia']) runMultiQuery(local, req({ query: prefix, analytics: false }), { learn });
      runMultiQuery(local, req({ query: 'radiator' }), { learn });
      if (visitor === 'a') runMultiQuery(local, req({ query: 'radiator' }), { learn });
      runMultiQuery(local, req({ query: 'radiator qqqq' }), { learn });
    }
    const logged = local.suggest('radi', 20).filter((s) => s.objectID.startsWith('q:'));
    expect(logged.map((s) => s.SearchTerm)).toEqual(['radiator']);
    // A visitor's repeat does not count: the weight is that of three visitors searching once.
    const once = new SearchEngine();
    for (const visitor of ['x', 'y', 'z']) once.queryLog.record('radiator', 2, visitor);
    expect(logged[0].count).toBe(once.suggest('radi', 20).find((s) => s.objectID.startsWith('q:'))!.count);
  });

  it('reads the analytics flag into the parsed request', () => {
    const parsed = parseSearchRequest({ indexName: PRODUCTS_INDEX, params: 'query=belt&analytics=false' });
    expect(parsed.ok && parsed.value.analytics).toBe(false);
    expect(parsed.ok && learnableQuery(parsed.value)).toBe(null);
  });
});
