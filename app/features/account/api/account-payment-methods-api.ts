import { viewerQuery } from '~/features/auth/auth-session';
import { graphql } from '~/gql/gql';
import type { AccountPaymentMethodsQuery, PaymentMethodFieldsFragment } from '~/gql/graphql';
import { addressInput, type AddressFields } from './account-addresses-api';

graphql(`
  fragment PaymentMethodFields on PaymentMethod {
    id paymentType creditCardType creditCardLast4 creditCardExp cardholderName accountNameOrEmail isDefault address { ...AddressFields }
  }
`);

export const PAYMENT_METHODS = graphql(`
  query AccountPaymentMethods {
    v1 {
      paymentMethods { ...PaymentMethodFields isExpired validShippingAddresses { id } }
      addresses { ...AddressFields }
      paymentSetup { gateway clientToken fieldsUrl environment }
    }
  }
`);

export const PAYMENT_METHOD_MUTATIONS = {
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
export type PaymentMethodsData = AccountPaymentMethodsQuery['v1'];

/** Cards are added and edited from the browser: the card fields' frame hands over a nonce (checkout uses these too). */
export const paymentMethodApi = {
  add: async (a: { address: AddressFields; nonce: string; deviceData?: string }) =>
    (await viewerQuery(PAYMENT_METHOD_MUTATIONS.add, { a: addressInput(a.address), nonce: a.nonce, deviceData: a.deviceData ?? null })).v1.paymentMethod.add,
  edit: async (id: string, a: { address: AddressFields; nonce?: string | null }) =>
    (await viewerQuery(PAYMENT_METHOD_MUTATIONS.edit, { id, a: addressInput(a.address), nonce: a.nonce ?? null })).v1.paymentMethod.edit,
  remove: async (id: string) => (await viewerQuery(PAYMENT_METHOD_MUTATIONS.remove, { id })).v1.paymentMethod.delete,
};

/** A payment method as one line: a card's type, last digits and expiry, or a wallet's account. */
export function paymentLine(m: Pick<PaymentMethod, 'paymentType' | 'creditCardType' | 'creditCardLast4' | 'creditCardExp' | 'accountNameOrEmail'>) {
  if (m.paymentType === 'CREDIT_CARD') return `${m.creditCardType || 'Card'} ending in ${m.creditCardLast4}${m.creditCardExp ? `, expires ${m.creditCardExp}` : ''}`;
  return `${m.paymentType.replace(/_/g, ' ').toLowerCase()} ${m.accountNameOrEmail}`.trim();
}
