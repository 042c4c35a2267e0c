import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiData, DEMO_CUSTOMER, DEMO_PASSWORD, demoToken, seriousAxeViolations, signInSession, waitForHydration } from './e2e-support';

const CUSTOMER = DEMO_CUSTOMER;

interface Part {
  id: string;
  name: string;
  stock: number;
}

const stockOf = async (request: APIRequestContext, id: string) =>
  (await apiData<{ v1: { product: { priceAndAvailability: { stock: number } } } }>(request, 'query($id: ID!) { v1 { product(id: $id) { priceAndAvailability { stock } } } }', { id })).v1.product
    .priceAndAvailability.stock;

/** An in-stock part with a price, skipping `skip` of them so tests in parallel use different stock. */
async function orderablePart(request: APIRequestContext, skip: number): Promise<Part> {
  let seen = 0;
  for (let id = 300; id >= 1; id--) {
    const p = (
      await apiData<{ v1: { product: { id: string; name: string; priceAndAvailability: { status: string; price: number | null; stock: number; orderMinimumQuantity: number; allowedQuantities: number[] } } | null } }>(
        request,
        'query($id: ID!) { v1 { product(id: $id) { id name priceAndAvailability { status price stock orderMinimumQuantity allowedQuantities } } } }',
        { id: String(id) },
      )
    ).v1.product;
    const pa = p?.priceAndAvailability;
    if (p && pa && pa.status === 'IN_STOCK' && pa.price !== null && pa.price > 5 && pa.price < 400 && pa.stock >= 5 && pa.orderMinimumQuantity <= 1 && pa.allowedQuantities.length === 0) {
      if (seen++ === skip) return { id: p.id, name: p.name, stock: pa.stock };
    }
  }
  throw new Error('no orderable part in the seeded catalogue');
}

/** The demo customer orders one unit of a part with the saved address and card, through the API. */
async function placeOrder(request: APIRequestContext, token: string, part: Part) {
  const saved = await apiData<{ v1: { addresses: Array<{ id: string }>; paymentMethods: Array<{ id: string }> } }>(request, '{ v1 { addresses { id } paymentMethods { id } } }', {}, token);
  await apiData(request, 'mutation($p: ID!) { v1 { cart { add(productId: $p, qty: 1) { itemCount } } } }', { p: part.id }, token);
  const placed = await apiData<{ v1: { cart: { placeOrder: { id: string; clubOrderGuid: string; customOrderNumber: string; orderTotal: number } } } }>(
    request,
    'mutation($a: ID!, $m: ID!, $k: String) { v1 { cart { placeOrder(shippingAddressId: $a, paymentMethodId: $m, idempotencyKey: $k) { id clubOrderGuid customOrderNumber orderTotal } } } }',
    { a: saved.v1.addresses[0].id, m: saved.v1.paymentMethods[0].id, k: `orders-e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}` },
    token,
  );
  return placed.v1.cart.placeOrder;
}

