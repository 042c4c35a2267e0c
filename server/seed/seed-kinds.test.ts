import { describe, expect, it } from 'vitest';
import { CATEGORY_GROUPS } from './seed-data';
import { nameFitsMachine } from './seed-partsbooks';
import { productCategoryRows, type SubRef } from './seed-products';
import { partProfile } from './seed-profiles';

const subs = CATEGORY_GROUPS.flatMap((g) => g.subs).map((seed, i): SubRef => ({ id: 100 + i, seed, profile: partProfile(seed.profile) }));
const sub = (name: string) => subs.find((s) => s.seed.name === name)!;
const refs = { beltUmbrellaId: sub('Belts').id, filterUmbrellaId: 999 };
const filedUnder = (name: string) => productCategoryRows(1, sub(name), refs).map((r) => r.categoryId);

describe('category membership follows the kind of part', () => {
  it('files every belt under Belts, and a seat belt under Seat Belts only', () => {
    for (const name of ['Fan Belts', 'V-Belts', 'Deck Belts', 'Drive Belts']) expect(filedUnder(name)).toEqual([sub(name).id, refs.beltUmbrellaId]);
    expect(filedUnder('Belts')).toEqual([refs.beltUmbrellaId]);
    expect(filedUnder('Seat Belts')).toEqual([sub('Seat Belts').id]);
  });

  it('files every filter under Filters, and nothing else', () => {
    for (const name of ['Oil Filters', 'Fuel Filters', 'Air Filters', 'Hydraulic Filters', 'Transmission Filters', 'Fuel Water Separators'])
      expect(filedUnder(name)).toEqual([sub(name).id, 999]);
    expect(filedUnder('Service Kits')).toEqual([sub('Service Kits').id]);
    expect(filedUnder('Radiators')).toEqual([sub('Radiators').id]);
  });
});

describe('a parts diagram lists parts whose names fit its machine', () => {
  it('accepts names naming this machine or none', () => {
    expect(nameFitsMachine('Fan Belt for John Deere 4020, 2510 Tractors', 'John Deere', '4020')).toBe(true);
    expect(nameFitsMachine('Seat fits Case 580 Super N', 'Case', '580 Super N')).toBe(true);
    expect(nameFitsMachine('4L430 V-Belt – 1/2" x 43"', 'John Deere', '4020')).toBe(true);
    expect(nameFitsMachine('Mower Blade for 48" Deck – 18"', 'John Deere', 'X350')).toBe(true);
  });

  it('refuses names naming another machine', () => {
    expect(nameFitsMachine('Fan Belt for Kubota L3901 Compact Tractors', 'John Deere', '4020')).toBe(false);
    expect(nameFitsMachine('Seat fits John Deere 2510', 'John Deere', '4020')).toBe(false);
    expect(nameFitsMachine('Radiator fits Case IH 1066', 'Case', '580K')).toBe(false);
    expect(nameFitsMachine('4L430 V-Belt, fits Ford 7000', 'Allis Chalmers', '7000')).toBe(false);
  });
});
