// The signed-in customer's own pages (/account, /account/orders, /cart, /checkout): server render
// time against an in-run reference, first paint and "data shown" in Chromium at 4× CPU slowdown,
// and first-load JavaScript. Runs against any build (`--root=<checkout>`), so a commit from before
// the server read the session cookies can be measured beside today's; each run keeps its figures
// under bench/results/ as `--label` and the docs section shows every label kept.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { chromium, type Browser } from 'playwright';
import { fmt, machineLine, percentiles, timedGet, writeSection, type Percentiles, type startBenchStore } from './bench-lib';
import { firstLoadScripts } from './web-bench';

const arg = (name: string) =>
  process.argv
    .find((a) => a.startsWith(`--${name}=`))
    ?.split('=')
    .slice(1)
    .join('=');
const here = path.dirname(new URL(import.meta.url).pathname);
const root = path.resolve(arg('root') ?? path.join(here, '..'));
const label = arg('label') ?? 'after';
const products = Number(arg('products') ?? 5_000);
const REQUESTS = Number(arg('requests') ?? 200);
const WARMUP = 20;
const LOADS = Number(arg('loads') ?? 5);
const CPU_SLOWDOWN = 4;
const PORT = 3402;
const CHROMIUM = '/usr/bin/chromium';
const RESULTS = path.join(here, 'results');
const EMAIL = 'customer@ironyard.test';
const PASSWORD = process.env.DEMO_PASSWORD ?? 'Ironyard-demo-1';
/** As a browser asks: compressed answers. */
const BROWSER = { 'accept-encoding': 'br, gzip' };

interface Session {
  mode: 'cookies' | 'legacy cookie';
  accessToken: string;
  cookies: Array<{ name: string; value: string; httpOnly: boolean }>;
  header: string;
}

/** Where the page's own data is visible: an element matching `selector` (containing `text`, if given) with a size. */
interface DataMark {
  selector: string;
  text?: string;
}

