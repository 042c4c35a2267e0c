/**
 * The search index at start and during a full rebuild (issue 25, target 3), on the synthetic
 * catalogue of bench/search-data.ts:
 *
 *   - time from process start to the first search answer, with and without a snapshot (a fresh
 *     process each time, compiled with esbuild as the production server is: bench/search-start-child.ts);
 *   - the snapshot's size, write time (in the worker) and load time (read and checked in the worker,
 *     unpacked on the serving thread);
 *   - during a full rebuild in the worker thread: the serving thread's longest pause (a probe that
 *     notes the gap between two turns of the event loop, minus the time of the keystroke searches the
 *     bench itself runs meanwhile) and monitorEventLoopDelay's figures, and keystroke latency; the
 *     same probes with no rebuild running are the reference, measured in the same run.
 *
 *   npx tsx --expose-gc bench/search-start-bench.ts             100k and 1M
 *   npx tsx --expose-gc bench/search-start-bench.ts --size=N    one size
 *   --dry-run   print, do not write docs/benchmarks.md
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, performance, PerformanceObserver } from 'node:perf_hooks';
import { SearchEngine } from '../server/modules/search/search-engine';
import type { SearchRequest } from '../server/modules/search/search-types';
import { bundleForNode, machineLine, writeSection } from './bench-lib';
import { benchQueries, generateCatalogue } from './search-data';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const out = path.join(root, 'bench/.out/search-start');
const args = process.argv.slice(2);
const sizeArg = args.find((a) => a.startsWith('--size='));
const SIZES = sizeArg ? [Number(sizeArg.slice(7))] : [100_000, 1_000_000];
const TARGET_START_MS: Record<number, number> = { 100_000: 2000, 1_000_000: 10_000 };
const TARGET_PAUSE_MS = 20;

const log = (m: string) => process.stderr.write(`${m}\n`);

interface Pct {
  n: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}
function pct(samples: number[]): Pct {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? NaN;
  return { n: s.length, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: s[s.length - 1] ?? NaN };
}

async function compileChild(): Promise<string> {
  await bundleForNode({ entryPoints: ['bench/search-start-child.ts', 'server/modules/search/search-rebuild-worker.ts'], outdir: out, entryNames: '[name]' });
  return path.join(out, 'search-start-child.js');
}

interface ChildResult {
  firstAnswerMs: number;
  wallMs: number;
  nbHits: number;
  documents: number;
  build: { workerMs: number | null; unpackMs: number; snapshot: { bytes: number; writeMs: number } | { error: string } | null } | null;
  load: { bytes?: number; readMs?: number; unpackMs?: number };
  rss: number;
}

function runChild(child: string, mode: 'build' | 'snapshot', size: number, file: string): ChildResult {
  const t0 = performance.now();
  const r = spawnSync(process.execPath, [child, `--mode=${mode}`, `--size=${size}`, `--file=${file}`], { cwd: root, encoding: 'utf8', maxBuffer: 1 << 20 });
  const wallMs = performance.now() - t0;
  const line = r.stdout.trim().split('\n').pop() ?? '';
  if (r.status !== 0) throw new Error(`start (${mode}) failed: ${line} ${r.stderr}`);
  return { ...(JSON.parse(line) as Omit<ChildResult, 'wallMs'>), wallMs };
}

interface Probe {
  pauses: number[];
  longest: number;
  /** The longest pause taken apart: the serving thread on a core, waiting for one, and in the garbage collector. */
  longestParts: PauseParts | null;
  keystrokes: number[];
  loopDelay: Pct;
}

/** The longest gap so far: when it was, and the serving thread's own clocks over it. */
interface LongestGap {
  from: number;
  to: number;
  gap: number;
  ranMs: number;
  waitedMs: number;
}

interface PauseParts {
  ranMs: number;
  waitedMs: number;
  gcMs: number;
}

/**
 * The serving thread's time on a core and waiting in the run queue (Linux's schedstat, nanoseconds),
 * read on every turn of the event loop so a long pause can be told apart: code that ran, or a thread
 * that was ready but had no core. Null where the file does not exist.
 */
