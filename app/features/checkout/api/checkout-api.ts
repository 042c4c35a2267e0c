import { viewerQuery } from '~/features/auth/auth-session';
import { clientQuery } from '~/lib/graphql';
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

export interface Address extends Omit<AddressFields, 'countryId' | 'stateProvinceId'> {
  id: string;
  country: { id: string; name: string; twoLetterIsoCode: string } | null;
  stateProvince: { id: string; name: string; abbreviation: string } | null;
}

export interface PaymentMethod {
  id: string;
  paymentType: string;
  creditCardType: string;
  creditCardLast4: string;
  creditCardExp: string;
  cardholderName: string;
  accountNameOrEmail: string;
  isDefault: boolean;
  address: Address | null;
}

export interface PaymentSetup {
  gateway: string;
  clientToken: string;
  fieldsUrl: string | null;
  environment: string;
}

export interface OrderItem {
  id: string;
  productId: string;
  productName: string;
  sku: string;
  quantity: number;
  unitPriceExclTax: number;
  priceExclTax: number;
  reference: string;
  backorderedWhenOrdered: boolean;
}

export interface Order {
  id: string;
  isGuestOrder: boolean;
  canRegister: boolean;
  email: string;
  customOrderNumber: string;
  clubOrderGuid: string;
  createdOnUtc: string;
  estArrivalDate: string | null;
  purchaseOrder: string;
  orderStatus: string;
  paymentStatus: string;
  shippingStatus: string;
  shippingMethod: string;
  orderSubtotalExclTax: number;
  orderSubTotalDiscountExclTax: number;
  orderShippingExclTax: number;
  orderShippingDiscount: number;
  orderTax: number;
  orderTotal: number;
  cardName: string;
  cardType: string;
  maskedCreditCardNumber: string;
  paymentType: string;
  shippingAddress: Address | null;
  billingAddress: Address | null;
  items: OrderItem[];
}

const ADDRESS = `id firstName lastName company email address1 address2 city zipPostalCode phoneNumber
  country { id name twoLetterIsoCode } stateProvince { id name abbreviation }`;
const PAYMENT_METHOD = `id paymentType creditCardType creditCardLast4 creditCardExp cardholderName accountNameOrEmail isDefault address { ${ADDRESS} }`;
export const ORDER_FIELDS = `id isGuestOrder canRegister email customOrderNumber clubOrderGuid createdOnUtc estArrivalDate purchaseOrder
  orderStatus paymentStatus shippingStatus shippingMethod
  orderSubtotalExclTax orderSubTotalDiscountExclTax orderShippingExclTax orderShippingDiscount orderTax orderTotal
  cardName cardType maskedCreditCardNumber paymentType
  shippingAddress { ${ADDRESS} } billingAddress { ${ADDRESS} }
  items { id productId productName sku quantity unitPriceExclTax priceExclTax reference backorderedWhenOrdered }`;

export const ORDER_QUERY = `query Order($clubOrderGuid: String!) { v1 { order(clubOrderGuid: $clubOrderGuid) { ${ORDER_FIELDS} } } }`;

export interface CheckoutAccount {
  addresses: Address[];
  paymentMethods: PaymentMethod[];
  defaults: { paymentMethod: { id: string } | null; shippingAddress: { id: string } | null };
  setup: PaymentSetup;
}

/** Address book, saved payment methods, their defaults and the payment gateway's setup. */
export async function fetchCheckoutAccount(): Promise<CheckoutAccount> {
  const data = await viewerQuery<{
    v1: { addresses: Address[]; paymentMethods: PaymentMethod[]; defaultPaymentAndShipping: CheckoutAccount['defaults']; paymentSetup: PaymentSetup };
  }>(`query CheckoutAccount { v1 {
    addresses { ${ADDRESS} }
    paymentMethods { ${PAYMENT_METHOD} }
    defaultPaymentAndShipping { paymentMethod { id } shippingAddress { id } }
    paymentSetup { gateway clientToken fieldsUrl environment }
  } }`);
  return { addresses: data.v1.addresses, paymentMethods: data.v1.paymentMethods, defaults: data.v1.defaultPaymentAndShipping, setup: data.v1.paymentSetup };
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
  add: async (a: AddressFields) =>
    (await viewerQuery<{ v1: { shippingAddress: { add: Address } } }>(`mutation($a: AddressInput!) { v1 { shippingAddress { add(address: $a) { ${ADDRESS} } } } }`, { a: toInput(a) })).v1
      .shippingAddress.add,
  edit: async (id: string, a: AddressFields) =>
    (
      await viewerQuery<{ v1: { shippingAddress: { edit: Address } } }>(`mutation($id: ID!, $a: AddressInput!) { v1 { shippingAddress { edit(id: $id, address: $a) { ${ADDRESS} } } } }`, {
        id,
        a: toInput(a),
      })
    ).v1.shippingAddress.edit,
  remove: async (id: string) => (await viewerQuery<{ v1: { shippingAddress: { delete: boolean } } }>(`mutation($id: ID!) { v1 { shippingAddress { delete(id: $id) } } }`, { id })).v1.shippingAddress.delete,
};

