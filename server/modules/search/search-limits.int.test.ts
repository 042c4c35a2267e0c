import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const QUERIES = '/api/search/1/indexes/*/queries';

async function post(body: unknown) {
  const res = await t.request(QUERIES, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const text = await res.text();
  return { status: res.status, bytes: text.length, body: JSON.parse(text) as { message?: string; status?: number; results?: Array<{ hits: unknown[] }> } };
}

const request = (hitsPerPage: number) => ({ indexName: 'PRODUCTS_MASTER', params: { query: '', hitsPerPage, facets: ['*'] } });

describe('hits per call on the multi-query endpoint', () => {
  it('refuses 50 requests of 1,000 hits with 400 in the wire format, saying what one call may ask for', async () => {
    const { status, bytes, body } = await post({ requests: Array.from({ length: 50 }, () => request(1000)) });
    expect(status).toBe(400);
    expect(bytes).toBeLessThan(500);
    expect(body).toEqual({
      status: 400,
      message:
        'these requests ask for 50000 hits together; one call may ask for at most 1000 (hitsPerPage summed over its requests): ask for fewer, or page through them',
    });
  });

  it('counts facet searches by their maxFacetHits', async () => {
    const facet = { indexName: 'PRODUCTS_MASTER', type: 'facet', params: { facet: 'brand', facetQuery: '', maxFacetHits: 100 } };
    const { status } = await post({ requests: [request(950), facet] });
    expect(status).toBe(400);
  });

  it('still answers what a page asks for, and up to 1,000 hits in one call', async () => {
    const page = await post({ requests: [request(20), request(0), { indexName: 'Product_Master_AutoComplete', params: { query: 'be', hitsPerPage: 6 } }] });
    expect(page.status).toBe(200);
    expect(page.body.results![0].hits).toHaveLength(20);
    const full = await post({ requests: [request(500), request(500)] });
    expect(full.status).toBe(200);
    expect(full.body.results).toHaveLength(2);
  });
});