function threadClock(): { read: () => { ran: number; waited: number }; close: () => void } | null {
  let fd: number;
  try {
    fd = fs.openSync(`/proc/self/task/${process.pid}/schedstat`, 'r');
  } catch {
    return null;
  }
  const buf = Buffer.alloc(128);
  return {
    read: () => {
      const n = fs.readSync(fd, buf, 0, buf.length, 0);
      const [ran, waited] = buf.toString('latin1', 0, n).split(' ');
      return { ran: Number(ran) / 1e6, waited: Number(waited) / 1e6 };
    },
    close: () => fs.closeSync(fd),
  };
}

/**
 * Runs keystroke searches every 5 ms and notes every gap between two turns of the event loop until
 * `until` resolves; a gap's own keystroke searches are taken out of it.
 */
async function probe(engine: SearchEngine, requests: SearchRequest[], until: Promise<unknown>): Promise<Probe> {
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  histogram.enable();
  const pauses: number[] = [];
  const keystrokes: number[] = [];
  const clock = threadClock();
  const gcs: Array<[number, number]> = [];
  const gcObserver = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) gcs.push([e.startTime, e.startTime + e.duration]);
  });
  gcObserver.observe({ entryTypes: ['gc'] });
  let ownMs = 0;
  let last = performance.now();
  let lastClock = clock?.read();
  let longest: LongestGap | null = null;
  let running = true;
  const tick = () => {
    if (!running) return;
    const now = performance.now();
    const gap = now - last - ownMs;
    pauses.push(gap);
    const c = clock?.read();
    if (!longest || gap > longest.gap) {
      longest = { from: last, to: now, gap, ranMs: c && lastClock ? Math.max(0, c.ran - lastClock.ran - ownMs) : NaN, waitedMs: c && lastClock ? c.waited - lastClock.waited : NaN };
    }
    lastClock = c;
    ownMs = 0;
    last = now;
    setImmediate(tick);
  };
  setImmediate(tick);
  let i = 0;
  const timer = setInterval(() => {
    const t0 = performance.now();
    engine.search(requests[i++ % requests.length]);
    const ms = performance.now() - t0;
    keystrokes.push(ms);
    ownMs += ms;
  }, 5);
  try {
    await until;
  } finally {
    running = false;
    clearInterval(timer);
    histogram.disable();
    clock?.close();
  }
  // The garbage collector's entries arrive after the fact: give them a turn, then stop listening.
  await new Promise((resolve) => setTimeout(resolve, 50));
  gcObserver.disconnect();
  const worst = longest as LongestGap | null;
  const gcMs = worst ? gcs.reduce((sum, [a, b]) => sum + Math.max(0, Math.min(b, worst.to) - Math.max(a, worst.from)), 0) : 0;
  const ns = (q: number) => histogram.percentile(q) / 1e6;
  return {
    pauses,
    longest: pauses.reduce((a, b) => (b > a ? b : a), 0),
    longestParts: worst ? { ranMs: worst.ranMs, waitedMs: worst.waitedMs, gcMs } : null,
    keystrokes,
    loopDelay: { n: histogram.count, p50: ns(50), p95: ns(95), p99: ns(99), max: histogram.max / 1e6 },
  };
}

const parts = (p: PauseParts | null) =>
  p ? `ran ${ms(p.ranMs)} ms, waited for a core ${ms(p.waitedMs)} ms, collector pauses ${ms(p.gcMs)} ms` : 'not taken apart';

interface SizeResult {
  size: number;
  build: ChildResult;
  snapshots: ChildResult[];
  rebuildMs: number;
  reference: Probe;
  during: Probe;
  load: string;
}

