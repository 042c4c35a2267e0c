// placeOrder latency with 10 concurrent checkouts, on the embedded database and on PostgreSQL, with
// an in-run reference: the cart read (the same pricing, no transaction, no locks, no writes).
// Flags: --products=N --orders=N --concurrency=N --db=pglite|postgres|both --gateway-ms=N --dry-run.
import { sql } from 'drizzle-orm';
import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import pg from 'pg';
import { createApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase, type Database } from '../server/db/client';
import { watchStatements } from '../server/db/pglite-prepared';
import { createLogger } from '../server/lib/logger';
import { seedDemoCatalogue } from '../server/seed/seed-catalogue';
import { createServices } from '../server/services';
import { fmt, machineLine, percentiles, writeSection, type Percentiles } from './bench-lib';

const arg = (name: string, fallback: number) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const PRODUCTS = arg('products', 2000);
const CONCURRENCY = arg('concurrency', 10);
const ORDERS = arg('orders', 400);
const WARMUP_ROUNDS = 4;
const argText = (name: string, fallback: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
/** `--db=pglite`, `--db=postgres` or `--db=both` (default). */
const DB = argText('db', 'both');
/**
 * `--gateway-ms=N` (default 50; 0: none): also measure with a payment service that takes N ms to authorise and N ms to
 * capture (the sandbox answers at once; a real one answers over the network).
 */
const GATEWAY_MS = arg('gateway-ms', 50);
/** `--dry-run`: print the figures without writing docs/benchmarks.md. */
const DRY = process.argv.includes('--dry-run');
/**
 * `--profile=DIR`: on the embedded database, count each placeOrder's statements and split its database time into
 * waiting for the one connection and executing, and write a CPU profile of the timed rounds to DIR (implies --dry-run).
 */
const PROFILE = argText('profile', '');
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PG_DB = 'ironyard_bench_checkout';
const TARGET_P95 = 150;

const ADD = `mutation($p: ID!) { v1 { cart { add(productId: $p, shoppingCartTypeId: 1, qty: 1) { itemCount } } } }`;
const CART = `{ v1 { shoppingCart { canOrder totals { total } } } }`;
const PLACE = `mutation($n: String!, $s: AddressInput!, $k: String!) { v1 { cart {
  placeOrderExternalPayment(email: "bench@example.com", nonce: $n, shippingAddress: $s, deviceData: "{}", paymentType: CREDIT_CARD, idempotencyKey: $k) { customOrderNumber orderTotal } } } }`;

interface Run {
  kind: string;
  gatewayMs: number;
  place: Percentiles;
  reference: Percentiles;
  ordersPerSecond: number;
  failures: number;
  /** Embedded database: statements per placeOrder, and ms per placeOrder executing them / waiting for the connection. */
  db: { statements: number; execMs: number; waitMs: number } | null;
  /** One-minute load average of the machine at the end of the run (the machine is shared). */
  load: number;
}

async function measure(kind: string, database: Database, gatewayMs: number): Promise<Run> {
  const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: '/tmp/ironyard-bench-checkout', LOG_LEVEL: 'silent' });
  const log = createLogger('silent');
  const services = createServices({ database, config, log });
  if (gatewayMs > 0) {
    // The checkout service holds this very object: its calls now wait as a remote service's would.
    const g = services.payments.gateway;
    const wait = () => new Promise((r) => setTimeout(r, gatewayMs));
    const [authorize, capture] = [g.authorize.bind(g), g.capture.bind(g)];
    g.authorize = async (req) => (await wait(), authorize(req));
    g.capture = async (id, amount) => (await wait(), capture(id, amount));
  }
  const { app } = createApp({ services, log, getBuild: () => Promise.reject(new Error('no pages in this bench')) });
  const gql = async (query: string, variables: Record<string, unknown>, token: string) => {
    const res = await app.request('/api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await res.json()) as { data?: unknown; errors?: Array<{ message: string }> };
    if (body.errors) throw new Error(body.errors[0].message);
    return body.data;
  };

  // Plenty of stock on a spread of parts, so every checkout succeeds and locks rows others may want too.
  const picked = (await database.db.execute(
    sql`select id from products where price > 0 and published and not deleted and allowed_quantities = '' order by id limit 60`,
  )) as unknown as { rows: Array<{ id: number }> };
  const productIds = picked.rows.map((r) => r.id);
  await database.db.execute(sql`update products set stock = 1000000, status = 'IN_STOCK', order_minimum_quantity = 1, order_maximum_quantity = 10000 where id in ${productIds}`);
  const countries = await services.content.countries();
  const us = countries.find((c) => c.twoLetterIsoCode === 'US')!;
  const tx = us.stateProvinces.find((s) => s.abbreviation === 'TX')!;
  const address = { firstName: 'Bench', lastName: 'Buyer', address1: '1 Load St', city: 'Austin', countryId: String(us.id), stateProvinceId: String(tx.id), zipPostalCode: '78701', email: 'bench@example.com' };

  const clients = await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, i) => (await services.auth.createGuest({ clientId: 'ironyard-web', ip: `10.9.0.${i + 1}` })).access_token),
  );
  let attempt = 0;
  const place: number[] = [];
  const reference: number[] = [];
  let failures = 0;
  let placingMs = 0;
  const uses: DbUse[] = [];
  // Cheap enough to run always: each statement of a placeOrder counted and timed (embedded database only).
  if (database.pglite) instrument(database.pglite, database.statementText);
  const rounds = Math.ceil(ORDERS / CONCURRENCY) + WARMUP_ROUNDS;
  const profiler = PROFILE ? new Session() : null;
  const profiles: object[] = [];
  if (profiler) {
    profiler.connect();
    await profiler.post('Profiler.enable');
    await profiler.post('Profiler.setSamplingInterval', { interval: 500 });
  }
  for (let round = 0; round < rounds; round++) {
    // Untimed: every client fills its cart with two parts, drawn so that clients often share a part
    // (contention on its row lock).
    for (const [w, token] of clients.entries()) {
      const a = productIds[(round * 7 + w) % productIds.length];
      const b = productIds[(round * 13 + w * 3 + 1) % productIds.length];
      await gql(ADD, { p: String(a) }, token);
      if (b !== a) await gql(ADD, { p: String(b) }, token);
    }
    const counted = round >= WARMUP_ROUNDS;
    // Reference: the same clients read their carts at once (same pricing; no transaction, no writes).
    await Promise.all(
      clients.map(async (token) => {
        const r0 = performance.now();
        await gql(CART, {}, token);
        if (counted) reference.push(performance.now() - r0);
      }),
    );
    // Timed: all clients place their orders at once.
    if (counted) await profiler?.post('Profiler.start');
    const p0 = performance.now();
    await Promise.all(
      clients.map(async (token, w) => {
        const t0 = performance.now();
        const use: DbUse = { statements: 0, waitMs: 0, execMs: 0, txWaitMs: 0, txHoldMs: 0, texts: [], byText: new Map() };
        try {
          await dbUse.run(use, () => gql(PLACE, { n: 'fake-valid-nonce', s: address, k: `bench-${w}-${++attempt}-${Date.now().toString(36)}` }, token));
        } catch (err) {
          failures++;
          if (failures < 3) console.error(`  ${kind}: ${(err as Error).message}`);
        }
        if (counted) place.push(performance.now() - t0);
        if (counted) uses.push(use);
      }),
    );
    if (counted) placingMs += performance.now() - p0;
    if (counted && profiler) profiles.push((await profiler.post('Profiler.stop')).profile);
    await services.orders.whenIdle();
  }
  if (profiler) {
    fs.mkdirSync(PROFILE, { recursive: true });
    const stem = `${PROFILE}/checkout-${kind.replace(/\W+/g, '-')}-${Date.now()}`;
    profiles.forEach((profile, i) => fs.writeFileSync(`${stem}-${i}.cpuprofile`, JSON.stringify(profile)));
    console.log(`  CPU profiles of the ${profiles.length} timed placements (10 at once each): ${stem}-*.cpuprofile`);
    profiler.disconnect();
  }
  if (uses.length > 0 && PROFILE) reportDbUse(uses);
  const mean = (f: (u: DbUse) => number) => uses.reduce((a, u) => a + f(u), 0) / uses.length;
  const db = uses.length > 0 ? { statements: mean((u) => u.statements), execMs: mean((u) => u.execMs), waitMs: mean((u) => u.waitMs + u.txWaitMs) } : null;
  return { kind, gatewayMs, place: percentiles(place), reference: percentiles(reference), ordersPerSecond: place.length / (placingMs / 1000), failures, load: os.loadavg()[0], db };
}
/** What one placeOrder asked of the embedded database (--profile). */
interface DbUse {
  statements: number;
  /** Waiting for the connection's statement lock (another statement or transaction ran). */
  waitMs: number;
  /** Inside the statement lock: PGlite executing (parse, bind, execute, decode). */
  execMs: number;
  /** Waiting for the transaction lock (another request's transaction or statement held the connection). */
  txWaitMs: number;
  /** Holding the transaction lock (the placement transaction from BEGIN to COMMIT). */
  txHoldMs: number;
  texts: string[];
  /** Milliseconds inside the statement lock per statement text. */
  byText: Map<string, number>;
}
const dbUse = new AsyncLocalStorage<DbUse>();

