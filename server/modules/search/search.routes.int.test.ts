import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import { rowsOf } from '../../../tests/setup/test-db';
import { EVENTS_PER_MINUTE, MAX_EVENTS_PER_REQUEST } from './search.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function post(path: string, body: unknown) {
  const res = await t.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> & { results?: Array<Record<string, unknown>> } };
}

const QUERIES = '/api/search/1/indexes/*/queries';

describe('search endpoint (hosted engine wire format)', () => {
  it('answers a multi-query with hits, counts and facets over the seeded catalogue', async () => {
    const { status, body } = await post(QUERIES, {
      requests: [
        { indexName: 'PRODUCTS_MASTER', params: { query: 'belt', hitsPerPage: 5, facets: ['brand', 'Belt Type'], clickAnalytics: true } },
        { indexName: 'Product_Master_AutoComplete', params: 'query=bel&hitsPerPage=6' },
      ],
    });
    expect(status).toBe(200);
    const [products, suggestions] = body.results!;
    expect(products.nbHits).toBeGreaterThan(0);
    const hits = products.hits as Array<Record<string, unknown>>;
    expect(hits.length).toBeLessThanOrEqual(5);
    expect(hits[0]).toHaveProperty('objectID');
    expect(String(hits[0].title).toLowerCase()).toContain('belt');
    expect(Object.keys((products.facets as Record<string, object>).brand).length).toBeGreaterThan(0);
    expect(products.queryID).toMatch(/^[0-9a-f]{32}$/);
    expect((suggestions.hits as unknown[]).length).toBeGreaterThan(0);
  });

  it('finds a part by its number however it is typed', async () => {
    const [row] = rowsOf<{ id: number; mpn: string }>(
      await t.database.db.execute(sql`select id, manufacturer_part_number as mpn from products where manufacturer_part_number ~ '[A-Za-z]' and manufacturer_part_number ~ '[0-9]' order by id limit 1`),
    );
    const spellings = [row.mpn, row.mpn.toLowerCase(), row.mpn.replace(/[-\s.]/g, '')];
    for (const q of spellings) {
      const { body } = await post(QUERIES, { requests: [{ indexName: 'PRODUCTS_MASTER', params: { query: q, hitsPerPage: 3 } }] });
      const ids = (body.results![0].hits as Array<{ objectID: string }>).map((h) => h.objectID);
      expect(ids[0], `query ${q}`).toBe(String(row.id));
    }
  });

  it('shows a price change in search once the product is refreshed', async () => {
    const [row] = rowsOf<{ id: number; sku: string }>(await t.database.db.execute(sql`select id, sku from products where price is not null order by id limit 1`));
    await t.database.db.execute(sql`update products set price = 1234.5 where id = ${row.id}`);
    await t.services.search.refresh([row.id]);
    const { body } = await post(QUERIES, { requests: [{ indexName: 'PRODUCTS_MASTER', params: { query: row.sku, hitsPerPage: 1 } }] });
    expect((body.results![0].hits as Array<{ price: number }>)[0].price).toBe(1234.5);

    await t.database.db.execute(sql`update products set published = false where id = ${row.id}`);
    await t.services.search.refresh([row.id]);
    const gone = await post(QUERIES, { requests: [{ indexName: 'PRODUCTS_MASTER', params: { query: row.sku, hitsPerPage: 5 } }] });
    expect((gone.body.results![0].hits as Array<{ objectID: string }>).map((h) => h.objectID)).not.toContain(String(row.id));
  });

  it('learns popular queries from full searches only: not analytics:false keystrokes, not dead queries', async () => {
    const suggested = async (q: string) => {
      const { body } = await post(QUERIES, { requests: [{ indexName: 'Product_Master_AutoComplete', params: { query: q, hitsPerPage: 50 } }] });
      return (body.results![0].hits as Array<{ objectID: string; SearchTerm: string }>).filter((h) => h.objectID.startsWith('q:')).map((h) => h.SearchTerm);
    };
    const before = await suggested('bel');
    for (const typed of ['bel', 'belt f', 'belt fo'])
      await post(QUERIES, { requests: [{ indexName: 'PRODUCTS_MASTER', params: `query=${encodeURIComponent(typed)}&analytics=false` }] });
    expect(await suggested('bel')).toEqual(before);
    // One visitor (this address), however often it searches, never makes a suggestion for others.
    for (let i = 0; i < 5; i++) await post(QUERIES, { requests: [{ indexName: 'PRODUCTS_MASTER', params: { query: 'belt for' } }] });
    await post(QUERIES, { requests: [{ indexName: 'PRODUCTS_MASTER', params: { query: 'belt qqqqzzzz' } }] });
    expect(await suggested('bel')).toEqual(before);
    // Nor on the search results page (GraphQL).
    for (let i = 0; i < 5; i++) {
      const { body } = await t.graphql<{ v1: { searchResults: { totalCount: number } } }>(
        'query($q: String) { v1 { searchResults(searchString: $q, first: 1, analytics: true) { totalCount } } }',
        { q: 'radiator cap' },
      );
      expect(body.data!.v1.searchResults.totalCount).toBeGreaterThan(0);
    }
    expect(await suggested('radiator c')).toEqual([]);
  });

  it('answers bad input with a clear 400, never a 500', async () => {
    const cases: unknown[] = [
      '{not json',
      { requests: [{ indexName: 'PRODUCTS_MASTER', params: { query: 'x'.repeat(10_000) } }] },
      { requests: [{ indexName: 'NOPE', params: {} }] },
      { requests: [{ indexName: 'PRODUCTS_MASTER', params: { query: 'belt\u0000' } }] },
      { requests: [{ indexName: 'PRODUCTS_MASTER', params: { facetFilters: 'brand' } }] },
      { requests: [{ indexName: 'PRODUCTS_MASTER', params: { page: 1e9 } }] },
      { requests: 'all' },
      null,
    ];
    for (const c of cases) {
      const { status, body } = await post(QUERIES, c === null ? 'null' : c);
      expect(status, JSON.stringify(c).slice(0, 80)).toBe(400);
      expect(typeof body.message).toBe('string');
    }
  });

  it('answers a facet-value search', async () => {
    const { status, body } = await post('/api/search/1/indexes/PRODUCTS_MASTER/facets/brand/query', { params: 'facetQuery=jo&maxFacetHits=5' });
    expect(status).toBe(200);
    const values = (body.facetHits as Array<{ value: string; count: number }>).map((h) => h.value);
    expect(values).toContain('John Deere');
  });

  it('stores click events, and refuses malformed ones', async () => {
    const count = async () => Number(rowsOf<{ n: number }>(await t.database.db.execute(sql`select count(*)::int as n from search_events`))[0].n);
    const before = await count();
    const ok = await post('/api/search/1/events', {
      events: [{ eventType: 'click', eventName: 'Product Clicked', index: 'PRODUCTS_MASTER', userToken: 'anonymous-1', objectIDs: ['5'], positions: [1], queryID: 'a'.repeat(32) }],
    });
    expect(ok.status).toBe(200);
    expect(await count()).toBe(before + 1);
    const bad = await post('/api/search/1/events', { events: [{ eventType: 'hover', index: 'x', userToken: 'u', objectIDs: [] }] });
    expect(bad.status).toBe(400);
    const nul = await post('/api/search/1/events', { events: [{ eventType: 'click', eventName: 'Product\u0000Clicked', index: 'PRODUCTS_MASTER', userToken: 'u', objectIDs: ['5\u0000'] }] });
    expect(nul).toEqual({ status: 400, body: { status: 400, message: 'Invalid event events.0.eventName: must not contain control characters' } });
    expect(await count()).toBe(before + 1);
  });
});

