import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/setup/test-app';
import { rowsOf } from '../../tests/setup/test-db';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GraphQL basics', () => {
  it('answers info with the version and ZIP code template', async () => {
    const { status, body } = await t.graphql<{ v1: { info: { version: string; zipCodeTemplate: string } } }>(
      '{ v1 { info { version zipCodeTemplate } } }',
    );
    expect(status).toBe(200);
    expect(body.data!.v1.info.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(new RegExp(body.data!.v1.info.zipCodeTemplate).test('50309')).toBe(true);
    expect(new RegExp(body.data!.v1.info.zipCodeTemplate).test('5030')).toBe(false);
  });

  it('lists the 8 home page category groups with their sub-categories', async () => {
    const { body } = await t.graphql<{
      v1: { categories: Array<{ id: string; name: string; parentCategoryId: number | null; showOnHomePage: boolean; numberOfProducts: number }> };
    }>('{ v1 { categories { id name parentCategoryId showOnHomePage numberOfProducts } } }');
    const cats = body.data!.v1.categories;
    const groups = cats.filter((c) => c.parentCategoryId === null && c.showOnHomePage).map((c) => c.name);
    expect(groups).toEqual([
      'Engine Components',
      'Filtration & Cooling',
      'Transmission & Drive',
      'Hydraulic Systems',
      'Electrical & Controls',
      'Chassis & Body',
      'Attachments & Accessories',
      'Maintenance & Repair',
    ]);
    const belts = cats.find((c) => c.name === 'Belts');
    expect(belts?.parentCategoryId).not.toBeNull();
    expect(belts!.numberOfProducts).toBeGreaterThan(0);
  });

  it('lists countries with their states and provinces, United States first', async () => {
    const { body } = await t.graphql<{
      v1: { countries: Array<{ name: string; twoLetterIsoCode: string; stateProvinces: Array<{ abbreviation: string }> }> };
    }>('{ v1 { countries { name twoLetterIsoCode stateProvinces { id name abbreviation } } } }');
    const countries = body.data!.v1.countries;
    expect(countries[0].twoLetterIsoCode).toBe('US');
    const byCode = Object.fromEntries(countries.map((c) => [c.twoLetterIsoCode, c.stateProvinces.length]));
    expect(byCode).toMatchObject({ US: 51, CA: 13, MX: 32 });
    expect(countries[0].stateProvinces.map((s) => s.abbreviation)).toContain('IA');
  });

  it('records a page view, and refuses a bad one without writing anything', async () => {
    const count = async () =>
      Number(rowsOf<{ n: number }>(await t.database.db.execute(sql`select count(*)::int as n from page_views`))[0].n);
    const before = await count();
    const ok = await t.graphql<{ v1: { browserLog: { log: boolean } } }>(
      `mutation($h: Int!, $w: Int!, $t: Int!, $u: String!, $s: String!) {
        v1 { browserLog { log(browserHeight: $h, browserWidth: $w, timeFromLoad: $t, url: $u, sessionId: $s) } } }`,
      { h: 800, w: 1280, t: 420, u: '/search?x=1', s: 'abc-123' },
    );
    expect(ok.body.data!.v1.browserLog.log).toBe(true);
    expect(await count()).toBe(before + 1);

    const bad = await t.graphql(
      `mutation { v1 { browserLog { log(browserHeight: -5, browserWidth: 1, timeFromLoad: 1, url: "/", sessionId: "x") } } }`,
    );
    expect(bad.body.errors![0].message).toMatch(/Invalid browserHeight/);
    expect(await count()).toBe(before + 1);
  });

  it('answers malformed requests with a clear 4xx and no stack trace', async () => {
    const res = await t.request('/api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query": "{ v1 { info { version } ',
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    const text = await res.text();
    expect(text).not.toMatch(/at .*\.(ts|js):\d+/);

    const syntax = await t.graphql('{ v1 { info { version } ');
    expect(syntax.status).toBeLessThan(500);
    expect(syntax.body.errors![0].message).toMatch(/Syntax Error/);
  });

  it('refuses queries nested beyond the depth limit and with too many aliases', async () => {
    const open = Array.from({ length: 15 }, (_, i) => `f${i} {`).join(' ');
    const deep = await t.graphql(`{ v1 { ${open} x ${'}'.repeat(15)} } }`);
    expect(deep.status).toBeLessThan(500);
    expect(deep.body.errors?.map((e) => e.message).join(' ')).toMatch(/depth/i);
    const aliases = Array.from({ length: 40 }, (_, i) => `a${i}: info { version }`).join(' ');
    const res = await t.graphql(`{ v1 { ${aliases} } }`);
    expect(res.body.errors?.[0].message).toMatch(/aliases/i);
  });
});

describe('compression', () => {
  it('compresses large GraphQL answers with brotli', async () => {
    const res = await t.request('/api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip, deflate, br' },
      body: JSON.stringify({ query: '{ v1 { countries { name stateProvinces { name abbreviation } } } }' }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    const raw = Buffer.from(await res.arrayBuffer());
    // A stale Content-Length (the uncompressed size) would make clients wait for bytes that never come.
    const length = res.headers.get('content-length');
    if (length !== null) expect(Number(length)).toBe(raw.length);
    const body = JSON.parse(zlib.brotliDecompressSync(raw).toString());
    expect(body.data.v1.countries.length).toBeGreaterThanOrEqual(3);
  });
});

describe('health', () => {
  it('reports the database as healthy', async () => {
    const res = await t.request('/healthz');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok' });
  });
});
