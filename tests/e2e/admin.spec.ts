import { expect, test } from '@playwright/test';
import { DEMO_ADMIN, DEMO_CUSTOMER, DEMO_PASSWORD, placeDemoOrder, signInSession, waitForHydration } from './e2e-support';

const ADMIN = DEMO_ADMIN;
const CUSTOMER = DEMO_CUSTOMER;

test('the administrator finds a paid order in the queue, ships part of it, and the customer’s order page shows the tracking', async ({ page, request, browser }) => {
  const order = await placeDemoOrder(request);
  await signInSession(page, ADMIN, DEMO_PASSWORD);

  await page.goto('/Admin');
  await expect(page.getByText('Admin', { exact: true }).first()).toBeVisible();
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Orders' }).click();
  await expect(page).toHaveURL(/\/admin\/orders$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();

  await page.getByLabel('Order, e-mail, name, part number or PO').fill(order.customOrderNumber);
  await page.getByLabel('Status').selectOption('TO_SHIP');
  await page.getByRole('button', { name: 'Find orders' }).click();
  await expect(page).toHaveURL(/status=TO_SHIP/);
  await expect(page.getByText('1 order', { exact: false })).toBeVisible();
  await page.getByRole('link', { name: order.customOrderNumber }).click();

  await expect(page.getByRole('heading', { level: 1, name: `Order ${order.customOrderNumber}` })).toBeVisible();
  await expect(page.getByTestId('admin-order-line')).toContainText('Ordered 2 · Shipped 0');
  await expect(page.getByText('Nothing has shipped yet.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Payments' })).toContainText('capture');
  await waitForHydration(page);

  // One of the two units ships now; more than what is left is not offered.
  const qty = page.getByRole('spinbutton');
  await expect(qty).toHaveValue('2');
  await qty.fill('1');
  await page.getByRole('button', { name: 'Ship…' }).click();
  await expect(page.getByText('Ship these parts now?')).toBeVisible();
  await expect(page.getByText('This cannot be undone.')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm shipment' }).click();
  const shipment = page.getByTestId('admin-shipment');
  await expect(shipment).toHaveCount(1);
  await expect(page.getByTestId('admin-order-line')).toContainText('Ordered 2 · Shipped 1');
  const tracking = (await shipment.getByRole('link').textContent())!.trim();
  expect(tracking).not.toBe('');
  await expect(page.getByRole('status')).toContainText(tracking);
  await expect(page.getByRole('spinbutton')).toHaveValue('1');

  const customer = await browser.newContext();
  const customerPage = await customer.newPage();
  await signInSession(customerPage, CUSTOMER, DEMO_PASSWORD);
  await customerPage.goto(`/account/order/${order.id}`);
  await expect(customerPage.getByRole('heading', { level: 1, name: `Order ${order.customOrderNumber}` })).toBeVisible();
  await expect(customerPage.getByText(tracking).first()).toBeVisible();
  await customer.close();
});

test('a customer gets the 403 page on every /admin page, never the 404 page', async ({ page }) => {
  await signInSession(page, CUSTOMER, DEMO_PASSWORD);
  for (const path of ['/admin', '/ADMIN', '/admin/orders', '/admin/orders/1']) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(403);
    await expect(page.getByText('You do not have access to the admin area.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  }
});

test('a signed-out visitor is sent to sign in and back (303)', async ({ request }) => {
  for (const path of ['/admin', '/Admin/orders']) {
    const res = await request.get(path, { maxRedirects: 0 });
    expect(res.status(), path).toBe(303);
    expect(res.headers().location).toBe(`/signin?p=${encodeURIComponent(path)}`);
  }
});
