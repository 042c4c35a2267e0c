import { describe, expect, it } from 'vitest';
import type { GarageState } from './api/fleet-garage';
import { filterRefinements, fittingPartsHref, wantsOnlyFitting, withOnlyFitting } from './fleet-search';
import { searchMachineOf } from './fleet-search.server';

const item = (id: string, model: string, name = '') => ({ id, name, year: null, machineModel: { name: model } }) as unknown as GarageState['items'][number];
const garage = { selectedGarageItemId: '2', items: [item('1', 'John Deere 4020', 'North field'), item('2', 'Kubota L3901')] } as GarageState;

describe('search steered by the machine', () => {
  it('keeps "Only parts that fit" in the refinements, apart from the filters', () => {
    const state = { query: 'belt', refinements: { brand: ['Gates'] }, price: null, page: 3 };
    const on = withOnlyFitting(state, true);
    expect(on).toMatchObject({ page: 1, refinements: { brand: ['Gates'], fits: ['yes'] } });
    expect(wantsOnlyFitting(on)).toBe(true);
    expect(filterRefinements(on.refinements)).toEqual({ brand: ['Gates'] });
    expect(withOnlyFitting(on, false).refinements).toEqual({ brand: ['Gates'] });
  });

  it('links to the parts of a kind that fit, in the search page’s address', () => {
    const href = new URL(fittingPartsHref({ category: 'V-Belts', machineModelName: 'John Deere 4020' }), 'http://x');
    expect(href.pathname).toBe('/search/s/p');
    expect(href.searchParams.get('PRODUCTS_MASTER[refinementList][fits][0]')).toBe('yes');
    expect(href.searchParams.get('PRODUCTS_MASTER[refinementList][category][0]')).toBe('V-Belts');
    expect(href.searchParams.get('PRODUCTS_MASTER[refinementList][fitment][0]')).toBe('John Deere 4020');
  });

  it('applies the fleet machine chosen in the Machine facet, else the selected one', () => {
    expect(searchMachineOf(garage, { refinements: {} })).toMatchObject({ garageId: '2', onlyFitting: false });
    expect(searchMachineOf(garage, { refinements: { fitment: ['John Deere 4020'], fits: ['yes'] } })).toMatchObject({ garageId: '1', label: 'North field (John Deere 4020)', onlyFitting: true });
    expect(searchMachineOf(garage, { refinements: { fitment: ['Ford 8N'] } })?.garageId).toBe('2');
    expect(searchMachineOf({ ...garage, selectedGarageItemId: null }, { refinements: {} })).toBeNull();
    expect(searchMachineOf(null, { refinements: {} })).toBeNull();
  });
});
