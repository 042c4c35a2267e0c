import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import {
  alsoPurchased,
  categories,
  machineAttachments,
  machineEngines,
  machineModels,
  machineTypes,
  manufacturers,
  productCategories,
  productFitments,
  productInterchanges,
  productReviews,
  products,
  productSpecifications,
  relatedProducts,
  specificationAttributes,
  vendors,
  warehouses,
} from '../db/schema/catalog';
import { customers } from '../db/schema/customers';
import { countries, stateProvinces } from '../db/schema/directory';
import { insertRows, syncSequence } from './seed-insert';
import { seedCart } from './seed-cart';
import { seedCheckout } from './seed-checkout';
import { seedOrders } from './seed-orders';
import { seedPartsBooks } from './seed-partsbooks';
import { seedSupersessions } from './seed-supersessions';
import { planCatalogue } from './seed-plan';
import { createAttributeRegistry, createProductGenerator, productLinks, type CatalogueRefs, type LinkRows, type ProductBundle } from './seed-products';
import { seedAccounts, seedCountries, seedMasterData } from './seed-reference';

export interface SeedOptions {
  products: number;
  seed?: number;
  /** Password of the two demo accounts. */
  password: string;
  log?: (msg: string) => void;
  /** Dates (created, pre-order) are spread around this instant; defaults to today 00:00 UTC. */
  now?: Date;
}

export interface SeedSummary {
  products: number;
  categories: number;
  manufacturers: number;
  machineModels: number;
  fitments: number;
  interchanges: number;
  specifications: number;
  reviews: number;
  relatedLinks: number;
  alsoPurchasedLinks: number;
  customers: number;
  countries: number;
  ms: number;
}

export const DEFAULT_SEED = 20_240_611;
// Products per transaction: big enough to amortise commits, small enough to keep memory flat.
const CHUNK = 1000;

// Every table the seed writes, children first; a reset empties exactly these.
const SEEDED_TABLES: PgTable[] = [
  alsoPurchased,
  relatedProducts,
  productReviews,
  productFitments,
  productInterchanges,
  productSpecifications,
  productCategories,
  products,
  specificationAttributes,
  machineAttachments,
  machineEngines,
  machineModels,
  machineTypes,
  categories,
  warehouses,
  vendors,
  manufacturers,
  customers,
  stateProvinces,
  countries,
];

/** True when the store has no products and no categories (first start of an empty database). */
export async function isCatalogueEmpty(db: Db): Promise<boolean> {
  const rows = await db.execute(
    sql`select (exists (select 1 from ${products}) or exists (select 1 from ${categories})) as filled`,
  );
  return !rowsOf<{ filled: boolean }>(rows)[0]?.filled;
}

/** Empties every seeded table (and, by CASCADE, whatever refers to them) and restarts ids. */
export async function resetCatalogue(db: Db): Promise<void> {
  const names = SEEDED_TABLES.map((t) => sql.identifier(getTableName(t)));
  await db.execute(sql`truncate table ${sql.join(names, sql`, `)} restart identity cascade`);
}

/** Seeds the deterministic demo store: same seed and size give identical data. */
export async function seedDemoCatalogue(db: Db, opts: SeedOptions): Promise<SeedSummary> {
  const started = performance.now();
  const size = opts.products;
  if (!Number.isInteger(size) || size < 0) throw new RangeError(`products must be a whole number ≥ 0 (got ${size})`);
  if (!(await isCatalogueEmpty(db))) throw new Error('The catalogue is not empty; reset it before seeding');
  const seed = opts.seed ?? DEFAULT_SEED;
  const log = withElapsed(opts.log ?? (() => {}));
  const now = opts.now ?? startOfUtcDay(new Date());

  const countryCount = await seedCountries(db);
  const reviewers = await seedAccounts(db, opts.password);
  const master = await seedMasterData(db);
  log(`reference data: ${master.brands.length} brands, ${master.counts.machineModels} machine models, ${master.counts.categories} categories`);

  const refs: CatalogueRefs = { ...master, attributes: createAttributeRegistry(master.attributeIds), reviewers };
  const plan = planCatalogue(size, seed, master.brands, master.subs);
  const totals = await seedProducts(db, refs, plan, seed, now, log);
  log(`stand-ins for unavailable parts: ${await seedSupersessions(db)}`);
  const links = await seedLinks(db, plan, seed, log);
  const books = await seedPartsBooks(db, seed);
  log(`parts books: ${books.sections} sections, ${books.diagrams} diagrams, ${books.lineItems} parts`);
  log(`coupons: ${await seedCart(db, now)}`);
  log(`checkout: ${await seedCheckout(db)} saved address and card`);
  log(`orders: ${await seedOrders(db, now)} demo orders`);
  await syncSequence(db, products);
  await syncSequence(db, specificationAttributes);
  // Fresh statistics, or the first queries plan as if the tables were empty.
  await db.execute(sql`analyze`);
  log('statistics updated');

  return {
    products: size,
    categories: master.counts.categories,
    manufacturers: master.brands.length,
    machineModels: master.counts.machineModels,
    ...totals,
    relatedLinks: links.related,
    alsoPurchasedLinks: links.alsoPurchased,
    customers: reviewers.length + 2,
    countries: countryCount,
    ms: Math.round(performance.now() - started),
  };
}

