import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { gqlData } from '../support/test-graphql';
import { guestSession, signInSession, waitForHydration } from './e2e-support';
import { parseSessionCookie, SESSION_COOKIE } from '../../shared/session-cookie';

interface Part {
  id: string;
  sku: string;
  name: string;
  seoName: string;
  priceAndAvailability: { status: string; price: number | null; stock: number; orderMaximumQuantity: number; orderMinimumQuantity: number; allowedQuantities: number[] };
}

/** In-stock parts with a price and room to change the quantity, as a customer would find them. */
async function orderableParts(request: APIRequestContext, count: number, extra: (p: Part) => boolean = () => true): Promise<Part[]> {
  const found: Part[] = [];
  for (let id = 1; id <= 300 && found.length < count; id++) {
    const data = await gqlData<{ v1: { product: Part | null } }>(
      request,
      'query($id: ID!) { v1 { product(id: $id) { id sku name seoName priceAndAvailability { status price stock orderMaximumQuantity orderMinimumQuantity allowedQuantities } } } }',
      { id: String(id) },
    );
    const p = data.v1.product;
    const pa = p?.priceAndAvailability;
    if (p && pa && pa.status === 'IN_STOCK' && pa.price !== null && pa.price > 5 && pa.price < 400 && pa.stock >= 5 && pa.orderMaximumQuantity >= 5 && pa.orderMinimumQuantity <= 1 && pa.allowedQuantities.length === 0 && extra(p)) {
      found.push(p);
    }
  }
  expect(found.length).toBe(count);
  return found;
}

const money = (n: number) => `$${n.toFixed(2)}`;

async function findAndAdd(page: Page, part: Part) {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search parts' }).first();
  await box.fill(part.sku);
  await box.press('Enter');
  await page.getByRole('link', { name: part.name }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: part.name })).toBeVisible();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to your cart.' })).toBeVisible();
}

const cartLink = (page: Page) => page.getByRole('link', { name: /^Cart, \d+ items?$/ }).first();