async function signInHere(page: Page) {
  await expect(page).toHaveURL(/\/signin\?p=/);
  await waitForHydration(page);
  await page.getByLabel('E-mail').fill(CUSTOMER);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

const money = (n: number) => `$${n.toFixed(2)}`;

test('a customer finds an order, cancels it before it ships, and sees the refund and the stock back', async ({ page, request }) => {
  const token = await demoToken(request, CUSTOMER);
  const part = await orderablePart(request, 3);
  const order = await placeOrder(request, token, part);
  expect(await stockOf(request, part.id)).toBe(part.stock - 1);

  // Signed out, the order list sends the visitor to sign in and back.
  await page.goto('/account/orders');
  await signInHere(page);
  await expect(page).toHaveURL(/\/account\/orders$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Orders' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Last 30 days' })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('link', { name: `View order ${order.customOrderNumber}` }).click();

  await expect(page.getByRole('heading', { level: 1, name: `Order ${order.customOrderNumber}` })).toBeVisible();
  await expect(page.getByRole('link', { name: part.name })).toBeVisible();
  await expect(page.getByText('Nothing has shipped yet.', { exact: false })).toBeVisible();
  // Only what is allowed now: nothing delivered, so no return.
  await expect(page.getByRole('link', { name: 'Return items' })).toHaveCount(0);
  expect(await seriousAxeViolations(page, 'main')).toEqual([]);

  await page.getByRole('link', { name: 'Cancel order' }).click();
  await expect(page).toHaveURL(new RegExp(`/account/cancel/${order.id}$`));
  const refund = page.getByRole('region', { name: 'What you get back' });
  await expect(refund).toContainText(money(order.orderTotal));
  const voided = /was not charged yet/.test((await refund.textContent()) ?? '');
  expect(await seriousAxeViolations(page, 'main')).toEqual([]);

  // It asks first; "Keep it" changes nothing.
  await page.getByRole('button', { name: 'Cancel this order' }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel order ${order.customOrderNumber}?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep it' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Cancel this order' }).click();
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByText(`Order ${order.customOrderNumber} is cancelled.`)).toBeVisible();
  // Money not yet taken is released, not "refunded"; money taken is refunded.
  await expect(page.getByRole('status')).toContainText(voided ? `Nothing was charged: the ${money(order.orderTotal)} held on your` : 'refunded to your');

  expect(await stockOf(request, part.id)).toBe(part.stock);

  // The order now reads as cancelled, under "Cancelled orders" too, with no cancel offered.
  await page.getByRole('link', { name: 'View the order' }).click();
  await expect(page.getByText('Cancelled', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cancel order' })).toHaveCount(0);
  await page.goto('/account/orders/cancelled');
  await expect(page.getByRole('link', { name: `View order ${order.customOrderNumber}` })).toBeVisible();
});

