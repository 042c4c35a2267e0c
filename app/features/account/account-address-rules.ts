import { z } from 'zod';
import { addressSchema, type AddressCountry } from '../../../shared/address-schema';

/** The address book's form: the same fields as checkout asks for, phone and company optional (browser and action). */
export function addressBookSchema(countries: readonly AddressCountry[]) {
  return z.object({ address: addressSchema(countries) });
}
