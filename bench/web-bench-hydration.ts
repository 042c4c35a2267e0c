// Long tasks of a page's load and hydration in Chromium at 4× CPU slowdown (the slowdown of
// Lighthouse's mobile profile), and the signed-in customer the personal pages need.
import { chromium, type Browser } from 'playwright';

export const CHROMIUM = '/usr/bin/chromium';
export const CPU_SLOWDOWN = 4;
const EMAIL = 'customer@ironyard.test';
const PASSWORD = process.env.DEMO_PASSWORD ?? 'Ironyard-demo-1';

export interface Cookie {
  name: string;
  value: string;
  httpOnly: boolean;
}

/** Signs the demo customer in as the store's sign-in form does (session cookies) and returns the cookies. */
export async function signInCookies(base: string): Promise<Cookie[]> {
  const res = await fetch(`${base}/api/jwtauth/token`, {
    method: 'POST',
    headers: {
      'x-ironyard-session': 'cookie',
      origin: base,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({
      client_id: 'ironyard-web',
      grant_type: 'password',
      username: EMAIL,
      password: PASSWORD,
    }),
  });
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}: ${await res.text()}`);
  const cookies = res.headers
    .getSetCookie()
    .map((line) => {
      const [pair] = line.split(';');
      const i = pair.indexOf('=');
      return {
        name: pair.slice(0, i).trim(),
        value: pair.slice(i + 1).trim(),
        httpOnly: /;\s*httponly/i.test(line),
        path: /;\s*path=([^;]*)/i.exec(line)?.[1] ?? '/',
      };
    })
    .filter((c) => c.path === '/' && c.value !== '')
    .map(({ name, value, httpOnly }) => ({ name, value, httpOnly }));
  if (!cookies.some((c) => c.name === 'authentication')) throw new Error('sign-in set no session cookie');
  return cookies;
}

export const cookieHeader = (cookies: Cookie[]) => cookies.map((c) => `${c.name}=${c.value}`).join('; ');

/** Puts one part in the signed-in customer's cart when it is empty, so the cart page shows a line. */
export async function ensureCartLine(base: string, cookies: Cookie[], productId: string) {
  const token = (JSON.parse(decodeURIComponent(cookies.find((c) => c.name === 'authentication')!.value)) as { accessToken: string }).accessToken;
  const call = async (query: string) => {
    const res = await fetch(`${base}/api/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        origin: base,
      },
      body: JSON.stringify({ query }),
    });
    return (await res.json()) as {
      data?: { v1: { shoppingCart?: { itemCount: number } } };
      errors?: Array<{ message: string }>;
    };
  };
  const cart = await call('{ v1 { shoppingCart { itemCount } } }');
  if ((cart.data?.v1.shoppingCart?.itemCount ?? 0) > 0) return;
  const added = await call(`mutation { v1 { cart { add(productId: ${JSON.stringify(productId)}, qty: 1) { itemCount } } } }`);
  if (added.errors?.length) throw new Error(`could not fill the cart: ${added.errors.map((e) => e.message).join('; ')}`);
}

export interface HydrationTasks {
  /** Navigation start to the root's hydrated mark (ms, at the slowdown). */
  hydratedMs: number;
  /** Long tasks that began before hydration ended (plus one frame): count over 50 ms, the longest, their blocking time. */
  over50: number;
  longestMs: number;
  blockingMs: number;
}

/** In the page, from its first byte: every long task. */
const OBSERVER = `(() => {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
})()`;

export async function withBrowser<T>(fn: (browser: Browser) => Promise<T>): Promise<T> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    return await fn(browser);
  } finally {
    await browser.close();
  }
}

/** One cold load (a new context) of `url` at the slowdown, on a phone-sized viewport. */
export async function hydrationTasks(browser: Browser, url: string, cookies: Cookie[] = []): Promise<HydrationTasks> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    if (cookies.length)
      await context.addCookies(
        cookies.map((c) => ({
          name: c.name,
          value: c.value,
          url,
          httpOnly: c.httpOnly,
          sameSite: 'Strict' as const,
        })),
      );
    await context.addInitScript(OBSERVER);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    // Generous time-outs: the machine the bench runs on is shared, and a cold load at 4× may take long on it.
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    // Polled with a bare expression over the DevTools protocol: Playwright's waitForFunction and evaluate first
    // install its own script in the page, a task of 75-105 ms at 4x that the observer counted as the page's.
    const evaluate = async <T>(expression: string): Promise<T> =>
      ((await cdp.send('Runtime.evaluate', { expression, returnByValue: true })) as { result: { value: T } }).result.value;
    let hydratedMs = 0;
    for (const until = Date.now() + 120_000; !hydratedMs; ) {
      if (Date.now() > until) throw new Error(`${url} was not hydrated within 120 s`);
      hydratedMs = await evaluate<number>(`document.documentElement.dataset.hydrated === 'true' ? performance.now() : 0`);
      if (!hydratedMs) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // Work hydration scheduled (effects, the first fetches' answers) lands within the next second.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const tasks = await evaluate<Array<{ start: number; duration: number }>>('window.__longTasks');
    const during = tasks.filter((t) => t.start <= hydratedMs + 1000);
    return {
      hydratedMs,
      over50: during.filter((t) => t.duration > 50).length,
      longestMs: Math.max(0, ...during.map((t) => t.duration)),
      blockingMs: during.reduce((s, t) => s + Math.max(0, t.duration - 50), 0),
    };
  } finally {
    await context.close();
  }
}

/** The load with the median longest task of `runs` loads. */
export async function medianHydrationTasks(browser: Browser, url: string, cookies: Cookie[], runs = 3): Promise<HydrationTasks & { spread: [number, number] }> {
  const all: HydrationTasks[] = [];
  for (let i = 0; i < runs; i++) all.push(await hydrationTasks(browser, url, cookies));
  all.sort((a, b) => a.longestMs - b.longestMs);
  return {
    ...all[Math.floor(all.length / 2)],
    spread: [all[0].longestMs, all[all.length - 1].longestMs],
  };
}
