import { expect, test, type Page } from '@playwright/test';
import { apiData, DEMO_CUSTOMER, DEMO_PASSWORD, demoToken, signInSession, waitForHydration } from './e2e-support';

// Search steered by the customer's machine: "Fits your …" on result cards, the machine in the
// header (switch or clear in one step), "Only parts that fit" narrowing the list. The tests share
// the demo customer's fleet, so they run one after the other.
test.describe.configure({ mode: 'serial' });

const ADD = `mutation($item: GarageItemInput!, $sel: Boolean) { v1 { garage { add(garageItem: $item, setSelected: $sel) { id } } } }`;
const DELETE = `mutation($id: ID!) { v1 { garage { delete(garageId: $id) } } }`;
const SELECT = `mutation($id: ID) { v1 { garage { setSelected(garageId: $id) { id } } } }`;

interface ModelRow {
  id: string;
  name: string;
  manufacturer: string;
}

/** The machine model most parts fit in the demo catalogue, and one of another maker. */
async function models(request: Parameters<typeof demoToken>[0]): Promise<{ main: ModelRow; other: ModelRow }> {
  const { v1 } = await apiData<{ v1: { machineModels: ModelRow[]; searchFilters: Array<{ id: string; values: Array<{ value: string; count: number }> }> } }>(
    request,
    '{ v1 { machineModels { id name manufacturer } searchFilters { id values { value count } } } }',
  );
  const counts = v1.searchFilters.find((f) => f.id === 'machine')!.values;
  const top = [...counts].sort((a, b) => b.count - a.count)[0];
  const main = v1.machineModels.find((m) => m.name === top.value)!;
  const other = v1.machineModels.find((m) => m.manufacturer !== main.manufacturer)!;
  return { main, other };
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const countOf = async (page: Page) => Number((await heading(page).innerText()).replace(/,/g, '').match(/^(\d+)/)![1]);

test('a customer picks a fleet machine, sees parts that fit it marked and first, narrows to them, and clears the machine from the header', async ({ page, request }) => {
  test.setTimeout(120_000);
  const token = await demoToken(request, DEMO_CUSTOMER);
  const { main, other } = await models(request);
  const fits = `Fits your ${main.name}`;
  const added: string[] = [];
  try {
    for (const [model, name] of [
      [main, 'Search test main'],
      [other, 'Search test other'],
    ] as const) {
      const r = await apiData<{ v1: { garage: { add: { id: string } } } }>(request, ADD, { item: { machineModelId: model.id, name }, sel: false }, token);
      added.push(r.v1.garage.add.id);
    }
    await apiData(request, SELECT, { id: null }, token);
    await signInSession(page, DEMO_CUSTOMER, DEMO_PASSWORD);

    // The customer picks the machine in their fleet.
    await page.goto('/MyFleet');
    await waitForHydration(page);
    const card = page.getByTestId('fleet-machine').filter({ hasText: 'Search test main' });
    await card.getByRole('button', { name: 'Select Search test main' }).click();
    await expect(card.getByText('Selected machine')).toBeVisible();

    // The header names it.
    const header = page.getByRole('banner');
    await expect(header.getByTestId('header-machine')).toContainText('Search test main');

        // A search for the maker's parts: the cards of parts that fit the machine say so.
    await page.goto(`/search/s/p?PRODUCTS_MASTER%5Bquery%5D=${encodeURIComponent(main.manufacturer)}`);
    await waitForHydration(page);
    const results = page.getByRole('list', { name: 'Search results' });
    await expect(results.getByText(fits).first()).toBeVisible();
    const all = await countOf(page);

    // "Only parts that fit" narrows the list; every card left fits (or says on what condition).
    const only = page.getByRole('switch', { name: /Only parts that fit/ });
    await expect(only).toHaveAttribute('aria-checked', 'false');
    await only.click();
    await expect(page).toHaveURL(/fits/);
    await expect(page.getByRole('switch', { name: /Only parts that fit/ })).toHaveAttribute('aria-checked', 'true');
    const narrowed = await countOf(page);
    expect(narrowed).toBeGreaterThan(0);
    expect(narrowed).toBeLessThan(all);
    const cards = results.getByRole('listitem');
    const shown = await cards.count();
    for (let i = 0; i < shown; i++) await expect(cards.nth(i)).toContainText(new RegExp(`${fits}|Fits with .* — check yours`));

    // Switching to the other machine from the header: the results follow it.
    await header.getByTestId('header-machine').locator('summary').click();
    await header.getByRole('button', { name: /Search test other/ }).click();
    await expect(header.getByTestId('header-machine')).toContainText('Search test other');
    await expect(results.getByText(fits)).toHaveCount(0);

    // Clearing it in one step: no machine in the header, no marks, no switch.
    await header.getByTestId('header-machine').locator('summary').click();
    await header.getByRole('button', { name: 'Clear machine' }).click();
    await expect(header.getByTestId('header-machine')).toHaveCount(0);
    await expect(page.getByRole('switch', { name: /Only parts that fit/ })).toHaveCount(0);
    await expect(page.getByTestId('fit-mark')).toHaveCount(0);
  } finally {
    for (const id of added) await apiData(request, DELETE, { id }, token).catch(() => undefined);
  }
});

test('on a phone the header names the selected machine', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const token = await demoToken(request, DEMO_CUSTOMER);
  const { main } = await models(request);
  const r = await apiData<{ v1: { garage: { add: { id: string } } } }>(request, ADD, { item: { machineModelId: main.id, name: 'Phone machine' }, sel: true }, token);
  try {
    await signInSession(page, DEMO_CUSTOMER, DEMO_PASSWORD);
    await page.goto(`/search/s/p?PRODUCTS_MASTER%5Bquery%5D=${encodeURIComponent(main.manufacturer)}`);
    await waitForHydration(page);
    await expect(page.getByRole('banner').getByTestId('header-machine')).toBeVisible();
    await expect(page.getByRole('banner').getByTestId('header-machine')).toContainText('Phone machine');
    await expect(page.getByRole('list', { name: 'Search results' }).getByText(`Fits your ${main.name}`).first()).toBeVisible();
  } finally {
    await apiData(request, DELETE, { id: r.v1.garage.add.id }, token).catch(() => undefined);
  }
});

