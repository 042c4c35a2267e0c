import { verify } from '@node-rs/argon2';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVAILABILITY_STATUSES } from '../../shared/enums';
import { openDatabase, type Database } from '../db/client';
import {
  categories,
  manufacturers,
  productCategories,
  productInterchanges,
  productReviews,
  products,
  specificationAttributes,
} from '../db/schema/catalog';
import { customers } from '../db/schema/customers';
import { countries, stateProvinces } from '../db/schema/directory';
import { DRAWN_KINDS } from '../modules/media/media-drawings';
import { parseSeedArgs, SeedArgsError } from './seed-cli';
import { isCatalogueEmpty, resetCatalogue, seedDemoCatalogue, type SeedSummary } from './seed-catalogue';
import { CATEGORY_GROUPS, HOME_SECTIONS } from './seed-data';
import { gtinCheckDigit, isValidGtin13, normalizePartNumber } from './seed-part-numbers';
import { chipQuota } from './seed-plan';
import { FACET_ATTRIBUTES, formatInches } from './seed-profiles';
import { createRandom } from './seed-random';

const PASSWORD = 'Seed-test-password-1';
const NOW = new Date('2025-03-01T00:00:00Z');
const SIZE = 300;

async function seeded(seed: number): Promise<{ database: Database; summary: SeedSummary }> {
  const database = await openDatabase({});
  await database.migrate();
  const summary = await seedDemoCatalogue(database.db, { products: SIZE, seed, password: PASSWORD, now: NOW });
  return { database, summary };
}

