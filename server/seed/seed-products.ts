import { AVAILABILITY_STATUSES } from '../../shared/enums';
import type {
  productCategories,
  productFitments,
  productInterchanges,
  productReviews,
  products,
  productSpecifications,
} from '../db/schema/catalog';
import {
  FILTER_UMBRELLA,
  type BrandSeed,
  type SubCategorySeed,
} from './seed-data';
import type { MachineTypeSeed, ModelSeed } from './seed-machines';
import { makeGtin13, normalizePartNumber, uniqueBrandPartNumber } from './seed-part-numbers';
import { brandSellsSub, type CataloguePlan } from './seed-plan';
import type { PartProfile, SpecContext } from './seed-profiles';
import { describe, makeReviews, productName, slugify, youtubeEmbed } from './seed-product-text';
import { measure, pickWarehouse, priceAndStock, shipping } from './seed-product-stock';

export { slugify };
import { createRandom, hashSeed, type Random } from './seed-random';

/**
 * Turns one planned product id into its rows: the product itself and everything that hangs off
 * it alone (categories, specs, part numbers, fitment, reviews). Pure: no database here.
 */

export interface BrandRef {
  id: number;
  seed: BrandSeed;
  /** Company code inside the GTIN. */
  gtinCode: number;
}
export interface SubRef {
  id: number;
  seed: SubCategorySeed;
  profile: PartProfile;
}
export interface ModelRef {
  id: number;
  brand: string;
  type: MachineTypeSeed;
  seed: ModelSeed;
}
export interface WarehouseRef {
  id: number;
  vendorId: number;
  vendorWeight: number;
}
export interface ReviewerRef {
  id: number;
  feedbackName: string;
}

export interface CatalogueRefs {
  brands: BrandRef[];
  subs: SubRef[];
  beltUmbrellaId: number;
  filterUmbrellaId: number;
  modelsByBrand: Map<string, ModelRef[]>;
  warehouses: WarehouseRef[];
  attributes: AttributeRegistry;
  reviewers: ReviewerRef[];
}

export interface AttributeRegistry {
  /** The id of a specification attribute, allocating one the first time a name is seen. */
  idOf(name: string): number;
  /** Attributes allocated since the last call; they must be inserted before their values. */
  takeNew(): { id: number; name: string; displayOrder: number; facet: boolean }[];
}

/** Attribute ids handed out while generating, so profiles can add attributes without a list. */
export function createAttributeRegistry(known: Map<string, number>): AttributeRegistry {
  const ids = new Map(known);
  let nextId = Math.max(0, ...known.values()) + 1;
  let pending: { id: number; name: string; displayOrder: number; facet: boolean }[] = [];
  return {
    idOf(name) {
      let id = ids.get(name);
      if (id === undefined) {
        id = nextId++;
        ids.set(name, id);
        pending.push({ id, name, displayOrder: 100 + id, facet: false });
      }
      return id;
    },
    takeNew() {
      const out = pending;
      pending = [];
      return out;
    },
  };
}

export interface ProductBundle {
  product: typeof products.$inferInsert;
  categories: (typeof productCategories.$inferInsert)[];
  specs: (typeof productSpecifications.$inferInsert)[];
  interchanges: (typeof productInterchanges.$inferInsert)[];
  fitments: (typeof productFitments.$inferInsert)[];
  reviews: (typeof productReviews.$inferInsert)[];
}

export interface Fit {
  models: ModelRef[];
  deck?: string;
}

const DAY = 86_400_000;
// Brands whose numbers cross over because one built the other's parts or machines.
const SISTER_BRANDS: Record<string, readonly string[]> = {
  Ford: ['New Holland'],
  'New Holland': ['Ford'],
  Case: ['Case IH'],
  'Case IH': ['Case'],
  Kubota: ['Bobcat'],
  Bobcat: ['Kubota'],
  Husqvarna: ['Snapper'],
  Snapper: ['Husqvarna'],
  Yamaha: ['Rhino'],
};
const DECK_SUBS = new Set(['Deck Belts', 'Mower Blades', 'Deck Spindles']);
const FIT_COUNT_WEIGHTS = [30, 25, 15, 10, 8, 5, 4, 3];

