import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import { rowsOf } from '../../../tests/setup/test-db';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const EVENT = `mutation E($kind: TelemetryEventKind!, $url: String!, $sessionId: String) { v1 { browserLog { event(kind: $kind, url: $url, sessionId: $sessionId) } } }`;
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

async function send(variables: Record<string, unknown>, userAgent = CHROME) {
  // As navigator.sendBeacon sends it: a JSON blob, no extra headers.
  const res = await t.request('/api/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': userAgent },
    body: JSON.stringify({ query: EVENT, variables }),
  });
  return (await res.json()) as { data?: { v1: { browserLog: { event: boolean } } }; errors?: Array<{ message: string; extensions?: { code?: string } }> };
}
const events = async () =>
  rowsOf<{ kind: string; url: string; session_id: string }>(await t.database.db.execute(sql`select kind, url, session_id from telemetry_events order by id`));

describe('browserLog.event: the help phone click (spec 2 §1)', () => {
  it('stores a help phone click with its page and tab session', async () => {
    await t.database.db.execute(sql`delete from telemetry_events`);
    const res = await send({ kind: 'HELP_PHONE_CLICK', url: '/checkout/orderreview', sessionId: 'tab-1' });
    expect(res.errors).toBeUndefined();
    expect(res.data?.v1.browserLog.event).toBe(true);
    expect(await events()).toEqual([{ kind: 'HELP_PHONE_CLICK', url: '/checkout/orderreview', session_id: 'tab-1' }]);
  });

  it('answers a search crawler alike and stores nothing', async () => {
    await t.database.db.execute(sql`delete from telemetry_events`);
    const res = await send({ kind: 'HELP_PHONE_CLICK', url: '/' }, GOOGLEBOT);
    expect(res.data?.v1.browserLog.event).toBe(true);
    expect(await events()).toEqual([]);
  });

  it('refuses an unknown kind and a bad session id with a clear error, storing nothing', async () => {
    await t.database.db.execute(sql`delete from telemetry_events`);
    expect((await send({ kind: 'PAGE_SCROLL', url: '/' })).errors?.[0].message).toMatch(/PAGE_SCROLL/);
    const bad = await send({ kind: 'HELP_PHONE_CLICK', url: '/', sessionId: 'not a session!' });
    expect(bad.errors?.[0]).toMatchObject({ message: expect.stringMatching(/^Invalid sessionId/), extensions: { code: 'VALIDATION' } });
    expect(await events()).toEqual([]);
  });

  it('the database refuses a kind the store does not track', async () => {
    await expect(t.database.db.execute(sql`insert into telemetry_events (kind, url) values ('ANYTHING', '/')`)).rejects.toThrow();
  });
});
