import { expect, test } from '@playwright/test';
import { seriousAxeViolations } from './e2e-support';
import { addMachine, scenario } from './fleet-support';

// A machine in the fleet: added, selected, checked against parts, found in its parts book, edited,
// photographed, ordered; on a phone.

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
