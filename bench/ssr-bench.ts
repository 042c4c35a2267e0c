// Server-rendered pages on a generated catalogue: throughput of each page type as a ratio to a bare
// React Router 7 page started in the same run (bench/ssr-reference), and product-page latency at a
// fixed rate of distinct pages. Each run keeps its figures in bench/results/ssr-<db>-<label>.json and
// the docs section shows every label kept (before → after).
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { closedLoop, constantRate, fmt, percentiles, signInCookies, startBenchStore, timedGet, type ClosedLoopResult } from './bench-lib';
import { saveRun, writeReport, type SsrRun } from './ssr-report';
import { startReference } from './ssr-reference/start';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const products = Number(arg('products') ?? 100_000);
const seconds = Number(arg('seconds') ?? 20);
const dbArg = arg('db') ?? 'both';
/** Closed-loop clients (connections), and seconds per page. */
const CONNECTIONS = Number(arg('connections') ?? 10);
const LOOP_SECONDS = Number(arg('loop-seconds') ?? 8);
/** `throughput`, `latency` or both. */
const only = arg('only');
const label = arg('label') ?? 'after';
const pgUrl = process.env.BENCH_DATABASE_URL ?? `postgres://postgres@127.0.0.1:5432/ironyard_bench_ssr_${products}`;
const RPS = 50;
/** As a browser asks: compressed answers (the server streams and compresses the HTML). */
const BROWSER = { 'accept-encoding': 'br, gzip' };
const PORT = Number(arg('port') ?? 3400);
const EMAIL = 'customer@ironyard.test';
const PASSWORD = process.env.DEMO_PASSWORD ?? 'Ironyard-demo-1';
/** Extra flags for the store's node process (e.g. `--cpu-prof --cpu-prof-dir=…` to profile it under this load). */
const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
/** The store under load: started here, or the deployment BENCH_BASE_URL names (docs/deploy.md). */
let base = `http://127.0.0.1:${PORT}`;

/** The bench's own reads and writes; one stopped at the server's time budget (a busy machine) is asked again. */
async function graphql<T>(query: string, token?: string): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const res = await fetch(`${base}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}`, origin: base } : {}) },
      body: JSON.stringify({ query }),
    });
    const body = (await res.json()) as { data: T; errors?: Array<{ message: string }> };
    if (!body.errors?.length) return body.data;
    const message = `GraphQL: ${body.errors.map((e) => e.message).join('; ')}`;
    if (attempt >= 5 || !/took longer than/.test(message)) throw new Error(message);
    await new Promise((r) => setTimeout(r, 1000 * attempt));
  }
}

/** Whether the PostgreSQL server of the reference run answers. */
function postgresReachable(): boolean {
  const u = new URL(pgUrl);
  u.pathname = '/postgres';
  return spawnSync('psql', [u.toString(), '-qtAc', 'select 1'], { encoding: 'utf8' }).stdout.trim() === '1';
}

/** `count` distinct products drawn at random from the whole catalogue, with their page addresses. */
async function productPages(count: number): Promise<string[]> {
  const seen = new Set<number>();
  const paths: string[] = [];
  for (let tries = 0; paths.length < count && tries < count * 3; tries += 20) {
    const ids: number[] = [];
    while (ids.length < 20) {
      const id = 1 + Math.floor(Math.random() * products);
      if (!seen.has(id)) {
        seen.add(id);
        ids.push(id);
      }
    }
    const d = await graphql<{ v1: Record<string, { id: string; seoName: string } | null> }>(
      `{ v1 { ${ids.map((id) => `p${id}: product(id: "${id}") { id seoName }`).join(' ')} } }`,
    );
    for (const p of Object.values(d.v1)) if (p) paths.push(`/${p.seoName}/p/${p.id}`);
  }
  return paths.slice(0, count);
}

/** Puts one orderable part in the signed-in customer's cart (when it has none), so the cart page lists a line. */
async function fillCart(token: string) {
  const cart = await graphql<{ v1: { shoppingCart: { itemCount: number } } }>('{ v1 { shoppingCart { itemCount } } }', token);
  for (let id = 1; id <= 50 && cart.v1.shoppingCart.itemCount === 0; id++) {
    const added = await graphql<unknown>(`mutation { v1 { cart { add(productId: "${id}", qty: 1) { itemCount } } } }`, token).then(
      () => true,
      () => false,
    );
    if (added) return;
  }
}

interface Target {
  name: string;
  next: () => string;
  headers?: Record<string, string>;
  expect?: number;
  /** The least ratio to the reference page that meets the target. */
  target: number;
}

async function main() {
  // Against a deployment there is one run: its own database, whatever it is.
  const runs: Array<'pglite' | 'postgres'> = process.env.BENCH_BASE_URL ? ['postgres'] : dbArg === 'both' ? ['pglite', 'postgres'] : [dbArg === 'postgres' ? 'postgres' : 'pglite'];
  for (const db of runs) {
    if (db === 'postgres' && !process.env.BENCH_BASE_URL && !postgresReachable()) {
      console.log(`PostgreSQL at ${pgUrl} does not answer: its run is skipped`);
      continue;
    }
    await measure(db);
  }
}

