import { describe, expect, it } from 'vitest';
import { couponProblem, discountReduction, eligibleLines, type DiscountLine, type DiscountRule } from './cart-discounts';
import { allowedQuantityList, availabilityProblem, groupKey, isBackordered, parseQuoteGuid, quantityProblem, type QuantityProduct } from './cart-rules';
import { billableWeight, defaultShippingRates, needsFreight, packageWeights, shippingMethodsFor, shippingZone, type ShippingLine } from './cart-shipping';
import { taxRateRows } from './cart-tax';
import { money } from '../../lib/money';

const part = (p: Partial<QuantityProduct> = {}): QuantityProduct => ({
  name: 'Seat',
  status: 'IN_STOCK',
  price: '100',
  stock: 10,
  orderMinimumQuantity: 1,
  orderMaximumQuantity: 50,
  allowedQuantities: '',
  published: true,
  deleted: false,
  ...p,
});

describe('quantity rules', () => {
  it('accepts quantities within the limits and the stock', () => {
    expect(quantityProblem(part(), 1)).toBeNull();
    expect(quantityProblem(part(), 10)).toBeNull();
  });
  it('refuses non-whole, zero, below minimum, above maximum, not allowed, above stock', () => {
    expect(quantityProblem(part(), 1.5)).toBe('Enter a quantity of 1 or more.');
    expect(quantityProblem(part(), 0)).toBe('Enter a quantity of 1 or more.');
    expect(quantityProblem(part({ orderMinimumQuantity: 3 }), 2)).toBe('Seat is sold in quantities of 3 or more.');
    expect(quantityProblem(part({ orderMaximumQuantity: 4 }), 5)).toBe('You can order at most 4 of Seat.');
    expect(quantityProblem(part({ allowedQuantities: '4, 2,x' }), 3)).toBe('Seat is sold in quantities of 2 or 4.');
    expect(quantityProblem(part({ stock: 1 }), 2)).toBe('Only 1 of Seat is in stock.');
    expect(quantityProblem(part({ stock: 0 }), 1)).toBe('Seat is out of stock.');
  });
  it('lets backorderable parts go beyond the stock, flagged backordered', () => {
    const p = part({ status: 'CAN_BACKORDER', stock: 2 });
    expect(quantityProblem(p, 5)).toBeNull();
    expect(isBackordered(p, 2)).toBe(false);
    expect(isBackordered(p, 3)).toBe(true);
    expect(isBackordered(part({ stock: 0 }), 3)).toBe(false);
  });
  it('refuses parts that cannot be sold from the cart, except on a quote', () => {
    expect(availabilityProblem(part({ status: 'DISCONTINUED' }), false)).toBe('Seat is discontinued.');
    expect(availabilityProblem(part({ status: 'NOT_AVAILABLE' }), true)).toBe('Seat is not available.');
    expect(availabilityProblem(part({ published: false }), false)).toBe('Seat is no longer sold.');
    expect(availabilityProblem(part({ status: 'CALL_FOR_PRICE', price: null }), false)).toMatch(/call us for its price/);
    expect(availabilityProblem(part({ status: 'CALL_FOR_PRICE', price: null }), true)).toBeNull();
    expect(availabilityProblem(part(), false)).toBeNull();
  });
  it('parses allowed quantities, group keys and quote guids', () => {
    expect(allowedQuantityList('')).toBeNull();
    expect(allowedQuantityList('6,2,2,4')).toEqual([2, 4, 6]);
    expect(groupKey({ shippingProfileId: 2, vendorId: null, warehouseId: 7, backordered: true })).toBe('2:0:7:1');
    expect(parseQuoteGuid('')).toBeUndefined();
    expect(parseQuoteGuid(null)).toBeUndefined();
    expect(parseQuoteGuid('nope')).toBeNull();
    expect(parseQuoteGuid('0A1B2C3D-0000-4000-8000-000000000000')).toBe('0a1b2c3d-0000-4000-8000-000000000000');
  });
});

const rule = (r: Partial<DiscountRule>): DiscountRule => ({
  id: 1,
  name: 'Test',
  couponCode: 'TEST',
  discountType: 'ORDER_SUB_TOTAL',
  usePercentage: false,
  discountPercentage: '0',
  discountAmount: '0',
  maximumDiscountAmount: null,
  minimumSubtotal: '0',
  startsAt: null,
  endsAt: null,
  active: true,
  manufacturerIds: [],
  categoryIds: [],
  skus: [],
  ...r,
});
const lines: DiscountLine[] = [
  { sku: 'AB-1', manufacturerId: 3, categoryIds: [10, 11], amount: '100.00' },
  { sku: 'cd-2', manufacturerId: 4, categoryIds: [12], amount: '50.00' },
];
const now = new Date('2026-06-01T00:00:00Z');

