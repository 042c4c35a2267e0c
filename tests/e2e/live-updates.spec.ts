import { expect, test, type Page } from '@playwright/test';
import { apiData, DEMO_CUSTOMER, DEMO_PASSWORD, DEMO_STAFF, demoToken, placeDemoOrder, signInSession, waitForHydration } from './e2e-support';

// Live updates: an open page follows what staff do, with no reload (GraphQL subscriptions over WebSocket).

const SHIP = 'mutation($orderId: ID!, $carrier: String, $trackingNumber: String) { v1 { admin { orders { ship(orderId: $orderId, carrier: $carrier, trackingNumber: $trackingNumber) { id } } } } }';

/** Opens `path` and waits until its live subscription went out on the page's WebSocket. */
async function openFollowing(page: Page, path: string) {
  const socket = page.waitForEvent('websocket', (ws) => new URL(ws.url()).pathname === '/api/graphql');
  await page.goto(path);
  await waitForHydration(page);
  const ws = await socket;
  await ws.waitForEvent('framesent', { predicate: (f) => String(f.payload).includes('"type":"subscribe"') });
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
