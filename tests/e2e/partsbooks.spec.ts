import { expect, test, type APIRequestContext } from '@playwright/test';
import { openDialog, seriousAxeViolations, waitForHydration } from './e2e-support';
import { gqlData } from '../support/test-graphql';

interface Book {
  model: { id: string; name: string; seoName: string; manufacturer: string; manufacturerId: string };
  diagram: { id: string; title: string; lineItems: Array<{ partDrawingIdentifier: string; partNumber: string; products: Array<{ id: string; name: string }> }> };
  other: { id: string };
  /** Another diagram of the same machine. */
  sibling: { id: string; title: string };
}

/** A machine with a parts book, one of its diagrams with at least two callouts, and a diagram of another machine. */
async function book(request: APIRequestContext): Promise<Book> {
  const { v1 } = await gqlData<{ v1: { machineModels: Book['model'][] } }>(request, '{ v1 { machineModels(withDiagrams: true) { id name seoName manufacturer manufacturerId } } }');
  // A book's list, then each diagram's lines on their own: a whole book's lines and parts in one query is over the cost limit.
  const list = 'query($id: ID!) { v1 { diagrams(machineModelId: $id) { id title } } }';
  const one = 'query($id: ID!) { v1 { diagram(id: $id) { id title lineItems { partDrawingIdentifier partNumber products { id name } } } } }';
  // The first machine whose book has two diagrams or more (a small catalogue gives some machines one).
  let model = v1.machineModels[0];
  let mine = await gqlData<{ v1: { diagrams: Array<{ id: string; title: string }> } }>(request, list, { id: model.id });
  for (const m of v1.machineModels) {
    if (mine.v1.diagrams.length >= 2) break;
    model = m;
    mine = await gqlData<{ v1: { diagrams: Array<{ id: string; title: string }> } }>(request, list, { id: m.id });
  }
  const second = v1.machineModels.find((m) => m.id !== model.id)!;
  const theirs = await gqlData<{ v1: { diagrams: Array<{ id: string }> } }>(request, list, { id: second.id });
  let diagram: Book['diagram'] | undefined;
  for (const d of mine.v1.diagrams) {
    const full = (await gqlData<{ v1: { diagram: Book['diagram'] } }>(request, one, { id: d.id })).v1.diagram;
    if (full.lineItems.length >= 2 && full.lineItems[0].products.length > 0) {
      diagram = full;
      break;
    }
  }
  if (!diagram) throw new Error(`No diagram of ${model.name} has two lines with parts`);
  const found = diagram;
  return { model, diagram: found, other: theirs.v1.diagrams[0], sibling: mine.v1.diagrams.find((d) => d.id !== found.id)! };
}

const diagramUrl = (b: Book, diagramId = b.diagram.id) => `/${b.model.seoName}/m/${b.model.id}/${diagramId}/diagram?diagramId=${diagramId}`;