describe('anonymous search events are bounded', () => {
  const event = (i: number) => ({ eventType: 'view', eventName: 'Hits Viewed', index: 'PRODUCTS_MASTER', userToken: `anonymous-${i}`, objectIDs: [String(i + 1)] });
  const count = async () => Number(rowsOf<{ n: number }>(await t.database.db.execute(sql`select count(*)::int as n from search_events`))[0].n);
  const from = async (address: string, events: unknown[]) => {
    const res = await t.request('/api/search/1/events', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ events }),
    });
    return { status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as { message?: string } };
  };
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await t.close();
  });

  it(`refuses a batch of more than ${MAX_EVENTS_PER_REQUEST} events with 413 and a message, writing none`, async () => {
    const before = await count();
    const res = await from('203.0.113.5', Array.from({ length: MAX_EVENTS_PER_REQUEST + 1 }, (_, i) => event(i)));
    expect(res.status).toBe(413);
    expect(res.body.message).toBe(`Send at most ${MAX_EVENTS_PER_REQUEST} events per request.`);
    expect(await count()).toBe(before);
  });

  it('answers a flood from one address with 429 and a clear message; other addresses go on', async () => {
    const batch = Array.from({ length: MAX_EVENTS_PER_REQUEST }, (_, i) => event(i));
    const before = await count();
    const answers: number[] = [];
    let refused: Awaited<ReturnType<typeof from>> | null = null;
    for (let i = 0; i < 20 && !refused; i++) {
      const res = await from('203.0.113.9', batch);
      answers.push(res.status);
      if (res.status === 429) refused = res;
    }
    expect(refused?.body.message).toMatch(/^Too many search events from this address\. Try again in \d+ seconds\.$/);
    expect(Number(refused?.retryAfter)).toBeGreaterThan(0);
    expect(answers.filter((s) => s === 200).length * MAX_EVENTS_PER_REQUEST).toBe(EVENTS_PER_MINUTE);
    expect(await count()).toBe(before + EVENTS_PER_MINUTE);
    expect((await from('203.0.113.10', [event(1)])).status).toBe(200);
  });

  it('the retention job drops events older than the retention and the oldest beyond the row cap', async () => {
    await t.database.db.execute(sql`delete from search_events`);
    await t.database.db.execute(sql`insert into search_events (event_type, event_name, index_name, user_token, object_ids, occurred_at, received_at)
      select 'view', 'old', 'PRODUCTS_MASTER', 'u', '["1"]'::jsonb, now() - interval '100 days', now() - interval '100 days' from generate_series(1, 30)`);
    await t.database.db.execute(sql`insert into search_events (event_type, event_name, index_name, user_token, object_ids, occurred_at, received_at)
      select 'view', 'recent', 'PRODUCTS_MASTER', 'u', '["1"]'::jsonb, now(), now() - (g || ' minutes')::interval from generate_series(1, 20) g`);
    await t.services.search.pruneEvents({ days: 90, maxRows: 1_000_000 });
    expect(rowsOf(await t.database.db.execute(sql`select event_name, count(*)::int as n from search_events group by 1`))).toEqual([{ event_name: 'recent', n: 20 }]);
    await t.services.search.pruneEvents({ days: 90, maxRows: 5 });
    expect(await count()).toBe(5);
  });
});

