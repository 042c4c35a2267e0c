import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { buildSchema, parse, validate } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import manifest from '../../app/gql/persisted-documents.json' with { type: 'json' };
import { createTestApp, type TestApp } from '../../tests/setup/test-app';

const documents: Record<string, string> = manifest;
// The committed SDL, which `npm run typecheck` keeps equal to the Pothos schema (and built here with
// this file's own copy of graphql-js, which the runner may load apart from the server's).
const schema = buildSchema(fs.readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8'));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (body: unknown) =>
  t.request('/api/graphql', { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(body) });

const idOf = (operationName: string) => {
  const entry = Object.entries(documents).find(([, text]) => new RegExp(`^(query|mutation) ${operationName}\\b`).test(text));
  if (!entry) throw new Error(`no persisted document ${operationName}`);
  return entry[0];
};

describe('persisted documents', () => {
  it('holds the web client operations, each valid against the schema and keyed by the sha256 of its text', () => {
    expect(Object.keys(documents).length).toBeGreaterThan(40);
    for (const [id, text] of Object.entries(documents)) {
      expect(createHash('sha256').update(text).digest('hex'), text).toBe(id);
      expect(validate(schema, parse(text)).map((e) => e.message), text).toEqual([]);
    }
  });

  it('runs a documentId with its variables', async () => {
    const res = await post({ documentId: idOf('GoSku'), variables: { sku: 'no-such-sku' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { v1: { product: null } } });
  });

  it('answers an unknown documentId with 400 and a message that says so', async () => {
    const res = await post({ documentId: 'f'.repeat(64), variables: {} });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: Array<{ message: string; extensions: { code: string } }> };
    expect(body.errors[0].message).toMatch(/^Unknown documentId/);
    expect(body.errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
  });

  it('still takes plain query text from API users, under the same limits', async () => {
    const ok = await t.graphql<{ v1: { info: { version: string } } }>('{ v1 { info { version } } }');
    expect(ok.status).toBe(200);
    expect(ok.body.data!.v1.info.version).toMatch(/^\d+\.\d+\.\d+$/);
    const aliases = Array.from({ length: 30 }, (_, i) => `a${i}: info { version }`).join(' ');
    const tooMany = await t.graphql(`{ v1 { ${aliases} } }`);
    expect(tooMany.body.errors?.[0].message).toMatch(/alias/i);
  });
});
