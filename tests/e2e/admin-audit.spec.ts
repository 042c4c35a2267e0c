import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { apiData, DEMO_ADMIN, DEMO_CUSTOMER, DEMO_PASSWORD, DEMO_STAFF, demoToken, signInSession } from './e2e-support';

// The staff role's limits in the browser, and /admin/audit: who did what, to which record, before and after.

test('a member of staff sees the day’s queues but not the audit log, and is refused it with the 403 page', async ({ page }) => {
  await signInSession(page, DEMO_STAFF, DEMO_PASSWORD);
  await page.goto('/');
  await expect(page.getByTestId('staff-links').first()).toBeVisible();

  await page.goto('/admin');
  const nav = page.getByRole('navigation', { name: 'Admin' });
  for (const section of ['Orders', 'Returns', 'Reviews']) await expect(nav.getByRole('link', { name: section })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Audit log' })).toHaveCount(0);

  const res = await page.goto('/admin/audit');
  expect(res?.status()).toBe(403);
  await expect(page.getByTestId('admin-forbidden')).toHaveText('Your role does not allow this. Ask an administrator.');
  await expect(page.getByRole('link', { name: 'Go to the admin overview' })).toBeVisible();
});

/** Every page of the admin layout in app/routes.ts, its parameters filled in. */
function adminPaths(): string[] {
  const routes = readFileSync('app/routes.ts', 'utf8');
  const block = /route\('admin', 'routes\/admin-layout\.tsx', \[([\s\S]*?)\n {2}\]\)/.exec(routes)?.[1] ?? '';
  const children = [...block.matchAll(/route\('([^']+)'/g)].map((m) => `/admin/${m[1]!.replace(/:[A-Za-z]+/g, '1')}`);
  return ['/admin', '/Admin', ...children];
}

test('a customer is refused every /admin page with the 403 page, never the 404 page', async ({ page }) => {
  // Two dozen page loads, each waiting for the page's scripts: longer than one journey on a busy machine.
  test.slow();
  const paths = adminPaths();
  expect(paths.length).toBeGreaterThan(8);
  await signInSession(page, DEMO_CUSTOMER, DEMO_PASSWORD);
  for (const path of paths) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(403);
    await expect(page.getByTestId('admin-forbidden')).toHaveText('You do not have access to the admin area.');
  }
});

test('the administrator finds a staff member’s reply in the audit log by person and record, with the text before and after', async ({ page, request }) => {
  const staff = await demoToken(request, DEMO_STAFF);
  const reviews = await apiData<{ v1: { admin: { reviews: { nodes: Array<{ id: string; replyText: string | null }> } } } }>(
    request,
    '{ v1 { admin { reviews(filter: APPROVED, first: 50) { nodes { id replyText } } } } }',
    {},
    staff,
  );
  const review = reviews.v1.admin.reviews.nodes.at(-1)!;
  const text = `Thanks for the photos ${Date.now().toString(36)}`;
  const reply = (t: string) => apiData(request, 'mutation($id: ID!, $t: String!) { v1 { admin { reviews { reply(id: $id, text: $t) { id } } } } }', { id: review.id, t }, staff);
  await reply(text);

  try {
    await signInSession(page, DEMO_ADMIN, DEMO_PASSWORD);
    await page.goto('/admin');
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Audit log' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();

    await page.getByLabel('Person').fill(DEMO_STAFF);
    await page.getByLabel('Record', { exact: true }).selectOption('review');
    await page.getByLabel('Record id').fill(review.id);
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(page).toHaveURL(/recordType=review/);
    const row = page.getByTestId('audit-row').filter({ hasText: text });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Review replied');
    await expect(row).toContainText('Sam Staff');
    await expect(row).toContainText(`Review ${review.id}`);
    await expect(row.locator('ins')).toHaveText(text);

    // A day that is not a day is named next to its field.
    await page.goto('/admin/audit?from=2026-02-30');
    await expect(page.getByText('Enter the first day as YYYY-MM-DD.')).toBeVisible();
  } finally {
    await reply(review.replyText ?? '');
  }
});