test('the header menu leads to the orders, filters have empty states, and an unknown filter is a 404', async ({ page }) => {
  await page.goto('/signin?p=%2F');
  await waitForHydration(page);
  await page.getByLabel('E-mail').fill(CUSTOMER);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('/');
  await page.getByRole('button', { name: /Account menu for/ }).first().click();
  await page.getByRole('link', { name: 'Your Orders' }).first().click();
  await expect(page).toHaveURL(/\/account\/orders$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Orders' })).toBeVisible();

  await page.goto('/account/orders/2001');
  await expect(page.getByText('No orders in 2001')).toBeVisible();

  const res = await page.goto('/account/orders/everything');
  expect(res?.status()).toBe(404);
  const step = await page.goto('/checkout/no-such-step');
  expect(step?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found/i);
});

test('a customer leaves feedback on an order under way and opens its thank-you page by order id', async ({ page, request }) => {
  const token = await demoToken(request, CUSTOMER);
  const order = await placeOrder(request, token, await orderablePart(request, 5));
  await page.goto(`/account/feedback/${order.id}`);
  await signInHere(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Leave feedback' })).toBeVisible();
  await expect(page.getByRole('link', { name: order.customOrderNumber })).toBeVisible();
  expect(await seriousAxeViolations(page, 'main')).toEqual([]);

  // Stars are asked for at their field.
  await page.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByText('Choose a rating from 1 to 5 stars.')).toBeVisible();
  await page.getByRole('radio', { name: '4 stars' }).check();
  await page.getByRole('group', { name: 'Were the parts as described?' }).getByRole('radio', { name: 'Yes' }).check();
  await page.getByLabel('Your feedback').fill('Quick confirmation and a clear invoice.');
  await page.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByText('Thank you for your feedback.')).toBeVisible();

  // Once per order: coming back shows what was left.
  await page.reload();
  await expect(page.getByText(/You left feedback on .*: 4 of 5 stars\./)).toBeVisible();

  // The thank-you page by order id (the customer's own) comes round to the order's guid; the quote checkout's one shows it too.
  await page.goto(`/checkout/thankyou/${order.id}`);
  await expect(page).toHaveURL(`/checkout/thankyou/${order.clubOrderGuid}`);
  await expect(page.getByText(`Your order ${order.customOrderNumber} is placed.`)).toBeVisible();
  await page.goto(`/checkout/quote/${order.clubOrderGuid}/thankyou/${order.clubOrderGuid}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank You' })).toBeVisible();
  await expect(page.getByText(`Your order ${order.customOrderNumber} is placed.`)).toBeVisible();
});

interface SeededOrder {
  id: string;
  customOrderNumber: string;
  canRequestReturn: boolean;
  items: Array<{ id: string; productName: string; unitPriceInclTax: number }>;
  lineQuantities: Array<{ orderItemId: string; returnable: number }>;
  shipments: Array<{ id: string; status: string; carrierName: string; trackingNumberUrl: string; trackingEvents: Array<{ description: string }> }>;
}

/**
 * The demo seed's delivered order with a line small enough for the demo store to approve its return at once;
 * `from: 'last'` takes the oldest such order, so two tests in parallel return different parts.
 */
async function deliveredOrder(request: APIRequestContext, token: string, from: 'first' | 'last' = 'first') {
  // The list names the returnable orders; each one's lines come on their own (a list of 50 orders with every line is over the cost limit).
  const listed = (
    await apiData<{ v1: { myOrders: { nodes: Array<{ id: string; canRequestReturn: boolean }> } } }>(
      request,
      '{ v1 { myOrders(period: PAST_3_MONTHS, first: 50) { nodes { id canRequestReturn } } } }',
      {},
      token,
    )
  ).v1.myOrders.nodes;
  const candidates = listed.filter((o) => o.canRequestReturn);
  if (from === 'last') candidates.reverse();
  for (const { id } of candidates) {
    const order = (
      await apiData<{ v1: { myOrder: SeededOrder } }>(
        request,
        `query($id: ID!) { v1 { myOrder(id: $id) { id customOrderNumber canRequestReturn items { id productName unitPriceInclTax }
           lineQuantities { orderItemId returnable } shipments { id status carrierName trackingNumberUrl trackingEvents { description } } } } }`,
        { id },
        token,
      )
    ).v1.myOrder;
    const line = order.items.find((i) => i.unitPriceInclTax <= 140 && (order.lineQuantities.find((q) => q.orderItemId === i.id)?.returnable ?? 0) > 0);
    if (line) return { order, line };
  }
  throw new Error('the demo seed has no delivered order with a small returnable line');
}

test('a customer follows a delivered order’s tracking, returns a part, prints its authorisation and reviews a part', async ({ page, request }) => {
  test.slow(); // several pages in one journey: a loaded machine takes it past 30 s
  const token = await demoToken(request, CUSTOMER);
  const { order, line } = await deliveredOrder(request, token);
  const shipment = order.shipments[0];

  await page.goto(`/account/order/${order.id}`);
  await signInHere(page);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${order.customOrderNumber}` })).toBeVisible();
  // Delivered: return is offered, cancel is not.
  await expect(page.getByRole('link', { name: 'Cancel order' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Return items' })).toBeVisible();
  expect(await seriousAxeViolations(page, 'main')).toEqual([]);
  // A 320 px phone reads it without scrolling sideways.
  await page.setViewportSize({ width: 320, height: 640 });
  await expect(page.getByRole('list', { name: 'Shipment progress' }).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.setViewportSize({ width: 1280, height: 720 });

  // The invoice prints alone: on paper the order page gives way to it.
  const invoice = page.getByRole('article', { name: /^Invoice INV-/ });
  await expect(invoice).toBeHidden();
  await page.emulateMedia({ media: 'print' });
  await expect(invoice).toBeVisible();
  await expect(invoice).toContainText(line.productName);
  await expect(page.getByRole('banner')).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  await page.getByRole('link', { name: 'Track package 1' }).click();
  await expect(page).toHaveURL(`/account/track/${shipment.id}`);
  const timeline = page.getByRole('list', { name: 'Tracking events' });
  await expect(timeline.getByRole('listitem')).toHaveCount(shipment.trackingEvents.length);
  await expect(timeline.getByRole('listitem').first()).toContainText(shipment.trackingEvents[shipment.trackingEvents.length - 1].description);
  await expect(page.getByRole('link', { name: `See it on the ${shipment.carrierName} website (opens in a new tab)` })).toHaveAttribute('href', shipment.trackingNumberUrl);
  expect(await seriousAxeViolations(page, 'main')).toEqual([]);

  await page.goto(`/account/order/${order.id}`);
  await page.getByRole('link', { name: 'Return items' }).click();
  await expect(page).toHaveURL(`/account/rma?orderId=${order.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Return items' })).toBeVisible();
  expect(await seriousAxeViolations(page, 'main')).toEqual([]);
  for (const q of await page.getByLabel(/^Quantity of .* to return$/).all()) await q.selectOption('0');
  await page.getByLabel(`Quantity of ${line.productName} to return`).selectOption('1');
  await page.getByRole('button', { name: 'Request return' }).click();
  await expect(page.getByText('Choose why you are returning the parts.')).toBeVisible();
  await page.getByLabel('Why are you returning them?').selectOption('DOES_NOT_FIT');
  await page.getByRole('button', { name: 'Request return' }).click();

  await expect(page).toHaveURL(/\/account\/rma\/\d+$/);
  await expect(page.getByText(/^Your return request RMA-\d+ is sent\.$/)).toBeVisible();
  const returnNumber = (await page.getByText(/^Your return request RMA-\d+ is sent\.$/).innerText()).match(/RMA-\d+/)![0];
  const authorisation = page.getByRole('article', { name: `Return authorisation ${returnNumber}` });
  await expect(authorisation).toContainText('Packing slip');
  expect(await seriousAxeViolations(page, 'main')).toEqual([]);

  await page.emulateMedia({ media: 'print' });
  await expect(authorisation).toBeVisible();
  await expect(authorisation).toContainText(line.productName);
  await expect(authorisation).toContainText(order.customOrderNumber);
  await expect(page.getByRole('button', { name: 'Print return authorisation' })).toBeHidden();
  await expect(page.getByRole('banner')).toBeHidden();
  // 180 mm of content and its margins fit the narrower of A4 and Letter.
  const width = await authorisation.evaluate((el) => el.getBoundingClientRect().width);
  expect(width).toBeLessThanOrEqual((210 / 25.4) * 96);
  await page.emulateMedia({ media: 'screen' });

  // A part waiting for a review: stars and a title are not enough.
  await page.goto('/account/reviews');
  await expect(page.getByRole('heading', { level: 1, name: 'Your reviews' })).toBeVisible();
  expect(await seriousAxeViolations(page, 'main')).toEqual([]);
  await page.getByRole('link', { name: /^Write a review of / }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Review a part' })).toBeVisible();
  await page.getByRole('radio', { name: '5 stars' }).check();
  await page.getByLabel('Title').fill('Fits and lasts');
  await page.getByRole('button', { name: 'Submit review' }).click();
  await expect(page.getByText('Write a few words about the part.')).toBeVisible();
  await page.getByLabel('Your review').fill('Bolted straight on, no adjustments.');
  await page.getByRole('button', { name: 'Submit review' }).click();
  await expect(page.getByText(/Your review is saved and shows on the part’s page once we have checked it/)).toBeVisible();
  // Coming back edits the same review, waiting for approval.
  await page.reload();
  await expect(page.getByText('Your review is waiting for approval.', { exact: false })).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue('Fits and lasts');
  await expect(page.getByRole('button', { name: 'Save changes' })).toBeVisible();
});

test('a signed-in customer votes on a review as helpful; a visitor is asked to sign in', async ({ page, request }) => {
  let productId: string | null = null;
  for (let id = 1; id <= 300 && !productId; id++) {
    const p = (await apiData<{ v1: { productReviews: { totalCount: number } | null } }>(request, 'query($id: ID!) { v1 { productReviews(productId: $id, first: 1) { totalCount } } }', { id: String(id) })).v1
      .productReviews;
    if (p && p.totalCount > 0) productId = String(id);
  }
  expect(productId, 'a product with approved reviews in the seeded catalogue').not.toBeNull();

  await page.goto(`/product/reviews?productId=${productId}`);
  await waitForHydration(page);
  const first = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) }).first();
  await first.getByRole('link', { name: 'Sign in to vote' }).click();
  await signInHere(page);
  await expect(page).toHaveURL(`/product/reviews?productId=${productId}`);

  const counts = first.getByText(/found this helpful/);
  const before = Number((await counts.innerText()).match(/^(\d+)/)![1]);
  await first.getByRole('button', { name: 'Helpful', exact: true }).click();
  await expect(first.getByRole('button', { name: 'Helpful', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(counts).toHaveText(new RegExp(`^${before + 1} found this helpful`));
  // Voting again replaces the vote: still one per customer.
  await first.getByRole('button', { name: 'Not helpful' }).click();
  await expect(first.getByRole('button', { name: 'Not helpful' })).toHaveAttribute('aria-pressed', 'true');
  await expect(counts).toHaveText(new RegExp(`^${before} found this helpful`));
  expect(await seriousAxeViolations(page, 'main')).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a signed-in customer pages through the order list, opens an order and requests a return through the form', async ({ page, request }) => {
    const token = await demoToken(request, CUSTOMER);
    const { order, line } = await deliveredOrder(request, token, 'last');
    await signInSession(page, CUSTOMER, DEMO_PASSWORD);

    // The server renders the list, no "Loading…"; the delivered order is on it, a page or more back ("Older orders" is a plain link).
    await page.goto('/account/orders/past3months');
    await expect(page.getByRole('heading', { level: 1, name: 'Your Orders' })).toBeVisible();
    await expect(page.getByText('Loading your orders…')).toHaveCount(0);
    const link = page.getByRole('link', { name: `View order ${order.customOrderNumber}` });
    for (let pages = 1; (await link.count()) === 0; pages++) {
      expect(pages, 'the order is within the first five pages').toBeLessThan(5);
      await page.getByRole('link', { name: 'Older orders' }).click();
      await expect(page).toHaveURL(/\/account\/orders\/past3months\?after=/);
      await page.waitForLoadState();
    }
    await link.click();
    await expect(page).toHaveURL(`/account/order/${order.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Order ${order.customOrderNumber}` })).toBeVisible();

    // A delivered order offers a return; the form posts to the server, which answers beside the field.
    await page.getByRole('link', { name: 'Return items' }).click();
    await expect(page).toHaveURL(`/account/rma?orderId=${order.id}`);
    for (const q of await page.getByLabel(/^Quantity of .* to return$/).all()) await q.selectOption('0');
    await page.getByLabel(`Quantity of ${line.productName} to return`).selectOption('1');
    await page.getByRole('button', { name: 'Request return' }).click();
    await expect(page.getByText('Choose why you are returning the parts.')).toBeVisible();
    // The quantities chosen are still chosen.
    await expect(page.getByLabel(`Quantity of ${line.productName} to return`)).toHaveValue('1');
    await page.getByLabel('Why are you returning them?').selectOption('DOES_NOT_FIT');
    await page.getByRole('button', { name: 'Request return' }).click();

    await expect(page).toHaveURL(/\/account\/rma\/\d+$/);
    await expect(page.getByText(/^Your return request RMA-\d+ is sent\.$/)).toBeVisible();
    await expect(page.getByRole('article', { name: /^Return authorisation RMA-\d+$/ })).toContainText(line.productName);
    // Said once: opening the return again shows it without the note.
    await page.reload();
    await expect(page.getByText(/^Your return request RMA-\d+ is sent\.$/)).toHaveCount(0);
  });
});

test('signed out, the orders pages answer with the server’s redirect to sign in', async ({ page }) => {
  for (const path of ['/account/orders', '/account/order/1', '/account/orders/past3months?after=abc']) {
    const res = await page.request.get(path, { maxRedirects: 0 });
    expect(res.status(), path).toBe(303);
    expect(res.headers()['location'], path).toBe(`/signin?p=${encodeURIComponent(path)}`);
  }
});