/** Generates products one id after another (part numbers stay unique across the run). */
export function createProductGenerator(refs: CatalogueRefs, plan: CataloguePlan, seed: number, now: Date) {
  const usedNumbers = new Set<string>();
  const mpnById: string[] = new Array(plan.size + 1);
  const machineBrands = refs.brands.filter((b) => b.seed.makesMachines).map((b) => b.seed.name);

  const uniqueNumber = (brandKey: string, r: Random): string => uniqueBrandPartNumber(brandKey, r, usedNumbers);

  return function generate(id: number): ProductBundle {
    const r = createRandom(hashSeed(seed, id));
    const index = id - 1;
    const brand = refs.brands[plan.brand[index]];
    const sub = refs.subs[plan.sub[index]];
    const status = AVAILABILITY_STATUSES[plan.status[index]];
    const fit = pickFitment(r, brand.seed, sub.seed, refs, machineBrands);
    const ctx: SpecContext = { noun: sub.seed.noun, subCategory: sub.seed.name, brand: brand.seed.name, deck: fit.deck };
    const specs = sub.profile.specs(r, ctx);
    const mpn = uniqueNumber(brand.seed.key, r);
    mpnById[id] = mpn;
    const name = productName(r, brand.seed, sub, fit, specs, ctx, mpn);
    const interchanges = pickInterchanges(r, id, brand.seed, sub, fit, plan, refs, mpnById, uniqueNumber);
    const createdAt = new Date(now.getTime() - r.int(1, 6 * 365) * DAY - r.int(0, DAY));
    const reviews = makeReviews(r, id, sub.seed, fit, refs.reviewers, createdAt, now);
    const approved = reviews.filter((rv) => rv.approved);
    const product = {
      id,
      sku: `IY-${100000 + id}`,
      name,
      seoName: slugify(name),
      manufacturerPartNumber: mpn,
      gtin: r.chance(0.92) ? makeGtin13(brand.gtinCode, id) : '',
      ...describe(r, name, brand.seed, sub, fit, specs, mpn, interchanges),
      ...measure(r, sub.profile),
      ...priceAndStock(r, status, sub.profile, now),
      ...shipping(r, sub.profile),
      youtubeEmbedCode: r.chance(0.015) ? youtubeEmbed(r, name) : null,
      isTaxExempt: r.chance(0.03),
      showOnHomePage: plan.featured[index] === 1 || r.chance(0.01),
      allowCustomerReviews: r.chance(0.97),
      approvedRatingSum: approved.reduce((sum, rv) => sum + rv.rating, 0),
      approvedTotalReviews: approved.length,
      ...pickWarehouse(r, refs.warehouses),
      manufacturerId: brand.id,
      pictureKind: sub.seed.pictureKind,
      sales: Math.floor(Math.pow(r.next(), 4) * 2400),
      createdAt,
      updatedAt: new Date(createdAt.getTime() + Math.floor(r.next() * (now.getTime() - createdAt.getTime()))),
    } satisfies typeof products.$inferInsert;
    return {
      product,
      categories: productCategoryRows(id, sub, refs),
      specs: specs.map(([attr, value], i) => ({ productId: id, attributeId: refs.attributes.idOf(attr), value, displayOrder: i })),
      interchanges,
      fitments: fitmentRows(r, id, fit, sub.seed),
      reviews,
    };
  };
}

/** A part is filed under its own kind, and under the umbrella of its kind: every belt under Belts, every filter under Filters. */
export function productCategoryRows(productId: number, sub: SubRef, refs: Pick<CatalogueRefs, 'beltUmbrellaId' | 'filterUmbrellaId'>) {
  const rows = [{ productId, categoryId: sub.id, displayOrder: 0 }];
  // Every belt is also listed under "Belts", the home page's BELTS section (a seat belt is no belt: its profile is not one).
  if (sub.seed.profile === 'belt' && sub.id !== refs.beltUmbrellaId) rows.push({ productId, categoryId: refs.beltUmbrellaId, displayOrder: 1 });
  if ((FILTER_UMBRELLA.profiles as readonly string[]).includes(sub.seed.profile)) rows.push({ productId, categoryId: refs.filterUmbrellaId, displayOrder: 1 });
  return rows;
}

// --- Fitment ---

function pickFitment(r: Random, brand: BrandSeed, sub: SubCategorySeed, refs: CatalogueRefs, machineBrands: string[]): Fit {
  const fitsSegment = (m: ModelRef) => sub.segments.includes(m.type.segment);
  const brandsWithModels = (names: readonly string[]) => names.filter((n) => (refs.modelsByBrand.get(n) ?? []).some(fitsSegment));
  const candidates = brand.makesMachines ? [brand.name] : brandsWithModels(brand.fitsBrands ?? machineBrands);
  if (candidates.length === 0) return { models: [] };
  const primary = r.pick(candidates);
  const pool = (refs.modelsByBrand.get(primary) ?? []).filter(fitsSegment);
  const own = pool.length > 0 ? pool : (refs.modelsByBrand.get(primary) ?? []);
  const count = r.weighted([1, 2, 3, 4, 5, 6, 7, 8], FIT_COUNT_WEIGHTS);
  const models = r.sample(own, count);
  // Universal parts cross makes: add models of one or two other brands.
  if (brand.name === 'Universal' || (!brand.makesMachines && !brand.fitsBrands && r.chance(0.3))) {
    for (const other of r.sample(brandsWithModels(machineBrands).filter((n) => n !== primary), r.int(1, 2))) {
      models.push(...r.sample((refs.modelsByBrand.get(other) ?? []).filter(fitsSegment), r.int(1, 2)));
    }
  }
  return { models, deck: deckFor(r, models, sub) };
}

function deckFor(r: Random, models: ModelRef[], sub: SubCategorySeed): string | undefined {
  const lawn = models.length > 0 && (models[0].type.segment === 'lawn' || sub.segments.length === 1);
  if (!lawn || !(DECK_SUBS.has(sub.name) || (sub.name === 'Drive Belts' && r.chance(0.3)))) return undefined;
  const decks = models[0].seed.attachments.filter((a) => /deck/i.test(a));
  return decks.length > 0 ? r.pick(decks) : undefined;
}