async function measure(db: 'pglite' | 'postgres') {
  const store = await startBenchStore({ products, port: PORT, databaseUrl: db === 'postgres' ? pgUrl : undefined, nodeArgs });
  base = store.base;
  const reference = only === 'latency' ? null : await startReference(PORT + 1);
  const run: SsrRun = {
    label,
    db,
    date: new Date().toISOString(),
    commit: spawnSync('git', ['describe', '--always', '--dirty=+changes'], { encoding: 'utf8' }).stdout.trim(),
    products,
    connections: CONNECTIONS,
    loopSeconds: LOOP_SECONDS,
    rate: RPS,
    seconds,
    loadBefore: os.loadavg(),
    loadAfter: [],
    external: store.startMs ? null : base,
    startMs: store.startMs,
    throughput: [],
    latency: [],
  };
  try {
    const cats = await graphql<{ v1: { categories: Array<{ id: string; seoName: string }> } }>('{ v1 { categories { id seoName } } }');
    const category = () => {
      const c = cats.v1.categories[Math.floor(Math.random() * cats.v1.categories.length)];
      return `${base}/${c.seoName}/c/${c.id}`;
    };
    // Products drawn from the whole catalogue, each asked for once in the run: a parts store's long tail,
    // so a page read once and kept (per product) is not what is measured.
    const pool = await productPages(only === 'throughput' ? 1500 : Math.max(4000, RPS * (seconds + 3) + 3000));
    let nextProduct = 0;
    const product = () => `${base}${pool[nextProduct++ % pool.length]}`;
    const queries = ['belt', 'john deere belt', 'jhon deere', 'radiator ford', 'seat', 'AR12345', 'hydraulic filter', 'kubota', '4L450', 'bobcat seat', 'oil filter', 'alternator'];
    const search = () => `${base}/search/s/p?PRODUCTS_MASTER%5Bquery%5D=${encodeURIComponent(queries[Math.floor(Math.random() * queries.length)])}`;
    const notFound = () => `${base}/no/such/page/${Math.floor(Math.random() * 1e6)}`;

    if (reference) {
      const session = await signInCookies(base, EMAIL, PASSWORD);
      await fillCart(session.accessToken);
      const signedIn = { ...BROWSER, cookie: session.cookie };
      for (const [path, headers] of [['/cart', signedIn], ['/account', signedIn]] as const) {
        const r = await timedGet(base + path, headers);
        if (r.status !== 200) throw new Error(`${path} answered ${r.status} to the signed-in customer`);
      }
      const targets: Target[] = [
        { name: 'product `/{seo}/p/{id}` (each product once)', next: product, target: 0.5 },
        { name: 'home `/`', next: () => `${base}/`, target: 0.5 },
        { name: 'category `/{seo}/c/{id}`', next: category, target: 0.5 },
        { name: 'search `/search/s/p?PRODUCTS_MASTER[query]=…`', next: search, target: 0.5 },
        { name: 'cart `/cart` (signed in, one line)', next: () => `${base}/cart`, headers: signedIn, target: 0.5 },
        { name: 'account `/account` (signed in)', next: () => `${base}/account`, headers: signedIn, target: 0.5 },
        { name: 'not found (404 page)', next: notFound, expect: 404, target: 0.9 },
      ];
      const loop = async (next: () => string, headers: Record<string, string> = BROWSER, expect = 200): Promise<ClosedLoopResult> => {
        await closedLoop(next, CONNECTIONS, 2, headers, expect); // warm-up: JIT, connections
        return closedLoop(next, CONNECTIONS, LOOP_SECONDS, headers, expect);
      };
      // The reference before and after the pages: the machine's load drifts during a run.
      const refBefore = await loop(() => reference.url);
      console.log('reference', refBefore.rps.toFixed(1), 'req/s');
      const measured: Array<[Target, ClosedLoopResult]> = [];
      for (const t of targets) {
        const r = await loop(t.next, t.headers ?? BROWSER, t.expect ?? 200);
        console.log(t.name, r.rps.toFixed(1), 'req/s', `${(r.bytes / 1024).toFixed(1)} KB`, `${r.errors} errors`, r.latency);
        measured.push([t, r]);
      }
      const refAfter = await loop(() => reference.url);
      console.log('reference', refAfter.rps.toFixed(1), 'req/s');
      const refRps = (refBefore.rps + refAfter.rps) / 2;
      run.throughput.push({ name: 'reference: bare React Router 7 page', rps: refRps, ratio: 1, target: 0, latency: refBefore.latency, bytes: refBefore.bytes, errors: refBefore.errors + refAfter.errors, spread: [refBefore.rps, refAfter.rps] });
      for (const [t, r] of measured) run.throughput.push({ name: t.name, rps: r.rps, ratio: r.rps / refRps, target: t.target, latency: r.latency, bytes: r.bytes, errors: r.errors });
      // Kept at once: the open loop below can take long on a busy machine.
      run.loadAfter = os.loadavg();
      saveRun(run);
      writeReport(db, store.startMs ? null : base);
    }

    if (only !== 'throughput') {
      // Open loop: 50 distinct product pages a second, whatever the answers' speed (no coordinated omission).
      for (const [name, next] of [
        ['product `/{seo}/p/{id}` (each product once)', product],
        ['home `/`', () => `${base}/`],
        ['search `/search/s/p?PRODUCTS_MASTER[query]=…`', search],
        ['not found (404 page)', notFound],
      ] as Array<[string, () => string]>) {
        await constantRate(next, RPS, 3, BROWSER); // warm-up: JIT, caches
        const { latencies, errors } = await constantRate(next, RPS, seconds, BROWSER);
        const p = percentiles(latencies);
        console.log(name, p);
        run.latency.push({ name, latency: p, errors });
      }
    }
    run.loadAfter = os.loadavg();
    console.log(`product pages: ${fmt(nextProduct, 0)} asked of ${pool.length} distinct`);
    saveRun(run);
    writeReport(db, store.startMs ? null : base);
  } finally {
    await reference?.stop();
    await store.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
