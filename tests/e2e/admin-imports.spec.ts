import { expect, test } from '@playwright/test';
import { formatPrice } from '../../shared/money';
import { DEMO_ADMIN, DEMO_PASSWORD, DEMO_STAFF, demoToken, signInSession, waitForHydration } from './e2e-support';

test('the administrator uploads a price file with one bad line, reads the preview, applies it, sees it in the history, and search shows the new price', async ({ page, request }) => {
  // A part in stock with a price, from the export (the same format the upload takes).
  const token = await demoToken(request, DEMO_ADMIN);
  const exported = await request.get('/admin/export.csv?stock=in-stock', { headers: { authorization: `Bearer ${token}` } });
  expect(exported.status()).toBe(200);
  const lines = (await exported.text()).trimEnd().split('\r\n');
  expect(lines[0]).toBe('sku,manufacturer_part_number,vendor,price,old_price,stock,status,order_minimum_quantity,order_maximum_quantity');
  const row = lines
    .slice(1)
    .map((l) => l.split(','))
    .reverse()
    .find((cells) => cells.length === 9 && /^[A-Z0-9-]+$/i.test(cells[0]) && cells[3] !== '');
  expect(row, 'an exported part with a price').toBeDefined();
  const [sku, , , price] = row!;
  const newPrice = (Number(price) + 1.37).toFixed(2);
  const fileName = `prices-${Date.now().toString(36)}.csv`;
  const bad = `NO-SUCH-PART-${Date.now().toString(36)}`;

  await signInSession(page, DEMO_ADMIN, DEMO_PASSWORD);
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Price files' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Price and stock files' })).toBeVisible();
  await waitForHydration(page);

  await page.getByLabel('File', { exact: true }).setInputFiles({ name: fileName, mimeType: 'text/csv', buffer: Buffer.from(`\uFEFFPrice,SKU\r\n${newPrice},${sku}\r\n5,${bad}\r\n`) });
  await page.getByRole('button', { name: 'Check the file' }).click();
  await expect(page).toHaveURL(/\/admin\/imports\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: fileName })).toBeVisible();
  await expect(page.getByTestId('import-status')).toHaveText('Checked, not applied');
  await expect(page.getByTestId('count-accepted')).toHaveText('1');
  await expect(page.getByTestId('count-refused')).toHaveText('1');
  // The refused line, with its number and reason.
  const refused = page.getByTestId('refused-line');
  await expect(refused).toHaveCount(1);
  await expect(refused.getByRole('cell').nth(0)).toHaveText('3');
  await expect(refused.getByRole('cell').nth(1)).toHaveText(bad);
  await expect(refused.getByRole('cell').nth(2)).toHaveText(`Unknown part: no product has the SKU “${bad}”.`);
  // The sample shows the price before and after.
  await expect(page.getByRole('row').filter({ hasText: sku })).toContainText(`→ ${newPrice}`);

  await waitForHydration(page);
  await page.getByRole('button', { name: 'Apply 1 change' }).click();
  await expect(page.getByRole('status')).toContainText('Applied: 1 product was changed');
  await expect(page.getByTestId('import-status')).toHaveText('Applied');

  await page.getByRole('link', { name: 'Price and stock files' }).click();
  const historyRow = page.getByTestId('import-row').filter({ hasText: fileName });
  await expect(historyRow).toContainText('Applied');
  await expect(historyRow).toContainText(DEMO_ADMIN);

  await page.goto(`/search/s/p?PRODUCTS_MASTER[query]=${encodeURIComponent(sku)}`);
  const results = page.getByRole('list', { name: 'Search results' }).getByRole('listitem');
  await expect(results.first()).toContainText(formatPrice(newPrice, { maxDecimals: 4 }));
});

test('staff without price rights get the 403 page on /admin/imports', async ({ page }) => {
  await signInSession(page, DEMO_STAFF, DEMO_PASSWORD);
  const res = await page.goto('/admin/imports');
  expect(res?.status()).toBe(403);
});
