import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { seriousAxeViolations, waitForHydration } from './e2e-support';
import { gqlData } from '../support/test-graphql';

interface Part {
  id: string;
  sku: string;
  name: string;
  seoName: string;
  priceAndAvailability: { status: string; price: number | null; stock: number; orderMaximumQuantity: number; orderMinimumQuantity: number; allowedQuantities: number[] };
}

const ADMIN = 'admin@ironyard.test';
const CUSTOMER = 'customer@ironyard.test';
const DEMO_PASSWORD = 'Ironyard-demo-1';

/** In-stock parts with a price, skipping `skip` of them so parallel tests use different stock. */
async function orderablePart(request: APIRequestContext, skip: number): Promise<Part> {
  let seen = 0;
  for (let id = 1; id <= 300; id++) {
    const data = await gqlData<{ v1: { product: Part | null } }>(
      request,
      'query($id: ID!) { v1 { product(id: $id) { id sku name seoName priceAndAvailability { status price stock orderMaximumQuantity orderMinimumQuantity allowedQuantities } } } }',
      { id: String(id) },
    );
    const p = data.v1.product;
    const pa = p?.priceAndAvailability;
    if (p && pa && pa.status === 'IN_STOCK' && pa.price !== null && pa.price > 5 && pa.price < 400 && pa.stock >= 5 && pa.orderMinimumQuantity <= 1 && pa.allowedQuantities.length === 0) {
      if (seen++ === skip) return p;
    }
  }
  throw new Error('no orderable part in the seeded catalogue');
}

const cartLink = (page: Page) => page.getByRole('link', { name: /^Cart, \d+ items?$/ }).first();

async function addToCart(page: Page, part: Part) {
  await page.goto(`/${part.seoName}/p/${part.id}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to your cart.' })).toBeVisible();
}

async function fillGuestAddress(page: Page) {
  const form = page.getByRole('group', { name: 'Shipping address' });
  await form.getByLabel('First name').fill('Dana');
  await form.getByLabel('Last name').fill('Driver');
  await form.getByLabel('Street address').fill('12 Quarry Road');
  await form.getByLabel('City').fill('Austin');
  await form.getByLabel('Country').selectOption({ label: 'United States' });
  await form.getByLabel('State / province').selectOption({ label: 'Texas' });
  await form.getByLabel('ZIP / postal code').fill('78701');
  await form.getByLabel('ZIP / postal code').blur();
  await form.getByLabel('Phone').fill('512-555-0100');
}

async function fillCard(page: Page, number: string) {
  const card = page.frameLocator('iframe[title="Card details"]');
  await card.getByLabel('Card number').fill(number);
  await card.getByLabel('Expiration (MM/YY)').fill('12/34');
  await card.getByLabel('Security code').fill('123');
  await card.getByLabel('Name on card').fill('Dana Driver');
}

async function guestToReview(page: Page, email: string) {
  await page.goto('/cart');
  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout\/signin$/);
  await expect(page.getByText(/^Checkout - \d+ Items$/)).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Continue as guest' }).click();
  await expect(page).toHaveURL(/\/checkout\/orderreview/);
}

test('a guest checks out with a sandbox test card, sees the thank-you page and the order status', async ({ page, request }) => {
  test.setTimeout(90_000);
  const part = await orderablePart(request, 0);
  await addToCart(page, part);
  const email = `dana-${Date.now().toString(36)}@example.com`;
  await guestToReview(page, email);

  // No more than 8 address fields by default, each with an autofill token.
  const form = page.getByRole('group', { name: 'Shipping address' });
  const fields = form.locator('input:not([type=checkbox]):not([type=radio]):not([type=hidden]), select');
  expect(await fields.count()).toBeLessThanOrEqual(8);
  for (const f of await fields.all()) expect(await f.getAttribute('autocomplete')).toMatch(/^section-shipping shipping /);

  await fillGuestAddress(page);
  // Shipping and tax are shown before the order is placed (Texas has sales tax).
  await expect(page.getByTestId('summary-shipping')).not.toHaveText('—');
  await expect(page.getByTestId('summary-tax')).not.toHaveText('$0.00');
  const total = await page.getByTestId('summary-total').textContent();

  await page.getByRole('button', { name: 'Add a PO number' }).click();
  await page.getByLabel('PO number').fill('PO-7781');
  await fillCard(page, '4111 1111 1111 1111');
  await page.getByRole('button', { name: 'Place order' }).click();

  await expect(page).toHaveURL(/\/checkout\/thankyou\/[0-9a-f-]{36}$/, { timeout: 20_000 });
  await expect(page).toHaveTitle(/^Thank You/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank You' })).toBeVisible();
  await expect(page.getByTestId('order-total')).toHaveText(total!);
  await expect(page.getByText(part.name)).toBeVisible();
  await expect(page.getByText('PO-7781')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
  // The checkout header has no cart link; the store's header shows the emptied cart.
  await expect(page.getByText(/^Checkout - \d+ Items$/)).toBeVisible();
  const orderNumber = await page.getByTestId('order-number').textContent();

  // The guest becomes a customer with the order's e-mail and one password.
  await page.getByLabel('Password').fill('tread-and-track-88');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Your account is ready: you are signed in as ${email}.` })).toBeVisible();

  await page.getByRole('link', { name: 'Order status' }).click();
  await expect(page).toHaveURL(/\/orderstatus\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
  await expect(page.getByTestId('order-total')).toHaveText(total!);
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 0 items');

  // Open to guests: another browser with only the link sees it too.
  const url = page.url();
  const other = await page.context().browser()!.newContext();
  const stranger = await other.newPage();
  await stranger.goto(url);
  await expect(stranger.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
  await other.close();
});

