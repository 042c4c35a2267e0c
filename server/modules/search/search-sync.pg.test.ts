import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import { rowsOf } from '../../../tests/setup/test-db';
import { LISTENER_APPLICATION_NAME, startNotifications, type Notifications } from '../../db/notify';
import { createLogger } from '../../lib/logger';
import { createSearchEventsRepository } from './search-events.repository';
import { createSearchSource } from './search-source';
import { createSearchService, type SearchService } from './search.service';

// Two server processes on one PostgreSQL database: a change made through one reaches the other's index.
let t: TestApp;
let other: SearchService;
const notes: Notifications[] = [];
beforeAll(async () => {
  t = await createTestApp();
  const log = createLogger('silent');
  other = createSearchService({ source: createSearchSource(t.services.catalog), events: createSearchEventsRepository(t.database.db), log });
  await other.start();
  for (const service of [t.services.search, other]) {
    const n = await startNotifications(t.database.pool!, log, { retryMs: 300 });
    notes.push(n);
    await service.listen(n);
  }
  // The watch looks only once a minute here: what reaches the other index within seconds came by NOTIFY,
  // or by the catch-up read after a reconnection.
  await other.watch({ intervalMs: 60_000 });
});
afterAll(async () => {
  await other.close();
  await t.services.search.close();
  for (const n of notes) await n.close();
  await t.close();
});

async function seenByOther(id: number, price: number, ms: number) {
  const started = Date.now();
  while (other.engine.getRecord(id)?.price !== price && Date.now() - started < ms) await new Promise((r) => setTimeout(r, 20));
  expect(other.engine.getRecord(id)?.price).toBe(price);
}

async function productAt(offset: number) {
  const [row] = rowsOf<{ id: number }>(
    await t.database.db.execute(sql`select id from products where published and not deleted and price is not null order by id limit 1 offset ${offset}`),
  );
  return row.id;
}

describe('search index sync across processes (LISTEN/NOTIFY)', () => {
  it('shows a price change made in one process in the other within a second', async () => {
    const id = await productAt(0);
    await t.database.db.execute(sql`update products set price = 4321.25 where id = ${id}`);
    await t.services.search.refresh([id]);
    await seenByOther(id, 4321.25, 1000);
  });

  it('listens again after PostgreSQL cut the connection, and catches up with what changed meanwhile', async () => {
    const cut = rowsOf<{ pid: number }>(
      await t.database.db.execute(
        sql`select pg_terminate_backend(pid) as pid from pg_stat_activity where datname = current_database() and application_name = ${LISTENER_APPLICATION_NAME}`,
      ),
    );
    expect(cut).toHaveLength(2);
    while (notes.some((n) => n.connected)) await new Promise((r) => setTimeout(r, 5));
    // Announced while nobody listens (they retry after 300 ms): only the catch-up read after reconnecting brings it.
    const missed = await productAt(1);
    await t.database.db.execute(sql`update products set price = 1111.5 where id = ${missed}`);
    await t.services.search.refresh([missed]);
    await seenByOther(missed, 1111.5, 3000);
    expect(notes.every((n) => n.connected)).toBe(true);

    // And the next announcement arrives by NOTIFY again.
    const next = await productAt(2);
    await t.database.db.execute(sql`update products set price = 2222.75 where id = ${next}`);
    await t.services.search.refresh([next]);
    await seenByOther(next, 2222.75, 1000);
  });
});
