import { expect, test, type APIRequestContext } from '@playwright/test';
import { gqlData } from '../support/test-graphql';

async function productWithReviews(request: APIRequestContext) {
  // The seeded catalogue is deterministic; pick an in-stock product with reviews from the API, as a link would.
  for (let id = 1; id <= 300; id++) {
    const data = await gqlData<{ v1: { product: { id: string; sku: string; name: string; seoName: string; approvedTotalReviews: number; priceAndAvailability: { status: string; price: number | null } } | null } }>(
      request,
      'query($id: ID!) { v1 { product(id: $id) { id sku name seoName approvedTotalReviews priceAndAvailability { status price } } } }',
      { id: String(id) },
    );
    const p = data.v1.product;
    if (p && p.approvedTotalReviews > 5 && p.priceAndAvailability.status === 'IN_STOCK') return p;
  }
  throw new Error('no in-stock product with reviews in the seeded catalogue');
}

test('a SKU link opens the product page with price, availability, fitment and reviews', async ({ page, request }) => {
  const p = await productWithReviews(request);
  await page.goto(`/go/sku/${p.sku}`);
  await expect(page).toHaveURL(new RegExp(`/${p.seoName}/p/${p.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: p.name })).toBeVisible();
  await expect(page.getByTestId('availability')).toHaveText('In Stock');
  await expect(page.getByText(`${p.approvedTotalReviews} Total Ratings`).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Fits these machines' })).toBeVisible();
  await expect(page.getByText(/Sold by/)).toBeVisible();

  await page.getByRole('link', { name: /See all \d+ reviews/ }).click();
  await expect(page).toHaveURL(new RegExp(`/product/reviews\\?productId=${p.id}`));
  await expect(page.getByRole('heading', { level: 1, name: `Customer reviews: ${p.name}` })).toBeVisible();
});

test('the product page is complete in the server HTML, with structured data for search engines', async ({ request }) => {
  const p = await productWithReviews(request);
  const res = await request.get(`/${p.seoName}/p/${p.id}`);
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain(`<h1`);
  expect(html).toContain('In Stock');
  const ld = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html);
  expect(ld).not.toBeNull();
  const data = JSON.parse(ld![1]);
  expect(data).toMatchObject({ '@type': 'Product', sku: p.sku, offers: { priceCurrency: 'USD' } });
  expect(html).toMatch(/<meta property="og:type" content="product"/);
});

test('a wrong product name part redirects to the product; unknown SKUs and ids show the 404 page', async ({ page, request }) => {
  const p = await productWithReviews(request);
  await page.goto(`/old-name/p/${p.id}`);
  await expect(page).toHaveURL(new RegExp(`/${p.seoName}/p/${p.id}$`));

  const sku = await request.get('/go/sku/NO-SUCH-SKU', { maxRedirects: 0 });
  expect(sku.status()).toBe(404);
  await page.goto('/go/sku/NO-SUCH-SKU');
  await expect(page.getByText('Error 404 - Page not found.')).toBeVisible();
  expect((await request.get('/anything/p/99999999')).status()).toBe(404);
});

test('the zoom view shows the large picture and closes with Escape', async ({ page, request }) => {
  const p = await productWithReviews(request);
  await page.goto(`/${p.seoName}/p/${p.id}`);
  await page.getByRole('button', { name: `Zoom: ${p.name}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('img')).toHaveAttribute('src', `/media/product/${p.id}/1600`);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: `Zoom: ${p.name}` })).toBeFocused();
});
