import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { guestSession, seriousAxeViolations, signInSession, waitForHydration } from './e2e-support';
import { gqlData } from '../support/test-graphql';

const PASSWORD = 'tread-and-track-88';

/** A new registered customer through the token service, as the sign-up form makes one. */
async function newCustomer(request: APIRequestContext, name: string): Promise<string> {
  const email = `acct-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const form = (call: string, fields: Record<string, string>) => request.post(`/api/jwtauth/${call}`, { multipart: { client_id: 'ironyard-web', ...fields } });
  const guest = await (await form('createguest', {})).json();
  expect((await form('upgradeguest', { refreshToken: guest.refresh_token, name, email, password: PASSWORD })).status()).toBe(200);
  return email;
}

async function signIn(page: Page, email: string, returnTo = '/account', password = PASSWORD) {
  await page.goto(`/signin?p=${encodeURIComponent(returnTo)}`);
  await waitForHydration(page);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(returnTo);
}

async function fillCard(page: Page, number: string) {
  const card = page.frameLocator('iframe[title="Card details"]');
  await card.getByLabel('Card number').fill(number);
  await card.getByLabel('Expiration (MM/YY)').fill('12/34');
  await card.getByLabel('Security code').fill('123');
  await card.getByLabel('Name on card').fill('Dana Driver');
}

test('a signed-out visitor is sent to sign in and comes back; the account menu and the overview lead to every area', async ({ page, request }) => {
  test.slow(); // several pages in one journey: a loaded machine takes it past 30 s
  const email = await newCustomer(request, 'Ola Overview');
  await page.goto('/account/addressbook');
  await expect(page).toHaveURL('/signin?p=%2Faccount%2Faddressbook');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/account/addressbook');
  await expect(page.getByText('Your address book is empty.', { exact: false })).toBeVisible();

  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('button', { name: /^Account menu for / }).first().click();
  await page.getByRole('link', { name: 'Your Account' }).first().click();
  await expect(page).toHaveURL('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Account' })).toBeVisible();
  const areas = page.getByRole('navigation', { name: 'Account areas' });
  for (const name of ['Login & security', 'Address book', 'Payment methods', 'Notifications', 'Your Fleet']) await expect(areas.getByRole('link', { name })).toBeVisible();
  await expect(page.getByText('No address yet.')).toBeVisible();
  await expect(page.getByText('No saved payment method yet.')).toBeVisible();
  await expect(page.getByText('No machines yet.')).toBeVisible();
});

test('a guest is offered an account instead of the account pages', async ({ page }) => {
  await guestSession(page);
  await page.goto('/account/security');
  await expect(page.getByRole('heading', { name: 'Create an account to use this page' })).toBeVisible();
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL('/signin?tab=create&p=%2Faccount%2Fsecurity');
});

test('signed-out requests for account pages get the server\'s redirect to sign in', async ({ page }) => {
  for (const path of ['/account', '/account/addressbook', '/account/security']) {
    const res = await page.request.get(path, { maxRedirects: 0 });
    expect(res.status(), path).toBe(303);
    expect(res.headers()['location'], path).toBe(`/signin?p=${encodeURIComponent(path)}`);
  }
});

test('the account overview comes from the server with the customer in it', async ({ page, request }) => {
  const email = await newCustomer(request, 'Fia Firstpaint');
  await signInSession(page, email, PASSWORD);
  const res = await page.request.get('/account');
  expect(res.status()).toBe(200);
  const main = /<main[\s\S]*<\/main>/.exec(await res.text())?.[0] ?? '';
  expect(main).toContain('Fia Firstpaint');
  expect(main).toContain(email);
  expect(main).toContain('No address yet.');
  expect(main).not.toContain('Loading');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a customer adds an address; a wrong ZIP code shows its error beside the field', async ({ page, request }) => {
    const email = await newCustomer(request, 'Nora Noscript');
    await signInSession(page, email, PASSWORD);
    await page.goto('/account/addressbook/0/add');
    const group = page.getByRole('group', { name: 'New address' });
    await group.getByLabel('First name').fill('Nora');
    await group.getByLabel('Last name').fill('Noscript');
    await group.getByLabel('Street address').fill('77 Static Ave');
    await group.getByLabel('City').fill('Miami');
    await group.getByLabel('State / province').selectOption({ label: 'Florida' });
    await group.getByLabel('ZIP / postal code').fill('50309');
    await page.getByRole('button', { name: 'Add address' }).click();
    await expect(page).toHaveURL('/account/addressbook/0/add');
    const zip = page.getByLabel('ZIP / postal code');
    await expect(zip).toHaveAttribute('aria-invalid', 'true');
    await expect(zip).toHaveAccessibleDescription('The ZIP code 50309 is not in Florida. Check the ZIP code and the state.');
    // What was typed stays.
    await expect(page.getByLabel('Street address')).toHaveValue('77 Static Ave');
    await zip.fill('33139');
    await page.getByRole('button', { name: 'Add address' }).click();
    await expect(page).toHaveURL('/account/addressbook');
    await expect(page.getByText('The address was added.')).toBeVisible();
    const cards = page.getByTestId('address-card');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('77 Static Ave');
    await expect(cards.first()).toContainText('Default');
  });
});

test('a customer changes name and phone; errors show beside the field', async ({ page, request }) => {
  const email = await newCustomer(request, 'Nia Name');
  await signIn(page, email, '/account/security');
  await expect(page.getByTestId('security-name')).toHaveText('Nia Name');
  await page.getByRole('link', { name: 'Edit name' }).click();
  await expect(page).toHaveURL('/account/security/edit/name');
  const first = page.getByLabel('First name');
  await expect(first).toHaveValue('Nia');
  await first.fill('');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(first).toHaveAttribute('aria-invalid', 'true');
  await expect(first).toBeFocused();
  await expect(page.getByText('Required')).toBeVisible();
  await first.fill('Nina');
  await page.getByLabel('Last name').fill('Namesake');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page).toHaveURL('/account/security');
  await expect(page.getByText('Your name was saved.')).toBeVisible();
  await expect(page.getByTestId('security-name')).toHaveText('Nina Namesake');

  await page.getByRole('link', { name: 'Edit phone number' }).click();
  await expect(page).toHaveURL('/account/security/edit/phonenumber');
  const phone = page.getByRole('textbox', { name: 'Phone number' });
  await phone.fill('12');
  await page.getByRole('button', { name: 'Save phone number' }).click();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(/^Enter a valid phone number/)).toBeVisible();
  await phone.fill('512.555.0142');
  await page.getByRole('button', { name: 'Save phone number' }).click();
  await expect(page.getByTestId('security-phonenumber')).toHaveText('(512) 555-0142');

  await page.getByRole('link', { name: 'Edit feedback name' }).click();
  await expect(page).toHaveURL('/account/security/edit/feedbackname');
  await page.getByLabel('Feedback name').fill('nina@example.com');
  await page.getByRole('button', { name: 'Save feedback name' }).click();
  await expect(page.getByText('A feedback name must not be an e-mail address.')).toBeVisible();
  await page.getByLabel('Feedback name').fill(`Nina ${Date.now().toString(36)}`);
  await page.getByRole('button', { name: 'Save feedback name' }).click();
  await expect(page.getByText('Your feedback name was saved.')).toBeVisible();
});

async function otherSession(browser: Browser, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email, '/account');
  return { context, page };
}

test('a customer changes the password; the other session is signed out, this one stays', async ({ page, request, browser }) => {
  const email = await newCustomer(request, 'Pat Password');
  const other = await otherSession(browser, email);
  await signIn(page, email, '/account/security/edit/password');
  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByLabel('New password', { exact: true }).fill('loader-bucket-77');
  await page.getByLabel('New password again').fill('loader-bucket-78');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('The passwords do not match.')).toBeVisible();
  await page.getByLabel('New password again').fill('loader-bucket-77');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password was changed. Every other device was signed out.')).toBeVisible();

  // This session goes on.
  await page.goto('/account/addressbook');
  await expect(page.getByRole('link', { name: 'Add an address' })).toBeVisible();
  // The other one is over: its next page asks it to sign in.
  await other.page.goto('/account/security');
  await expect(other.page).toHaveURL(/\/signin\?p=%2Faccount%2Fsecurity/);
  await other.context.close();
});

test('a customer adds, edits, defaults and deletes an address', async ({ page, request }) => {
  test.setTimeout(60_000);
  const email = await newCustomer(request, 'Ada Address');
  await signIn(page, email, '/account/addressbook');
  const fill = async (street: string, city: string, state: string, zip: string) => {
    const group = page.getByRole('group', { name: /address/i });
    await group.getByLabel('First name').fill('Ada');
    await group.getByLabel('Last name').fill('Address');
    await group.getByLabel('Street address').fill(street);
    await group.getByLabel('City').fill(city);
    await group.getByLabel('State / province').selectOption({ label: state });
    await group.getByLabel('ZIP / postal code').fill(zip);
  };
  await page.getByRole('link', { name: 'Add an address' }).click();
  await fill('1 Ocean Dr', 'Miami', 'Florida', '50309');
  await page.getByRole('button', { name: 'Add address' }).click();
  const zip = page.getByLabel('ZIP / postal code');
  await expect(zip).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('The ZIP code 50309 is not in Florida. Check the ZIP code and the state.')).toBeVisible();
  await zip.fill('33139');
  await page.getByRole('button', { name: 'Add address' }).click();
  await expect(page).toHaveURL('/account/addressbook');
  await expect(page.getByText('The address was added.')).toBeVisible();

  await page.getByRole('link', { name: 'Add an address' }).click();
  await fill('9 Quarry Rd', 'Des Moines', 'Iowa', '50309');
  await page.getByRole('button', { name: 'Add address' }).click();
  const cards = page.getByTestId('address-card');
  await expect(cards).toHaveCount(2);
  await expect(cards.first()).toContainText('Default');
  await expect(cards.first()).toContainText('1 Ocean Dr');

  await page.getByRole('link', { name: 'Edit the address 9 Quarry Rd' }).click();
  await page.getByLabel('Street address').fill('10 Quarry Rd');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('The address was saved.')).toBeVisible();
  await page.getByRole('button', { name: 'Make 10 Quarry Rd the default address' }).click();
  await expect(page.getByText('10 Quarry Rd is now your default address.', { exact: false })).toBeVisible();
  await expect(cards.first()).toContainText('10 Quarry Rd');
  await expect(cards.first()).toContainText('Default');

  await page.getByRole('link', { name: 'Delete the address 10 Quarry Rd' }).click();
  await expect(page.getByRole('heading', { name: 'Delete this address?' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete address' }).click();
  await expect(page.getByText('The address was deleted.')).toBeVisible();
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('1 Ocean Dr');
  await expect(cards.first()).toContainText('Default');

  await page.goto('/account');
  await expect(page.getByTestId('overview-address')).toContainText('1 Ocean Dr');
});

test('a customer adds a card and makes it the default', async ({ page, request }) => {
  test.setTimeout(60_000);
  const email = await newCustomer(request, 'Cody Card');
  await signIn(page, email, '/account/paymentmethods');
  await expect(page.getByText('You have no saved payment methods.', { exact: false })).toBeVisible();
  const add = async (number: string) => {
    await page.getByRole('link', { name: 'Add a card' }).click();
    await fillCard(page, number);
    const bill = page.getByRole('group', { name: 'Billing address' });
    await bill.getByLabel('First name').fill('Cody');
    await bill.getByLabel('Last name').fill('Card');
    await bill.getByLabel('Street address').fill('400 Depot Lane');
    await bill.getByLabel('City').fill('Denver');
    await bill.getByLabel('State / province').selectOption({ label: 'Colorado' });
    await bill.getByLabel('ZIP / postal code').fill('80202');
    await bill.getByLabel('Phone').fill('303-555-0101');
    await page.getByRole('button', { name: 'Save payment method' }).click();
    await expect(page).toHaveURL('/account/paymentmethods');
  };
  await add('4111 1111 1111 1111');
  await add('5555 5555 5555 4444');
  const cards = page.getByTestId('payment-card');
  await expect(cards).toHaveCount(2);
  await expect(cards.first()).toContainText('ending in 1111');
  await expect(cards.first()).toContainText('Default');
  await page.getByRole('button', { name: /^Make .*ending in 4444.* the default$/ }).click();
  await expect(cards.first()).toContainText('ending in 4444');
  await expect(cards.first()).toContainText('Default');
  await page.goto('/account');
  await expect(page.getByTestId('overview-card')).toContainText('ending in 4444');
});

test('a customer turns off marketing mail', async ({ page, request }) => {
  const email = await newCustomer(request, 'Mo Mail');
  await signIn(page, email, '/account/notifications');
  const marketing = page.getByRole('checkbox', { name: 'Offers and news' });
  await expect(marketing).toBeChecked();
  await marketing.uncheck();
  await expect(page.getByText('Offers and news e-mails are off.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Offers and news' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Order updates' })).toBeChecked();
});

async function outOfStockPart(request: APIRequestContext) {
  for (let id = 1; id <= 300; id++) {
    const data = await gqlData<{ v1: { product: { id: string; name: string; seoName: string; priceAndAvailability: { status: string; canNotify: boolean } } | null } }>(
      request,
      'query($id: ID!) { v1 { product(id: $id) { id name seoName priceAndAvailability { status canNotify } } } }',
      { id: String(id) },
    );
    const p = data.v1.product;
    if (p && p.priceAndAvailability.canNotify && ['CAN_BACKORDER', 'NOT_AVAILABLE'].includes(p.priceAndAvailability.status)) return p;
  }
  throw new Error('no out-of-stock part that offers notification in the seeded catalogue');
}

test('a customer asks to be notified for an out-of-stock part and finds it in notifications', async ({ page, request }) => {
  const part = await outOfStockPart(request);
  const email = await newCustomer(request, 'Wren Waiting');
  // Signed out, the button leads to sign in and back.
  await page.goto(`/${part.seoName}/p/${part.id}`);
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Notify me when available' }).click();
  await expect(page).toHaveURL(/\/signin\?p=/);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(`/${part.seoName}/p/${part.id}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Notify me when available' }).click();
  await expect(page.getByText('We will e-mail you once when this part is back in stock.')).toBeVisible();
  await page.getByRole('link', { name: 'Your notifications' }).click();
  await expect(page).toHaveURL('/account/notifications');
  const alert = page.getByTestId('stock-alert');
  await expect(alert).toHaveCount(1);
  await expect(alert).toContainText(part.name);
  await expect(alert).toContainText('we e-mail you once it is back in stock');
  await alert.getByRole('button', { name: /^Remove / }).click();
  await page.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(page.getByText('You are not waiting for any part.', { exact: false })).toBeVisible();
});

