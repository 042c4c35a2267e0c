import { postalCodeFitsState, stateOfPostalCode } from './address-postal';
import { POSTAL } from './address-schema';

/** Where a shipping estimate goes, as a customer types it (spec 2 §7: country, province, postal code). */
export interface ShippingDestinationInput {
  /** Two letters; the United States when absent. */
  countryCode?: string | null;
  /** An abbreviation; found from the postal code when absent. */
  stateProvince?: string | null;
  zipPostalCode?: string | null;
}

export interface ShippingDestination {
  countryCode: string;
  stateProvince: string | null;
  zipPostalCode: string;
}

export interface ShippingDestinationProblem {
  field: 'countryCode' | 'stateProvince' | 'zipPostalCode';
  message: string;
}

const MAX_POSTAL_LENGTH = 20;
const upper = (v: string | null | undefined) => (v ?? '').trim().replace(/\s+/g, ' ').toUpperCase();

/**
 * Checks a shipping estimate's destination: a known postal code format for the United States and
 * Canada (any short code elsewhere), a postal code inside the state given, and the state found
 * from the postal code when none is given. The one copy the product page and the API use.
 */
export function parseShippingDestination(input: ShippingDestinationInput): { destination: ShippingDestination } | { problem: ShippingDestinationProblem } {
  const countryCode = upper(input.countryCode) || 'US';
  if (!/^[A-Z]{2}$/.test(countryCode)) return { problem: { field: 'countryCode', message: 'Choose a country.' } };
  const kind = countryCode === 'US' ? 'ZIP code' : 'postal code';
  const zipPostalCode = upper(input.zipPostalCode);
  if (!zipPostalCode) return { problem: { field: 'zipPostalCode', message: `Enter a ${kind}.` } };
  const format = POSTAL[countryCode];
  if (format ? !format.re.test(zipPostalCode) : zipPostalCode.length > MAX_POSTAL_LENGTH || !/^[A-Z0-9][A-Z0-9 -]*$/.test(zipPostalCode)) {
    return { problem: { field: 'zipPostalCode', message: format ? format.text : 'Enter a valid postal code.' } };
  }
  const given = upper(input.stateProvince);
  if (given) {
    if (!/^[A-Z0-9]{1,3}$/.test(given)) return { problem: { field: 'stateProvince', message: 'Choose a state or province.' } };
    if (!postalCodeFitsState(countryCode, given, zipPostalCode)) {
      return { problem: { field: 'zipPostalCode', message: `The ${kind} ${zipPostalCode} is not in ${given}. Check the ${kind} and the state.` } };
    }
    return { destination: { countryCode, stateProvince: given, zipPostalCode } };
  }
  const found = stateOfPostalCode(countryCode, zipPostalCode);
  if (!found && (countryCode === 'US' || countryCode === 'CA')) {
    return { problem: { field: 'zipPostalCode', message: `No ${countryCode === 'US' ? 'state' : 'province'} uses the ${kind} ${zipPostalCode}. Check the ${kind}.` } };
  }
  return { destination: { countryCode, stateProvince: found, zipPostalCode } };
}
