// The most expensive GraphQL requests the limits still accept (docs/security.md, "Request cost"):
// their latency, the longest the server's event loop was held while they ran, and /healthz latency
// meanwhile; with in-run references (the product page's own query, a health check alone) and the
// refused attack of issue 20. Flags: --products=N --requests=N --dry-run.
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parse } from 'graphql';
import persisted from '../app/gql/persisted-documents.json' with { type: 'json' };
import { createApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { operationCost } from '../server/graphql/cost-limit';
import { SLICE_MS } from '../server/graphql/handler';
import { schema } from '../server/graphql/schema';
import { createLogger } from '../server/lib/logger';
import { seedDemoCatalogue } from '../server/seed/seed-catalogue';
import { createServices } from '../server/services';
import { fmt, machineLine, percentiles, writeSection, type Percentiles } from './bench-lib';

const arg = (name: string, fallback: number) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const PRODUCTS = arg('products', 5000);
const REQUESTS = arg('requests', 40);
const DRY = process.argv.includes('--dry-run');
const HEALTH_EVERY_MS = 20;

interface Workload {
  name: string;
  /** null: no request, the server idle (the machine's own noise in the figures). */
  body: (() => string) | null;
  cost: number;
}

interface Row {
  name: string;
  cost: number;
  status: number;
  bytes: number;
  latency: Percentiles;
  /** Longest event-loop delay seen while the workload ran (ms). */
  blockMax: number;
  blockP99: number;
  health: Percentiles;
}

const FIELDS = 'id name sku seoName manufacturerPartNumber shortDescription approvedRatingSum approvedTotalReviews priceAndAvailability { price status stock }';

/** Product ids with many related products (the demo catalogue gives 3 to 8; the cost counts 12). */
async function richProducts(base: string): Promise<number[]> {
  const out: number[] = [];
  for (let id = 1; out.length < 40 && id < PRODUCTS; id++) {
    const r = await post(base, JSON.stringify({ query: `{ v1 { product(id: ${id}) { relatedProducts { id } } } }` }));
    const related = (JSON.parse(r.text) as { data?: { v1: { product: { relatedProducts: unknown[] } | null } } }).data?.v1.product?.relatedProducts ?? [];
    if (related.length >= 7) out.push(id);
  }
  return out;
}

async function post(base: string, body: string): Promise<{ status: number; text: string; ms: number }> {
  const started = performance.now();
  const res = await fetch(`${base}/api/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  const text = await res.text();
  return { status: res.status, text, ms: performance.now() - started };
}

/** As many aliases of `one(i)` as fit under the limit: the largest request of that shape still accepted. */
function largestAccepted(name: string, one: (i: number) => string, maxCost: number): Workload {
  let n = 1;
  const text = (k: number) => `{ v1 { ${Array.from({ length: k }, (_, i) => `a${i}: ${one(i)}`).join(' ')} } }`;
  // 20 aliases at most (GraphQL Armor's limit).
  while (n < 20 && operationCost(schema, parse(text(n + 1)), {}) <= maxCost) n++;
  const query = text(n);
  return { name: `${name} × ${n} aliases`, body: () => JSON.stringify({ query }), cost: operationCost(schema, parse(query), {}) };
}

async function measure(base: string, w: Workload): Promise<Row> {
  const health: number[] = [];
  let running = true;
  const prober = (async () => {
    while (running) {
      const started = performance.now();
      await fetch(`${base}/healthz`).then((r) => r.arrayBuffer());
      health.push(performance.now() - started);
      await new Promise((r) => setTimeout(r, HEALTH_EVERY_MS));
    }
  })();
  const loop = monitorEventLoopDelay({ resolution: 1 });
  loop.enable();
  const latencies: number[] = [];
  let status = 0;
  let bytes = 0;
  if (w.body === null) await new Promise((r) => setTimeout(r, 3000));
  for (let i = 0; w.body && i < REQUESTS; i++) {
    const r = await post(base, w.body());
    latencies.push(r.ms);
    status = r.status;
    bytes = r.text.length;
  }
  loop.disable();
  running = false;
  await prober;
  return {
    name: w.name,
    cost: w.cost,
    status,
    bytes,
    latency: percentiles(latencies),
    blockMax: loop.max / 1e6,
    blockP99: loop.percentile(99) / 1e6,
    health: percentiles(health),
  };
}

async function main() {
  const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: '/tmp/ironyard-bench-cost', LOG_LEVEL: 'silent' });
  const database = await openDatabase({});
  await database.migrate();
  console.log(`seeding ${PRODUCTS} products…`);
  await seedDemoCatalogue(database.db, { products: PRODUCTS, password: 'Ironyard-bench-1' });
  const log = createLogger('silent');
  const services = createServices({ database, config, log });
  await services.search.start();
  const { app } = createApp({ services, log, getBuild: () => Promise.reject(new Error('no pages in this bench')) });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((r) => server.once('listening', () => r()));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const max = config.GRAPHQL_MAX_COST;
    const ids = await richProducts(base);
    if (ids.length === 0) throw new Error('no product with related products in the bench catalogue');
    const productPage = Object.entries(persisted as Record<string, string>).find(([, t]) => /\bquery ProductPage\(/.test(t));
    const related2 = (i: number) => `product(id: ${ids[i % ids.length]}) { ${FIELDS} relatedProducts { ${FIELDS} relatedProducts { ${FIELDS} } } }`;
    const search = (i: number) =>
      `searchResults(first: 100, searchString: "${['belt', 'filter', 'seal', 'pump', 'hose'][i % 5]}") { totalCount nodes { id name seoName sku manufacturerPartNumber price status brand city state fitment interchange picture { imageUrl } } filters { id name values { value count } } }`;
    const related = (levels: number) => 'relatedProducts { id name '.repeat(levels) + '}'.repeat(levels);
    const attack = `{ v1 { ${Array.from({ length: 20 }, (_, i) => `a${i}: product(id: ${ids[0]}) { ${related(8)} }`).join(' ')} } }`;
    // The same graph with every product's long texts: the most bytes a product graph may carry.
    const LONG = `${FIELDS} fullDescription metaTitle metaDescription`;
    const related2Texts = (i: number) => `product(id: ${ids[i % ids.length]}) { ${LONG} relatedProducts { ${LONG} relatedProducts { ${LONG} } } }`;
    // Every list a product links to (the costliest statement per product), for 12 related products each.
    const LISTS = 'categories { id name } specificationAttributes { name value } partInterchange { partNumber brand } machineModelFitment { id name manufacturer type }';
    const relatedLists = (i: number) => `product(id: ${ids[i % ids.length]}) { ${FIELDS} ${LISTS} relatedProducts { ${FIELDS} ${LISTS} } }`;
    // A machine model's first page of parts, each with its related parts: the most products another list reaches.
    const modelParts = (i: number) => `machineModel(id: ${i + 1}) { products(first: 100) { nodes { ${FIELDS} relatedProducts { ${FIELDS} } } } }`;
    const related3 = (i: number) => `product(id: ${ids[i % ids.length]}) { id name sku ${'relatedProducts { id name sku '.repeat(3)}${'}'.repeat(3)} }`;
    const workloads: Workload[] = [
      { name: 'reference: no request (the server idle, 3 s)', body: null, cost: 0 },
      { name: 'reference: `{ v1 { info { version } } }`', body: () => JSON.stringify({ query: '{ v1 { info { version } } }' }), cost: 2 },
      ...(productPage
        ? [{ name: 'reference: the product page (persisted `ProductPage`)', body: () => JSON.stringify({ documentId: productPage[0], variables: { id: String(ids[0]) } }), cost: operationCost(schema, parse(productPage[1]), { id: String(ids[0]) }) }]
        : []),
      largestAccepted('product → 12 related → 12 related each', related2, max),
      largestAccepted('product → 3 levels of 12 related (id, name, sku)', related3, max),
      largestAccepted('product → 12 related → 12 related each, with long texts', related2Texts, max),
      largestAccepted('product → 12 related, each with categories, specifications, part numbers, fitment', relatedLists, max),
      largestAccepted('machine model → 100 parts → 12 related each', modelParts, max),
      largestAccepted('searchResults(first: 100) with facets', search, max),
      { name: 'issue 20 attack: 8 levels of related products × 20 aliases (refused)', body: () => JSON.stringify({ query: attack }), cost: operationCost(schema, parse(attack), {}) },
    ];
    const rows: Row[] = [];
    for (const w of workloads) {
      if (w.body) {
        const warm = await post(base, w.body());
        const firstError = (JSON.parse(warm.text) as { errors?: Array<{ message: string }> }).errors?.[0]?.message;
        if (firstError) console.log(`${w.name}: ${firstError}`);
      }
      const row = await measure(base, w);
      rows.push(row);
      console.log(`${row.name}: status ${row.status}, ${row.bytes} B, p50 ${fmt(row.latency.p50)} p95 ${fmt(row.latency.p95)} p99 ${fmt(row.latency.p99)} ms, loop held ≤ ${fmt(row.blockMax, 1)} ms, healthz p99 ${fmt(row.health.p99)} ms`);
    }
    const table = rows
      .map((r) => {
        const cost = r.cost > 1e6 ? r.cost.toExponential(1) : r.cost.toLocaleString('en-US');
        if (r.latency.n === 0) return `| ${r.name} | – | – | – | – | – | – | ${fmt(r.blockMax, 1)} | ${fmt(r.health.p50)} / ${fmt(r.health.p99)} / ${fmt(r.health.max)} |`;
        return `| ${r.name} | ${cost} | ${r.status} | ${(r.bytes / 1024).toFixed(1)} kB | ${fmt(r.latency.p50)} | ${fmt(r.latency.p95)} | ${fmt(r.latency.p99)} | ${fmt(r.blockMax, 1)} ${r.blockMax <= 50 ? '✓' : '✗'} | ${fmt(r.health.p50)} / ${fmt(r.health.p99)} / ${fmt(r.health.max)} |`;
      })
      .join('\n');
    const section = `## Request cost: the most expensive accepted requests

Machine: ${machineLine()}, ${new Date().toISOString().slice(0, 10)}; load average ${fmt(
      (await import('node:os')).loadavg()[0],
      1,
    )} at the end of the run. Embedded database (PGlite, in memory), ${PRODUCTS.toLocaleString('en-US')} demo products, one server in the bench's
process (\`npm run bench\`, \`bench/request-cost-bench.ts\`). Each request is sent ${REQUESTS} times, one at a time after a warm-up,
while \`/healthz\` is asked every ${HEALTH_EVERY_MS} ms; "loop held" is the longest event-loop delay seen meanwhile
(\`perf_hooks.monitorEventLoopDelay\`, target ≤ 50 ms). Limits: cost ${config.GRAPHQL_MAX_COST.toLocaleString('en-US')}, answer ${config.GRAPHQL_MAX_RESPONSE_MB} MB, time ${config.GRAPHQL_TIME_BUDGET_MS} ms,
the event loop handed back every ${SLICE_MS} ms of resolving. The largest accepted requests are built by adding aliases while the cost stays under the limit.

| Request | Cost | Status | Answer | p50 ms | p95 ms | p99 ms | Loop held (max ms) | /healthz p50 / p99 / max ms |
|---|---|---|---|---|---|---|---|---|
${table}`;
    console.log(section);
    if (!DRY) writeSection('request-cost', section);
  } finally {
    await new Promise<void>((r) => server.close(() => r()));
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
