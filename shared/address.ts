/** An address as copied onto a saved payment method or an order (it outlives the address book entry). */
export interface AddressSnapshot {
  firstName: string;
  lastName: string;
  company: string;
  email: string;
  address1: string;
  address2: string;
  city: string;
  countryId: number;
  stateProvinceId: number | null;
  zipPostalCode: string;
  phoneNumber: string;
}

/**
 * The same address as a form holds it: every field as text, the country and the state as their
 * ids' text ('' for none). The address book, checkout and billing forms use it.
 */
export type AddressFormFields = { [K in keyof AddressSnapshot]: string };
