/**
 * Benchmark of the in-process search engine (DESIGN.md decision 4) on synthetic catalogues:
 * build time, index memory per product, and server-side latency of realistic queries and of
 * every keystroke of a typed query, with all facets counted, plus suggestions.
 *
 *   npx tsx --expose-gc bench/search-bench.ts            100k products
 *   npx tsx --expose-gc bench/search-bench.ts --1m       100k and 1M products
 *   npx tsx --expose-gc bench/search-bench.ts --size=20000
 *   --no-pg        skip the PostgreSQL full-text reference (run by default at 100k, with --pg-1m also at 1M)
 *   --pg-url=URL   server for the reference (default postgres://postgres@127.0.0.1:5432/postgres);
 *                  it creates a scratch database ironyard_bench_fts_<size> and drops it at the end
 *   --keep-pg      keep the scratch database for the next run (reused when size, seed and layout match)
 *
 * Prints progress on stderr and a markdown section for docs/benchmarks.md on stdout.
 */
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import type { SearchIndex } from '../server/modules/search/search-engine';
import { createSearchIndex, indexStats, search, searchFacetValues, searchSuggestions, suggest } from '../server/modules/search/search-engine';
import { runMultiQuery } from '../server/modules/search/search-protocol';
import type { SearchProductRecord, SearchRequest } from '../server/modules/search/search-types';
import { benchFilters, benchQueries, generateCatalogue, seededRandom } from './search-data';
import { markdown, type Percentiles, type PgResult, type PgWorkload, type SizeResult, type Timing } from './search-bench-report';
import { dropDatabase, startPgReference, timePg } from './search-pg';

function percentiles(samples: number[]): Percentiles {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))];
  return { count: s.length, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: s[s.length - 1], mean: s.reduce((a, b) => a + b, 0) / s.length };
}

function collectGarbage(): void {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (gc) {
    gc();
    gc();
  }
}

function usedBytes(): number {
  collectGarbage();
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
}

function log(message: string): void {
  process.stderr.write(`${message}\n`);
}

function time<T>(fn: () => T): [T, number] {
  const t0 = performance.now();
  const value = fn();
  return [value, performance.now() - t0];
}

/** Times each request over several rounds; runs the list once untimed first so the JIT has settled. */
function timeRequests(idx: SearchIndex, requests: SearchRequest[], rounds: number): Timing {
  for (const req of requests) search(idx, req);
  const samples: number[] = [];
  const best = new Array<number>(requests.length).fill(Infinity);
  for (let round = 0; round < rounds; round++) {
    requests.forEach((req, i) => {
      const t0 = performance.now();
      search(idx, req);
      const ms = performance.now() - t0;
      samples.push(ms);
      best[i] = Math.min(best[i], ms);
    });
  }
  return { latency: percentiles(samples), best: percentiles(best) };
}

function timeSuggestions(idx: SearchIndex, prefixes: string[]): Percentiles {
  for (const p of prefixes) suggest(idx, p, 6);
  const samples: number[] = [];
  for (const p of prefixes) {
    const t0 = performance.now();
    suggest(idx, p, 6);
    samples.push(performance.now() - t0);
  }
  return percentiles(samples);
}

function timeFacetSearch(idx: SearchIndex, prefixes: string[]): Percentiles {
  const samples: number[] = [];
  for (const p of prefixes) {
    const t0 = performance.now();
    searchFacetValues(idx, { facetName: 'fitment', facetQuery: p, query: '' });
    samples.push(performance.now() - t0);
  }
  return percentiles(samples);
}

