import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../tests/setup/test-db';
import { ADMIN_EMAIL, signIn } from '../../../tests/support/test-auth';
import type { ImportProgressEvent } from './live-bus';
import { startLiveServer, waitUntil, type LiveTestServer } from './live-test-server';

// Two server processes on one PostgreSQL database: a price and stock file applied by one shows its
// progress in the other's back office (the live bus over LISTEN/NOTIFY), and the end of it too.
let one: LiveTestServer;
let two: LiveTestServer;
let admin: { id: number; token: string };

beforeAll(async () => {
  one = await startLiveServer();
  two = await startLiveServer({ database: one.database });
  const a = await signIn(one, ADMIN_EMAIL);
  admin = { id: Number(a.user_info.id), token: a.access_token };
});
afterAll(async () => {
  await two?.close();
  await one?.close();
});

const PROGRESS = 'query($id: ID!) { v1 { admin { catalogImportProgress(id: $id) { done total } } } }';

describe('the progress of a price and stock file across processes', () => {
  it('reaches the other process while the file applies, and ends there when it has applied', async () => {
    const list = rowsOf<{ sku: string; stock: number }>(
      await one.database.db.execute(sql`select sku, stock from products where published and not deleted order by id limit 250`),
    );
    const file = 'sku,stock\n' + list.map((p) => `${p.sku},${p.stock + 5}`).join('\n');
    const row = await one.services.catalogImports.check(Readable.from([Buffer.from(file)]), 'progress.csv', admin.id);
    expect(row.counts.accepted).toBe(list.length);
    const heard: ImportProgressEvent[] = [];
    const stop = two.services.live.on((e) => {
      if (e.kind === 'import' && e.importId === row.id) heard.push(e);
    });
    const seenOnTwo: Array<{ done: number; total: number } | null> = [];
    try {
      // The apply waits after its first slice until the other process shows it (the back office polls this).
      const applied = await one.services.catalogImports.apply(row.id, { id: admin.id, ip: null }, async (p) => {
        if (p.done !== p.total) {
          await waitUntil(() => two.services.catalogImports.progress(row.id) !== null);
          const r = await two.graphql(PROGRESS, { id: String(row.id) }, { authorization: `Bearer ${admin.token}` });
          seenOnTwo.push((r.body as { data: { v1: { admin: { catalogImportProgress: { done: number; total: number } | null } } } }).data.v1.admin.catalogImportProgress);
        }
      });
      expect(applied.status).toBe('applied');
      // Told at the start and then at most every 250 ms: the other process may be a slice behind.
      expect(seenOnTwo[0]).toEqual({ done: expect.any(Number), total: list.length });
      expect(seenOnTwo[0]!.done).toBeLessThanOrEqual(200);
      await waitUntil(() => heard.some((e) => e.finished));
      expect(heard[0]).toMatchObject({ done: 0, total: list.length, finished: false });
      expect(heard.at(-1)).toMatchObject({ finished: true, total: list.length });
      expect(two.services.catalogImports.progress(row.id)).toBeNull();
    } finally {
      stop();
    }
  });
});
