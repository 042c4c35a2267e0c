import { expect, test } from '@playwright/test';

test('"jd 4020 belt" lists belts first, not seat belts, and names the kind in a chip that removes it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/search/s/p?PRODUCTS_MASTER[query]=jd+4020+belt');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(/^\d+ Parts? for jd 4020 belt$/);
  const chip = page.getByRole('link', { name: 'Remove Belts: search every category' });
  await expect(chip).toHaveText(/in Belts/);

  const cards = page.getByRole('list', { name: 'Search results' }).getByRole('listitem');
  await expect(cards.first()).toContainText(/belt/i);
  for (let i = 0; i < Math.min(3, await cards.count()); i++) await expect(cards.nth(i)).not.toContainText(/seat belt/i);

  const total = (await heading.textContent())!;
  await chip.click();
  await expect(page).toHaveURL(/anyCategory=1/);
  await expect(page.getByRole('link', { name: /^Remove Belts/ })).toHaveCount(0);
  // The same parts, ranked by the words alone.
  await expect(heading).toHaveText(total);
});

test('a machine typed run together finds its parts on a phone, and the home page BELTS grid shows belts', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/search/s/p?PRODUCTS_MASTER[query]=jd4020');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^\d+ Parts? for jd4020$/);
  await expect(page.getByRole('list', { name: 'Search results' }).getByRole('listitem').first()).toContainText(/John Deere|4020/);

  await page.goto('/');
  const belts = page.getByRole('list', { name: 'BELTS: All' }).getByRole('listitem');
  await expect(belts.first()).toBeVisible();
  const names = await belts.allTextContents();
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) expect(name).not.toMatch(/seat belt/i);
});