/** Wraps the PGlite instance so each statement and transaction is counted and timed for the placeOrder it serves. */
function instrument(pglite: NonNullable<Database['pglite']>, statementText: Database['statementText']) {
  type Lock = <T>(fn: () => Promise<T>) => Promise<T>;
  const p = pglite as unknown as { _runExclusiveQuery: Lock; _runExclusiveTransaction: Lock };
  const timed = (orig: Lock, wait: 'waitMs' | 'txWaitMs', hold: 'execMs' | 'txHoldMs', count: boolean): Lock =>
    function <T>(this: unknown, fn: () => Promise<T>) {
      const use = dbUse.getStore();
      if (!use) return orig.call(this, fn) as Promise<T>;
      const called = performance.now();
      if (count) use.statements++;
      return orig.call(this, async () => {
        const start = performance.now();
        use[wait] += start - called;
        const before = use.texts.length;
        try {
          return await fn();
        } finally {
          const ms = performance.now() - start;
          use[hold] += ms;
          const text = count && use.texts.length > before ? use.texts[use.texts.length - 1] : null;
          if (text) use.byText.set(text, (use.byText.get(text) ?? 0) + ms);
        }
      }) as Promise<T>;
    };
  p._runExclusiveQuery = timed(p._runExclusiveQuery, 'waitMs', 'execMs', true);
  p._runExclusiveTransaction = timed(p._runExclusiveTransaction, 'txWaitMs', 'txHoldMs', false);
  // Each statement run (a simple query, or the bind of a prepared statement): keep its text.
  watchStatements(pglite, statementText, (text) => dbUse.getStore()?.texts.push(text.replace(/\s+/g, ' ').slice(0, 160)));
}

