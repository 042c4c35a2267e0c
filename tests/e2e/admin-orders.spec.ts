import { expect, test } from '@playwright/test';
import { DEMO_CUSTOMER, DEMO_PASSWORD, DEMO_STAFF, placeDemoOrder, signInSession, waitForHydration } from './e2e-support';

// The back office's order work as the staff role does it: find an order by search and filters,
// ship part of it with a typed tracking number (the customer's order page shows it), mark it
// delivered, refund part with a reason, and keep an internal note in the timeline.

test('staff search and filter the order queue from the address, and it becomes cards at phone width', async ({ page, request }) => {
  const order = await placeDemoOrder(request, 1, 7);
  await signInSession(page, DEMO_STAFF, DEMO_PASSWORD);
  const today = new Date().toISOString().slice(0, 10);

  await page.goto('/admin/orders');
  await waitForHydration(page);
  await page.getByLabel('Order, e-mail, name, part number or PO').fill(DEMO_CUSTOMER.toUpperCase());
  await page.getByLabel('Status').selectOption('TO_SHIP');
  await page.getByLabel('Placed from (UTC)').fill(today);
  await page.getByRole('button', { name: 'Find orders' }).click();
  await expect(page).toHaveURL(/status=TO_SHIP/);
  await expect(page).toHaveURL(new RegExp(`from=${today}`));
  const row = page.getByTestId('admin-order-row').filter({ hasText: order.customOrderNumber });
  await expect(row).toBeVisible();

  // Sorting by total from the heading keeps the filters in the address.
  await page.getByRole('columnheader', { name: 'Total' }).getByRole('link').click();
  await expect(page).toHaveURL(/sort=TOTAL_HIGH/);
  await expect(page).toHaveURL(/status=TO_SHIP/);
  await expect(page.getByRole('columnheader', { name: /Total/ })).toHaveAttribute('aria-sort', 'descending');

  // A bad date is refused next to its field; the list stays.
  await page.goto(`/admin/orders?search=${order.customOrderNumber}&to=2024-13-45`);
  await expect(page.getByText('Choose a date (YYYY-MM-DD).')).toBeVisible();
  await expect(page.getByText('1 order matching')).toBeVisible();

  await page.setViewportSize({ width: 390, height: 800 });
  await expect(page.getByTestId('admin-order-row-card').filter({ hasText: order.customOrderNumber })).toBeVisible();
  await expect(page.getByRole('table')).toBeHidden();
});