test('the product page says why a part does not fit the machine and links to the parts of its kind that do', async ({ page, request }) => {
  const token = await demoToken(request, DEMO_CUSTOMER);
  const { main } = await models(request);
  const r = await apiData<{ v1: { garage: { add: { id: string } } } }>(request, ADD, { item: { machineModelId: main.id, name: 'Product page machine' }, sel: true }, token);
  const garageId = r.v1.garage.add.id;
  try {
    type Hit = { id: string; seoName: string; category: string; fit: { kind: string } };
    const hits = await apiData<{ v1: { searchResults: { nodes: Hit[] } } }>(
      request,
      'query($g: ID) { v1 { searchResults(garageId: $g, first: 100) { nodes { id seoName category fit { kind } } } } }',
      { g: garageId },
      token,
    );
    const nodes = hits.v1.searchResults.nodes;
    const kinds = new Set(nodes.filter((n) => n.fit.kind === 'FITS').map((n) => n.category));
    const part = nodes.find((n) => n.fit.kind === 'DOES_NOT_FIT' && kinds.has(n.category))!;
    expect(part).toBeTruthy();

    await signInSession(page, DEMO_CUSTOMER, DEMO_PASSWORD);
    await page.goto(`/${part.seoName}/p/${part.id}`);
    const check = page.getByTestId('fitment-check');
    await expect(check).toContainText(`Does not fit your Product page machine (${main.name})`);
    await expect(check).toContainText(`Not listed for the ${main.name}.`);
    await waitForHydration(page);
    await check.getByRole('link', { name: `See ${part.category} that fit your machine` }).click();
    await expect(page.getByRole('switch', { name: /Only parts that fit/ })).toHaveAttribute('aria-checked', 'true');
    const results = page.getByRole('list', { name: 'Search results' });
    await expect(results.getByText(`Fits your ${main.name}`).first()).toBeVisible();
  } finally {
    await apiData(request, DELETE, { id: garageId }, token).catch(() => undefined);
  }
});