describe('coupons', () => {
  it('reduce the subtotal of their eligible lines', () => {
    expect(discountReduction(rule({ usePercentage: true, discountPercentage: '10' }), lines, money(20)).subtotal.toFixed(2)).toBe('15.00');
    expect(discountReduction(rule({ discountType: 'MANUFACTURERS', usePercentage: true, discountPercentage: '15', manufacturerIds: [4] }), lines, money(0)).subtotal.toFixed(2)).toBe('7.50');
    expect(discountReduction(rule({ discountType: 'CATEGORIES', discountAmount: '5', categoryIds: [11] }), lines, money(0)).subtotal.toFixed(2)).toBe('5.00');
    expect(eligibleLines(rule({ discountType: 'SKUS', skus: ['CD-2'] }), lines).map((l) => l.sku)).toEqual(['cd-2']);
    // A fixed amount never exceeds what it applies to; a cap limits a percentage.
    expect(discountReduction(rule({ discountType: 'SKUS', discountAmount: '80', skus: ['cd-2'] }), lines, money(0)).subtotal.toFixed(2)).toBe('50.00');
    expect(discountReduction(rule({ usePercentage: true, discountPercentage: '50', maximumDiscountAmount: '30' }), lines, money(0)).subtotal.toFixed(2)).toBe('30.00');
  });
  it('rounds a percentage half to even', () => {
    const one: DiscountLine[] = [{ sku: 'x', manufacturerId: null, categoryIds: [], amount: '0.25' }];
    // 10 % of 0.25 = 0.025 → 0.02.
    expect(discountReduction(rule({ usePercentage: true, discountPercentage: '10' }), one, money(0)).subtotal.toFixed(2)).toBe('0.02');
  });
  it('reduce shipping when of the shipping type', () => {
    const r = discountReduction(rule({ discountType: 'SHIPPING', usePercentage: true, discountPercentage: '100', maximumDiscountAmount: '50' }), lines, money(72.4));
    expect([r.subtotal.toFixed(2), r.shipping.toFixed(2)]).toEqual(['0.00', '50.00']);
  });
  it('name why they cannot be used', () => {
    expect(couponProblem(rule({ active: false }), lines, now)).toBe('inactive');
    expect(couponProblem(rule({ startsAt: new Date('2026-07-01') }), lines, now)).toBe('not_started');
    expect(couponProblem(rule({ endsAt: new Date('2026-05-01') }), lines, now)).toBe('expired');
    expect(couponProblem(rule({ minimumSubtotal: '150.01' }), lines, now)).toBe('minimum');
    expect(couponProblem(rule({ discountType: 'MANUFACTURERS', manufacturerIds: [99] }), lines, now)).toBe('not_applicable');
    expect(couponProblem(rule({ minimumSubtotal: '150' }), lines, now)).toBeNull();
  });
});

const parcel = (l: Partial<ShippingLine> = {}): ShippingLine => ({
  quantity: 1,
  weight: '10',
  length: '12',
  width: '10',
  height: '8',
  isFreeShipping: false,
  additionalShippingCharge: '0',
  shipSeparately: false,
  ...l,
});
const us = (state: string | null) => ({ countryIso: 'US', stateAbbreviation: state });
const RATES = defaultShippingRates();

