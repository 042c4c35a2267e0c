import { money, round2, type Money } from '../../lib/money';

/** One cart line as the rate engine sees it (dimensions in inches, weight in pounds, per unit). */
export interface ShippingLine {
  quantity: number;
  weight: string;
  length: string;
  width: string;
  height: string;
  isFreeShipping: boolean;
  additionalShippingCharge: string;
  shipSeparately: boolean;
}

export interface ShippingRequest {
  shippingProfileId: number;
  backordered: boolean;
  lines: ShippingLine[];
  /** Two-letter codes; null country estimates for the contiguous United States. */
  destination: { countryIso: string | null; stateAbbreviation: string | null };
  /** State of the shipping warehouse (null when unknown). */
  originStateAbbreviation: string | null;
  /**
   * The group's merchandise total and the store's free-shipping threshold (shared/store-facts.ts):
   * at or above it, parcel ground within the contiguous US carries no transport charge.
   */
  freeGround?: { merchandise: string; threshold: string };
}

export interface ShippingQuote {
  id: string;
  name: string;
  /** Two decimals, as a string: money never goes through binary floating point. */
  price: string;
  eta: string;
}

/** Shipping profile of parts that always travel by truck (the catalogue gives freight parts profile 2). */
export const FREIGHT_PROFILE = 2;

// What we send by parcel: up to 150 lb, 96 in on the longest side, 165 in length + girth.
const PARCEL_MAX_WEIGHT = 150;
const PARCEL_MAX_LENGTH = 96;
const PARCEL_MAX_LENGTH_GIRTH = 165;
// Dimensional weight divisor for inches and pounds.
const DIM_DIVISOR = 139;
const FREIGHT_MIN_WEIGHT = 150;

type Zone = 1 | 2 | 3 | 4 | 5 | 6 | 7;

const REGIONS: Record<string, string> = {};
for (const [region, states] of Object.entries({
  northeast: 'CT ME MA NH RI VT NJ NY PA',
  midwest: 'IL IN MI OH WI IA KS MN MO NE ND SD',
  south: 'DE DC FL GA MD NC SC VA WV AL KY MS TN AR LA OK TX',
  west: 'AZ CO ID MT NV NM UT WY CA OR WA',
})) {
  for (const s of states.split(' ')) REGIONS[s] = region;
}

/** Shipping zone from the warehouse to the destination: 1 same state … 4 non-contiguous US, 5 Canada, 6 Mexico, 7 elsewhere. */
export function shippingZone(originState: string | null, destination: ShippingRequest['destination']): Zone {
  const country = (destination.countryIso ?? 'US').toUpperCase();
  if (country === 'CA') return 5;
  if (country === 'MX') return 6;
  if (country !== 'US') return 7;
  const dest = (destination.stateAbbreviation ?? '').toUpperCase();
  if (!dest) return 3;
  if (!REGIONS[dest]) return 4;
  const origin = (originState ?? '').toUpperCase();
  if (origin && origin === dest) return 1;
  if (origin && REGIONS[origin] === REGIONS[dest]) return 2;
  return 3;
}

/**
 * One row of the rate table (the `shipping_rates` table; `defaultShippingRates()` is its starting
 * data). Parcel base methods (no factor) cost `base + perLb × billable weight` per package;
 * expedited parcel methods cost `factor ×` the zone's first base method's transport, at least
 * `minimum`; freight costs `base + perLb × weight` (150 lb at least) per shipment. `surcharge`
 * (a liftgate) and the parts' additional shipping charges come on top.
 */
export interface ShippingRate {
  mode: 'parcel' | 'freight';
  zone: number;
  methodId: string;
  name: string;
  base: string;
  perLb: string;
  factor: string | null;
  minimum: string;
  surcharge: string;
  eta: string;
  sortOrder: number;
}

//                      zone:   1      2      3      4      5      6      7
const GROUND_BASE = [0, 7.95, 9.45, 11.95, 24.95, 29.95, 34.95, 49.95];
const GROUND_PER_LB = [0, 0.45, 0.65, 0.85, 1.95, 1.6, 1.9, 3.5];
const GROUND_ETA = ['', '1-2 business days', '2-3 business days', '3-5 business days', '5-8 business days', '6-10 business days', '7-12 business days', '10-20 business days'];
const FREIGHT_BASE = [0, 95, 125, 165, 325, 295, 345, 650];
const FREIGHT_PER_LB = [0, 0.18, 0.24, 0.32, 0.65, 0.55, 0.6, 1.2];
const FREIGHT_ETA = ['', '2-4 business days', '3-5 business days', '4-7 business days', '7-12 business days', '7-12 business days', '8-14 business days', '15-30 business days'];

