import { hash } from '@node-rs/argon2';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  categories,
  machineAttachments,
  machineEngines,
  machineModels,
  machineTypes,
  manufacturers,
  specificationAttributes,
  vendors,
  warehouses,
} from '../db/schema/catalog';
import { customers } from '../db/schema/customers';
import { ROLE_ADMINISTRATORS, ROLE_REGISTERED, ROLE_STAFF } from '../../shared/enums';
import { countries, stateProvinces } from '../db/schema/directory';
import {
  BELT_UMBRELLA,
  FILTER_UMBRELLA,
  BRANDS,
  CATEGORY_GROUPS,
  VENDORS,
} from './seed-data';
import { MACHINE_TYPES, MODELS } from './seed-machines';
import { DEMO_ADMIN, DEMO_CUSTOMER, DEMO_STAFF, REVIEWERS } from './seed-people';
import { COUNTRIES } from './seed-geo';
import { insertRows } from './seed-insert';
import type { BrandRef, ModelRef, ReviewerRef, SubRef, WarehouseRef } from './seed-products';
import { FACET_ATTRIBUTES, partProfile } from './seed-profiles';
import { slugify } from './seed-products';

/**
 * Everything the products point at: countries, accounts, brands, machines, categories,
 * vendors, warehouses and the facet attributes. Inserted once, before the products.
 */

/** Inserts the countries and their states/provinces unless some countries already exist. */
export async function seedCountries(db: Db): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(countries);
  if (n > 0) return 0;
  const inserted = await db
    .insert(countries)
    .values(COUNTRIES.map((c, i) => ({ name: c.name, twoLetterIsoCode: c.iso2, threeLetterIsoCode: c.iso3, displayOrder: i + 1 })))
    .returning({ id: countries.id, iso2: countries.twoLetterIsoCode });
  const idByIso = new Map(inserted.map((c) => [c.iso2, c.id]));
  const states = COUNTRIES.flatMap((c) =>
    c.states.map(([name, abbreviation], i) => ({ countryId: idByIso.get(c.iso2)!, name, abbreviation, displayOrder: i + 1 })),
  );
  await insertRows(db, stateProvinces, states);
  return inserted.length;
}

/** The three demo accounts (argon2id hashes) and the reviewers; existing e-mails are left alone. */
export async function seedAccounts(db: Db, password: string): Promise<ReviewerRef[]> {
  const passwordHash = await hash(password);
  const demo = [
    { ...DEMO_ADMIN, roles: [ROLE_REGISTERED, ROLE_ADMINISTRATORS] },
    { ...DEMO_STAFF, roles: [ROLE_REGISTERED, ROLE_STAFF] },
    { ...DEMO_CUSTOMER, roles: [ROLE_REGISTERED] },
  ].map((a) => ({ ...a, feedbackName: `${a.firstName} ${a.lastName[0]}.`, passwordHash }));
  const reviewers = REVIEWERS.map(([first, last]) => ({
    email: `${first}.${last}@example.com`.toLowerCase(),
    firstName: first,
    lastName: last,
    feedbackName: `${first} ${last[0]}.`,
    roles: [ROLE_REGISTERED],
    passwordHash: null,
  }));
  await db.insert(customers).values([...demo, ...reviewers]).onConflictDoNothing();
  const emails = reviewers.map((r) => r.email);
  const rows = await db
    .select({ id: customers.id, email: customers.email, feedbackName: customers.feedbackName })
    .from(customers)
    .where(inArray(sql`lower(${customers.email})`, emails));
  const byEmail = new Map(rows.map((r) => [r.email?.toLowerCase(), r]));
  return emails.flatMap((e) => {
    const row = byEmail.get(e);
    return row ? [{ id: row.id, feedbackName: row.feedbackName }] : [];
  });
}

export interface MasterData {
  brands: BrandRef[];
  subs: SubRef[];
  beltUmbrellaId: number;
  filterUmbrellaId: number;
  modelsByBrand: Map<string, ModelRef[]>;
  warehouses: WarehouseRef[];
  attributeIds: Map<string, number>;
  counts: { machineModels: number; categories: number };
}

/** Brands, machines, categories, vendors, warehouses and facet attributes, in one transaction. */
export async function seedMasterData(db: Db): Promise<MasterData> {
  return db.transaction(async (tx) => {
    const brands = await seedBrands(tx);
    const { modelsByBrand, total } = await seedMachines(tx, brands);
    const { subs, beltUmbrellaId, filterUmbrellaId, total: categoryCount } = await seedCategories(tx);
    const wh = await seedVendors(tx);
    const attributeIds = await seedFacetAttributes(tx);
    return { brands, subs, beltUmbrellaId, filterUmbrellaId, modelsByBrand, warehouses: wh, attributeIds, counts: { machineModels: total, categories: categoryCount } };
  });
}

async function seedBrands(db: Db): Promise<BrandRef[]> {
  const rows = await db
    .insert(manufacturers)
    .values(BRANDS.map((b, i) => ({ name: b.name, seoName: b.key, description: b.description, displayOrder: i + 1, makesMachines: b.makesMachines })))
    .returning({ id: manufacturers.id });
  return rows.map((row, i) => ({ id: row.id, seed: BRANDS[i], gtinCode: 101 + i }));
}