async function runSize(child: string, size: number): Promise<SizeResult> {
  log(`\n== ${size.toLocaleString('en-US')} products`);
  const file = path.join(out, `search-${size}.snapshot`);
  fs.rmSync(file, { force: true });
  const built = runChild(child, 'build', size, file);
  log(`start without a snapshot: first answer ${built.firstAnswerMs.toFixed(0)} ms after the process started (worker build ${built.build?.workerMs?.toFixed(0)} ms, unpack ${built.build?.unpackMs.toFixed(0)} ms, snapshot ${JSON.stringify(built.build?.snapshot)})`);
  const snapshots: ChildResult[] = [];
  for (let i = 0; i < 3; i++) {
    const s = runChild(child, 'snapshot', size, file);
    snapshots.push(s);
    log(`start from the snapshot: first answer ${s.firstAnswerMs.toFixed(0)} ms (read and check ${s.load.readMs?.toFixed(0)} ms, unpack ${s.load.unpackMs?.toFixed(0)} ms)`);
  }

  // The serving side: the snapshot's index serves keystrokes, first with nothing else running, then during a full rebuild.
  // The rebuild below saves nothing (its tag is null): only the load reads the file.
  const engine = new SearchEngine({ worker: true, snapshot: { file, tag: () => null } });
  const loaded = await engine.loadSnapshot();
  if ('invalid' in loaded) throw new Error(loaded.invalid);
  await engine.install(async () => ({ index: loaded.index, report: { kind: 'snapshot', documents: size, workerMs: null, unpackMs: 0, replayed: 0, snapshot: null } }));
  const { keystrokes } = benchQueries(size, 42, size >= 1_000_000 ? 300 : 600);
  const requests = keystrokes.map((query) => ({ query, facets: ['*'], hitsPerPage: 20 }) satisfies SearchRequest);
  for (const r of requests) engine.search(r);
  const loads = [os.loadavg()[0]];
  const reference = await probe(engine, requests, new Promise((resolve) => setTimeout(resolve, size >= 1_000_000 ? 20_000 : 8000)));
  log(`reference: longest pause ${reference.longest.toFixed(1)} ms (${parts(reference.longestParts)}), keystrokes p95 ${pct(reference.keystrokes).p95.toFixed(2)} ms`);
  const t0 = performance.now();
  const during = await probe(engine, requests, engine.rebuild(() => generateCatalogue(size)));
  const rebuildMs = performance.now() - t0;
  loads.push(os.loadavg()[0]);
  log(`rebuild in the worker: ${(rebuildMs / 1000).toFixed(1)} s; longest pause ${during.longest.toFixed(1)} ms (${parts(during.longestParts)}); keystrokes p95 ${pct(during.keystrokes).p95.toFixed(2)} ms (${during.keystrokes.length})`);
  fs.rmSync(file, { force: true });
  return { size, build: built, snapshots, rebuildMs, reference, during, load: `${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}` };
}