function reportDbUse(uses: DbUse[]) {
  type N = 'statements' | 'waitMs' | 'execMs' | 'txWaitMs' | 'txHoldMs';
  const avg = (k: N) => uses.reduce((a, u) => a + u[k], 0) / uses.length;
  const pct = (k: N) => percentiles(uses.map((u) => u[k]));
  console.log(`  per placeOrder (${uses.length}): statements ${fmt(avg('statements'), 1)}; executing ${fmt(avg('execMs'), 1)} ms (p95 ${fmt(pct('execMs').p95, 1)}); waiting for a statement ${fmt(avg('waitMs'), 1)} ms; waiting for the transaction lock ${fmt(avg('txWaitMs'), 1)} ms (p95 ${fmt(pct('txWaitMs').p95, 1)}); holding it ${fmt(avg('txHoldMs'), 1)} ms (p95 ${fmt(pct('txHoldMs').p95, 1)})`);
  const counts = new Map<string, number>();
  const ms = new Map<string, number>();
  for (const u of uses) for (const t of u.texts) counts.set(t, (counts.get(t) ?? 0) + 1);
  for (const u of uses) for (const [t, m] of u.byText) ms.set(t, (ms.get(t) ?? 0) + m);
  console.log('  statements of the placements (times per order, ms per order inside the lock):');
  for (const [t, n] of [...counts].sort((a, b) => (ms.get(b[0]) ?? 0) - (ms.get(a[0]) ?? 0))) console.log(`    ${fmt(n / uses.length, 2)} ${fmt((ms.get(t) ?? 0) / uses.length, 2).padStart(6)}  ${t}`);
}

