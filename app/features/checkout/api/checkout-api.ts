import { viewerQuery } from '~/features/auth/auth-session';
import { graphql } from '~/gql/gql';
import type { AddressFieldsFragment, CheckoutAccountQuery, OrderFieldsFragment, PaymentMethodFieldsFragment, PaymentMethodType } from '~/gql/graphql';
import { clientQuery, GraphQLRequestError } from '~/lib/graphql';
import { setCartItemCount } from '~/lib/cart-count';

export interface AddressFields {
  firstName: string;
  lastName: string;
  company: string;
  email: string;
  address1: string;
  address2: string;
  city: string;
  countryId: string;
  stateProvinceId: string;
  zipPostalCode: string;
  phoneNumber: string;
}

graphql(`
  fragment AddressFields on Address {
    id firstName lastName company email address1 address2 city zipPostalCode phoneNumber
    country { id name twoLetterIsoCode } stateProvince { id name abbreviation }
  }
`);

graphql(`
  fragment PaymentMethodFields on PaymentMethod {
    id paymentType creditCardType creditCardLast4 creditCardExp cardholderName accountNameOrEmail isDefault address { ...AddressFields }
  }
`);

graphql(`
  fragment OrderFields on Order {
    id isGuestOrder canRegister email customOrderNumber clubOrderGuid createdOnUtc estArrivalDate purchaseOrder
    orderStatus paymentStatus shippingStatus shippingMethod
    orderSubtotalExclTax orderSubTotalDiscountExclTax orderShippingExclTax orderShippingDiscount orderTax orderTotal
    cardName cardType maskedCreditCardNumber paymentType
    shippingAddress { ...AddressFields } billingAddress { ...AddressFields }
    items { id productId productName sku quantity unitPriceExclTax priceExclTax reference backorderedWhenOrdered }
  }
`);

export type Address = AddressFieldsFragment;
export type PaymentMethod = PaymentMethodFieldsFragment;
export type Order = OrderFieldsFragment;
export type OrderItem = Order['items'][number];
export type PaymentSetup = CheckoutAccountQuery['v1']['paymentSetup'];

export const ORDER_QUERY = graphql(`query Order($clubOrderGuid: String!) { v1 { order(clubOrderGuid: $clubOrderGuid) { ...OrderFields } } }`);

const CHECKOUT_ACCOUNT_QUERY = graphql(`
  query CheckoutAccount {
    v1 {
      addresses { ...AddressFields }
      paymentMethods { ...PaymentMethodFields }
      defaultPaymentAndShipping { paymentMethod { id } shippingAddress { id } }
      paymentSetup { gateway clientToken fieldsUrl environment }
    }
  }
`);

const ACCOUNT = {
  addAddress: graphql(`mutation AddShippingAddress($a: AddressInput!) { v1 { shippingAddress { add(address: $a) { ...AddressFields } } } }`),
  editAddress: graphql(`mutation EditShippingAddress($id: ID!, $a: AddressInput!) { v1 { shippingAddress { edit(id: $id, address: $a) { ...AddressFields } } } }`),
  deleteAddress: graphql(`mutation DeleteShippingAddress($id: ID!) { v1 { shippingAddress { delete(id: $id) } } }`),
  addPaymentMethod: graphql(`
    mutation AddPaymentMethod($a: AddressInput!, $nonce: String!, $deviceData: String) {
      v1 { paymentMethod { add(address: $a, nonce: $nonce, deviceData: $deviceData) { ...PaymentMethodFields } } }
    }
  `),
  editPaymentMethod: graphql(`
    mutation EditPaymentMethod($id: ID!, $a: AddressInput!, $nonce: String) {
      v1 { paymentMethod { edit(id: $id, address: $a, nonce: $nonce) { ...PaymentMethodFields } } }
    }
  `),
  deletePaymentMethod: graphql(`mutation DeletePaymentMethod($id: ID!) { v1 { paymentMethod { delete(id: $id) } } }`),
};

const PLACE_ORDER = graphql(`
  mutation Place($shippingAddressId: ID!, $paymentMethodId: ID!, $cart: CheckoutCartInput, $deviceData: String, $idempotencyKey: String) {
    v1 {
      cart {
        placeOrder(
          shippingAddressId: $shippingAddressId, paymentMethodId: $paymentMethodId, cart: $cart, deviceData: $deviceData, idempotencyKey: $idempotencyKey
        ) { ...OrderFields }
      }
    }
  }
`);

