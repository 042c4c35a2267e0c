import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, rowsOf } from '../../tests/setup/test-db';
import type { Database } from './client';

// A product's categories, specifications, interchanges and fitments are part of its search record, so writing them
// stamps the product (migrations 0015 and 0029). The stamp must find the products by key: a scan of the catalogue per
// statement made a 1M-product seed slow down with every chunk it wrote.
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

class Rollback extends Error {}

/** Runs `write` in a transaction that is rolled back; answers the products' scans, index scans and stamps meanwhile. */
async function measured(write: (tx: Parameters<Parameters<Database['db']['transaction']>[0]>[0]) => Promise<void>) {
  let out: { seqScans: number; stamped: number } | undefined;
  await database.db
    .transaction(async (tx) => {
      await write(tx);
      const [stats] = rowsOf<{ seq_scan: string | number }>(
        await tx.execute(sql`select seq_scan from pg_stat_xact_user_tables where relname = 'products'`),
      );
      const [stamped] = rowsOf<{ n: string | number }>(
        await tx.execute(sql`select count(*) as n from products where id <= 60 and updated_at = now()`),
      );
      out = { seqScans: Number(stats.seq_scan), stamped: Number(stamped.n) };
      throw new Rollback();
    })
    .catch((e) => {
      if (!(e instanceof Rollback)) throw e;
    });
  return out!;
}

describe('stamping products whose rows change', () => {
  it('stamps the products of new interchange numbers by their key, not by reading the catalogue', async () => {
    const before = await measured(async () => {});
    const after = await measured(async (tx) => {
      await tx.execute(
        sql`insert into product_interchanges (product_id, part_number, normalized) select id, 'ZT-' || id, 'zt' || id from generate_series(11, 50) as id`,
      );
    });
    expect(after.stamped).toBe(40);
    expect(after.seqScans).toBe(before.seqScans);
  });
});
