import { describe, expect, it, vi } from 'vitest';
import { facetValues, fleetFirst, SHOW_MORE_LIMIT, toggleOnSpace, type Facet } from './search-facets';

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

describe('a facet choice and the Space key', () => {
  const press = (key: string, more: { repeat?: boolean; ctrlKey?: boolean; shiftKey?: boolean } = {}) => {
    const click = vi.fn();
    const preventDefault = vi.fn();
    toggleOnSpace({ key, altKey: false, ctrlKey: false, metaKey: false, shiftKey: false, repeat: false, ...more, currentTarget: { click } as unknown as HTMLElement, preventDefault });
    return { clicked: click.mock.calls.length, prevented: preventDefault.mock.calls.length > 0 };
  };

  it('toggles the choice on Space instead of scrolling the page', () => {
    expect(press(' ')).toEqual({ clicked: 1, prevented: true });
  });

  it('toggles once while Space is held down, still without scrolling', () => {
    expect(press(' ', { repeat: true })).toEqual({ clicked: 0, prevented: true });
  });

  it('leaves Enter (the link follows it itself), other keys and Space with a modifier alone', () => {
    for (const key of ['Enter', 'Tab', 'a', 'ArrowDown']) expect(press(key)).toEqual({ clicked: 0, prevented: false });
    expect(press(' ', { shiftKey: true })).toEqual({ clicked: 0, prevented: false });
    expect(press(' ', { ctrlKey: true })).toEqual({ clicked: 0, prevented: false });
  });
});
