import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, rowsOf } from '../../../tests/setup/test-db';
import { loadConfig } from '../../config';
import type { Database } from '../../db/client';
import { createLogger } from '../../lib/logger';
import { createServices } from '../../services';

// The store's start-up with a search index snapshot, on the embedded database: the first start
// builds in a worker and saves the snapshot; later starts load it, bring it up to date with the
// products changed since, and rebuild instead when it is damaged or no longer matches the catalogue.

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-snapshot-int-'));
const file = path.join(dir, 'search-index.snapshot');
let database: Database;

/** Starts the search of a new server process on the same database; answers how its index came to be. */
async function startProcess() {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dir, SEARCH_WORKER: 'true', SEARCH_SNAPSHOT: file });
  const services = createServices({ database, config, log: createLogger(process.env.SNAP_DEBUG ? 'info' : 'silent') });
  await services.search.start();
  return { search: services.search, how: services.search.engine.lastBuild?.kind };
}

const sku = async (id: number) => rowsOf<{ sku: string }>(await database.db.execute(sql`select sku from products where id = ${id}`))[0].sku;
const found = (s: Awaited<ReturnType<typeof startProcess>>['search'], id: number) => s.engine.getRecord(id);

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('search index snapshot at start', () => {
  let ids: number[];

  it('builds in a worker and saves the snapshot on the first start, then loads it', async () => {
    const first = await startProcess();
    expect(first.how).toBe('worker');
    expect(fs.existsSync(file)).toBe(true);
    ids = rowsOf<{ id: number }>(await database.db.execute(sql`select id from products where published and not deleted order by id limit 5`)).map((r) => r.id);
    const second = await startProcess();
    expect(second.how).toBe('snapshot');
    expect(second.search.engine.index.docCount - second.search.engine.index.deletedCount).toBe(first.search.engine.index.baseCount);
    const query = await sku(ids[0]);
    expect(second.search.engine.search({ query }).hits.map((h) => h.record.id)).toEqual(first.search.engine.search({ query }).hits.map((h) => h.record.id));
  }, 180_000);

  it('applies the products changed since it was saved before serving it', async () => {
    await database.db.execute(sql`update products set price = 4321.5, updated_at = now() where id = ${ids[1]}`);
    await database.db.execute(sql`update products set published = false, updated_at = now() where id = ${ids[2]}`);
    const next = await startProcess();
    expect(next.how).toBe('snapshot');
    expect(found(next.search, ids[1])?.price).toBe(4321.5);
    expect(found(next.search, ids[2])).toBeUndefined();
  }, 180_000);

  it('rebuilds when the catalogue changed in a way the change feed does not show', async () => {
    // Unpublished without its change time moving (the stamping trigger off, as in a restore from another copy): the counts disagree.
    await database.db.execute(sql`alter table products disable trigger products_stamp_updated_at`);
    await database.db.execute(sql`update products set published = false where id = ${ids[3]}`);
    await database.db.execute(sql`alter table products enable trigger products_stamp_updated_at`);
    const next = await startProcess();
    expect(next.how).toBe('worker');
    expect(found(next.search, ids[3])).toBeUndefined();
    // The rebuild saved a fresh snapshot: the next start loads it.
    expect((await startProcess()).how).toBe('snapshot');
  }, 180_000);

  it('rebuilds when the category tree changed', async () => {
    await database.db.execute(sql`update categories set name = name || ' (renamed)' where id = (select min(id) from categories)`);
    expect((await startProcess()).how).toBe('worker');
  }, 180_000);

  it('rebuilds from a damaged snapshot, never serving it', async () => {
    const bytes = fs.readFileSync(file);
    bytes[Math.floor(bytes.length / 2)] ^= 0x40;
    fs.writeFileSync(file, bytes);
    const next = await startProcess();
    expect(next.how).toBe('worker');
    expect(found(next.search, ids[0])?.sku).toBe(await sku(ids[0]));
    fs.writeFileSync(file, fs.readFileSync(file).subarray(0, 1000));
    expect((await startProcess()).how).toBe('worker');
  }, 180_000);
});