const label = (kind: string, gatewayMs: number) => (gatewayMs > 0 ? `${kind}, payment service ${gatewayMs} ms` : kind);

async function pglite(gatewayMs: number): Promise<Run> {
  const database = await openDatabase({});
  await database.migrate();
  await seedDemoCatalogue(database.db, { products: PRODUCTS, password: 'Ironyard-bench-1' });
  try {
    return await measure(label('PGlite (embedded)', gatewayMs), database, gatewayMs);
  } finally {
    await database.close();
  }
}

async function postgres(gatewayMs: number): Promise<Run | null> {
  const admin = new pg.Client({ connectionString: PG_URL });
  try {
    await admin.connect();
  } catch {
    console.log(`  PostgreSQL not reachable at ${PG_URL}; skipped`);
    return null;
  }
  await admin.query(`drop database if exists ${PG_DB} with (force)`);
  await admin.query(`create database ${PG_DB}`);
  const u = new URL(PG_URL);
  u.pathname = `/${PG_DB}`;
  const database = await openDatabase({ databaseUrl: u.toString(), poolSize: 10 });
  try {
    await database.migrate();
    await seedDemoCatalogue(database.db, { products: PRODUCTS, password: 'Ironyard-bench-1' });
    return await measure(label('PostgreSQL (pool 10)', gatewayMs), database, gatewayMs);
  } finally {
    await database.close();
    await admin.query(`drop database if exists ${PG_DB} with (force)`).catch(() => {});
    await admin.end();
  }
}

