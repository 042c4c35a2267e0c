import { viewerQuery } from '~/features/auth/auth-session';
import { graphql } from '~/gql/gql';
import type { AccountAddressBookQuery, AddressFieldsFragment, AddressInput } from '~/gql/graphql';
import { GraphQLRequestError } from '~/lib/graphql';
import type { AddressFormFields } from '../../../../shared/address';

/** An address as the forms hold it (strings, as typed), for the address book, checkout and billing: the stored snapshot's fields as text. */
export type AddressFields = AddressFormFields;

graphql(`
  fragment AddressFields on Address {
    id firstName lastName company email address1 address2 city zipPostalCode phoneNumber
    country { id name twoLetterIsoCode } stateProvince { id name abbreviation }
  }
`);

export const ADDRESS_BOOK = graphql(`query AccountAddressBook { v1 { addresses { ...AddressFields isDefault } } }`);

export const ADDRESS_MUTATIONS = {
  add: graphql(`mutation AddShippingAddress($a: AddressInput!) { v1 { shippingAddress { add(address: $a) { ...AddressFields } } } }`),
  edit: graphql(`mutation EditShippingAddress($id: ID!, $a: AddressInput!) { v1 { shippingAddress { edit(id: $id, address: $a) { ...AddressFields } } } }`),
  remove: graphql(`mutation DeleteShippingAddress($id: ID!) { v1 { shippingAddress { delete(id: $id) } } }`),
  setDefault: graphql(`mutation SetDefaultShippingAddress($id: ID!) { v1 { shippingAddress { setDefault(id: $id) { id isDefault } } } }`),
};

export type Address = AddressFieldsFragment;
/** An address of the address book, which (unlike one copied onto an order) always has an id. */
export type SavedAddress = Address & { id: string };
export type BookAddress = AccountAddressBookQuery['v1']['addresses'][number];

export function saved<A extends { id: string | null }>(a: A): A & { id: string } {
  const { id } = a;
  if (id === null) throw new GraphQLRequestError('No data');
  return { ...a, id };
}

/** The form's address as the API takes it: trimmed, an empty country or state as none. */
export const addressInput = (a: AddressFields): AddressInput => ({
  firstName: a.firstName.trim(),
  lastName: a.lastName.trim(),
  company: a.company.trim(),
  email: a.email.trim(),
  address1: a.address1.trim(),
  address2: a.address2.trim(),
  city: a.city.trim(),
  countryId: a.countryId || null,
  stateProvinceId: a.stateProvinceId || null,
  zipPostalCode: a.zipPostalCode.trim(),
  phoneNumber: a.phoneNumber.trim(),
});

/** Address book changes made from the browser (checkout's shipping step). */
export const addressApi = {
  add: async (a: AddressFields) => saved((await viewerQuery(ADDRESS_MUTATIONS.add, { a: addressInput(a) })).v1.shippingAddress.add),
  edit: async (id: string, a: AddressFields) => saved((await viewerQuery(ADDRESS_MUTATIONS.edit, { id, a: addressInput(a) })).v1.shippingAddress.edit),
};

export const emptyAddress = (): AddressFields => ({
  firstName: '',
  lastName: '',
  company: '',
  email: '',
  address1: '',
  address2: '',
  city: '',
  countryId: '',
  stateProvinceId: '',
  zipPostalCode: '',
  phoneNumber: '',
});

export const addressFieldsOf = (a: Address): AddressFields => ({
  firstName: a.firstName,
  lastName: a.lastName,
  company: a.company,
  email: a.email,
  address1: a.address1,
  address2: a.address2,
  city: a.city,
  countryId: a.country?.id ?? '',
  stateProvinceId: a.stateProvince?.id ?? '',
  zipPostalCode: a.zipPostalCode,
  phoneNumber: a.phoneNumber,
});

/** An address on one line: street, city, state and ZIP, country. */
export function addressLine(a: Address) {
  return [a.address1, a.address2, a.city, [a.stateProvince?.abbreviation, a.zipPostalCode].filter(Boolean).join(' '), a.country?.name].filter(Boolean).join(', ');
}
