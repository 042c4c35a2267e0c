import { expect, test } from '@playwright/test';
import { openDialog, seriousAxeViolations, waitForHydration } from './e2e-support';

// As they appear in the server HTML (ampersands escaped).
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
  expect(html).toContain('<html lang="en"');
  expect(html).toContain('Heavy-Duty Parts for Heavy-Duty Performance');
  expect(html).toContain('Quality parts for construction, agricultural, and industrial machinery. Built to last, delivered fast.');
  for (const group of GROUPS) expect(html).toContain(group);
  expect(html).toContain('Why Customers Choose Us');
  expect(html).toContain('Shop by Fitment');
  expect(html).toContain('href="/search/s/p?PRODUCTS_MASTER[query]=John%20Deere"');
  expect(html).toContain('href="/MyFleet"');
  expect(html).toContain('Find Your Parts');
  // The clips get their source from script on wide screens only; the server HTML names none.
  expect(html).not.toMatch(/\/video\/hero-\d\.(webm|mp4)/);
});

test('every page carries title, description, canonical URL and social tags in the server HTML', async ({ request, baseURL }) => {
  const html = await (await request.get('/?utm_source=mail')).text();
  expect(html).toMatch(/<title>[^<]*[Pp]arts[^<]*<\/title>/);
  expect(html).toMatch(/<meta name="description" content="[^"]*customer service[^"]*fast shipping[^"]*"/);
  expect(html).toContain(`<link rel="canonical" href="${baseURL}/"`);
  expect(html).toContain(`<meta property="og:url" content="${baseURL}/"`);
  expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
  expect(html).toMatch(/<meta property="og:description" content="[^"]+"/);
  expect(html).toContain('<meta property="og:type" content="website"');
  expect(html).toContain('<meta property="og:site_name" content="Ironyard"');
  expect(html).toContain(`<meta property="og:image" content="${baseURL}/social-512x245.png"`);
  expect(html).toContain('<meta property="og:image:width" content="512"');
  expect(html).toContain('<meta property="og:image:height" content="245"');
  expect(html).toMatch(/<meta name="twitter:card" content="summary(_large_image)?"/);
  expect(html).toMatch(/<meta name="twitter:image" content="[^"]+social-512x245\.png"/);
});

test('the social image and the favicon are served', async ({ request }) => {
  const image = await request.get('/social-512x245.png');
  expect(image.status()).toBe(200);
  const png = await image.body();
  // PNG header: width and height are big-endian at bytes 16 and 20.
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([512, 245]);
  expect((await request.get('/favicon.ico')).status()).toBe(200);
});

test('an unknown path answers 404 with the 404 page, whose button goes to product search', async ({ page, request }) => {
  const res = await request.get('/no/such/page');
  expect(res.status()).toBe(404);
  expect(await res.text()).toContain('<meta name="robots" content="noindex"');
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Error 404 - Page not found.' })).toBeVisible();
  const home = page.getByRole('link', { name: 'Take me home.' });
  await expect(home).toHaveAttribute('href', '/search');
  // The chrome stays: a user can search or go home from here.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await waitForHydration(page);
  await home.click();
  await expect(page).toHaveURL(/\/search$/);
});

