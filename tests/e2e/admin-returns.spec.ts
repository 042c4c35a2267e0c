import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiData, DEMO_ADMIN, DEMO_CUSTOMER, DEMO_PASSWORD, demoToken, signInSession } from './e2e-support';

const ADMIN = DEMO_ADMIN;
const CUSTOMER = DEMO_CUSTOMER;

interface ReturnableOrder {
  id: string;
  customOrderNumber: string;
  items: Array<{ id: string }>;
  lineQuantities: Array<{ orderItemId: string; returnable: number }>;
}

/**
 * The demo customer registers an extended return of one part of a delivered order: the staff decide
 * on those (the demo store approves small account returns by itself). The first and last returnable
 * orders are left to the order tests, which return single parts of them; `from: 'last'` takes the
 * last part of the last of the others, so the two tests here return different parts.
 */
async function requestedReturn(request: APIRequestContext, from: 'first' | 'last' = 'first') {
  const token = await demoToken(request, CUSTOMER);
  const listed = (await apiData<{ v1: { myOrders: { nodes: Array<{ id: string; canRequestReturn: boolean }> } } }>(request, '{ v1 { myOrders(period: PAST_3_MONTHS, first: 50) { nodes { id canRequestReturn } } } }', {}, token)).v1.myOrders.nodes;
  const candidates = listed.filter((o) => o.canRequestReturn);
  const middle = candidates.length > 2 ? candidates.slice(1, -1) : candidates;
  if (from === 'last') middle.reverse();
  for (const { id } of middle) {
    const order = (await apiData<{ v1: { myOrder: ReturnableOrder } }>(request, 'query($id: ID!) { v1 { myOrder(id: $id) { id customOrderNumber items { id } lineQuantities { orderItemId returnable } } } }', { id }, token)).v1.myOrder;
    const lines = order.lineQuantities.filter((q) => q.returnable > 0);
    const line = from === 'last' ? lines[lines.length - 1] : lines[0];
    if (!line) continue;
    type Step = { v1: { extendedReturn: Record<string, { id: string; submittedReturn: { returnNumber: string; status: string } | null }> } };
    const step = async (field: string, args: string, variables: Record<string, unknown>) =>
      (await apiData<Step>(request, `mutation(${args}) { v1 { extendedReturn { ${field} { id submittedReturn { returnNumber status } } } } }`, variables, token)).v1.extendedReturn[field.split('(')[0]];
    const draft = await step('start(orderNumber: $n, email: $e)', '$n: String!, $e: String!', { n: order.customOrderNumber, e: CUSTOMER });
    await step('setLines(id: $id, items: $items)', '$id: ID!, $items: [ExtendedReturnLineInput!]!', { id: draft.id, items: [{ orderItemId: line.orderItemId, quantity: 1 }] });
    await step('setReason(id: $id, reason: $r)', '$id: ID!, $r: ReturnReason!', { id: draft.id, r: 'DOES_NOT_FIT' });
    const ret = (await step('submit(id: $id)', '$id: ID!', { id: draft.id })).submittedReturn!;
    expect(ret.status).toBe('REQUESTED');
    return ret;
  }
  throw new Error('the demo seed has no delivered order with a part left to return');
}

test('the administrator approves, receives and refunds a customer’s return with plain form posts, and the customer’s returns page shows it refunded', async ({ browser, request }) => {
  const ret = await requestedReturn(request);

  // The admin pages work without scripts: every step is a form post.
  const staff = await browser.newContext({ javaScriptEnabled: false });
  const page = await staff.newPage();
  await signInSession(page, ADMIN, DEMO_PASSWORD);
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Returns' }).click();
  await expect(page).toHaveURL('/admin/returns');
  await expect(page.getByLabel('Status')).toHaveValue('REQUESTED');
  const row = page.getByTestId('admin-return-row').filter({ hasText: ret.returnNumber });
  await expect(row).toContainText(CUSTOMER);
  await expect(row).toContainText('Does not fit');
  await row.getByRole('link', { name: ret.returnNumber }).click();
  await expect(page).toHaveURL(/\/admin\/returns\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: `Return ${ret.returnNumber}` })).toBeVisible();
  await expect(page.getByTestId('admin-return-status')).toHaveText('Requested');

  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Return approved: the customer can print the return authorisation.')).toBeVisible();
  await expect(page.getByTestId('admin-return-status')).toHaveText('Approved');

  // Receive: the approved quantities by default, then a confirmation.
  const received = page.getByLabel('Received');
  expect(await received.count()).toBeGreaterThan(0);
  for (const field of await received.all()) expect(Number(await field.inputValue())).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Receive…' }).click();
  await expect(page.getByText('Record these parts as received? This cannot be undone.')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm receipt' }).click();
  await expect(page.getByTestId('admin-return-status')).toHaveText('Received');

  await page.getByRole('button', { name: 'Refund…' }).click();
  const ask = page.getByText(/^Refund \$\d+\.\d\d to the customer’s payment method\? This cannot be undone\.$/);
  await expect(ask).toBeVisible();
  const amount = (await ask.innerText()).match(/\$\d+\.\d\d/)![0];
  await page.getByRole('button', { name: `Confirm refund of ${amount}` }).click();
  await expect(page.getByText(`Refunded ${amount}; the customer is mailed.`)).toBeVisible();
  await expect(page.getByTestId('admin-return-status')).toHaveText('Refunded');
  await staff.close();

  const customer = await browser.newPage();
  await signInSession(customer, CUSTOMER, DEMO_PASSWORD);
  await customer.goto('/account/rma');
  const mine = customer.getByRole('listitem').filter({ hasText: ret.returnNumber });
  await expect(mine).toContainText('Refunded · $');
  await customer.close();
});

test('the administrator rejects a return only with a reason, and the customer reads it on their return', async ({ page, browser, request }) => {
  const ret = await requestedReturn(request, 'last');
  await signInSession(page, ADMIN, DEMO_PASSWORD);
  await page.goto('/admin/returns?status=ALL');
  await page.getByTestId('admin-return-row').getByRole('link', { name: ret.returnNumber }).click();
  await expect(page.getByTestId('admin-return-status')).toHaveText('Requested');

  // The browser wants the reason before it posts (the server refuses a blank one too).
  const note = page.getByLabel('Reason for rejecting (the customer reads it)');
  await page.getByRole('button', { name: 'Reject…' }).click();
  expect(await note.evaluate((el) => (el as HTMLTextAreaElement).validity.valueMissing)).toBe(true);
  await expect(page.getByTestId('admin-return-status')).toHaveText('Requested');
  const reason = 'Parts fitted to a machine are not taken back.';
  await note.fill(reason);
  await page.getByRole('button', { name: 'Reject…' }).click();
  await expect(page.getByText(`Reject return ${ret.returnNumber}? This cannot be undone.`)).toBeVisible();
  await page.getByRole('button', { name: 'Confirm rejection' }).click();
  await expect(page.getByText('Return rejected.')).toBeVisible();
  await expect(page.getByTestId('admin-return-status')).toHaveText('Rejected');
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);

  const customer = await browser.newPage();
  await signInSession(customer, CUSTOMER, DEMO_PASSWORD);
  await customer.goto('/account/rma');
  await customer.getByRole('link', { name: ret.returnNumber }).click();
  await expect(customer.getByText('We could not accept this return.')).toBeVisible();
  await expect(customer.getByText(reason)).toBeVisible();
  await customer.close();
});