test('parts books are browsed from brand to machine to diagram, complete in the server HTML', async ({ page, request }) => {
  test.slow(); // five pages, each checked with axe
  const b = await book(request);
  const html = await (await request.get(diagramUrl(b))).text();
  expect(html).toContain(`${b.model.name}: ${b.diagram.title}`);
  expect(html).toContain(`/media/diagram/${b.diagram.id}.svg`);
  for (const li of b.diagram.lineItems) expect(html).toContain(li.partNumber);

  await page.goto('/partsbooks');
  await expect(page.getByRole('heading', { level: 1, name: 'Parts books' })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole('link', { name: new RegExp(`^${b.model.manufacturer} \\d+ models$`) }).click();
  await expect(page).toHaveURL(new RegExp(`/partsbooks/brand/${b.model.manufacturerId}$`));
  await expect(page.getByRole('heading', { level: 1, name: `${b.model.manufacturer} parts books` })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole('link', { name: new RegExp(`^${b.model.name} \\d+ diagrams$`) }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${b.model.name} parts book` })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Parts book sections' })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  await page.goto(diagramUrl(b));
  await expect(page.getByRole('heading', { level: 1, name: `${b.model.name}: ${b.diagram.title}` })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  // The side panel lists the book's other diagrams and opens one.
  const panel = page.getByRole('dialog', { name: `${b.model.name} diagrams` });
  await openDialog(page.getByRole('button', { name: /^All diagrams \(\d+\)$/ }), panel);
  await expect(panel.getByRole('link', { name: b.diagram.title, exact: true })).toHaveAttribute('aria-current', 'page');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await panel.getByRole('link', { name: b.sibling.title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${b.sibling.id}/diagram\\?diagramId=${b.sibling.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `${b.model.name}: ${b.sibling.title}` })).toBeVisible();
  await expect(panel).toBeHidden();

  // A link from a product names the diagram and the part: its row is marked and in view.
  const anchored = b.diagram.lineItems[0];
  await page.goto(`/${b.model.seoName}/m/${b.model.id}?diagramId=${b.diagram.id}&productIdAnchor=${anchored.products[0].id}`);
  const anchoredRow = page.locator(`[data-callout-row="${anchored.partDrawingIdentifier}"]`);
  await expect(anchoredRow).toHaveAttribute('data-highlighted', 'true');
  await expect(anchoredRow).toBeInViewport();
  await expect(page.locator(`[data-callout-row="${b.diagram.lineItems[1].partDrawingIdentifier}"]`)).not.toHaveAttribute('data-highlighted', 'true');

  // A diagram of another machine, or an unknown machine, is not found.
  expect((await request.get(diagramUrl(b, b.other.id))).status()).toBe(404);
  expect((await request.get(`/${b.model.seoName}/m/999999`)).status()).toBe(404);
  expect((await request.get(`/${b.model.seoName}/m/${b.model.id}?diagramId=${b.other.id}`)).status()).toBe(404);
});

test('the diagram zooms and pans by keyboard, buttons, wheel and drag; callouts and rows highlight each other', async ({ page, request }) => {
  const b = await book(request);
  await page.goto(diagramUrl(b));
  const viewer = page.getByTestId('diagram-viewer');
  const drawing = viewer.locator('> div').first();
  const zoom = page.getByText(/^\d+%$/);
  await expect(zoom).toHaveText('100%');

  // Keyboard: + zooms, arrows pan, 0 resets.
  await waitForHydration(page);
  await viewer.focus();
  await page.keyboard.press('+');
  await expect(zoom).toHaveText('125%');
  const before = await drawing.getAttribute('style');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => drawing.getAttribute('style')).not.toBe(before);
  await page.keyboard.press('0');
  await expect(zoom).toHaveText('100%');

  await page.getByRole('button', { name: 'Zoom in' }).click();
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await expect(zoom).toHaveText('156%');
  await page.getByRole('button', { name: 'Zoom out' }).click();
  await expect(zoom).toHaveText('125%');
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(zoom).toHaveText('100%');

  // Mouse: the wheel zooms about the pointer, a drag moves the drawing.
  const box = (await viewer.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.wheel(0, -200);
  await expect(zoom).not.toHaveText('100%');
  const zoomed = await drawing.getAttribute('style');
  await page.mouse.move(box.x + 20, box.y + box.height - 20);
  await page.mouse.down();
  await page.mouse.move(box.x + 120, box.y + box.height - 80, { steps: 5 });
  await page.mouse.up();
  await expect.poll(() => drawing.getAttribute('style')).not.toBe(zoomed);
  await page.getByRole('button', { name: 'Reset' }).click();

  const [first, second] = b.diagram.lineItems.map((li) => li.partDrawingIdentifier);
  const hotspot = (label: string) => viewer.locator(`[data-callout="${label}"]`);
  const row = (label: string) => page.locator(`[data-callout-row="${label}"]`);

  // Hovering a callout highlights its row; hovering a row highlights its callout.
  await hotspot(first).hover();
  await expect(row(first)).toHaveAttribute('data-highlighted', 'true');
  await expect(row(second)).not.toHaveAttribute('data-highlighted', 'true');
  await row(second).hover();
  await expect(hotspot(second)).toHaveAttribute('data-highlighted', 'true');
  await expect(row(first)).not.toHaveAttribute('data-highlighted', 'true');

  // Choosing a callout marks its row; choosing a row's number marks the callout.
  await hotspot(first).click();
  await expect(row(first).getByRole('button', { name: `Callout ${first}: show on the drawing` })).toHaveAttribute('aria-pressed', 'true');
  await row(second).getByRole('button', { name: `Callout ${second}: show on the drawing` }).click();
  await expect(hotspot(second)).toHaveAttribute('aria-pressed', 'true');
  await expect(hotspot(first)).toHaveAttribute('aria-pressed', 'false');

  // Zoomed in, choosing a row brings its callout into the middle of the frame.
  for (let i = 0; i < 4; i++) await page.getByRole('button', { name: 'Zoom in' }).click();
  await expect(zoom).toHaveText('244%');
  for (const label of [first, second]) {
    await row(label).getByRole('button', { name: `Callout ${label}: show on the drawing` }).click();
    await expect
      .poll(async () => {
        const frame = (await viewer.boundingBox())!;
        const spot = (await hotspot(label).boundingBox())!;
        const x = spot.x + spot.width / 2;
        const y = spot.y + spot.height / 2;
        return x > frame.x && x < frame.x + frame.width && y > frame.y && y < frame.y + frame.height;
      })
      .toBe(true);
  }
  await page.getByRole('button', { name: 'Reset' }).click();

  // Keyboard users reach the callouts with Tab and choose with Enter.
  await hotspot(first).focus();
  await expect(row(first)).toHaveAttribute('data-highlighted', 'true');
  await page.keyboard.press('Enter');
  await expect(hotspot(first)).toHaveAttribute('aria-pressed', 'true');
});

test('a favourite diagram and recently viewed diagrams show on the parts books page', async ({ page, request }) => {
  const b = await book(request);
  await page.goto(diagramUrl(b));
  const favourite = page.getByRole('button', { name: '☆ Add to favourites' });
  await expect(favourite).toBeEnabled();
  await favourite.click();
  await expect(page.getByRole('button', { name: '★ Favourite' })).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/partsbooks');
  const favourites = page.getByRole('region', { name: 'Favourite diagrams' });
  await expect(favourites.getByRole('link', { name: new RegExp(b.diagram.title) })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recently viewed diagrams' }).getByRole('link', { name: new RegExp(b.diagram.title) })).toBeVisible();

  await favourites.getByRole('link', { name: new RegExp(b.diagram.title) }).click();
  await page.getByRole('button', { name: '★ Favourite' }).click();
  await expect(page.getByRole('button', { name: '☆ Add to favourites' })).toHaveAttribute('aria-pressed', 'false');
  await page.goto('/partsbooks');
  await expect(page.getByRole('region', { name: 'Recently viewed diagrams' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Favourite diagrams' })).toHaveCount(0);
});

test('a diagram page fits a 320 px phone', async ({ page, request }) => {
  const b = await book(request);
  await page.setViewportSize({ width: 320, height: 640 });
  for (const path of ['/partsbooks', `/partsbooks/m/${b.model.id}`, diagramUrl(b)]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
  await expect(page.getByTestId('diagram-viewer')).toBeVisible();
  // The first part's price and availability are on screen, not cut off at the right.
  const row = page.locator(`[data-callout-row="${b.diagram.lineItems[0].partDrawingIdentifier}"]`);
  await row.scrollIntoViewIfNeeded();
  const price = row.getByText(/^\$[\d,]+\.\d{2}$|^Call For Price$/);
  await expect(price).toBeInViewport();
});

test('on a touch screen two fingers zoom the diagram and one finger then moves it', async ({ browser, request }) => {
  const b = await book(request);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await page.goto(diagramUrl(b));
  const viewer = page.getByTestId('diagram-viewer');
  const drawing = viewer.locator('> div').first();
  const zoom = page.getByText(/^\d+%$/);
  await expect(zoom).toHaveText('100%');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Zoom in' }).tap();
  await expect(zoom).toHaveText('125%');
  await page.getByRole('button', { name: 'Reset' }).tap();

  const box = (await viewer.boundingBox())!;
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height * 0.8;
  const cdp = await context.newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', points: Array<[number, number]>) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points.map(([x, y], id) => ({ x, y, id })) });
  await touch('touchStart', [
    [cx - 20, cy],
    [cx + 20, cy],
  ]);
  for (let d = 30; d <= 120; d += 10) {
    await touch('touchMove', [
      [cx - d, cy],
      [cx + d, cy],
    ]);
  }
  await touch('touchEnd', []);
  await expect.poll(async () => Number((await zoom.textContent())!.replace('%', ''))).toBeGreaterThan(200);

  const zoomed = await drawing.getAttribute('style');
  await touch('touchStart', [[cx, cy]]);
  for (let d = 10; d <= 80; d += 10) await touch('touchMove', [[cx + d, cy - d / 2]]);
  await touch('touchEnd', []);
  await expect.poll(() => drawing.getAttribute('style')).not.toBe(zoomed);
  await context.close();
});
