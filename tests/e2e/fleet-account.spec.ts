import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { seriousAxeViolations, signInSession } from './e2e-support';
import { addMachine, scenario } from './fleet-support';

// The fleet and the account: selling a machine (registered customers only), keeping the fleet
// through sign-up, sign-out and sign-in, the selected machine in served pages, and the add form
// without scripts.

/** Where a guest meets the Sell action: a reason, and links to sign in or create an account that come back to `path`. */
async function expectAccountOffer(page: Page, path: string, linkSuffix = '') {
  const main = page.getByRole('main');
  await expect(main.getByText('Only registered customers can list machines for sale.')).toBeVisible();
  const back = encodeURIComponent(path);
  await expect(main.getByRole('link', { name: `Sign in${linkSuffix}`, exact: true })).toHaveAttribute('href', `/signin?p=${back}`);
  await expect(main.getByRole('link', { name: `Create account${linkSuffix}`, exact: true })).toHaveAttribute('href', `/signin?tab=create&p=${back}`);
  await expect(main.getByRole('link', { name: /^Sell\b/ })).toHaveCount(0);
}

test('a guest is offered an account instead of the sell form; once registered, selling lists the machine with price and contact on the rigs listings, which every visitor can browse', async ({ page, browser, request }) => {
  test.setTimeout(90_000);
  const { model } = await scenario(request);
  const id = await addMachine(page, model, { name: 'Spare row-crop', hours: '8000', select: false });

  // A guest's listing would be refused (UNAUTHENTICATED): the machine's page, the fleet and the sell page say so instead.
  await expectAccountOffer(page, `/m/${model.id}/mm/${id}`, ' to sell Spare row-crop');
  await page.goto('/MyFleet');
  await expect(page.getByTestId('fleet-machine').filter({ hasText: 'Spare row-crop' })).toBeVisible();
  await expectAccountOffer(page, '/MyFleet', ' to sell Spare row-crop');
  await page.goto(`/fleet/rig/${id}/sell`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sell Spare row-crop' })).toBeVisible();
  await expectAccountOffer(page, `/fleet/rig/${id}/sell`);
  await expect(page.getByLabel('Asking price (USD)')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'List for sale' })).toHaveCount(0);
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Creating the account keeps the fleet and comes back to the form.
  await page.getByRole('main').getByRole('link', { name: 'Create account', exact: true }).click();
  await page.getByLabel('Your name').fill('Dale Hughes');
  await page.getByLabel('E-mail').fill(`seller-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('tread-and-track-88');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL(`/fleet/rig/${id}/sell`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sell Spare row-crop' })).toBeVisible();
  await expect(page.getByText('Only registered customers can list machines for sale.')).toHaveCount(0);
  await page.getByLabel('Asking price (USD)').fill('18,500');
  await page.getByLabel('Contact name').fill('Dale Hughes');
  await page.getByRole('button', { name: 'List for sale' }).click();
  await expect(page.getByRole('alert')).toContainText('Unable to list the machine for sale.');
  await page.getByLabel('Phone').fill('555-201-7788');
  await page.getByLabel('Location').fill('Ames, IA');
  await page.getByRole('button', { name: 'List for sale' }).click();
  await expect(page).toHaveURL(/\/fleet\/rigslistings#listing-\d+$/);
  const listingId = /#(listing-\d+)$/.exec(page.url())![1];
  // The seller sees the listing as theirs, with a way to change it.
  await expect(page.locator(`#${listingId}`).getByRole('link', { name: 'Edit or remove the listing of Spare row-crop' })).toHaveAttribute('href', `/fleet/rig/${id}/sell`);

  const other = await browser.newContext();
  const visitor = await other.newPage();
  await visitor.goto('/fleet/rigslistings');
  const listing = visitor.locator(`#${listingId}`);
  await expect(listing).toContainText('Dale Hughes');
  await expect(listing).toContainText('$18,500.00');
  await expect(listing).toContainText(model.name);
  await expect(listing).toContainText('8,000 hours');
  await expect(listing).toContainText('Ames, IA');
  await expect(listing.getByRole('link', { name: '555-201-7788' })).toHaveAttribute('href', 'tel:5552017788');
  await expect(listing.getByText('Your listing')).toHaveCount(0);
  expect(await seriousAxeViolations(visitor)).toEqual([]);
  await other.close();
});