async function seedProducts(db: Db, refs: CatalogueRefs, plan: ReturnType<typeof planCatalogue>, seed: number, now: Date, log: (m: string) => void) {
  const generate = createProductGenerator(refs, plan, seed, now);
  const totals = { fitments: 0, interchanges: 0, specifications: 0, reviews: 0 };
  const progress = progressLogger('products', plan.size, log);
  for (let from = 1; from <= plan.size; from += CHUNK) {
    const bundles: ProductBundle[] = [];
    for (let id = from; id < Math.min(from + CHUNK, plan.size + 1); id++) bundles.push(generate(id));
    const newAttributes = refs.attributes.takeNew();
    await db.transaction(async (tx) => {
      await insertRows(tx, specificationAttributes, newAttributes);
      await insertRows(tx, products, bundles.map((b) => b.product));
      await insertRows(tx, productCategories, bundles.flatMap((b) => b.categories));
      await insertRows(tx, productSpecifications, bundles.flatMap((b) => b.specs));
      await insertRows(tx, productInterchanges, bundles.flatMap((b) => b.interchanges));
      await insertRows(tx, productFitments, bundles.flatMap((b) => b.fitments));
      await insertRows(tx, productReviews, bundles.flatMap((b) => b.reviews));
    });
    for (const b of bundles) {
      totals.fitments += b.fitments.length;
      totals.interchanges += b.interchanges.length;
      totals.specifications += b.specs.length;
      totals.reviews += b.reviews.length;
    }
    progress(from + bundles.length - 1);
  }
  return totals;
}

async function seedLinks(db: Db, plan: ReturnType<typeof planCatalogue>, seed: number, log: (m: string) => void) {
  const counts = { related: 0, alsoPurchased: 0 };
  const progress = progressLogger('related and also-purchased links', plan.size, log);
  for (let from = 1; from <= plan.size; from += CHUNK * 2) {
    const batch: LinkRows = { related: [], alsoPurchased: [] };
    for (let id = from; id < Math.min(from + CHUNK * 2, plan.size + 1); id++) {
      const links = productLinks(id, plan, seed);
      batch.related.push(...links.related);
      batch.alsoPurchased.push(...links.alsoPurchased);
    }
    await db.transaction(async (tx) => {
      await insertRows(tx, relatedProducts, batch.related);
      await insertRows(tx, alsoPurchased, batch.alsoPurchased);
    });
    counts.related += batch.related.length;
    counts.alsoPurchased += batch.alsoPurchased.length;
    progress(Math.min(from + CHUNK * 2 - 1, plan.size));
  }
  return counts;
}

/** Logs "label n/total (p%)" each time another tenth is done. */
function progressLogger(label: string, total: number, log: (m: string) => void) {
  let lastTenth = -1;
  return (done: number) => {
    const tenth = Math.floor((done * 10) / Math.max(1, total));
    if (tenth === lastTenth) return;
    lastTenth = tenth;
    log(`${label}: ${done}/${total} (${Math.round((done / Math.max(1, total)) * 100)}%)`);
  };
}

function withElapsed(log: (m: string) => void) {
  const started = performance.now();
  return (m: string) => log(`[${((performance.now() - started) / 1000).toFixed(1)} s] ${m}`);
}

function startOfUtcDay(d: Date): Date {
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
}

// PGlite answers { rows }, node-postgres a QueryResult with rows too; both drivers agree on that.
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
