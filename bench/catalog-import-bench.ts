// A price and stock file at scale (issue 24): N products on the embedded database, an N-line file
// (price, stock and status), checked then applied through the back office's service, while search is
// asked questions at a steady rate in the same process. Reports the check and apply times, the peak
// memory, search latency during the apply, and how long until search shows the new prices.
// Flags: --products=N (default 100000) --qps=N (search questions per second, default 50) --dry-run
// --batches=1000,200 (instead of the one run: the same file applied once per statement size, search
// measured during each, in one sitting; no search catch-up) --profile=DIR (CPU profiles of the check, the apply and search's catch-up, for `node --cpu-prof`-style reading).
import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../server/config';
import { openDatabase, rowsOf } from '../server/db/client';
import { createLogger } from '../server/lib/logger';
import { createCatalogImportRepository } from '../server/modules/catalog/catalog-import.repository';
import { APPLY_BATCH, createCatalogImportService } from '../server/modules/catalog/catalog-import.service';
import { createServices } from '../server/services';
import { fmt, machineLine, percentiles, writeSection } from './bench-lib';

const arg = (name: string, fallback: number) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const PRODUCTS = arg('products', 100_000);
const QPS = arg('qps', 50);
const DRY = process.argv.includes('--dry-run');
const BATCHES = (process.argv.find((a) => a.startsWith('--batches='))?.split('=')[1] ?? '')
  .split(',')
  .filter(Boolean)
  .map(Number);
const PROFILE_DIR = process.argv.find((a) => a.startsWith('--profile='))?.split('=')[1] ?? null;
const TARGET_SECONDS = 30;
const WORDS = ['belt', 'filter', 'blade', 'spindle', 'bearing', 'seat', 'pulley', 'idler', 'deck', 'gasket'];

const mb = (bytes: number) => Math.round(bytes / 2 ** 20);

/** Samples the process's memory every 50 ms; `peak()` answers the highest resident set and heap since the last reset. */
function memoryWatch() {
  let rss = 0;
  let heap = 0;
  const timer = setInterval(() => {
    const m = process.memoryUsage();
    rss = Math.max(rss, m.rss);
    heap = Math.max(heap, m.heapUsed);
  }, 50);
  timer.unref();
  return {
    reset() {
      const m = process.memoryUsage();
      rss = m.rss;
      heap = m.heapUsed;
    },
    peak: () => ({ rss, heap }),
    stop: () => clearInterval(timer),
  };
}

/**
 * Questions arrive every 1000/qps ms until stopped and are answered at the loop's next turn; a question's
 * time runs from when it arrived, so a blocked event loop (a long statement on the embedded database) counts in full.
 */
function searchLoad(ask: (q: string) => void, qps: number) {
  const times: number[] = [];
  const every = 1000 / qps;
  let stopped = false;
  let next = performance.now();
  let i = 0;
  const tick = () => {
    if (stopped) return;
    // Every question due by now (they arrive whether or not the loop was free) is answered in this turn.
    while (next <= performance.now()) {
      const due = next;
      ask(`${WORDS[i++ % WORDS.length]} ${i % 7 === 0 ? 'kit' : ''}`.trim());
      times.push(performance.now() - due);
      next += every;
    }
    setTimeout(tick, Math.max(0, next - performance.now()));
  };
  setTimeout(tick, 0);
  return {
    stop() {
      stopped = true;
      return times;
    },
  };
}

