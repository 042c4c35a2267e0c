import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiData, DEMO_ADMIN, DEMO_CUSTOMER, DEMO_PASSWORD, DEMO_STAFF, demoToken, seriousAxeViolations, signInSession, waitForHydration } from './e2e-support';

// The back office's messages, rig listings and store settings (issue 22): staff answer a visitor's
// contact message by mail and close it, hide a rig listing from the public page; staff are refused
// the settings (an administrator's change of them is in admin-settings.store-wide.spec.ts).

/** The help forms refuse a post sent seconds after the page opened: the test says it was opened earlier. */
async function postAsShownAgo(page: Page, path: string, ago: number) {
  await page.route(
    (url) => url.pathname === path || url.pathname === `${path}.data`,
    async (route) => {
      const request = route.request();
      if (request.method() !== 'POST') return route.fallback();
      const body = new URLSearchParams(request.postData() ?? '');
      body.set('startedAt', String(Date.now() - ago));
      await route.continue({ postData: body.toString() });
    },
  );
}

test('staff answer a visitor’s contact message from /admin/messages, the reply is mailed, and they close it', async ({ page }) => {
  // A visitor writes through the help centre's contact form.
  await postAsShownAgo(page, '/help/contactus', 60_000);
  await page.goto('/help/contactus');
  await waitForHydration(page);
  const sender = `pat-${Date.now().toString(36)}@quarry.example`;
  await page.getByLabel('Your name').fill('Pat Quarry');
  await page.getByLabel('E-mail address').fill(sender);
  await page.getByLabel('Topic').selectOption({ label: 'Finding the right part' });
  await page.getByLabel('Message').fill('Which track roller fits a D6R with serial 7DR00123?');
  await page.getByRole('button', { name: 'Send message' }).click();
  const done = page.getByRole('status').filter({ hasText: 'Your reference is' });
  await expect(done).toBeVisible();
  const reference = (await done.locator('strong').textContent())!;

  // Staff find it among the new messages and open it.
  await page.context().clearCookies();
  await signInSession(page, DEMO_STAFF, DEMO_PASSWORD);
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Messages' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await page.getByLabel('Status').selectOption({ label: 'New' });
  await page.getByRole('button', { name: 'Show messages' }).click();
  await expect(page).toHaveURL(/status=NEW/);
  const row = page.getByTestId('admin-message-row').filter({ hasText: reference });
  await expect(row).toContainText('Pat Quarry');
  await expect(row).toContainText('New');
  await row.getByRole('link', { name: reference }).click();
  await expect(page.getByRole('heading', { level: 1, name: reference })).toBeVisible();
  await expect(page.getByTestId('admin-message-body')).toHaveText('Which track roller fits a D6R with serial 7DR00123?');
  await waitForHydration(page);

  // An empty reply is refused beside the field; a real one is shown to confirm, then mailed.
  await page.getByRole('button', { name: 'Send reply…' }).click();
  await expect(page.getByLabel('Reply to Pat Quarry')).toHaveAccessibleDescription(/Write the reply first\./);
  await page.getByLabel('Reply to Pat Quarry').fill('The TR-6R roller fits every D6R from serial 7DR00001.');
  await page.getByRole('button', { name: 'Send reply…' }).click();
  await expect(page.getByText(`Mail this reply to ${sender}? A sent mail cannot be taken back.`)).toBeVisible();
  await page.getByRole('button', { name: 'Send reply', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText(`Reply mailed to ${sender}; the message is marked answered.`);
  await expect(page.getByTestId('admin-message-status')).toHaveText('Answered');
  await expect(page.getByTestId('admin-message-reply')).toContainText(DEMO_STAFF);
  await expect(page.getByTestId('admin-message-reply')).toContainText('The TR-6R roller fits every D6R from serial 7DR00001.');

  // Closed: it says so, and it can be reopened.
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('status')).toHaveText(`${reference} closed. Reopen it if anything more comes up.`);
  await expect(page.getByTestId('admin-message-status')).toHaveText('Closed');
  await expect(page.getByRole('button', { name: 'Reopen' })).toBeVisible();

  // The reply went to the sender.
  await page.goto('/dev/mail');
  const mail = page.locator('article', { hasText: `Re: Finding the right part (${reference})` });
  await expect(mail).toHaveCount(1);
  await expect(mail).toContainText(sender);
  await expect(mail).toContainText('The TR-6R roller fits every D6R from serial 7DR00001.');
});

/** The demo customer lists a machine of their fleet for sale (through the API): answers the listing's id and the machine's name. */
async function listedMachine(request: APIRequestContext) {
  const token = await demoToken(request, DEMO_CUSTOMER);
  const models = await apiData<{ v1: { machineModels: Array<{ id: string }> } }>(request, '{ v1 { machineModels { id } } }');
  const name = `Rule-breaker ${Date.now().toString(36)}`;
  const added = await apiData<{ v1: { garage: { add: { id: string } } } }>(
    request,
    'mutation($item: GarageItemInput!) { v1 { garage { add(garageItem: $item) { id } } } }',
    { item: { machineModelId: models.v1.machineModels[0]!.id, name } },
    token,
  );
  const sold = await apiData<{ v1: { garage: { sell: { id: string } } } }>(
    request,
    'mutation($id: ID!, $l: RigListingInput!) { v1 { garage { sell(garageId: $id, listing: $l) { id } } } }',
    { id: added.v1.garage.add.id, l: { price: 12500, contactName: 'Casey', contactEmail: 'casey@fleet.example', description: `${name}: cash only, call my other number` } },
    token,
  );
  return { id: sold.v1.garage.sell.id, name };
}

test('staff hide a rig listing after confirming, and it is gone from the public rigs listings', async ({ page, request }) => {
  const listing = await listedMachine(request);
  await page.goto('/fleet/rigslistings');
  await expect(page.getByText(`${listing.name}: cash only`)).toBeVisible();

  await signInSession(page, DEMO_STAFF, DEMO_PASSWORD);
  await page.goto('/admin/listings');
  await expect(page.getByRole('heading', { level: 1, name: 'Rig listings' })).toBeVisible();
  await waitForHydration(page);
  const row = page.getByTestId('admin-listing-row').filter({ hasText: `${listing.name}: cash only` });
  await expect(row).toContainText('Public');
  await row.getByRole('button', { name: /^Hide / }).click();
  await expect(row.getByText(`Hide “${listing.name} (`)).toContainText('from the public rigs listings? Its owner still sees it, marked hidden.');
  await row.getByRole('button', { name: 'Hide listing' }).click();
  await expect(page.getByRole('status')).toHaveText('Listing hidden: it is no longer on the public rigs listings; its owner sees it marked hidden.');
  await expect(row).toContainText('Hidden');

  await page.context().clearCookies();
  await page.goto('/fleet/rigslistings');
  await expect(page.getByRole('heading', { level: 1, name: 'Rigs for sale' })).toBeVisible();
  await expect(page.getByText(`${listing.name}: cash only`)).toHaveCount(0);
});

test('staff are refused /admin/settings with the 403 page, and the nav does not offer it', async ({ page }) => {
  await signInSession(page, DEMO_STAFF, DEMO_PASSWORD);
  await page.goto('/admin');
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await expect(nav.getByRole('link', { name: 'Messages' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Settings' })).toHaveCount(0);
  const res = await page.goto('/admin/settings');
  expect(res?.status()).toBe(403);
  await expect(page.getByTestId('admin-forbidden')).toHaveText('Your role does not allow this. Ask an administrator.');
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the messages queue is a list of cards, and the messages, listings and settings pages have no serious accessibility violations', async ({ page, request }) => {
    // Four pages, each scanned by axe: longer than one journey on a busy machine.
    test.slow();
    const reference = (
      await apiData<{ v1: { support: { contactUs: { reference: string } } } }>(
        request,
        'mutation($input: ContactMessageInput!, $guard: FormGuardInput!) { v1 { support { contactUs(input: $input, guard: $guard) { reference } } } }',
        { input: { name: 'Robin Grader', email: `robin-${Date.now().toString(36)}@grader.example`, topic: 'shipping', message: 'Can a 900 lb blade ship to a farm without a dock?' }, guard: { startedAt: Date.now() - 60_000 } },
      )
    ).v1.support.contactUs.reference;
    await signInSession(page, DEMO_ADMIN, DEMO_PASSWORD);
    await page.goto('/admin/messages');
    await expect(page.getByRole('table')).toBeHidden();
    await expect(page.getByRole('listitem').filter({ hasText: reference })).toContainText('Robin Grader');
    expect(await seriousAxeViolations(page, 'main')).toEqual([]);
    await page.goto(`/admin/messages/${reference}`);
    await expect(page.getByRole('heading', { level: 1, name: reference })).toBeVisible();
    expect(await seriousAxeViolations(page, 'main')).toEqual([]);
    await page.goto('/admin/listings');
    expect(await seriousAxeViolations(page, 'main')).toEqual([]);
    await page.goto('/admin/settings');
    expect(await seriousAxeViolations(page, 'main')).toEqual([]);
  });
});