describe('seedDemoCatalogue', () => {
  let database: Database;
  let summary: SeedSummary;
  const db = () => database.db;

  beforeAll(async () => {
    ({ database, summary } = await seeded(42));
  });
  afterAll(async () => {
    await database?.close();
  });

  it('seeds the requested number of products with links, fitment and reviews', async () => {
    expect(summary.products).toBe(SIZE);
    const [{ n }] = await db().select({ n: count() }).from(products);
    expect(n).toBe(SIZE);
    expect(summary.fitments).toBeGreaterThan(SIZE);
    expect(summary.interchanges).toBeGreaterThan(SIZE / 3);
    expect(summary.reviews).toBeGreaterThan(0);
    expect(summary.relatedLinks).toBeGreaterThan(SIZE);
  });

  it('is deterministic: the same seed gives the same products, another seed different ones; reset starts over', async () => {
    // updated_at is the database's write time (a trigger stamps every write, migration 0015), not the seed's.
    const first = async (d: Database) =>
      (await d.db.select().from(products).where(sql`${products.id} <= 25`).orderBy(products.id)).map(({ updatedAt: _written, ...p }) => p);
    const numbers = (d: Database) =>
      d.db.select({ p: productInterchanges.partNumber }).from(productInterchanges).orderBy(productInterchanges.id).limit(50);
    const scratch = await seeded(42);
    try {
      expect(await first(scratch.database)).toEqual(await first(database));
      expect(await numbers(scratch.database)).toEqual(await numbers(database));

      await resetCatalogue(scratch.database.db);
      expect(await isCatalogueEmpty(scratch.database.db)).toBe(true);
      await seedDemoCatalogue(scratch.database.db, { products: SIZE, seed: 43, password: PASSWORD, now: NOW });
      expect((await first(scratch.database)).map((p) => p.name)).not.toEqual((await first(database)).map((p) => p.name));
      const [{ minId }] = await scratch.database.db.select({ minId: sql<number>`min(${products.id})` }).from(products);
      expect(minId).toBe(1);
    } finally {
      await scratch.database.close();
    }
    // Two more catalogues seeded: about 10 s on a quiet machine, three times that on a busy one.
  }, 90_000);

  it('uses every availability status, with the fields each one needs', async () => {
    const rows = await db().select().from(products);
    const statuses = new Set(rows.map((p) => p.status));
    for (const status of AVAILABILITY_STATUSES) expect(statuses, status).toContain(status);
    for (const p of rows) {
      if (p.status === 'CALL_FOR_PRICE') expect(p.price).toBeNull();
      else expect(Number(p.price)).toBeGreaterThanOrEqual(3);
      if (p.status === 'LOW_STOCK') expect(p.stock).toBeGreaterThanOrEqual(1);
      if (p.status === 'LOW_STOCK') expect(p.stock).toBeLessThanOrEqual(4);
      if (p.status === 'BUILD_TO_ORDER') expect(p.buildToOrderRange).not.toBe('');
      if (p.status === 'CAN_BACKORDER') expect(p.backorderAvailabilityRange).not.toBe('');
      if (p.oldPrice !== null) expect(Number(p.oldPrice)).toBeGreaterThan(Number(p.price));
      expect(p.orderMaximumQuantity).toBeGreaterThanOrEqual(p.orderMinimumQuantity);
    }
    expect(rows.filter((p) => p.status === 'IN_STOCK').length).toBeGreaterThan(SIZE / 2);
  });

  it('gives every home-page chip brand products in Seats, Belts and Radiators', async () => {
    for (const section of HOME_SECTIONS) {
      const rows = await db()
        .select({ brand: manufacturers.name, n: count() })
        .from(products)
        .innerJoin(productCategories, eq(productCategories.productId, products.id))
        .innerJoin(categories, eq(categories.id, productCategories.categoryId))
        .innerJoin(manufacturers, eq(manufacturers.id, products.manufacturerId))
        .where(and(eq(categories.name, section.category), inArray(manufacturers.name, [...section.brands])))
        .groupBy(manufacturers.name);
      const byBrand = new Map(rows.map((r) => [r.brand, r.n]));
      for (const brand of section.brands) expect(byBrand.get(brand) ?? 0, `${section.category} / ${brand}`).toBeGreaterThanOrEqual(3);
    }
  });

  it('guarantees at least 12 products per chip at 5,000 products', () => {
    const chips = HOME_SECTIONS.reduce((n, s) => n + s.brands.length, 0);
    expect(chipQuota(5000, chips)).toBeGreaterThanOrEqual(12);
    expect(chipQuota(300, chips)).toBeGreaterThanOrEqual(3);
  });

  it('builds the 8 home-page groups with 10 to 16 sub-categories each', async () => {
    const groups = await db().select().from(categories).where(sql`${categories.parentCategoryId} is null`).orderBy(categories.displayOrder);
    expect(groups.map((g) => g.name)).toEqual(CATEGORY_GROUPS.map((g) => g.name));
    expect(groups.every((g) => g.showOnHomePage)).toBe(true);
    for (const group of groups) {
      const [{ n }] = await db().select({ n: count() }).from(categories).where(eq(categories.parentCategoryId, group.id));
      expect(n).toBeGreaterThanOrEqual(10);
      expect(n).toBeLessThanOrEqual(16);
    }
  });

  it('names the facet attributes exactly as the search page does', async () => {
    const rows = await db().select().from(specificationAttributes).where(eq(specificationAttributes.facet, true));
    expect(rows.map((r) => r.name).sort()).toEqual([...FACET_ATTRIBUTES].sort());
  });

  it('writes GTIN-13s with valid check digits', async () => {
    const rows = await db().select({ gtin: products.gtin }).from(products);
    const gtins = rows.map((r) => r.gtin).filter((g) => g !== '');
    expect(gtins.length).toBeGreaterThan(SIZE * 0.8);
    for (const gtin of gtins) expect(isValidGtin13(gtin), gtin).toBe(true);
    expect(new Set(gtins).size).toBe(gtins.length);
  });

  it('keeps approved review totals in step with the reviews', async () => {
    const totals = await db()
      .select({ id: productReviews.productId, sum: sql<number>`sum(${productReviews.rating})::int`, n: count() })
      .from(productReviews)
      .where(eq(productReviews.approved, true))
      .groupBy(productReviews.productId);
    const byId = new Map(totals.map((t) => [t.id, t]));
    for (const p of await db().select().from(products)) {
      expect(p.approvedRatingSum, `product ${p.id}`).toBe(byId.get(p.id)?.sum ?? 0);
      expect(p.approvedTotalReviews).toBe(byId.get(p.id)?.n ?? 0);
    }
  });

  it('stores interchange numbers normalised', async () => {
    const rows = await db().select().from(productInterchanges);
    expect(rows.some((r) => r.kind === 'superseded')).toBe(true);
    for (const r of rows) expect(r.normalized).toBe(normalizePartNumber(r.partNumber));
  });

  it('creates the demo accounts with argon2id passwords', async () => {
    const [admin] = await db().select().from(customers).where(eq(customers.email, 'admin@ironyard.test'));
    const [customer] = await db().select().from(customers).where(eq(customers.email, 'customer@ironyard.test'));
    expect(admin.roles).toEqual(['Registered', 'Administrators']);
    expect(`${admin.firstName} ${admin.lastName}`).toBe('Avery Admin');
    expect(customer.roles).toEqual(['Registered']);
    expect(`${customer.firstName} ${customer.lastName}`).toBe('Casey Customer');
    expect(admin.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verify(admin.passwordHash!, PASSWORD)).toBe(true);
    expect(await verify(customer.passwordHash!, PASSWORD)).toBe(true);
    expect(await verify(customer.passwordHash!, 'wrong-password')).toBe(false);
  });

  it('seeds the United States first, then Canada and Mexico with all their states', async () => {
    const rows = await db()
      .select({ iso: countries.twoLetterIsoCode, order: countries.displayOrder, n: count(stateProvinces.id) })
      .from(countries)
      .leftJoin(stateProvinces, eq(stateProvinces.countryId, countries.id))
      .groupBy(countries.id)
      .orderBy(countries.displayOrder);
    expect(rows.map((r) => [r.iso, r.n])).toEqual([
      ['US', 51],
      ['CA', 13],
      ['MX', 32],
    ]);
  });

  it('refuses to seed over a catalogue', async () => {
    expect(await isCatalogueEmpty(db())).toBe(false);
    await expect(seedDemoCatalogue(db(), { products: 10, password: PASSWORD })).rejects.toThrow(/not empty/);
  });
});

