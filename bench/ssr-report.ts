// The docs sections of bench/ssr-bench.ts: each database's runs side by side (before → after).
import fs from 'node:fs';
import path from 'node:path';
import { fmt, machineLine, writeSection, type Percentiles } from './bench-lib';

export interface ThroughputRow {
  name: string;
  rps: number;
  ratio: number;
  /** The least ratio that meets the target (0 for the reference itself). */
  target: number;
  latency: Percentiles;
  bytes: number;
  errors: number;
  /** The reference's two measurements, before and after the pages. */
  spread?: [number, number];
}

export interface SsrRun {
  label: string;
  db: 'pglite' | 'postgres';
  date: string;
  commit: string;
  products: number;
  connections: number;
  loopSeconds: number;
  rate: number;
  seconds: number;
  loadBefore: number[];
  loadAfter: number[];
  /** The deployment measured, when the bench did not start the store. */
  external: string | null;
  startMs: { healthy: number; searchReady: number } | null;
  throughput: ThroughputRow[];
  latency: Array<{ name: string; latency: Percentiles; errors: number }>;
}

const RESULTS = path.join(path.dirname(new URL(import.meta.url).pathname), 'results');
const fileOf = (db: string, label: string) => path.join(RESULTS, `ssr-${db}-${label}.json`);

export function saveRun(run: SsrRun) {
  fs.mkdirSync(RESULTS, { recursive: true });
  fs.writeFileSync(fileOf(run.db, run.label), `${JSON.stringify({ ...run, machine: machineLine() }, null, 1)}\n`);
}

function runsOf(db: string): Array<SsrRun & { machine: string }> {
  if (!fs.existsSync(RESULTS)) return [];
  const order = (label: string) => (label === 'before' ? 0 : label === 'after' ? 2 : 1);
  return fs
    .readdirSync(RESULTS)
    .filter((f) => f.startsWith(`ssr-${db}-`) && f.endsWith('.json'))
    .map((f) => JSON.parse(fs.readFileSync(path.join(RESULTS, f), 'utf8')) as SsrRun & { machine: string })
    .sort((a, b) => order(a.label) - order(b.label) || a.date.localeCompare(b.date));
}

const load = (l: number[]) => l.map((v) => fmt(v, 1)).join(' / ');

function throughputTable(runs: SsrRun[]): string {
  const withLoop = runs.filter((r) => r.throughput.length > 0);
  if (withLoop.length === 0) return '';
  const names = [...new Set(withLoop.flatMap((r) => r.throughput.map((t) => t.name)))];
  const head = `| page | ${withLoop.map((r) => `${r.label}: req/s | ratio | p50 / p95 / p99 ms | KB sent`).join(' | ')} | target |`;
  const rule = `|---|${withLoop.map(() => '---|---|---|---').join('|')}|---|`;
  const rows = names.map((name) => {
    let target = '';
    const cells = withLoop.map((r) => {
      const t = r.throughput.find((x) => x.name === name);
      if (!t) return '– | – | – | –';
      if (t.target > 0) target = `≥ ${fmt(t.target, 1)}×`;
      const met = t.target > 0 ? (t.ratio >= t.target ? ' ✓' : ' ✗') : '';
      const errors = t.errors ? ` (${t.errors} errors)` : '';
      const spread = t.spread ? ` (${fmt(t.spread[0], 0)} before, ${fmt(t.spread[1], 0)} after the pages)` : '';
      const kb = t.bytes == null ? 'n/a' : fmt(t.bytes / 1024, 1);
      return `${fmt(t.rps, 1)}${spread}${errors} | ${fmt(t.ratio, 2)}×${met} | ${fmt(t.latency.p50, 1)} / ${fmt(t.latency.p95, 1)} / ${fmt(t.latency.p99, 1)} | ${kb}`;
    });
    return `| ${name} | ${cells.join(' | ')} | ${target} |`;
  });
  return [head, rule, ...rows].join('\n');
}

function latencyTable(runs: SsrRun[]): string {
  const withRate = runs.filter((r) => r.latency.length > 0);
  if (withRate.length === 0) return 'Not measured in these runs (`--only=throughput`).';
  const names = [...new Set(withRate.flatMap((r) => r.latency.map((t) => t.name)))];
  const head = `| page | ${withRate.map((r) => `${r.label}: requests | p50 | p95 | p99 | errors`).join(' | ')} |`;
  const rule = `|---|${withRate.map(() => '---|---|---|---|---').join('|')}|`;
  const rows = names.map((name) => {
    const cells = withRate.map((r) => {
      const t = r.latency.find((x) => x.name === name);
      if (!t) return '– | – | – | – | –';
      const p = t.latency;
      const verdict = name.startsWith('product') ? (p.p95 <= 50 ? ' ✓' : ' ✗') : '';
      return `${p.n} | ${fmt(p.p50, 1)} | ${fmt(p.p95, 1)}${verdict} | ${fmt(p.p99, 1)} | ${t.errors}`;
    });
    return `| ${name} | ${cells.join(' | ')} |`;
  });
  return [head, rule, ...rows].join('\n');
}

/** Rewrites the docs section of one database from every run kept for it. */
export function writeReport(db: 'pglite' | 'postgres', external: string | null) {
  const runs = runsOf(db);
  if (runs.length === 0) return;
  const last = runs[runs.length - 1];
  const where = external ? `the deployment at ${external}` : db === 'postgres' ? 'PostgreSQL 15 on the same machine (pool of 10)' : 'embedded database (PGlite, in the server process)';
  const runLines = runs
    .map(
      (r) =>
        `- **${r.label}**: ${r.date.slice(0, 16).replace('T', ' ')} UTC, commit ${r.commit}, ${r.machine}; load average before / after ${load(r.loadBefore.slice(0, 1))} / ${load(r.loadAfter.slice(0, 1))}` +
        (r.startMs ? `; start of the compiled server to healthy ${fmt(r.startMs.healthy / 1000, 1)} s, to search over the whole catalogue ${fmt(r.startMs.searchReady / 1000, 1)} s` : ''),
    )
    .join('\n');
  writeSection(
    external ? 'ssr-deployment' : db === 'postgres' ? 'ssr-pg' : 'ssr',
    `## Server-rendered pages (${last.products.toLocaleString('en-US')} products, ${db === 'postgres' ? 'PostgreSQL' : 'embedded PGlite'})

${where}, production build (\`node build/node/main.js\`), loopback, answers asked compressed as browsers do
(\`npm run bench\`, \`bench/ssr-bench.ts\`; \`--label=before\` keeps a run as the "before" column). Runs:

${runLines}

**Throughput against the reference.** ${last.connections} connections back to back (closed loop) for ${last.loopSeconds} s per page
after 2 s of warm-up. The reference is a bare React Router 7 page (\`bench/ssr-reference\`: a loader and about 25
elements) served through the same Hono, \`@hono/node-server\` and \`server/lib/compression.ts\`, built and started by
the same run, measured before and after the store's pages (their mean is the ratio's denominator). Product pages are
drawn from the whole catalogue and each is asked for once in the run. Signed-in pages carry the demo customer's
session cookies. Times are milliseconds to the last byte; KB sent is the compressed answer.

${throughputTable(runs)}

**Latency at a fixed rate.** Open loop at ${last.rate} requests/s for ${last.seconds} s per page after a 3 s warm-up
(requests sent on time whatever the answers' speed); product pages distinct. Target: product p95 ≤ 50 ms.

${latencyTable(runs)}`,
  );
}
