// The product page's answers kept per product (catalog-page-cache.ts): served again without a read,
// and dropped at once when a product they show is edited, whoever edits it (the services' change feed).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import persistedDocuments from '../../../app/gql/persisted-documents.json' with { type: 'json' };
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import { rowsOf } from '../../../tests/setup/test-db';
import { ADMIN_EMAIL, signIn } from '../../../tests/support/test-auth';
import { editInputOf } from '../../../shared/product-edit-text';
import { productsShown } from './catalog-page-cache';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;

const docs: Record<string, string> = persistedDocuments;
const PRODUCT_PAGE = Object.keys(docs).find((id) => docs[id].includes('query ProductPage('))!;
const READ = `query($id: ID!) { v1 { admin { product(id: $id) { id version name price stock status shortDescription fullDescription oldPrice
  orderMinimumQuantity orderMaximumQuantity allowedQuantities published specifications { attribute value } interchanges { partNumber brand kind }
  fitments { machineModelId serialFrom serialTo engine attachment } } } } }`;
const UPDATE = `mutation($id: ID!, $input: AdminProductInput!, $version: String) { v1 { admin { products { update(id: $id, input: $input, version: $version) { saved fieldErrors { field message } } } } } }`;
const BULK_APPLY = `mutation($s: AdminProductSelection!, $a: AdminProductBulkAction!, $v: String!) { v1 { admin { products { bulkApply(selection: $s, action: $a, value: $v) { applied actionError } } } } }`;

let t: TestApp;
let admin = '';
let page: (id: number) => Promise<Any>;

async function gql(query: string, variables: Record<string, unknown>): Promise<Any> {
  const body = (await t.graphql(query, variables, { authorization: `Bearer ${admin}` })).body as Any;
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/** Saves the product with `change` applied to the form as the back office sends it. */
async function edit(id: number, change: Record<string, unknown>) {
  const p = (await gql(READ, { id })).v1.admin.product;
  // The saved product as the back office's input (the shared field mapping), with the change on top.
  const input = { ...editInputOf({ ...p, fitments: p.fitments.map((f: { machineModelId: string }) => ({ ...f, machineModelId: Number(f.machineModelId) })) }), ...change };
  const saved = (await gql(UPDATE, { id, input, version: p.version })).v1.admin.products.update;
  expect(saved.fieldErrors).toEqual([]);
  expect(saved.saved).toBe(true);
}

/** A published product in stock with related products, and one of those. */
async function productWithRelated(): Promise<{ id: number; related: number }> {
  const [row] = rowsOf<{ id: number; related: number }>(
    await t.database.db.execute(sql`select p.id, l.related_product_id as related from products p
      join related_products l on l.product_id = p.id
      join products r on r.id = l.related_product_id and r.published and not r.deleted and r.price is not null
      where p.published and not p.deleted and p.price is not null and p.status = 'IN_STOCK' order by p.id limit 1`),
  );
  return { id: Number(row.id), related: Number(row.related) };
}

beforeAll(async () => {
  // The page's operation is trusted for time in the store (server/graphql/handler.ts); here it goes through the API.
  t = await createTestApp({ GRAPHQL_TIME_BUDGET_MS: '60000' });
  await t.services.search.whenReady();
  admin = (await signIn(t, ADMIN_EMAIL)).access_token;
  // The page's operation through the store's page cache, as the pages' executor reads it (server/graphql/handler.ts).
  page = async (id) => {
    const r = await t.services.productPages.read(`${PRODUCT_PAGE}:${id}`, async () => (await t.graphql<Any>(docs[PRODUCT_PAGE], { id: String(id) })).body, productsShown);
    expect(r.errors).toBeUndefined();
    return r.data!.v1.product;
  };
}, 240_000);
afterAll(() => t?.close());

describe('product page answers kept per product', () => {
  it('serves a product page again without reading it', async () => {
    const { id } = await productWithRelated();
    const before = { ...t.services.productPages.stats };
    const a = await page(id);
    const b = await page(id);
    expect(b).toBe(a);
    expect(t.services.productPages.stats.hits).toBe(before.hits + 1);
  });

  it('shows a back-office edit of the product on the next page at once', async () => {
    const { id } = await productWithRelated();
    const first = await page(id);
    await edit(id, { name: `${first.name} (revised)`, price: '234.56', specifications: [{ attribute: 'Cache test', value: 'Fresh' }] });
    const next = await page(id);
    expect(next.name).toBe(`${first.name} (revised)`);
    expect(next.priceAndAvailability.price).toBe(234.56);
    expect(next.specificationAttributes).toEqual([{ name: 'Cache test', value: 'Fresh' }]);
  });

  it('shows a related product’s new price on the page that lists it', async () => {
    const { id, related } = await productWithRelated();
    const card = (await page(id)).relatedProducts.find((c: Any) => c.id === String(related));
    expect(card).toBeDefined();
    await edit(related, { price: '345.67' });
    const after = (await page(id)).relatedProducts.find((c: Any) => c.id === String(related));
    expect(after.priceAndAvailability.price).toBe(345.67);
  });

  it('shows a bulk price change at once', async () => {
    const { id } = await productWithRelated();
    const before = (await page(id)).priceAndAvailability.price as number;
    const r = (await gql(BULK_APPLY, { s: { ids: [String(id)] }, a: 'PRICE_PERCENT', v: '10' })).v1.admin.products.bulkApply;
    expect(r.actionError).toBeNull();
    expect((await page(id)).priceAndAvailability.price).toBeCloseTo(Math.round(before * 110) / 100, 2);
  });

  it('follows a write made outside the store’s services through the change watch', async () => {
    const { id } = await productWithRelated();
    await page(id);
    await t.services.search.watch({ intervalMs: 50 });
    try {
      await t.database.db.execute(sql`update products set name = 'Changed by another writer', updated_at = now() where id = ${id}`);
      let name = '';
      for (let i = 0; i < 100 && name !== 'Changed by another writer'; i++) {
        await new Promise((r) => setTimeout(r, 50));
        name = (await page(id)).name;
      }
      expect(name).toBe('Changed by another writer');
    } finally {
      await t.services.search.close();
    }
  });
});