test.describe('on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the menu button opens the side menu with the store pages; Escape closes it', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await openDialog(page.getByRole('button', { name: 'Menu', exact: true }), menu);
    for (const label of ['About', 'Meet the Team', 'Sell With Us', 'Become a Vendor', 'Help', 'Parts Books', 'My Fleet']) {
      await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await expect(menu.getByRole('link', { name: '1-800-555-0142 Mon-Fri 9 - 4:30 EST' })).toHaveAttribute('href', 'tel:+18005550142');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });

  test('the standard header shows the search box, a call link, "Log in" and the cart; desktop links are hidden', async ({ page }) => {
    await page.goto('/about-this-store');
    const banner = page.getByRole('banner');
    const search = banner.getByRole('combobox', { name: 'Search parts' });
    await expect(search).toBeVisible();
    await expect(search).toHaveAttribute('name', 'PRODUCTS_MASTER[query]');
    await expect(banner.getByRole('link', { name: /^Call us at 1-800-555-0142, Mon-Fri 9 - 4:30 EST$/ })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/signin?p=%2Fabout-this-store');
    await expect(banner.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
    await expect(banner.getByRole('button', { name: /Departments/ })).toBeHidden();
    await expect(banner.getByRole('link', { name: 'Meet The Team' })).toBeHidden();
  });

  test('the search box sends a plain GET to the search page', async ({ page }) => {
    await page.goto('/');
    const search = page.getByRole('banner').getByRole('combobox', { name: 'Search parts' });
    await search.fill('hydraulic pump');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/search\/s\/p\?PRODUCTS_MASTER%5Bquery%5D=hydraulic\+pump$/);
  });

  test('the home page shows 5 category groups, the rest one tap away; See More shows the other sub-items', async ({ page }) => {
    await page.goto('/');
    const categories = page.getByRole('region', { name: 'Shop by Category' });
    await expect(categories.locator('h3')).toHaveCount(8);
    const visibleGroups = categories.locator('h3:visible');
    await expect(visibleGroups).toHaveCount(5);
    await waitForHydration(page);
    await categories.getByRole('button', { name: 'See all 8 categories' }).click();
    await expect(visibleGroups).toHaveCount(8);

    const engine = categories.getByRole('region', { name: 'Engine Components' });
    await expect(engine.getByRole('link')).toHaveCount(10);
    await engine.getByRole('button', { name: 'See More' }).click();
    expect(await engine.getByRole('link').count()).toBeGreaterThan(10);
    await expect(engine.getByRole('button', { name: 'See Less' })).toHaveAttribute('aria-expanded', 'true');
  });

  test('phones get the still picture and never download the clips', async ({ page }) => {
    const videos: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/video/')) videos.push(req.url());
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    await expect(page.locator('img[src="/images/hero-narrow.webp"]')).toBeVisible();
    expect(videos).toEqual([]);
  });

  test('the scroll nav bar appears after 149 px on narrow screens', async ({ page }) => {
    await page.goto('/');
    const bar = page.getByTestId('scroll-nav-bar');
    await expect(bar).toHaveAttribute('aria-hidden', 'true');
    await page.evaluate(() => window.scrollTo(0, 140));
    await page.waitForTimeout(200);
    await expect(bar).toHaveAttribute('aria-hidden', 'true');
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect(bar).toHaveAttribute('aria-hidden', 'false');
    await expect(bar).toBeInViewport();
  });

  test('the home page has no serious accessibility violations on a phone', async ({ page }) => {
    // axe reads the home page's product grids too; slow on a busy machine.
    test.slow();
    await page.goto('/');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

test.describe('on a desktop (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('departments open the category tree, lock the page scroll, and Escape closes them', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeHidden();
    const button = page.getByRole('button', { name: /Departments/ });
    const departments = page.getByRole('dialog', { name: 'Shop by Department' });
    await openDialog(button, departments);
    for (const group of ['Engine Components', 'Hydraulic Systems', 'Maintenance & Repair']) {
      await expect(departments.getByRole('button', { name: group })).toBeVisible();
    }
    await departments.getByRole('button', { name: 'Hydraulic Systems' }).click();
    await expect(departments.getByRole('link', { name: 'Hydraulic Pumps' })).toHaveAttribute(
      'href',
      '/search/s/p?PRODUCTS_MASTER[query]=Hydraulic%20Pumps',
    );
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await page.keyboard.press('Escape');
    await expect(departments).toBeHidden();
    await expect(button).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });

  test('only one of account and departments is open at a time', async ({ page }) => {
    await page.goto('/');
    const departments = page.getByRole('dialog', { name: 'Shop by Department' });
    const account = page.getByRole('dialog', { name: 'Your Account' });
    await openDialog(page.getByRole('button', { name: /Departments/ }), departments);
    await departments.getByRole('button', { name: 'Your Account' }).click();
    await expect(account).toBeVisible();
    await expect(departments).toBeHidden();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expect(account.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/signin?p=%2F');

    await account.getByRole('button', { name: 'Shop by Department' }).click();
    await expect(departments).toBeVisible();
    await expect(account).toBeHidden();
    await expect(page.getByRole('dialog')).toHaveCount(1);

    // Focus goes back to the button the user started from, not to a button inside a closed panel.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: /Departments/ })).toBeFocused();
    await openDialog(page.getByRole('button', { name: 'Account menu' }), account);
    await expect(page.getByRole('dialog')).toHaveCount(1);
  });

  test('the header has the links, the help phone with the store hours, "Log in" and the cart with its count', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Ironyard home' })).toHaveAttribute('href', '/');
    for (const [name, href] of [
      ['Help', '/help'],
      ['Meet The Team', '/team'],
      ['Sell With Us', '/sellwithus'],
      ['My Fleet', '/MyFleet'],
    ]) {
      await expect(banner.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    const phone = banner.getByRole('link', { name: '1-800-555-0142 Mon-Fri 9 - 4:30 EST' });
    await expect(phone).toBeVisible();
    await expect(phone).toHaveAttribute('href', 'tel:+18005550142');
    await expect(banner.getByRole('link', { name: 'Log in' })).toBeVisible();
    const cart = banner.getByRole('link', { name: 'Cart, 0 items' });
    await expect(cart).toHaveAttribute('href', '/cart');
    await expect(cart).toContainText('0');
  });

  test('the footer has About Us, Policies, Sellers and the social links', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const [name, href] of [
      ['About', '/about'],
      ['Team', '/team'],
      ['Contact', '/help/contactus'],
      ['Privacy', '/help/sitepolicies'],
      ['Return', '/help/returnsandrefunds'],
      ['Sell With Us', '/sellwithus'],
      ['Our Process', '/vendor'],
    ]) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    for (const network of ['Facebook', 'YouTube', 'Instagram', 'LinkedIn']) {
      const link = footer.getByRole('link', { name: new RegExp(`^${network}`) });
      await expect(link).toHaveAttribute('rel', /noopener/);
      await expect(link).toHaveAttribute('href', /^https:\/\//);
    }
  });

  test('the hero plays the clips on wide screens and offers a pause button', async ({ page }) => {
    await page.goto('/');
    const video = page.locator('video');
    await expect(video).toHaveAttribute('src', /\/video\/hero-1\.(webm|mp4)$/);
    const pause = page.getByRole('button', { name: 'Pause background video' });
    await pause.click();
    await expect(page.getByRole('button', { name: 'Play background video' })).toBeVisible();
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  });

  test('the scroll nav bar appears after 294 px', async ({ page }) => {
    await page.goto('/');
    const bar = page.getByTestId('scroll-nav-bar');
    await page.evaluate(() => window.scrollTo(0, 280));
    await page.waitForTimeout(200);
    await expect(bar).toHaveAttribute('aria-hidden', 'true');
    await page.evaluate(() => window.scrollTo(0, 320));
    await expect(bar).toHaveAttribute('aria-hidden', 'false');
  });

  test('the skip link moves focus to the page content', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main-content')).toBeFocused();
  });

  test('the home page and an open panel have no serious accessibility violations', async ({ page }) => {
    // axe reads the home page's product grids too; slow on a busy machine.
    test.slow();
    await page.goto('/');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await openDialog(page.getByRole('button', { name: /Departments/ }), page.getByRole('dialog', { name: 'Shop by Department' }));
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

test('nothing on the home page shifts while it loads', async ({ page }) => {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    const cls = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
              if (!entry.hadRecentInput) total += entry.value;
            }
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 100);
        }),
    );
    expect(cls, `CLS at ${width} px`).toBeLessThanOrEqual(0.02);
  }
});

test('page views are reported with the window size, load time, url and a session id', async ({ page }) => {
  // The body names a persisted document, not the operation's text: the page view is known by its variables.
  const reported = page.waitForRequest((req) => req.url().includes('/api/graphql') && (req.postData() ?? '').includes('"browserWidth"'));
  await page.setViewportSize({ width: 1024, height: 700 });
  await page.goto('/?from=test');
  const req = await reported;
  const body = JSON.parse(req.postData()!) as { variables: Record<string, unknown> };
  expect(body.variables).toMatchObject({ browserWidth: 1024, browserHeight: 700, url: '/?from=test' });
  expect(body.variables.sessionId).toEqual(expect.any(String));
  expect(body.variables.timeFromLoad).toBeGreaterThanOrEqual(0);
  const sessionId = body.variables.sessionId;

  // A client-side navigation is a page view too, in the same session.
  const next = page.waitForRequest((r) => (r.postData() ?? '').includes('"browserWidth"') && (r.postData() ?? '').includes('/vendor'));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Our Process' }).click();
  const second = JSON.parse((await next).postData()!) as { variables: Record<string, unknown> };
  expect(second.variables).toMatchObject({ url: '/vendor', sessionId });
});
