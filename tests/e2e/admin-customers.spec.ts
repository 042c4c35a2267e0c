import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiData, DEMO_ADMIN, DEMO_CUSTOMER, DEMO_PASSWORD, DEMO_STAFF, demoToken, seriousAxeViolations, signInSession, waitForHydration } from './e2e-support';

const PASSWORD = 'tread-and-track-88';
const unique = (name: string) => `${name}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

async function form(request: APIRequestContext, call: string, fields: Record<string, string>) {
  return request.post(`/api/jwtauth/${call}`, { multipart: { client_id: 'ironyard-web', ...fields } });
}

/** A customer of its own for the lock (the demo customer's sessions belong to the other browser tests). */
async function newAccount(request: APIRequestContext, name: string) {
  const email = unique(name.toLowerCase().replace(/\W+/g, '-'));
  const guest = (await (await form(request, 'createguest', {})).json()) as { refresh_token: string };
  const up = await form(request, 'upgradeguest', { refreshToken: guest.refresh_token, name, email, password: PASSWORD });
  expect(up.status(), await up.text()).toBe(200);
  return email;
}

async function search(page: Page, text: string) {
  await page.getByLabel('Name, e-mail, phone or order number').fill(text);
  await page.getByRole('button', { name: 'Find customers' }).click();
  await expect(page.getByText(/matching “/)).toContainText(text);
}

async function signInWithForm(page: Page, email: string) {
  await page.goto('/signin');
  await waitForHydration(page);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test('the administrator finds the demo customer by e-mail and by order number and opens their page: orders, addresses, no card data', async ({ page, request }) => {
  const token = await demoToken(request, DEMO_CUSTOMER);
  const orders = (await apiData<{ v1: { myOrders: { nodes: Array<{ customOrderNumber: string }> } } }>(request, '{ v1 { myOrders(first: 1) { nodes { customOrderNumber } } } }', {}, token)).v1.myOrders.nodes;
  expect(orders.length).toBeGreaterThan(0);
  const orderNumber = orders[0]!.customOrderNumber;

  await signInSession(page, DEMO_ADMIN, DEMO_PASSWORD);
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Customers' }).click();
  await expect(page).toHaveURL('/admin/customers');
  await waitForHydration(page);

  await search(page, DEMO_CUSTOMER);
  const rows = page.getByTestId('admin-customer-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(DEMO_CUSTOMER);
  expect(await seriousAxeViolations(page, 'main')).toEqual([]);

  await search(page, orderNumber);
  const row = rows.filter({ hasText: DEMO_CUSTOMER });
  await expect(row).toHaveCount(1);
  await row.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/admin\/customers\/\d+$/);
  await expect(page.getByTestId('customer-e-mail')).toHaveText(DEMO_CUSTOMER);
  const order = page.getByTestId('admin-customer-order').filter({ hasText: orderNumber });
  await expect(order).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Addresses/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Fleet/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Lock sign-in…' })).toBeVisible();
  expect(await seriousAxeViolations(page, 'main')).toEqual([]);
  // Nothing about cards on the page.
  await expect(page.locator('main')).not.toContainText(/card|\*{4}|Visa|Mastercard/i);

  // The order links to the staff's order page.
  await order.getByRole('link', { name: orderNumber }).click();
  await expect(page).toHaveURL(/\/admin\/orders\/\d+$/);
});

test('the administrator locks a customer’s sign-in after a confirmation, the customer cannot sign in, and unlocking lets them in again', async ({ browser, page, request }) => {
  test.slow(); // several pages in one journey: a loaded machine takes it past 30 s
  const email = await newAccount(request, 'Lee Lockout');
  const customer = await browser.newContext();
  const customerPage = await customer.newPage();
  await signInWithForm(customerPage, email);
  await expect(customerPage).not.toHaveURL(/\/signin/);

  await signInSession(page, DEMO_ADMIN, DEMO_PASSWORD);
  await page.goto(`/admin/customers?search=${encodeURIComponent(email)}`);
  await page.getByTestId('admin-customer-row').getByRole('link', { name: 'Lee Lockout' }).click();
  await waitForHydration(page);

  await page.getByRole('button', { name: 'Lock sign-in…' }).click();
  await expect(page.getByRole('alert')).toContainText(`Lock sign-in for Lee Lockout?`);
  // Cancel changes nothing.
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page.getByTestId('customer-sign-in')).toHaveText('Open');
  await page.getByRole('button', { name: 'Lock sign-in…' }).click();
  await page.getByRole('button', { name: 'Lock sign-in', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Sign-in locked' })).toContainText(`${email} was signed out everywhere`);
  await expect(page.getByTestId('customer-sign-in')).toContainText('Locked since');

  // The customer's open session ended at once, and signing in is refused with the reason.
  await customerPage.goto('/signin');
  await expect(customerPage.getByLabel('E-mail')).toBeVisible();
  await expect(customerPage.getByTestId('signed-in-as')).toHaveCount(0);
  await signInWithForm(customerPage, email);
  await expect(customerPage.getByText('Sign-in to this account is locked. Please contact customer service.')).toBeVisible();

  await page.getByRole('button', { name: 'Unlock sign-in' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Sign-in unlocked' })).toBeVisible();
  await expect(page.getByTestId('customer-sign-in')).toHaveText('Open');

  await signInWithForm(customerPage, email);
  await expect(customerPage).not.toHaveURL(/\/signin/);
  await customer.close();
});

test('a member of staff sees the customer but no lock, reset, impersonate or role controls', async ({ page }) => {
  await signInSession(page, DEMO_STAFF, DEMO_PASSWORD);
  await page.goto(`/admin/customers?search=${encodeURIComponent(DEMO_CUSTOMER)}`);
  await page.getByTestId('admin-customer-row').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/admin\/customers\/\d+$/);
  await expect(page.getByTestId('customer-e-mail')).toHaveText(DEMO_CUSTOMER);
  await expect(page.getByRole('heading', { name: /^Orders/ })).toBeVisible();
  for (const name of ['Lock sign-in…', 'Unlock sign-in', 'Send password reset…', 'Change role…']) await expect(page.getByRole('button', { name })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Act as this customer' })).toHaveCount(0);
  await expect(page.getByLabel('Role')).toHaveCount(0);

  // A staff list shows who is staff.
  await page.goto('/admin/customers?staff=1');
  await expect(page.getByTestId('admin-customer-row').filter({ hasText: DEMO_ADMIN })).toBeVisible();
  await expect(page.getByTestId('admin-customer-row').filter({ hasText: DEMO_STAFF })).toBeVisible();
  await expect(page.getByTestId('admin-customer-row').filter({ hasText: DEMO_CUSTOMER })).toHaveCount(0);

  // At phone width the list is cards.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByTestId('admin-customer-card').filter({ hasText: DEMO_STAFF })).toBeVisible();
  await expect(page.getByTestId('admin-customer-row').first()).toBeHidden();
});

test('the administrator acts as a customer by e-mail from the address bar and from the customer’s page; an unknown e-mail says why', async ({ browser, page, request }) => {
  const email = await newAccount(request, 'Ira Impersonated');
  await signInSession(page, DEMO_ADMIN, DEMO_PASSWORD);
  await page.goto('/admin/impersonate/nobody-at-all@example.com');
  await expect(page.getByTestId('impersonate-error')).toHaveText('There is no customer account with the e-mail nobody-at-all@example.com.');
  await expect(page.getByRole('link', { name: 'Find the customer' })).toBeVisible();

  await page.goto(`/admin/impersonate/${email}`);
  await expect(page).toHaveURL('/');
  await page.goto('/signin');
  await expect(page.getByTestId('signed-in-as')).toHaveText(email);
  await expect(page.getByRole('region', { name: 'Signed in' })).toContainText(`acting for ${DEMO_ADMIN}`);

  // The same from the customer's page, in another browser.
  const other = await browser.newContext();
  const admin = await other.newPage();
  await signInSession(admin, DEMO_ADMIN, DEMO_PASSWORD);
  await admin.goto(`/admin/customers?search=${encodeURIComponent(email)}`);
  await admin.getByTestId('admin-customer-row').getByRole('link', { name: 'Ira Impersonated' }).click();
  await admin.getByRole('link', { name: 'Act as this customer' }).click();
  await expect(admin).toHaveURL('/');
  await admin.goto('/signin');
  await expect(admin.getByTestId('signed-in-as')).toHaveText(email);
  await other.close();
});

test('the administrator mails a password reset and makes a customer staff, each after a confirmation; the new role applies at their next sign-in', async ({ browser, page, request }) => {
  const email = await newAccount(request, 'Rae Promoted');
  await signInSession(page, DEMO_ADMIN, DEMO_PASSWORD);
  await page.goto(`/admin/customers?search=${encodeURIComponent(email)}`);
  await page.getByTestId('admin-customer-row').getByRole('link', { name: 'Rae Promoted' }).click();
  await waitForHydration(page);

  await page.getByRole('button', { name: 'Send password reset…' }).click();
  await expect(page.getByRole('alert')).toContainText(`Mail a password reset link to ${email}?`);
  await page.getByRole('button', { name: 'Send the reset link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'password reset link' })).toHaveText(`A password reset link was mailed to ${email}.`);

  const person = await browser.newContext();
  const personPage = await person.newPage();
  await signInWithForm(personPage, email);
  await expect(personPage).not.toHaveURL(/\/signin/);
  await personPage.goto('/admin/customers');
  await expect(personPage.getByRole('heading', { level: 1, name: 'Customers' })).toHaveCount(0);

  await page.getByLabel('Role').selectOption('STAFF');
  await page.getByRole('button', { name: 'Change role…' }).click();
  await expect(page.getByRole('alert')).toContainText('Make Rae Promoted staff?');
  await page.getByRole('button', { name: 'Make staff' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'is now staff' })).toBeVisible();
  await expect(page.getByTestId('customer-role')).toHaveText('Staff');

  // Their old session ended; signed in again, the back office opens for them.
  await personPage.context().clearCookies();
  await signInWithForm(personPage, email);
  await expect(personPage).not.toHaveURL(/\/signin/);
  await personPage.goto('/admin/customers');
  await expect(personPage.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
  await person.close();
});
