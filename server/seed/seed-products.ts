import { AVAILABILITY_STATUSES, type AvailabilityStatus } from '../../shared/enums';
import type {
  productCategories,
  productFitments,
  productInterchanges,
  productReviews,
  products,
  productSpecifications,
} from '../db/schema/catalog';
import {
  BACKORDER_RANGES,
  BUILD_TO_ORDER_RANGES,
  type BrandSeed,
  type SubCategorySeed,
} from './seed-data';
import type { MachineTypeSeed, ModelSeed } from './seed-machines';
import { REVIEW_REPLIES, REVIEW_TEXTS, REVIEW_TITLES } from './seed-people';
import { brandPartNumber, makeGtin13, normalizePartNumber } from './seed-part-numbers';
import { brandSellsSub, type CataloguePlan } from './seed-plan';
import type { PartProfile, Spec, SpecContext } from './seed-profiles';
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

interface Fit {
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
const RATING_WEIGHTS = [4, 4, 8, 24, 60];
const YOUTUBE_ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Generates products one id after another (part numbers stay unique across the run). */
export function createProductGenerator(refs: CatalogueRefs, plan: CataloguePlan, seed: number, now: Date) {
  const usedNumbers = new Set<string>();
  const mpnById: string[] = new Array(plan.size + 1);
  const machineBrands = refs.brands.filter((b) => b.seed.makesMachines).map((b) => b.seed.name);

  function uniqueNumber(brandKey: string, r: Random): string {
    for (;;) {
      const candidate = brandPartNumber(brandKey, r);
      const key = `${brandKey}:${normalizePartNumber(candidate)}`;
      if (!usedNumbers.has(key)) {
        usedNumbers.add(key);
        return candidate;
      }
    }
  }

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
      categories: productCategoryRows(id, sub, refs.beltUmbrellaId),
      specs: specs.map(([attr, value], i) => ({ productId: id, attributeId: refs.attributes.idOf(attr), value, displayOrder: i })),
      interchanges,
      fitments: fitmentRows(r, id, fit, sub.seed),
      reviews,
    };
  };
}