const PLACE_ORDER_EXTERNAL = graphql(`
  mutation PlaceExternal(
    $email: String, $nonce: String!, $paymentType: PaymentMethodType, $shippingAddress: AddressInput!, $billingAddress: AddressInput,
    $cart: CheckoutCartInput, $deviceData: String, $idempotencyKey: String
  ) {
    v1 {
      cart {
        placeOrderExternalPayment(
          email: $email, nonce: $nonce, paymentType: $paymentType, shippingAddress: $shippingAddress, billingAddress: $billingAddress,
          cart: $cart, deviceData: $deviceData, idempotencyKey: $idempotencyKey
        ) { ...OrderFields }
      }
    }
  }
`);

/** An address of the address book, which (unlike one copied onto an order) always has an id. */
export type SavedAddress = Address & { id: string };

function saved<A extends { id: string | null }>(a: A): A & { id: string } {
  const { id } = a;
  if (id === null) throw new GraphQLRequestError('No data');
  return { ...a, id };
}

export interface CheckoutAccount {
  addresses: SavedAddress[];
  paymentMethods: PaymentMethod[];
  defaults: { paymentMethod: { id: string } | null; shippingAddress: { id: string } | null };
  setup: PaymentSetup;
}

/** Address book, saved payment methods, their defaults and the payment gateway's setup. */
export async function fetchCheckoutAccount(): Promise<CheckoutAccount> {
  const data = await viewerQuery(CHECKOUT_ACCOUNT_QUERY);
  const { paymentMethod, shippingAddress } = data.v1.defaultPaymentAndShipping;
  return {
    addresses: data.v1.addresses.map(saved),
    paymentMethods: data.v1.paymentMethods,
    defaults: { paymentMethod, shippingAddress: shippingAddress?.id ? { id: shippingAddress.id } : null },
    setup: data.v1.paymentSetup,
  };
}

const toInput = (a: AddressFields) => ({
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

export const addressApi = {
  add: async (a: AddressFields) => saved((await viewerQuery(ACCOUNT.addAddress, { a: toInput(a) })).v1.shippingAddress.add),
  edit: async (id: string, a: AddressFields) => saved((await viewerQuery(ACCOUNT.editAddress, { id, a: toInput(a) })).v1.shippingAddress.edit),
  remove: async (id: string) => (await viewerQuery(ACCOUNT.deleteAddress, { id })).v1.shippingAddress.delete,
};

export const paymentMethodApi = {
  add: async (a: { address: AddressFields; nonce: string; deviceData?: string }) =>
    (await viewerQuery(ACCOUNT.addPaymentMethod, { a: toInput(a.address), nonce: a.nonce, deviceData: a.deviceData ?? null })).v1.paymentMethod.add,
  edit: async (id: string, a: { address: AddressFields; nonce?: string | null }) =>
    (await viewerQuery(ACCOUNT.editPaymentMethod, { id, a: toInput(a.address), nonce: a.nonce ?? null })).v1.paymentMethod.edit,
  remove: async (id: string) => (await viewerQuery(ACCOUNT.deletePaymentMethod, { id })).v1.paymentMethod.delete,
};

/** A fresh key for one attempt to place an order: a retry of the same attempt reuses it, a new attempt gets a new one. */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return `co_${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

export interface CheckoutCartInput {
  quoteGuid: string | null;
  poNumber: string;
  expectedTotal: string;
}

/** Places the order with a saved address and payment method (registered customers). */
export async function placeOrder(a: { shippingAddressId: string; paymentMethodId: string; cart: CheckoutCartInput; deviceData?: string; idempotencyKey: string }): Promise<Order> {
  const data = await viewerQuery(PLACE_ORDER, { ...a, deviceData: a.deviceData ?? null });
  if (!a.cart.quoteGuid) setCartItemCount(0);
  return data.v1.cart.placeOrder;
}

/** Places the order with a one-time payment nonce and typed addresses (guests, or a new card). */
export async function placeOrderExternalPayment(a: {
  email: string | null;
  nonce: string;
  paymentType?: PaymentMethodType | null;
  shippingAddress: AddressFields;
  billingAddress: AddressFields | null;
  cart: CheckoutCartInput;
  deviceData?: string;
  idempotencyKey: string;
}): Promise<Order> {
  const data = await viewerQuery(PLACE_ORDER_EXTERNAL, {
      email: a.email,
      nonce: a.nonce,
      paymentType: a.paymentType ?? null,
      shippingAddress: toInput(a.shippingAddress),
      billingAddress: a.billingAddress ? toInput(a.billingAddress) : null,
      cart: a.cart,
      deviceData: a.deviceData ?? null,
    idempotencyKey: a.idempotencyKey,
  });
  if (!a.cart.quoteGuid) setCartItemCount(0);
  return data.v1.cart.placeOrderExternalPayment;
}

/** An order by its club order guid (guests too: the guid is the key). */
export async function fetchOrder(clubOrderGuid: string): Promise<Order | null> {
  return (await clientQuery(ORDER_QUERY, { clubOrderGuid })).v1.order;
}

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