test('a declined card shows a clear message and keeps the cart', async ({ page, request }) => {
  test.setTimeout(90_000);
  const part = await orderablePart(request, 1);
  await addToCart(page, part);
  await guestToReview(page, `declined-${Date.now().toString(36)}@example.com`);
  await fillGuestAddress(page);
  await expect(page.getByTestId('summary-tax')).not.toHaveText('$0.00');
  await fillCard(page, '4000 1111 1111 1115');
  // The card fields' frame is as tall as what it holds: the last field is not cut off.
  const frame = page.locator('iframe[title="Card details"]');
  const nameField = page.frameLocator('iframe[title="Card details"]').getByLabel('Name on card');
  await expect(async () => {
    const [outer, inner] = await Promise.all([frame.boundingBox(), nameField.boundingBox()]);
    expect(inner!.y + inner!.height).toBeLessThanOrEqual(outer!.y + outer!.height);
  }).toPass();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined' })).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/checkout\/orderreview/);
  await expect(page.getByText('Checkout - 1 Items')).toBeVisible();
  await page.goto('/cart');
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
  await expect(page.getByTestId('cart-line').filter({ hasText: part.name })).toBeVisible();
});

async function tokenFor(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.post('/api/jwtauth/token', { multipart: { client_id: 'ironyard-web', grant_type: 'password', username: email, password: DEMO_PASSWORD } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

test('a visitor opens a quote link and orders it at the quoted prices; a quote made for a customer waits for them', async ({ page, request }) => {
  test.setTimeout(90_000);
  const part = await orderablePart(request, 2);
  const admin = await tokenFor(request, ADMIN);
  const expires = new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString();
  const addQuote = async (who: Record<string, string>) =>
    (
      await gqlData<{ v1: { quote: { add: { guid: string } } } }>(
        request,
        'mutation($q: QuoteInput!) { v1 { quote { add(quote: $q) { guid } } } }',
        { q: { ...who, title: 'Spring service kit', expirationDate: expires, items: [{ productId: part.id, quantity: 2, price: 19.5, shippingPrice: 7.25 }] } },
        { token: admin },
      )
    ).v1.quote.add.guid;

  // A quote made for a customer shows its prices to whoever has the link, but only that customer may order it.
  const theirs = await addQuote({ customerEmail: CUSTOMER });
  await page.goto(`/cart/quote/${theirs}`);
  await expect(page.getByText('This quote was made for another customer. Sign in with the account it was made for to order it.')).toBeVisible();
  await expect(page.getByTestId('cart-line').filter({ hasText: part.name }).getByTestId('line-total')).toHaveText('$39.00');
  await expect(page.getByRole('link', { name: 'Checkout' })).toHaveCount(0);

  // A quote made for no one in particular: whoever holds the link orders it.
  const guid = await addQuote({});

  await page.goto(`/cart/quote/${guid}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Your quote' })).toBeVisible();
  await expect(page.getByText('Quote: Spring service kit')).toBeVisible();
  const line = page.getByTestId('cart-line').filter({ hasText: part.name });
  await expect(line.getByTestId('line-total')).toHaveText('$39.00');
  // Read-only: no quantity selector, no remove, no coupon.
  await expect(line.getByLabel(`Quantity of ${part.name}`)).toHaveCount(0);
  await expect(line.getByRole('button', { name: /^Remove/ })).toHaveCount(0);
  await expect(page.getByLabel('Coupon code')).toHaveCount(0);
  await expect(page.getByTestId('summary-shipping')).toHaveText('$7.25');

  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(new RegExp(`/checkout/quote/${guid}/signin$`));
  await page.getByLabel('E-mail').fill(`quote-${Date.now().toString(36)}@example.com`);
  await page.getByRole('button', { name: 'Continue as guest' }).click();
  await expect(page).toHaveURL(new RegExp(`/checkout/quote/${guid}/orderreview`));
  await fillGuestAddress(page);
  await expect(page.getByTestId('summary-tax')).not.toHaveText('$0.00');
  await fillCard(page, '4111 1111 1111 1111');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank You' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(part.name)).toBeVisible();

  // Leaving the cart and checkout forgets the quote: the ordinary cart shows again.
  await page.getByRole('link', { name: 'Continue shopping' }).click();
  await page.waitForURL('/');
  await cartLink(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping cart' })).toBeVisible();
});

test('an administrator creates a quote on /quotes and the link opens it read-only', async ({ page, request }) => {
  test.setTimeout(90_000);
  const part = await orderablePart(request, 3);
  await page.goto('/quotes');
  await expect(page.getByText('Only store staff can create quotes.')).toBeVisible();
  await page.goto('/signin?p=%2Fquotes');
  await page.getByLabel('E-mail').fill(ADMIN);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('/quotes');

  await page.getByLabel('Customer e-mail or number').fill(CUSTOMER);
  await page.getByLabel('Title').fill('Loader pins');
  // A missing part is named before anything is sent.
  await page.getByRole('button', { name: 'Create quote' }).click();
  await expect(page.getByRole('alert')).toHaveText('Line 1: look up a part by its SKU.');
  await page.getByLabel('SKU (line 1)').fill(part.sku);
  await page.getByLabel('SKU (line 1)').blur();
  await expect(page.getByText(part.name)).toBeVisible();
  await page.getByLabel('Quantity').fill('3');
  await page.getByLabel('Quoted unit price').fill('12.40');
  await page.getByLabel('Quoted shipping').fill('5');
  await page.getByRole('button', { name: 'Create quote' }).click();
  const link = page.getByTestId('quote-link');
  await expect(link).toContainText('/cart/quote/');
  await page.getByRole('link', { name: 'Open the quote' }).click();
  await expect(page.getByText('Quote: Loader pins')).toBeVisible();
  await expect(page.getByTestId('cart-line').filter({ hasText: part.name }).getByTestId('line-total')).toHaveText('$37.20');
  await expect(page.getByTestId('summary-shipping')).toHaveText('$5.00');
});

test('a registered customer saves an address and a card at checkout and orders with them', async ({ page, request }) => {
  test.setTimeout(120_000);
  const part = await orderablePart(request, 4);
  const email = `fleet-${Date.now().toString(36)}@example.com`;
  const password = 'tread-and-track-88';
  const form = (call: string, fields: Record<string, string>) => request.post(`/api/jwtauth/${call}`, { multipart: { client_id: 'ironyard-web', ...fields } });
  const guest = await (await form('createguest', {})).json();
  expect((await form('upgradeguest', { refreshToken: guest.refresh_token, name: 'Sam Fleet', email, password })).status()).toBe(200);

  await page.goto('/signin?p=%2Fcart');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('/cart');

  await addToCart(page, part);
  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/checkout\/orderreview/);
  await page.getByRole('button', { name: 'Add a shipping address' }).click();
  await expect(page).toHaveURL(/\/checkout\/shipping\/add/);
  const ship = page.getByRole('group', { name: 'New shipping address' });
  await ship.getByLabel('First name').fill('Sam');
  await ship.getByLabel('Last name').fill('Fleet');
  await ship.getByLabel('Street address').fill('400 Depot Lane');
  await ship.getByLabel('City').fill('Denver');
  await ship.getByLabel('State / province').selectOption({ label: 'Colorado' });
  await ship.getByLabel('ZIP / postal code').fill('80202');
  await ship.getByLabel('Phone').fill('303-555-0101');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page).toHaveURL(/\/checkout\/orderreview\?a=\d+/);
  await expect(page.getByText('400 Depot Lane, Denver, CO 80202')).toBeVisible();

  // Save a card for next time, then order with it.
  await page.goto(page.url().replace('/orderreview', '/payment/add'));
  await fillCard(page, '4111 1111 1111 1111');
  const bill = page.getByRole('group', { name: 'Billing address' });
  await bill.getByLabel('First name').fill('Sam');
  await bill.getByLabel('Last name').fill('Fleet');
  await bill.getByLabel('Street address').fill('400 Depot Lane');
  await bill.getByLabel('City').fill('Denver');
  await bill.getByLabel('State / province').selectOption({ label: 'Colorado' });
  await bill.getByLabel('ZIP / postal code').fill('80202');
  await bill.getByLabel('Phone').fill('303-555-0101');
  await page.getByRole('button', { name: 'Save payment method' }).click();
  await expect(page).toHaveURL(/\/checkout\/orderreview\?.*p=\d+/);
  await expect(page.getByText(/ending in 1111/)).toBeVisible();
  await expect(page.getByTestId('summary-tax')).not.toHaveText('$0.00');
  const total = await page.getByTestId('summary-total').textContent();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank You' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('order-total')).toHaveText(total!);
  // A registered customer is not offered another account.
  await expect(page.getByRole('heading', { name: 'Create an account' })).toHaveCount(0);
});

test('cart and checkout pages pass an accessibility scan and fit a 320 px screen', async ({ page, request }) => {
  test.setTimeout(90_000);
  const part = await orderablePart(request, 5);
  await page.setViewportSize({ width: 320, height: 800 });
  await addToCart(page, part);
  await page.goto('/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  // The card frame is its own document (page-level rules such as one main landmark do not apply to an embedded widget).
  const scan = async () => (await new AxeBuilder({ page }).include('main').exclude('iframe').analyze()).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(await scan()).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.getByRole('link', { name: 'Checkout' }).click();
  await page.getByLabel('E-mail').fill(`axe-${Date.now().toString(36)}@example.com`);
  await page.getByRole('button', { name: 'Continue as guest' }).click();
  await expect(page.getByRole('group', { name: 'Shipping address' })).toBeVisible();
  expect(await scan()).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});

test('the address form shows each error beside its field, marks the field invalid and moves focus to the first', async ({ page, request }) => {
  test.setTimeout(90_000);
  const part = await orderablePart(request, 6);
  const email = `form-${Date.now().toString(36)}@example.com`;
  const password = 'tread-and-track-88';
  const form = (call: string, fields: Record<string, string>) => request.post(`/api/jwtauth/${call}`, { multipart: { client_id: 'ironyard-web', ...fields } });
  const guest = await (await form('createguest', {})).json();
  expect((await form('upgradeguest', { refreshToken: guest.refresh_token, name: 'Kim Form', email, password })).status()).toBe(200);
  await page.goto('/signin?p=%2Fcart');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('/cart');
  await addToCart(page, part);

  await page.goto('/checkout/shipping/add');
  const ship = page.getByRole('group', { name: 'New shipping address' });
  await expect(ship).toBeVisible();
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Save address' }).click();

  const expected: Array<[string, string]> = [
    ['First name', 'Enter a first name.'],
    ['Last name', 'Enter a last name.'],
    ['Street address', 'Enter a street address.'],
    ['City', 'Enter a city.'],
    ['State / province', 'Choose a state or province.'],
    ['ZIP / postal code', 'Enter a postal code.'],
    ['Phone', 'Enter a phone number.'],
  ];
  await expect(ship.getByLabel('First name')).toBeFocused();
  for (const [label, text] of expected) {
    const field = ship.getByLabel(label);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(text);
    // Beside its field: the message sits right under the field it names.
    const [f, e] = [await field.boundingBox(), await ship.getByText(text, { exact: true }).boundingBox()];
    expect(e!.y).toBeGreaterThanOrEqual(f!.y + f!.height - 1);
    expect(e!.y).toBeLessThan(f!.y + f!.height + 40);
    expect(Math.abs(e!.x - f!.x)).toBeLessThan(4);
  }
  // The country is chosen already: it is not marked.
  await expect(ship.getByLabel('Country')).not.toHaveAttribute('aria-invalid', 'true');
  // Nothing was sent: still on the form.
  await expect(page).toHaveURL(/\/checkout\/shipping\/add$/);
  expect(await seriousAxeViolations(page, 'main')).toEqual([]);

  // A corrected field loses its error as it is typed.
  await ship.getByLabel('First name').fill('Kim');
  await expect(ship.getByLabel('First name')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(ship.getByText('Enter a first name.')).toHaveCount(0);
  await expect(ship.getByLabel('Last name')).toHaveAttribute('aria-invalid', 'true');
});