/** CPU profiles of the phases when --profile is given (one inspector session, one profile per phase). */
async function profiler() {
  if (!PROFILE_DIR) return { start: async () => {}, stop: async (_name: string) => {} };
  fs.mkdirSync(PROFILE_DIR, { recursive: true });
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 500 });
  return {
    start: () => session.post('Profiler.start'),
    async stop(name: string) {
      const { profile } = await session.post('Profiler.stop');
      fs.writeFileSync(path.join(PROFILE_DIR, `${name}.cpuprofile`), JSON.stringify(profile));
    },
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The longest the event loop was held (ms) between start() and stop(). */
function loopWatch() {
  const h = monitorEventLoopDelay({ resolution: 5 });
  return {
    start: () => {
      h.reset();
      h.enable();
    },
    stop: () => {
      h.disable();
      return { p99: h.percentile(99) / 1e6, max: h.max / 1e6 };
    },
  };
}

async function main() {
  const prof = await profiler();
  // A data directory on disk, as the server runs (an in-memory database grows its files by copying them).
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ironyard-bench-import-'));
  const database = await openDatabase({ dataDir });
  await database.migrate();
  const db = database.db;
  const built = performance.now();
  await db.execute(sql`insert into vendors (name) select 'Vendor ' || g from generate_series(1, 20) g`);
  await db.execute(sql`insert into manufacturers (name, seo_name) select 'Brand ' || g, 'brand-' || g from generate_series(1, 40) g`);
  await db.execute(sql`insert into categories (name, seo_name) select 'Category ' || g, 'category-' || g from generate_series(1, 60) g`);
  await db.execute(sql`insert into products (sku, name, seo_name, manufacturer_part_number, vendor_id, manufacturer_id, price, stock, status)
    select 'IY-' || lpad(g::text, 7, '0'), 'Replacement ' || (array['belt','filter','blade','spindle','bearing','seat','pulley','idler','deck','gasket'])[1 + g % 10] || ' part ' || g,
      'part-' || g, 'MP' || g, 1 + g % 20, 1 + g % 40, (5 + (g % 400) + (g % 100) / 100.0)::numeric(19, 4), g % 50, 'IN_STOCK'
    from generate_series(1, ${PRODUCTS}) g`);
  await db.execute(sql`insert into product_categories (product_id, category_id) select id, 1 + id % 60 from products`);
  const [{ id: staffId }] = rowsOf<{ id: number }>(await db.execute(sql`insert into customers (email, first_name) values ('bench-admin@example.com', 'Bench') returning id`));
  const buildMs = performance.now() - built;

  const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: '/tmp/ironyard-bench-import', LOG_LEVEL: 'silent' });
  const services = createServices({ database, config, log: createLogger('silent') });
  const indexStarted = performance.now();
  await services.search.start();
  const indexMs = performance.now() - indexStarted;
  if (BATCHES.length) {
    await compareBatches(database, services, staffId);
    fs.rmSync(dataDir, { recursive: true, force: true });
    return;
  }
  await services.search.watch();

  // The file: every product, a new price, stock and (every tenth) status; lines in another order than the catalogue's.
  const lines: string[] = ['\uFEFFstatus,stock,SKU,price'];
  for (let k = 0; k < PRODUCTS; k++) {
    const g = ((k * 7919) % PRODUCTS) + 1;
    lines.push(`${g % 10 === 0 ? 'LOW_STOCK' : ''},${(g * 3) % 97},iy-${String(g).padStart(7, '0')},${(9 + (g % 300) + 0.99).toFixed(2)}`);
  }
  const file = Buffer.from(lines.join('\r\n') + '\r\n');
  lines.length = 0;
  const chunks = function* () {
    for (let i = 0; i < file.length; i += 64 * 1024) yield file.subarray(i, i + 64 * 1024);
  };

  const ask = (q: string) => services.search.engine.search({ query: q, hitsPerPage: 24 });
  // The reference: the same questions with nothing else running.
  const idle = searchLoad(ask, QPS);
  await sleep(5_000);
  const reference = percentiles(idle.stop());

  const memory = memoryWatch();
  if (global.gc) global.gc();
  const baseline = process.memoryUsage();
  memory.reset();
  const checking = searchLoad(ask, QPS);
  const loop = loopWatch();
  loop.start();
  await prof.start();
  const checkStarted = performance.now();
  const checked = await services.catalogImports.check(Readable.from(chunks()), 'bench.csv', staffId);
  const checkMs = performance.now() - checkStarted;
  await prof.stop('check');
  const duringCheck = percentiles(checking.stop());
  const checkLoop = loop.stop();

  const probeId = PRODUCTS;
  const probeExpected = Number((9 + (probeId % 300) + 0.99).toFixed(2));
  const load = searchLoad(ask, QPS);
  loop.start();
  await prof.start();
  const applyStarted = performance.now();
  const applied = await services.catalogImports.apply(checked.id, { id: staffId, ip: null });
  const applyMs = performance.now() - applyStarted;
  await prof.stop('apply');
  const during = percentiles(load.stop());
  const applyLoop = loop.stop();
  const peak = memory.peak();

  // Search follows through its change watch: a bulk change is one rebuild, the old index answering meanwhile.
  const followStarted = performance.now();
  await prof.start();
  const after = searchLoad(ask, QPS);
  while (services.search.engine.getRecord(probeId)?.price !== probeExpected) {
    if (performance.now() - followStarted > 180_000) throw new Error('search did not show the new prices within 3 minutes');
    await new Promise((r) => setTimeout(r, 100));
  }
  const followMs = performance.now() - followStarted;
  const rebuild = percentiles(after.stop());
  await prof.stop('follow');
  memory.stop();

  // What applying price and stock changes one product at a time would cost instead of the rebuild:
  // the same records with a new price, upserted (fewer than the engine's compaction threshold).
  const upserts = Math.min(2_000, Math.floor(PRODUCTS / 50));
  const records = Array.from({ length: upserts }, (_, k) => services.search.engine.getRecord(1 + k * 37))
    .filter((r) => r !== undefined)
    .map((r) => ({ ...r!, price: (r!.price ?? 0) + 1 }));
  const upsertStarted = performance.now();
  for (const r of records) services.search.engine.upsert(r);
  const upsertMs = performance.now() - upsertStarted;
  const indexBuilt = services.search.engine.lastBuild;

  await services.search.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });

  const load1 = os.loadavg()[0];
  const c = applied.counts;
  const total = (checkMs + applyMs) / 1000;
  const rows = [
    `| products / file lines | ${PRODUCTS.toLocaleString('en-US')} / ${c.lines.toLocaleString('en-US')} (${mb(file.length)} MB) |`,
    `| changes (price / stock / status) | ${c.accepted.toLocaleString('en-US')} (${c.price.toLocaleString('en-US')} / ${c.stock.toLocaleString('en-US')} / ${c.status.toLocaleString('en-US')}); refused ${c.refused}, unchanged ${c.unchanged} |`,
    `| check (read, look up, stage) | ${fmt(checkMs / 1000, 1)} s |`,
    `| apply (one transaction) | ${fmt(applyMs / 1000, 1)} s |`,
    `| check + apply | **${fmt(total, 1)} s** (target < ${TARGET_SECONDS} s: ${total < TARGET_SECONDS ? 'met' : 'missed'}) |`,
    `| peak memory (check and apply) | RSS ${mb(peak.rss)} MB (${mb(baseline.rss)} MB before), heap ${mb(peak.heap)} MB (${mb(baseline.heapUsed)} MB before) |`,
    `| search with nothing else running (reference, ${QPS}/s, ${reference.n} questions) | p50 ${fmt(reference.p50, 1)} ms, p95 ${fmt(reference.p95, 1)} ms, max ${fmt(reference.max, 1)} ms |`,
    `| search during the check (${duringCheck.n} questions) | p50 ${fmt(duringCheck.p50, 1)} ms, p95 **${fmt(duringCheck.p95, 1)} ms**, max ${fmt(duringCheck.max, 1)} ms; event loop held at most ${fmt(checkLoop.max, 0)} ms (p99 ${fmt(checkLoop.p99, 0)} ms) |`,
    `| search during the apply (${QPS}/s, ${during.n} questions) | p50 ${fmt(during.p50, 1)} ms, p95 **${fmt(during.p95, 1)} ms**, max ${fmt(during.max, 1)} ms; event loop held at most ${fmt(applyLoop.max, 0)} ms (p99 ${fmt(applyLoop.p99, 0)} ms) |`,
    `| until search shows the new prices | ${fmt(followMs / 1000, 1)} s (one rebuild${indexBuilt ? `, ${indexBuilt.kind === 'worker' ? 'built in a worker thread' : 'built on the serving thread'}` : ''}; search during it: p95 ${fmt(rebuild.p95, 1)} ms, max ${fmt(rebuild.max, 1)} ms) |`,
    `| price changes upserted one by one instead (${records.length.toLocaleString('en-US')} records) | ${fmt(upsertMs, 0)} ms, ${fmt((upsertMs / records.length) * 1000, 0)} ms per 1,000 |`,
  ];
  const markdown = [
    '## Price and stock files (catalogue import)',
    '',
    `\`npx tsx --expose-gc bench/catalog-import-bench.ts\`: ${PRODUCTS.toLocaleString('en-US')} products built on the embedded database (a data directory on disk, as the server runs; built in ${fmt(buildMs / 1000, 1)} s, search index ${fmt(indexMs / 1000, 1)} s), then a file of one line per product`,
    '(BOM, CRLF, columns in another order, SKUs in lower case): checked through the back office’s service (read as a stream, looked up 5,000 lines a query,',
    `staged with its refused lines), then applied in one transaction, ${APPLY_BATCH.toLocaleString('en-US')} lines a statement. Search is asked at a steady rate in the same process meanwhile;`,
    'a question’s time runs from when it was due, so a blocked event loop counts in full.',
    '',
    '| measure | result |',
    '| --- | --- |',
    ...rows,
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} on ${machineLine()} (shared with other work: load average ${fmt(load1, 1)} at the end of the run).`,
  ].join('\n');
  console.log(markdown);
  if (!DRY) writeSection('catalog-import', markdown);
}

/** The file of round `r`: every product, with prices and stock that differ from round to round. */
function fileOf(round: number): Buffer {
  const lines: string[] = ['sku,price,stock'];
  for (let k = 0; k < PRODUCTS; k++) {
    const g = ((k * 7919) % PRODUCTS) + 1;
    lines.push(`iy-${String(g).padStart(7, '0')},${(20 + round + (g % 300) + 0.49).toFixed(2)},${(g * 3 + round) % 97}`);
  }
  return Buffer.from(lines.join('\n') + '\n');
}

/** The same work at each statement size, one after the other in one sitting (the machine's load moves less than between runs). */
async function compareBatches(database: Awaited<ReturnType<typeof openDatabase>>, services: ReturnType<typeof createServices>, staffId: number) {
  const ask = (q: string) => services.search.engine.search({ query: q, hitsPerPage: 24 });
  const rows: string[] = [];
  const idle = searchLoad(ask, QPS);
  await sleep(5_000);
  const ref = percentiles(idle.stop());
  rows.push(`| nothing else running (reference) | | | p50 ${fmt(ref.p50, 1)} ms, p95 ${fmt(ref.p95, 1)} ms | |`);
  for (const [round, batch] of BATCHES.entries()) {
    const imports = createCatalogImportService({
      repo: createCatalogImportRepository(database.db),
      db: database.db,
      log: createLogger('silent'),
      recordStaffAction: services.auth.recordStaffAction,
      productsChanged: async () => {},
      applyBatch: batch,
    });
    const file = fileOf(round + 1);
    const loop = loopWatch();
    const checking = searchLoad(ask, QPS);
    loop.start();
    const t0 = performance.now();
    const checked = await imports.check(Readable.from([file]), `round-${round}.csv`, staffId);
    const checkMs = performance.now() - t0;
    const c = percentiles(checking.stop());
    const checkLoop = loop.stop();
    const applying = searchLoad(ask, QPS);
    loop.start();
    const t1 = performance.now();
    await imports.apply(checked.id, { id: staffId, ip: null });
    const applyMs = performance.now() - t1;
    const a = percentiles(applying.stop());
    const applyLoop = loop.stop();
    rows.push(
      `| ${batch.toLocaleString('en-US')} lines a statement | ${fmt(checkMs / 1000, 1)} s | ${fmt(applyMs / 1000, 1)} s | check: p95 ${fmt(c.p95, 1)} ms; apply: p50 ${fmt(a.p50, 1)} ms, p95 **${fmt(a.p95, 1)} ms** | check ${fmt(checkLoop.max, 0)} ms, apply ${fmt(applyLoop.max, 0)} ms |`,
    );
  }
  await services.search.close();
  await database.close();
  console.log(
    [
      `Statement sizes at ${PRODUCTS.toLocaleString('en-US')} products, one sitting, search asked ${QPS}/s in the same process:`,
      '',
      '| apply | check | apply | search | event loop held at most |',
      '| --- | --- | --- | --- | --- |',
      ...rows,
      '',
      `Load average ${fmt(os.loadavg()[0], 1)} at the end.`,
    ].join('\n'),
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
