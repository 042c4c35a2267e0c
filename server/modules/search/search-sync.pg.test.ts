import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import { rowsOf } from '../../../tests/setup/test-db';
import { createLogger } from '../../lib/logger';
import { createSearchEventsRepository } from './search-events.repository';
import { createSearchSource } from './search-source';
import { createSearchService, type SearchService } from './search.service';

// Two server processes on one PostgreSQL database: a change made through one reaches the other's index.
let t: TestApp;
let other: SearchService;
beforeAll(async () => {
  t = await createTestApp();
  const log = createLogger('silent');
  other = createSearchService({ source: createSearchSource(t.services.catalog), events: createSearchEventsRepository(t.database.db), log });
  await other.start();
  await t.services.search.listen(t.database.pool!);
  await other.listen(t.database.pool!);
});
afterAll(async () => {
  await other.close();
  await t.services.search.close();
  await t.close();
});

describe('search index sync across processes (LISTEN/NOTIFY)', () => {
  it('shows a price change made in one process in the other within a second', async () => {
    const [row] = rowsOf<{ id: number }>(await t.database.db.execute(sql`select id from products where price is not null order by id limit 1`));
    await t.database.db.execute(sql`update products set price = 4321.25 where id = ${row.id}`);
    await t.services.search.refresh([row.id]);
    const started = Date.now();
    while (other.engine.getRecord(row.id)?.price !== 4321.25 && Date.now() - started < 1000) await new Promise((r) => setTimeout(r, 20));
    expect(other.engine.getRecord(row.id)?.price).toBe(4321.25);
  });
});
