import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/setup/test-app';

let t: TestApp;
beforeAll(async () => {
  // 0.1 MB and one second, so a test catalogue reaches them.
  t = await createTestApp({ GRAPHQL_MAX_RESPONSE_MB: '0.1', GRAPHQL_TIME_BUDGET_MS: '1000' });
});
afterAll(async () => {
  await t.close();
});

const SORTS = ['A_TO_Z', 'Z_TO_A', 'PRICE_LOW', 'PRICE_HIGH', 'BEST_SELLING'];
const NODES = 'nodes { id name seoName sku manufacturerPartNumber brand city state fitment picture { imageUrl } }';

describe('response size cap', () => {
  it('answers a query within the cap as usual', async () => {
    const { status, body } = await t.graphql<{ v1: { searchResults: { nodes: unknown[] } } }>(`{ v1 { searchResults(first: 20) { ${NODES} } } }`);
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data!.v1.searchResults.nodes).toHaveLength(20);
  });

  it('replaces an answer larger than the cap with one RESPONSE_TOO_LARGE error (400)', async () => {
    const query = `{ v1 { ${SORTS.map((s, i) => `s${i}: searchResults(first: 100, sortMethod: ${s}) { ${NODES} }`).join(' ')} } }`;
    const res = await t.request('/api/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
    const text = await res.text();
    expect(res.status).toBe(400);
    expect(text.length).toBeLessThan(1000);
    const body = JSON.parse(text) as { data: unknown; errors: Array<{ message: string; extensions: { code: string } }> };
    expect(body.data).toBeNull();
    expect(body.errors).toEqual([
      {
        message: 'The answer to this request would be larger than 0.1 MB. Ask for fewer items per list (first) or fewer fields, and page through the rest.',
        extensions: { code: 'RESPONSE_TOO_LARGE' },
      },
    ]);
  });
});

describe('time budget', () => {
  it('stops a query still running past its budget and answers 503 REQUEST_TIMEOUT, worth retrying', async () => {
    // Every look at the clock finds 100 ms gone by: the budget runs out after a few fields, whatever the machine's speed.
    const real = performance.now.bind(performance);
    let skew = 0;
    const clock = vi.spyOn(performance, 'now').mockImplementation(() => real() + (skew += 100));
    try {
      const res = await t.request('/api/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ v1 { categories { id name seoName breadcrumb { id name } } } }' }),
      });
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      expect(await res.json()).toEqual({
        data: null,
        errors: [
          {
            message: 'This request took longer than 1 second and was stopped. Ask for fewer items or nested lists, or try again in a moment.',
            extensions: { code: 'REQUEST_TIMEOUT' },
          },
        ],
      });
    } finally {
      clock.mockRestore();
    }
    // The next request has its own budget.
    const after = await t.graphql<{ v1: { categories: unknown[] } }>('{ v1 { categories { id } } }');
    expect(after.status).toBe(200);
    expect(after.body.data!.v1.categories.length).toBeGreaterThan(0);
  });

  it('never abandons a mutation halfway', async () => {
    const real = performance.now.bind(performance);
    let skew = 0;
    const clock = vi.spyOn(performance, 'now').mockImplementation(() => real() + (skew += 100));
    try {
      const { status, body } = await t.graphql<{ v1: { browserLog: { log: boolean } } }>(
        'mutation { v1 { browserLog { log(browserHeight: 800, browserWidth: 1200, sessionId: "s-1", timeFromLoad: 10, url: "/x") } } }',
      );
      expect(status).toBe(200);
      expect(body.errors).toBeUndefined();
    } finally {
      clock.mockRestore();
    }
  });
});
