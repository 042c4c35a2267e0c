import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import { rowsOf } from '../../../tests/setup/test-db';
import { ADMIN_EMAIL, CUSTOMER_EMAIL, newGuest, signIn, STAFF_EMAIL } from '../../../tests/support/test-auth';
import { STAFF_FORBIDDEN_MESSAGE } from '../../../shared/staff-permissions';
import { editInputOf } from '../../../shared/product-edit-text';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;

const PRODUCT_FIELDS = `id sku version name shortDescription fullDescription price oldPrice stock status orderMinimumQuantity orderMaximumQuantity allowedQuantities published
  specifications { attribute value } interchanges { partNumber brand kind } fitments { machineModelId model serialFrom serialTo engine attachment }`;
const READ = `query($id: ID!) { v1 { admin { product(id: $id) { ${PRODUCT_FIELDS} } } } }`;
const RESULT = `fieldErrors { field message } changes { field label before after } saved product { ${PRODUCT_FIELDS} }`;
const PREVIEW = `query($id: ID!, $input: AdminProductInput!) { v1 { admin { productEditPreview(id: $id, input: $input) { ${RESULT} } } } }`;
const UPDATE = `mutation($id: ID!, $input: AdminProductInput!, $version: String) { v1 { admin { products { update(id: $id, input: $input, version: $version) { ${RESULT} } } } } }`;
const BULK = `actionError selected changed unchanged sample { id sku before after } refused { id sku reason } applied`;
const BULK_PREVIEW = `query($s: AdminProductSelection!, $a: AdminProductBulkAction!, $v: String!) { v1 { admin { productBulkPreview(selection: $s, action: $a, value: $v) { ${BULK} } } } }`;
const BULK_APPLY = `mutation($s: AdminProductSelection!, $a: AdminProductBulkAction!, $v: String!) { v1 { admin { products { bulkApply(selection: $s, action: $a, value: $v) { ${BULK} } } } } }`;
const LIST = `query($f: AdminProductFilterInput, $page: Int) { v1 { admin { products(filter: $f, first: 10, page: $page) { totalCount page hasNextPage nodes { id sku name price stock status brand vendor warehouse } } productListChoices { brands { id name } categories { id name } vendors { id name } warehouses { id name } } } } }`;
const CART_ADD = `mutation($p: ID!) { v1 { cart { add(productId: $p, qty: 1) { productGroups { items { product { id } price } } } } } }`;

let t: TestApp;
let admin = '';
let adminId = 0;
let staff = '';
let customer = '';

async function gql(token: string | null, query: string, variables: Record<string, unknown> = {}): Promise<{ data: Any; errors: Any }> {
  return (await t.graphql(query, variables, token ? { authorization: `Bearer ${token}` } : {})).body as Any;
}

async function searchHit(query: string, id: number): Promise<{ price: number; quantity: number } | undefined> {
  const res = await t.request('/api/search/1/indexes/*/queries', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ requests: [{ indexName: 'PRODUCTS_MASTER', params: { query, hitsPerPage: 50 } }] }),
  });
  const body = (await res.json()) as Any;
  return body.results[0].hits.find((h: Any) => h.objectID === String(id));
}

async function pricedProducts(n: number, offset = 0): Promise<Array<{ id: number; sku: string; price: string }>> {
  return rowsOf(
    await t.database.db.execute(
      sql`select id, sku, price::text as price from products where published and not deleted and price is not null and price > 20 and status = 'IN_STOCK' and stock > 5 order by id limit ${n} offset ${offset}`,
    ),
  );
}

beforeAll(async () => {
  t = await createTestApp();
  await t.services.search.whenReady();
  const a = await signIn(t, ADMIN_EMAIL);
  admin = a.access_token;
  adminId = Number(a.user_info.id);
  staff = (await signIn(t, STAFF_EMAIL)).access_token;
  customer = (await signIn(t, CUSTOMER_EMAIL)).access_token;
});
afterAll(() => t?.close());

