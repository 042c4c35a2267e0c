import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_CUSTOMER, DEMO_STAFF, guestSession, seriousAxeViolations, signInSession, DEMO_PASSWORD, waitForHydration } from './e2e-support';
import { gqlData } from '../support/test-graphql';

interface Part {
  id: string;
  sku: string;
  name: string;
  seoName: string;
  manufacturerPartNumber: string;
}

/** An in-stock part with a price and a manufacturer's part number, skipping `skip` of them so tests use different stock. */
async function orderablePart(request: APIRequestContext, skip: number): Promise<Part> {
  let seen = 0;
  for (let id = 300; id >= 1; id--) {
    const data = await gqlData<{ v1: { product: (Part & { priceAndAvailability: Record<string, never> }) | null } }>(
      request,
      'query($id: ID!) { v1 { product(id: $id) { id sku name seoName manufacturerPartNumber priceAndAvailability { status price stock orderMinimumQuantity allowedQuantities } } } }',
      { id: String(id) },
    );
    const p = data.v1.product;
    const pa = p?.priceAndAvailability as { status: string; price: number | null; stock: number; orderMinimumQuantity: number; allowedQuantities: number[] } | undefined;
    if (p && pa && /\d/.test(p.manufacturerPartNumber) && pa.status === 'IN_STOCK' && pa.price !== null && pa.price > 5 && pa.stock >= 5 && pa.orderMinimumQuantity <= 1 && pa.allowedQuantities.length === 0) {
      if (seen++ === skip) return p;
    }
  }
  throw new Error('no orderable part in the seeded catalogue');
}

/** The manufacturer's number as a person might type it: lower case, separators gone, a space after two characters. */
const respell = (mpn: string) =>
  mpn
    .replace(/[^a-z0-9]/gi, '')
    .toLowerCase()
    .replace(/^(.{2})/, '$1 ');

async function fillGuestAddress(page: Page) {
  const form = page.getByRole('group', { name: 'Shipping address' });
  await form.getByLabel('First name').fill('Quinn');
  await form.getByLabel('Last name').fill('Quoter');
  await form.getByLabel('Street address').fill('4 Gravel Pit Lane');
  await form.getByLabel('City').fill('Austin');
  await form.getByLabel('Country').selectOption({ label: 'United States' });
  await form.getByLabel('State / province').selectOption({ label: 'Texas' });
  await form.getByLabel('ZIP / postal code').fill('78701');
  await form.getByLabel('ZIP / postal code').blur();
  await form.getByLabel('Phone').fill('512-555-0199');
}

async function fillCard(page: Page) {
  const card = page.frameLocator('iframe[title="Card details"]');
  await card.getByLabel('Card number').fill('4111 1111 1111 1111');
  await card.getByLabel('Expiration (MM/YY)').fill('12/34');
  await card.getByLabel('Security code').fill('123');
  await card.getByLabel('Name on card').fill('Quinn Quoter');
}

