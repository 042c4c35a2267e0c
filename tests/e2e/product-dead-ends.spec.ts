import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiData, waitForHydration } from './e2e-support';

// An unavailable part is not a dead end (issue: "Not Available" and discontinued parts offered
// nothing), and a product page prices shipping for a postal code (spec 2 §7).

interface Part {
  id: string;
  name: string;
  seoName: string;
  weight: number;
  priceAndAvailability: { status: string; stock: number; price: number | null; canNotify: boolean };
  alternatives: Array<{ relation: string; product: { id: string; name: string } | null }>;
}

/** Every part of the demo catalogue, read through search, then the details of those that match `keep`. */
async function parts(request: APIRequestContext, keep: (status: string, quantity: number) => boolean): Promise<Part[]> {
  const ids: string[] = [];
  let after: string | null = null;
  for (let page = 0; page < 20; page++) {
    const r: { v1: { searchResults: { nodes: Array<{ id: string; status: string; quantity: number }>; pageInfo: { hasNextPage: boolean; endCursor: string | null } } } } =
      await apiData(request, 'query($after: String) { v1 { searchResults(searchString: "", first: 100, after: $after) { nodes { id status quantity } pageInfo { hasNextPage endCursor } } } }', {
        after,
      });
    ids.push(...r.v1.searchResults.nodes.filter((n) => keep(n.status, n.quantity)).map((n) => n.id));
    if (!r.v1.searchResults.pageInfo.hasNextPage) break;
    after = r.v1.searchResults.pageInfo.endCursor;
  }
  const out: Part[] = [];
  for (let i = 0; i < ids.length; i += 10) {
    const batch = ids.slice(i, i + 10);
    const fields = 'id name seoName weight priceAndAvailability { status stock price canNotify } alternatives { relation product { id name } }';
    const query = `{ v1 { ${batch.map((id, k) => `p${k}: product(id: "${id}") { ${fields} }`).join(' ')} } }`;
    const r = await apiData<{ v1: Record<string, Part | null> }>(request, query);
    out.push(...Object.values(r.v1).filter((p): p is Part => p !== null));
  }
  return out;
}

/** The lightest part in stock with a price: it travels by parcel, not by truck. */
async function parcelPart(request: APIRequestContext): Promise<Part> {
  const inStock = (await parts(request, (status, quantity) => status === 'IN_STOCK' && quantity > 3)).filter((p) => p.priceAndAvailability.price !== null && p.weight > 0);
  return inStock.sort((a, b) => a.weight - b.weight)[0];
}

const path = (p: { id: string; seoName: string }) => `/${encodeURIComponent(p.seoName)}/p/${p.id}`;

test('a discontinued or not-available part offers the parts that replace it, which can be bought, and a quote request', async ({ page, request }) => {
  test.setTimeout(90_000);
  const unavailable = await parts(request, (status) => status === 'DISCONTINUED' || status === 'NOT_AVAILABLE');
  const part = unavailable.find((p) => p.alternatives.some((a) => a.product));
  expect(part, 'a demo part that cannot be bought and shares a part number with one that can').toBeDefined();

  await page.goto(path(part!));
  const offer = page.getByRole('region', { name: /Replaced by a newer part|Parts that replace this one/ });
  await expect(offer).toBeVisible();
  const first = part!.alternatives.find((a) => a.product)!.product!;
  await expect(offer.getByRole('link', { name: new RegExp(first.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })).toBeVisible();
  const quote = page.getByRole('link', { name: 'Request a quote' });
  await expect(quote).toHaveAttribute('href', /^\/quotes\/request\?q=/);
  // Nothing to wait for from a discontinued part: no back-in-stock notice for it.
  if (part!.priceAndAvailability.status === 'DISCONTINUED') await expect(page.getByTestId('notify-me')).toHaveCount(0);

  await waitForHydration(page);
  await offer.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();

  // The quote request comes with the part filled in.
  await page.goBack();
  await page.getByRole('link', { name: 'Request a quote' }).click();
  await expect(page.getByRole('heading', { name: 'Request a quote' })).toBeVisible();
  await expect(page.getByLabel('Part you need')).toHaveValue(new RegExp(part!.name.slice(0, 20).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
});

test('a part sold by phone shows the phone to call and a quote request, and no Add to Cart', async ({ page, request }) => {
  test.setTimeout(90_000);
  const byPhone = await parts(request, (status) => status === 'CALL_TO_ORDER');
  expect(byPhone.length, 'a demo part that is ordered by phone').toBeGreaterThan(0);
  await page.goto(path(byPhone[0]));
  await expect(page.getByTestId('availability')).toHaveText('Not Available');
  const call = page.getByTestId('order-by-phone');
  await expect(call).toContainText(/^Order this part by phone: [\d-]+$/);
  await expect(call.getByRole('link')).toHaveAttribute('href', /^tel:[\d+]+$/);
  await expect(page.getByRole('link', { name: 'Request a quote' })).toHaveAttribute('href', /^\/quotes\/request\?q=/);
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);
});

test('an out-of-stock part that can come back offers Notify me', async ({ page, request }) => {
  test.setTimeout(90_000);
  const waiting = await parts(request, (status, quantity) => (status === 'NOT_AVAILABLE' || status === 'CAN_BACKORDER') && quantity <= 0);
  const part = waiting.find((p) => p.priceAndAvailability.canNotify);
  expect(part, 'a demo part out of stock that offers a back-in-stock e-mail').toBeDefined();
  await page.goto(path(part!));
  await expect(page.getByTestId('notify-me')).toBeVisible();
  await expect(page.getByTestId('notify-me').getByRole('link', { name: 'Notify me when available' })).toBeVisible();
});

test('a postal code shows the part’s shipping options, and a bad one is refused next to the field', async ({ page, request }) => {
  test.setTimeout(90_000);
  const part = await parcelPart(request);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(path(part));
  const shipping = page.getByRole('region', { name: 'Shipping estimate' });
  await expect(shipping).toBeVisible();
  await waitForHydration(page);

  const zip = page.getByRole('textbox', { name: 'ZIP or postal code' });
  await zip.fill('1234');
  await zip.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'Enter a 5-digit ZIP code (or ZIP+4).' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'ZIP or postal code' })).toHaveAttribute('aria-invalid', 'true');

  await page.getByRole('textbox', { name: 'ZIP or postal code' }).fill('50010');
  await page.getByRole('button', { name: 'Update' }).click();
  const options = page.getByRole('list', { name: 'Shipping options to 50010' });
  await expect(page.getByRole('heading', { name: 'Shipping to 50010' })).toBeVisible();
  await expect(options.getByRole('listitem').first()).toContainText(/Ground/);
  await expect(options.getByRole('listitem').first()).toContainText(/\$\d+\.\d{2}|Free/);
  await expect(page).toHaveURL(/shipTo=50010/);
});

test('the shipping estimate works without scripts', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const part = await parcelPart(request);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(path(part));
  await page.getByRole('textbox', { name: 'ZIP or postal code' }).fill('K1A 0B1');
  await page.getByRole('combobox', { name: 'Country' }).selectOption('CA');
  await page.getByRole('button', { name: 'Estimate' }).click();
  await expect(page.getByRole('heading', { name: 'Shipping to K1A 0B1' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Shipping options to K1A 0B1' })).toContainText('Standard International');
  await context.close();
});
