import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withDatabase } from '../tests/setup/global-setup';
import { freePort, startServerProcess, type ServerProcess } from '../tests/setup/server-process';
import { call, newGuest, tokenAnswer, TOKEN_REFUSED, whoAmI } from '../tests/support/test-auth';
import { LISTENER_APPLICATION_NAME } from './db/notify';

// Two real server processes started at the same moment on one empty PostgreSQL database, as a store
// behind a load balancer starts: both come up, share tokens, and follow each other's changes.
const PRODUCTS = 120;
const adminUrl = process.env.TEST_DATABASE_URL!;
const dbName = `ironyard_two_${process.pid}_${Date.now().toString(36)}`;
const dbUrl = withDatabase(adminUrl, dbName);
const servers: ServerProcess[] = [];
const dirs: string[] = [];
let a: ServerProcess;
let b: ServerProcess;
let sql: pg.Client;

const at = (s: ServerProcess) => ({ request: (p: string, init?: RequestInit) => fetch(`http://127.0.0.1:${s.port}${p}`, init) });

async function admin(query: string) {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    await c.query(query);
  } finally {
    await c.end();
  }
}

beforeAll(async () => {
  await admin(`create database ${dbName}`);
  const secret = 'two-processes-share-this-signing-secret-0123456789';
  const start = async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ironyard-two-'));
    dirs.push(dataDir);
    // PUBLIC_URL unset: each process would name its own port as the tokens' issuer.
    const s = startServerProcess({
      port: await freePort(),
      dataDir,
      env: { DATABASE_URL: dbUrl, DEMO_DATA: 'true', DEMO_PRODUCTS: String(PRODUCTS), PUBLIC_URL: '', JWT_SECRET: secret },
    });
    servers.push(s);
    return s;
  };
  [a, b] = await Promise.all([start(), start()]);
  await Promise.all([a.waitForOutput('Ironyard is serving'), b.waitForOutput('Ironyard is serving')]);
  sql = new pg.Client({ connectionString: dbUrl });
  await sql.connect();
}, 240_000);

afterAll(async () => {
  await sql?.end();
  for (const s of servers) if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill('SIGKILL');
  await Promise.all(servers.map((s) => s.exited));
  await admin(`drop database if exists ${dbName} with (force)`);
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

/** Asks until `done` holds, for at most `ms`; answers how long it took. */
async function within(ms: number, done: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < ms) {
    if (await done()) return Date.now() - started;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`not seen within ${ms} ms`);
}

async function priceIn(s: ServerProcess, sku: string, id: number): Promise<number | undefined> {
  const res = await fetch(`http://127.0.0.1:${s.port}/api/search/1/indexes/*/queries`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ requests: [{ indexName: 'PRODUCTS_MASTER', params: { query: sku, hitsPerPage: 20 } }] }),
  });
  const body = (await res.json()) as { results: Array<{ hits: Array<{ objectID: string; price: number }> }> };
  return body.results[0].hits.find((h) => h.objectID === String(id))?.price;
}

async function listeners(): Promise<number> {
  const r = await sql.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1 and application_name = $2', [
    dbName,
    LISTENER_APPLICATION_NAME,
  ]);
  return r.rows[0].n;
}

describe('two processes on one PostgreSQL database', () => {
  it('both come up from simultaneous first starts on an empty database; one loads the catalogue once', async () => {
    const loaders = [a, b].filter((s) => s.stdout().includes('empty database: loading the demo catalogue'));
    expect(loaders).toHaveLength(1);
    const { rows } = await sql.query<{ n: number }>('select count(*)::int as n from products');
    expect(rows[0].n).toBe(PRODUCTS);
    for (const s of [a, b]) {
      expect(s.child.exitCode).toBeNull();
      // No error logged (pino's level 50 and above): before the start-up lock, the second crashed on a duplicate key.
      expect(s.stdout()).not.toMatch(/"level":(50|60)/);
    }
  });

  it('accepts a token signed by one process on the other, with PUBLIC_URL unset', async () => {
    const guest = await newGuest(at(a));
    expect(await whoAmI(at(b), guest.access_token)).toMatchObject({ id: guest.user_info.id, isGuest: true });
  });

  it('refuses a signed-out access token on the other process within a second', async () => {
    const guest = await newGuest(at(a));
    // The other process has just checked the session, and would trust that for its cache's lifetime.
    expect((await tokenAnswer(at(b), guest.access_token)).status).toBe(200);
    expect((await call(at(a), 'logout', { refresh_token: guest.refresh_token })).status).toBe(200);
    const ms = await within(1000, async () => (await tokenAnswer(at(b), guest.access_token)).status === 401);
    expect(ms).toBeLessThan(1000);
    expect(await tokenAnswer(at(b), guest.access_token)).toEqual(TOKEN_REFUSED);
  });

  it('shows a price changed in SQL, without updated_at, in both processes’ search', async () => {
    const { rows } = await sql.query<{ id: number; sku: string }>('select id, sku from products where published and not deleted and price is not null order by id limit 1');
    const [p] = rows;
    await sql.query('update products set price = 2468.5 where id = $1', [p.id]);
    await within(2000, async () => (await priceIn(a, p.sku, p.id)) === 2468.5 && (await priceIn(b, p.sku, p.id)) === 2468.5);
  });

  it('listens again after PostgreSQL cuts the listening connections, and a revocation still reaches the other process', async () => {
    expect(await listeners()).toBe(2);
    await sql.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and application_name = $2', [dbName, LISTENER_APPLICATION_NAME]);
    await within(5000, async () => (await listeners()) === 2);

    // A revocation travels only by NOTIFY: it is refused elsewhere within a second only if both listen again.
    const guest = await newGuest(at(b));
    expect((await tokenAnswer(at(a), guest.access_token)).status).toBe(200);
    expect((await call(at(b), 'logout', { refresh_token: guest.refresh_token })).status).toBe(200);
    await within(1000, async () => (await tokenAnswer(at(a), guest.access_token)).status === 401);
    for (const s of [a, b]) expect(s.stdout()).toContain('listening for other servers’ changes again');
  });
});
