import type { AddressSnapshot } from '../../../shared/address';
import { addressSchema, firstAddressProblem } from '../../../shared/address-schema';
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

/**
 * Checks an address against the store's countries and provinces with the rules the address forms
 * use (shared/address-schema.ts); the first problem is thrown as a VALIDATION error, so the form can show it.
 */
export function validateAddress(input: AddressInput | null | undefined, countries: CountryRow[], opts: { emailRequired?: boolean } = {}): AddressSnapshot {
  if (!input) throw invalid('Enter an address.');
  const parsed = addressSchema(countries, opts).safeParse(input);
  if (!parsed.success) throw invalid(firstAddressProblem(parsed.error));
  return parsed.data;
}
