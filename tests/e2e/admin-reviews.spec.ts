import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiData, DEMO_ADMIN, DEMO_CUSTOMER, DEMO_PASSWORD, demoToken, signInSession, waitForHydration } from './e2e-support';

const ADMIN = DEMO_ADMIN;
const CUSTOMER = DEMO_CUSTOMER;

/** The demo customer reviews a part they received (the last one waiting, so the order test keeps its first): a pending review. */
async function pendingReview(request: APIRequestContext) {
  const token = await demoToken(request, CUSTOMER);
  const waiting = (await apiData<{ v1: { productsAwaitingReview: Array<{ id: string; name: string; seoName: string }> } }>(request, '{ v1 { productsAwaitingReview(first: 50) { id name seoName } } }', {}, token)).v1
    .productsAwaitingReview;
  expect(waiting.length, 'a delivered part the demo customer has not reviewed').toBeGreaterThan(1);
  const product = waiting[waiting.length - 1];
  const title = `Solid fit ${Date.now().toString(36)}`;
  await apiData(
    request,
    'mutation($r: ReviewInput!) { v1 { productReview { add(review: $r) { id status } } } }',
    { r: { productId: product.id, rating: 4, title, reviewText: 'Bolted on without a shim.' } },
    token,
  );
  return { product, title };
}

test('the administrator answers and approves a customer’s pending review, and the product page shows it with the reply', async ({ page, request }) => {
  const { product, title } = await pendingReview(request);
  await signInSession(page, ADMIN, DEMO_PASSWORD);

  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Reviews' }).click();
  await expect(page).toHaveURL(/\/admin\/reviews$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
  await waitForHydration(page);

  const review = page.getByTestId('admin-review').filter({ hasText: title });
  await expect(review).toContainText('Pending');
  await expect(review.getByRole('link', { name: product.name })).toHaveAttribute('href', `/${encodeURIComponent(product.seoName || 'product')}/p/${product.id}`);
  await review.getByLabel(/^Reply from Ironyard/).fill('Thank you, glad it fitted first time.');
  await review.getByRole('button', { name: 'Save reply' }).click();
  await expect(page.getByRole('status')).toHaveText('Reply saved: it shows under the review.');

  await review.getByRole('checkbox', { name: `Select “${title}”` }).check();
  await page.getByRole('button', { name: 'Approve selected' }).click();
  await expect(page.getByRole('status')).toHaveText('Review approved: it shows on the product page.');
  // Approved: off the pending list, on the approved one with its reply.
  await expect(page.getByTestId('admin-review').filter({ hasText: title })).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Show reviews' }).getByRole('link', { name: 'Approved' }).click();
  await expect(page.getByTestId('admin-review').filter({ hasText: title })).toContainText('Approved');

  await page.goto(`/${encodeURIComponent(product.seoName || 'product')}/p/${product.id}`);
  await expect(page.getByText(title)).toBeVisible();
  await expect(page.getByText('Ironyard replied: Thank you, glad it fitted first time.')).toBeVisible();
});

test('a customer gets the 403 page on /admin/reviews', async ({ page }) => {
  await signInSession(page, CUSTOMER, DEMO_PASSWORD);
  const res = await page.goto('/admin/reviews');
  expect(res?.status()).toBe(403);
  await expect(page.getByTestId('admin-forbidden')).toHaveText('You do not have access to the admin area.');
});