const ms = (v: number | undefined | null) => (v === undefined || v === null || Number.isNaN(v) ? '–' : v < 10 ? v.toFixed(2) : v.toFixed(0));
const verdict = (v: number, target: number | undefined) => (target === undefined ? '' : v <= target ? ` ✓ (≤ ${target})` : ` ✗ (target ≤ ${target}, ${(v / target).toFixed(1)}×)`);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function markdown(results: SizeResult[]): string {
  const lines = [
    '## Search index at start and during a rebuild',
    '',
    `Machine: ${machineLine()}; ${new Date().toISOString().slice(0, 10)}. Run: \`npx tsx --expose-gc bench/search-start-bench.ts\` (part of \`npm run bench\`).`,
    'Synthetic catalogue of `bench/search-data.ts` (seed 42). Each start is a fresh process running the engine and its worker compiled',
    'with esbuild (as `npm start` runs the server); "first answer" is the time from the process start to the first search answered',
    '(`belt`, all facets). The start from the catalogue builds in the worker thread from records generated on the serving thread',
    '(standing in for the database read) and saves the snapshot; the start from the snapshot reads and checks it in the worker',
    '(format, layout, a CRC-32 per array) and unpacks it on the serving thread in slices. A real start also re-reads the products changed',
    'since the snapshot was saved and checks the catalogue’s product count: a few statements, not measured here.',
    '',
    '| Catalogue | First answer, no snapshot (builds, saves) | First answer from the snapshot (median of 3) | Snapshot size | Write (worker) | Read + check (worker) | Unpack (serving thread, sliced) | Worker build |',
    '|---|---|---|---|---|---|---|---|',
  ];
  for (const r of results) {
    const snap = r.build.build?.snapshot;
    const first = median(r.snapshots.map((s) => s.firstAnswerMs));
    lines.push(
      `| ${r.size.toLocaleString('en-US')} | ${ms(r.build.firstAnswerMs / 1000)} s | ${ms(first / 1000)} s${verdict(first / 1000, TARGET_START_MS[r.size] / 1000)} | ${snap && 'bytes' in snap ? `${(snap.bytes / 2 ** 20).toFixed(1)} MiB (${(snap.bytes / r.size).toFixed(0)} B/product)` : '–'} | ${snap && 'bytes' in snap ? `${ms(snap.writeMs)} ms` : '–'} | ${ms(median(r.snapshots.map((s) => s.load.readMs ?? NaN)))} ms | ${ms(median(r.snapshots.map((s) => s.load.unpackMs ?? NaN)))} ms | ${ms((r.build.build?.workerMs ?? NaN) / 1000)} s |`,
    );
  }
  lines.push(
    '',
    'During a full rebuild in the worker (records generated on the serving thread in slices of at most 3 ms, sent as JSON in batches of',
    'at most 250, four in flight; the packed index moved to the serving thread, unpacked in slices of 5 ms, changes replayed in slices of 4 ms,',
    'then swapped) against the same probes with no rebuild running, same process, same index. A keystroke search (every prefix of the',
    'sampled queries, all facets) runs every 5 ms throughout. "Longest pause": the longest gap between two turns of the event loop',
    'minus the keystroke searches run in it; `monitorEventLoopDelay` (resolution 1 ms) includes them. The longest pause is taken',
    'apart with the serving thread’s own clocks (Linux `schedstat`): the time it ran on a core, the time it was ready but waited for',
    'a core, and the time inside garbage collector pauses (`gc` performance entries, wall time: a pause may also wait for the',
    'collector’s helper threads). What is left of the gap the thread spent off a core without waiting for one: blocked in the kernel.',
    '',
    '| Catalogue | Run | Rebuild wall time | Longest pause (keystrokes taken out) | of it: ran / waited for a core / collector pauses | Pauses over 20 / 50 / 100 ms | Event-loop delay p50 / p95 / p99 / max ms | Keystrokes n | Keystroke p50 / p95 / p99 ms | Load average |',
    '|---|---|---|---|---|---|---|---|---|---|',
  );
  for (const r of results) {
    for (const [name, p] of [
      ['reference (no rebuild)', r.reference],
      ['during the rebuild', r.during],
    ] as const) {
      const over = (limit: number) => p.pauses.filter((g) => g > limit).length;
      const k = pct(p.keystrokes);
      const d = p.loopDelay;
      lines.push(
        `| ${r.size.toLocaleString('en-US')} | ${name} | ${p === r.during ? `${ms(r.rebuildMs / 1000)} s` : ''} | ${ms(p.longest)} ms${p === r.during ? verdict(p.longest, TARGET_PAUSE_MS) : ''} | ${p.longestParts ? `${ms(p.longestParts.ranMs)} / ${ms(p.longestParts.waitedMs)} / ${ms(p.longestParts.gcMs)} ms` : '–'} | ${over(20)} / ${over(50)} / ${over(100)} | ${ms(d.p50)} / ${ms(d.p95)} / ${ms(d.p99)} / ${ms(d.max)} | ${k.n} | ${ms(k.p50)} / ${ms(k.p95)} / ${ms(k.p99)} | ${r.load} |`,
      );
    }
  }
  return lines.join('\n');
}

const child = await compileChild();
const results: SizeResult[] = [];
for (const size of SIZES) results.push(await runSize(child, size));
const md = markdown(results);
process.stdout.write(`${md}\n`);
if (!args.includes('--dry-run')) writeSection('search-start', md);