async function seedMachines(db: Db, brands: BrandRef[]) {
  const types = await db
    .insert(machineTypes)
    .values(MACHINE_TYPES.map((t, i) => ({ name: t.name, seoName: slugify(t.name), displayOrder: i + 1 })))
    .returning({ id: machineTypes.id });
  const typeIndex = new Map(MACHINE_TYPES.map((t, i) => [t.name, i]));
  const seeds = brands.flatMap((b) => (MODELS[b.seed.name] ?? []).map((model) => ({ brand: b, model })));
  const rows = await db
    .insert(machineModels)
    .values(
      seeds.map(({ brand, model }) => {
        const type = MACHINE_TYPES[typeIndex.get(model.type)!];
        if (!type) throw new Error(`Unknown machine type ${model.type}`);
        const name = `${brand.seed.name} ${model.name}`;
        return {
          manufacturerId: brand.id,
          machineTypeId: types[typeIndex.get(model.type)!].id,
          name,
          baseName: model.name,
          seoName: slugify(name),
          yearFrom: model.years[0],
          yearTo: model.years[1],
          horsepower: model.hp,
          description: `${name} ${type.name.toLowerCase()}, built ${model.years[0]}–${model.years[1] ?? 'today'}, ${model.hp} hp.`,
        };
      }),
    )
    .returning({ id: machineModels.id });
  const refs: ModelRef[] = rows.map((row, i) => ({
    id: row.id,
    brand: seeds[i].brand.seed.name,
    type: MACHINE_TYPES[typeIndex.get(seeds[i].model.type)!],
    seed: seeds[i].model,
  }));
  await insertRows(db, machineEngines, refs.flatMap((m) => m.seed.engines.map((name, i) => ({ machineModelId: m.id, name, displayOrder: i }))));
  await insertRows(db, machineAttachments, refs.flatMap((m) => m.seed.attachments.map((name, i) => ({ machineModelId: m.id, name, displayOrder: i }))));
  const modelsByBrand = new Map<string, ModelRef[]>();
  for (const ref of refs) modelsByBrand.set(ref.brand, [...(modelsByBrand.get(ref.brand) ?? []), ref]);
  return { modelsByBrand, total: refs.length };
}

async function seedCategories(db: Db) {
  const groups = await db
    .insert(categories)
    .values(
      CATEGORY_GROUPS.map((g, i) => ({
        name: g.name,
        seoName: slugify(g.name),
        description: g.description,
        displayOrder: i + 1,
        showOnHomePage: true,
        pictureKind: g.pictureKind,
      })),
    )
    .returning({ id: categories.id });
  const subSeeds = CATEGORY_GROUPS.flatMap((g, gi) => g.subs.map((sub, i) => ({ sub, parent: groups[gi].id, order: i + 1 })));
  const rows = await db
    .insert(categories)
    .values(
      subSeeds.map(({ sub, parent, order }) => ({
        name: sub.name,
        seoName: slugify(sub.name),
        description: `${sub.name} for tractors, mowers and construction equipment.`,
        parentCategoryId: parent,
        displayOrder: order,
        pictureKind: sub.pictureKind,
      })),
    )
    .returning({ id: categories.id });
  const subs: SubRef[] = rows.map((row, i) => ({ id: row.id, seed: subSeeds[i].sub, profile: partProfile(subSeeds[i].sub.profile) }));
  const umbrella = subs.find((s) => s.seed.name === BELT_UMBRELLA);
  if (!umbrella) throw new Error(`The ${BELT_UMBRELLA} sub-category is missing`);
  // Inserted after every sub-category, so the ids of the others stay as they were.
  const filterGroup = CATEGORY_GROUPS.findIndex((g) => g.name === FILTER_UMBRELLA.group);
  const [filters] = await db
    .insert(categories)
    .values({
      name: FILTER_UMBRELLA.name,
      seoName: slugify(FILTER_UMBRELLA.name),
      description: 'Oil, fuel, air, hydraulic and transmission filters for tractors, mowers and construction equipment.',
      parentCategoryId: groups[filterGroup].id,
      displayOrder: 0,
      pictureKind: FILTER_UMBRELLA.pictureKind,
    })
    .returning({ id: categories.id });
  return { subs, beltUmbrellaId: umbrella.id, filterUmbrellaId: filters.id, total: groups.length + subs.length + 1 };
}

async function seedVendors(db: Db): Promise<WarehouseRef[]> {
  const vendorRows = await db
    .insert(vendors)
    .values(VENDORS.map((v) => ({ name: v.name, email: v.email })))
    .returning({ id: vendors.id });
  const out: WarehouseRef[] = [];
  for (const [vi, vendor] of VENDORS.entries()) {
    for (const w of vendor.warehouses) {
      const where = await stateOf(db, w.country, w.state);
      const [row] = await db
        .insert(warehouses)
        .values({
          name: w.name,
          city: w.city,
          zipPostalCode: w.zip,
          stateProvinceId: where?.stateId ?? null,
          countryId: where?.countryId ?? null,
          vendorId: vendorRows[vi].id,
          timeZone: w.timeZone,
          cutoffTime: vendor.name === 'Ironyard' ? '16:00' : '14:00',
        })
        .returning({ id: warehouses.id });
      // Split the vendor's share between its warehouses.
      out.push({ id: row.id, vendorId: vendorRows[vi].id, vendorWeight: vendor.weight / vendor.warehouses.length });
    }
  }
  return out;
}

async function stateOf(db: Db, iso2: string, abbreviation: string) {
  const [row] = await db
    .select({ stateId: stateProvinces.id, countryId: countries.id })
    .from(stateProvinces)
    .innerJoin(countries, eq(countries.id, stateProvinces.countryId))
    .where(and(eq(countries.twoLetterIsoCode, iso2), eq(stateProvinces.abbreviation, abbreviation)));
  return row;
}

async function seedFacetAttributes(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .insert(specificationAttributes)
    .values(FACET_ATTRIBUTES.map((name, i) => ({ name, displayOrder: i, facet: true })))
    .returning({ id: specificationAttributes.id, name: specificationAttributes.name });
  return new Map(rows.map((r) => [r.name, r.id]));
}