describe('seed helpers', () => {
  it('normalises part numbers the way customers type them', () => {
    expect(normalizePartNumber('AR-12345')).toBe('ar12345');
    expect(normalizePartNumber('532 14 41-66')).toBe('532144166');
    expect(normalizePartNumber('0012-34')).toBe('1234');
    expect(normalizePartNumber('S.40123')).toBe('s40123');
    expect(normalizePartNumber('1R-0750')).toBe('1r0750');
    expect(normalizePartNumber('000')).toBe('0');
  });

  it('computes GTIN-13 check digits', () => {
    expect(gtinCheckDigit('400638133393')).toBe(1);
    expect(isValidGtin13('4006381333931')).toBe(true);
    expect(isValidGtin13('4006381333932')).toBe(false);
  });

  it('repeats the same random sequence for the same seed', () => {
    const a = createRandom(7);
    const b = createRandom(7);
    const seqA = Array.from({ length: 20 }, () => a.int(0, 1000));
    expect(Array.from({ length: 20 }, () => b.int(0, 1000))).toEqual(seqA);
    expect(Array.from({ length: 20 }, () => createRandom(8).int(0, 1000))).not.toEqual(seqA);
  });

  it('writes inches as the trade does', () => {
    expect(formatInches(0.5)).toBe('1/2');
    expect(formatInches(21 / 32)).toBe('21/32');
    expect(formatInches(1.75)).toBe('1-3/4');
    expect(formatInches(45)).toBe('45');
  });

  it('has a drawing for every picture kind it uses', () => {
    const kinds = CATEGORY_GROUPS.flatMap((g) => [g.pictureKind, ...g.subs.map((s) => s.pictureKind)]);
    for (const kind of kinds) expect(DRAWN_KINDS, kind).toContain(kind);
  });

  it('parses the command line and rejects bad arguments', () => {
    expect(parseSeedArgs(['--products', '100000', '--seed', '7'])).toEqual({ products: 100000, seed: 7, help: false });
    expect(parseSeedArgs(['--products=5_000'])).toEqual({ products: 5000, help: false });
    expect(() => parseSeedArgs(['--products'])).toThrow(SeedArgsError);
    expect(() => parseSeedArgs(['--products', '-5'])).toThrow(/needs a value|whole number/);
    expect(() => parseSeedArgs(['--products', '12abc'])).toThrow(/whole number/);
    expect(() => parseSeedArgs(['--products', '99999999'])).toThrow(/at most/);
    expect(() => parseSeedArgs(['--size', '10'])).toThrow(/Unknown argument/);
  });
});
