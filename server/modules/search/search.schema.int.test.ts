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

const SEARCH = /* GraphQL */ `
  query S($q: String, $filters: [SearchFilterInput!], $sort: SortMethod, $first: Int, $after: String) {
    v1 {
      searchResults(searchString: $q, filters: $filters, sortMethod: $sort, first: $first, after: $after) {
        totalCount
        nodes { id name brand price status picture { thumbnailUrl } }
        pageInfo { hasNextPage endCursor }
        filters { id name values { value count } }
      }
    }
  }
`;

type Result = {
  totalCount: number;
  nodes: Array<{ id: string; name: string; brand: string; price: number | null }>;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  filters: Array<{ id: string; name: string; values: Array<{ value: string; count: number }> }>;
};

async function search(vars: Record<string, unknown>) {
  const { body } = await t.graphql<{ v1: { searchResults: Result } }>(SEARCH, vars);
  if (body.errors) throw new Error(body.errors[0].message);
  return body.data!.v1.searchResults;
}

describe('GraphQL search', () => {
  it('pages with cursors without repeating a product', async () => {
    const first = await search({ q: 'belt', first: 5 });
    expect(first.totalCount).toBeGreaterThan(5);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = await search({ q: 'belt', first: 5, after: first.pageInfo.endCursor });
    const ids = new Set(first.nodes.map((n) => n.id));
    for (const n of second.nodes) expect(ids.has(n.id)).toBe(false);
  });

  it('filters by brand and price range, with facet counts that add up', async () => {
    const all = await search({ q: 'belt', first: 1 });
    const brands = all.filters.find((f) => f.id === 'brand')!;
    expect(brands.values.map((v) => v.value)).toEqual([...brands.values.map((v) => v.value)].sort((a, b) => a.localeCompare(b, 'en', { numeric: true })));
    const brand = brands.values[0];
    const byBrand = await search({ q: 'belt', first: 50, filters: [{ id: 'brand', values: [brand.value] }] });
    expect(byBrand.totalCount).toBe(brand.count);
    expect(byBrand.nodes.every((n) => n.brand === brand.value)).toBe(true);

    const cheap = await search({ first: 50, filters: [{ id: 'price', values: ['<200'] }], sort: 'PRICE_HIGH' });
    expect(cheap.nodes.every((n) => n.price !== null && n.price < 200)).toBe(true);
    const prices = cheap.nodes.map((n) => n.price!);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });

  it('filters by category id: every product filed under the category, primary or secondary', async () => {
    // The seed files every belt under its own category and, second, under the umbrella "Belts".
    const secondary = rowsOf<{ category_id: number; n: number }>(
      await t.database.db.execute(
        sql.raw(`select pc.category_id, count(*)::int as n from product_categories pc join products p on p.id = pc.product_id
                 where pc.display_order > 0 and p.published and not p.deleted group by pc.category_id order by n desc limit 1`),
      ),
    )[0];
    expect(secondary?.n).toBeGreaterThan(0);
    const expected = rowsOf<{ id: number }>(
      await t.database.db.execute(
        sql.raw(`with recursive sub(id) as (select ${secondary.category_id} union select c.id from categories c join sub on c.parent_category_id = sub.id)
                 select distinct p.id from products p join product_categories pc on pc.product_id = p.id join sub on sub.id = pc.category_id
                 where p.published and not p.deleted order by p.id`),
      ),
    ).map((r) => String(r.id));
    const byId = await search({ first: 100, filters: [{ id: 'categoryId', values: [String(secondary.category_id)] }] });
    expect(byId.totalCount).toBe(expected.length);
    for (const n of byId.nodes) expect(expected).toContain(n.id);
    await expect(search({ filters: [{ id: 'categoryId', values: ['belts'] }] })).rejects.toThrow('Invalid category id');
  });

  it('names each machine in the Machine facet as the catalogue does ("John Deere 4020"), and finds parts by the model alone', async () => {
    const { body } = await t.graphql<{ v1: { machineModels: Array<{ name: string; baseName: string; manufacturer: string }> } }>(
      '{ v1 { machineModels { name baseName manufacturer } } }',
    );
    const models = body.data!.v1.machineModels;
    const names = new Set(models.map((m) => m.name));
    const machines = (await search({ q: 'belt', first: 1 })).filters.find((f) => f.id === 'machine')!;
    expect(machines.values.length).toBeGreaterThan(1);
    for (const { value } of machines.values) {
      expect(names.has(value), value).toBe(true);
      const model = models.find((m) => m.name === value)!;
      expect(value.startsWith(`${model.manufacturer} ${model.manufacturer}`), value).toBe(false);
    }
    const model = models.find((m) => m.name === machines.values[0].value)!;
    const byModel = await search({ q: model.baseName, first: 50 });
    expect(byModel.totalCount).toBeGreaterThan(0);
  });

  it('refuses unknown filters, sorts and cursors clearly', async () => {
    await expect(search({ filters: [{ id: 'colour-of-sky', values: ['blue'] }] })).rejects.toThrow('Unknown filter colour-of-sky');
    await expect(search({ filters: [{ id: 'price', values: ['cheap'] }] })).rejects.toThrow('Unknown price range cheap');
    await expect(search({ after: 'garbage' })).rejects.toThrow('Invalid cursor');
    const bad = await t.graphql(SEARCH, { sort: 'SIDEWAYS' });
    expect(bad.status).toBeLessThan(500);
    expect(bad.body.errors?.[0].message).toMatch(/SIDEWAYS/);
  });

  it('answers recently viewed products in the order given and skips unknown ids', async () => {
    const some = await search({ first: 2 });
    const ids = some.nodes.map((n) => n.id).reverse();
    const { body } = await t.graphql<{ v1: { recentlyViewed: Array<{ id: string; name: string; seoName: string; picture: { imageUrl: string } }> } }>(
      'query($f: [SearchFilterInput!]) { v1 { recentlyViewed(filters: $f) { id name seoName picture { imageUrl } } } }',
      { f: [{ id: 'productId', values: [...ids, '99999999', 'x'] }] },
    );
    expect(body.data!.v1.recentlyViewed.map((r) => r.id)).toEqual(ids);
  });
});
