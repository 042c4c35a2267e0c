// The docs section of bench/personal-pages-bench.ts: its runs side by side, before → after.
import { fmt, machineLine, type Percentiles } from './bench-lib';

export interface PageResult {
  name: string;
  path: string;
  served: string;
  status: number;
  dataInHtml: boolean;
  server: Percentiles;
  reference: Percentiles;
  lcpMs: number[];
  dataShownMs: number[];
  /** What the page said on the loads whose data never showed. */
  failures: string[];
  lcpElement: string;
  jsKb: number;
  scripts: number;
}

export interface RunResult {
  label: string;
  commit: string;
  date: string;
  machine: string;
  loadBefore: number[];
  loadAfter: number[];
  /** How the browser got its session: the server's cookies, or the cookie older pages wrote themselves. */
  session: 'cookies' | 'legacy cookie';
  pages: PageResult[];
}

/** The median of the finite values (failed loads are NaN). */
export const median = (xs: number[]) => {
  const s = xs.filter(Number.isFinite).sort((a, b) => a - b);
  return s.length ? (s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2) : Number.NaN;
};

/** How the runs were taken, for the section's text. */
export interface ReportSettings {
  products: number;
  requests: number;
  warmup: number;
  loads: number;
  cpuSlowdown: number;
  email: string;
}

const arrow = (a: string | undefined, b: string | undefined) => (a !== undefined && b !== undefined ? `${a} → ${b}` : (b ?? a ?? ''));
const shownText = (p: PageResult) => fmt(median(p.dataShownMs), 0) + (p.failures.length ? ` (${p.failures.length} of ${p.dataShownMs.length} loads failed)` : '');
const loadText = (xs: number[]) => xs.map((x) => x.toFixed(1)).join(' / ');

