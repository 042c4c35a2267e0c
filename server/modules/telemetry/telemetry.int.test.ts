import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import { rowsOf } from '../../../tests/setup/test-db';
import { PAGE_VIEWS_PER_MINUTE } from './telemetry.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: 'true' });
});
afterAll(async () => {
  await t.close();
});

const LOG = `mutation { v1 { browserLog { log(browserHeight: 800, browserWidth: 1200, timeFromLoad: 5, url: "/", sessionId: "s1") } } }`;
const count = async () => Number(rowsOf<{ n: number }>(await t.database.db.execute(sql`select count(*)::int as n from page_views`))[0].n);

async function logFrom(address: string) {
  const res = await t.request('/api/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ query: LOG }),
  });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as { errors?: Array<{ message: string; extensions?: { code?: string } }> } };
}

describe('browserLog without a session', () => {
  it('answers a flood from one address with 429 and a clear message, writing nothing more', async () => {
    const before = await count();
    let accepted = 0;
    let refused: Awaited<ReturnType<typeof logFrom>> | null = null;
    for (let i = 0; i < PAGE_VIEWS_PER_MINUTE + 5 && !refused; i++) {
      const res = await logFrom('198.51.100.7');
      if (res.status === 429) refused = res;
      else accepted++;
    }
    expect(accepted).toBe(PAGE_VIEWS_PER_MINUTE);
    expect(refused?.body.errors?.[0].message).toMatch(/^Too many page views from this address\. Try again in \d+ seconds\.$/);
    expect(refused?.body.errors?.[0].extensions?.code).toBe('RATE_LIMITED');
    expect(Number(refused?.retryAfter)).toBeGreaterThan(0);
    expect(await count()).toBe(before + PAGE_VIEWS_PER_MINUTE);
    expect((await logFrom('198.51.100.8')).status).toBe(200);
  });

  it('the retention job drops page views older than the retention and the oldest beyond the row cap', async () => {
    await t.database.db.execute(sql`delete from page_views`);
    await t.database.db.execute(sql`insert into page_views (session_id, url, browser_width, browser_height, time_from_load_ms, created_at)
      select 'old', '/', 1, 1, 1, now() - interval '100 days' from generate_series(1, 30)`);
    await t.database.db.execute(sql`insert into page_views (session_id, url, browser_width, browser_height, time_from_load_ms, created_at)
      select 'recent', '/', 1, 1, 1, now() - (g || ' minutes')::interval from generate_series(1, 20) g`);
    await t.services.telemetry.prunePageViews({ days: 90, maxRows: 1_000_000 });
    expect(rowsOf(await t.database.db.execute(sql`select session_id, count(*)::int as n from page_views group by 1`))).toEqual([{ session_id: 'recent', n: 20 }]);
    await t.services.telemetry.prunePageViews({ days: 90, maxRows: 5 });
    expect(await count()).toBe(5);
  });
});
