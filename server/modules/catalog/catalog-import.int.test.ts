import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../lib/logger';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import { rowsOf } from '../../../tests/setup/test-db';
import { ADMIN_EMAIL, CUSTOMER_EMAIL, STAFF_EMAIL, signIn } from '../../../tests/support/test-auth';
import { createCatalogImportRepository } from './catalog-import.repository';
import { createCatalogImportService } from './catalog-import.service';

let t: TestApp;
let adminToken: string;
let adminId: number;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;
const exec = async <T>(q: string) => rowsOf<T>(await t.database.db.execute(sql.raw(q)));
const gql = async (token: string, query: string, variables: Record<string, unknown> = {}): Promise<{ data: Any; errors: Any }> =>
  (await t.graphql(query, variables, { authorization: `Bearer ${token}` })).body as Any;

interface P {
  id: number;
  sku: string;
  price: string | null;
  stock: number;
  status: string;
}
/** `n` live products with a price, after `offset`, lowest id first. */
const someProducts = (n: number, offset: number) =>
  exec<P>(`select id, sku, price::text as price, stock, status from products where not deleted and published and price is not null order by id offset ${offset} limit ${n}`);
const productById = async (id: number) => (await exec<P>(`select id, sku, price::text as price, stock, status from products where id = ${id}`))[0];

async function upload(token: string, text: string, name = 'prices.csv') {
  const res = await t.request(`/admin/imports/upload?name=${encodeURIComponent(name)}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv' },
    body: text,
  });
  return { status: res.status, body: (await res.json()) as Any };
}

const IMPORT = `query($id: ID!) { v1 { admin { catalogImport(id: $id) {
  id fileName status checkedBy appliedBy appliedAt error columns
  counts { lines accepted refused unchanged price oldPrice stock status }
  sample { line sku changes { field before after } }
  refusedLines(first: 50) { line part reason }
} } } }`;
const APPLY = 'mutation($id: ID!) { v1 { admin { catalogImports { apply(id: $id) { done total } } } } }';
const HISTORY = '{ v1 { admin { catalogImports(first: 10) { totalCount nodes { id fileName status counts { accepted refused } } } } } }';

async function applyAndWait(id: string) {
  const started = await gql(adminToken, APPLY, { id });
  expect(started.errors).toBeUndefined();
  for (let i = 0; i < 200; i++) {
    const row = (await gql(adminToken, IMPORT, { id })).data.v1.admin.catalogImport;
    if (row.status !== 'CHECKED' || row.error) return row;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the import did not finish');
}

beforeAll(async () => {
  t = await createTestApp();
  const admin = await signIn(t, ADMIN_EMAIL);
  adminToken = admin.access_token;
  adminId = Number(admin.user_info.id);
});
afterAll(async () => {
  await t?.close();
});

describe('price and stock files (admin imports)', () => {
  it('checks a file without changing anything, then applies every accepted line; history, audit log and search follow', async () => {
    const [a, b, c] = await someProducts(3, 0);
    const newPrice = (Number(a.price) + 7.25).toFixed(2);
    const file = `\uFEFFStock,SKU,Price\r\n${a.stock + 3},${a.sku.toLowerCase()},${newPrice}\r\n-2,${b.sku},\r\n${c.stock},${c.sku},${Number(c.price)}\r\n1,NO-SUCH-PART,1\r\n`;
    const up = await upload(adminToken, file);
    expect(up.status).toBe(200);
    const id = up.body.id as string;

    const preview = (await gql(adminToken, IMPORT, { id })).data.v1.admin.catalogImport;
    expect(preview).toMatchObject({ fileName: 'prices.csv', status: 'CHECKED', checkedBy: ADMIN_EMAIL, columns: ['sku', 'price', 'stock'] });
    expect(preview.counts).toMatchObject({ lines: 4, accepted: 1, refused: 2, unchanged: 1, price: 1, stock: 1 });
    expect(preview.sample[0]).toMatchObject({ line: 2, sku: a.sku });
    expect(preview.refusedLines).toEqual([
      { line: 3, part: b.sku, reason: 'Negative stock: “-2”.' },
      { line: 5, part: 'NO-SUCH-PART', reason: 'Unknown part: no product has the SKU “NO-SUCH-PART”.' },
    ]);
    // Nothing changed yet.
    expect(await productById(a.id)).toEqual(a);

    const done = await applyAndWait(id);
    expect(done).toMatchObject({ status: 'APPLIED', appliedBy: ADMIN_EMAIL, error: null });
    const after = await productById(a.id);
    expect(Number(after.price)).toBe(Number(newPrice));
    expect(after.stock).toBe(a.stock + 3);
    expect(await productById(b.id)).toEqual(b);

    // Search follows within moments: the import's status commits with its writes, and the announcement
    // to search comes right after (on PostgreSQL a poll can read APPLIED between the two).
    await expect.poll(() => t.services.search.engine.getRecord(a.id)?.price, { timeout: 5_000, interval: 20 }).toBe(Number(newPrice));

    const history = (await gql(adminToken, HISTORY)).data.v1.admin.catalogImports;
    expect(history.nodes[0]).toMatchObject({ id, status: 'APPLIED', counts: { accepted: 1, refused: 2 } });
    const [audit] = await exec<{ action: string; actor_id: number; record_id: string }>(
      `select action, actor_id, record_id from audit_log where record_type = 'catalogImport' and record_id = '${id}'`,
    );
    expect(audit).toMatchObject({ action: 'catalog.imported', actor_id: adminId });

    // Applied once only.
    const again = await gql(adminToken, APPLY, { id });
    expect(again.errors[0].message).toMatch(/applied already/);
  });

  it('refuses a stale preview: the catalogue changed since the check, and nothing of the file is applied', async () => {
    const [a, b] = await someProducts(2, 10);
    const up = await upload(adminToken, `sku,stock\n${a.sku},${a.stock + 11}\n${b.sku},${b.stock + 12}\n`);
    expect(up.status).toBe(200);
    await exec(`update products set stock = stock + 1 where id = ${b.id}`);
    const done = await applyAndWait(up.body.id);
    expect(done.status).toBe('STALE');
    expect(done.error).toMatch(/^The catalogue changed since this file was checked: 1 product differs \(first on line 3, /);
    expect((await productById(a.id)).stock).toBe(a.stock);
    expect((await productById(b.id)).stock).toBe(b.stock + 1);
  });

  it('applies all or nothing: a failure half way leaves every product as it was', async () => {
    const list = await someProducts(6, 20);
    const repo = createCatalogImportRepository(t.database.db);
    let slices = 0;
    const failing = {
      ...repo,
      applyChunk: async (...args: Parameters<typeof repo.applyChunk>) => {
        if (++slices === 2) throw new Error('the disk is full');
        return repo.applyChunk(...args);
      },
    };
    const service = createCatalogImportService({
      repo: failing,
      db: t.database.db,
      log: createLogger('silent'),
      recordStaffAction: async () => undefined,
      productsChanged: async () => undefined,
      applyBatch: 2,
    });
    const file = 'sku,stock\n' + list.map((p) => `${p.sku},${p.stock + 40}`).join('\n');
    const row = await service.check(Readable.from([Buffer.from(file)]), 'failing.csv', adminId);
    expect(row.counts.accepted).toBe(6);
    await expect(service.apply(row.id, { id: adminId, ip: null })).rejects.toThrow(/disk is full/);
    for (const p of list) expect((await productById(p.id)).stock).toBe(p.stock);
    expect((await service.byId(row.id))!.status).toBe('checked');
    // The same file applies once the failure is gone.
    slices = 10;
    const applied = await service.apply(row.id, { id: adminId, ip: null });
    expect(applied.status).toBe('applied');
    for (const p of list) expect((await productById(p.id)).stock).toBe(p.stock + 40);
  });

  it('refuses staff without price rights and customers, on the upload, the export and GraphQL', async () => {
    const staff = await signIn(t, STAFF_EMAIL);
    const customer = await signIn(t, CUSTOMER_EMAIL);
    for (const token of [staff.access_token, customer.access_token]) {
      expect((await upload(token, 'sku,stock\nX,1\n')).status).toBe(403);
      expect((await t.request('/admin/export.csv', { headers: { authorization: `Bearer ${token}` } })).status).toBe(403);
      const list = await gql(token, HISTORY);
      expect(list.errors[0].extensions.code).toBe('FORBIDDEN');
    }
    expect((await t.request('/admin/export.csv')).status).toBe(401);
    expect((await upload(adminToken, 'name,price\nx,1\n')).body.error).toMatch(/needs a “sku” column/);
  });

  it('exports the same columns, filtered, and the export reads back as a file that changes nothing', async () => {
    const [{ vendor_id }] = await exec<{ vendor_id: number }>('select vendor_id from products where vendor_id is not null and not deleted group by vendor_id order by count(*) desc limit 1');
    const res = await t.request(`/admin/export.csv?vendor=${vendor_id}&stock=in-stock`, { headers: { authorization: `Bearer ${adminToken}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    const text = await res.text();
    const lines = text.trimEnd().split('\r\n');
    expect(lines[0]).toBe('sku,manufacturer_part_number,vendor,price,old_price,stock,status,order_minimum_quantity,order_maximum_quantity');
    const [{ n }] = await exec<{ n: number }>(`select count(*)::int as n from products where vendor_id = ${vendor_id} and stock > 0 and not deleted`);
    expect(lines.length - 1).toBe(n);
    const back = await upload(adminToken, text, 'export.csv');
    expect(back.status).toBe(200);
    expect(back.body.counts).toMatchObject({ accepted: 0, refused: 0, unchanged: n });
  });
});

