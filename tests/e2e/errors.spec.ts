import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { waitForHydration } from './e2e-support';
import { gqlData } from '../support/test-graphql';

// When the store cannot be reached, every page says so in the store's words and offers to try
// again; the browser's own "Failed to fetch" never shows.

const NETWORK = 'We could not reach the store. Check your connection and try again.';

interface Part {
  id: string;
  name: string;
  seoName: string;
  priceAndAvailability: { status: string; price: number | null; stock: number; orderMinimumQuantity: number };
}

async function orderablePart(request: APIRequestContext): Promise<Part> {
  for (let id = 1; id <= 300; id++) {
    const { v1 } = await gqlData<{ v1: { product: Part | null } }>(
      request,
      'query($id: ID!) { v1 { product(id: $id) { id name seoName priceAndAvailability { status price stock orderMinimumQuantity } } } }',
      { id: String(id) },
    );
    const pa = v1.product?.priceAndAvailability;
    if (v1.product && pa && pa.status === 'IN_STOCK' && pa.price !== null && pa.stock >= 5 && pa.orderMinimumQuantity <= 1) return v1.product;
  }
  throw new Error('no orderable part in the seeded catalogue');
}

/** Cuts the browser off from the data API, as a dropped connection would. */
const goOffline = (page: Page) => page.route('**/api/graphql*', (route) => route.abort('internetdisconnected'));
const goOnline = (page: Page) => page.unroute('**/api/graphql*');

async function expectNoRawFetchError(page: Page) {
  await expect(page.locator('body')).not.toContainText('Failed to fetch');
  await expect(page.locator('body')).not.toContainText('TypeError');
}

test('adding to the cart without a connection says the store could not be reached, and Try again adds it', async ({ page, request }) => {
  const part = await orderablePart(request);
  await page.goto(`/${part.seoName}/p/${part.id}`);
  await waitForHydration(page);

  await goOffline(page);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  const alert = page.getByRole('alert').filter({ hasText: NETWORK });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('Failed to add product to cart');
  await expectNoRawFetchError(page);

  await goOnline(page);
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to your cart.' })).toBeVisible();
  await expect(alert).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Cart, 1 item' }).first()).toBeVisible();
});

test('opening the fleet without a connection says so, and Try again loads it', async ({ page }) => {
  // The fleet is read by the page's loader: on a navigation in the browser, the router asks for it.
  await page.goto('/');
  await waitForHydration(page);
  await page.route(/\/MyFleet\.data/, (route) => route.abort('internetdisconnected'));
  await page.getByRole('link', { name: 'My Fleet' }).first().click();
  const alert = page.getByRole('alert').filter({ hasText: NETWORK });
  await expect(alert).toBeVisible();
  await expectNoRawFetchError(page);

  await page.unroute(/\/MyFleet\.data/);
  await alert.getByRole('link', { name: 'Try again' }).click();
  await expect(page.getByText('Your fleet is empty.')).toBeVisible();
  await expect(alert).toHaveCount(0);
});

test('a page whose data cannot be loaded says the store could not be reached, and Try again loads it', async ({ page }) => {
  await page.goto('/category');
  const link = page.getByRole('link', { name: 'Hydraulic Systems', exact: true });
  await expect(link).toBeVisible();
  await waitForHydration(page);
  // The browser router's request for the next page's data never gets an answer.
  await page.route(/\/c\/\d+\.data/, (route) => route.abort('internetdisconnected'));
  await link.click();
  const alert = page.getByRole('alert').filter({ hasText: 'This category could not be loaded.' });
  await expect(alert).toContainText(NETWORK);
  await expectNoRawFetchError(page);

  await page.unroute(/\/c\/\d+\.data/);
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hydraulic Systems' })).toBeVisible();
  await expect(alert).toHaveCount(0);
});

test('no page shows "Failed to fetch" when the store cannot be reached', async ({ page, request }) => {
  test.slow(); // several pages in one journey: a loaded machine takes it past 30 s
  const part = await orderablePart(request);
  // A session first, so the cart and the checkout have something to show.
  await page.goto(`/${part.seoName}/p/${part.id}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to your cart.' })).toBeVisible();

  // The browser's own calls fail: the pages' loaders still render their data on the server.
  await goOffline(page);
  await page.goto('/cart');
  await expect(page.getByRole('link', { name: part.name }).first()).toBeVisible();
  for (const path of ['/cart', '/checkout', '/fleet', '/', `/${part.seoName}/p/${part.id}`, '/category', '/partsbooks', '/fleet/add']) {
    await page.goto(path);
    await waitForHydration(page);
    await expectNoRawFetchError(page);
  }
});

test('a product whose data cannot be loaded shows the error page in the store words, and Try again loads it', async ({ page, request }) => {
  const part = await orderablePart(request);
  await page.goto(`/search/s/p?PRODUCTS_MASTER%5Bquery%5D=${encodeURIComponent(part.name)}`);
  const link = page.locator(`main a[href$="/p/${part.id}"]`).first();
  await expect(link).toBeVisible();
  await waitForHydration(page);
  // The product page has no error page of its own: the root's shows.
  await page.route(/\/p\/\d+\.data/, (route) => route.abort('internetdisconnected'));
  await link.click();
  const alert = page.getByRole('alert').filter({ hasText: NETWORK });
  await expect(alert.getByRole('heading', { level: 1, name: NETWORK })).toBeVisible();
  await expect(alert.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
  await expectNoRawFetchError(page);

  await page.unroute(/\/p\/\d+\.data/);
  await alert.getByRole('link', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: part.name })).toBeVisible();
  await expect(alert).toHaveCount(0);
});