describe('product editing in the back office', () => {
  it('lists products filtered by search, with the list’s choices', async () => {
    const [p] = await pricedProducts(1);
    const r = await gql(admin, LIST, { f: { search: p.sku } });
    expect(r.errors).toBeUndefined();
    expect(r.data.v1.admin.products.nodes.map((n: Any) => n.sku)).toContain(p.sku);
    expect(r.data.v1.admin.productListChoices.brands.length).toBeGreaterThan(0);
    const out = await gql(admin, LIST, { f: { stock: 'OUT' } });
    for (const n of out.data.v1.admin.products.nodes) expect(n.stock).toBeLessThanOrEqual(0);
  });

  it('refuses invalid values next to their fields and saves nothing', async () => {
    const [p] = await pricedProducts(1, 1);
    const read = (await gql(admin, READ, { id: p.id })).data.v1.admin.product;
    const bad = { ...editInputOf(read), price: '-1', stock: '2.5', orderMinimumQuantity: '10', orderMaximumQuantity: '4', allowedQuantities: '2, x', name: ' ' };
    const r = await gql(admin, UPDATE, { id: p.id, input: bad });
    expect(r.errors).toBeUndefined();
    const u = r.data.v1.admin.products.update;
    expect(u.saved).toBe(false);
    expect(u.fieldErrors.map((e: Any) => e.field)).toEqual(['name', 'price', 'stock', 'orderMaximumQuantity', 'allowedQuantities']);
    expect(u.fieldErrors.find((e: Any) => e.field === 'price').message).toBe('The price cannot be below zero.');
    expect(u.fieldErrors.find((e: Any) => e.field === 'orderMaximumQuantity').message).toBe('The maximum quantity must be at least the minimum.');
    const unknownModel = await gql(admin, PREVIEW, { id: p.id, input: { ...editInputOf(read), fitments: [{ machineModelId: '987654' }] } });
    expect(unknownModel.data.v1.admin.productEditPreview.fieldErrors).toEqual([{ field: 'fitments', message: 'Line 1: there is no machine model 987654.' }]);
    expect((await gql(admin, READ, { id: p.id })).data.v1.admin.product.price).toBe(read.price);
  });

  it('previews the changes, then saves them in one go: audited, in search, on the product page and in carts at once', async () => {
    const [p] = await pricedProducts(1, 2);
    const read = (await gql(admin, READ, { id: p.id })).data.v1.admin.product;
    const input = {
      ...editInputOf(read),
      price: '123.45',
      stock: '77',
      allowedQuantities: '',
      orderMinimumQuantity: '1',
      orderMaximumQuantity: '50',
      specifications: [...read.specifications, { attribute: 'Test colour', value: 'Safety orange' }],
      interchanges: [...read.interchanges, { partNumber: 'ZQ-55501', brand: 'Acme', kind: 'interchange' }],
    };
    const preview = (await gql(admin, PREVIEW, { id: p.id, input })).data.v1.admin.productEditPreview;
    expect(preview.fieldErrors).toEqual([]);
    expect(preview.saved).toBe(false);
    const price = preview.changes.find((c: Any) => c.field === 'price');
    expect(price.after).toBe('$123.45');
    expect(preview.changes.find((c: Any) => c.field === 'specifications').after).toBe('Test colour: Safety orange');
    // A preview changes nothing.
    expect((await gql(admin, READ, { id: p.id })).data.v1.admin.product.price).toBe(read.price);

    const saved = (await gql(admin, UPDATE, { id: p.id, input, version: read.version })).data.v1.admin.products.update;
    expect(saved.saved).toBe(true);
    expect(saved.product).toMatchObject({ price: '123.45', stock: 77 });
    expect(saved.product.interchanges.map((i: Any) => i.partNumber)).toContain('ZQ-55501');

    const [entry] = rowsOf<Any>(
      await t.database.db.execute(sql`select actor_id, record_type, record_id, before, after from audit_log where action = 'product.updated' and record_id = ${String(p.id)} order by id desc limit 1`),
    );
    expect(entry).toMatchObject({ actor_id: adminId, record_type: 'product', record_id: String(p.id) });
    expect(entry.before.price).toBe(read.price);
    expect(entry.after).toMatchObject({ price: '123.45', stock: 77 });

    // Search answers with the new price straight away (no wait for the change watch), and finds the new interchange number.
    expect((await searchHit(p.sku, p.id))?.price).toBe(123.45);
    expect(await searchHit('ZQ55501', p.id)).toBeDefined();
    const page = await gql(null, `query($id: ID!) { v1 { product(id: $id) { priceAndAvailability { price } } } }`, { id: p.id });
    expect(page.data.v1.product.priceAndAvailability.price).toBe(123.45);
    const guest = await newGuest(t);
    const cart = await gql(guest.access_token, CART_ADD, { p: p.id });
    const line = cart.data.v1.cart.add.productGroups.flatMap((g: Any) => g.items).find((i: Any) => i.product.id === String(p.id));
    expect(line.price).toBe(123.45);
  });

  it('refuses a save over a change made since the form was opened', async () => {
    const [p] = await pricedProducts(1, 3);
    const read = (await gql(admin, READ, { id: p.id })).data.v1.admin.product;
    await t.database.db.execute(sql`update products set stock = stock + 1 where id = ${p.id}`);
    const r = await gql(admin, UPDATE, { id: p.id, input: { ...editInputOf(read), price: '5.00' }, version: read.version });
    expect(r.errors[0].extensions.code).toBe('CONFLICT');
    expect((await gql(admin, READ, { id: p.id })).data.v1.admin.product.price).toBe(read.price);
  });
});

