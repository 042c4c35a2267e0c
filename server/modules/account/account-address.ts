import type { AddressSnapshot } from '../../../shared/address';
import { invalid } from '../../lib/errors';
import type { CountryRow } from '../content/content.service';

/** An address as the API takes it (spec 1 §3 Address). */
export interface AddressInput {
  firstName?: string | null;
  lastName?: string | null;
  company?: string | null;
  email?: string | null;
  address1?: string | null;
  address2?: string | null;
  city?: string | null;
  countryId?: string | number | null;
  stateProvinceId?: string | number | null;
  zipPostalCode?: string | null;
  phoneNumber?: string | null;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const POSTAL: Record<string, { re: RegExp; text: string }> = {
  US: { re: /^\d{5}(-\d{4})?$/, text: 'Enter a 5-digit ZIP code (or ZIP+4).' },
  CA: { re: /^[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d$/, text: 'Enter a postal code like K1A 0B1.' },
};

const clean = (v: string | null | undefined) => (v ?? '').trim().replace(/\s+/g, ' ');

/**
 * Checks an address against the store's countries and provinces; the first problem is thrown as a
 * VALIDATION error naming the field, so the form can show it.
 */
export function validateAddress(input: AddressInput | null | undefined, countries: CountryRow[], opts: { emailRequired?: boolean } = {}): AddressSnapshot {
  if (!input) throw invalid('Enter an address.');
  const a = {
    firstName: clean(input.firstName),
    lastName: clean(input.lastName),
    company: clean(input.company),
    email: clean(input.email).toLowerCase(),
    address1: clean(input.address1),
    address2: clean(input.address2),
    city: clean(input.city),
    zipPostalCode: clean(input.zipPostalCode).toUpperCase(),
    phoneNumber: clean(input.phoneNumber),
  };
  const required: Array<[keyof typeof a, string]> = [
    ['firstName', 'Enter a first name.'],
    ['lastName', 'Enter a last name.'],
    ['address1', 'Enter a street address.'],
    ['city', 'Enter a city.'],
  ];
  for (const [k, text] of required) if (!a[k]) throw invalid(text);
  const limits: Array<[keyof typeof a, number, string]> = [
    ['firstName', 100, 'first name'],
    ['lastName', 100, 'last name'],
    ['company', 100, 'company'],
    ['email', 254, 'e-mail'],
    ['address1', 200, 'street address'],
    ['address2', 200, 'second address line'],
    ['city', 100, 'city'],
    ['zipPostalCode', 20, 'postal code'],
    ['phoneNumber', 30, 'phone number'],
  ];
  for (const [k, max, name] of limits) if (a[k].length > max) throw invalid(`Use at most ${max} characters for the ${name}.`);
  if (a.email && !EMAIL.test(a.email)) throw invalid('Enter a valid e-mail address.');
  if (!a.email && opts.emailRequired) throw invalid('Enter an e-mail address.');
  if (a.phoneNumber && !/^[+()\d][\d\s().-]{5,29}$/.test(a.phoneNumber)) throw invalid('Enter a valid phone number.');
  const countryId = Number(input.countryId);
  const country = Number.isInteger(countryId) ? countries.find((c) => c.id === countryId) : undefined;
  if (!country) throw invalid('Choose a country.');
  let stateProvinceId: number | null = null;
  if (input.stateProvinceId !== null && input.stateProvinceId !== undefined && String(input.stateProvinceId).trim() !== '') {
    const id = Number(input.stateProvinceId);
    const sp = country.stateProvinces.find((s) => s.id === id);
    if (!sp) throw invalid('Choose a state or province of the selected country.');
    stateProvinceId = sp.id;
  } else if (country.stateProvinces.length > 0) {
    throw invalid('Choose a state or province.');
  }
  const postal = POSTAL[country.twoLetterIsoCode];
  if (postal) {
    if (!a.zipPostalCode) throw invalid('Enter a postal code.');
    if (!postal.re.test(a.zipPostalCode)) throw invalid(postal.text);
  }
  return { ...a, countryId: country.id, stateProvinceId };
}
