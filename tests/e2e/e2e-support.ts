import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/**
 * Waits until the page's scripts have hydrated it (the root layout marks `<html data-hydrated>`).
 * A click or key press before then does nothing, as it would for a user on a slow phone; retrying
 * the click instead would, once the first click did land, hit the overlay of the panel it opened.
 */
export async function waitForHydration(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 20_000 });
}

/** Clicks a button on a hydrated page and waits for the dialog it opens. */
export async function openDialog(button: Locator, dialog: Locator) {
  await waitForHydration(button.page());
  await button.click();
  await expect(dialog).toBeVisible();
}

/** Serious and critical axe violations (of the part of the page `include` selects), as "rule: targets" lines. */
export async function seriousAxeViolations(page: Page, include?: string, opts: { skipRules?: string[] } = {}) {
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  if (opts.skipRules?.length) builder.disableRules(opts.skipRules);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const ORIGIN = `http://localhost:${process.env.E2E_PORT ?? 3210}`;

/**
 * A token-service call made the way the store's pages make it (cookie mode, docs/decisions/005),
 * through the page's own cookie jar: the session cookies it sets are the browser's. Answers the body.
 */
export async function sessionCall<T = Record<string, unknown>>(page: Page, call: string, fields: Record<string, string> = {}): Promise<T> {
  const res = await page.request.post(`/api/jwtauth/${call}`, {
    headers: { 'x-ironyard-session': 'cookie', origin: ORIGIN },
    multipart: { client_id: 'ironyard-web', ...fields },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as T;
}

/** Signs the browser in (without the form), for tests about something else. */
export function signInSession(page: Page, email: string, password: string, rememberMe = false) {
  return sessionCall<{ user_info: { id: string; email: string } }>(page, 'token', {
    grant_type: 'password',
    username: email,
    password,
    ...(rememberMe ? { remember_me: 'true' } : {}),
  });
}

/** Makes the browser a guest (a guest session set as cookies), as the cart and fleet do on demand. */
export function guestSession(page: Page) {
  return sessionCall<{ user_info: { id: string } }>(page, 'createguest');
}

/** The demo store's people (seeded), for tests that act as them through the API. */
export const DEMO_ADMIN = 'admin@ironyard.test';
export const DEMO_STAFF = 'staff@ironyard.test';
export const DEMO_CUSTOMER = 'customer@ironyard.test';
export const DEMO_PASSWORD = 'Ironyard-demo-1';

/** Runs a GraphQL operation as the holder of `token` (anonymously without one) and answers its data (fails the test on errors). */
export async function apiData<T>(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> {
  const res = await request.post(token ? `/api/graphql?authorization=${encodeURIComponent(token)}` : '/api/graphql', { data: { query, variables } });
  expect(res.ok()).toBeTruthy();
  const body = (await res.json()) as { data: T; errors?: Array<{ message: string }> };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data;
}

/** An access token for a demo account (password sign-in through the token service, no cookies). */
export async function demoToken(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.post('/api/jwtauth/token', { multipart: { client_id: 'ironyard-web', grant_type: 'password', username: email, password: DEMO_PASSWORD } });
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { access_token: string }).access_token;
}

/**
 * The demo customer orders `qty` units of an in-stock part with the saved address and card: a paid
 * order nothing has shipped of (the back office's order tests). `skip` picks a different part.
 */
export async function placeDemoOrder(request: APIRequestContext, qty = 2, skip = 5): Promise<{ id: string; customOrderNumber: string }> {
  const token = await demoToken(request, DEMO_CUSTOMER);
  let partId: string | null = null;
  for (let id = 280, seen = 0; id >= 1 && !partId; id--) {
    const p = (
      await apiData<{ v1: { product: { id: string; priceAndAvailability: { status: string; price: number | null; stock: number; orderMinimumQuantity: number; allowedQuantities: number[] } } | null } }>(
        request,
        'query($id: ID!) { v1 { product(id: $id) { id priceAndAvailability { status price stock orderMinimumQuantity allowedQuantities } } } }',
        { id: String(id) },
        token,
      )
    ).v1.product;
    const pa = p?.priceAndAvailability;
    if (p && pa && pa.status === 'IN_STOCK' && pa.price !== null && pa.price > 5 && pa.price < 400 && pa.stock >= 8 && pa.orderMinimumQuantity <= 1 && pa.allowedQuantities.length === 0 && seen++ === skip) partId = p.id;
  }
  expect(partId, 'an orderable part in the seeded catalogue').not.toBeNull();
  const saved = await apiData<{ v1: { addresses: Array<{ id: string }>; paymentMethods: Array<{ id: string }> } }>(request, '{ v1 { addresses { id } paymentMethods { id } } }', {}, token);
  await apiData(request, 'mutation($p: ID!, $q: Int!) { v1 { cart { add(productId: $p, qty: $q) { itemCount } } } }', { p: partId, q: qty }, token);
  const placed = await apiData<{ v1: { cart: { placeOrder: { id: string; customOrderNumber: string } } } }>(
    request,
    'mutation($a: ID!, $m: ID!, $k: String) { v1 { cart { placeOrder(shippingAddressId: $a, paymentMethodId: $m, idempotencyKey: $k) { id customOrderNumber } } } }',
    { a: saved.v1.addresses[0].id, m: saved.v1.paymentMethods[0].id, k: `admin-e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}` },
    token,
  );
  return placed.v1.cart.placeOrder;
}