describe('back in stock', () => {
  it('mails the customers waiting for a part that an edit makes available again', async () => {
    const [p] = rowsOf<{ id: number; name: string }>(
      await t.database.db.execute(sql`select id, name from products where can_notify and status = 'NOT_AVAILABLE' and published and not deleted order by id desc limit 1`),
    );
    const asked = await gql(customer, `mutation($p: ID!) { v1 { stockAlert { add(productId: $p) { productId } } } }`, { p: String(p.id) });
    expect(asked.errors).toBeUndefined();
    const read = (await gql(admin, READ, { id: p.id })).data.v1.admin.product;
    const saved = (await gql(admin, UPDATE, { id: p.id, input: { ...editInputOf(read), stock: '4', status: 'IN_STOCK' } })).data.v1.admin.products.update;
    expect(saved.saved).toBe(true);
    await t.services.catalog.whenIdle();
    const mails = (await t.services.mail.listOutbox(500)).filter((m) => m.subject === `Back in stock: ${p.name}`);
    expect(mails.map((m) => m.toAddress)).toEqual([CUSTOMER_EMAIL]);
  });

  it('mails them too when a bulk change makes the part available, once it is', async () => {
    const [p] = rowsOf<{ id: number; name: string }>(
      await t.database.db.execute(sql`select id, name from products where can_notify and status = 'NOT_AVAILABLE' and published and not deleted order by id asc limit 1`),
    );
    const asked = await gql(customer, `mutation($p: ID!) { v1 { stockAlert { add(productId: $p) { productId } } } }`, { p: String(p.id) });
    expect(asked.errors).toBeUndefined();
    const mailsOf = async () => (await t.services.mail.listOutbox(500)).filter((m) => m.subject === `Back in stock: ${p.name}`);
    const ids = [String(p.id)];
    // Stock alone does not make a part that is not available orderable: no mail yet.
    expect((await gql(admin, BULK_APPLY, { s: { ids }, a: 'STOCK_SET', v: '6' })).data.v1.admin.products.bulkApply).toMatchObject({ changed: 1, applied: true });
    await t.services.catalog.whenIdle();
    expect(await mailsOf()).toEqual([]);
    expect((await gql(admin, BULK_APPLY, { s: { ids }, a: 'STATUS_SET', v: 'IN_STOCK' })).data.v1.admin.products.bulkApply).toMatchObject({ changed: 1, applied: true });
    await t.services.catalog.whenIdle();
    expect((await mailsOf()).map((m) => m.toAddress)).toEqual([CUSTOMER_EMAIL]);
  });
});

