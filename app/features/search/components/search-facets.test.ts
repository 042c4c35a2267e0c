import { describe, expect, it } from 'vitest';
import { fleetFirst, type Facet } from './search-facets';

const MACHINE: Facet = {
  id: 'machine',
  name: 'Machine',
  attribute: 'fitment',
  values: [
    { value: 'Bobcat S185', count: 4 },
    { value: 'John Deere 4020', count: 9 },
    { value: 'Kubota B7100', count: 2 },
  ],
};

describe('Machine facet', () => {
  it('puts the fleet machines first, in fleet order, and keeps the rest by name', () => {
    const out = fleetFirst(MACHINE, ['Kubota B7100', 'John Deere 4020', 'Case 580C']);
    expect(out.values.map((v) => v.value)).toEqual(['Kubota B7100', 'John Deere 4020', 'Bobcat S185']);
    expect(out.values.find((v) => v.value === 'Kubota B7100')?.count).toBe(2);
  });

  it('leaves the facet as it is without fleet machines among its values', () => {
    expect(fleetFirst(MACHINE, [])).toBe(MACHINE);
    expect(fleetFirst(MACHINE, ['Case 580C'])).toBe(MACHINE);
  });
});