test('a customer requests a quote from the cart, staff price and send it, the customer orders it from the mailed link, staff see it ordered', async ({ page, browser, request }) => {
  test.setTimeout(150_000);
  const part = await orderablePart(request, 0);
  const email = `quoter-${Date.now().toString(36)}@example.com`;

  // The customer: a part in the cart, then "Request a quote" with a note and a PO number.
  await guestSession(page);
  await page.goto(`/${part.seoName}/p/${part.id}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to your cart.' })).toBeVisible();
  await page.goto('/cart');
  await page.getByRole('link', { name: 'Request a quote' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Request a quote' })).toBeVisible();
  await expect(page.getByTestId('quote-request-line').filter({ hasText: part.name })).toBeVisible();
  expect(await seriousAxeViolations(page, 'main')).toEqual([]);
  // Nothing is sent without an e-mail: the field says so.
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Enter your e-mail address: the quote is sent there.')).toBeVisible();
  await page.getByLabel('Your e-mail').fill(email);
  await page.getByLabel('PO number (optional)').fill('PO-QT-7');
  await page.getByLabel('Note for our staff (optional)').fill('Machine is down, please quote freight to Austin.');
  await page.getByRole('button', { name: 'Send request' }).click();
  const sent = page.getByRole('status').filter({ hasText: 'your quote request' });
  await expect(sent).toContainText(email);
  const number = /Q-\d+/.exec((await sent.textContent()) ?? '')![0];

  // Staff find the request, price it with the part number spelt their own way, and send it.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signInSession(staff, DEMO_STAFF, DEMO_PASSWORD);
  await staff.goto('/admin/quotes?status=REQUESTED');
  await staff.getByLabel('Search quotes').fill(email);
  await staff.getByRole('button', { name: 'Show quotes' }).click();
  await expect(staff.getByText('1 request or quote')).toBeVisible();
  expect(await seriousAxeViolations(staff, 'main')).toEqual([]);
  await staff.getByRole('link', { name: number }).first().click();
  await expect(staff.getByRole('heading', { level: 1, name: `Quote request ${number}` })).toBeVisible();
  await expect(staff.getByText('PO-QT-7')).toBeVisible();
  await expect(staff.getByText('Machine is down, please quote freight to Austin.')).toBeVisible();
  expect(await seriousAxeViolations(staff, 'main')).toEqual([]);

  // An unknown number is named by its line and nothing is sent.
  await staff.getByLabel('Part number (line 2)').fill('NO-SUCH-PART-000999');
  await staff.getByLabel('Unit price (line 2)').fill('3');
  await staff.getByRole('button', { name: 'Review quote' }).click();
  await expect(staff.getByText('Line 2: no part has the number “NO-SUCH-PART-000999”.')).toBeVisible();
  await staff.getByLabel('Part number (line 2)').fill('');
  await staff.getByLabel('Unit price (line 2)').fill('');

  await staff.getByLabel('Part number (line 1)').fill(respell(part.manufacturerPartNumber));
  await staff.getByLabel('Quantity (line 1)').fill('2');
  await staff.getByLabel('Unit price (line 1)').fill('-4');
  await staff.getByRole('button', { name: 'Review quote' }).click();
  await expect(staff.getByText('Line 1: the price must be 0 or more.')).toBeVisible();
  await staff.getByLabel('Unit price (line 1)').fill('21.50');
  await staff.getByLabel('Freight (whole quote)').fill('35');
  await staff.getByRole('button', { name: 'Review quote' }).click();
  await expect(staff.getByRole('heading', { name: 'Send this quote?' })).toBeVisible();
  await expect(staff.getByTestId('confirm-line')).toHaveText(`2 × ${part.name} (${part.sku}) at $21.50`);
  await expect(staff.getByText('total $78.00 before tax', { exact: false })).toBeVisible();
  await staff.getByRole('button', { name: 'Send quote' }).click();
  await expect(staff.getByRole('status').filter({ hasText: 'Quote sent' })).toContainText(email);
  await expect(staff.getByTestId('admin-quote-status')).toHaveText('Sent');

  // The customer follows the link in the mail and orders the quote at its prices.
  let link: string | null = null;
  await expect(async () => {
    await page.goto('/dev/mail');
    const message = page.locator('article', { has: page.locator('.to', { hasText: email }) }).filter({ hasText: `Your quote ${number} is ready` }).first();
    link = await message.getByRole('link').first().getAttribute('href');
    expect(link).toContain('/cart/quote/');
  }).toPass({ timeout: 15_000 });
  await page.goto(link!);
  await expect(page.getByRole('heading', { level: 1, name: 'Your quote' })).toBeVisible();
  await expect(page.getByTestId('cart-line').filter({ hasText: part.name }).getByTestId('line-total')).toHaveText('$43.00');
  await expect(page.getByTestId('summary-shipping')).toHaveText('$35.00');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout\/quote\/[0-9a-f-]+\/signin$/);
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Continue as guest' }).click();
  await expect(page).toHaveURL(/\/orderreview/);
  await fillGuestAddress(page);
  // The tax for the address is in the total before the order is placed.
  await expect(page.getByTestId('summary-tax')).not.toHaveText('$0.00');
  await fillCard(page);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank You' })).toBeVisible({ timeout: 20_000 });

  // Staff see the quote as ordered, on its page and in the list.
  await staff.reload();
  await expect(staff.getByTestId('admin-quote-status')).toHaveText('Ordered');
  await staff.goto(`/admin/quotes?status=ORDERED&search=${encodeURIComponent(number)}`);
  await expect(staff.getByTestId('admin-quote-row').filter({ hasText: number })).toContainText('Ordered');
  await staffContext.close();
});

test('a search with no results offers a quote request; a registered customer follows it on their account and is refused the staff quotes pages', async ({ page }) => {
  await signInSession(page, DEMO_CUSTOMER, DEMO_PASSWORD);
  await page.goto('/search?PRODUCTS_MASTER%5Bquery%5D=zzqx%20unobtainium%20flange');
  await expect(page.getByRole('heading', { name: 'No Results Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Request a quote' }).click();
  await expect(page.getByLabel('Part you need')).toHaveValue('zzqx unobtainium flange');
  // A registered customer's quote goes to their account's address: no e-mail to type.
  await expect(page.getByLabel('Your e-mail')).toHaveCount(0);
  await page.getByLabel('Quantity').fill('0');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Enter a quantity from 1 to 10,000.')).toBeVisible();
  await page.getByLabel('Quantity').fill('3');
  await page.getByRole('button', { name: 'Send request' }).click();
  const sent = page.getByRole('status').filter({ hasText: 'your quote request' });
  await expect(sent).toContainText(DEMO_CUSTOMER);
  const number = /Q-\d+/.exec((await sent.textContent()) ?? '')![0];
  await page.getByRole('link', { name: 'See your quote requests' }).click();
  await expect(page.getByTestId('account-quote-request').filter({ hasText: number })).toContainText('Requested');

  const res = await page.goto('/admin/quotes');
  expect(res?.status()).toBe(403);
});
