import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_STAFF, signInSession, waitForHydration } from './e2e-support';

// "hydrolick" is three edits from "hydraulic": more than the search forgives (two from 8 letters), so it finds nothing.
const MISSPELT = 'hydrolick filter';
const searchUrl = (q: string) => `/search/s/p?PRODUCTS_MASTER[query]=${encodeURIComponent(q)}`;

test('a search that finds nothing offers a respelling, categories, the phone and a part request that reaches the staff', async ({ page, browser, request }) => {
  test.setTimeout(90_000);
  await page.goto(searchUrl(MISSPELT));
  const results = page.getByRole('region', { name: 'Results' });
  await expect(results.getByRole('heading', { name: 'No Results Found' })).toBeVisible();

  // The categories its words name, each a page that exists.
  const categories = results.getByRole('navigation', { name: 'Categories' });
  await expect(categories.getByRole('link', { name: 'Hydraulic Filters' })).toBeVisible();
  for (const href of await categories.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')!))) {
    expect((await request.get(href)).status(), href).toBe(200);
  }

  // The store's phone and its hours.
  const call = results.getByRole('region', { name: 'Ask our parts counter' });
  await expect(call.getByRole('link', { name: /\d{3}.*\d{4}/ })).toHaveAttribute('href', /^tel:\+\d+$/);
  await expect(call).toContainText(/\d/);

  // Request this part: errors next to the fields, then the confirmation, without leaving the page.
  await waitForHydration(page);
  const form = results.getByRole('region', { name: 'Request this part' });
  await expect(form.getByLabel('Part number or description')).toHaveValue(MISSPELT);
  await form.getByLabel('Quantity').fill('0');
  await form.getByRole('button', { name: 'Request this part' }).click();
  await expect(form.getByText('Enter a quantity from 1 to 10,000.')).toBeVisible();
  await expect(form.getByText('Enter your e-mail address: the quote is sent there.')).toBeVisible();
  await expect(form.getByLabel('Quantity')).toHaveAttribute('aria-invalid', 'true');
  const email = `dead-end-${Date.now()}@example.com`;
  await form.getByLabel('Quantity').fill('2');
  await form.getByLabel('Your e-mail').fill(email);
  await form.getByLabel('Machine (optional)').fill('John Deere 4020, serial 201000');
  await form.getByRole('button', { name: 'Request this part' }).click();
  const sent = results.getByRole('status').filter({ hasText: 'is with our staff' });
  await expect(sent).toContainText(email);
  const number = /Q-\d+/.exec((await sent.textContent()) ?? '')![0];
  await expect(page).toHaveURL(/hydrolick/);

  // Staff see it among the quote requests.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signInSession(staff, DEMO_STAFF, DEMO_PASSWORD);
  await staff.goto('/admin/quotes?status=REQUESTED');
  await staff.getByLabel('Search quotes').fill(email);
  await staff.getByRole('button', { name: 'Show quotes' }).click();
  await staff.getByRole('link', { name: number }).first().click();
  await expect(staff.getByRole('heading', { level: 1, name: `Quote request ${number}` })).toBeVisible();
  await expect(staff.getByText(MISSPELT).first()).toBeVisible();
  await expect(staff.getByText('John Deere 4020, serial 201000')).toBeVisible();
  await staffContext.close();

  // "Did you mean" leads to a search that finds the part.
  await expect(results.getByText('Did you mean')).toBeVisible();
  await results.getByRole('link', { name: 'hydraulic filter', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^[1-9]\d* Parts? for hydraulic filter$/);
  await expect(page.getByText('Did you mean')).toHaveCount(0);
});

test('a machine named in a search that finds nothing links to its page', async ({ page, request }) => {
  await page.goto(searchUrl('4020 zzqx'));
  const machines = page.getByRole('navigation', { name: 'Machines' });
  const link = machines.getByRole('link', { name: 'John Deere 4020 parts' });
  await expect(link).toBeVisible();
  expect((await request.get((await link.getAttribute('href'))!)).status()).toBe(200);
});

test('the header suggests the corrected spelling and marks the part number a product matched', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const box = page.getByRole('search', { name: 'Parts' }).getByRole('combobox', { name: 'Search parts' });
  const list = page.getByRole('listbox', { name: 'Search suggestions' });
  await box.fill('hydralic filtr');
  const fix = list.getByRole('option', { name: 'Did you mean hydraulic filter' });
  await expect(fix).toBeVisible();
  await fix.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^[1-9]\d* Parts? for hydraulic filter$/);

  await box.fill('at 118-998');
  const product = list.getByRole('option').filter({ has: page.locator('mark') });
  await expect(product.first().locator('mark')).toHaveText('AT118998');
});

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });

  test('the part request is sent and confirmed', async ({ page }) => {
    await page.goto(searchUrl(MISSPELT));
    const form = page.getByRole('region', { name: 'Request this part' });
    await form.getByLabel('Your e-mail').fill(`no-script-${Date.now()}@example.com`);
    await form.getByRole('button', { name: 'Request this part' }).click();
    await expect(page.getByRole('status')).toContainText(/your quote request Q-\d+ is with our staff/);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  for (const when of ['as the page loads', 'once the page has come to life']) {
    test(`the search box keeps every letter typed at once after a tap ${when}`, async ({ page }) => {
      // A phone's network: every request takes a while, the suggest panel's script too.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 300, downloadThroughput: -1, uploadThroughput: -1 });
      await page.goto('/', { waitUntil: when === 'as the page loads' ? 'commit' : 'load' });
      if (when !== 'as the page loads') await waitForHydration(page);
      const box = page.getByRole('search', { name: 'Parts' }).getByRole('combobox', { name: 'Search parts' });
      await box.tap();
      // No pause: the letters follow the tap as a quick thumb types them.
      await page.keyboard.type('at118998');
      await waitForHydration(page);
      const typed = page.locator('input[type="search"]:focus');
      await expect(typed).toHaveValue('at118998');
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^[1-9]\d* Parts? for at118998$/);
    });
  }
});
