// A price and stock file at scale (issue 24): N products on the embedded database, an N-line file
// (price, stock and status), checked then applied through the back office's service, while search is
// asked questions at a steady rate in the same process. Reports the check and apply times, the peak
// memory, search latency during the apply, and how long until search shows the new prices.
// Flags: --products=N (default 100000) --qps=N (search questions per second, default 50) --dry-run.
import os from 'node:os';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../server/config';
import { openDatabase, rowsOf } from '../server/db/client';
import { createLogger } from '../server/lib/logger';
import { APPLY_BATCH } from '../server/modules/catalog/catalog-import.service';
import { createServices } from '../server/services';
import { fmt, machineLine, percentiles, writeSection } from './bench-lib';

const arg = (name: string, fallback: number) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const PRODUCTS = arg('products', 100_000);
const QPS = arg('qps', 50);
const DRY = process.argv.includes('--dry-run');
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

async function main() {
  const database = await openDatabase({});
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

  const memory = memoryWatch();
  if (global.gc) global.gc();
  const baseline = process.memoryUsage();
  memory.reset();
  const checkStarted = performance.now();
  const checked = await services.catalogImports.check(Readable.from(chunks()), 'bench.csv', staffId);
  const checkMs = performance.now() - checkStarted;

  const probeId = PRODUCTS;
  const probeExpected = Number((9 + (probeId % 300) + 0.99).toFixed(2));
  const load = searchLoad((q) => services.search.engine.search({ query: q, hitsPerPage: 24 }), QPS);
  const applyStarted = performance.now();
  const applied = await services.catalogImports.apply(checked.id, { id: staffId, ip: null });
  const applyMs = performance.now() - applyStarted;
  const during = percentiles(load.stop());
  const peak = memory.peak();

  // Search follows through its change watch: a bulk change is one rebuild, the old index answering meanwhile.
  const followStarted = performance.now();
  const after = searchLoad((q) => services.search.engine.search({ query: q, hitsPerPage: 24 }), QPS);
  while (services.search.engine.getRecord(probeId)?.price !== probeExpected) {
    if (performance.now() - followStarted > 180_000) throw new Error('search did not show the new prices within 3 minutes');
    await new Promise((r) => setTimeout(r, 100));
  }
  const followMs = performance.now() - followStarted;
  const rebuild = percentiles(after.stop());
  memory.stop();
  await services.search.close();
  await database.close();

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
    `| search during the apply (${QPS}/s, ${during.n} questions) | p50 ${fmt(during.p50, 1)} ms, p95 **${fmt(during.p95, 1)} ms**, max ${fmt(during.max, 1)} ms |`,
    `| until search shows the new prices | ${fmt(followMs / 1000, 1)} s (one rebuild; search during it: p95 ${fmt(rebuild.p95, 1)} ms, max ${fmt(rebuild.max, 1)} ms) |`,
  ];
  const markdown = [
    '## Price and stock files (catalogue import)',
    '',
    `\`npx tsx --expose-gc bench/catalog-import-bench.ts\`: ${PRODUCTS.toLocaleString('en-US')} products built on the embedded database (in memory; ${fmt(buildMs / 1000, 1)} s, search index ${fmt(indexMs / 1000, 1)} s), then a file of one line per product`,
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

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
