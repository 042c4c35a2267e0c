import { AVAILABILITY_STATUSES, type AvailabilityStatus } from '../../shared/enums';
import { BELT_UMBRELLA, HOME_SECTIONS, type BrandSeed, type SubCategorySeed } from './seed-data';
import { createRandom, hashSeed, type Random } from './seed-random';

/**
 * The catalogue plan: which sub-category, brand and availability each product id gets, decided
 * up front so that the home page's brand chips are guaranteed and links between products
 * (related, also purchased) can be drawn before the products exist.
 */

export interface PlanBrand {
  seed: BrandSeed;
}
export interface PlanSub {
  seed: SubCategorySeed;
}

export interface CataloguePlan {
  size: number;
  /** Index into the sub-category list, per product (product id = index + 1). */
  sub: Uint16Array;
  brand: Uint8Array;
  status: Uint8Array;
  /** Products that carry the home page's chips get showOnHomePage first. */
  featured: Uint8Array;
  /** Product ids per sub-category index, ascending. */
  subMembers: Int32Array[];
  /** Product ids per brand index, ascending. */
  brandMembers: Int32Array[];
}

// Shares of each availability status; IN_STOCK takes whatever is left.
const STATUS_SHARES: Partial<Record<AvailabilityStatus, number>> = {
  LOW_STOCK: 0.08,
  CAN_BACKORDER: 0.06,
  DROP_SHIP: 0.06,
  BUILD_TO_ORDER: 0.03,
  CALL_FOR_PRICE: 0.03,
  CALL_TO_ORDER: 0.025,
  CONTACT_SELLER: 0.02,
  DISCONTINUED: 0.03,
  NOT_AVAILABLE: 0.02,
  PREORDER: 0.02,
};

/** True when the brand sells parts of this sub-category. */
export function brandSellsSub(brand: BrandSeed, sub: SubCategorySeed): boolean {
  if (brand.onlyProfiles && !brand.onlyProfiles.includes(sub.profile)) return false;
  return brand.segments.some((seg) => sub.segments.includes(seg));
}

/** How many products each home-page chip gets for sure: ≥ 12 at 5,000, ≥ 3 at 300. */
export function chipQuota(size: number, chips: number): number {
  const wanted = Math.max(3, Math.ceil(size * 0.003));
  // Tiny catalogues: never let the chips take more than half of the products.
  return Math.max(1, Math.min(wanted, Math.floor((size * 0.5) / Math.max(1, chips))));
}

/** Decides sub-category, brand and status of every product. */
export function planCatalogue(size: number, seed: number, brands: readonly PlanBrand[], subs: readonly PlanSub[]): CataloguePlan {
  const r = createRandom(hashSeed(seed, 0x91a2));
  const eligible = subs.map((sub) => brands.map((b, i) => (brandSellsSub(b.seed, sub.seed) ? i : -1)).filter((i) => i >= 0));
  const entries: { sub: number; brand: number; featured: boolean }[] = [];
  const pickBrand = (subIndex: number) => r.weighted(eligible[subIndex], eligible[subIndex].map((i) => brands[i].seed.weight));

  // Every sub-category gets at least one product when there is room, so no home-page link is empty.
  if (size >= subs.length * 2) subs.forEach((_, i) => entries.push({ sub: i, brand: pickBrand(i), featured: false }));
  entries.push(...chipEntries(size, r, brands, subs));
  const subWeights = subs.map((s) => s.seed.weight);
  const subIndexes = subs.map((_, i) => i);
  while (entries.length < size) {
    const sub = r.weighted(subIndexes, subWeights);
    entries.push({ sub, brand: pickBrand(sub), featured: false });
  }
  entries.length = Math.min(entries.length, size);
  r.shuffle(entries);
  return buildPlan(entries, statusQuota(size, r), brands.length, subs.length);
}

function chipEntries(size: number, r: Random, brands: readonly PlanBrand[], subs: readonly PlanSub[]) {
  const chips = HOME_SECTIONS.reduce((n, s) => n + s.brands.length, 0);
  const quota = chipQuota(size, chips);
  const out: { sub: number; brand: number; featured: boolean }[] = [];
  for (const section of HOME_SECTIONS) {
    for (const brandName of section.brands) {
      const brand = brands.findIndex((b) => b.seed.name === brandName);
      if (brand < 0) throw new Error(`Home-page chip brand ${brandName} is not a brand`);
      const choices = sectionSubs(section.category, subs).filter((i) => brandSellsSub(brands[brand].seed, subs[i].seed));
      if (choices.length === 0) throw new Error(`${brandName} sells nothing in ${section.category}`);
      for (let k = 0; k < quota; k++) {
        const sub = r.weighted(choices, choices.map((i) => subs[i].seed.weight));
        // The first few of each chip go on the home page.
        out.push({ sub, brand, featured: k < 4 });
      }
    }
  }
  return out;
}

/** Sub-categories whose products count for a home-page section ("Belts" takes every belt kind). */
function sectionSubs(category: string, subs: readonly PlanSub[]): number[] {
  const indexes = subs.map((_, i) => i);
  if (category === BELT_UMBRELLA) return indexes.filter((i) => subs[i].seed.profile === 'belt' && subs[i].seed.name !== 'Fan Belts');
  return indexes.filter((i) => subs[i].seed.name === category);
}

function statusQuota(size: number, r: Random): Uint8Array {
  const statuses = new Uint8Array(size).fill(AVAILABILITY_STATUSES.indexOf('IN_STOCK'));
  let at = 0;
  for (const [status, share] of Object.entries(STATUS_SHARES)) {
    // At least one of each once the catalogue can hold them all, so every status can be seen.
    const count = Math.max(size >= 50 ? 1 : 0, Math.round(size * share));
    for (let k = 0; k < count && at < size; k++) statuses[at++] = AVAILABILITY_STATUSES.indexOf(status as AvailabilityStatus);
  }
  return Uint8Array.from(r.shuffle(Array.from(statuses)));
}

function buildPlan(entries: { sub: number; brand: number; featured: boolean }[], status: Uint8Array, brandCount: number, subCount: number): CataloguePlan {
  const size = entries.length;
  const plan: CataloguePlan = {
    size,
    sub: new Uint16Array(size),
    brand: new Uint8Array(size),
    status: status.subarray(0, size),
    featured: new Uint8Array(size),
    subMembers: [],
    brandMembers: [],
  };
  const bySub: number[][] = Array.from({ length: subCount }, () => []);
  const byBrand: number[][] = Array.from({ length: brandCount }, () => []);
  entries.forEach((e, i) => {
    plan.sub[i] = e.sub;
    plan.brand[i] = e.brand;
    plan.featured[i] = e.featured ? 1 : 0;
    bySub[e.sub].push(i + 1);
    byBrand[e.brand].push(i + 1);
  });
  plan.subMembers = bySub.map((ids) => Int32Array.from(ids));
  plan.brandMembers = byBrand.map((ids) => Int32Array.from(ids));
  return plan;
}