test('the account pages pass an accessibility scan and fit a 320 px screen', async ({ page, request }) => {
  test.setTimeout(90_000);
  const email = await newCustomer(request, 'Axel Access');
  await page.setViewportSize({ width: 320, height: 800 });
  await signIn(page, email, '/account');
  const pages: Array<[string, string]> = [
    ['/account', 'No machines yet.'],
    ['/account/security', 'Axel Access'],
    ['/account/security/edit/name', 'First name'],
    ['/account/security/edit/emailaddress', 'New e-mail address'],
    ['/account/addressbook', 'Your address book is empty.'],
    ['/account/addressbook/0/add', 'Street address'],
    ['/account/paymentmethods', 'You have no saved payment methods.'],
    ['/account/notifications', 'What we e-mail you'],
  ];
  for (const [path, text] of pages) {
    await page.goto(path);
    await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
    expect(await seriousAxeViolations(page, 'main'), path).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(320);
  }
});

test('a customer changes the e-mail address; it takes effect once the link mailed to the new address is opened', async ({ page, request }) => {
  const email = await newCustomer(request, 'Eve Email');
  const next = `new-${email}`;
  await signIn(page, email, '/account/security/edit/emailaddress');
  await page.getByLabel('New e-mail address').fill(next);
  await page.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(page.getByLabel('Your password')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Your password')).toBeFocused();
  await page.getByLabel('Your password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(page.getByText(`Check your inbox at ${next}.`)).toBeVisible();
  await page.goto('/account/security');
  await expect(page.getByTestId('security-emailaddress')).toContainText(email);
  await expect(page.getByTestId('pending-email')).toContainText(next);

  let link: string | null = null;
  await expect(async () => {
    await page.goto('/dev/mail');
    const message = page.locator('article', { has: page.locator('.to', { hasText: next }) }).first();
    link = await message.getByRole('link').first().getAttribute('href');
    expect(link).toContain('/account/security/confirmemail?token=');
  }).toPass({ timeout: 10_000 });
  await page.goto(link!);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Confirm e-mail address' }).click();
  await expect(page.getByText(`Done: your account's e-mail address is now ${next}.`)).toBeVisible();
  await page.getByRole('link', { name: 'Go to login & security' }).click();
  await expect(page.getByTestId('security-emailaddress')).toHaveText(next);
});
