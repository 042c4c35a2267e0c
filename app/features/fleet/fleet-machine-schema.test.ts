import { describe, expect, it } from 'vitest';
import { parseListingFields, parseMachineFields } from './fleet-machine-schema';

const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
};

describe('parseMachineFields', () => {
  it('reads empty year and hours as not given, and numbers as numbers', () => {
    expect(parseMachineFields(form({ name: 'North field', year: '', hours: ' 1200 ', machineStatus: 'NEEDS_REPAIR' }), 'Unable to add a machine')).toMatchObject({
      name: 'North field',
      year: null,
      hours: 1200,
      machineStatus: 'NEEDS_REPAIR',
      engine: '',
    });
  });

  it('refuses hours that are not a whole number with the form text', () => {
    expect(() => parseMachineFields(form({ hours: '12.5' }), 'Unable to add a machine')).toThrow('Unable to add a machine. Year and hours must be whole numbers.');
  });
});

describe('parseListingFields', () => {
  it('reads a price typed with a dollar sign and commas, and refuses none', () => {
    expect(parseListingFields(form({ price: '$18,500', contactName: 'Dale' }), 'Unable to list the machine for sale.').price).toBe(18500);
    expect(() => parseListingFields(form({ price: '0' }), 'Unable to list the machine for sale.')).toThrow('Unable to list the machine for sale. Enter a price above 0.');
  });
});
