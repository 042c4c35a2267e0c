import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import { rowsOf } from '../../../tests/setup/test-db';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const CATEGORY = /* GraphQL */ `
  query C($id: ID!) {
    v1 {
      category(id: $id) {
        id name seoName parentCategoryId numberOfProducts
        breadcrumb { id name }
        children { id name parentCategoryId }
      }
    }
  }
`;

interface Row {
  id: string;
  name: string;
  seoName: string;
  parentCategoryId: number | null;
  numberOfProducts: number;
  breadcrumb: Array<{ id: string; name: string }>;
  children: Array<{ id: string; name: string; parentCategoryId: number }>;
}

async function categoryRows() {
  return rowsOf<{ id: number; name: string; parent_category_id: number | null }>(
    await t.database.db.execute(sql.raw('select id, name, parent_category_id from categories order by id')),
  );
}

describe('category query', () => {
  it('answers a sub-category with its breadcrumb from the top category down', async () => {
    const rows = await categoryRows();
    const sub = rows.find((r) => r.parent_category_id !== null)!;
    const parent = rows.find((r) => r.id === sub.parent_category_id)!;
    const res = await t.graphql<{ v1: { category: Row } }>(CATEGORY, { id: String(sub.id) });
    expect(res.body.errors).toBeUndefined();
    const c = res.body.data!.v1.category;
    expect(c.name).toBe(sub.name);
    expect(c.breadcrumb.map((b) => b.name)).toEqual([parent.name, sub.name]);
    expect(c.children).toEqual([]);
  });

  it('lists the sub-categories of a top category', async () => {
    const rows = await categoryRows();
    const top = rows.find((r) => r.parent_category_id === null)!;
    const res = await t.graphql<{ v1: { category: Row } }>(CATEGORY, { id: String(top.id) });
    const c = res.body.data!.v1.category;
    expect(c.breadcrumb.map((b) => b.id)).toEqual([String(top.id)]);
    const expected = rows.filter((r) => r.parent_category_id === top.id).map((r) => r.name).sort();
    expect(c.children.map((x) => x.name).sort()).toEqual(expected);
    expect(expected.length).toBeGreaterThan(0);
  });

  it('answers null for an unknown or malformed id', async () => {
    for (const id of ['999999', 'abc', '-1', '0']) {
      const res = await t.graphql<{ v1: { category: Row | null } }>(CATEGORY, { id });
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data!.v1.category).toBeNull();
    }
  });

  it('stops the breadcrumb with an error when the parent chain loops', async () => {
    const rows = await categoryRows();
    const sub = rows.find((r) => r.parent_category_id !== null)!;
    const parentId = sub.parent_category_id!;
    await t.database.db.execute(sql.raw(`update categories set parent_category_id = ${sub.id} where id = ${parentId}`));
    t.services.catalog.invalidate();
    try {
      const res = await t.graphql<{ v1: { category: Row | null } }>(CATEGORY, { id: String(sub.id) });
      expect(res.body.errors?.[0].message).toMatch(/too deep or loops/);
      expect((res.body.errors?.[0] as { path?: unknown } | undefined)?.path).toEqual(['v1', 'category', 'breadcrumb']);
    } finally {
      await t.database.db.execute(sql.raw(`update categories set parent_category_id = null where id = ${parentId}`));
      t.services.catalog.invalidate();
    }
  });
});

describe('manufacturer query', () => {
  it('answers one manufacturer, and null for an unknown id', async () => {
    const list = await t.graphql<{ v1: { manufacturers: Array<{ id: string; name: string }> } }>('{ v1 { manufacturers { id name } } }');
    const first = list.body.data!.v1.manufacturers[0];
    const one = await t.graphql<{ v1: { manufacturer: { name: string; makesMachines: boolean } | null } }>(
      'query M($id: ID!) { v1 { manufacturer(id: $id) { name makesMachines } } }',
      { id: first.id },
    );
    expect(one.body.data!.v1.manufacturer?.name).toBe(first.name);
    const none = await t.graphql<{ v1: { manufacturer: unknown } }>('query M($id: ID!) { v1 { manufacturer(id: $id) { name } } }', { id: '987654' });
    expect(none.body.data!.v1.manufacturer).toBeNull();
  });
});

describe('search suggestions query', () => {
  const Q = 'query S($q: String!, $first: Int) { v1 { searchSuggestions(searchString: $q, first: $first) { searchTerm category part interchange fitment } } }';

  it('suggests John Deere terms for a misspelled brand, at most as many as asked for', async () => {
    await t.services.search.whenReady();
    const res = await t.graphql<{ v1: { searchSuggestions: Array<{ searchTerm: string }> } }>(Q, { q: 'jhon deer', first: 6 });
    expect(res.body.errors).toBeUndefined();
    const terms = res.body.data!.v1.searchSuggestions.map((s) => s.searchTerm);
    expect(terms.length).toBeGreaterThan(0);
    expect(terms.length).toBeLessThanOrEqual(6);
    expect(terms.some((x) => /john deere/i.test(x))).toBe(true);
  });

  it('refuses a count out of range and an over-long text with a clear message', async () => {
    const big = await t.graphql(Q, { q: 'belt', first: 500 });
    expect(big.body.errors?.[0].message).toBe('first must be between 1 and 50');
    const long = await t.graphql(Q, { q: 'x'.repeat(101) });
    expect(long.body.errors?.[0].message).toBe('Search text is too long');
  });
});
