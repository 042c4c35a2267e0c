import { expect, test } from '@playwright/test';
import { waitForHydration } from './e2e-support';

test('a misspelled search from the header finds John Deere belts, and a brand refinement narrows them', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search parts' }).first();
  await box.fill('jhon deere belt');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\/s\/p\?PRODUCTS_MASTER%5Bquery%5D=jhon\+deere\+belt|PRODUCTS_MASTER\[query\]=jhon/);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(/^\d+ Parts? for jhon deere belt$/);
  const total = Number((await heading.textContent())!.split(' ')[0].replace(/,/g, ''));
  expect(total).toBeGreaterThan(0);
  await expect(page.getByRole('link', { name: /John Deere.*Belt|Belt.*John Deere/i }).first()).toBeVisible();

  const filters = page.getByRole('complementary', { name: 'Filters' });
  const deere = filters.getByRole('checkbox', { name: /^John Deere \d+$/ });
  const count = Number((await deere.textContent())!.match(/(\d+)$/)![1]);
  await deere.click();
  await expect(page).toHaveURL(/refinementList%5D%5Bbrand%5D%5B0%5D=John\+Deere|refinementList\]\[brand\]\[0\]=John/);
  await expect(heading).toHaveText(new RegExp(`^${count} Parts? for jhon deere belt$`));
  await expect(filters.getByRole('checkbox', { name: /^John Deere \d+$/ })).toHaveAttribute('aria-checked', 'true');

  await filters.getByRole('radio', { name: 'Less than $200' }).click();
  await expect(page).toHaveURL(/price%5D=%3C200|price\]=<200/);
  await expect(filters.getByRole('radio', { name: 'Less than $200' })).toHaveAttribute('aria-checked', 'true');
});

test('Space toggles a brand checkbox and a price radio from the keyboard, and does not scroll the page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/search?q=belt');
  await waitForHydration(page);
  const filters = page.getByRole('complementary', { name: 'Filters' });
  const bobcat = filters.getByRole('region', { name: 'Brand' }).getByRole('checkbox', { name: /^Bobcat \d+$/ });
  await expect(bobcat).toHaveAttribute('aria-checked', 'false');
  await bobcat.focus();
  const scrolled = await page.evaluate(() => window.scrollY);
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/refinementList%5D%5Bbrand%5D%5B0%5D=Bobcat|refinementList\]\[brand\]\[0\]=Bobcat/);
  await expect(bobcat).toHaveAttribute('aria-checked', 'true');
  // Not a page further down, as Space on a link would scroll (a navigation may bring the page back up).
  expect(await page.evaluate(() => window.scrollY)).toBeLessThanOrEqual(scrolled);
  await expect(page.getByRole('group', { name: 'Applied filters' }).getByRole('link', { name: /^Remove filter Brand: Bobcat/ })).toBeVisible();

  const under200 = filters.getByRole('radio', { name: 'Less than $200' });
  await under200.focus();
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/price%5D=%3C200|price\]=<200/);
  await expect(under200).toHaveAttribute('aria-checked', 'true');
  // Not a page further down, as Space on a link would scroll (a navigation may bring the page back up).
  expect(await page.evaluate(() => window.scrollY)).toBeLessThanOrEqual(scrolled);

  // Space again unchecks the checkbox; Enter still works as before.
  await bobcat.focus();
  await page.keyboard.press('Space');
  await expect(bobcat).toHaveAttribute('aria-checked', 'false');
  await expect(page).not.toHaveURL(/Bobcat/);
  await bobcat.focus();
  await page.keyboard.press('Enter');
  await expect(bobcat).toHaveAttribute('aria-checked', 'true');
});

test('a search with no match says so', async ({ page }) => {
  await page.goto('/search/s/p?PRODUCTS_MASTER[query]=zzzzqqqq');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('0 Parts for zzzzqqqq');
  await expect(page.getByText('No Results Found')).toBeVisible();
  await expect(page.getByText('Make sure that all words are spelled correctly or try different keywords')).toBeVisible();
});

test('a result opens its product page', async ({ page }) => {
  await page.goto('/search/s/p?PRODUCTS_MASTER[query]=radiator');
  const first = page.getByRole('list', { name: 'Search results' }).getByRole('link').first();
  await first.click();
  await expect(page).toHaveURL(/\/p\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/Radiator/i);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  test('the Filters panel shows the result count', async ({ page }) => {
    await page.goto('/search/s/p?PRODUCTS_MASTER[query]=seat');
    const count = (await page.getByRole('heading', { level: 1 }).textContent())!.split(' ')[0];
    await page.getByRole('button', { name: 'Filters' }).click();
    await expect(page.getByRole('button', { name: `Show Results (${count.replace(/,/g, '')})` })).toBeVisible();
  });
});
