import { Kind, parse, type OperationDefinitionNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import manifest from '../../app/gql/persisted-documents.json' with { type: 'json' };
import { createTestApp, type TestApp } from '../../tests/setup/test-app';
import { loadConfig } from '../config';
import { operationCost } from './cost-limit';
import { LIST_SIZES, PAGE } from './cost-sizes';
import { schema } from './schema';
import { fieldsOf, isListLike, isObjectLike, namedTypeOf } from './type-shapes';

const documents: Record<string, string> = manifest;
const MAX_COST = loadConfig({ NODE_ENV: 'test' }).GRAPHQL_MAX_COST;

// Page sizes the web client sends where the server would allow more (app/features/orders/api/orders-api.ts).
// The page sizes the web client sends (the back office's in app/features/admin/admin-*-api.ts).
const CLIENT_PAGE_SIZES: Record<string, Record<string, number>> = {
  MyOrders: { first: 10 },
  AdminOrders: { first: 25 },
  AdminReturns: { first: 25 },
  AdminReviews: { first: 20 },
  AdminQuoteRequests: { first: 25 },
  AdminMessages: { first: 25 },
  AdminCustomers: { first: 25 },
};

/** A document's cost with the largest page sizes the client may send: every Int variable at the server's maximum. */
function worstCost(text: string): { name: string; cost: number } {
  const doc = parse(text);
  const op = doc.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
  const name = op.name?.value ?? '';
  const vars: Record<string, unknown> = {};
  for (const v of op.variableDefinitions ?? []) vars[v.variable.name.value] = 1_000_000;
  Object.assign(vars, CLIENT_PAGE_SIZES[name]);
  return { name, cost: operationCost(schema, doc, vars) };
}

const related = (levels: number) => 'relatedProducts { id name '.repeat(levels) + '}'.repeat(levels);
const ATTACK_ONE = `{ v1 { product(id: 8) { ${related(8)} } } }`;
const ATTACK = `{ v1 { ${Array.from({ length: 20 }, (_, i) => `a${i}: product(id: 8) { ${related(8)} }`).join(' ')} } }`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the list sizes of the cost model', () => {
  it('name every list field of the schema, and only fields that exist', () => {
    const missing: string[] = [];
    const lists = new Set<string>();
    for (const type of Object.values(schema.getTypeMap())) {
      if (!isObjectLike(type) || type.name.startsWith('__')) continue;
      for (const field of Object.values(fieldsOf(type)!)) {
        const key = `${type.name}.${field.name}`;
        if (isListLike(field.type)) {
          lists.add(key);
          if (!(key in LIST_SIZES)) missing.push(key);
        }
      }
    }
    expect(missing, 'add these list fields to LIST_SIZES in server/graphql/cost-sizes.ts').toEqual([]);
    for (const [key, size] of Object.entries(LIST_SIZES)) {
      const [typeName, fieldName] = key.split('.');
      const type = schema.getType(typeName);
      const field = fieldsOf(type)?.[fieldName];
      expect(field, key).toBeDefined();
      // A page size belongs on a list or on a connection whose nodes say PAGE.
      if (size !== PAGE && !lists.has(key)) {
        const inner = namedTypeOf(field!.type);
        expect(Object.keys(fieldsOf(inner) ?? {}).some((f) => LIST_SIZES[`${inner.name}.${f}`] === PAGE), key).toBe(true);
      }
    }
  });
});

describe('query cost', () => {
  it('accepts every persisted document of the web client, at the page sizes it may send, with a margin', () => {
    const costs = Object.values(documents).map(worstCost);
    const over = costs.filter((c) => c.cost > MAX_COST);
    expect(over).toEqual([]);
    const costliest = costs.reduce((a, b) => (b.cost > a.cost ? b : a));
    // The limit leaves room for the client to grow, and no more: about twice its costliest operation.
    expect(costliest.cost).toBeGreaterThan(MAX_COST / 4);
    expect(costliest.cost).toBeLessThanOrEqual(MAX_COST / 1.5);
  });

  it('runs the costliest persisted document over HTTP', async () => {
    const [id] = Object.entries(documents).find(([, text]) => text.includes('query MyOrders'))!;
    const res = await t.request('/api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ documentId: id, variables: { first: 10 } }),
    });
    const body = (await res.json()) as { errors?: Array<{ extensions?: { code?: string } }> };
    expect(body.errors?.map((e) => e.extensions?.code) ?? []).not.toContain('QUERY_TOO_EXPENSIVE');
  });

  it('refuses eight levels of related products with 20 aliases, before any resolver runs, with 400 and QUERY_TOO_EXPENSIVE', async () => {
    const product = vi.spyOn(t.services.products, 'product');
    for (const query of [ATTACK_ONE, ATTACK]) {
      const { status, body } = await t.graphql(query);
      expect(status).toBe(400);
      expect(body.data).toBeUndefined();
      expect(body.errors).toHaveLength(1);
      expect(body.errors![0].extensions).toMatchObject({ code: 'QUERY_TOO_EXPENSIVE', maxCost: MAX_COST });
      expect(body.errors![0].message).toMatch(/^This query could answer about [\d,]+ values, more than the 50,000 one request may ask for\. Lists multiply/);
    }
    expect(product).not.toHaveBeenCalled();
    product.mockRestore();
  });

  it('counts a page size sent as a variable as sent, up to the field maximum', async () => {
    const query = 'query ($n: Int) { v1 { searchResults(first: $n) { nodes { id name fitment interchange } filters { id values { value count } } } } }';
    expect(operationCost(schema, parse(query), { n: 100 })).toBeGreaterThan(operationCost(schema, parse(query), { n: 10 }));
    expect(operationCost(schema, parse(query), { n: 1_000_000 })).toBe(operationCost(schema, parse(query), { n: 100 }));
    const aliased = `query ($n: Int) { v1 { ${Array.from({ length: 10 }, (_, i) => `s${i}: searchResults(first: $n) { nodes { id name fitment interchange } } `).join('')} } }`;
    const few = await t.graphql(aliased, { n: 5 });
    expect(few.status).toBe(200);
    expect(few.body.errors).toBeUndefined();
    const many = await t.graphql(aliased, { n: 100 });
    expect(many.status).toBe(400);
    expect(many.body.errors![0].extensions!.code).toBe('QUERY_TOO_EXPENSIVE');
  });

  it('leaves the explorer its schema query and refuses introspection nested to multiply', async () => {
    const { getIntrospectionQuery } = await import('graphql');
    const ok = await t.graphql<{ __schema: { types: unknown[] } }>(getIntrospectionQuery());
    expect(ok.status).toBe(200);
    expect(ok.body.data!.__schema.types.length).toBeGreaterThan(50);
    const nested = await t.graphql('{ __schema { types { fields { type { fields { type { fields { type { fields { name } } } } } } } } } }');
    expect(nested.body.data).toBeUndefined();
    expect(nested.body.errors![0]).toMatchObject({ message: 'Maximum introspection depth exceeded', extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
  });
});
