import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { seriousAxeViolations, signInSession } from './e2e-support';
import { gqlData } from '../support/test-graphql';

interface Model {
  id: string;
  name: string;
  manufacturerId: string;
  machineTypeId: string;
}

interface Fitment {
  id: string;
  serialFrom: string | null;
  serialTo: string | null;
  engine: string | null;
  attachment: string | null;
}

interface Product {
  id: string;
  name: string;
  seoName: string;
  priceAndAvailability: { price: number | null; status: string };
  machineModelFitment: Fitment[];
}

const PRODUCT_FIELDS = 'id name seoName priceAndAvailability { price status } machineModelFitment { id serialFrom serialTo engine attachment }';
const ORDERABLE = ['IN_STOCK', 'LOW_STOCK', 'DROP_SHIP', 'CAN_BACKORDER', 'BUILD_TO_ORDER', 'PREORDER'];

/**
 * From the seeded catalogue, as a customer would meet it: a machine model with a parts book, a
 * diagram of it with a callout on a part that fits the model without conditions and can be ordered, and a part
 * that fits other machines only. Asked in small pieces: a diagram's line items with every product's
 * fitment in one query is more than the API's cost limit lets one request ask for.
 */
async function scenario(request: APIRequestContext) {
  const product = async (id: string) =>
    (await gqlData<{ v1: { product: Product | null } }>(request, `query($id: ID!) { v1 { product(id: $id) { ${PRODUCT_FIELDS} } } }`, { id })).v1.product;
  const fitsWithoutConditions = (p: Product, modelId: string) => p.machineModelFitment.some((f) => f.id === modelId && !f.serialFrom && !f.serialTo && !f.engine && !f.attachment);
  const { v1 } = await gqlData<{ v1: { machineModels: Model[] } }>(request, '{ v1 { machineModels(withDiagrams: true) { id name manufacturerId machineTypeId } } }');
  models: for (const model of v1.machineModels.slice(0, 10)) {
    const book = await gqlData<{ v1: { diagrams: Array<{ id: string; title: string; sectionPath: Array<{ id: string; title: string }> }> } }>(
      request,
      'query($id: ID!) { v1 { diagrams(machineModelId: $id) { id title sectionPath { id title } } } }',
      { id: model.id },
    );
    for (const diagram of book.v1.diagrams) {
      const lines = await gqlData<{
        v1: { diagram: { lineItems: Array<{ partDrawingIdentifier: string; products: Array<Pick<Product, 'id' | 'priceAndAvailability'>> }> } | null };
      }>(request, 'query($id: ID!) { v1 { diagram(id: $id) { lineItems { partDrawingIdentifier products { id priceAndAvailability { price status } } } } } }', { id: diagram.id });
      for (const li of lines.v1.diagram?.lineItems ?? []) {
        const first = li.products[0];
        if (!first || first.priceAndAvailability.price === null || !ORDERABLE.includes(first.priceAndAvailability.status)) continue;
        const fits = await product(first.id);
        if (!fits || !fitsWithoutConditions(fits, model.id)) continue;
        for (let id = 1; id <= 60; id++) {
          const p = await product(String(id));
          if (p && p.machineModelFitment.length > 0 && !p.machineModelFitment.some((f) => f.id === model.id)) {
            return { model, diagram, callout: li.partDrawingIdentifier, fits, doesNotFit: p };
          }
        }
        continue models;
      }
    }
  }
  throw new Error('no machine model with a diagram part that fits it in the seeded catalogue');
}

/** Adds a machine through /fleet/add as a customer does; answers its garage id. */
async function addMachine(page: Page, model: Model, fields: { name: string; hours?: string; select: boolean }) {
  await page.goto('/fleet/add');
  // The lists fill once the page has loaded its machine types.
  await expect(page.getByLabel('Machine type')).toBeEnabled();
  await page.getByLabel('Machine type').selectOption(model.machineTypeId);
  await expect(page.getByLabel('Manufacturer')).toBeEnabled();
  await page.getByLabel('Manufacturer').selectOption(model.manufacturerId);
  await expect(page.getByLabel('Model')).toBeEnabled();
  await page.getByLabel('Model').selectOption(model.id);
  await page.getByLabel('Name (optional)').fill(fields.name);
  if (fields.hours) await page.getByLabel('Hours').fill(fields.hours);
  const check = page.getByLabel('Check parts against this machine (selected machine)');
  if (fields.select) await check.check();
  else await check.uncheck();
  await page.getByRole('button', { name: 'Add to my fleet' }).click();
  await expect(page).toHaveURL(new RegExp(`/m/${model.id}/mm/\\d+$`));
  await expect(page.getByRole('heading', { level: 1, name: fields.name })).toBeVisible();
  return /\/mm\/(\d+)$/.exec(page.url())![1];
}

