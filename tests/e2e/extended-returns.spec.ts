import { expect, test, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { seriousAxeViolations, waitForHydration } from './e2e-support';

const CUSTOMER = 'customer@ironyard.test';
const DEMO_PASSWORD = 'Ironyard-demo-1';

interface LateOrder {
  id: string;
  customOrderNumber: string;
  clubOrderGuid: string;
  createdOnUtc: string;
  orderStatus: string;
  canRequestReturn: boolean;
  items: Array<{ id: string; productName: string }>;
  lineQuantities: Array<{ orderItemId: string; delivered: number; returned: number }>;
}

/** The demo customer's delivered order from about ten weeks ago: past the return window, with a unit still returnable. */
async function lateOrder(request: APIRequestContext): Promise<{ order: LateOrder; line: LateOrder['items'][number] }> {
  const auth = await request.post('/api/jwtauth/token', { multipart: { client_id: 'ironyard-web', grant_type: 'password', username: CUSTOMER, password: DEMO_PASSWORD } });
  expect(auth.ok()).toBeTruthy();
  const token = ((await auth.json()) as { access_token: string }).access_token;
  const res = await request.post(`/api/graphql?authorization=${encodeURIComponent(token)}`, {
    data: {
      query: `{ v1 { myOrders(first: 50) { nodes { id customOrderNumber clubOrderGuid createdOnUtc orderStatus canRequestReturn
        items { id productName } lineQuantities { orderItemId delivered returned } } } } }`,
    },
  });
  const orders = ((await res.json()) as { data: { v1: { myOrders: { nodes: LateOrder[] } } } }).data.v1.myOrders.nodes;
  const days = (iso: string) => (Date.now() - new Date(iso).getTime()) / 86_400_000;
  for (const order of orders.filter((o) => o.orderStatus === 'COMPLETE' && !o.canRequestReturn && days(o.createdOnUtc) < 300)) {
    const q = order.lineQuantities.find((l) => l.delivered > l.returned);
    if (q) return { order, line: order.items.find((i) => i.id === q.orderItemId)! };
  }
  throw new Error('the demo seed has no delivered order past its return window');
}

test('a customer past the return window registers a return: each step keeps what was typed, a photo is required for damage, and the request shows on the order', async ({
  page,
  request,
}) => {
  test.slow(); // several pages in one journey: a loaded machine takes it past 30 s
  const { order, line } = await lateOrder(request);
  const photo = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#7a5c1e' } })
    .png()
    .toBuffer();

  // The returns policy leads here.
  await page.goto('/help/returnsandrefunds');
  await page.getByRole('link', { name: 'Register a return' }).first().click();
  await expect(page).toHaveURL('/extreturn');
  await expect(page).toHaveTitle(/^Register a return: find your order \|/);
  await waitForHydration(page);
  expect(await seriousAxeViolations(page, 'main')).toEqual([]);

  // Step 1: a wrong e-mail is refused beside the form, and nothing moves on.
  await page.getByRole('button', { name: 'Find my order' }).click();
  await expect(page.getByText('Required').first()).toBeVisible();
  await page.getByLabel('Order number').fill(order.customOrderNumber);
  await page.getByLabel('E-mail address used for the order').fill('someone.else@example.com');
  await page.getByRole('button', { name: 'Find my order' }).click();
  await expect(page.getByRole('alert')).toContainText('We could not find an order with that number and e-mail address.');
  await expect(page).toHaveURL('/extreturn');
  await page.getByLabel('E-mail address used for the order').fill(CUSTOMER);
  await page.getByRole('button', { name: 'Find my order' }).click();

  // Step 2: the order's returnable parts; nothing chosen is refused.
  await expect(page).toHaveURL('/extreturn1');
  await expect(page.getByRole('heading', { level: 1, name: 'Register a return' })).toBeVisible();
  await expect(page.getByText(`Order ${order.customOrderNumber}, placed`)).toBeVisible();
  await expect(page.getByText(/The return window ended on/)).toBeVisible();
  const quantity = page.getByLabel(`Quantity of ${line.productName} to return`);
  await quantity.selectOption('0');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Choose at least one part to return.')).toBeVisible();
  await quantity.selectOption('1');
  await page.getByRole('button', { name: 'Continue' }).click();

  // Step 3: damage needs a photo; what was typed stays when the form comes back.
  await expect(page).toHaveURL('/extreturns');
  await page.getByLabel('Why are you returning the parts?').selectOption({ label: 'Arrived damaged' });
  await page.getByLabel(/^Tell us more/).fill('Flange bent in the crate; noticed only when fitting it.');
  await page.getByRole('button', { name: 'Continue to review' }).click();
  await expect(page.getByText('Add at least one photo of the damage.')).toBeVisible();
  await expect(page.getByLabel(/^Tell us more/)).toHaveValue('Flange bent in the crate; noticed only when fitting it.');
  await page.getByLabel('Choose photos').setInputFiles({ name: 'bent-flange.png', mimeType: 'image/png', buffer: photo });
  await page.getByRole('button', { name: 'Upload photos' }).click();
  const photos = page.getByRole('list', { name: 'Photos added' });
  await expect(photos.getByRole('img', { name: 'Photo 1: bent-flange.png' })).toBeVisible();
  await expect(page.getByLabel(/^Tell us more/)).toHaveValue('Flange bent in the crate; noticed only when fitting it.');
  expect(await seriousAxeViolations(page, 'main')).toEqual([]);

  // Back to the start and forward again: every step shows what was given.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL('/extreturn1');
  await expect(page.getByLabel(`Quantity of ${line.productName} to return`)).toHaveValue('1');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL('/extreturn');
  await expect(page.getByLabel('Order number')).toHaveValue(order.customOrderNumber);
  await expect(page.getByLabel('E-mail address used for the order')).toHaveValue(CUSTOMER);
  await page.getByRole('button', { name: 'Find my order' }).click();
  await expect(page).toHaveURL('/extreturn1');
  await expect(page.getByLabel(`Quantity of ${line.productName} to return`)).toHaveValue('1');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL('/extreturns');
  await expect(page.getByLabel('Why are you returning the parts?')).toHaveValue('DAMAGED');
  await expect(page.getByLabel(/^Tell us more/)).toHaveValue('Flange bent in the crate; noticed only when fitting it.');
  await expect(page.getByRole('list', { name: 'Photos added' }).getByRole('listitem')).toHaveCount(1);
  await page.getByRole('button', { name: 'Continue to review' }).click();

  // Step 4: review, then submit; the confirmation gives the reference.
  await expect(page).toHaveURL('/extreturns2');
  await expect(page).toHaveTitle(/^Register a return: review and submit \|/);
  await expect(page.getByText(`1 × ${line.productName}`)).toBeVisible();
  await expect(page.getByText('Arrived damaged')).toBeVisible();
  await expect(page.getByText(/^Estimated refund if approved: \$\d/)).toBeVisible();
  expect(await seriousAxeViolations(page, 'main')).toEqual([]);
  await page.getByRole('button', { name: 'Submit return request' }).click();
  await expect(page.getByRole('heading', { name: 'Your return request is registered' })).toBeVisible();
  await expect(page).toHaveTitle(/^Return registered \|/);
  const reference = (await page.getByText(/^Reference: RMA-\d+/).textContent())!.match(/RMA-\d+/)![0];
  // Reloading shows the same confirmation, not a second request.
  await page.reload();
  await expect(page.getByText(`Reference: ${reference}`)).toBeVisible();

  // The order shows the request, waiting for review.
  await page.getByRole('link', { name: 'View the order and its returns' }).click();
  await expect(page).toHaveURL(`/orderstatus/${order.clubOrderGuid}`);
  await expect(page.getByRole('region', { name: 'Returns' })).toContainText(`${reference}: Requested`);
  await expect(page.getByRole('region', { name: 'Returns' })).toContainText(`1 × ${line.productName}`);
});

test('the later steps without a registration under way say so and lead back to the start', async ({ page }) => {
  for (const path of ['/extreturn1', '/extreturns', '/extreturns2']) {
    await page.goto(path);
    await expect(page.getByText('Your return registration has expired or was not found. Please start again.')).toBeVisible();
  }
  await page.getByRole('link', { name: 'Find your order' }).click();
  await expect(page).toHaveURL('/extreturn');
  await expect(page.getByRole('button', { name: 'Find my order' })).toBeVisible();
});
