import { describe, expect, it } from 'vitest';
import { defaultShippingRates, shippingMethodsFor, type ShippingLine } from './cart-shipping';

const line: ShippingLine = { quantity: 2, weight: '10', length: '12', width: '10', height: '8', isFreeShipping: false, additionalShippingCharge: '0', shipSeparately: false };
const request = (countryIso: string, state: string | null, merchandise: string) => ({
  shippingProfileId: 1,
  backordered: false,
  lines: [line],
  destination: { countryIso, stateAbbreviation: state },
  originStateAbbreviation: 'TX',
  freeGround: { merchandise, threshold: '500.00' },
});
const ground = (quotes: ReturnType<typeof shippingMethodsFor>) => quotes.find((q) => q.id === 'ground');

describe('free ground shipping from the store’s threshold', () => {
  const rates = defaultShippingRates();

  it('ships parcel ground free within the contiguous US from the threshold on, and charges faster methods', () => {
    const free = shippingMethodsFor(request('US', 'WA', '500.00'), rates);
    expect(ground(free)).toMatchObject({ name: 'Free Ground', price: '0.00' });
    expect(free.filter((q) => q.id !== 'ground').every((q) => Number(q.price) > 0)).toBe(true);
  });

  it('charges ground below the threshold and outside the contiguous US', () => {
    expect(Number(ground(shippingMethodsFor(request('US', 'WA', '499.99'), rates))!.price)).toBeGreaterThan(0);
    expect(Number(ground(shippingMethodsFor(request('US', 'AK', '900.00'), rates))?.price ?? '1')).toBeGreaterThan(0);
  });
});