function productCategoryRows(productId: number, sub: SubRef, beltUmbrellaId: number) {
  const rows = [{ productId, categoryId: sub.id, displayOrder: 0 }];
  // Every belt is also listed under "Belts", the home page's BELTS section.
  if (sub.seed.profile === 'belt' && sub.id !== beltUmbrellaId) rows.push({ productId, categoryId: beltUmbrellaId, displayOrder: 1 });
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

// --- Names and text ---

function productName(r: Random, brand: BrandSeed, sub: SubRef, fit: Fit, specs: Spec[], ctx: SpecContext, mpn: string): string {
  const noun = sub.seed.noun;
  const titled = sub.profile.title?.(new Map(specs), ctx);
  const first = fit.models[0];
  if (!first) return titled ?? `${brand.name} ${noun} ${mpn}`;
  const sameKind = fit.models.filter((m) => m.brand === first.brand && m.type.plural === first.type.plural).slice(0, 3);
  const names = sameKind.map((m) => m.seed.name).join(', ');
  const forName = `${noun} for ${first.brand} ${names.length > 40 ? first.seed.name : names} ${first.type.plural}`;
  const fitsName = `${noun} fits ${first.brand} ${first.seed.name}${fit.deck ? ` ${fit.deck}` : ''}`;
  const options: string[] = [forName, fitsName];
  const weights = fit.deck ? [1, 3] : [4, 2];
  if (titled) {
    options.push(titled, `${titled}, fits ${first.brand} ${first.seed.name}`);
    weights.push(3, 1);
  }
  if (brand.makesMachines) {
    options.push(`${brand.name} ${noun} ${mpn}`);
    weights.push(1);
  }
  return r.weighted(options, weights);
}

function modelList(fit: Fit, limit: number): string {
  return fit.models
    .slice(0, limit)
    .map((m) => `${m.brand} ${m.seed.name}${m.seed.years[0] ? ` (${m.seed.years[0]}–${m.seed.years[1] ?? 'present'})` : ''}`)
    .join(', ');
}

function describe(
  r: Random,
  name: string,
  brand: BrandSeed,
  sub: SubRef,
  fit: Fit,
  specs: Spec[],
  mpn: string,
  interchanges: { partNumber: string; kind?: string | null }[],
) {
  const noun = inSentence(sub.seed.noun);
  const fits = fit.models.length > 0 ? modelList(fit, 4) : 'many makes and models';
  const origin = brand.makesMachines ? `Genuine ${brand.name}` : `${brand.name} aftermarket`;
  const features = r.sample(sub.profile.features, 2);
  const short = `${origin} ${noun}, part number ${mpn}. Fits ${fits}. ${features[0] ?? ''}.`.replace(/\s+\./, '.');
  const crossRefs = interchanges.filter((i) => i.kind === 'interchange').map((i) => i.partNumber);
  const replaced = interchanges.filter((i) => i.kind === 'superseded').map((i) => i.partNumber);
  const paragraphs = [
    `<p>${origin} ${noun}${fit.deck ? ` for the ${fit.deck}` : ''}, part number ${mpn}.${crossRefs.length ? ` Replaces ${crossRefs.join(', ')}.` : ''}${replaced.length ? ` Supersedes ${replaced.join(', ')}.` : ''}</p>`,
    `<p>Fits: ${modelList(fit, 8) || 'many makes and models'}. Check your serial number and engine before ordering.</p>`,
    `<ul>${specs.map(([k, v]) => `<li>${escapeHtml(k)}: ${escapeHtml(v)}</li>`).join('')}${features.map((f) => `<li>${f}</li>`).join('')}</ul>`,
  ];
  if (sub.profile.freight) paragraphs.push('<p>Ships by truck freight (LTL). Add a liftgate at checkout if there is no dock at the delivery address.</p>');
  const keywords = [brand.name, mpn, normalizePartNumber(mpn), sub.seed.name, ...fit.models.slice(0, 4).map((m) => `${m.brand} ${m.seed.name}`)];
  return {
    shortDescription: short,
    fullDescription: paragraphs.join('\n'),
    metaTitle: truncate(`${name} | ${mpn}`, 70),
    metaDescription: truncate(short, 160),
    metaKeywords: [...new Set(keywords)].join(', '),
  };
}

/** "Deck Belt" → "deck belt" but "PTO Shaft" → "PTO shaft": acronyms keep their capitals. */
function inSentence(noun: string): string {
  return noun.replace(/\b([A-Z])([a-z])/g, (_, first: string, next: string) => first.toLowerCase() + next);
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
function escapeHtml(s: string): string {
  return s.replace(/[&<>"]/g, (c) => HTML_ESCAPES[c]);
}

function truncate(s: string, max: number): string {
  return s.length <= max ? s : `${s.slice(0, max - 1).trimEnd()}…`;
}

/** Lower-case words joined by dashes, for URLs. */
export function slugify(s: string): string {
  return s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/"/g, 'in')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 90)
    .replace(/-+$/, '');
}

function youtubeEmbed(r: Random, title: string): string {
  let id = '';
  for (let i = 0; i < 11; i++) id += YOUTUBE_ID_CHARS[r.int(0, YOUTUBE_ID_CHARS.length - 1)];
  return `<iframe width="560" height="315" src="https://www.youtube-nocookie.com/embed/${id}" title="${escapeHtml(title)}" allow="accelerometer; encrypted-media; gyroscope; picture-in-picture" allowfullscreen></iframe>`;
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

// --- Money, stock and shipping ---

function roundPrice(r: Random, value: number): string {
  const v = Math.min(2500, Math.max(3, value));
  const style = r.next();
  if (style < 0.75) return (Math.floor(v) + 0.99).toFixed(2);
  if (style < 0.93) return v.toFixed(2);
  // Some vendors price to the hundredth of a cent (spec 2 §9: up to 4 decimals).
  return v.toFixed(4);
}

function priceAndStock(r: Random, status: AvailabilityStatus, profile: PartProfile, now: Date) {
  const price = status === 'CALL_FOR_PRICE' ? null : roundPrice(r, r.logFloat(profile.price[0], profile.price[1]));
  const oldPrice = price !== null && r.chance(0.2) ? (Math.floor(Number(price) * r.float(1.08, 1.45)) + 0.99).toFixed(2) : null;
  return {
    price,
    oldPrice,
    status,
    stock: stockFor(r, status),
    ...quantities(r, profile),
    backorderAvailabilityRange: status === 'CAN_BACKORDER' ? r.pick(BACKORDER_RANGES) : '',
    buildToOrderRange: status === 'BUILD_TO_ORDER' ? r.pick(BUILD_TO_ORDER_RANGES) : '',
    preorderAvailabilityStart: status === 'PREORDER' && r.chance(0.75) ? new Date(now.getTime() + r.int(10, 150) * DAY) : null,
    canNotify: status === 'CAN_BACKORDER' || status === 'NOT_AVAILABLE' || status === 'PREORDER' || (status === 'IN_STOCK' && r.chance(0.1)),
  };
}

function stockFor(r: Random, status: AvailabilityStatus): number {
  switch (status) {
    case 'IN_STOCK':
      return Math.floor(5 + Math.pow(r.next(), 2) * 495);
    case 'LOW_STOCK':
      return r.int(1, 4);
    case 'DROP_SHIP':
      return r.int(10, 250);
    case 'CALL_FOR_PRICE':
    case 'CALL_TO_ORDER':
      return r.int(0, 12);
    default:
      return 0;
  }
}

const ALLOWED_SETS = ['2,4,6', '1,2,4', '2,4,6,8', '5,10,20', '10,25,50'];

function quantities(r: Random, profile: PartProfile) {
  if (r.chance(0.02)) {
    const allowed = r.pick(ALLOWED_SETS);
    const values = allowed.split(',').map(Number);
    return { allowedQuantities: allowed, orderMinimumQuantity: values[0], orderMaximumQuantity: values[values.length - 1] };
  }
  const min = r.weighted([1, 2, 5], [92, 5, 3]);
  const max = profile.freight
    ? r.weighted([1, 2, 4, 10, 10000], [25, 15, 20, 10, 30])
    : r.weighted([1, 4, 10, 25, 50, 100, 10000], [4, 6, 5, 5, 4, 6, 70]);
  return { allowedQuantities: '', orderMinimumQuantity: min, orderMaximumQuantity: Math.max(min, max) };
}

function measure(r: Random, profile: PartProfile) {
  const [l, w, h] = profile.dims;
  return {
    length: r.float(l[0], l[1]).toFixed(2),
    width: r.float(w[0], w[1]).toFixed(2),
    height: r.float(h[0], h[1]).toFixed(2),
    weight: r.logFloat(Math.max(0.05, profile.weight[0]), profile.weight[1]).toFixed(2),
  };
}

function shipping(r: Random, profile: PartProfile) {
  const freight = profile.freight === true;
  return {
    isFreeShipping: r.chance(freight ? 0.02 : 0.1),
    shipSeparately: freight ? r.chance(0.85) : r.chance(0.02),
    additionalShippingCharge: freight && r.chance(0.6) ? r.int(25, 150).toFixed(2) : r.chance(0.04) ? r.float(2.5, 15).toFixed(2) : '0',
    // 1 = parcel, 2 = truck freight (LTL): the cart groups items by shipping profile.
    shippingProfileId: freight ? 2 : 1,
  };
}

function pickWarehouse(r: Random, warehouses: WarehouseRef[]) {
  const w = r.weighted(warehouses, warehouses.map((x) => x.vendorWeight));
  return { warehouseId: w.id, vendorId: w.vendorId };
}

// --- Reviews ---

function makeReviews(r: Random, productId: number, sub: SubCategorySeed, fit: Fit, reviewers: ReviewerRef[], createdAt: Date, now: Date) {
  const count = r.chance(0.6) || reviewers.length === 0 ? 0 : Math.min(25, 1 + Math.floor(-Math.log(1 - r.next()) * 2.5));
  const authors = r.sample(reviewers, count);
  const model = fit.models[0] ? `${fit.models[0].brand} ${fit.models[0].seed.name}` : 'machine';
  return authors.map((author) => {
    const rating = r.weighted([1, 2, 3, 4, 5], RATING_WEIGHTS);
    const text = r.pick(REVIEW_TEXTS[rating]).replaceAll('{noun}', inSentence(sub.noun)).replaceAll('{model}', model);
    const written = new Date(createdAt.getTime() + Math.floor(r.next() * (now.getTime() - createdAt.getTime())));
    return {
      productId,
      customerId: author.id,
      authorName: author.feedbackName,
      title: r.pick(REVIEW_TITLES[rating]),
      reviewText: text,
      replyText: r.chance(rating <= 2 ? 0.6 : 0.1) ? r.pick(REVIEW_REPLIES) : null,
      rating,
      // A few wait for moderation; they must not count in the product's rating.
      approved: r.chance(0.97),
      helpfulYesTotal: Math.floor(Math.pow(r.next(), 3) * 40),
      helpfulNoTotal: Math.floor(Math.pow(r.next(), 4) * 8),
      asDescribed: r.chance(0.5) ? rating >= 3 : null,
      arrivedOnTime: r.chance(0.5) ? r.chance(0.9) : null,
      promptService: r.chance(0.4) ? r.chance(0.9) : null,
      wellPackaged: r.chance(0.4) ? r.chance(0.92) : null,
      createdAt: written,
    };
  });
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