test('a guest finds parts, adds them, changes the quantity, saves one for later and applies a coupon', async ({ page, request }) => {
  test.setTimeout(90_000);
  const [a, b] = await orderableParts(request, 2);
  await findAndAdd(page, a);
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
  await findAndAdd(page, b);
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');

  await cartLink(page).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping cart' })).toBeVisible();
  const lineA = page.getByTestId('cart-line').filter({ hasText: a.name });
  await expect(lineA).toBeVisible();

  // Quantity 3: the line total and the header follow at once.
  await lineA.getByLabel(`Quantity of ${a.name}`).selectOption('3');
  await expect(lineA.getByTestId('line-total')).toHaveText(money(Math.round(a.priceAndAvailability.price! * 3 * 100) / 100));
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 4 items');

  // Save the other one for later: it leaves the cart and shows in the saved list.
  await page.getByRole('button', { name: `Save for later: ${b.name}` }).click();
  await expect(page.getByTestId('saved-for-later')).toBeVisible();
  await expect(page.getByTestId('cart-line').filter({ hasText: b.name })).toHaveCount(0);
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 3 items');
  const subtotal = money(Math.round(a.priceAndAvailability.price! * 3 * 100) / 100);
  await expect(page.getByTestId('summary-subtotal')).toHaveText(subtotal);

  // An unknown coupon says so; SAVE10 takes 10 % off.
  await page.getByLabel('Coupon code').fill('NO-SUCH-CODE');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to add coupon' })).toBeVisible();
  await page.getByLabel('Coupon code').fill('SAVE10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('summary-discount')).toBeVisible();
  await expect(page.getByText('SAVE10', { exact: true })).toBeVisible();

  // Totals survive a reload (they come from the server's cart).
  await page.reload();
  await expect(page.getByTestId('summary-subtotal')).toHaveText(subtotal);
  await expect(page.getByTestId('summary-discount')).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 3 items');
  await expect(page.getByRole('link', { name: 'Checkout' })).toBeVisible();

  // Back from saved for later, and a reference on a line.
  await page.getByRole('button', { name: `Move to cart: ${b.name}` }).click();
  await expect(page.getByTestId('cart-line').filter({ hasText: b.name })).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 4 items');
  await lineA.getByRole('button', { name: `EDIT the reference of ${a.name}` }).click();
  await lineA.getByLabel('Reference').fill('Loader 3 hydraulics');
  await lineA.getByRole('button', { name: 'SAVE', exact: true }).click();
  await page.reload();
  await expect(page.getByTestId('cart-line').filter({ hasText: a.name })).toContainText('Loader 3 hydraulics');
});

test('a quantity the server refuses is rolled back with the spec text', async ({ page, request }) => {
  // A part with fewer than 10 in stock: choosing "10+" asks for 10, which the server refuses.
  const [a] = await orderableParts(request, 1, (p) => p.priceAndAvailability.stock < 10 && p.priceAndAvailability.orderMaximumQuantity >= 10);
  await page.goto(`/${a.seoName}/p/${a.id}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
  await page.goto('/cart');
  // Spec 1 names the page "Shopping Cart".
  await expect(page).toHaveTitle(/^Shopping Cart \| /);
  const line = page.getByTestId('cart-line').filter({ hasText: a.name });
  await line.getByLabel(`Quantity of ${a.name}`).selectOption('10');
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to change the quantity' })).toBeVisible();
  // Rolled back: one in the line, the header and the summary.
  await expect(line.getByTestId('line-total')).toHaveText(money(a.priceAndAvailability.price!));
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
  await expect(line.getByLabel(`Quantity of ${a.name}`)).toHaveValue('1');
});

test('a typed quantity that is not a whole number of 1 or more is refused next to the field and changes nothing', async ({ page, request }) => {
  test.setTimeout(90_000);
  const [a] = await orderableParts(request, 1, (p) => p.priceAndAvailability.stock >= 12 && p.priceAndAvailability.orderMaximumQuantity >= 12);
  const price = a.priceAndAvailability.price!;
  const total = (n: number) => money(Math.round(price * n * 100) / 100);
  await page.goto(`/${a.seoName}/p/${a.id}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
  await page.goto('/cart');
  await waitForHydration(page);
  const line = page.getByTestId('cart-line').filter({ hasText: a.name });
  await line.getByLabel(`Quantity of ${a.name}`).selectOption('10');
  await expect(line.getByTestId('line-total')).toHaveText(total(10));
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 10 items');

  // 0 does not remove the line (the spec gives it no such meaning; Remove does), -3 and abc are no quantities.
  const field = line.getByRole('textbox', { name: `Quantity of ${a.name}` });
  for (const typed of ['0', '-3', 'abc']) {
    await field.fill(typed);
    await field.press('Tab');
    await expect(line.getByText('Enter a quantity of 1 or more.')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('Enter a quantity of 1 or more.');
    await expect(field).toHaveValue(typed);
    await expect(line.getByTestId('line-total')).toHaveText(total(10));
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 10 items');
  }
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to change the quantity' })).toHaveCount(0);
  await page.reload();
  await expect(line.getByRole('textbox', { name: `Quantity of ${a.name}` })).toHaveValue('10');
  await expect(line.getByTestId('line-total')).toHaveText(total(10));

  // A whole number saves and the reason goes away.
  await waitForHydration(page);
  await field.fill('abc');
  await field.press('Enter');
  await expect(line.getByText('Enter a quantity of 1 or more.')).toBeVisible();
  await field.fill('12');
  await field.press('Tab');
  await expect(line.getByTestId('line-total')).toHaveText(total(12));
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 12 items');
  await expect(line.getByText('Enter a quantity of 1 or more.')).toHaveCount(0);
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');
});

test('the empty cart says so and offers no checkout', async ({ page }) => {
  await page.goto('/cart');
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Checkout' })).toHaveCount(0);
});

test('a reward link applies its code as a coupon', async ({ page, request }) => {
  const [a] = await orderableParts(request, 1, (p) => p.priceAndAvailability.stock >= 8);
  await page.goto(`/${a.seoName}/p/${a.id}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
  await page.goto('/cart/FREESHIP');
  await expect(page.getByRole('status').filter({ hasText: 'Reward code FREESHIP applied.' })).toBeVisible();
  await expect(page.getByText('FREESHIP', { exact: true })).toBeVisible();
  // An expired reward code says why it failed and changes nothing.
  await page.goto('/cart/SPRING2020');
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to add coupon' })).toBeVisible();
});

/** Adds a part to the cart of the browser's session, through the API with the session's access token. */
async function addWithSession(page: Page, part: Part, qty: number) {
  const cookie = (await page.context().cookies()).find((c) => c.name === SESSION_COOKIE);
  const token = parseSessionCookie(cookie?.value)?.accessToken;
  expect(token).toBeTruthy();
  await gqlData(page.request, 'mutation($id: ID!, $qty: Int) { v1 { cart { add(productId: $id, qty: $qty) { itemCount } } } }', { id: part.id, qty }, { token });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a guest changes a line\u2019s quantity and sees the new quantity and totals', async ({ page, request }) => {
    const [a] = await orderableParts(request, 1);
    await guestSession(page);
    await addWithSession(page, a, 1);
    await page.goto('/cart');
    const line = page.getByTestId('cart-line').filter({ hasText: a.name });
    await expect(line.getByTestId('line-total')).toHaveText(money(a.priceAndAvailability.price!));
    await line.getByLabel(`Quantity of ${a.name}`).selectOption('3');
    await line.getByRole('button', { name: `Update the quantity of ${a.name}` }).click();
    const three = money(Math.round(a.priceAndAvailability.price! * 3 * 100) / 100);
    await expect(line.getByTestId('line-total')).toHaveText(three);
    await expect(line.getByLabel(`Quantity of ${a.name}`)).toHaveValue('3');
    await expect(page.getByTestId('summary-subtotal')).toHaveText(three);
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 3 items');
  });

  test('a typed quantity that is not a whole number is refused with its reason and changes nothing', async ({ page, request }) => {
    const [a] = await orderableParts(request, 1, (p) => p.priceAndAvailability.stock >= 12 && p.priceAndAvailability.orderMaximumQuantity >= 12);
    await guestSession(page);
    await addWithSession(page, a, 12);
    await page.goto('/cart');
    const line = page.getByTestId('cart-line').filter({ hasText: a.name });
    const twelve = money(Math.round(a.priceAndAvailability.price! * 12 * 100) / 100);
    await expect(line.getByTestId('line-total')).toHaveText(twelve);
    // Letters never leave the page: the field's pattern holds the form back, with the browser's own message.
    const box = line.getByRole('textbox', { name: `Quantity of ${a.name}` });
    await box.fill('abc');
    await line.getByRole('button', { name: `Update the quantity of ${a.name}` }).click();
    expect(await box.evaluate((el) => (el as HTMLInputElement).validity.patternMismatch)).toBe(true);
    await expect(line.getByTestId('line-total')).toHaveText(twelve);
    // Digits that are no quantity reach the server, which refuses them with the reason.
    await box.fill('0');
    await line.getByRole('button', { name: `Update the quantity of ${a.name}` }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to change the quantity. Enter a quantity of 1 or more.' })).toBeVisible();
    await expect(line.getByRole('textbox', { name: `Quantity of ${a.name}` })).toHaveValue('12');
    await expect(line.getByTestId('line-total')).toHaveText(twelve);
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 12 items');
  });
});

test('a phone with scripts never shows the quantity\u2019s Update button, before or after hydration, so the line does not close up under the reader', async ({ page, request }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  const [a] = await orderableParts(request, 1);
  await guestSession(page);
  await addWithSession(page, a, 1);
  // The page as painted before its scripts run: scripts are on, but none has arrived.
  await page.route('**/*.js', (route) => route.abort());
  await page.goto('/cart');
  const line = page.getByTestId('cart-line').filter({ hasText: a.name });
  await expect(line.getByRole('button', { name: `Remove ${a.name}` })).toBeVisible();
  const update = line.getByRole('button', { name: `Update the quantity of ${a.name}` });
  await expect(update).toHaveCount(0);
  const before = await line.locator('form').boundingBox();
  await page.unroute('**/*.js');
  await page.reload();
  await waitForHydration(page);
  await expect(update).toHaveCount(0);
  expect(await line.locator('form').boundingBox()).toEqual(before);
});

test('the cart page a signed-in customer is served already lists their parts and the header counts them', async ({ page, request }) => {
  const [a] = await orderableParts(request, 1);
  const email = `cart-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const form = (call: string, fields: Record<string, string>) => request.post(`/api/jwtauth/${call}`, { multipart: { client_id: 'ironyard-web', ...fields } });
  const guest = (await (await form('createguest', {})).json()) as { refresh_token: string };
  expect((await form('upgradeguest', { refreshToken: guest.refresh_token, name: 'Cara Cart', email, password: 'tread-and-track-88' })).status()).toBe(200);
  await signInSession(page, email, 'tread-and-track-88');
  await addWithSession(page, a, 2);

  const res = await page.request.get('/cart');
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain('data-testid="cart-line"');
  expect(html).toContain(a.sku);
  expect(html).toContain('aria-label="Cart, 2 items"');
  expect(html).not.toContain('Loading your cart');
});
