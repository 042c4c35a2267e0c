import { addressInput, saved, type AddressFields, type SavedAddress } from '~/features/account/api/account-addresses-api';
import type { PaymentMethod } from '~/features/account/api/account-payment-methods-api';
import { viewerQuery } from '~/features/auth/auth-session';
import { graphql } from '~/gql/gql';
import type { CheckoutAccountQuery, CheckoutPaymentSetupQuery, OrderFieldsFragment, PaymentMethodType } from '~/gql/graphql';
import { setCartItemCount } from '~/lib/cart-count';

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

export type Order = OrderFieldsFragment;
export type OrderItem = Order['items'][number];
export type PaymentSetup = CheckoutPaymentSetupQuery['v1']['paymentSetup'];

export const ORDER_QUERY = graphql(`query Order($clubOrderGuid: String!) { v1 { order(clubOrderGuid: $clubOrderGuid) { ...OrderFields } } }`);

/** The address book, saved payment methods and their defaults, read by the checkout's loader. */
export const CHECKOUT_ACCOUNT_QUERY = graphql(`
  query CheckoutAccount {
    v1 {
      addresses { ...AddressFields }
      paymentMethods { ...PaymentMethodFields }
      defaultPaymentAndShipping { paymentMethod { id } shippingAddress { id } }
    }
  }
`);

// The payment gateway's setup (a client token for the card frame) is read by the browser, once per visit of the checkout.
const PAYMENT_SETUP_QUERY = graphql(`query CheckoutPaymentSetup { v1 { paymentSetup { gateway clientToken fieldsUrl environment } } }`);

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

export interface CheckoutAccount {
  addresses: SavedAddress[];
  paymentMethods: PaymentMethod[];
  defaults: { paymentMethod: { id: string } | null; shippingAddress: { id: string } | null };
  /** The payment gateway's setup, once the browser has read it. */
  setup: PaymentSetup | null;
}

/** The checkout's account data as the loader answers it (the payment setup comes later, from the browser). */
export function checkoutAccountOf(data: CheckoutAccountQuery): Omit<CheckoutAccount, 'setup'> {
  const { paymentMethod, shippingAddress } = data.v1.defaultPaymentAndShipping;
  return {
    addresses: data.v1.addresses.map(saved),
    paymentMethods: data.v1.paymentMethods,
    defaults: { paymentMethod, shippingAddress: shippingAddress?.id ? { id: shippingAddress.id } : null },
  };
}

/** The payment gateway's setup for the card frame, as this browser's customer. */
export async function fetchPaymentSetup(): Promise<PaymentSetup> {
  return (await viewerQuery(PAYMENT_SETUP_QUERY)).v1.paymentSetup;
}

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
    shippingAddress: addressInput(a.shippingAddress),
    billingAddress: a.billingAddress ? addressInput(a.billingAddress) : null,
    cart: a.cart,
    deviceData: a.deviceData ?? null,
    idempotencyKey: a.idempotencyKey,
  });
  if (!a.cart.quoteGuid) setCartItemCount(0);
  return data.v1.cart.placeOrderExternalPayment;
}
