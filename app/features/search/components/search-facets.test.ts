import { describe, expect, it } from 'vitest';
import { facetValues, fleetFirst, SHOW_MORE_LIMIT, type Facet } from './search-facets';

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

describe('facet values', () => {
  const many: Facet = { id: 'machine', name: 'Machine', attribute: 'fitment', values: Array.from({ length: 600 }, (_, i) => ({ value: `M${String(i).padStart(3, '0')}`, count: 1 })) };

  it('lists up to the show-more limit, and a selected value beyond it', () => {
    expect(facetValues(many, [])).toHaveLength(SHOW_MORE_LIMIT);
    const out = facetValues(many, ['M550', 'Gone']);
    expect(out).toHaveLength(SHOW_MORE_LIMIT + 2);
    expect(out.slice(-2)).toEqual([
      { value: 'M550', count: 1 },
      { value: 'Gone', count: 0 },
    ]);
    expect(facetValues(MACHINE, ['Kubota B7100'])).toEqual(MACHINE.values);
  });
});