export const paymentMethodApi = {
  add: async (a: { address: AddressFields; nonce: string; deviceData?: string }) =>
    (
      await viewerQuery<{ v1: { paymentMethod: { add: PaymentMethod } } }>(
        `mutation($a: AddressInput!, $nonce: String!, $deviceData: String) { v1 { paymentMethod { add(address: $a, nonce: $nonce, deviceData: $deviceData) { ${PAYMENT_METHOD} } } } }`,
        { a: toInput(a.address), nonce: a.nonce, deviceData: a.deviceData ?? null },
      )
    ).v1.paymentMethod.add,
  edit: async (id: string, a: { address: AddressFields; nonce?: string | null }) =>
    (
      await viewerQuery<{ v1: { paymentMethod: { edit: PaymentMethod } } }>(
        `mutation($id: ID!, $a: AddressInput!, $nonce: String) { v1 { paymentMethod { edit(id: $id, address: $a, nonce: $nonce) { ${PAYMENT_METHOD} } } } }`,
        { id, a: toInput(a.address), nonce: a.nonce ?? null },
      )
    ).v1.paymentMethod.edit,
  remove: async (id: string) => (await viewerQuery<{ v1: { paymentMethod: { delete: boolean } } }>(`mutation($id: ID!) { v1 { paymentMethod { delete(id: $id) } } }`, { id })).v1.paymentMethod.delete,
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
  const data = await viewerQuery<{ v1: { cart: { placeOrder: Order } } }>(
    `mutation Place($shippingAddressId: ID!, $paymentMethodId: ID!, $cart: CheckoutCartInput, $deviceData: String, $idempotencyKey: String) {
      v1 { cart { placeOrder(shippingAddressId: $shippingAddressId, paymentMethodId: $paymentMethodId, cart: $cart, deviceData: $deviceData, idempotencyKey: $idempotencyKey) { ${ORDER_FIELDS} } } } }`,
    { ...a, deviceData: a.deviceData ?? null },
  );
  if (!a.cart.quoteGuid) setCartItemCount(0);
  return data.v1.cart.placeOrder;
}

/** Places the order with a one-time payment nonce and typed addresses (guests, or a new card). */
export async function placeOrderExternalPayment(a: {
  email: string | null;
  nonce: string;
  paymentType?: string | null;
  shippingAddress: AddressFields;
  billingAddress: AddressFields | null;
  cart: CheckoutCartInput;
  deviceData?: string;
  idempotencyKey: string;
}): Promise<Order> {
  const data = await viewerQuery<{ v1: { cart: { placeOrderExternalPayment: Order } } }>(
    `mutation PlaceExternal($email: String, $nonce: String!, $paymentType: PaymentMethodType, $shippingAddress: AddressInput!, $billingAddress: AddressInput, $cart: CheckoutCartInput, $deviceData: String, $idempotencyKey: String) {
      v1 { cart { placeOrderExternalPayment(email: $email, nonce: $nonce, paymentType: $paymentType, shippingAddress: $shippingAddress, billingAddress: $billingAddress, cart: $cart, deviceData: $deviceData, idempotencyKey: $idempotencyKey) { ${ORDER_FIELDS} } } } }`,
    {
      email: a.email,
      nonce: a.nonce,
      paymentType: a.paymentType ?? null,
      shippingAddress: toInput(a.shippingAddress),
      billingAddress: a.billingAddress ? toInput(a.billingAddress) : null,
      cart: a.cart,
      deviceData: a.deviceData ?? null,
      idempotencyKey: a.idempotencyKey,
    },
  );
  if (!a.cart.quoteGuid) setCartItemCount(0);
  return data.v1.cart.placeOrderExternalPayment;
}

/** An order by its club order guid (guests too: the guid is the key). */
export async function fetchOrder(clubOrderGuid: string): Promise<Order | null> {
  return (await clientQuery<{ v1: { order: Order | null } }>(ORDER_QUERY, { clubOrderGuid })).v1.order;
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
