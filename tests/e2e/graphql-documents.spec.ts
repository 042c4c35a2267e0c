import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { waitForHydration } from './e2e-support';

interface Part {
  id: string;
  sku: string;
  name: string;
}

async function orderablePart(request: APIRequestContext): Promise<Part> {
  for (let id = 1; id <= 300; id++) {
    const res = await request.post('/api/graphql', {
      data: { query: 'query($id: ID!) { v1 { product(id: $id) { id sku name priceAndAvailability { status price } } } }', variables: { id: String(id) } },
    });
    const p = ((await res.json()) as { data: { v1: { product: (Part & { priceAndAvailability: { status: string; price: number | null } }) | null } } }).data.v1.product;
    if (p && p.priceAndAvailability.status === 'IN_STOCK' && p.priceAndAvailability.price !== null) return p;
  }
  throw new Error('no orderable part in the demo catalogue');
}

test('the web client sends persisted documentIds, never query text, from browsing to the cart', async ({ page, request }) => {
  test.setTimeout(60_000);
  const part = await orderablePart(request);
  const bodies: Array<Record<string, unknown>> = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname === '/api/graphql' && req.method() === 'POST') bodies.push(JSON.parse(req.postData() ?? '{}'));
  });

  await page.goto('/');
  await waitForHydration(page);
  const box = page.getByRole('combobox', { name: 'Search parts' }).first();
  // Typing asks for suggestions (a browser-side query) before the search itself.
  await box.pressSequentially(part.sku.slice(0, 4));
  await expect.poll(() => bodies.length).toBeGreaterThan(0);
  await box.fill(part.sku);
  await box.press('Enter');
  await page.getByRole('link', { name: part.name }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: part.name })).toBeVisible();
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to your cart.' })).toBeVisible();
  await page.getByRole('link', { name: /^Cart, \d+ items?$/ }).first().click();
  await expect(page.getByTestId('cart-line').filter({ hasText: part.name })).toBeVisible();

  expect(bodies.length).toBeGreaterThan(2);
  for (const body of bodies) {
    expect(body).not.toHaveProperty('query');
    expect(body.documentId).toMatch(/^[0-9a-f]{64}$/);
  }
});

test('the built browser scripts hold no operation text', () => {
  const assets = path.resolve('build/client/assets');
  const texts = fs
    .readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .map((f) => fs.readFileSync(path.join(assets, f), 'utf8'));
  expect(texts.length).toBeGreaterThan(10);
  const manifest = JSON.parse(fs.readFileSync(path.resolve('app/gql/persisted-documents.json'), 'utf8')) as Record<string, string>;
  // The opening of every document ("mutation CartAdd(", "query Root {"…) as it appears in the sources.
  const openings = Object.values(manifest).map((text) => /\b(query|mutation) \w+/.exec(text)![0]);
  expect(openings.length).toBeGreaterThan(40);
  for (const opening of openings) expect(texts.filter((t) => t.includes(opening)).length, opening).toBe(0);
  expect(texts.some((t) => t.includes('fragment CartFields'))).toBe(false);
  // Nor as syntax trees (what generated documents hold unless the build swaps them for their ids).
  // (The graphql library itself, in the explorer's chunks, names these kinds too; a document's tree
  // is the kind followed by its own fields.)
  expect(texts.some((t) => /"?kind"?:\s*"OperationDefinition",\s*"?operation"?:|"?kind"?:\s*"FragmentDefinition",\s*"?name"?:/.test(t))).toBe(false);
});
