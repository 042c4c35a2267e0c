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
import { machineLine, percentiles, timedGet, writeSection, type Percentiles, type startBenchStore } from './bench-lib';
import { median, report, type PageResult, type RunResult } from './personal-pages-report';
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
  // The same one line on every run: the cart is emptied, then the first part by id that can be ordered goes in
  // (the generated catalogue is the same on every commit, search rankings need not be).
  const cartQuery = '{ v1 { shoppingCart { itemCount productGroups { items { id product { name } } } } } }';
  type CartData = { v1: { shoppingCart: { itemCount: number; productGroups: Array<{ items: Array<{ id: string; product: { name: string } | null }> }> } } };
  const cartMutation = (m: string, vars: Record<string, unknown>) =>
    gql<unknown>(base, session, `mutation ($id: ID!) { v1 { cart { ${m} { itemCount } } } }`, vars).then(
      () => true,
      () => false,
    );
  for (const item of (await gql<CartData>(base, session, cartQuery)).v1.shoppingCart.productGroups.flatMap((g) => g.items)) {
    await cartMutation('remove(shoppingCartItemId: $id)', { id: item.id });
  }
  for (let id = 1; id <= 50 && !(await cartMutation('add(productId: $id, qty: 1)', { id: String(id) })); id++);
  const cart = (await gql<CartData>(base, session, cartQuery)).v1.shoppingCart;
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

async function main() {
  // --report-only: rewrites the section from the runs kept, measuring nothing.
  if (!process.argv.includes('--report-only')) {
    const result = await measure();
    fs.mkdirSync(RESULTS, { recursive: true });
    fs.writeFileSync(path.join(RESULTS, `personal-pages-${label}.json`), JSON.stringify(result, null, 2) + '\n');
  }
  const runs = fs
    .readdirSync(RESULTS)
    .filter((f) => /^personal-pages-.+\.json$/.test(f))
    .map((f) => JSON.parse(fs.readFileSync(path.join(RESULTS, f), 'utf8')) as RunResult);
  const markdown = report(runs, { products, requests: REQUESTS, warmup: WARMUP, loads: LOADS, cpuSlowdown: CPU_SLOWDOWN, email: EMAIL });
  console.log(markdown);
  writeSection('personal-pages', markdown);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