test('staff ship part of an order with a typed tracking number, mark it delivered, refund part with a reason and add a note', async ({ page, request, browser }) => {
  const order = await placeDemoOrder(request, 2, 9);
  const tracking = `1ZE2E${Date.now().toString(36).toUpperCase()}`;
  await signInSession(page, DEMO_STAFF, DEMO_PASSWORD);
  await page.goto(`/admin/orders?search=${order.customOrderNumber}`);
  await page.getByRole('link', { name: order.customOrderNumber }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${order.customOrderNumber}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Timeline' })).toContainText('Order placed');
  // The customer's account and other orders are a click away.
  const customerBox = page.getByRole('region', { name: 'Customer' });
  await expect(customerBox.getByRole('link', { name: 'Find the customer’s account' })).toHaveAttribute('href', `/admin/customers?search=${encodeURIComponent(DEMO_CUSTOMER)}`);
  await expect(customerBox.getByRole('link', { name: 'Every order from this e-mail' })).toHaveAttribute('href', `/admin/orders?search=${encodeURIComponent(DEMO_CUSTOMER)}`);
  await waitForHydration(page);

  // Ship one of the two units with the staff's own UPS label.
  await page.getByRole('spinbutton').fill('1');
  await page.getByLabel('Carrier').selectOption('UPS');
  await page.getByLabel('Tracking number').fill(tracking.toLowerCase());
  await page.getByRole('button', { name: 'Ship…' }).click();
  await expect(page.getByText(`Ship these parts now with UPS ${tracking}?`)).toBeVisible();
  await page.getByRole('button', { name: 'Confirm shipment' }).click();
  await expect(page.getByRole('status')).toContainText(`Shipped: UPS ${tracking}`);
  await expect(page.getByTestId('admin-order-line')).toContainText('Ordered 2 · Shipped 1');

  const customer = await browser.newContext();
  const customerPage = await customer.newPage();
  await signInSession(customerPage, DEMO_CUSTOMER, DEMO_PASSWORD);
  await customerPage.goto(`/account/order/${order.id}`);
  await expect(customerPage.getByRole('heading', { level: 1, name: `Order ${order.customOrderNumber}` })).toBeVisible();
  await expect(customerPage.getByText(tracking).first()).toBeVisible();

  // Delivered, asked first.
  await page.getByRole('button', { name: `Mark ${tracking} delivered` }).click();
  await expect(page.getByText(`Mark UPS ${tracking} delivered? The customer is mailed.`)).toBeVisible();
  await page.getByRole('button', { name: 'Confirm delivery' }).click();
  await expect(page.getByRole('status')).toContainText(`Marked UPS ${tracking} delivered`);
  await expect(page.getByTestId('admin-order-line')).toContainText('Delivered 1');

  // A refund needs an amount in dollars and a reason; then it is asked, done and shown.
  const refund = page.getByRole('region', { name: 'Refund' });
  await refund.getByLabel('Amount ($)').fill('five');
  await refund.getByLabel('Reason (the customer reads it)').fill('Scratched paint on arrival');
  await refund.getByRole('button', { name: 'Refund…' }).click();
  await expect(page.getByText('Enter the amount in dollars and cents, such as 25.00.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Refund' }).getByLabel('Amount ($)')).toHaveAttribute('aria-invalid', 'true');
  // More than was captured is refused next to the amount, before any confirmation, with what was typed kept.
  await page.getByRole('region', { name: 'Refund' }).getByLabel('Amount ($)').fill('99999');
  await page.getByRole('region', { name: 'Refund' }).getByLabel('Reason (the customer reads it)').fill('Scratched paint on arrival');
  await page.getByRole('region', { name: 'Refund' }).getByRole('button', { name: 'Refund…' }).click();
  await expect(page.locator('#refund-amount-error')).toContainText(/^Refund at most \$[\d.]+: \$[\d.]+ was captured and \$0\.00 refunded already\.$/);
  await expect(page.getByRole('button', { name: 'Confirm refund' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Refund' }).getByLabel('Amount ($)')).toHaveValue('99999');
  await expect(page.getByRole('region', { name: 'Refund' }).getByLabel('Reason (the customer reads it)')).toHaveValue('Scratched paint on arrival');
  await page.getByRole('region', { name: 'Refund' }).getByLabel('Amount ($)').fill('5');
  await page.getByRole('region', { name: 'Refund' }).getByLabel('Reason (the customer reads it)').fill('Scratched paint on arrival');
  await page.getByRole('region', { name: 'Refund' }).getByRole('button', { name: 'Refund…' }).click();
  await expect(page.getByText('Refund $5.00 to the customer’s')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm refund' }).click();
  await expect(page.getByRole('status')).toContainText('Refunded $5.00 (Scratched paint on arrival)');
  await expect(page.getByRole('region', { name: 'Payments' })).toContainText('refund $5.00 · Scratched paint on arrival');
  await expect(page.getByRole('region', { name: 'Timeline' })).toContainText('Refunded $5.00');

  // An internal note goes into the timeline, and never to the customer's page.
  await page.getByLabel('Note (staff only; the customer never sees it)').fill('Yard gate code 4411, call ahead');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByRole('status')).toContainText('Note added to the timeline.');
  const note = page.getByTestId('admin-order-event').filter({ hasText: 'Yard gate code 4411, call ahead' });
  await expect(note).toContainText(DEMO_STAFF);
  await customerPage.reload();
  await expect(customerPage.getByRole('heading', { level: 1, name: `Order ${order.customOrderNumber}` })).toBeVisible();
  await expect(customerPage.getByText('Yard gate code')).toHaveCount(0);
  await customer.close();
});

test('staff cancel an order only with a reason, asked first; the money is released and the timeline shows it', async ({ page, request }) => {
  const order = await placeDemoOrder(request, 1, 11);
  await signInSession(page, DEMO_STAFF, DEMO_PASSWORD);
  await page.goto(`/admin/orders/${order.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${order.customOrderNumber}` })).toBeVisible();
  await waitForHydration(page);

  const cancel = page.getByRole('region', { name: 'Cancel order' });
  await cancel.getByRole('button', { name: 'Cancel order…' }).click();
  await expect(page.getByText('Write the reason for the cancellation.')).toBeVisible();
  await page.getByRole('region', { name: 'Cancel order' }).getByLabel('Reason (the customer reads it)').fill('Customer called: machine sold');
  await page.getByRole('region', { name: 'Cancel order' }).getByRole('button', { name: 'Cancel order…' }).click();
  await expect(page.getByText(`Cancel order ${order.customOrderNumber} and release`)).toBeVisible();
  await page.getByRole('button', { name: 'Confirm cancellation' }).click();
  await expect(page.getByRole('status')).toContainText('Order cancelled;');
  await expect(page.getByRole('region', { name: 'Cancel order' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Timeline' })).toContainText('Order cancelled');
  await expect(page.getByRole('region', { name: 'Timeline' })).toContainText('Staff cancelled the order');
});
