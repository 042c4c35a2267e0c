import { viewerQuery } from '~/features/auth/auth-session';
import { graphql } from '~/gql/gql';
import type { AccountPaymentMethodsQuery, PaymentMethodFieldsFragment } from '~/gql/graphql';
import { addressInput, type AddressFields } from './account-addresses-api';

graphql(`
  fragment PaymentMethodFields on PaymentMethod {
    id paymentType creditCardType creditCardLast4 creditCardExp cardholderName accountNameOrEmail isDefault address { ...AddressFields }
  }
`);

const PAYMENT_METHODS = graphql(`
  query AccountPaymentMethods {
    v1 {
      paymentMethods { ...PaymentMethodFields isExpired validShippingAddresses { id } }
      addresses { ...AddressFields }
      paymentSetup { gateway clientToken fieldsUrl environment }
    }
  }
`);

const MUTATIONS = {
  add: graphql(`
    mutation AddPaymentMethod($a: AddressInput!, $nonce: String!, $deviceData: String) {
      v1 { paymentMethod { add(address: $a, nonce: $nonce, deviceData: $deviceData) { ...PaymentMethodFields } } }
    }
  `),
  edit: graphql(`
    mutation EditPaymentMethod($id: ID!, $a: AddressInput!, $nonce: String) {
      v1 { paymentMethod { edit(id: $id, address: $a, nonce: $nonce) { ...PaymentMethodFields } } }
    }
  `),
  remove: graphql(`mutation DeletePaymentMethod($id: ID!) { v1 { paymentMethod { delete(id: $id) } } }`),
  setDefault: graphql(`mutation SetDefaultPaymentMethod($id: ID!) { v1 { paymentMethod { setDefault(id: $id) { id isDefault } } } }`),
};

/** A saved card or wallet: only what identifies it, never its number. */
export type PaymentMethod = PaymentMethodFieldsFragment;
export type SavedPaymentMethod = AccountPaymentMethodsQuery['v1']['paymentMethods'][number];

/** The saved payment methods with their expiry and the addresses they may ship to, the address book, and the gateway's setup. */
export const fetchPaymentMethods = async () => (await viewerQuery(PAYMENT_METHODS)).v1;

export const paymentMethodApi = {
  add: async (a: { address: AddressFields; nonce: string; deviceData?: string }) =>
    (await viewerQuery(MUTATIONS.add, { a: addressInput(a.address), nonce: a.nonce, deviceData: a.deviceData ?? null })).v1.paymentMethod.add,
  edit: async (id: string, a: { address: AddressFields; nonce?: string | null }) =>
    (await viewerQuery(MUTATIONS.edit, { id, a: addressInput(a.address), nonce: a.nonce ?? null })).v1.paymentMethod.edit,
  remove: async (id: string) => (await viewerQuery(MUTATIONS.remove, { id })).v1.paymentMethod.delete,
  setDefault: async (id: string) => (await viewerQuery(MUTATIONS.setDefault, { id })).v1.paymentMethod.setDefault,
};

/** A payment method as one line: a card's type, last digits and expiry, or a wallet's account. */
export function paymentLine(m: Pick<PaymentMethod, 'paymentType' | 'creditCardType' | 'creditCardLast4' | 'creditCardExp' | 'accountNameOrEmail'>) {
  if (m.paymentType === 'CREDIT_CARD') return `${m.creditCardType || 'Card'} ending in ${m.creditCardLast4}${m.creditCardExp ? `, expires ${m.creditCardExp}` : ''}`;
  return `${m.paymentType.replace(/_/g, ' ').toLowerCase()} ${m.accountNameOrEmail}`.trim();
}