/** The starting rate table: ground, 2-day and next-day at home, standard and express abroad, LTL freight with or without liftgate. */
export function defaultShippingRates(): ShippingRate[] {
  const rows: ShippingRate[] = [];
  const row = (r: Partial<ShippingRate> & Pick<ShippingRate, 'mode' | 'zone' | 'methodId' | 'name' | 'eta' | 'sortOrder'>) =>
    rows.push({ base: '0', perLb: '0', factor: null, minimum: '0', surcharge: '0', ...r });
  for (let zone = 1; zone <= 7; zone++) {
    const ground = { base: String(GROUND_BASE[zone]), perLb: String(GROUND_PER_LB[zone]), eta: GROUND_ETA[zone] };
    if (zone <= 4) {
      row({ mode: 'parcel', zone, methodId: 'ground', name: 'Ground', ...ground, sortOrder: 1 });
      row({ mode: 'parcel', zone, methodId: 'two_day', name: '2-Day', factor: '2.2', minimum: '14.95', eta: '2 business days', sortOrder: 2 });
      if (zone <= 3) row({ mode: 'parcel', zone, methodId: 'next_day', name: 'Next Day', factor: '3.6', minimum: '29.95', eta: '1 business day', sortOrder: 3 });
    } else {
      row({ mode: 'parcel', zone, methodId: 'standard_international', name: 'Standard International', ...ground, sortOrder: 1 });
      row({ mode: 'parcel', zone, methodId: 'express_international', name: 'Express International', factor: '2.5', minimum: '39.95', eta: '3-5 business days', sortOrder: 2 });
    }
    const freight = { base: String(FREIGHT_BASE[zone]), perLb: String(FREIGHT_PER_LB[zone]), eta: FREIGHT_ETA[zone] };
    if (zone <= 6) {
      row({ mode: 'freight', zone, methodId: 'ltl', name: 'LTL Freight', ...freight, sortOrder: 1 });
      row({ mode: 'freight', zone, methodId: 'ltl_liftgate', name: 'LTL Freight with Liftgate', ...freight, surcharge: '75', sortOrder: 2 });
    } else {
      row({ mode: 'freight', zone, methodId: 'freight_international', name: 'International Freight', ...freight, sortOrder: 1 });
    }
  }
  return rows;
}

const num = (s: string) => {
  const v = Number(s);
  return Number.isFinite(v) && v > 0 ? v : 0;
};

/** Whether a unit of this line is too heavy or too big for a parcel carrier. */
export function needsFreight(line: ShippingLine): boolean {
  const sides = [num(line.length), num(line.width), num(line.height)].sort((a, b) => b - a);
  const lengthGirth = sides[0] + 2 * (sides[1] + sides[2]);
  return num(line.weight) > PARCEL_MAX_WEIGHT || sides[0] > PARCEL_MAX_LENGTH || lengthGirth > PARCEL_MAX_LENGTH_GIRTH;
}

/** Billable weight of one unit: the larger of actual and dimensional weight, whole pounds up. */
export function billableWeight(line: ShippingLine): number {
  const dim = (num(line.length) * num(line.width) * num(line.height)) / DIM_DIVISOR;
  return Math.max(1, Math.ceil(Math.max(num(line.weight), dim)));
}

/** The packages a group ships as: ship-separately units alone, the rest combined up to the parcel limit. */
export function packageWeights(lines: ShippingLine[]): number[] {
  const packages: number[] = [];
  let combined = 0;
  for (const line of lines) {
    if (line.isFreeShipping || line.quantity <= 0) continue;
    const w = billableWeight(line);
    if (line.shipSeparately) for (let i = 0; i < line.quantity; i++) packages.push(w);
    else combined += w * line.quantity;
  }
  while (combined > 0) {
    const take = Math.min(combined, PARCEL_MAX_WEIGHT);
    packages.push(take);
    combined -= take;
  }
  return packages;
}

function additionalCharges(lines: ShippingLine[]): Money {
  return lines.reduce((sum, l) => sum.add(money(l.additionalShippingCharge || '0').mul(l.quantity)), money(0));
}

const quote = (id: string, name: string, price: Money, eta: string): ShippingQuote => ({ id, name, price: round2(price).toFixed(2), eta });

/**
 * The shipping methods of one cart group, in the rate table's order: parcel or, for
 * freight-profile, heavy or oversized parts, truck freight. Priced by zone, billable weight and
 * packages; free-shipping parts add no transport, additional shipping charges are added per unit.
 * A zone without rows has no methods (we do not ship there).
 */
export function shippingMethodsFor(req: ShippingRequest, rates: readonly ShippingRate[]): ShippingQuote[] {
  const zone = shippingZone(req.originStateAbbreviation, req.destination);
  const extra = additionalCharges(req.lines);
  const backorderNote = req.backordered ? 'Ships when back in stock, then ' : '';
  const mode = req.shippingProfileId === FREIGHT_PROFILE || req.lines.some(needsFreight) ? 'freight' : 'parcel';
  const rows = rates.filter((r) => r.mode === mode && r.zone === zone).sort((a, b) => a.sortOrder - b.sortOrder);

  if (mode === 'freight') {
    const weight = req.lines.reduce((sum, l) => (l.isFreeShipping ? sum : sum + billableWeight(l) * l.quantity), 0);
    return rows.map((r) => {
      const transport = weight === 0 ? money(0) : money(r.base).add(money(r.perLb).mul(Math.max(weight, FREIGHT_MIN_WEIGHT)));
      return quote(r.methodId, r.name, transport.add(r.surcharge).add(extra), backorderNote + r.eta);
    });
  }

  const packages = packageWeights(req.lines);
  const transportOf = (r: ShippingRate) => packages.reduce((sum, w) => sum.add(money(r.base).add(money(r.perLb).mul(w))), money(0));
  const firstBase = rows.find((r) => r.factor === null);
  const groundTransport = firstBase ? transportOf(firstBase) : money(0);
  const freeGround = req.freeGround !== undefined && zone <= 3 && money(req.freeGround.merchandise).gte(req.freeGround.threshold);
  return rows.map((r) => {
    if (r.factor === null) {
      const price = (freeGround && r === firstBase ? money(0) : transportOf(r)).add(r.surcharge).add(extra);
      return quote(r.methodId, price.isZero() ? `Free ${r.name}` : r.name, price, backorderNote + r.eta);
    }
    const t = groundTransport.mul(r.factor);
    return quote(r.methodId, r.name, (t.lt(r.minimum) ? money(r.minimum) : t).add(r.surcharge).add(extra), backorderNote + r.eta);
  });
}
