import { serve, type ServerType } from '@hono/node-server';
import algoliasearch from 'algoliasearch';
import { algoliasearch as algoliasearchV5 } from 'algoliasearch-v5';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';

// The stock algoliasearch clients, unchanged, against the store over HTTP (content/docs/search.md):
// pointed at the store's host, or at the host with /api/search after it.

let t: TestApp;
let server: ServerType;
let host: string;

beforeAll(async () => {
  t = await createTestApp();
  server = serve({ fetch: t.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', resolve));
  host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server?.close(() => resolve()));
  await t?.close();
});

const INDEX = 'PRODUCTS_MASTER';

describe('the stock v4 client (algoliasearch 4)', () => {
  for (const suffix of ['', '/api/search']) {
    it(`searches one index, several indexes and reads objects, pointed at the host${suffix ? ' with /api/search' : ''}`, async () => {
      const client = algoliasearch('ironyard', 'search-only', { hosts: [{ url: `${host}${suffix}`, protocol: 'http' }] });
      const index = client.initIndex(INDEX);

      const one = await index.search<{ title: string }>('filter', { hitsPerPage: 5, facets: ['brand'] });
      expect(one.nbHits).toBeGreaterThan(5);
      expect(one.hits).toHaveLength(5);
      expect(one.hits[0]!.title.toLowerCase()).toContain('filter');
      expect(Object.keys(one.facets?.brand ?? {}).length).toBeGreaterThan(0);

      // A sorted replica, as the hosted engine names them.
      const sorted = await client.initIndex('PRODUCTS_MASTER_price_asc').search<{ price: number | null }>('filter', { hitsPerPage: 10 });
      const prices = sorted.hits.map((h) => h.price).filter((p): p is number => p !== null);
      expect(prices.length).toBeGreaterThan(3);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));

      const multi = await client.multipleQueries([
        { indexName: INDEX, query: 'filter', params: { hitsPerPage: 2 } },
        { indexName: INDEX, query: 'belt', params: { hitsPerPage: 3 } },
      ]);
      expect(multi.results.map((r) => ('hits' in r ? r.hits.length : -1))).toEqual([2, 3]);

      const id = one.hits[0]!.objectID;
      const object = await index.getObject<{ title: string }>(id);
      expect(object).toMatchObject({ objectID: id, title: one.hits[0]!.title });
      const some = await index.getObject<{ title?: string; price?: number }>(id, { attributesToRetrieve: ['price'] });
      expect(some.title).toBeUndefined();
      expect(some).toHaveProperty('price');
      const many = await index.getObjects<{ title: string }>([id, '987654321']);
      expect(many.results[0]).toMatchObject({ objectID: id });
      expect(many.results[1]).toBeNull();
      await expect(index.getObject('987654321')).rejects.toMatchObject({ status: 404, message: 'ObjectID does not exist' });
    });
  }

  it('gets a JSON error, not the store’s HTML page, for an index or an API path it does not have', async () => {
    const client = algoliasearch('ironyard', 'search-only', { hosts: [{ url: host, protocol: 'http' }] });
    await expect(client.initIndex('nope').search('filter')).rejects.toMatchObject({ status: 400, message: 'Index nope does not exist' });
    await expect(client.initIndex(INDEX).getSettings()).rejects.toMatchObject({ status: 404 });
    const res = await t.request('/api/search/1/keys');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toMatchObject({ status: 404 });
  });
});

describe('the stock v5 client (algoliasearch 5)', () => {
  it('searches one index, several and reads objects', async () => {
    const [name, port] = host.split(':') as [string, string];
    const client = algoliasearchV5('ironyard', 'search-only', { hosts: [{ url: name, port: Number(port), protocol: 'http', accept: 'readWrite' }] });
    const one = await client.searchSingleIndex<{ title: string }>({ indexName: INDEX, searchParams: { query: 'belt', hitsPerPage: 4 } });
    expect(one.hits).toHaveLength(4);
    expect(one.nbHits).toBeGreaterThan(4);
    const both = await client.search({ requests: [{ indexName: INDEX, query: 'belt', hitsPerPage: 1 }] });
    expect(both.results).toHaveLength(1);
    const id = one.hits[0]!.objectID;
    expect(await client.getObject({ indexName: INDEX, objectID: id })).toMatchObject({ objectID: id, title: one.hits[0]!.title });
    const many = await client.getObjects<{ title: string }>({ requests: [{ indexName: INDEX, objectID: id }] });
    expect(many.results[0]).toMatchObject({ objectID: id });
  });
});