/** Malformed requests of the list (10 kB query, control characters, unknown facets, malformed filters, page 10⁹, wrong types). */
function badBodies(): { name: string; body: unknown }[] {
  const one = (params: unknown) => ({ requests: [{ indexName: 'PRODUCTS_MASTER', params }] });
  const deep = `${'('.repeat(40)}brand:x${')'.repeat(40)}`;
  return [
    { name: '10 kB query', body: one({ query: 'belt '.repeat(2048) }) },
    { name: '10 kB query, URL-encoded', body: one(`query=${encodeURIComponent('ar12345 '.repeat(1280))}`) },
    { name: 'control characters', body: one({ query: 'deck\u0000belt\u0007' }) },
    { name: 'unknown facet filter', body: one({ query: 'belt', facets: ['nope'], facetFilters: [['nope:x']] }) },
    { name: 'malformed facetFilters', body: one({ facetFilters: [['brand']] }) },
    { name: 'malformed filters', body: one({ filters: 'brand:Gates AND (price < 3 OR' }) },
    { name: 'filters nested 40 deep', body: one({ filters: deep }) },
    { name: '8 kB filters expression', body: one({ filters: Array.from({ length: 400 }, (_, i) => `brand:b${i}`).join(' OR ') + ' AND' }) },
    { name: '600 facet filters', body: one({ facetFilters: [Array.from({ length: 600 }, (_, i) => `brand:b${i}`)] }) },
    { name: 'page 10⁹', body: one({ query: 'belt', page: 1e9 }) },
    { name: 'wrong types', body: one({ query: { $ne: 1 }, page: [1], hitsPerPage: 'lots' }) },
    { name: '51 requests', body: { requests: Array.from({ length: 51 }, () => ({ indexName: 'PRODUCTS_MASTER', params: { query: 'belt' } })) } },
  ];
}

/** Each bad body's answer (status 400 expected; 200 for an unknown facet, which matches nothing), median and slowest of 20 runs. */
function timeBadInput(idx: SearchIndex): { name: string; status: number; median: number; worst: number }[] {
  const backend = {
    search: (r: SearchRequest) => search(idx, r),
    searchFacetValues: (r: Parameters<typeof searchFacetValues>[1]) => searchFacetValues(idx, r),
    searchSuggestions: (r: Parameters<typeof searchSuggestions>[1]) => searchSuggestions(idx, r),
  };
  return badBodies().map(({ name, body }) => {
    // Bodies arrive as text: the route parses them, so the parse is timed too.
    const text = JSON.stringify(body);
    const samples: number[] = [];
    let status = 0;
    for (let i = 0; i < 20; i++) {
      const t0 = performance.now();
      const out = runMultiQuery(backend, JSON.parse(text));
      samples.push(performance.now() - t0);
      status = out.ok ? 200 : out.error.status;
    }
    const p = percentiles(samples);
    return { name, status, median: p.p50, worst: p.max };
  });
}