describe('fuzzed bad input over HTTP', () => {
  const search = (params: unknown, extra: Record<string, unknown> = {}) => post(QUERIES, { requests: [{ indexName: 'PRODUCTS_MASTER', params, ...extra }] });
  const expect400 = (r: { status: number; body: Record<string, unknown> }, pattern: RegExp) => {
    expect(r.status).toBe(400);
    expect(r.body.message).toMatch(pattern);
  };
  const RUNS = { numRuns: 60 };
  const controlChar = fc.integer({ min: 0, max: 31 }).map((c) => String.fromCharCode(c));

  it('reads a query that looks like JSON as text in a params string', async () => {
    const res = await search(`query=${encodeURIComponent('{ hydraulic }')}`);
    expect(res.status).toBe(200);
  });

  it('refuses long queries (up to 10 kB) and control characters with 400', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 513, maxLength: 10_240 }), fc.boolean(), async (q, asString) => {
        expect400(await search(asString ? `query=${encodeURIComponent(q)}` : { query: q }), /query is longer than 512/);
      }),
      RUNS,
    );
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 40 }), controlChar, fc.string({ maxLength: 40 }), async (a, c, b) => {
        expect400(await search({ query: `${a}${c}${b}`.slice(0, 500) }), /control characters/);
      }),
      RUNS,
    );
  });

  it('refuses pages beyond the first 1000 hits and wrong types with 400', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1001, max: 1_000_000_000 }), async (page) => {
        expect400(await search({ page }), /beyond the first 1000 hits/);
        expect400(await search(`page=${page}`), /beyond the first 1000 hits/);
      }),
      RUNS,
    );
    const wrong = fc.oneof(fc.constant({}), fc.constant([1]), fc.double({ noInteger: true, noNaN: true, noDefaultInfinity: true }) /* JSON has no infinities: they would be sent as null */, fc.constant(true));
    const field = fc.constantFrom('query', 'page', 'hitsPerPage', 'facetFilters', 'numericFilters', 'filters', 'highlightPreTag', 'sortMethod', 'facets');
    await fc.assert(
      fc.asyncProperty(field, wrong, async (key, value) => {
        const r = await search({ [key]: value });
        // An empty array of facets or filters is a valid "none"; everything else must be refused.
        if (Array.isArray(value) || (typeof value === 'object' && ['facetFilters', 'numericFilters', 'facets'].includes(key))) expect(r.status).toBeLessThan(500);
        else expect400(r, new RegExp(key));
      }),
      RUNS,
    );
  });

  it('refuses malformed filters with 400', async () => {
    const noColon = fc.string({ maxLength: 30 }).filter((s) => !s.includes(':'));
    await fc.assert(
      fc.asyncProperty(noColon, async (f) => {
        expect400(await search({ facetFilters: [[f]] }), /Invalid facetFilters/);
      }),
      RUNS,
    );
    const brokenExpression = fc.constantFrom('brand:', '(brand:Gates', 'brand:Gates AND', 'price <', 'price:1 TO', 'NOT', '"brand:Gates', 'a:b OR OR c:d', 'price >= x');
    await fc.assert(
      fc.asyncProperty(brokenExpression, fc.constantFrom('', ' ', '   '), async (f, tail) => {
        expect400(await search({ filters: f + tail }), /Invalid filters/);
      }),
      RUNS,
    );
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 30 }).filter((s) => !/^\s*[^<>=!:]+?\s*(<=|>=|!=|<|>|=)\s*[-+.\d]/.test(s) && !s.includes(' TO ')), async (f) => {
        expect400(await search({ numericFilters: [f] }), /Invalid numericFilters/);
      }),
      RUNS,
    );
  });

  it('answers filters and facets on unknown attributes with no matches, never an error', async () => {
    await fc.assert(
      fc.asyncProperty(fc.stringMatching(/^[A-Za-z][A-Za-z ]{0,20}$/).map((s) => `zz${s}`), async (attr) => {
        const r = await search({ query: 'belt', facets: [attr], facetFilters: [[`${attr}:x`]] });
        expect(r.status).toBe(200);
        expect(r.body.results![0].nbHits).toBe(0);
        const counts = await search({ query: 'belt', facets: [attr] });
        expect(counts.status).toBe(200);
        expect((counts.body.results![0].facets as Record<string, object>)[attr] ?? {}).toEqual({});
      }),
      RUNS,
    );
  });

  it('never answers 500, whatever the body', async () => {
    const anyParams = fc.dictionary(fc.constantFrom('query', 'page', 'hitsPerPage', 'facets', 'facetFilters', 'numericFilters', 'filters', 'maxValuesPerFacet', 'facetQuery', 'highlightPreTag', 'analytics', 'attributesToRetrieve'), fc.jsonValue({ maxDepth: 3 }));
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string().map((s) => s),
          fc.jsonValue().map((v) => JSON.stringify(v)),
          fc.array(fc.record({ indexName: fc.constantFrom('PRODUCTS_MASTER', 'Product_Master_AutoComplete', 'x'), params: fc.oneof(anyParams, anyParams.map((p) => new URLSearchParams(Object.entries(p).map(([k, v]) => [k, JSON.stringify(v)])).toString())) }), { maxLength: 3 }).map((requests) => JSON.stringify({ requests })),
        ),
        async (text) => {
          const res = await t.request(QUERIES, { method: 'POST', headers: { 'content-type': 'application/json' }, body: text });
          expect(res.status === 200 || res.status === 400, `${res.status} for ${text.slice(0, 200)}`).toBe(true);
          const body = (await res.json()) as { message?: string };
          if (res.status === 400) expect(body.message).toBeTruthy();
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('popular queries from distinct visitors', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await t.close();
  });
  const from = (address: string, query: string) =>
    t.request('/api/search/1/indexes/*/queries', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ requests: [{ indexName: 'PRODUCTS_MASTER', params: { query } }] }),
    });
  const suggested = async (q: string) => {
    const answer = await t.request('/api/search/1/indexes/*/queries', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ requests: [{ indexName: 'Product_Master_AutoComplete', params: { query: q, hitsPerPage: 50 } }] }),
    });
    const body = (await answer.json()) as { results: Array<{ hits: Array<{ objectID: string; SearchTerm: string }> }> };
    return body.results[0].hits.filter((h) => h.objectID.startsWith('q:')).map((h) => h.SearchTerm);
  };

  it('suggests a query once three addresses found parts with it', async () => {
    await from('203.0.113.21', 'belt for');
    await from('203.0.113.22', 'belt for');
    await from('203.0.113.22', 'belt for');
    expect(await suggested('belt f')).toEqual([]);
    await from('203.0.113.23', 'belt for');
    expect(await suggested('belt f')).toEqual(['belt for']);
  });
});
