import { expect, test } from '@playwright/test';
import { apiData, DEMO_CUSTOMER, DEMO_PASSWORD, DEMO_STAFF, demoToken, placeDemoOrder, signInSession, waitForHydration } from './e2e-support';

// Customers' order feedback in the back office (issue 22): staff read it and answer it; the
// customer reads the answer with their feedback.

test('staff answer a customer’s low-rated order feedback and the customer reads the reply on their feedback page', async ({ page, browser, request }) => {
  const order = await placeDemoOrder(request, 1, 13);
  const text = `Box arrived crushed ${Date.now().toString(36)}`;
  await apiData(
    request,
    'mutation($f: FeedbackInput!) { v1 { leaveFeedback { add(feedback: $f) { id } } } }',
    { f: { orderId: order.id, rating: 2, wellPackaged: false, text } },
    await demoToken(request, DEMO_CUSTOMER),
  );

  await signInSession(page, DEMO_STAFF, DEMO_PASSWORD);
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Feedback' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order feedback' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Show feedback' }).getByRole('link', { name: '1 or 2 stars' }).click();
  await expect(page).toHaveURL(/filter=LOW_RATING/);
  const item = page.getByTestId('admin-feedback').filter({ hasText: text });
  await expect(item).toContainText(order.customOrderNumber);
  await expect(item).toContainText('Well packaged: no');
  await waitForHydration(page);

  await item.getByLabel(/^Reply from Ironyard/).fill('Sorry about the box: a replacement ships today.');
  await item.getByRole('button', { name: 'Mail the reply' }).click();
  await expect(page.getByRole('status')).toHaveText(`Reply on order ${order.customOrderNumber} saved and mailed to the customer.`);
  await page.getByRole('navigation', { name: 'Show feedback' }).getByRole('link', { name: 'Answered', exact: true }).click();
  await expect(page.getByTestId('admin-feedback').filter({ hasText: text })).toBeVisible();

  const customer = await browser.newContext();
  try {
    const mine = await customer.newPage();
    await signInSession(mine, DEMO_CUSTOMER, DEMO_PASSWORD);
    await mine.goto(`/account/feedback/${order.id}`);
    await expect(mine.getByTestId('feedback-reply')).toContainText('Sorry about the box: a replacement ships today.');
  } finally {
    await customer.close();
  }
});
