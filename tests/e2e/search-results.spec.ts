import { expect, test, type Page } from '@playwright/test';
import { openDialog, waitForHydration } from './e2e-support';

/** Counts the browser's requests for further pages and filter counts (the /search/results route). */
function countResultRequests(page: Page): { readonly n: number; urls: string[] } {
  const urls: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/search/results') urls.push(r.url());
  });
  return {
    get n() {
      return urls.length;
    },
    urls,
  };
}

async function headingCount(page: Page): Promise<number> {
  const text = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  return Number(text.split(' ')[0].replace(/,/g, ''));
}

const fmt = (n: number) => n.toLocaleString('en-US');

for (const [device, viewport] of [
  ['a desktop', { width: 1280, height: 900 }],
  ['a phone', { width: 390, height: 844 }],
] as const) {
  test.describe(`on ${device}`, () => {
    test.use({ viewport });

    // The test catalogue has 300 parts: the whole catalogue is the longest list (the demo's "belt" has about 600).
    test('scrolls the whole catalogue to its end, one request a page, none while idle; reload and back restore it', async ({ page }) => {
      test.slow();
      const requests = countResultRequests(page);
      await page.goto('/search');
      await waitForHydration(page);
      const total = await headingCount(page);
      // Past the 100 results one request may answer.
      expect(total).toBeGreaterThan(250);
      const status = page.getByText(/^Showing [\d,]+ of [\d,]+$/);
      await expect(status).toHaveText(`Showing 24 of ${fmt(total)}`);
      await page.waitForLoadState('networkidle');
      expect(requests.n).toBe(0);

      // The customer scrolls down: each time the end of the list comes near, one page more.
      const more = page.getByRole('link', { name: 'Show more results' });
      const end = `Showing ${fmt(total)} of ${fmt(total)}`;
      while ((await status.textContent()) !== end) {
        const before = await status.textContent();
        await more.scrollIntoViewIfNeeded().catch(() => {});
        await expect(status).not.toHaveText(before!);
      }
      await expect(more).toHaveCount(0);
      const pages = Math.ceil(total / 24);
      expect(requests.n).toBe(pages - 1);
      // Each request asked for the page after the last result shown.
      expect(new Set(requests.urls).size).toBe(requests.n);
      expect(requests.urls.every((u) => new URL(u).searchParams.has('after'))).toBe(true);
      const cards = page.getByRole('list', { name: 'Search results' }).getByRole('listitem');
      await expect(cards).toHaveCount(total);
      await cards.last().scrollIntoViewIfNeeded();
      await expect(cards.last().getByRole('link')).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`PRODUCTS_MASTER%5Bpage%5D=${pages}$|PRODUCTS_MASTER\\[page\\]=${pages}$`));

      // Idle at the end: nothing more is asked for.
      await page.waitForLoadState('networkidle');
      const settled = requests.n;
      await page.mouse.wheel(0, 2000);
      await page.waitForLoadState('networkidle');
      expect(requests.n).toBe(settled);

      // A reload renders every page up to the last one on the server, where the customer was.
      await page.reload();
      await expect(status).toHaveText(end);
      await expect(cards).toHaveCount(total);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);

      // Back from a product: the list as far as it had grown, at the same place.
      await waitForHydration(page);
      const last = cards.last().getByRole('link');
      await last.scrollIntoViewIfNeeded();
      const y = await page.evaluate(() => window.scrollY);
      await last.click();
      await expect(page).toHaveURL(/\/p\/\d+$/);
      await page.goBack();
      await expect(status).toHaveText(end);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(y - 400);
    });
  });
}

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('sorts by price, low to high, with the order kept in the address', async ({ page }) => {
    await page.goto('/search');
    await waitForHydration(page);
    const sort = page.getByRole('combobox', { name: 'Sort by' });
    await expect(sort).toHaveValue('DEFAULT');
    await expect(sort.getByRole('option')).toHaveText([
      'Best match',
      'Featured',
      'Best selling',
      'Highest rated',
      'Price: low to high',
      'Price: high to low',
      'Name: A to Z',
      'Name: Z to A',
    ]);
    await sort.selectOption({ label: 'Price: low to high' });
    await expect(page).toHaveURL(/PRODUCTS_MASTER%5BsortBy%5D=PRICE_LOW|PRODUCTS_MASTER\[sortBy\]=PRICE_LOW/);
    await expect(sort).toHaveValue('PRICE_LOW');
    const readPrices = async () => {
      const texts = await page.getByRole('list', { name: 'Search results' }).getByRole('listitem').allTextContents();
      return texts.map((t) => /\$([\d,]+(?:\.\d+)?)/.exec(t)?.[1]).filter((p): p is string => !!p).map((p) => Number(p.replace(/,/g, '')));
    };
    const ascending = (p: number[]) => p.length > 10 && p.every((x, i) => i === 0 || p[i - 1] <= x);
    await expect.poll(async () => ascending(await readPrices())).toBe(true);
    const prices = await readPrices();

    await sort.selectOption({ label: 'Price: high to low' });
    await expect(page).toHaveURL(/PRICE_HIGH/);
    await expect.poll(async () => (await readPrices())[0]).toBeGreaterThanOrEqual(prices[prices.length - 1]);
  });

  test.describe('without scripts', () => {
    test.use({ javaScriptEnabled: false });
    test('the sort form and the Show more results link still work', async ({ page }) => {
      await page.goto('/search');
      await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Name: A to Z' });
      await page.getByRole('button', { name: 'Sort' }).click();
      await expect(page).toHaveURL(/PRODUCTS_MASTER%5BsortBy%5D=A_TO_Z/);
      await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('A_TO_Z');
      await page.getByRole('link', { name: 'Show more results' }).click();
      await expect(page).toHaveURL(/PRODUCTS_MASTER%5Bpage%5D=2/);
      await expect(page.getByRole('list', { name: 'Search results' }).getByRole('listitem')).toHaveCount(48);
    });
  });

  test('a second category adds to the first (the Category filter is multi-select)', async ({ page }) => {
    await page.goto('/search/s/p?PRODUCTS_MASTER[query]=belt');
    const filters = page.getByRole('complementary', { name: 'Filters' });
    const category = filters.getByRole('region', { name: 'Category' });
    const vBelts = category.getByRole('checkbox', { name: /^V-Belts \d+$/ });
    const driveBelts = category.getByRole('checkbox', { name: /^Drive Belts \d+$/ });
    const countOf = async (l: typeof vBelts) => Number((await l.textContent())!.match(/(\d+)$/)![1]);
    const a = await countOf(vBelts);
    const b = await countOf(driveBelts);
    await vBelts.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(`^${a} Parts? for belt$`));
    await expect(vBelts).toHaveAttribute('aria-checked', 'true');
    // The other categories keep their counts, so a second one can be added.
    await expect(driveBelts).toHaveText(new RegExp(`${b}$`));
    await driveBelts.click();
    await expect(driveBelts).toHaveAttribute('aria-checked', 'true');
    await expect(vBelts).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(new RegExp(`^${a} Parts? for belt$`));
    const both = await headingCount(page);
    expect(both).toBeGreaterThan(Math.max(a, b));
    expect(both).toBeLessThanOrEqual(a + b);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('two filters chosen in the open panel apply with Show Results (N); chips remove them', async ({ page }) => {
    const requests = countResultRequests(page);
    await page.goto('/search/s/p?PRODUCTS_MASTER[query]=belt');
    const total = await headingCount(page);
    const filtersButton = page.getByRole('button', { name: /^Filters/ });
    const panel = page.getByRole('dialog', { name: 'Filters' });
    await openDialog(filtersButton, panel);
    const show = panel.getByRole('button', { name: /^Show Results/ });
    await expect(show).toHaveText(`Show Results (${total})`);

    await panel.getByRole('region', { name: 'Brand' }).getByRole('checkbox').first().click();
    // The panel stays open; the choice is pending until applied.
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('region', { name: 'Brand' }).getByRole('checkbox').first()).toHaveAttribute('aria-checked', 'true');
    await expect(show).toHaveText(/^Show Results \(\d+\)$/);
    const afterOne = Number((await show.textContent())!.match(/\((\d+)\)/)![1]);
    expect(afterOne).toBeLessThan(total);
    await panel.getByRole('radio', { name: 'Less than $200' }).click();
    await expect(panel).toBeVisible();
    await expect(show).not.toHaveText(`Show Results (${afterOne})`);
    await expect(show).toHaveText(/^Show Results \(\d+\)$/);
    const n = Number((await show.textContent())!.match(/\((\d+)\)/)![1]);
    expect(n).toBeLessThanOrEqual(afterOne);
    expect(page.url()).not.toContain('refinementList');
    // Counting asks only for counts: at most one request per choice made.
    expect(requests.urls.every((u) => new URL(u).searchParams.get('count') === '1')).toBe(true);
    expect(requests.n).toBeLessThanOrEqual(2);

    await show.click();
    await expect(panel).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(`^${n} Parts? for belt$`));
    await expect(filtersButton).toHaveText(/Filters\s*2/);
    const chips = page.getByRole('group', { name: 'Applied filters' });
    await expect(chips.getByRole('link', { name: /^Remove filter/ })).toHaveCount(2);

    await chips.getByRole('link', { name: 'Remove filter Price: Less than $200' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(`^${afterOne} Parts? for belt$`));
    await expect(chips.getByRole('link', { name: /^Remove filter/ })).toHaveCount(1);
    await expect(filtersButton).toHaveText(/Filters\s*1/);

    await chips.getByRole('link', { name: 'Clear all' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${fmt(total)} Parts for belt`);
    await expect(page.getByRole('group', { name: 'Applied filters' })).toHaveCount(0);
    await expect(filtersButton).toHaveText('Filters');
  });
});
