import { expect, test, type Page } from '@playwright/test';
import { formatPrice } from '../../shared/money';
import { apiData, DEMO_ADMIN, DEMO_CUSTOMER, DEMO_PASSWORD, DEMO_STAFF, demoToken, placeDemoOrder, signInSession, waitForHydration } from './e2e-support';

// Live updates: an open page follows what staff do, with no reload (GraphQL subscriptions over WebSocket).

const SHIP = 'mutation($orderId: ID!, $carrier: String, $trackingNumber: String) { v1 { admin { orders { ship(orderId: $orderId, carrier: $carrier, trackingNumber: $trackingNumber) { id } } } } }';

/** Opens `path` and waits until its live subscription went out on the page's WebSocket. */
async function openFollowing(page: Page, path: string) {
  // Listening from the socket's first moment: the subscribe frame may go out before hydration is seen.
  const subscribed = new Promise<void>((resolve) => {
    page.on('websocket', (ws) => {
      if (new URL(ws.url()).pathname !== '/api/graphql') return;
      ws.on('framesent', (f) => {
        if (String(f.payload).includes('"type":"subscribe"')) resolve();
      });
    });
  });
  await page.goto(path);
  await waitForHydration(page);
  await subscribed;
  // Marks this document: a reload would lose the mark.
  await page.evaluate(() => document.documentElement.setAttribute('data-live-test', 'same-document'));
}

test('a customer’s open order page shows the shipment staff just made, without a reload', async ({ page, request }) => {
  const order = await placeDemoOrder(request, 1, 13);
  await signInSession(page, DEMO_CUSTOMER, DEMO_PASSWORD);
  await openFollowing(page, `/account/order/${order.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${order.customOrderNumber}` })).toBeVisible();
  const tracking = `1Z${Date.now().toString(36).toUpperCase()}L8`;
  await expect(page.getByText(tracking)).toHaveCount(0);

  const staff = await demoToken(request, DEMO_STAFF);
  await apiData(request, SHIP, { orderId: order.id, carrier: 'UPS', trackingNumber: tracking }, staff);

  await expect(page.getByText(tracking).first()).toBeVisible();
  await expect(page.getByText('Shipped', { exact: true }).first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-live-test', 'same-document');
});

const PRODUCT = 'query($id: ID!) { v1 { product(id: $id) { id seoName priceAndAvailability { status price } } } }';
const SET_PRICE = 'mutation($id: ID!, $v: String!) { v1 { admin { products { bulkApply(selection: { ids: [$id] }, action: PRICE_SET, value: $v) { __typename } } } } }';

test('an open product page shows the price staff just set, without a reload', async ({ page, request }) => {
  type P = { id: string; seoName: string; priceAndAvailability: { status: string; price: number | null } };
  const admin = await demoToken(request, DEMO_ADMIN);
  let product: P | null = null;
  for (let id = 140; !product && id < 260; id++) {
    const p = (await apiData<{ v1: { product: P | null } }>(request, PRODUCT, { id: String(id) }, admin)).v1.product;
    if (p && p.priceAndAvailability.status === 'IN_STOCK' && p.priceAndAvailability.price !== null && p.priceAndAvailability.price < 900) product = p;
  }
  expect(product, 'a priced part in the seeded catalogue').not.toBeNull();
  const was = product!.priceAndAvailability.price!;
  const now = Math.round((was + 1.37) * 100) / 100;
  await openFollowing(page, `/${product!.seoName}/p/${product!.id}`);
  await expect(page.getByText(formatPrice(was)).first()).toBeVisible();

  await apiData(request, SET_PRICE, { id: product!.id, v: now.toFixed(2) }, admin);
  try {
    await expect(page.getByText(formatPrice(now)).first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-live-test', 'same-document');
  } finally {
    // The part goes back to its price for the other tests.
    await apiData(request, SET_PRICE, { id: product!.id, v: was.toFixed(2) }, admin);
  }
});

test('the back office’s order list offers the orders placed while it is open', async ({ page, request }) => {
  await signInSession(page, DEMO_STAFF, DEMO_PASSWORD);
  await openFollowing(page, '/admin/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  const order = await placeDemoOrder(request, 1, 15);
  const notice = page.getByRole('button', { name: /new orders? — refresh/i });
  await expect(notice).toBeVisible();
  await notice.click();
  await expect(page.getByText(order.customOrderNumber).first()).toBeVisible();
  await expect(notice).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('data-live-test', 'same-document');
});