async function runSize(size: number, pgUrl: string | null, keepPg: boolean): Promise<SizeResult> {
  log(`\n== ${size.toLocaleString('en-US')} products`);
  // Up to 100k, records are made first so the build time is the index's alone; a million records
  // would not fit the default heap beside the build, so they stream in (as from a database cursor)
  // and the generation time, measured on its own, is subtracted.
  const streamed = size > 100_000;
  let generateMs: number;
  let source: Iterable<SearchProductRecord>;
  let kept: SearchProductRecord[] | null = null;
  if (streamed) {
    generateMs = time(() => {
      let n = 0;
      for (const p of generateCatalogue(size)) n += p.id > 0 ? 1 : 0;
      return n;
    })[1];
    source = generateCatalogue(size);
  } else {
    const [records, ms] = time(() => [...generateCatalogue(size)]);
    generateMs = ms;
    source = records;
    kept = records;
  }
  log(`generation: ${generateMs.toFixed(0)} ms`);
  const buildLoad = os.loadavg()[0];
  const before = usedBytes();
  const cpu0 = process.cpuUsage();
  const [idx, totalMs] = time(() => createSearchIndex(source));
  const cpu = process.cpuUsage(cpu0);
  const buildCpuMs = (cpu.user + cpu.system) / 1000 - (streamed ? generateMs : 0);
  const buildMs = streamed ? totalMs - generateMs : totalMs;
  source = [];
  const after = usedBytes();
  const stats = indexStats(idx);
  const bytesPerProduct = (after - before - stats.displayBytes) / size;
  log(`build: ${buildMs.toFixed(0)} ms, CPU ${buildCpuMs.toFixed(0)} ms${streamed ? ' (streamed records, generation subtracted)' : ''}`);
  log(`memory: ${(bytesPerProduct).toFixed(0)} B/product measured (display records apart), ${(stats.indexBytes / size).toFixed(0)} B/product from array sizes, display records ${(stats.displayBytes / size).toFixed(0)} B/product`);
  let warmBuildMs: number | null = null;
  let warmBuildCpuMs: number | null = null;
  if (kept) {
    const warmCpu0 = process.cpuUsage();
    warmBuildMs = time(() => createSearchIndex(kept!))[1];
    const warmCpu = process.cpuUsage(warmCpu0);
    warmBuildCpuMs = (warmCpu.user + warmCpu.system) / 1000;
    kept = null;
    collectGarbage();
    log(`rebuild (JIT warm): ${warmBuildMs.toFixed(0)} ms, CPU ${warmBuildCpuMs.toFixed(0)} ms`);
  }

  const { queries, keystrokes } = benchQueries(size, 42, size >= 1_000_000 ? 300 : 600);
  const r = seededRandom(7);
  const base = { facets: ['*'], hitsPerPage: 20 } satisfies SearchRequest;
  const queryRequests = queries.map((query) => ({ ...base, query, ...benchFilters(r) }));
  const keystrokeRequests = keystrokes.map((query) => ({ ...base, query }));
  const kindRequests: SearchRequest[] = keystrokes.map((query) => ({ ...base, query, sort: 'RELEVANCE', categoryIntent: true }));
  const emptyRequests: SearchRequest[] = Array.from({ length: 40 }, () => ({ ...base, query: '', ...benchFilters(r) }));
  const rounds = 3;
  const show = (name: string, t: Timing) =>
    log(`${name} (${t.latency.count}): p50 ${t.latency.p50.toFixed(3)} p95 ${t.latency.p95.toFixed(3)} p99 ${t.latency.p99.toFixed(3)} ms; best of ${rounds}: p50 ${t.best.p50.toFixed(3)} p95 ${t.best.p95.toFixed(3)} ms`);
  const q = timeRequests(idx, queryRequests, rounds);
  show('queries', q);
  const k = timeRequests(idx, keystrokeRequests, rounds);
  show('keystrokes', k);
  const kk = timeRequests(idx, kindRequests, rounds);
  show('keystrokes, kind of part first', kk);
  const e = timeRequests(idx, emptyRequests, rounds);
  show('empty query', e);
  const s = timeSuggestions(idx, keystrokes);
  log(`suggestions (${s.count}): p50 ${s.p50.toFixed(3)} p95 ${s.p95.toFixed(3)} p99 ${s.p99.toFixed(3)} ms`);
  const f = timeFacetSearch(idx, ['j', 'jo', 'john', 'john deere 4', 'k', 'ku', 'kub', 'bob', 'cat d', '4', '40', '580', 'rh', 'rhino']);
  log(`facet search (${f.count}): p50 ${f.p50.toFixed(3)} p95 ${f.p95.toFixed(3)} ms`);
  const badInput = timeBadInput(idx);
  for (const b of badInput) log(`bad input, ${b.name}: ${b.status}, median ${b.median.toFixed(3)} ms, slowest of 20 ${b.worst.toFixed(3)} ms`);
  let pgResult: PgResult | null = null;
  if (pgUrl) {
    const ref = await startPgReference({ url: pgUrl, database: `ironyard_bench_fts_${size}`, size, seed: 42, records: () => generateCatalogue(size), log });
    log(`postgres: ${ref.reused ? 'reused the loaded' : 'loaded the'} scratch database ${ref.database} (${(ref.loadMs / 1000).toFixed(1)} s)`);
    const loads = [os.loadavg()[0]];
    const workloads: PgWorkload[] = [];
    const lists: [string, SearchRequest[], Timing][] = [
      ['queries', queryRequests, q],
      ['keystrokes', keystrokeRequests, k],
      ['empty query (± filters)', emptyRequests, e],
    ];
    for (const [name, requests, engineTiming] of lists) {
      const t = await timePg(ref, requests, 1);
      loads.push(os.loadavg()[0]);
      const pgP = percentiles(t.samples);
      const engineFound = requests.filter((req) => search(idx, req).nbHits > 0).length;
      workloads.push({ name, pg: pgP, engine: engineTiming.latency, pgFound: t.found.filter((n) => n > 0).length, engineFound });
      log(`postgres ${name} (${pgP.count}): p50 ${pgP.p50.toFixed(2)} p95 ${pgP.p95.toFixed(2)} p99 ${pgP.p99.toFixed(2)} ms; ratio to the engine p50 ${(pgP.p50 / engineTiming.latency.p50).toFixed(0)}× p95 ${(pgP.p95 / engineTiming.latency.p95).toFixed(0)}×`);
      // The same keystrokes ranked kind first: PostgreSQL's statement does not change, so its timing is compared again.
      if (name === 'keystrokes') {
        const kindFound = kindRequests.filter((req) => search(idx, req).nbHits > 0).length;
        workloads.push({ name: 'keystrokes, kind of part first', pg: pgP, engine: kk.latency, pgFound: workloads[workloads.length - 1].pgFound, engineFound: kindFound });
      }
    }
    await ref.close();
    if (!keepPg) await dropDatabase(pgUrl, ref.database);
    pgResult = { loadMs: ref.loadMs, reused: ref.reused, workloads, load: `${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}` };
  }
  return {
    size,
    pg: pgResult,
    generateMs,
    buildMs,
    warmBuildMs,
    warmBuildCpuMs,
    buildCpuMs,
    buildLoad,
    bytesPerProduct,
    estimatedBytesPerProduct: stats.indexBytes / size,
    displayBytesPerProduct: stats.displayBytes / size,
    queries: q,
    keystrokes: k,
    kindKeystrokes: kk,
    emptyQuery: e,
    suggestions: s,
    facetSearch: f,
    badInput,
  };
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const pgUrl = args.includes('--no-pg') ? null : (args.find((a) => a.startsWith('--pg-url='))?.slice(9) ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  const pgSizes = (size: number) => size <= 100_000 || args.includes('--pg-1m');
  const sizeArg = args.find((a) => a.startsWith('--size='));
  const sizes = sizeArg ? [Number(sizeArg.slice(7))] : args.includes('--1m') ? [100_000, 1_000_000] : [100_000];
  if (!(globalThis as { gc?: unknown }).gc) log('note: run with --expose-gc for exact memory figures');
  const loads: number[] = [];
  const results: SizeResult[] = [];
  for (const size of sizes) {
    loads.push(os.loadavg()[0]);
    results.push(await runSize(size, pgSizes(size) ? pgUrl : null, args.includes('--keep-pg')));
    loads.push(os.loadavg()[0]);
  }
  const load = `${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}`;
  process.stdout.write(`${markdown(results, load)}\n`);
}

await main();
// The index at start and during a rebuild in a worker thread (issue 25): its own run and its own section of
// docs/benchmarks.md, bench/search-start-bench.ts (100k and 1M; `--size=N` passed on); `--no-start` skips it.
if (!process.argv.includes('--no-start')) {
  const sizes = process.argv.slice(2).filter((a) => a.startsWith('--size='));
  const r = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', 'bench/search-start-bench.ts', ...sizes], { stdio: ['ignore', process.stderr, 'inherit'] });
  if (r.status !== 0) process.exitCode = 1;
}
