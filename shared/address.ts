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