test('a guest who creates an account keeps the fleet; signing out hides it and signing in brings it back', async ({ page, request }) => {
  test.setTimeout(90_000);
  const { model } = await scenario(request);
  await addMachine(page, model, { name: 'Orchard tractor', select: true });
  const email = `fleet-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

  await page.goto('/signin?p=%2FMyFleet');
  await page.getByRole('link', { name: 'Create account' }).click();
  await page.getByLabel('Your name').fill('Robin Orchard');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('tread-and-track-88');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL('/MyFleet');
  const machine = page.getByTestId('fleet-machine').filter({ hasText: 'Orchard tractor' });
  await expect(machine).toBeVisible();
  await expect(machine.getByText('Selected machine')).toBeVisible();

  await page.goto('/signin');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await page.goto('/MyFleet');
  await expect(page.getByText('Your fleet is empty.')).toBeVisible();

  await page.goto('/signin?p=%2FMyFleet');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('tread-and-track-88');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('/MyFleet');
  await expect(machine).toBeVisible();
});

const PASSWORD = 'tread-and-track-88';

/** A registered customer made through the token service (a guest upgraded); answers the e-mail. */
async function newCustomer(request: APIRequestContext, name: string): Promise<string> {
  const email = `fleet-ssr-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const form = (call: string, fields: Record<string, string>) => request.post(`/api/jwtauth/${call}`, { multipart: { client_id: 'ironyard-web', ...fields } });
  const guest = await (await form('createguest', {})).json();
  expect((await form('upgradeguest', { refreshToken: guest.refresh_token, name, email, password: PASSWORD })).status()).toBe(200);
  return email;
}

/** The text of served HTML as a reader meets it: without React's text separators and with its escapes read. */
function servedText(html: string): string {
  return html
    .replace(/<!-- -->/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

test('a signed-in customer with a selected machine gets it in the served search page and the fit on the served product page', async ({ page, request }) => {
  test.setTimeout(90_000);
  const s = await scenario(request);
  await signInSession(page, await newCustomer(request, 'Sam Served'), PASSWORD);
  await addMachine(page, s.model, { name: 'Served loader', select: true });

  const search = await page.request.get(`/search?q=${encodeURIComponent(s.fits.name)}`);
  expect(search.status()).toBe(200);
  const filters = servedText(/<aside aria-label="Filters"[\s\S]*?<\/aside>/.exec(await search.text())?.[0] ?? '');
  expect(filters).toContain(s.model.name);
  expect(filters).toContain('My Fleet');

  const label = `Served loader (${s.model.name})`;
  const fits = servedText(await (await page.request.get(`/${s.fits.seoName}/p/${s.fits.id}`)).text());
  expect(fits).toContain(`Fits your ${label}`);
  const doesNot = servedText(await (await page.request.get(`/${s.doesNotFit.seoName}/p/${s.doesNotFit.id}`)).text());
  expect(doesNot).toContain(`Does not fit your ${label}`);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a first-time visitor adds a machine through the form (becoming a guest), selects it and deletes it', async ({ page, request }) => {
    test.setTimeout(90_000);
    const { model } = await scenario(request);
    // No session yet: the add form's post starts a guest session, as the scripts would.
    await page.goto('/fleet/add');
    await page.getByLabel('Machine type').selectOption(model.machineTypeId);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Manufacturer').selectOption(model.manufacturerId);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Model').selectOption(model.id);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Name (optional)').fill('Plain form tractor');
    await page.getByLabel('Hours').fill('oops');
    await page.getByLabel('Check parts against this machine (selected machine)').uncheck();
    await page.getByRole('button', { name: 'Add to my fleet' }).click();
    await expect(page.getByRole('alert')).toHaveText('Unable to add a machine. Year and hours must be whole numbers.');
    await page.getByLabel('Hours').fill('640');
    await page.getByRole('button', { name: 'Add to my fleet' }).click();
    await expect(page).toHaveURL(new RegExp(`/m/${model.id}/mm/\\d+$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Plain form tractor' })).toBeVisible();
    await expect(page.getByText('640', { exact: true })).toBeVisible();
    expect((await page.context().cookies()).find((c) => c.name === 'authentication_refresh')?.httpOnly).toBe(true);
    const id = /\/mm\/(\d+)$/.exec(page.url())![1];

    await page.goto('/MyFleet');
    const card = page.getByTestId('fleet-machine').filter({ hasText: 'Plain form tractor' });
    await card.getByRole('button', { name: 'Select Plain form tractor' }).click();
    await expect(page.getByTestId('fleet-machine').filter({ hasText: 'Plain form tractor' }).getByText('Selected machine')).toBeVisible();

    await page.goto(`/fleet/rig/${id}/delete`);
    await page.getByRole('button', { name: 'Delete machine' }).click();
    await expect(page).toHaveURL(/\/fleet$/);
    await expect(page.getByText('Your fleet is empty.')).toBeVisible();
  });
});
