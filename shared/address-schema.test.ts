import { describe, expect, it } from 'vitest';
import { addressSchema, firstAddressProblem } from './address-schema';

const countries = [
  { id: 1, twoLetterIsoCode: 'US', stateProvinces: [{ id: 10 }, { id: 11 }] },
  { id: 2, twoLetterIsoCode: 'DE', stateProvinces: [] },
];
const ok = { firstName: ' Dana ', lastName: 'Driver', address1: '100  Main St', city: 'Austin', countryId: '1', stateProvinceId: '10', zipPostalCode: '78701', phoneNumber: '512-555-0100' };
const messages = (input: Record<string, unknown>, opts = {}) => {
  const r = addressSchema(countries, opts).safeParse(input);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('address rules shared by the forms and the server', () => {
  it('parses form strings and API values to the stored snapshot', () => {
    expect(addressSchema(countries).parse(ok)).toEqual({
      firstName: 'Dana', lastName: 'Driver', address1: '100 Main St', address2: '', company: '', city: 'Austin',
      countryId: 1, stateProvinceId: 10, zipPostalCode: '78701', phoneNumber: '512-555-0100', email: '',
    });
    expect(addressSchema(countries).parse({ ...ok, countryId: 2, stateProvinceId: null, zipPostalCode: null, phoneNumber: null })).toMatchObject({ countryId: 2, stateProvinceId: null, zipPostalCode: '', phoneNumber: '' });
  });

  it('names every problem at its field at once, so a form can show them all', () => {
    expect(messages({ countryId: '1' }, { formFields: true })).toEqual({
      firstName: 'Enter a first name.',
      lastName: 'Enter a last name.',
      address1: 'Enter a street address.',
      city: 'Enter a city.',
      stateProvinceId: 'Choose a state or province.',
      zipPostalCode: 'Enter a postal code.',
      phoneNumber: 'Enter a phone number.',
    });
    // The API takes phone and postal code as optional where the country has no format.
    expect(messages({ ...ok, countryId: '2', stateProvinceId: '', zipPostalCode: '', phoneNumber: '' })).toEqual({});
  });

  it('checks country, province, postal format, lengths and e-mail with the server texts', () => {
    expect(messages({ ...ok, countryId: '9' })).toEqual({ countryId: 'Choose a country.' });
    expect(messages({ ...ok, stateProvinceId: '99' })).toEqual({ stateProvinceId: 'Choose a state or province of the selected country.' });
    expect(messages({ ...ok, zipPostalCode: '7870' })).toEqual({ zipPostalCode: 'Enter a 5-digit ZIP code (or ZIP+4).' });
    expect(messages({ ...ok, city: 'x'.repeat(101) })).toEqual({ city: 'Use at most 100 characters for the city.' });
    expect(messages({ ...ok, email: 'nope' })).toEqual({ email: 'Enter a valid e-mail address.' });
    expect(messages(ok, { emailRequired: true })).toEqual({ email: 'Enter an e-mail address.' });
  });

  it('reports the first problem in the order of the form for one-message answers', () => {
    const r = addressSchema(countries).safeParse({ ...ok, zipPostalCode: '1', firstName: '', countryId: '1' });
    expect(r.success).toBe(false);
    if (!r.success) expect(firstAddressProblem(r.error)).toBe('Enter a first name.');
  });
});

describe('postal code against the state', () => {
  const withStates = [
    { id: 1, twoLetterIsoCode: 'US', stateProvinces: [{ id: 10, name: 'Florida', abbreviation: 'FL' }, { id: 11, name: 'Iowa', abbreviation: 'IA' }] },
  ];
  const check = (over: Record<string, unknown>) => {
    const r = addressSchema(withStates).safeParse({ ...ok, ...over });
    return r.success ? null : r.error.issues.map((i) => i.message);
  };

  it('refuses a ZIP code of another state with a message naming both', () => {
    expect(check({ stateProvinceId: '10', zipPostalCode: '50309' })).toEqual(['The ZIP code 50309 is not in Florida. Check the ZIP code and the state.']);
    expect(check({ stateProvinceId: '10', zipPostalCode: '33101-1234' })).toBeNull();
    expect(check({ stateProvinceId: '11', zipPostalCode: '50309' })).toBeNull();
  });

  it('checks only what it knows: no abbreviations, no check', () => {
    expect(addressSchema(countries).safeParse({ ...ok, zipPostalCode: '50309' }).success).toBe(true);
  });
});
