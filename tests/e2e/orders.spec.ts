import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { seriousAxeViolations, waitForHydration } from './e2e-support';

const CUSTOMER = 'customer@ironyard.test';
const DEMO_PASSWORD = 'Ironyard-demo-1';

async function gql<T>(request: APIRequestContext, query: string, variables?: Record<string, unknown>, token?: string): Promise<T> {
  const url = token ? `/api/graphql?authorization=${encodeURIComponent(token)}` : '/api/graphql';
  const res = await request.post(url, { data: { query, variables } });
  expect(res.ok()).toBeTruthy();
  const body = (await res.json()) as { data: T; errors?: Array<{ message: string }> };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data;
}

async function tokenFor(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.post('/api/jwtauth/token', { multipart: { client_id: 'ironyard-web', grant_type: 'password', username: email, password: DEMO_PASSWORD } });
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { access_token: string }).access_token;
}

interface Part {
  id: string;
  name: string;
  stock: number;
}

const stockOf = async (request: APIRequestContext, id: string) =>
  (await gql<{ v1: { product: { priceAndAvailability: { stock: number } } } }>(request, 'query($id: ID!) { v1 { product(id: $id) { priceAndAvailability { stock } } } }', { id })).v1.product
    .priceAndAvailability.stock;

/** An in-stock part with a price, skipping `skip` of them so tests in parallel use different stock. */
async function orderablePart(request: APIRequestContext, skip: number): Promise<Part> {
  let seen = 0;
  for (let id = 300; id >= 1; id--) {
    const p = (
      await gql<{ v1: { product: { id: string; name: string; priceAndAvailability: { status: string; price: number | null; stock: number; orderMinimumQuantity: number; allowedQuantities: number[] } } | null } }>(
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
  const saved = await gql<{ v1: { addresses: Array<{ id: string }>; paymentMethods: Array<{ id: string }> } }>(request, '{ v1 { addresses { id } paymentMethods { id } } }', {}, token);
  await gql(request, 'mutation($p: ID!) { v1 { cart { add(productId: $p, qty: 1) { itemCount } } } }', { p: part.id }, token);
  const placed = await gql<{ v1: { cart: { placeOrder: { id: string; clubOrderGuid: string; customOrderNumber: string; orderTotal: number } } } }>(
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
  const token = await tokenFor(request, CUSTOMER);
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
  await expect(page.getByRole('status')).toContainText(/refunded to your|Nothing was charged/);

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
  const token = await tokenFor(request, CUSTOMER);
  const order = await placeOrder(request, token, await orderablePart(request, 5));
  await page.goto(`/account/feedback/${order.id}`);
  await signInHere(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Leave feedback' })).toBeVisible();
  await expect(page.getByRole('link', { name: order.customOrderNumber })).toBeVisible();
  expect(await seriousAxeViolations(page, 'main')).toEqual([]);

  // Stars are asked for at their field.
  await page.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByText('Choose from 1 to 5 stars.')).toBeVisible();
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

// A delivered order needs days of carrier scans. Until the demo seed gives the demo customer one,
// the pages read a delivered stand-in order: the browser's GraphQL calls for it are answered here,
// by the persisted document each page sends.
const DOCUMENTS = JSON.parse(readFileSync('app/gql/persisted-documents.json', 'utf8')) as Record<string, string>;
const documentIdOf = (name: string) => {
  const id = Object.keys(DOCUMENTS).find((k) => new RegExp(`(query|mutation) ${name}\\b`).test(DOCUMENTS[k]));
  if (!id) throw new Error(`no persisted document ${name}`);
  return id;
};

function deliveredOrder(part: Part) {
  const day = 86_400_000;
  const at = (daysAgo: number) => new Date(Date.now() - daysAgo * day).toISOString();
  const address = { firstName: 'Casey', lastName: 'Customer', company: '', address1: '2100 Quarry Road', address2: '', city: 'Austin', zipPostalCode: '78701', phoneNumber: '512-555-0100', email: CUSTOMER, country: { name: 'United States' }, stateProvince: { abbreviation: 'TX', name: 'Texas' } };
  const events = [
    ['LABEL_CREATED', 'Label created', 'Shipping label created', 'Pittsburgh, PA', 6],
    ['PICKED_UP', 'Picked up', 'Picked up by carrier', 'Pittsburgh, PA', 5.8],
    ['IN_TRANSIT', 'In transit', 'Arrived at destination facility', 'Austin, TX', 4.5],
    ['OUT_FOR_DELIVERY', 'Out for delivery', 'Out for delivery', 'Austin, TX', 4.1],
    ['DELIVERED', 'Delivered', 'Delivered, left at front door', 'Austin, TX', 4],
  ].map(([type, label, description, location, d], i) => ({ id: String(i + 1), type, label, description, location, occurredOnUtc: at(d as number) }));
  const shipment = {
    id: '880001', orderId: '990001', carrier: 'UPS', carrierName: 'UPS', trackingNumber: '1ZA1B2C30123456789', trackingNumberUrl: 'https://www.ups.com/track?tracknum=1ZA1B2C30123456789',
    status: 'DELIVERED', totalWeight: 3.5, shippedDateUtc: at(6), deliveryDateUtc: at(4), estimatedDeliveryDateUtc: null,
    shipmentItems: [{ id: '1', quantity: 2, orderItemId: '770001' }], trackingEvents: events,
  };
  const order = {
    id: '990001', clubOrderGuid: '5b0d7c1e-0000-4000-8000-000000990001', customOrderNumber: 'IY-9900001', createdOnUtc: at(7), orderTotal: 131.5, refundedAmount: 0,
    orderStatus: 'COMPLETE', paymentStatus: 'PAID', shippingStatus: 'DELIVERED', canCancelOrder: false, canRequestReturn: true, canLeaveFeedback: false,
    email: CUSTOMER, purchaseOrder: '', cardName: 'Casey Customer', cardType: 'Visa', maskedCreditCardNumber: '************1111', paymentType: 'CREDIT_CARD', shippingMethod: 'UPS Ground',
    orderSubtotalExclTax: 120, orderSubTotalDiscountExclTax: 0, orderShippingExclTax: 4, orderShippingDiscount: 0, orderTax: 7.5,
    cancelledOnUtc: null, completedOnUtc: at(4), returnWindowEndsUtc: new Date(Date.now() + 26 * day).toISOString(), estArrivalDate: null,
    invoice: { invoiceNumber: 'INV-9900001', issuedOnUtc: at(7), seller: { name: 'Ironyard Parts', addressLines: ['1 Foundry Way', 'Pittsburgh, PA 15201'], phone: '1-800-555-0142', email: 'orders@ironyard.test' } },
    billingAddress: address, shippingAddress: address,
    items: [{ id: '770001', productId: part.id, productName: part.name, sku: 'IY-STANDIN', quantity: 2, unitPriceExclTax: 60, priceExclTax: 120, reference: '', product: { id: part.id, name: part.name, seoName: 'part', pictures: [] } }],
    lineQuantities: [{ orderItemId: '770001', ordered: 2, shipped: 2, delivered: 2, returned: 0, returnable: 2 }],
    shipments: [shipment], returnRequests: [], feedback: { id: '1', rating: 5 },
  };
  const ret = {
    id: '660001', returnNumber: 'RMA-500001', status: 'APPROVED', reason: 'DOES_NOT_FIT', reasonLabel: 'Does not fit', reasonText: '', comments: '', storeNote: '', storeAtFault: false,
    createdOnUtc: at(0), approvedOnUtc: at(0), rejectedOnUtc: null, receivedOnUtc: null, refundedOnUtc: null,
    items: [{ id: '1', orderItemId: '770001', quantity: 1, receivedQuantity: 0, damagedQuantity: 0 }],
    refund: { items: 60, tax: 3.75, shipping: 0, total: 63.75 },
    order: { id: order.id, customOrderNumber: order.customOrderNumber, clubOrderGuid: order.clubOrderGuid, items: [{ id: '770001', productName: part.name, sku: 'IY-STANDIN' }] },
    authorization: {
      returnNumber: 'RMA-500001', customOrderNumber: order.customOrderNumber, issuedOnUtc: at(0), shipByUtc: new Date(Date.now() + 14 * day).toISOString(), prepaidLabel: false,
      instructions: ['Put this page in the parcel.', 'Write RMA-500001 on the outside of the box.'],
      returnTo: { name: 'Ironyard Parts Returns', addressLines: ['1 Foundry Way', 'Pittsburgh, PA 15201'], phone: '1-800-555-0142', email: 'returns@ironyard.test' },
      shipFrom: address, packingSlip: [{ sku: 'IY-STANDIN', productName: part.name, quantity: 1 }],
    },
  };
  return { order, shipment, ret };
}

test('a customer follows a delivered order’s tracking, returns a part, prints its authorisation and reviews it', async ({ page, request }) => {
  const part = await orderablePart(request, 8);
  const { order, shipment, ret } = deliveredOrder(part);
  const submitted: unknown[] = [];
  const reviews: unknown[] = [];
  const answers: Record<string, (v: Record<string, unknown>) => unknown> = {
    [documentIdOf('MyOrder')]: (v) => (v.id === order.id ? { v1: { myOrder: order } } : null),
    [documentIdOf('MyShipment')]: (v) => (v.id === shipment.id ? { v1: { myShipment: { ...shipment, order } } } : null),
    [documentIdOf('ReturnForm')]: (v) =>
      v.id === order.id
        ? { v1: { myOrder: order, returnWindowDays: 30, returnReasons: [['WRONG_PART', 'Wrong part'], ['DOES_NOT_FIT', 'Does not fit'], ['OTHER', 'Other']].map(([code, label]) => ({ code, label, needsText: code === 'OTHER' })) } }
        : null,
    [documentIdOf('SubmitReturn')]: (v) => (v.orderId === order.id ? (submitted.push(v), { v1: { order: { submitReturnRequest: ret } } }) : null),
    [documentIdOf('MyReturn')]: (v) => (v.id === ret.id ? { v1: { myReturn: ret } } : null),
    [documentIdOf('ReviewForm')]: (v) =>
      v.productId === part.id ? { v1: { product: { id: part.id, name: part.name, seoName: 'part', pictures: [] }, review: null, reviewEligibility: { canReview: true, reason: '' } } } : null,
    [documentIdOf('AddReview')]: (v) => (reviews.push(v), { v1: { productReview: { add: { id: '1', status: 'PENDING' } } } }),
  };
  await page.route('**/api/graphql*', async (route) => {
    const body = JSON.parse(route.request().postData() ?? '{}') as { documentId?: string; variables?: Record<string, unknown> };
    const answer = body.documentId ? answers[body.documentId]?.(body.variables ?? {}) : null;
    if (answer) await route.fulfill({ json: { data: answer } });
    else await route.continue();
  });

  await page.goto(`/account/order/${order.id}`);
  await signInHere(page);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${order.customOrderNumber}` })).toBeVisible();
  // Delivered: return and review are offered, cancel is not.
  await expect(page.getByRole('link', { name: 'Cancel order' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Return items' })).toBeVisible();
  expect(await seriousAxeViolations(page, 'main')).toEqual([]);
  // A 320 px phone reads it without scrolling sideways.
  await page.setViewportSize({ width: 320, height: 640 });
  await expect(page.getByRole('list', { name: 'Shipment progress' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.setViewportSize({ width: 1280, height: 720 });

  // The invoice prints alone: on paper the order page gives way to it.
  await page.emulateMedia({ media: 'print' });
  const invoice = page.getByRole('article', { name: 'Invoice INV-9900001' });
  await expect(invoice).toBeVisible();
  await expect(invoice).toContainText(part.name);
  await expect(invoice).toContainText('$131.50');
  await expect(page.getByRole('banner')).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await expect(invoice).toBeHidden();

  await page.getByRole('link', { name: 'Track package 1' }).click();
  await expect(page).toHaveURL(`/account/track/${shipment.id}`);
  const timeline = page.getByRole('list', { name: 'Tracking events' });
  await expect(timeline.getByRole('listitem')).toHaveCount(5);
  await expect(timeline.getByRole('listitem').first()).toContainText('Delivered, left at front door');
  await expect(page.getByRole('link', { name: /See it on the UPS website/ })).toHaveAttribute('href', shipment.trackingNumberUrl);
  expect(await seriousAxeViolations(page, 'main')).toEqual([]);

  await page.goto(`/account/order/${order.id}`);
  await page.getByRole('link', { name: 'Return items' }).click();
  await expect(page).toHaveURL(`/account/rma?orderId=${order.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Return items' })).toBeVisible();
  expect(await seriousAxeViolations(page, 'main')).toEqual([]);
  await page.getByLabel(`Quantity of ${part.name} to return`).selectOption('1');
  await page.getByRole('button', { name: 'Request return' }).click();
  await expect(page.getByText('Choose why you are returning the parts.')).toBeVisible();
  await page.getByLabel('Why are you returning them?').selectOption({ label: 'Does not fit' });
  await page.getByRole('button', { name: 'Request return' }).click();

  await expect(page).toHaveURL(`/account/rma/${ret.id}`);
  await expect(page.getByText('Your return request RMA-500001 is sent.')).toBeVisible();
  expect(submitted).toEqual([{ orderId: order.id, reason: 'DOES_NOT_FIT', reasonText: null, comments: null, items: [{ orderItemId: '770001', quantity: 1 }] }]);
  const authorisation = page.getByRole('article', { name: 'Return authorisation RMA-500001' });
  await expect(authorisation).toContainText('Packing slip');
  await expect(page.getByRole('region', { name: 'Refund (estimate until the parts arrive)' })).toContainText('$63.75');
  expect(await seriousAxeViolations(page, 'main')).toEqual([]);

  await page.emulateMedia({ media: 'print' });
  await expect(authorisation).toBeVisible();
  await expect(authorisation).toContainText(part.name);
  await expect(authorisation).toContainText('Write RMA-500001 on the outside of the box.');
  await expect(page.getByRole('button', { name: 'Print return authorisation' })).toBeHidden();
  await expect(page.getByRole('banner')).toBeHidden();
  // It fits the narrower of A4 and Letter (180 mm of content plus margins).
  const width = await authorisation.evaluate((el) => el.getBoundingClientRect().width);
  expect(width).toBeLessThanOrEqual((210 / 25.4) * 96);
  await page.emulateMedia({ media: 'screen' });

  await page.goto(`/account/reviews?productId=${part.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Review a part' })).toBeVisible();
  await page.getByRole('radio', { name: '5 stars' }).check();
  await page.getByLabel('Title').fill('Fits and lasts');
  await page.getByRole('button', { name: 'Submit review' }).click();
  await expect(page.getByText('Write what you think of the part.')).toBeVisible();
  await page.getByLabel('Your review').fill('Bolted straight on, no adjustments.');
  await page.getByRole('button', { name: 'Submit review' }).click();
  await expect(page.getByText(/Your review is saved and shows on the part’s page once we have checked it/)).toBeVisible();
  expect(reviews).toEqual([{ review: { productId: part.id, rating: 5, title: 'Fits and lasts', reviewText: 'Bolted straight on, no adjustments.' } }]);
});

test('a signed-in customer votes on a review as helpful; a visitor is asked to sign in', async ({ page, request }) => {
  let productId: string | null = null;
  for (let id = 1; id <= 300 && !productId; id++) {
    const p = (await gql<{ v1: { productReviews: { totalCount: number } | null } }>(request, 'query($id: ID!) { v1 { productReviews(productId: $id, first: 1) { totalCount } } }', { id: String(id) })).v1
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