interface PageResult {
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

interface RunResult {
  label: string;
  commit: string;
  date: string;
  machine: string;
  loadBefore: number[];
  loadAfter: number[];
  session: Session['mode'];
  pages: PageResult[];
}

/** The median of the finite values (failed loads are NaN). */
const median = (xs: number[]) => {
  const s = xs.filter(Number.isFinite).sort((a, b) => a - b);
  return s.length ? (s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2) : Number.NaN;
};

/**
 * Signs the demo customer in the way the store's pages do. A server that reads the session cookies
 * (since fb87eb4) answers cookie mode with Set-Cookie; an older one ignores the header and answers
 * the tokens, and its pages then read the session from the `authentication` cookie the browser
 * wrote itself, which this writes the same way.
 */
async function signIn(base: string): Promise<Session> {
  const res = await fetch(`${base}/api/jwtauth/token`, {
    method: 'POST',
    headers: { 'x-ironyard-session': 'cookie', origin: base, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: 'ironyard-web', grant_type: 'password', username: EMAIL, password: PASSWORD }),
  });
  const body = (await res.json()) as Record<string, unknown>;
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}: ${JSON.stringify(body)}`);
  const set = res.headers
    .getSetCookie()
    .map((line) => {
      const [pair] = line.split(';');
      const i = pair.indexOf('=');
      return { name: pair.slice(0, i).trim(), value: pair.slice(i + 1).trim(), httpOnly: /;\s*httponly/i.test(line), path: /;\s*path=([^;]*)/i.exec(line)?.[1] ?? '/' };
    })
    .filter((c) => c.path === '/' && c.value !== '');
  let session: Omit<Session, 'header'>;
  if (set.some((c) => c.name === 'authentication')) {
    const cookie = JSON.parse(decodeURIComponent(set.find((c) => c.name === 'authentication')!.value)) as { accessToken: string };
    session = { mode: 'cookies', accessToken: cookie.accessToken, cookies: set.map(({ name, value, httpOnly }) => ({ name, value, httpOnly })) };
  } else {
    const now = Date.now();
    const a = body as { access_token: string; expires_in: number; refresh_token: string; refresh_token_exp: number; user_info: unknown };
    const stored = {
      v: 1,
      tokens: { accessToken: a.access_token, accessTokenExpires: now + a.expires_in * 1000, refreshToken: a.refresh_token, refreshTokenExpires: now + a.refresh_token_exp * 1000 },
      userInfo: a.user_info,
      rememberMe: false,
    };
    session = { mode: 'legacy cookie', accessToken: a.access_token, cookies: [{ name: 'authentication', value: encodeURIComponent(JSON.stringify(stored)), httpOnly: false }] };
  }
  return { ...session, header: session.cookies.map((c) => `${c.name}=${c.value}`).join('; ') };
}

async function gql<T>(base: string, session: Session, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await fetch(`${base}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${session.accessToken}`, origin: base },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: T; errors?: Array<{ message: string }> };
  if (!body.data || body.errors?.length) throw new Error(`GraphQL: ${body.errors?.map((e) => e.message).join('; ') ?? res.status}`);
  return body.data;
}

/** The customer's default address name, and one line in the cart (added when the cart is empty). */
async function prepareCustomer(base: string, session: Session) {
  const orders = await gql<{ v1: { myOrders: { totalCount: number } } }>(base, session, '{ v1 { myOrders(first: 1) { totalCount } } }').catch(() => null);
  const d = await gql<{ v1: { defaultPaymentAndShipping: { shippingAddress: { firstName: string; lastName: string } | null } } }>(
    base,
    session,
    '{ v1 { defaultPaymentAndShipping { shippingAddress { firstName lastName } } } }',
  );
  const address = d.v1.defaultPaymentAndShipping.shippingAddress;
  if (!address) throw new Error('the demo customer has no default address');
  const cartQuery = '{ v1 { shoppingCart { itemCount productGroups { items { product { name } } } } } }';
  type CartData = { v1: { shoppingCart: { itemCount: number; productGroups: Array<{ items: Array<{ product: { name: string } | null }> }> } } };
  let cart = (await gql<CartData>(base, session, cartQuery)).v1.shoppingCart;
  if (cart.itemCount === 0) {
    const hit = await gql<{ v1: { searchResults: { nodes: Array<{ id: string }> } } }>(base, session, '{ v1 { searchResults(searchString: "belt", first: 5) { nodes { id } } } }');
    for (const p of hit.v1.searchResults.nodes) {
      const added = await gql<{ v1: { cart: { add: { itemCount: number } } } }>(base, session, 'mutation ($id: ID!) { v1 { cart { add(productId: $id, qty: 1) { itemCount } } } }', { id: p.id }).catch(
        () => null,
      );
      if (added?.v1.cart.add.itemCount) break;
    }
    cart = (await gql<CartData>(base, session, cartQuery)).v1.shoppingCart;
  }
  const line = cart.productGroups.flatMap((g) => g.items).find((i) => i.product)?.product?.name;
  if (!line) throw new Error('could not put a line in the demo customer’s cart');
  return { addressName: `${address.firstName} ${address.lastName}`.trim(), productName: line, orders: orders?.v1.myOrders.totalCount ?? Number.NaN };
}

/** Follows the server's own redirects (with the session) to the page it serves for `pagePath`. */
async function servedPath(base: string, pagePath: string, session: Session): Promise<{ path: string; status: number; html: string }> {
  let at = pagePath;
  for (let hop = 0; hop < 5; hop++) {
    const res = await fetch(base + at, { headers: { cookie: session.header, ...BROWSER }, redirect: 'manual' });
    const location = res.headers.get('location');
    if (res.status >= 300 && res.status < 400 && location) {
      at = new URL(location, base + at).pathname + new URL(location, base + at).search;
      continue;
    }
    return { path: at, status: res.status, html: await res.text() };
  }
  throw new Error(`${pagePath} redirects too often`);
}

async function serverTimes(url: string, headers: Record<string, string>): Promise<Percentiles> {
  for (let i = 0; i < WARMUP; i++) await timedGet(url, headers);
  const ms: number[] = [];
  for (let i = 0; i < REQUESTS; i++) ms.push((await timedGet(url, headers)).ms);
  return percentiles(ms);
}

const gzipKb = (b: Buffer) => zlib.gzipSync(b, { level: 9 }).length / 1024;

async function firstLoadJs(base: string, html: string) {
  const { urls } = firstLoadScripts(html);
  let kb = 0;
  for (const u of urls) kb += gzipKb(Buffer.from(await (await fetch(new URL(u, base))).arrayBuffer()));
  return { kb, scripts: urls.length };
}

/** In the page: records the LCP candidates and the first frame in which the data mark is shown. */
const OBSERVER = `(m) => {
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      const el = e.element;
      window.__lcp = { t: e.startTime, el: el ? el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') + ' “' + (el.textContent || '').trim().slice(0, 40) + '”' : '(gone)' };
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const check = () => {
    for (const el of document.querySelectorAll(m.selector)) {
      const r = el.getBoundingClientRect();
      if (r.width > 0 && r.height > 0 && (!m.text || el.innerText.includes(m.text))) {
        window.__shown = performance.now();
        return;
      }
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}`;

/**
 * One page load in a new browser context (a cold cache, as a first visit of the day) at 4× CPU
 * slowdown: LCP (the last candidate once the data is shown) and the time from navigation start
 * to the first animation frame in which the page's own data is in the document with a size.
 */
async function browserLoad(browser: Browser, base: string, session: Session, pagePath: string, mark: DataMark) {
  const context = await browser.newContext({ viewport: { width: 412, height: 915 } });
  try {
    await context.addCookies(session.cookies.map((c) => ({ name: c.name, value: c.value, url: base, httpOnly: c.httpOnly, sameSite: 'Strict' as const })));
    // Plain text, not a function: the TypeScript loader's name helpers do not exist in the page.
    await context.addInitScript(`(${OBSERVER})(${JSON.stringify(mark)})`);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(base + pagePath, { waitUntil: 'commit' });
    const shown = await page
      .waitForFunction(() => (window as unknown as { __shown?: number }).__shown !== undefined, undefined, { timeout: 30_000, polling: 100 })
      .then(
        () => null,
        async () =>
          `…${(
            await page
              .locator('main')
              .innerText()
              .catch(() => '(no main)')
          )
            .replace(/\s+/g, ' ')
            .slice(-160)}`,
      );
    // A load whose data never came (the server's error, a time-out) counts as failed, with what the page said.
    if (shown !== null) return { shown: Number.NaN, lcp: Number.NaN, el: '', failed: shown };
    // A candidate painted with the data is reported on a later frame.
    await page.waitForTimeout(1000);
    return await page.evaluate(() => {
      const w = window as unknown as { __lcp?: { t: number; el: string }; __shown: number };
      return { shown: w.__shown, lcp: w.__lcp?.t ?? Number.NaN, el: w.__lcp?.el ?? '', failed: undefined as string | undefined };
    });
  } finally {
    await context.close();
  }
}

async function measure(): Promise<RunResult> {
  const benchLib = path.join(root, 'bench/bench-lib.ts');
  // That checkout's own helper: it builds and seeds there, and starts that checkout's server.
  const lib = (await import(pathToFileURL(benchLib).href)) as { startBenchStore: typeof startBenchStore };
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  const loadBefore = os.loadavg();
  const store = await lib.startBenchStore({ products, port: PORT });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const base = store.base;
    const first = await signIn(base);
    const customer = await prepareCustomer(base, first);
    console.log(`${label} (${commit}): session as ${first.mode}; ${customer.orders} orders; cart line “${customer.productName}”`);
    const pages: Array<{ name: string; path: string; mark: DataMark; inHtml: (html: string) => boolean }> = [
      { name: 'account overview', path: '/account', mark: { selector: 'main [data-testid="overview-address"]' }, inHtml: (h) => h.includes('data-testid="overview-address"') },
      { name: 'orders', path: '/account/orders', mark: { selector: 'main a[href^="/account/order/"]' }, inHtml: (h) => h.includes('href="/account/order/') },
      { name: 'cart', path: '/cart', mark: { selector: 'main [data-testid="cart-line"]', text: customer.productName }, inHtml: (h) => h.includes('data-testid="cart-line"') },
      { name: 'checkout', path: '/checkout', mark: { selector: 'main', text: customer.addressName }, inHtml: (h) => />Ship to</.test(h) },
    ];
    const results: PageResult[] = [];
    for (const p of pages) {
      // A fresh session per page: no access token expires (and is renewed) during its measurement.
      const session = await signIn(base);
      const served = await servedPath(base, p.path, session);
      const headers = { cookie: session.header, ...BROWSER };
      const server = await serverTimes(base + served.path, headers);
      const reference = await serverTimes(`${base}/no/such/page`, headers);
      const js = await firstLoadJs(base, served.html);
      // One load unmeasured: the server's code paths behind the page's own calls are warm, as the page's are.
      await browserLoad(browser, base, session, p.path, p.mark);
      const loads = [];
      for (let i = 0; i < LOADS; i++) loads.push(await browserLoad(browser, base, session, p.path, p.mark));
      const lcpMs = loads.map((l) => l.lcp);
      const dataShownMs = loads.map((l) => l.shown);
      const failures = loads.flatMap((l) => (l.failed ? [l.failed] : []));
      const lcpElement = loads.find((l) => !l.failed)?.el ?? '';
      results.push({
        name: p.name,
        path: p.path,
        served: served.path,
        status: served.status,
        dataInHtml: p.inHtml(served.html),
        server,
        reference,
        lcpMs,
        dataShownMs,
        failures,
        lcpElement,
        jsKb: js.kb,
        scripts: js.scripts,
      });
      console.log(p.name, { served: served.path, status: served.status, server: server.p50, reference: reference.p50, lcp: median(lcpMs), shown: median(dataShownMs), lcpElement, jsKb: js.kb });
    }
    return { label, commit, date: new Date().toISOString().slice(0, 10), machine: machineLine(), loadBefore, loadAfter: os.loadavg(), session: first.mode, pages: results };
  } finally {
    await browser.close();
    await store.stop();
  }
}

const arrow = (a: string | undefined, b: string | undefined) => (a !== undefined && b !== undefined ? `${a} → ${b}` : (b ?? a ?? ''));
const shownText = (p: PageResult) => fmt(median(p.dataShownMs), 0) + (p.failures.length ? ` (${p.failures.length} of ${p.dataShownMs.length} loads failed)` : '');
const loadText = (xs: number[]) => xs.map((x) => x.toFixed(1)).join(' / ');

/** The docs section: before → after where both runs are kept, then each run in full. */
export function report(runs: RunResult[]): string {
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

The demo customer (${EMAIL}: seeded orders in every state, one line put in the cart) on
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

Re-run one side: \`npx tsx bench/personal-pages-bench.ts --root=<checkout with a build> --label=after\`
(or \`--label=before\`); each run keeps its figures in \`bench/results/personal-pages-<label>.json\`
and rewrites this section from the runs kept.`;
}

async function main() {
  const result = await measure();
  fs.mkdirSync(RESULTS, { recursive: true });
  fs.writeFileSync(path.join(RESULTS, `personal-pages-${label}.json`), JSON.stringify(result, null, 2) + '\n');
  const runs = fs
    .readdirSync(RESULTS)
    .filter((f) => /^personal-pages-.+\.json$/.test(f))
    .map((f) => JSON.parse(fs.readFileSync(path.join(RESULTS, f), 'utf8')) as RunResult);
  const markdown = report(runs);
  console.log(markdown);
  writeSection('personal-pages', markdown);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