describe('shipping rate engine', () => {
  it('finds the zone from the warehouse state to the destination', () => {
    expect(shippingZone('TX', us('TX'))).toBe(1);
    expect(shippingZone('TX', us('FL'))).toBe(2);
    expect(shippingZone('TX', us('WA'))).toBe(3);
    expect(shippingZone('TX', us('AK'))).toBe(4);
    expect(shippingZone('TX', { countryIso: 'CA', stateAbbreviation: 'ON' })).toBe(5);
    expect(shippingZone('TX', { countryIso: 'MX', stateAbbreviation: null })).toBe(6);
    expect(shippingZone('TX', { countryIso: 'DE', stateAbbreviation: null })).toBe(7);
    expect(shippingZone('TX', { countryIso: null, stateAbbreviation: null })).toBe(3);
  });

  it('bills the larger of actual and dimensional weight, and sends big or heavy parts by freight', () => {
    expect(billableWeight(parcel({ weight: '2', length: '24', width: '24', height: '24' }))).toBe(100); // 13824 / 139 = 99.5
    expect(billableWeight(parcel({ weight: '0.2', length: '1', width: '1', height: '1' }))).toBe(1);
    expect(needsFreight(parcel({ weight: '151' }))).toBe(true);
    expect(needsFreight(parcel({ length: '97' }))).toBe(true);
    expect(needsFreight(parcel({ length: '60', width: '30', height: '30' }))).toBe(true); // 60 + 120 = 180
    expect(needsFreight(parcel())).toBe(false);
  });

  it('packs ship-separately units alone and the rest together up to 150 lb', () => {
    expect(packageWeights([parcel({ quantity: 2, shipSeparately: true }), parcel({ quantity: 20 })])).toEqual([10, 10, 150, 50]);
    expect(packageWeights([parcel({ isFreeShipping: true })])).toEqual([]);
  });

  it('prices ground by zone and weight, adds additional charges per unit, and offers faster methods', () => {
    const methods = shippingMethodsFor({ shippingProfileId: 1, backordered: false, lines: [parcel({ quantity: 2, additionalShippingCharge: '4.5' })], destination: us('TX'), originStateAbbreviation: 'TX' }, RATES);
    // Zone 1: 7.95 + 0.45 × 20 lb = 16.95, plus 2 × 4.50.
    expect(methods.map((m) => [m.id, m.price])).toEqual([
      ['ground', '25.95'],
      ['two_day', '46.29'],
      ['next_day', '70.02'],
    ]);
    const far = shippingMethodsFor({ shippingProfileId: 1, backordered: false, lines: [parcel()], destination: us('HI'), originStateAbbreviation: 'TX' }, RATES);
    expect(far.map((m) => m.id)).toEqual(['ground', 'two_day']);
  });

  it('ships free-shipping parts free and freight-profile parts by truck', () => {
    const free = shippingMethodsFor({ shippingProfileId: 1, backordered: false, lines: [parcel({ isFreeShipping: true })], destination: us('TX'), originStateAbbreviation: 'TX' }, RATES);
    expect(free[0]).toMatchObject({ id: 'ground', name: 'Free Ground', price: '0.00' });
    const truck = shippingMethodsFor({ shippingProfileId: 2, backordered: true, lines: [parcel({ weight: '400' })], destination: us('WA'), originStateAbbreviation: 'TX' }, RATES);
    // Zone 3: 165 + 0.32 × 400.
    expect(truck.map((m) => [m.id, m.price])).toEqual([
      ['ltl', '293.00'],
      ['ltl_liftgate', '368.00'],
    ]);
    expect(truck[0].eta).toMatch(/^Ships when back in stock, then /);
    const abroad = shippingMethodsFor({ shippingProfileId: 1, backordered: false, lines: [parcel()], destination: { countryIso: 'CA', stateAbbreviation: 'ON' }, originStateAbbreviation: 'TX' }, RATES);
    expect(abroad.map((m) => m.id)).toEqual(['standard_international', 'express_international']);
  });

  it('offers only what the rate table has for the zone', () => {
    const req = { shippingProfileId: 1, backordered: false, lines: [parcel()], destination: us('TX'), originStateAbbreviation: 'TX' };
    expect(shippingMethodsFor(req, RATES.filter((r) => r.methodId !== 'next_day')).map((m) => m.id)).toEqual(['ground', 'two_day']);
    expect(shippingMethodsFor(req, RATES.filter((r) => r.zone !== 1))).toEqual([]);
    const dearer = RATES.map((r) => (r.zone === 1 && r.methodId === 'ground' ? { ...r, base: '10', perLb: '1' } : r));
    // 10 + 1 × 10 lb; 2-day follows the ground transport: 2.2 × 20.
    expect(shippingMethodsFor(req, dearer).map((m) => m.price)).toEqual(['20.00', '44.00', '72.00']);
  });
});

describe('tax table', () => {
  const rows = taxRateRows();
  const rate = (iso: string, state: string | null) => rows.find((r) => r.countryIso === iso && r.state === state);
  it('has item and shipping rates per state or province, as fractions', () => {
    expect(rate('US', 'TX')).toEqual({ countryIso: 'US', state: 'TX', itemRate: '0.082000', shippingRate: '0.082000' });
    // California does not tax delivery billed with the sale; Oregon has no sales tax.
    expect(rate('US', 'CA')).toMatchObject({ itemRate: '0.088500', shippingRate: '0.000000' });
    expect(rate('US', 'OR')).toMatchObject({ itemRate: '0.000000' });
    expect(rate('CA', 'QC')).toMatchObject({ itemRate: '0.149750', shippingRate: '0.149750' });
    expect(rate('CA', null)).toMatchObject({ itemRate: '0.050000' });
    expect(rate('MX', null)).toMatchObject({ shippingRate: '0.160000' });
    expect(rows.filter((r) => r.countryIso === 'US')).toHaveLength(52);
    expect(new Set(rows.map((r) => `${r.countryIso}:${r.state}`)).size).toBe(rows.length);
  });
});
