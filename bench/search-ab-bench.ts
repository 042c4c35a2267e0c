/* eslint-disable @typescript-eslint/no-explicit-any -- the engines are loaded by path from two checkouts, so neither has this checkout's types */
/**
 * Before → after of a search engine change on a noisy machine: two checkouts' engines in one process, each with its own
 * index of the same synthetic records, every request of the bench's lists run on both (alternating which goes first),
 * 3 rounds after a warm-up. Prints wall time, each request's best of 3, and process CPU time per request.
 *
 *   git worktree add /tmp/before <commit> --detach && ln -s $PWD/node_modules /tmp/before/node_modules
 *   A=/tmp/before npx tsx bench/search-ab-bench.ts 1000000      (B defaults to this checkout)
 */
import { performance } from 'node:perf_hooks';
const A = process.env.A;
if (!A) throw new Error('Set A to the path of the checkout to compare with');
const B = process.env.B ?? process.cwd();
const size = Number(process.argv[2] ?? 100_000);
const a = await import(`${A}/server/modules/search/search-engine`);
const b = await import(`${B}/server/modules/search/search-engine`);
const data = await import(`${B}/bench/search-data`);
const build = (m: any) => m.createSearchIndex(size > 100_000 ? data.generateCatalogue(size) : [...data.generateCatalogue(size)]);
const ia = build(a);
const ib = build(b);
process.stderr.write(`built ${size}\n`);
const { queries, keystrokes } = data.benchQueries(size, 42, size >= 1_000_000 ? 300 : 600);
const r = data.seededRandom(7);
const base = { facets: ['*'], hitsPerPage: 20 };
const lists: [string, any[]][] = [
  ['queries', queries.map((query: string) => ({ ...base, query, ...data.benchFilters(r) }))],
  ['keystrokes', keystrokes.map((query: string) => ({ ...base, query }))],
  ['keystrokes, kind first', keystrokes.map((query: string) => ({ ...base, query, sort: 'RELEVANCE', categoryIntent: true }))],
];
const pct = (xs: number[]) => {
  const s = [...xs].sort((x, y) => x - y);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))];
  return `p50 ${at(0.5).toFixed(2)} p95 ${at(0.95).toFixed(2)} p99 ${at(0.99).toFixed(2)}`;
};
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
for (const [name, reqs] of lists) {
  for (const q of reqs) { a.search(ia, q); b.search(ib, q); }
  const wa: number[] = [], wb: number[] = [], ca: number[] = [], cb: number[] = [];
  const bestA = new Array(reqs.length).fill(Infinity), bestB = new Array(reqs.length).fill(Infinity);
  for (let round = 0; round < 3; round++) {
    reqs.forEach((q: any, i: number) => {
      for (const [m, idx, w, c, best] of (round + i) % 2 ? [[a, ia, wa, ca, bestA], [b, ib, wb, cb, bestB]] : [[b, ib, wb, cb, bestB], [a, ia, wa, ca, bestA]] as any) {
        const c0 = cpu(); const t0 = performance.now();
        m.search(idx, q);
        const ms = performance.now() - t0;
        w.push(ms); c.push(cpu() - c0); best[i] = Math.min(best[i], ms);
      }
    });
  }
  console.log(`${size} ${name} (${wa.length}): before wall ${pct(wa)} | best-of-3 ${pct(bestA)} | cpu ${pct(ca)}`);
  console.log(`${size} ${name} (${wb.length}): after  wall ${pct(wb)} | best-of-3 ${pct(bestB)} | cpu ${pct(cb)}`);
}
