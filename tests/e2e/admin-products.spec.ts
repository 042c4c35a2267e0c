import { expect, test } from '@playwright/test';
import { apiData, DEMO_ADMIN, DEMO_PASSWORD, DEMO_STAFF, demoToken, seriousAxeViolations, signInSession, waitForHydration } from './e2e-support';

// Product editing in the back office (issue 24): an administrator changes a price, reviews the
// change, saves it, and the product page and search show it at once.

interface Listed {
  id: string;
  sku: string;
  name: string;
  price: string | null;
}

/** A published, priced part deep in the name-ordered list (other tests pick theirs by id from the top). */
async function pickProduct(request: Parameters<typeof demoToken>[0], page: number): Promise<Listed> {
  const token = await demoToken(request, DEMO_ADMIN);
  const data = await apiData<{ v1: { admin: { products: { nodes: Array<Listed & { published: boolean; status: string }> } } } }>(
    request,
    'query($page: Int) { v1 { admin { products(filter: { stock: IN_STOCK }, first: 10, page: $page) { nodes { id sku name price published status } } } } }',
    { page },
    token,
  );
  const p = data.v1.admin.products.nodes.find((n) => n.published && n.price !== null && n.status === 'IN_STOCK');
  expect(p).toBeTruthy();
  return p!;
}

test('an administrator edits a price, reviews the change, saves it, and the product page and search show it', async ({ page, request }) => {
  // Five pages and two accessibility scans.
  test.setTimeout(60_000);
  const p = await pickProduct(request, 12);
  await signInSession(page, DEMO_ADMIN, DEMO_PASSWORD);
  await page.goto(`/admin/products?search=${encodeURIComponent(p.sku)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  expect(await seriousAxeViolations(page, 'main')).toEqual([]);
  await page.getByRole('table').getByRole('link', { name: p.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: p.name })).toBeVisible();
  await waitForHydration(page);

  // A refused value is named beside its field, and nothing is reviewed.
  const price = page.getByLabel('Price', { exact: true });
  await price.fill('-5');
  await page.getByRole('button', { name: 'Review changes' }).click();
  await expect(page.getByRole('alert')).toHaveText('Nothing was saved: correct the fields marked below.');
  await expect(page.getByLabel('Price', { exact: true })).toHaveAccessibleDescription(/The price cannot be below zero\./);

  await page.getByLabel('Price', { exact: true }).fill('987.65');
  await page.getByRole('button', { name: 'Review changes' }).click();
  await expect(page.getByRole('heading', { name: 'Review changes' })).toBeVisible();
  const row = page.getByTestId('product-changes').getByRole('row', { name: /Price/ });
  await expect(row).toContainText(`$${Number(p.price).toFixed(2)}`);
  await expect(row).toContainText('$987.65');
  expect(await seriousAxeViolations(page, 'main')).toEqual([]);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status')).toHaveText('Saved: Price. Search, the product page and carts show the new values now.');
  await expect(page.getByLabel('Price', { exact: true })).toHaveValue('987.65');

  await page.getByRole('link', { name: 'Product page' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(p.name);
  await expect(page.getByRole('main')).toContainText('$987.65');

  await page.goto(`/search?PRODUCTS_MASTER%5Bquery%5D=${encodeURIComponent(p.sku)}`);
  await expect(page.getByRole('main')).toContainText('$987.65');
});

test('bulk edit: a percentage change is previewed with its refused products, then applied', async ({ page, request }) => {
  const p = await pickProduct(request, 14);
  await signInSession(page, DEMO_ADMIN, DEMO_PASSWORD);
  await page.goto(`/admin/products?search=${encodeURIComponent(p.sku)}`);
  await waitForHydration(page);
  await page.getByRole('checkbox', { name: `Select ${p.sku}` }).first().check();
  await page.getByLabel('Change', { exact: true }).selectOption('PRICE_ADD');
  await page.getByLabel(/^Amount/).fill('-1000000');
  await page.getByRole('button', { name: 'Preview change' }).click();
  await expect(page.getByTestId('bulk-refused')).toContainText('below zero');
  await expect(page.getByRole('button', { name: /Apply to 0 products/ })).toBeDisabled();

  await page.getByLabel('Change', { exact: true }).selectOption('PRICE_PERCENT');
  await page.getByLabel(/^Percentage/).fill('10');
  await page.getByRole('button', { name: 'Preview change' }).click();
  const expected = `$${(Math.round(Math.round(Number(p.price) * 100) * 1.1) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
  await expect(page.getByTestId('bulk-preview')).toContainText(expected);
  await page.getByRole('button', { name: 'Apply to 1 product' }).click();
  await expect(page.getByRole('heading', { name: 'Change applied' })).toBeVisible();
  await expect(page.getByTestId('admin-product-row')).toContainText(expected);
});

test('at phone width the list is cards and the edit form fits the screen', async ({ page, request }) => {
  const p = await pickProduct(request, 16);
  await page.setViewportSize({ width: 375, height: 800 });
  await signInSession(page, DEMO_ADMIN, DEMO_PASSWORD);
  await page.goto(`/admin/products?search=${encodeURIComponent(p.sku)}`);
  const card = page.getByTestId('admin-product-row-card').first();
  await expect(card).toBeVisible();
  await expect(card).toContainText(p.sku);
  await card.getByRole('link', { name: p.name }).click();
  await expect(page.getByRole('button', { name: 'Review changes' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('staff without price rights get the 403 page', async ({ page }) => {
  await signInSession(page, DEMO_STAFF, DEMO_PASSWORD);
  const res = await page.goto('/admin/products');
  expect(res?.status()).toBe(403);
  await expect(page.getByText('Your role does not allow this. Ask an administrator.')).toBeVisible();
});
