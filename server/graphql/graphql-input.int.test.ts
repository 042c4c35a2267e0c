import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { parse } from 'graphql';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, rowsOf } from '../../tests/setup/test-db';
import { createApp } from '../app';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { newGuest } from '../../tests/support/test-auth';
import { stockedProduct } from '../../tests/support/test-checkout';
import { createServices } from '../services';
import { GRAPHQL_MAX_BODY_BYTES } from './body-limit';
import persisted from '../../app/gql/persisted-documents.json' with { type: 'json' };
import { NUL_IN_TEXT, nulInOperation } from './input-text';

// The whole server with a logger whose lines the tests read.
let database: Database;
let app: ReturnType<typeof createApp>['app'];
const logLines: string[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: `/tmp/ironyard-test-${process.pid}` });
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  const log = pino({ level: 'debug', base: undefined }, sink);
  const services = createServices({ database, config, log });
  app = createApp({ services, log, getBuild: () => Promise.reject(new Error('no pages in API tests')) }).app;
  await services.search.start();
});
afterAll(async () => {
  await database.close();
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of several shapes, read field by field
type Answer = { data?: Record<string, any> | null; errors?: Array<{ message: string; extensions?: { code?: string } }> };
const request = async (path: string, init?: RequestInit): Promise<Response> => app.request(path, init);
async function graphql(query: string, variables: Record<string, unknown> = {}, token?: string) {
  const res = await request('/api/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, body: (await res.json()) as Answer };
}
const count = async (table: string) => Number(rowsOf<{ n: number }>(await database.db.execute(sql.raw(`select count(*)::int as n from ${table}`)))[0].n);
const LOG = `mutation($url: String!) { v1 { browserLog { log(browserHeight: 800, browserWidth: 1200, timeFromLoad: 5, url: $url, sessionId: "s1") } } }`;

describe('request bodies of /api/graphql', () => {
  it('answers a 2 MB body with 413 and a message, and writes nothing', async () => {
    const before = await count('page_views');
    const body = JSON.stringify({ query: LOG, variables: { url: '/' + 'x'.repeat(2 * 1024 * 1024) } });
    const sizes: Array<Record<string, string>> = [{}, { 'content-length': String(Buffer.byteLength(body)) }];
    for (const size of sizes) {
      const headers = { 'content-type': 'application/json', ...size };
      const res = await request('/api/graphql', { method: 'POST', headers, body });
      expect(res.status).toBe(413);
      const answer = (await res.json()) as { errors: Array<{ message: string; extensions: { code: string } }> };
      expect(answer.errors[0]).toEqual({ message: 'The request is too large (1 MB at most; a picture 10 MB at most).', extensions: { code: 'PAYLOAD_TOO_LARGE' } });
    }
    expect(await count('page_views')).toBe(before);
  });

  it('still takes a machine picture larger than 1 MB, and only that mutation', async () => {
    const g = await newGuest({ request });
    const data = Buffer.alloc(1_200_000, 7).toString('base64');
    const pic = await graphql(`mutation($d: String) { v1 { garage { setPicture(garageId: "999999", base64PictureData: $d, mimeType: "image/png") { id } } } }`, { d: data }, g.access_token);
    expect(pic.status).toBe(200);
    expect(pic.body.errors?.[0].extensions?.code).not.toBe('PAYLOAD_TOO_LARGE');
    const smuggled = await graphql(
      `mutation($d: String) { v1 { garage { setPicture(garageId: "999999", base64PictureData: $d) { id } } browserLog { log(browserHeight: 1, browserWidth: 1, timeFromLoad: 1, url: $d, sessionId: "s") } } }`,
      { d: data },
      g.access_token,
    );
    expect(smuggled.status).toBe(413);
    expect(GRAPHQL_MAX_BODY_BYTES).toBe(1024 * 1024);
  });

  it('takes a picture larger than 1 MB from the web client too, which sends the persisted document id, and a return photo', async () => {
    const g = await newGuest({ request });
    const data = Buffer.alloc(1_200_000, 7).toString('base64');
    const idOf = (name: string) => Object.entries(persisted as Record<string, string>).find(([, text]) => new RegExp(`^mutation ${name}\\b`).test(text))![0];
    const post = (body: unknown) =>
      request(`/api/graphql?authorization=${encodeURIComponent(g.access_token)}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const machine = await post({ documentId: idOf('SetMachinePicture'), variables: { id: '999999', data, mime: 'image/png' } });
    expect(machine.status).toBe(200);
    const photo = await post({ documentId: idOf('ExtendedReturnAddPhoto'), variables: { id: '00000000-0000-4000-8000-000000000000', data, mime: 'image/png' } });
    expect(photo.status).toBe(200);
    expect(((await photo.json()) as { errors: Array<{ extensions: { code: string } }> }).errors[0].extensions.code).toBe('NOT_FOUND');
    // Any other document stays within 1 MB.
    const other = await post({ documentId: idOf('ExtendedReturnSetReason'), variables: { id: 'x', reason: 'OTHER', reasonText: data } });
    expect(other.status).toBe(413);
  });
});

describe('NUL characters in text input', () => {
  it('are found in variables at any depth, in keys and in inline literals (the server-side loaders check the same way)', () => {
    const doc = parse('query($q: String) { v1 { searchResults(searchString: $q) { totalCount } } }');
    expect(nulInOperation(doc, { q: 'belt' })).toBeNull();
    expect(nulInOperation(doc, { q: 'be\u0000lt' })?.message).toBe(NUL_IN_TEXT);
    expect(nulInOperation(doc, { a: [{ b: { c: ['x', 'y\u0000'] } }] })).not.toBeNull();
    expect(nulInOperation(doc, { ['k\u0000']: 1 })).not.toBeNull();
    expect(nulInOperation(parse('{ v1 { searchResults(searchString: "a\\u0000") { totalCount } } }'), undefined)).not.toBeNull();
  });

  const refused = (r: { body: { errors?: Array<{ message: string; extensions?: { code?: string } }> } }) =>
    expect(r.body.errors?.[0]).toEqual({ message: NUL_IN_TEXT, extensions: { code: 'VALIDATION' } });

  it('are refused as bad input in variables and inline text, changing nothing, with no SQL in the log', async () => {
    const g = await newGuest({ request });
    const [model] = rowsOf<{ id: number }>(await database.db.execute(sql`select id from machine_models order by id limit 1`));
    const machines = await count('garage_machines');
    refused(await graphql(`mutation($i: GarageItemInput!) { v1 { garage { add(garageItem: $i) { id } } } }`, { i: { machineModelId: String(model.id), name: 'Dozer\u0000 one' } }, g.access_token));
    refused(await graphql(`mutation { v1 { garage { add(garageItem: { machineModelId: "${model.id}", name: "Dozer\\u0000 two" }) { id } } } }`, {}, g.access_token));
    expect(await count('garage_machines')).toBe(machines);

    const product = await stockedProduct({ database }, 5);
    const LINES = 'productGroups { items { id reference } }';
    const added = await graphql(`mutation($p: ID!) { v1 { cart { add(productId: $p, qty: 1) { ${LINES} } } } }`, { p: String(product.id) }, g.access_token);
    const line = added.body.data!.v1.cart.add.productGroups[0].items[0] as { id: string; reference: string | null };
    refused(await graphql(`mutation($i: ID!, $r: String) { v1 { cart { setLineReference(shoppingCartItemId: $i, reference: $r) { itemCount } } } }`, { i: line.id, r: 'PO\u0000 7' }, g.access_token));
    const cart = await graphql(`{ v1 { shoppingCart { ${LINES} } } }`, {}, g.access_token);
    expect(cart.body.data!.v1.shoppingCart.productGroups[0].items).toEqual([line]);

    refused(await graphql(`query($q: String) { v1 { searchResults(searchString: $q, first: 3) { totalCount } } }`, { q: 'belt\u0000' }));
    refused(await graphql(LOG, { url: '/\u0000' }));

    const log = logLines.join('');
    expect(log).not.toMatch(/insert into|select .* from|update .* set|params:|Failed query/i);
    expect(log).not.toContain('\\u0000');
  });
});
