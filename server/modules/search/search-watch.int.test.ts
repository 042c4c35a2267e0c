import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import { rowsOf } from '../../../tests/setup/test-db';
import { products } from '../../db/schema/catalog';
import { createCatalogRepository } from '../catalog/catalog.repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.services.search.whenReady();
  await t.services.search.watch({ intervalMs: 200 });
});
afterAll(async () => {
  await t.services.search.close();
  await t.close();
});

async function hitFor(sku: string, id: number) {
  const res = await t.request('/api/search/1/indexes/*/queries', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ requests: [{ indexName: 'PRODUCTS_MASTER', params: { query: sku, hitsPerPage: 20 } }] }),
  });
  const body = (await res.json()) as { results: Array<{ hits: Array<{ objectID: string; quantity: number; price: number }> }> };
  return body.results[0].hits.find((h) => h.objectID === String(id));
}

/** Asks the search endpoint until `done` holds, for at most `ms`; answers how long it took. */
async function within(ms: number, done: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < ms) {
    if (await done()) return Date.now() - started;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`not seen in search within ${ms} ms`);
}

describe('search follows changes to products', () => {
  it('shows stock taken by an order within a second, without being told', async () => {
    const [p] = rowsOf<{ id: number; sku: string; stock: number }>(
      await t.database.db.execute(sql`select id, sku, stock from products where published and not deleted and stock > 5 order by id limit 1`),
    );
    expect((await hitFor(p.sku, p.id))?.quantity).toBe(p.stock);
    // The statement order placement runs to take units out of stock.
    await createCatalogRepository(t.database.db).decrementStock(t.database.db, new Map([[p.id, 3]]));
    const ms = await within(1000, async () => (await hitFor(p.sku, p.id))?.quantity === p.stock - 3);
    expect(ms).toBeLessThan(1000);
  });

  it('drops an unpublished product and shows a new price within a second', async () => {
    const [a, b] = rowsOf<{ id: number; sku: string }>(
      await t.database.db.execute(sql`select id, sku from products where published and not deleted and price is not null order by id desc limit 2`),
    );
    await t.database.db.execute(sql`update products set price = 777.77, updated_at = now() where id = ${a.id}`);
    await t.database.db.execute(sql`update products set published = false, updated_at = now() where id = ${b.id}`);
    await within(1000, async () => (await hitFor(a.sku, a.id))?.price === 777.77 && (await hitFor(b.sku, b.id)) === undefined);
  });

  it('stops following changes once closed, and catches up when watching again', async () => {
    const [p] = rowsOf<{ id: number; sku: string }>(
      await t.database.db.execute(sql`select id, sku from products where published and not deleted and price is not null order by id limit 1 offset 3`),
    );
    await t.services.search.close();
    await t.database.db.execute(sql`update products set price = 4.44, updated_at = now() where id = ${p.id}`);
    await new Promise((r) => setTimeout(r, 600));
    expect((await hitFor(p.sku, p.id))?.price).not.toBe(4.44);
    await t.services.search.watch({ intervalMs: 200 });
    await within(1000, async () => (await hitFor(p.sku, p.id))?.price === 4.44);
  });

  it('follows an update through the query builder that does not name updated_at', async () => {
    const [p] = rowsOf<{ id: number; sku: string }>(
      await t.database.db.execute(sql`select id, sku from products where published and not deleted and price is not null order by id limit 1 offset 5`),
    );
    await t.database.db.update(products).set({ stock: 4321 }).where(eq(products.id, p.id));
    await within(1000, async () => (await hitFor(p.sku, p.id))?.quantity === 4321);
  });

  it('shows a price changed by a plain SQL statement that does not touch updated_at', async () => {
    const [p] = rowsOf<{ id: number; sku: string }>(
      await t.database.db.execute(sql`select id, sku from products where published and not deleted and price is not null order by id limit 1 offset 7`),
    );
    await t.database.db.execute(sql`update products set price = 98.76 where id = ${p.id}`);
    await within(1000, async () => (await hitFor(p.sku, p.id))?.price === 98.76);
  });

  it('finds a product by an interchange number added in SQL, which stamps the product', async () => {
    const [p] = rowsOf<{ id: number }>(
      await t.database.db.execute(sql`select id from products where published and not deleted order by id limit 1 offset 9`),
    );
    await t.database.db.execute(sql`insert into product_interchanges (product_id, part_number, normalized) values (${p.id}, 'ZQX-40417', 'zqx40417')`);
    await within(1000, async () => (await hitFor('ZQX-40417', p.id)) !== undefined);
  });

  it('reads the changed products through the updated_at index, not a scan of the catalogue', async () => {
    const plan = await t.database.db.transaction(async (tx) => {
      // The seeded catalogue is small enough for a scan to look cheaper: ask whether the index can serve the watch's
      // query in its order. Within 30 s of the test database's seeding every product matches the window, and a bitmap
      // scan with a sort looks cheaper still, so bitmap scans are ruled out too.
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_bitmapscan = off`);
      return rowsOf<{ 'QUERY PLAN': string }>(
        await tx.execute(
          sql`explain select id from products where updated_at > to_timestamp(${Date.now() / 1000}::float8) - make_interval(secs => 30::float8) order by updated_at, id limit 20000`,
        ),
      )
        .map((r) => r['QUERY PLAN'])
        .join('\n');
    });
    expect(plan).toContain('products_updated_at_idx');
    expect(plan).not.toMatch(/Sort/);
  });
});