/** The docs section: before → after where both runs are kept, then each run in full. */
export function report(runs: RunResult[], how: ReportSettings): string {
  const { products, requests: REQUESTS, warmup: WARMUP, loads: LOADS, cpuSlowdown: CPU_SLOWDOWN, email: EMAIL } = how;
  const order = ['before', 'after'];
  runs.sort((a, b) => (order.indexOf(a.label) + 1 || 9) - (order.indexOf(b.label) + 1 || 9));
  const before = runs.find((r) => r.label === 'before');
  const after = runs.find((r) => r.label === 'after');
  const names = [...new Set(runs.flatMap((r) => r.pages.map((p) => `${p.name} \`${p.path}\``)))];
  const cell = (r: RunResult | undefined, name: string, f: (p: PageResult) => string) => {
    const p = r?.pages.find((x) => `${x.name} \`${x.path}\`` === name);
    return p ? f(p) : undefined;
  };
  const summary = names.map((n) => {
    const js = [cell(before, n, (p) => fmt(p.jsKb, 1)), cell(after, n, (p) => fmt(p.jsKb, 1))];
    const jsVerdict = js[0] && js[1] ? (Number(js[1]) <= Number(js[0]) ? ' ✓' : ' ✗') : '';
    return `| ${n} | ${arrow(
      cell(before, n, (p) => fmt(p.server.p50)),
      cell(after, n, (p) => fmt(p.server.p50)),
    )} | ${arrow(
      cell(before, n, (p) => fmt(p.server.p50 / p.reference.p50)),
      cell(after, n, (p) => fmt(p.server.p50 / p.reference.p50)),
    )} | ${arrow(
      cell(before, n, (p) => fmt(median(p.lcpMs), 0)),
      cell(after, n, (p) => fmt(median(p.lcpMs), 0)),
    )} | ${arrow(cell(before, n, shownText), cell(after, n, shownText))} | ${arrow(
      cell(before, n, (p) => (p.dataInHtml ? 'yes' : 'no')),
      cell(after, n, (p) => (p.dataInHtml ? 'yes' : 'no')),
    )} | ${arrow(...(js as [string, string]))}${jsVerdict} |`;
  });
  const detail = runs.flatMap((r) =>
    r.pages.map(
      (p) =>
        `| ${r.label} \`${r.commit}\` | ${p.name} | \`${p.served}\` ${p.status} | ${fmt(p.server.p50)} / ${fmt(p.server.p95)} / ${fmt(p.server.p99)} | ${fmt(p.reference.p50)} / ${fmt(p.reference.p95)} / ${fmt(
          p.reference.p99,
        )} | ${p.lcpMs.map((x) => fmt(x, 0)).join(', ')} | ${p.dataShownMs.map((x) => fmt(x, 0)).join(', ')} | ${p.lcpElement.replace(/\|/g, '/')} | ${p.scripts} | ${p.failures.length ? `${p.failures.length}: “${p.failures[0].replace(/\|/g, '/')}”` : '0'} |`,
    ),
  );
  const runsText = runs
    .map((r) => `${r.label}: commit \`${r.commit}\`, ${r.date}, session as ${r.session}, load average (1/5/15 min) ${loadText(r.loadBefore)} at start and ${loadText(r.loadAfter)} at the end`)
    .join('; ');
  return `## Personal pages for a signed-in customer (${products.toLocaleString('en-US')} products)

The demo customer (${EMAIL}: seeded orders in every state, the cart emptied and one part put in it) on
${runs[0]?.machine ?? machineLine()}, production build, embedded database, loopback (\`bench/personal-pages-bench.ts\`).
Runs: ${runsText}. "before" is 9232e6f, the last commit before the server read the session cookies
(its pages were "Loading…" shells filled in by the browser); "after" is the commit named.

- **Server time**: ${REQUESTS} sequential GETs (after ${WARMUP} warm-up) with the session cookies, asking for
  compressed answers, ms to the last byte, p50. **× 404** is the page's p50 over that of the 404 page
  (\`/no/such/page\`, same cookies, measured right after the page in the same run): what the page's
  own data adds to the shell every page pays.
- **LCP** and **data shown**: Chromium ${CPU_SLOWDOWN}× CPU slowdown (CDP \`Emulation.setCPUThrottlingRate\`), 412×915
  viewport, no network throttling, a new browser context (cold cache) per load, median of ${LOADS} loads, ms from
  navigation start. LCP is the last \`largest-contentful-paint\` candidate once the data is shown; data
  shown is the first animation frame in which the page's own data is in \`main\` with a size (the
  default address on /account, an order link on /account/orders, the cart line's product on /cart,
  the ship-to address on /checkout). **In HTML**: whether the server's answer already holds that data.
- **First-load JS**: every script file the page's HTML loads (module scripts, modulepreloads, the
  entry's imports), gzip level 9, as \`bench/web-bench.ts\` counts it; ✓ when after ≤ before.

| page | server p50 (ms) | × 404 | LCP (ms) | data shown (ms) | in HTML | first-load JS (kB gzip) |
|---|---|---|---|---|---|---|
${summary.join('\n')}

Each run in full (server times p50 / p95 / p99 ms; every load's LCP and data shown):

| run | page | served (status) | server | 404 page | LCP per load | data shown per load | LCP element | script files | failed loads (what main said) |
|---|---|---|---|---|---|---|---|---|---|
${detail.join('\n')}

A page whose **in HTML** says no still fills in from the browser. On this shared machine the medians of a
page that did not change move by up to about 30 % from one run to the next (compare the load averages),
so read smaller differences as noise; the server-time ratios to the 404 page, taken in the same run, hold better.

Measure a commit: make a worktree of it (\`git worktree add -f /tmp/wt-after <commit> --detach\`), link
\`node_modules\` into it and \`npm run build\` there, then from this checkout
\`npx tsx bench/personal-pages-bench.ts --root=/tmp/wt-after --label=after\` (about 5 minutes; \`--label=before\`
for the other side). Each run keeps its figures in \`bench/results/personal-pages-<label>.json\` and rewrites
this section from the runs kept (\`--report-only\` rewrites it without measuring).`;
}