async function main() {
  const runs: Run[] = [];
  console.log(`checkout: ${ORDERS} orders, ${CONCURRENCY} concurrent, ${PRODUCTS} products`);
  const wanted = [...(DB !== 'postgres' ? [pglite] : []), ...(DB !== 'pglite' ? [postgres] : [])];
  const latencies = GATEWAY_MS > 0 ? [0, GATEWAY_MS] : [0];
  for (const [run, gatewayMs] of latencies.flatMap((ms) => wanted.map((w) => [w, ms] as const))) {
    const r = await run(gatewayMs);
    if (!r) continue;
    runs.push(r);
    console.log(
      `  ${r.kind}: placeOrder p50 ${fmt(r.place.p50)} p95 ${fmt(r.place.p95)} p99 ${fmt(r.place.p99)} ms; cart read p95 ${fmt(r.reference.p95)} ms; ${fmt(r.ordersPerSecond, 1)} orders/s; ${r.failures} failed; load ${fmt(r.load, 1)}`,
    );
  }
  const rows = runs.map(
    (r) =>
      `| ${r.kind} | ${r.place.n} | ${fmt(r.place.p50, 1)} | ${fmt(r.place.p95, 1)} | ${fmt(r.place.p99, 1)} | ${fmt(r.reference.p50, 1)} / ${fmt(r.reference.p95, 1)} | ${fmt(r.place.p95 / r.reference.p95, 2)} | ${fmt(r.ordersPerSecond, 1)} | ${r.failures} | ${fmt(r.load, 1)} | ${r.place.p95 <= TARGET_P95 ? '✓ meets' : '✗ **misses**'} ${TARGET_P95} ms |`,
  );
  if (DRY || PROFILE || runs.length < 2) {
    if (runs.length < 2 && !DRY) console.log('  one database only: docs/benchmarks.md left as it is');
    if (runs.some((r) => r.failures > 0)) process.exitCode = 1;
    return;
  }
  writeSection(
    'checkout',
    `## Checkout: placeOrder with ${CONCURRENCY} concurrent checkouts

\`npm run bench\` (bench/checkout-bench.ts), ${new Date().toISOString().slice(0, 10)}, ${machineLine()}; catalogue of ${PRODUCTS} products.
In each of ${Math.ceil(ORDERS / CONCURRENCY)} rounds, ${CONCURRENCY} guests fill their carts (untimed, two of 60 parts, so checkouts
often wait on the same product row locks), read them at once (the reference), then all place their
orders at once. Timed: \`cart.placeOrderExternalPayment\` over the in-process GraphQL endpoint: token check, address
validation, idempotency look-up; outside any transaction, the cart priced by the cart service in a read snapshot
(with the cart's revision and the products' pricing fingerprints) and the payment authorised; then one transaction:
idempotency claim, cart row and product rows locked, check that the priced figures still hold (re-priced under the
locks when a product changed), stock check and decrement, order write, cart clearing, capture. The confirmation
e-mail is written to the outbox after the answer. Sandbox gateway (in memory)${GATEWAY_MS > 0 ? `; the rows marked "payment service ${GATEWAY_MS} ms" wrap it so that authorising and capturing each take ${GATEWAY_MS} ms, as a remote service would` : ''}.
In-run reference: the cart read (\`shoppingCart\` with its totals) by the same clients in the same run, the same
pricing without a transaction or writes; \`ratio\` is placeOrder p95 / cart read p95.
Milliseconds; ${WARMUP_ROUNDS} warm-up rounds not counted. \`load avg\`: the machine's one-minute load average at the end of the run
(it is shared with other work; figures above the target on a loaded machine say little about an idle one).
PGlite is one connection running one statement at a time on the Node thread, so 10 checkouts at once are served one
after the other whatever the transaction boundaries: its p95 is about ten times the work of one placement
(1000 / orders per second: ${runs
      .filter((r) => r.gatewayMs === 0)
      .map((r) => `${r.kind} ${fmt(1000 / r.ordersPerSecond, 1)} ms`)
      .join(', ')}).
On the embedded database every statement of a placeOrder is counted (the statement and transaction locks of PGlite
wrapped): ${runs
      .filter((r) => r.db)
      .map((r) => `${r.kind}: ${fmt(r.db!.statements, 1)} statements, ${fmt(r.db!.execMs, 1)} ms executing them, ${fmt(r.db!.waitMs, 1)} ms waiting for the connection`)
      .join('; ')} (per placeOrder, means). \`--profile=DIR\` lists the statements and writes CPU profiles of the timed placements.${
      GATEWAY_MS > 0
        ? `
With the ${GATEWAY_MS} ms payment service, the authorisations of concurrent checkouts wait side by side, outside any
transaction; the capture still waits inside the transaction, with the product rows locked (an order never stands
uncaptured), so on PGlite each placement still holds the database for at least ${GATEWAY_MS} ms.`
        : ''
    }

| Database | orders | p50 | p95 | p99 | cart read p50 / p95 | ratio | orders/s | failed | load avg | target p95 |
|---|---|---|---|---|---|---|---|---|---|---|
${rows.join('\n')}`,
  );
  if (runs.some((r) => r.failures > 0)) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