describe('a file that makes a part available again', () => {
  it('mails the customers waiting for it, as a product edit does, once the file has applied', async () => {
    const [p] = await exec<{ id: number; sku: string; name: string }>(
      `select id, sku, name from products where can_notify and status = 'NOT_AVAILABLE' and published and not deleted order by id desc limit 1`,
    );
    const customer = (await signIn(t, CUSTOMER_EMAIL)).access_token;
    const asked = await gql(customer, `mutation($p: ID!) { v1 { stockAlert { add(productId: $p) { productId } } } }`, { p: String(p.id) });
    expect(asked.errors).toBeUndefined();
    const mailsOf = async () => (await t.services.mail.listOutbox(500)).filter((m) => m.subject === `Back in stock: ${p.name}`);

    const up = await upload(adminToken, `sku,status,stock\n${p.sku},IN_STOCK,4\n`);
    expect(up.status).toBe(200);
    // Checked only: nothing is mailed before staff apply the file.
    await t.services.catalog.whenIdle();
    expect(await mailsOf()).toEqual([]);
    expect(await applyAndWait(up.body.id)).toMatchObject({ status: 'APPLIED' });
    // The mail starts once the apply has committed and told search (it runs after the answer).
    for (let i = 0; i < 100 && (await mailsOf()).length === 0; i++) {
      await t.services.catalog.whenIdle();
      await new Promise((r) => setTimeout(r, 50));
    }
    expect((await mailsOf()).map((m) => m.toAddress)).toEqual([CUSTOMER_EMAIL]);
  });
});
