import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

const GROUPS = [
  'Engine Components',
  'Filtration &amp; Cooling',
  'Transmission &amp; Drive',
  'Hydraulic Systems',
  'Electrical &amp; Controls',
  'Chassis &amp; Body',
  'Attachments &amp; Accessories',
  'Maintenance &amp; Repair',
];

test('the home page is rendered on the server from the database', async ({ request }) => {
  const res = await request.get('/');
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain('Heavy-Duty Parts for Heavy-Duty Performance');
  expect(html).toContain('Quality parts for construction, agricultural, and industrial machinery. Built to last, delivered fast.');
  for (const group of GROUPS) expect(html).toContain(group);
  expect(html).toContain('Shop by Fitment');
  expect(html).toContain('John Deere');
});

test('every page carries title, description, canonical URL and social tags in the server HTML', async ({ request, baseURL }) => {
  const html = await (await request.get('/?utm_source=mail')).text();
  expect(html).toMatch(/<title>[^<]*[Pp]arts[^<]*<\/title>/);
  expect(html).toMatch(/<meta name="description" content="[^"]*customer service[^"]*"/);
  expect(html).toContain(`<link rel="canonical" href="${baseURL}/"`);
  expect(html).toMatch(/<meta property="og:image" content="[^"]+social-512x245\.png"/);
  expect(html).toContain('<meta property="og:image:width" content="512"');
  expect(html).toContain('<meta property="og:image:height" content="245"');
  expect(html).toMatch(/<meta name="twitter:card" content="summary(_large_image)?"/);
});

test('an unknown path answers 404 with the 404 page, whose button goes to product search', async ({ page, request }) => {
  expect((await request.get('/no/such/page')).status()).toBe(404);
  await page.goto('/no/such/page');
  await expect(page.getByText('Error 404 - Page not found.')).toBeVisible();
  const home = page.getByRole('link', { name: 'Take me home.' });
  await expect(home).toHaveAttribute('href', '/search');
});

test.describe('header on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the menu button opens the side menu with the store pages', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    for (const label of ['About', 'Meet the Team', 'Sell With Us', 'Become a Vendor', 'Help', 'Parts Books']) {
      await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });
});

test.describe('header on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('departments open the category tree; only one of account and departments is open', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeHidden();
    await page.getByRole('button', { name: /Departments/ }).click();
    const departments = page.getByRole('dialog', { name: 'Shop by Department' });
    await expect(departments).toBeVisible();
    await expect(departments.getByText('Hydraulic Systems')).toBeVisible();
    // An open overlay locks page scroll.
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await page.keyboard.press('Escape');
    await expect(departments).toBeHidden();

    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Your Account' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
  });

  test('the cart link shows the item count and the help phone shows the store hours', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: /Cart/ }).first()).toContainText('0');
    await expect(page.getByText('Mon-Fri 9 - 4:30 EST').first()).toBeVisible();
  });
});

test('the home page has no serious accessibility violations', async ({ page }) => {
  await page.goto('/');
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test('page views are reported with the window size, load time, url and a session id', async ({ page }) => {
  const reported = page.waitForRequest((req) => req.url().includes('/api/graphql') && (req.postData() ?? '').includes('browserLog'));
  await page.setViewportSize({ width: 1024, height: 700 });
  await page.goto('/?from=test');
  const req = await reported;
  const body = JSON.parse(req.postData()!) as { variables: Record<string, unknown> };
  expect(body.variables).toMatchObject({ browserWidth: 1024, browserHeight: 700, url: '/?from=test' });
  expect(typeof body.variables.sessionId).toBe('string');
  expect(body.variables.timeFromLoad).toBeGreaterThanOrEqual(0);
});