function fitmentRows(r: Random, productId: number, fit: Fit, sub: SubCategorySeed) {
  return fit.models.map((model) => {
    const ranged = r.chance(0.12);
    const from = r.int(1, 8) * 100000 + 1;
    const deck = fit.deck && model.seed.attachments.includes(fit.deck) ? fit.deck : undefined;
    const loader = !deck && /Hydraulic|Bucket|Cutting|Quick Attach/.test(sub.name) && r.chance(0.2);
    return {
      productId,
      machineModelId: model.id,
      // A supplier change mid-production splits fitment by serial number.
      serialFrom: ranged ? String(from) : null,
      serialTo: ranged && r.chance(0.6) ? String(from + r.int(1, 9) * 50000 - 1) : null,
      engine: model.seed.engines.length > 1 && r.chance(0.25) ? r.pick(model.seed.engines) : null,
      attachment: deck ?? (loader ? (model.seed.attachments.find((a) => /Loader|Backhoe/.test(a)) ?? null) : null),
    };
  });
}

// --- Part numbers ---

function pickInterchanges(
  r: Random,
  id: number,
  brand: BrandSeed,
  sub: SubRef,
  fit: Fit,
  plan: CataloguePlan,
  refs: CatalogueRefs,
  mpnById: string[],
  uniqueNumber: (brandKey: string, r: Random) => string,
) {
  const out: (typeof productInterchanges.$inferInsert)[] = [];
  const seen = new Set<string>([normalizePartNumber(mpnById[id])]);
  const add = (partNumber: string, brandName: string, kind: 'interchange' | 'superseded') => {
    const normalized = normalizePartNumber(partNumber);
    if (seen.has(normalized)) return;
    seen.add(normalized);
    out.push({ productId: id, partNumber, normalized, brand: brandName, kind });
  };
  const brandByName = (name: string) => refs.brands.find((b) => b.seed.name === name);
  const crossBrands = brand.makesMachines
    ? [...(SISTER_BRANDS[brand.name] ?? []), ...refs.brands.filter((b) => !b.seed.makesMachines && brandSellsSub(b.seed, sub.seed)).map((b) => b.seed.name)]
    : [...new Set(fit.models.map((m) => m.brand))];
  if (crossBrands.length > 0 && r.chance(brand.makesMachines ? 0.45 : 0.85)) {
    const count = r.weighted([1, 2, 3, 4], [5, 3, 2, 1]);
    for (let k = 0; k < count; k++) {
      const other = brandByName(r.pick(crossBrands));
      if (!other) continue;
      // An aftermarket part often replaces an OEM part this store also sells: use its real number.
      const sold = !brand.makesMachines && r.chance(0.5) ? earlierMpn(r, id, other, sub, plan, refs, mpnById) : undefined;
      add(sold ?? uniqueNumber(other.seed.key, r), other.seed.name, 'interchange');
    }
  }
  if (brand.makesMachines && r.chance(0.15)) add(uniqueNumber(brand.key, r), brand.name, 'superseded');
  return out;
}

function earlierMpn(r: Random, id: number, brand: BrandRef, sub: SubRef, plan: CataloguePlan, refs: CatalogueRefs, mpnById: string[]) {
  const members = plan.subMembers[refs.subs.indexOf(sub)];
  const brandIndex = refs.brands.indexOf(brand);
  for (let tries = 0; tries < 6; tries++) {
    const other = members[r.int(0, members.length - 1)];
    if (other < id && plan.brand[other - 1] === brandIndex) return mpnById[other];
  }
  return undefined;
}

// --- Links between products (drawn after all products exist) ---

export interface LinkRows {
  related: { productId: number; relatedProductId: number; displayOrder: number }[];
  alsoPurchased: { productId: number; otherProductId: number; timesTogether: number }[];
}

/** Related products (same sub-category) and also-purchased ones (same brand) of one product. */
export function productLinks(id: number, plan: CataloguePlan, seed: number): LinkRows {
  const r = createRandom(hashSeed(seed, id, 7));
  const sameSub = plan.subMembers[plan.sub[id - 1]];
  const sameBrand = plan.brandMembers[plan.brand[id - 1]];
  const related = r.chance(0.85) ? distinctIds(r, sameSub, r.int(3, 8), id) : [];
  const also = r.chance(0.7) ? distinctIds(r, sameBrand, r.int(1, 5), id) : [];
  return {
    related: related.map((other, i) => ({ productId: id, relatedProductId: other, displayOrder: i })),
    alsoPurchased: also.map((other) => ({ productId: id, otherProductId: other, timesTogether: 1 + Math.floor(Math.pow(r.next(), 2) * 40) })),
  };
}

function distinctIds(r: Random, pool: Int32Array, n: number, exclude: number): number[] {
  const out = new Set<number>();
  for (let tries = 0; out.size < n && tries < n * 4; tries++) {
    const candidate = pool[r.int(0, pool.length - 1)];
    if (candidate !== exclude) out.add(candidate);
  }
  return [...out];
}