test('a guest adds a machine, selects it, sees fitment on a product page, opens its parts book, finds a part from a diagram callout and adds it to the cart', async ({ page, request }) => {
  test.setTimeout(120_000);
  const s = await scenario(request);

  await page.goto('/MyFleet');
  await expect(page.getByRole('heading', { level: 1, name: 'My Fleet' })).toBeVisible();
  await expect(page.getByText('Your fleet is empty.')).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  // A visitor without an account gets a guest session when adding the first machine.
  await page.getByRole('link', { name: 'Add a machine' }).first().click();
  await expect(page).toHaveURL(/\/fleet\/add$/);
  expect(await seriousAxeViolations(page)).toEqual([]);
  const garageId = await addMachine(page, s.model, { name: 'North field', hours: '1200', select: false });
  await expect(page.getByText('1,200')).toBeVisible();

  // The guest keeps the fleet across visits.
  await page.goto('/MyFleet');
  const card = page.getByTestId('fleet-machine').filter({ hasText: 'North field' });
  await expect(card).toBeVisible();
  await expect(card.getByText('Selected machine')).toHaveCount(0);
  await card.getByRole('button', { name: 'Select North field' }).click();
  await expect(card.getByText('Selected machine')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('fleet-machine').filter({ hasText: 'North field' }).getByText('Selected machine')).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  // The search page's Machine facet lists the fleet's machines first.
  await page.goto('/search');
  const machineFacet = page.getByRole('region', { name: 'Machine' }).first();
  await expect(machineFacet.getByRole('checkbox').first()).toContainText('My Fleet');
  await expect(machineFacet.getByRole('checkbox').first()).toContainText(s.model.name);

  const label = `North field (${s.model.name})`;
  await page.goto(`/${s.fits.seoName}/p/${s.fits.id}`);
  await expect(page.getByTestId('fitment-check')).toContainText(`Fits your ${label}`);
  await page.goto(`/${s.doesNotFit.seoName}/p/${s.doesNotFit.id}`);
  await expect(page.getByTestId('fitment-check')).toContainText(`Does not fit your ${label}`);
  expect(await seriousAxeViolations(page, '[data-testid="fitment-check"]')).toEqual([]);
  // The fitment side bar lists the fleet and leads to Manage Your Fleet.
  await page.getByRole('button', { name: 'Change machine' }).click();
  const sideBar = page.getByRole('dialog', { name: 'My Fleet' });
  await expect(sideBar.getByRole('radio', { name: label })).toBeChecked();
  await expect(sideBar.getByRole('link', { name: 'Manage Your Fleet' })).toBeVisible();
  expect(await seriousAxeViolations(page, '[role="dialog"]')).toEqual([]);
  await page.keyboard.press('Escape');

  // The machine's parts book, through the section tree to the diagram that holds the part.
  await page.goto(`/m/${s.model.id}/mm/${garageId}`);
  await expect(page.getByText('You have not ordered parts that fit this machine yet.')).toBeVisible();
  await page.getByRole('link', { name: 'Parts book' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${s.model.name} parts book` })).toBeVisible();
  const tree = page.getByRole('navigation', { name: 'Parts book sections' });
  const path = s.diagram.sectionPath;
  for (const section of path.slice(0, -1)) {
    const summary = tree.locator('summary', { hasText: section.title });
    if ((await summary.locator('xpath=..').getAttribute('open')) === null) await summary.click();
  }
  await tree.getByRole('link', { name: new RegExp(`^${path[path.length - 1].title} \\(`) }).click();
  await page.getByRole('link', { name: s.diagram.title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`diagramId=${s.diagram.id}`));

  const viewer = page.getByTestId('diagram-viewer');
  await expect(viewer).toBeVisible();
  const row = page.locator(`[data-callout-row="${s.callout}"]`);
  await expect(row).toContainText(s.fits.name);
  await expect(row).not.toHaveAttribute('data-highlighted', 'true');
  await viewer.locator(`[data-callout="${s.callout}"]`).click();
  await expect(viewer.locator(`[data-callout="${s.callout}"]`)).toHaveAttribute('aria-pressed', 'true');
  await expect(row).toHaveAttribute('data-highlighted', 'true');
  await expect(row.getByRole('button', { name: `Callout ${s.callout}: show on the drawing` })).toHaveAttribute('aria-pressed', 'true');
  await expect(row).toContainText(/Sold by|Not sold here/);
  await expect(row).toContainText(/\$\d|Call For Price/);
  expect(await seriousAxeViolations(page)).toEqual([]);

  // The part found from the callout goes into the cart, in the quantity the drawing uses.
  await row.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(row.getByText('Added to your cart.')).toBeVisible();
  await expect(row.getByRole('link', { name: /View cart \(\d+\)/ })).toHaveAttribute('href', '/cart');

  await row.getByRole('link', { name: s.fits.name }).click();
  await expect(page).toHaveURL(new RegExp(`/p/${s.fits.id}$`));
  await expect(page.getByTestId('fitment-check')).toContainText(`Fits your ${label}`);
});

test('a machine is edited, refused with the spec error for bad input, and deleted', async ({ page, request }) => {
  test.setTimeout(90_000);
  const { model } = await scenario(request);
  const id = await addMachine(page, model, { name: 'Back lot loader', select: true });

  await page.goto(`/fleet/rig/${id}/edit`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Back lot loader' })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByLabel('Year').fill('3100');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('alert')).toHaveText('Unable to edit a machine. The year cannot be in the future.');

  await page.getByLabel('Year').fill('2015');
  await page.getByLabel('Hours').fill('4321');
  await page.getByLabel('Serial number').fill('SN-778812');
  await page.getByLabel('Status').selectOption({ label: 'Needs repair' });
  await page.getByLabel('Notes').fill('Leaks hydraulic oil at the loader valve.');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/m/${model.id}/mm/${id}$`));
  await expect(page.getByText('4,321')).toBeVisible();
  await expect(page.getByText('Needs repair')).toBeVisible();
  await expect(page.getByText('SN-778812')).toBeVisible();
  await expect(page.getByText('Leaks hydraulic oil at the loader valve.')).toBeVisible();

  // Another customer's (or no) machine id reads as not found.
  await page.goto('/fleet/rig/999999/edit');
  await expect(page.getByRole('heading', { level: 1, name: 'Machine not found' })).toBeVisible();

  await page.goto(`/fleet/rig/${id}/delete`);
  await expect(page.getByRole('heading', { level: 1, name: 'Delete Back lot loader?' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete machine' }).click();
  await expect(page).toHaveURL(/\/fleet$/);
  await expect(page.getByText('Your fleet is empty.')).toBeVisible();
});

// 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');

test('a machine photo: a file that is not a picture is refused with a clear error, a real picture is stored', async ({ page, request }) => {
  test.setTimeout(90_000);
  const { model } = await scenario(request);
  await addMachine(page, model, { name: 'Hay baler tractor', select: true });
  const upload = page.getByTestId('picture-upload');

  await upload.getByLabel('Upload a photo').setInputFiles({ name: 'tractor.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('this is a text file, not a photo\n') });
  await expect(upload.getByRole('alert')).toHaveText('Unable to set machine picture. Only JPEG, PNG, WebP or HEIC pictures can be used.');

  await upload.getByLabel('Upload a photo').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(upload.getByRole('alert')).toHaveText('Unable to set machine picture. Only JPEG, PNG, WebP or HEIC pictures can be used.');

  await upload.getByLabel('Upload a photo').setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]) });
  await expect(upload.getByRole('alert')).toHaveText('Unable to set machine picture. The picture is larger than 10 MB.');
  await expect(page.getByRole('img', { name: 'Photo of Hay baler tractor' })).toHaveCount(0);

  await upload.getByLabel('Upload a photo').setInputFiles({ name: 'tractor.png', mimeType: 'image/png', buffer: PNG });
  await expect(upload.getByText('Photo saved.')).toBeVisible();
  const photo = page.getByRole('img', { name: 'Photo of Hay baler tractor' });
  await expect(photo).toHaveAttribute('src', /^\/media\/garage\/[0-9a-f-]+\/\d+$/);
  const res = await request.get((await photo.getAttribute('src'))!);
  expect(res.headers()['content-type']).toBe('image/webp');

  await upload.getByRole('button', { name: 'Remove photo' }).click();
  await expect(upload.getByText('Photo removed.')).toBeVisible();
  await expect(photo).toHaveCount(0);
});

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

test('My Fleet and the add form fit a 320 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  for (const path of ['/MyFleet', '/fleet/add', '/fleet/rigslistings']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});

test('machines keep the order the customer gives them', async ({ page, request }) => {
  test.setTimeout(90_000);
  const { model } = await scenario(request);
  await addMachine(page, model, { name: 'Loader one', select: false });
  await addMachine(page, model, { name: 'Loader two', select: false });
  await page.goto('/MyFleet');
  const names = page.getByTestId('fleet-machine').getByRole('heading', { level: 2 });
  await expect(names).toHaveText(['Loader one', 'Loader two']);
  await expect(page.getByRole('button', { name: 'Move Loader one up' })).toHaveAttribute('aria-disabled', 'true');
  await page.getByRole('button', { name: 'Move Loader one down' }).click();
  await expect(names).toHaveText(['Loader two', 'Loader one']);
  // Focus stays on the button that moved with its machine, so the keyboard can keep going.
  await expect(page.getByRole('button', { name: 'Move Loader one down' })).toBeFocused();
  await page.reload();
  await expect(names).toHaveText(['Loader two', 'Loader one']);
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
