import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { gqlData } from '../support/test-graphql';

// The fleet's browser tests share these: the seeded catalogue read as a customer meets it, and
// adding a machine through /fleet/add.

export interface Model {
  id: string;
  name: string;
  manufacturerId: string;
  machineTypeId: string;
}

export interface Fitment {
  id: string;
  serialFrom: string | null;
  serialTo: string | null;
  engine: string | null;
  attachment: string | null;
}

export interface Product {
  id: string;
  name: string;
  seoName: string;
  priceAndAvailability: { price: number | null; status: string };
  machineModelFitment: Fitment[];
}

export const PRODUCT_FIELDS = 'id name seoName priceAndAvailability { price status } machineModelFitment { id serialFrom serialTo engine attachment }';
export const ORDERABLE = ['IN_STOCK', 'LOW_STOCK', 'DROP_SHIP', 'CAN_BACKORDER', 'BUILD_TO_ORDER', 'PREORDER'];

/**
 * From the seeded catalogue, as a customer would meet it: a machine model with a parts book, a
 * diagram of it with a callout on a part that fits the model without conditions and can be ordered, and a part
 * that fits other machines only. Asked in small pieces: a diagram's line items with every product's
 * fitment in one query is more than the API's cost limit lets one request ask for.
 */
export async function scenario(request: APIRequestContext) {
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
export async function addMachine(page: Page, model: Model, fields: { name: string; hours?: string; select: boolean }) {
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
