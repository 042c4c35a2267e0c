// Memory under hostile traffic: a stream of URLs never seen before (random product names and ids,
// search pages with random queries, random asset paths and query strings, router data requests) for a
// fixed time against the production server on the embedded database, sampling the server's resident
// memory. Traffic goes to 127.0.0.1 only, a bounded number of requests at once, for a bounded time.
//
//   npm run bench                         (with the others: starts its own store)
//   BASE=http://127.0.0.1:4730 PID=1234 npx tsx bench/hostile-urls-bench.ts   (a server already running)
//
// Options: SECONDS (120), CONCURRENCY (16), PRODUCTS (5000, the demo catalogue's size).
import fs from 'node:fs';
import http from 'node:http';
import { machineLine, startBenchStore, writeSection } from './bench-lib';

const SECONDS = Number(process.env.SECONDS ?? 120);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 16);
const PRODUCTS = Number(process.env.PRODUCTS ?? 5000);

const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

let seq = 0;
const word = () => `${Math.random().toString(36).slice(2, 10)}${(seq++).toString(36)}`;
const id = () => 1 + Math.floor(Math.random() * PRODUCTS * 2);

/** One URL no one asked for before, of one of the kinds a crawler or an attacker sends. */
export function hostileUrl(): string {
  switch (seq % 10) {
    case 0:
      return `/${word()}/p/${id()}`;
    case 1:
      return `/${word()}/p/${id()}.data`;
    case 2:
      return `/search?PRODUCTS_MASTER%5Bquery%5D=${word()}`;
    case 3:
      return `/search/s/p?PRODUCTS_MASTER%5Bquery%5D=${word()}%20${word()}&PRODUCTS_MASTER%5Bpage%5D=${1 + (seq % 5)}`;
    case 4:
      return `/assets/${word()}.js`;
    case 5:
      return `/?${word()}=${word()}`;
    case 6:
      return `/searchSuggest/${word()}`;
    case 7:
      return `/${word()}/c/${id()}?${word()}=1`;
    case 8:
      // Pictures are drawn on first request: every product and size not asked for before is new work.
      return `/media/product/${id()}/${[100, 500, 1600][seq % 3]}`;
    default:
      return `/${word()}/${word()}`;
  }
}

function get(base: string, path: string): Promise<number> {
  return new Promise((resolve) => {
    const req = http.get(`${base}${path}`, { agent, headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) hostile-urls-bench', 'accept-encoding': 'gzip, deflate, br' } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', () => resolve(0));
    });
    req.on('error', () => resolve(0));
  });
}

function rssMb(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Math.round(Number(m[1]) / 1024) : Number.NaN;
}

/** Sends hostile URLs for `seconds`; returns RSS samples (every 10 s) and the statuses seen. */
export async function hostileRun(base: string, pid: number, seconds: number) {
  const samples: Array<{ s: number; rss: number }> = [{ s: 0, rss: rssMb(pid) }];
  const statuses = new Map<number, number>();
  const started = Date.now();
  const until = started + seconds * 1000;
  let sent = 0;
  const sampler = setInterval(() => samples.push({ s: Math.round((Date.now() - started) / 1000), rss: rssMb(pid) }), 10_000);
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (Date.now() < until) {
        const status = await get(base, hostileUrl());
        sent++;
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }),
  );
  clearInterval(sampler);
  samples.push({ s: Math.round((Date.now() - started) / 1000), rss: rssMb(pid) });
  return { samples, statuses, sent };
}

async function main() {
  let base = process.env.BASE;
  let pid = Number(process.env.PID);
  let stop: (() => Promise<void>) | null = null;
  if (!base) {
    // As under `npm start` (scripts/start.mjs).
    process.env.MALLOC_ARENA_MAX ??= '2';
    process.env.NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ''} --max-old-space-size=${process.env.HEAP_LIMIT_MB ?? '1024'}`.trim();
    const store = await startBenchStore({ products: PRODUCTS, port: 4391 });
    base = store.base;
    pid = store.pid;
    stop = store.stop;
  }
  if (!/^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.test(base)) throw new Error('BASE must be a server on this machine');
  // Warm up: every kind of page compiled and cached once, as after a few minutes of ordinary traffic.
  for (let i = 0; i < 200; i++) await get(base, hostileUrl());
  const before = rssMb(pid);
  const run = await hostileRun(base, pid, SECONDS);
  const after = rssMb(pid);
  const codes = [...run.statuses.entries()].sort(([a], [b]) => a - b).map(([code, n]) => `${code}: ${n}`).join(', ');
  const rows = run.samples.map((x) => `| ${x.s} | ${x.rss} |`).join('\n');
  const md = `### Memory under hostile URLs: latest run

${machineLine()}; production build, embedded database (PGlite), ${PRODUCTS} products, heap limit ${process.env.HEAP_LIMIT_MB ?? (stop ? '1024' : 'as the server was started')} MB.
${run.sent} requests in ${SECONDS} s from ${CONCURRENCY} connections, every URL new (statuses ${codes}).

RSS before the run ${before} MB, after ${after} MB.

| seconds | RSS (MB) |
|---|---|
${rows}`;
  console.log(md);
  if (stop) {
    writeSection('hostile-urls', md);
    await stop();
  }
  agent.destroy();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
