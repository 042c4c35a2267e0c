import { expect, test, type Locator } from '@playwright/test';
import { openDialog, seriousAxeViolations, waitForHydration } from './e2e-support';
import { gqlData } from '../support/test-graphql';

/**
 * Types into a suggest box until suggestions for the new text show (typing before hydration does
 * nothing, and the list of the previous text stays up until the new answer arrives).
 */
async function typeForSuggestions(box: Locator, text: string, expected: RegExp) {
  const list = box.page().locator(`#${await box.getAttribute('aria-controls')}`);
  await expect(async () => {
    await box.fill('');
    await box.pressSequentially(text, { delay: 20 });
    await expect(box).toHaveAttribute('aria-expanded', 'true', { timeout: 2_000 });
    await expect(list.getByRole('option').filter({ hasText: expected }).first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

test.describe('header search box', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('suggests John Deere terms and belts for "jhon deere belt"; the keyboard picks one', async ({ page }) => {
    test.slow();
    await page.goto('/');
    const box = page.getByRole('banner').getByRole('combobox', { name: 'Search parts' });
    await typeForSuggestions(box, 'jhon deere belt', /john deere/i);
    const list = page.getByRole('listbox', { name: 'Search suggestions' }).first();
    const options = list.getByRole('option');
    await expect(options.first()).toBeVisible();
    const n = await options.count();
    // Spec 2 §9: at most 10 entries, 4 of them product slots.
    expect(n).toBeLessThanOrEqual(10);
    const texts = await options.allTextContents();
    expect(texts.some((t) => /john deere/i.test(t))).toBe(true);
    expect(texts.some((t) => /belt/i.test(t))).toBe(true);
    expect(await list.locator('[role=option] img').count()).toBeLessThanOrEqual(4);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await box.press('ArrowDown');
    const first = options.first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
    await box.press('ArrowUp');
    await expect(box).not.toHaveAttribute('aria-activedescendant');
    await box.press('Escape');
    await expect(box).toHaveAttribute('aria-expanded', 'false');

    // Enter with nothing highlighted searches for what was typed.
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\/s\/p\?PRODUCTS_MASTER%5Bquery%5D=jhon\+deere\+belt$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^\d+ Parts? for jhon deere belt$/);
    await expect(page.getByRole('region', { name: 'Results' }).getByRole('link', { name: /John Deere.*Belt/i }).first()).toBeVisible();
  });

  test('a product slot opens the product page; Enter on the search page keeps the refinements', async ({ page }) => {
    await page.goto('/search/s/p?PRODUCTS_MASTER[query]=belt&PRODUCTS_MASTER[refinementList][brand][0]=John%20Deere');
    const box = page.getByRole('banner').getByRole('combobox', { name: 'Search parts' });
    await expect(box).toHaveValue('belt');
    // The arrow key opens the suggestions for what is already in the box.
    await expect(async () => {
      await box.focus();
      await box.press('ArrowDown');
      await expect(box).toHaveAttribute('aria-expanded', 'true', { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await expect(page.getByRole('listbox', { name: 'Search suggestions' }).first().getByRole('option').first()).toContainText(/belt/i);
    await box.press('Escape');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await typeForSuggestions(box, 'seat', /seat/i);
    await box.press('Enter');
    await expect(page).toHaveURL(/PRODUCTS_MASTER%5Bquery%5D=seat/);
    await expect(page).toHaveURL(/refinementList%5D%5Bbrand%5D%5B0%5D=John\+Deere/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^\d+ Parts? for seat$/);

    await typeForSuggestions(box, 'radiator', /radiator/i);
    const products = page.getByRole('listbox', { name: 'Search suggestions' }).first().locator('[role=option]:has(img)');
    await expect(products.first()).toBeVisible();
    const name = (await products.first().locator('span').first().textContent())!;
    const total = await page.getByRole('listbox', { name: 'Search suggestions' }).first().getByRole('option').count();
    const index = total - (await products.count());
    for (let i = 0; i <= index; i++) await box.press('ArrowDown');
    await expect(products.first()).toHaveAttribute('aria-selected', 'true');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/p\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('a tap on the search box opens the suggest panel, which suggests and closes', async ({ page }) => {
    test.slow();
    await page.goto('/');
    const box = page.getByRole('banner').getByRole('combobox', { name: 'Search parts' });
    const panel = page.getByRole('dialog', { name: 'Search parts' });
    await openDialog(box, panel);
    const inner = panel.getByRole('combobox', { name: 'Search parts' });
    await expect(inner).toBeFocused();
    await typeForSuggestions(inner, 'kubota', /kubota/i);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await panel.getByRole('option').first().click();
    await expect(panel).toBeHidden();
    await expect(page).toHaveURL(/\/(search\/s\/p\?|.+\/p\/\d+)/);
  });

  test('the panel closes with its close button', async ({ page }) => {
    await page.goto('/');
    const panel = page.getByRole('dialog', { name: 'Search parts' });
    await openDialog(page.getByRole('banner').getByRole('combobox', { name: 'Search parts' }), panel);
    await panel.getByRole('button', { name: 'Close search' }).click();
    await expect(panel).toBeHidden();
  });
});

test('home sections SEATS, BELTS and RADIATORS: chips narrow the grid to a brand, See All searches for it', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  for (const title of ['SEATS', 'BELTS', 'RADIATORS']) {
    const section = page.getByRole('region', { name: title, exact: true });
    await expect(section).toBeVisible();
    const cards = section.getByRole('list', { name: `${title}: All` }).getByRole('listitem');
    expect(await cards.count()).toBeGreaterThan(0);
    expect(await cards.count()).toBeLessThanOrEqual(12);
  }
  const belts = page.getByRole('region', { name: 'BELTS', exact: true });
  const chips = belts.getByRole('list', { name: 'BELTS brands' }).getByRole('link');
  await expect(chips).toHaveText(['All', 'Universal', 'John Deere', 'Bobcat', 'Husqvarna', 'Snapper', 'Bad Boy', 'Kubota']);
  await expect(belts.getByRole('link', { name: /^See All/ })).toHaveAttribute('href', '/search/s/p?PRODUCTS_MASTER[query]=Belts');

  await belts.getByRole('link', { name: 'John Deere', exact: true }).click();
  await expect(page).toHaveURL(/\?belts=John\+Deere$/);
  await expect(belts.getByRole('link', { name: 'John Deere', exact: true })).toHaveAttribute('aria-current', 'true');
  const grid = belts.getByRole('list', { name: 'BELTS: John Deere' });
  await expect(grid).toBeVisible();
  const brands = await grid.locator('li .uppercase').allTextContents();
  expect(brands.length).toBeGreaterThan(0);
  expect(brands.length).toBeLessThanOrEqual(12);
  expect(new Set(brands)).toEqual(new Set(['John Deere']));
  // The other sections stay on All.
  await expect(page.getByRole('region', { name: 'SEATS', exact: true }).getByRole('link', { name: 'All', exact: true })).toHaveAttribute('aria-current', 'true');

  const seeAll = belts.getByRole('link', { name: /^See All/ });
  await expect(seeAll).toHaveAttribute('href', '/search/s/p?PRODUCTS_MASTER[query]=John%20Deere%20Belts');
  await seeAll.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^\d+ Parts? for John Deere Belts$/);
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('categories: the index, a group with its sub-categories, a sub-category with breadcrumb and products', async ({ page, request }) => {
  test.slow();
  await page.goto('/category');
  await expect(page).toHaveTitle(/Shop by Category/);
  await expect(page.getByRole('heading', { level: 1, name: 'Shop by Category' })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Filtration & Cooling', exact: true }).click();
  await expect(page).toHaveURL(/\/[\w-]+\/c\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Filtration & Cooling' })).toBeVisible();
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('listitem')).toHaveText(['Home', '/ Categories', '/ Filtration & Cooling']);
  const subs = page.getByRole('region', { name: 'Sub-categories' });
  await expect(subs.getByRole('link', { name: /^Radiators/ })).toBeVisible();
  const groupCount = Number((await page.locator('h1 + p').textContent())!.replace(/[^\d]/g, ''));
  expect(groupCount).toBeGreaterThan(0);

  await subs.getByRole('link', { name: /^Radiators/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Radiators' })).toBeVisible();
  await expect(crumbs.getByRole('listitem')).toHaveText(['Home', '/ Categories', '/ Filtration & Cooling', '/ Radiators']);
  await expect(page).toHaveTitle(/^Radiators Parts \| /);
  const products = page.getByRole('list', { name: 'Radiators products' }).getByRole('link');
  await expect(products.first()).toContainText(/Radiator/i);
  const subCount = Number((await page.locator('h1 + p').textContent())!.replace(/[^\d]/g, ''));
  expect(subCount).toBeGreaterThan(0);
  expect(subCount).toBeLessThan(groupCount);
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Search within the category.
  const url = new URL(page.url());
  await page.getByRole('searchbox', { name: 'Search in Radiators' }).fill('ford');
  await page.getByRole('button', { name: 'Search in Radiators' }).click();
  await expect(page).toHaveURL(new RegExp(`${url.pathname.replace('/c/', '/s/c/')}\\?PRODUCTS_MASTER%5Bquery%5D=ford$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^\d+ Parts? for ford$/);

  // A wrong name part redirects; an unknown id is the 404 page.
  const id = url.pathname.split('/').pop();
  const moved = await request.get(`/old-name/c/${id}`, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe(url.pathname);
  const missing = await request.get('/nothing/c/987654');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('Error 404 - Page not found.');
  // The category route shows the 404 page under its own error boundary: the tab still reads Page Not Found.
  for (const path of ['/x/c/99999', '/x/s/c/99999']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Error 404 - Page not found.' })).toBeVisible();
    await expect(page).toHaveTitle(/^Page Not Found \| /);
  }
});

test('manufacturers: the list, one manufacturer with its machines and parts, 404 for an unknown one', async ({ page, request }) => {
  test.slow();
  await page.goto('/mfg');
  await expect(page.getByRole('heading', { level: 1, name: 'Manufacturers' })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole('region', { name: 'Machine manufacturers' }).getByRole('link', { name: 'John Deere', exact: true }).click();
  await expect(page).toHaveURL(/\/mfg\/\d+$/);
  await expect(page).toHaveTitle(/^John Deere Parts \| /);
  await expect(page.getByRole('heading', { level: 1, name: 'John Deere' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'John Deere machines' }).getByRole('link').first()).toHaveAttribute('href', /^\/m\/\d+$/);
  const brands = await page.getByRole('list', { name: 'John Deere parts' }).locator('li .uppercase').allTextContents();
  expect(brands.length).toBeGreaterThan(0);
  expect(new Set(brands)).toEqual(new Set(['John Deere']));
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect((await request.get('/mfg/987654')).status()).toBe(404);
  expect((await request.get('/mfg/abc')).status()).toBe(404);
  await page.goto('/mfg/987654');
  await expect(page).toHaveTitle(/^Page Not Found \| /);
});

test('the suggestions page lists search terms for a misspelled brand, each a search link', async ({ page }) => {
  test.slow();
  await page.goto('/searchSuggest/jhon%20deere');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Suggestions for “jhon deere”');
  const links = page.getByRole('main').getByRole('link', { name: /John Deere/ });
  await expect(links.first()).toBeVisible();
  await expect(links.first()).toHaveAttribute('href', /^\/search\/s\/p\?PRODUCTS_MASTER\[query\]=John%20Deere/);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.goto('/searchSuggest');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Popular searches');
  await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
});

test('the brand on a product page opens the search refined to that brand', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/search/s/p?PRODUCTS_MASTER[query]=radiator');
  await page.getByRole('list', { name: 'Search results' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/p\/\d+$/);
  // The results page (whose brand facet links look alike) is gone once the product page shows.
  await expect(page.getByRole('complementary', { name: 'Filters' })).toHaveCount(0);
  const brandLink = page.getByRole('main').locator('a[href*="refinementList%5D%5Bbrand%5D"]').first();
  const brand = (await brandLink.textContent())!.trim();
  await brandLink.click();
  await expect(page).toHaveURL(/\/search\/s\/p\?PRODUCTS_MASTER%5BrefinementList%5D%5Bbrand%5D%5B0%5D=/);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(/^\d+ Parts?$/);
  const filters = page.getByRole('complementary', { name: 'Filters' });
  const box = filters.getByRole('checkbox', { name: new RegExp(`^${brand} \\d+$`, 'i') });
  await expect(box).toHaveAttribute('aria-checked', 'true');
  const count = Number((await box.textContent())!.match(/(\d+)$/)![1]);
  await expect(heading).toHaveText(count === 1 ? '1 Part' : `${count} Parts`);
});

test('a category that fails to load shows a spinner, then the error after 2 seconds', async ({ page }) => {
  // The page's clock is ours, so "after 2 seconds" is measured exactly, however busy the machine.
  await page.clock.install();
  await page.goto('/category');
  const link = page.getByRole('link', { name: 'Hydraulic Systems', exact: true });
  await expect(link).toBeVisible();
  // The browser's data request for the next page fails, as it would when the server is down.
  await page.route(/\/c\/\d+\.data/, (route) => route.fulfill({ status: 503, body: 'down' }));
  // The click must be the browser router's navigation, not a full page load.
  await page.waitForFunction(() => (window as unknown as { __reactRouterDataRouter?: { state: { initialized: boolean } } }).__reactRouterDataRouter?.state.initialized === true);
  await page.clock.pauseAt(new Date(Date.now() + 60_000));
  await link.click();
  const spinner = page.getByRole('status').filter({ hasText: 'Loading…' });
  const alert = page.getByRole('alert').filter({ hasText: 'This category could not be loaded.' });
  await expect(spinner).toBeVisible();
  await page.clock.runFor(1_900);
  await expect(spinner).toBeVisible();
  await expect(alert).toBeHidden();
  await page.clock.runFor(200);
  await expect(alert).toBeVisible();
  await expect(spinner).toBeHidden();
});

test('a category sorts by price with the order kept in the address, and its filters show as chips that remove them', async ({ page }) => {
  await page.goto('/category');
  await page.getByRole('link', { name: /^Radiators [\d,]+$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Radiators' })).toBeVisible();
  await waitForHydration(page);
  const count = () => page.locator('h1 + p').textContent().then((t) => Number(t!.replace(/[^\d]/g, '')));
  const total = await count();
  const sort = page.getByRole('combobox', { name: 'Sort by' });
  // A list without words starts in the catalogue's own order.
  await expect(sort).toHaveValue('DEFAULT');
  await sort.selectOption({ label: 'Price: low to high' });
  await expect(page).toHaveURL(/PRODUCTS_MASTER%5BsortBy%5D=PRICE_LOW/);
  const list = page.getByRole('list', { name: 'Radiators products' });
  const readPrices = async () =>
    (await list.getByRole('listitem').allTextContents())
      .map((t) => /\$([\d,]+(?:\.\d+)?)/.exec(t)?.[1])
      .filter((p): p is string => !!p)
      .map((p) => Number(p.replace(/,/g, '')));
  await expect.poll(async () => {
    const p = await readPrices();
    return p.length > 3 && p.every((x, i) => i === 0 || p[i - 1] <= x);
  }).toBe(true);

  // A brand (checked with Space, as a checkbox is) narrows the list without scrolling the page, shows as a chip, and
  // the chip takes it off again; the order stays.
  const brand = page.getByRole('complementary', { name: 'Filters' }).getByRole('region', { name: 'Brand' }).getByRole('checkbox').first();
  await brand.focus();
  const scrolled = await page.evaluate(() => window.scrollY);
  await page.keyboard.press('Space');
  const chips = page.getByRole('group', { name: 'Applied filters' });
  await expect(chips.getByRole('link', { name: /^Remove filter / })).toHaveCount(1);
  // Not a page further down, as Space on a link would scroll (a navigation may bring the page back up).
  expect(await page.evaluate(() => window.scrollY)).toBeLessThanOrEqual(scrolled);
  await expect.poll(count).toBeLessThan(total);
  await expect(sort).toHaveValue('PRICE_LOW');
  await chips.getByRole('link', { name: /^Remove filter / }).click();
  await expect(chips).toHaveCount(0);
  await expect.poll(count).toBe(total);
  await expect(page).toHaveURL(/PRODUCTS_MASTER%5BsortBy%5D=PRICE_LOW/);
  await expect(sort).toHaveValue('PRICE_LOW');
});

test.describe('category on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the Filters panel shows the facets and the product count', async ({ page }) => {
    await page.goto('/category');
    await page.getByRole('link', { name: /^Radiators [\d,]+$/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Radiators' })).toBeVisible();
    const count = Number((await page.locator('h1 + p').textContent())!.replace(/[^\d]/g, ''));
    const panel = page.getByRole('dialog', { name: 'Filters' });
    await openDialog(page.getByRole('button', { name: 'Filters' }), panel);
    await expect(panel.getByRole('radiogroup', { name: 'Price' })).toBeVisible();
    await panel.getByRole('button', { name: `Show Results (${count})` }).click();
    await expect(panel).toBeHidden();
  });
});

test('the Machine facet lists the customer’s fleet machines first', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const facets = await gqlData<{ v1: { searchResults: { filters: Array<{ id: string; values: Array<{ value: string }> }> } } }>(
    request,
    '{ v1 { searchResults(searchString: "belt", first: 1) { filters { id values { value } } } } }',
  );
  const machines = facets.v1.searchResults.filters.find((f) => f.id === 'machine')!.values.map((v) => v.value);
  expect(machines.length).toBeGreaterThan(1);
  const models = await gqlData<{ v1: { machineModels: Array<{ id: string; name: string; manufacturer: string; manufacturerId: string; machineTypeId: string }> } }>(
    request,
    '{ v1 { machineModels { id name manufacturer manufacturerId machineTypeId } } }',
  );
  // The last machine by name: without the fleet it is far down the list.
  const target = [...machines].reverse().map((m) => models.v1.machineModels.find((x) => x.name === m)).find(Boolean)!;
  const label = target.name;

  await page.goto('/fleet/add');
  await expect(page.getByLabel('Machine type')).toBeEnabled();
  await page.getByLabel('Machine type').selectOption(target.machineTypeId);
  await expect(page.getByLabel('Manufacturer')).toBeEnabled();
  await page.getByLabel('Manufacturer').selectOption(target.manufacturerId);
  await expect(page.getByLabel('Model')).toBeEnabled();
  await page.getByLabel('Model').selectOption(target.id);
  await page.getByRole('button', { name: 'Add to my fleet' }).click();
  await expect(page).toHaveURL(new RegExp(`/m/${target.id}/mm/\\d+$`));

  await page.goto('/search/s/p?PRODUCTS_MASTER[query]=belt');
  const facet = page.getByRole('complementary', { name: 'Filters' }).getByRole('region', { name: 'Machine' });
  const first = facet.getByRole('checkbox').first();
  await expect(first).toContainText(label);
  await expect(first).toContainText('My Fleet');
});
