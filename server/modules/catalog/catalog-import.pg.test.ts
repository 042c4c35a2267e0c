import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import { rowsOf } from '../../../tests/setup/test-db';
import { ADMIN_EMAIL, signIn } from '../../../tests/support/test-auth';
import { startNotifications, type Notifications } from '../../db/notify';
import { createLogger } from '../../lib/logger';
import { createSearchEventsRepository } from '../search/search-events.repository';
import { createSearchSource } from '../search/search-source';
import { createSearchService, type SearchService } from '../search/search.service';

// A price and stock file on PostgreSQL: applied in one transaction, once only when two processes try
// at the same time, and seen by another server process's search.
let t: TestApp;
let other: SearchService;
let adminId: number;
const notes: Notifications[] = [];

beforeAll(async () => {
  t = await createTestApp();
  adminId = Number((await signIn(t, ADMIN_EMAIL)).user_info.id);
  const log = createLogger('silent');
  other = createSearchService({ source: createSearchSource(t.services.catalog), events: createSearchEventsRepository(t.database.db), log });
  await other.start();
  for (const service of [t.services.search, other]) {
    const n = await startNotifications(t.database.pool!, log, { retryMs: 300 });
    notes.push(n);
    await service.listen(n);
  }
});
afterAll(async () => {
  await other.close();
  await t.services.search.close();
  for (const n of notes) await n.close();
  await t.close();
});

const products = async (n: number) =>
  rowsOf<{ id: number; sku: string; price: string; stock: number }>(
    await t.database.db.execute(sql`select id, sku, price::text as price, stock from products where published and not deleted and price is not null order by id desc limit ${n}`),
  );

describe('price and stock files on PostgreSQL', () => {
  it('applies a file once when two applies race, and another process’s search shows the new prices', async () => {
    const list = await products(4);
    const file = 'sku,price,stock\n' + list.map((p) => `${p.sku},${(Number(p.price) + 3.5).toFixed(2)},${p.stock + 2}`).join('\n');
    const imports = t.services.catalogImports;
    const row = await imports.check(Readable.from([Buffer.from(file)]), 'race.csv', adminId);
    expect(row.counts.accepted).toBe(4);

    const outcomes = await Promise.allSettled([imports.apply(row.id, { id: adminId, ip: null }), imports.apply(row.id, { id: adminId, ip: null })]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult;
    expect(String(refused.reason.message)).toMatch(/being applied|applied already/);

    const after = await products(4);
    for (const [i, p] of list.entries()) {
      expect(Number(after[i].price)).toBe(Number((Number(p.price) + 3.5).toFixed(2)));
      expect(after[i].stock).toBe(p.stock + 2);
    }
    // The other process hears of the change (one NOTIFY for a small file).
    const probe = list[0];
    const expected = Number((Number(probe.price) + 3.5).toFixed(2));
    const started = Date.now();
    while (other.engine.getRecord(probe.id)?.price !== expected && Date.now() - started < 5_000) await new Promise((r) => setTimeout(r, 20));
    expect(other.engine.getRecord(probe.id)?.price).toBe(expected);
  });
});
