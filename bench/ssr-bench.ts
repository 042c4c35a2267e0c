// Server-rendered page latency at a fixed request rate, on a generated catalogue, with an in-run reference.
import { spawnSync } from 'node:child_process';
import { constantRate, fmt, machineLine, maxThroughput, percentiles, startBenchStore, startHelloServer, timedGet, writeSection } from './bench-lib';

const products = Number(process.argv.find((a) => a.startsWith('--products='))?.split('=')[1] ?? 100_000);
const seconds = Number(process.argv.find((a) => a.startsWith('--seconds='))?.split('=')[1] ?? 20);
const dbArg = process.argv.find((a) => a.startsWith('--db='))?.split('=')[1] ?? 'both';
const pgUrl = process.env.BENCH_DATABASE_URL ?? `postgres://postgres@127.0.0.1:5432/ironyard_bench_ssr_${products}`;
const RPS = 50;
/** As a browser asks: compressed answers (the server streams and compresses the HTML). */
const BROWSER = { 'accept-encoding': 'br, gzip' };
const PORT = 3400;
/** The store under load: started here, or the deployment BENCH_BASE_URL names (docs/deploy.md). */
let base = `http://127.0.0.1:${PORT}`;

async function graphql<T>(query: string): Promise<T> {
  const res = await fetch(`${base}/api/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
  return ((await res.json()) as { data: T }).data;
}

/** Whether the PostgreSQL server of the reference run answers. */
function postgresReachable(): boolean {
  const u = new URL(pgUrl);
  u.pathname = '/postgres';
  return spawnSync('psql', [u.toString(), '-qtAc', 'select 1'], { encoding: 'utf8' }).stdout.trim() === '1';
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
  const store = await startBenchStore({ products, port: PORT, databaseUrl: db === 'postgres' ? pgUrl : undefined });
  base = store.base;
  try {
    const cats = await graphql<{ v1: { categories: Array<{ id: string; seoName: string }> } }>('{ v1 { categories { id seoName } } }');
    const targets: Array<{ name: string; next: () => string }> = [{ name: 'home `/`', next: () => `${base}/` }];
    const probe = await timedGet(`${base}/${cats.v1.categories[0]?.seoName}/c/${cats.v1.categories[0]?.id}`);
    if (probe.status === 200) {
      targets.push({
        name: 'category `/{seo}/c/{id}`',
        next: () => {
          const c = cats.v1.categories[Math.floor(Math.random() * cats.v1.categories.length)];
          return `${base}/${c.seoName}/c/${c.id}`;
        },
      });
    }
    const productIds: Array<{ id: string; seoName: string }> = [];
    // A thousand products drawn from the whole catalogue: each request is for a product the server
    // has rarely seen, as a parts store's long tail is (nothing on the page is cached between requests).
    for (let i = 0; i < 1000; i++) {
      const id = 1 + Math.floor(Math.random() * products);
      const d = await graphql<{ v1: { product: { id: string; seoName: string } | null } }>(`{ v1 { product(id: "${id}") { id seoName } } }`);
      if (d.v1.product) productIds.push(d.v1.product);
    }
    targets.push({
      name: 'product `/{seo}/p/{id}`',
      next: () => {
        const p = productIds[Math.floor(Math.random() * productIds.length)];
        return `${base}/${p.seoName}/p/${p.id}`;
      },
    });
    const queries = ['belt', 'john deere belt', 'jhon deere', 'radiator ford', 'seat', 'AR12345', 'hydraulic filter', 'kubota', '4L450', 'bobcat seat', 'oil filter', 'alternator'];
    targets.push({
      name: 'search `/search/s/p?PRODUCTS_MASTER[query]=…`',
      next: () => `${base}/search/s/p?PRODUCTS_MASTER%5Bquery%5D=${encodeURIComponent(queries[Math.floor(Math.random() * queries.length)])}`,
    });
    targets.push({ name: 'not found (404 page)', next: () => `${base}/no/such/page/${Math.floor(Math.random() * 1e6)}` });

    const rows: string[] = [];
    for (const t of targets) {
      await constantRate(t.next, RPS, 3, BROWSER); // warm-up: JIT, caches
      const { latencies, errors } = await constantRate(t.next, RPS, seconds, BROWSER);
      const p = percentiles(latencies);
      const verdict = p.p95 <= 50 ? '✓' : `✗ (+${fmt(p.p95 - 50, 1)})`;
      rows.push(`| ${t.name} | ${p.n} | ${fmt(p.p50)} | ${fmt(p.p95)} ${verdict} | ${fmt(p.p99)} | ${errors} |`);
      console.log(t.name, p);
    }
    const homeRps = await maxThroughput(() => `${base}/`, 16, 8);
    const hello = await startHelloServer();
    const helloRps = await maxThroughput(() => hello.url, 16, 8);
    await hello.close();
    const started = store.startMs
      ? `\nStart of the compiled server (\`node build/node/main.js\`) to a healthy answer: ${fmt(store.startMs.healthy / 1000, 1)} s; to search answering over the whole catalogue: ${fmt(store.startMs.searchReady / 1000, 1)} s.`
      : '';
    const where = store.startMs ? (db === 'postgres' ? 'PostgreSQL 15 on the same machine (pool of 10)' : 'embedded database (PGlite, in the server process)') : `the deployment at ${base}`;
    writeSection(
      store.startMs ? (db === 'postgres' ? 'ssr-pg' : 'ssr') : 'ssr-deployment',
      `## Server-rendered pages (${products.toLocaleString('en-US')} products, ${db === 'postgres' ? 'PostgreSQL' : 'embedded PGlite'})

Measured ${new Date().toISOString().slice(0, 10)} on ${machineLine()}, ${where},
production build, loopback, open-loop load at ${RPS} requests/s for ${seconds} s per page after a 3 s warm-up, asking for
compressed answers as browsers do
(\`npm run bench\`, \`bench/ssr-bench.ts\`). Times are milliseconds to the last byte.

| page | requests | p50 | p95 | p99 | 5xx/errors |
|---|---|---|---|---|---|
${rows.join('\n')}

Throughput, 16 clients back to back for 8 s: home page ${fmt(homeRps, 0)} req/s; plain \`node:http\`
hello server in the same run ${fmt(helloRps, 0)} req/s; ratio ${fmt(homeRps / helloRps, 3)}.
Target: p95 ≤ 50 ms at 50 req/s.${started}`,
    );
  } finally {
    await store.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
