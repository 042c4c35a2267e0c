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

  it('refuses an hour meter or a year out of range before sending, however many digits are typed', () => {
    for (const hours of ['1000001', '2147483647', '2147483648', '99999999999999']) {
      expect(() => parseMachineFields(form({ hours }), 'Unable to add a machine')).toThrow('Unable to add a machine. Hours look too high.');
    }
    expect(() => parseMachineFields(form({ hours: '-3' }), 'Unable to add a machine')).toThrow('Unable to add a machine. Hours cannot be negative.');
    expect(() => parseMachineFields(form({ year: '99999999999' }), 'Unable to add a machine')).toThrow('Unable to add a machine. The year cannot be in the future.');
    expect(() => parseMachineFields(form({ year: '1850' }), 'Unable to add a machine')).toThrow('Unable to add a machine. The year must be 1900 or later.');
    expect(parseMachineFields(form({ year: '1968', hours: '1000000' }), 'Unable to add a machine')).toMatchObject({ year: 1968, hours: 1_000_000 });
  });
});

describe('parseListingFields', () => {
  it('reads a price typed with a dollar sign and commas, and refuses none', () => {
    expect(parseListingFields(form({ price: '$18,500', contactName: 'Dale' }), 'Unable to list the machine for sale.').price).toBe(18500);
    expect(() => parseListingFields(form({ price: '0' }), 'Unable to list the machine for sale.')).toThrow('Unable to list the machine for sale. Enter a price above 0.');
  });
});