describe('bulk edit', () => {
  it('previews a percentage change with a sample, refuses the products whose result is invalid, then applies it', async () => {
    const picked = await pricedProducts(3, 10);
    // One product without a price, which a percentage cannot change.
    await t.database.db.execute(sql`update products set price = null where id = ${picked[2].id}`);
    const ids = picked.map((p) => String(p.id));
    const preview = (await gql(admin, BULK_PREVIEW, { s: { ids }, a: 'PRICE_PERCENT', v: '-10' })).data.v1.admin.productBulkPreview;
    expect(preview).toMatchObject({ actionError: null, selected: 3, changed: 2, applied: false });
    expect(preview.refused).toEqual([{ id: ids[2], sku: picked[2].sku, reason: 'It has no price (call for price): set a price instead.' }]);
    const expected = (price: string) => Math.round(Math.round(Number(price) * 100) * 0.9) / 100;
    expect(preview.sample[0].after).toBe(`$${expected(picked[0].price).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
    expect(Number((await pricedProducts(1, 10))[0].price)).toBe(Number(picked[0].price));

    const applied = (await gql(admin, BULK_APPLY, { s: { ids }, a: 'PRICE_PERCENT', v: '-10' })).data.v1.admin.products.bulkApply;
    expect(applied).toMatchObject({ changed: 2, applied: true });
    const rows = rowsOf<{ id: number; price: string | null }>(
      await t.database.db.execute(sql`select id, price::text as price from products where id in (${picked[0].id}, ${picked[1].id}, ${picked[2].id}) order by id`),
    );
    expect(rows.map((r) => (r.price === null ? null : Number(r.price)))).toEqual([expected(picked[0].price), expected(picked[1].price), null]);
    const audits = rowsOf<Any>(
      await t.database.db.execute(sql`select record_id, before, after from audit_log where action = 'product.bulk_updated' and record_id in (${ids[0]}, ${ids[1]}, ${ids[2]})`),
    );
    expect(audits.map((a) => a.record_id).sort()).toEqual([ids[0], ids[1]].sort());
    expect((await searchHit(picked[0].sku, picked[0].id))?.price).toBe(expected(picked[0].price));
  });

  it('refuses a change that takes a price or stock below zero, product by product', async () => {
    const picked = await pricedProducts(2, 20);
    const ids = picked.map((p) => String(p.id));
    const r = (await gql(admin, BULK_PREVIEW, { s: { ids }, a: 'PRICE_ADD', v: '-100000' })).data.v1.admin.productBulkPreview;
    expect(r.changed).toBe(0);
    expect(r.refused).toHaveLength(2);
    expect(r.refused[0].reason).toMatch(/below zero/);
    const stock = (await gql(admin, BULK_PREVIEW, { s: { ids }, a: 'STOCK_ADD', v: 'lots' })).data.v1.admin.productBulkPreview;
    expect(stock.actionError).toBe('Enter a whole number of units, like 12 or -3.');
  });

  it('changes every product matching a filter ("select all matching")', async () => {
    const [p] = await pricedProducts(1, 30);
    const r = (await gql(admin, BULK_APPLY, { s: { filter: { search: p.sku } }, a: 'STOCK_SET', v: '321' })).data.v1.admin.products.bulkApply;
    expect(r.applied).toBe(true);
    expect(r.changed).toBeGreaterThanOrEqual(1);
    const [row] = rowsOf<{ stock: number }>(await t.database.db.execute(sql`select stock from products where id = ${p.id}`));
    expect(row.stock).toBe(321);
    expect((await searchHit(p.sku, p.id))?.quantity).toBe(321);
  });
});

describe('permissions', () => {
  it('refuses staff without the prices permission, customers and the signed-out', async () => {
    const [p] = await pricedProducts(1, 40);
    const read = (await gql(admin, READ, { id: p.id })).data.v1.admin.product;
    const s = await gql(staff, UPDATE, { id: p.id, input: { ...editInputOf(read), price: '1.00' } });
    expect(s.errors[0].extensions.code).toBe('FORBIDDEN');
    expect(s.errors[0].message).toBe(STAFF_FORBIDDEN_MESSAGE);
    expect((await gql(staff, BULK_APPLY, { s: { ids: [String(p.id)] }, a: 'PRICE_SET', v: '1' })).errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await gql(customer, READ, { id: p.id })).errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await gql(null, LIST)).errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await gql(admin, READ, { id: p.id })).data.v1.admin.product.price).toBe(read.price);
  });
});
