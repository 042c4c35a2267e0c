import { ensureGuestSession, getAccessToken, viewerQuery } from '~/features/auth/auth-session';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { graphql } from '~/gql/gql';
import type { CartFieldsFragment, CartItemFieldsFragment } from '~/gql/graphql';
import type { VariablesArgs } from '~/lib/graphql';
import { actionErrorText } from '~/lib/errors';
import { setCartItemCount } from '~/lib/cart-count';

/** Spec 2 §9: the ordinary cart; 2 is the saved-for-later list. */
export const CART_TYPE_CART = 1;
export const CART_TYPE_SAVED = 2;

graphql(`
  fragment CartItemFields on ShoppingCartItem {
    id quantity reference backordered price quoteId shoppingCartTypeId warnings
    product { id name seoName sku manufacturerPartNumber isTaxExempt pictures { thumbnailUrl altAttribute }
      priceAndAvailability { price status stock orderMinimumQuantity orderMaximumQuantity allowedQuantities } }
  }
`);

graphql(`
  fragment CartFields on ShoppingCart {
    destination { city countryId postalCode provinceId }
    errors warnings estimatedItemTaxRate estimatedShippingTaxRate itemCount poNumber
    appliedDiscounts { name couponCode discountAmount discountType }
    productGroups { shippingProfileId vendorId warehouseId backordered shoppingCartItemId
      items { ...CartItemFields }
      shippingMethods { id name price eta selected } }
    savedForLaterItems { ...CartItemFields }
    canOrder quoteGuid
    quote { id guid title expirationDate canOrder }
  }
`);

export type Cart = CartFieldsFragment;
export type CartItem = CartItemFieldsFragment;
export type CartProduct = NonNullable<CartItem['product']>;
export type CartGroup = Cart['productGroups'][number];
export type ShippingMethod = CartGroup['shippingMethods'][number];
export type AppliedDiscount = Cart['appliedDiscounts'][number];
export type CartQuote = NonNullable<Cart['quote']>;

/** The cart, or a quote's read-only cart (opened on first look); empty without a session. */
export const CART_QUERY = graphql(`query Cart($quoteGuid: String) { v1 { shoppingCart(quoteGuid: $quoteGuid) { ...CartFields } } }`);
/** Only the number of units in the cart, for the header. */
export const CART_COUNT_QUERY = graphql(`query CartCount { v1 { shoppingCart { itemCount } } }`);

export const CART_MUTATIONS = {
  add: graphql(`
    mutation CartAdd($productId: ID!, $shoppingCartTypeId: Int, $qty: Int) {
      v1 { cart { add(productId: $productId, shoppingCartTypeId: $shoppingCartTypeId, qty: $qty) { ...CartFields } } }
    }
  `),
  remove: graphql(`
    mutation CartRemove($shoppingCartItemId: ID!, $shoppingCartTypeId: Int) {
      v1 { cart { remove(shoppingCartItemId: $shoppingCartItemId, shoppingCartTypeId: $shoppingCartTypeId) { ...CartFields } } }
    }
  `),
  changeQuantity: graphql(`
    mutation CartChangeQuantity($shoppingCartItemId: ID!, $shoppingCartTypeId: Int, $qty: Int!) {
      v1 { cart { changeQuantity(shoppingCartItemId: $shoppingCartItemId, shoppingCartTypeId: $shoppingCartTypeId, qty: $qty) { ...CartFields } } }
    }
  `),
  saveForLater: graphql(`
    mutation CartSaveForLater($shoppingCartItemId: ID!) { v1 { cart { saveForLater(shoppingCartItemId: $shoppingCartItemId) { ...CartFields } } } }
  `),
  moveToCart: graphql(`
    mutation CartMoveToCart($shoppingCartItemId: ID!) { v1 { cart { moveToCart(shoppingCartItemId: $shoppingCartItemId) { ...CartFields } } } }
  `),
  setLineReference: graphql(`
    mutation CartSetLineReference($shoppingCartItemId: ID!, $reference: String, $shoppingCartTypeId: Int, $quoteGuid: String) {
      v1 {
        cart {
          setLineReference(shoppingCartItemId: $shoppingCartItemId, reference: $reference, shoppingCartTypeId: $shoppingCartTypeId, quoteGuid: $quoteGuid) {
            ...CartFields
          }
        }
      }
    }
  `),
  setDestination: graphql(`
    mutation CartSetDestination($countryId: ID, $stateProvinceId: ID, $postalCode: String, $quoteGuid: String) {
      v1 {
        cart {
          setDestination(countryId: $countryId, stateProvinceId: $stateProvinceId, postalCode: $postalCode, quoteGuid: $quoteGuid) { ...CartFields }
        }
      }
    }
  `),
  addCoupon: graphql(`
    mutation CartAddCoupon($couponCode: String, $quoteGuid: String) { v1 { cart { addCoupon(couponCode: $couponCode, quoteGuid: $quoteGuid) { ...CartFields } } } }
  `),
  removeCoupon: graphql(`
    mutation CartRemoveCoupon($couponCode: String, $quoteGuid: String) {
      v1 { cart { removeCoupon(couponCode: $couponCode, quoteGuid: $quoteGuid) { ...CartFields } } }
    }
  `),
  setSelectedShippingMethod: graphql(`
    mutation CartSetSelectedShippingMethod(
      $countryId: ID, $provinceId: ID, $postalCode: String, $warehouseId: ID, $vendorId: ID, $shippingProfileId: ID,
      $backordered: Boolean, $selectedShippingMethodId: ID, $shoppingCartItemId: ID, $quoteGuid: String
    ) {
      v1 {
        cart {
          setSelectedShippingMethod(
            countryId: $countryId, provinceId: $provinceId, postalCode: $postalCode, warehouseId: $warehouseId, vendorId: $vendorId,
            shippingProfileId: $shippingProfileId, backordered: $backordered, selectedShippingMethodId: $selectedShippingMethodId,
            shoppingCartItemId: $shoppingCartItemId, quoteGuid: $quoteGuid
          ) { ...CartFields }
        }
      }
    }
  `),
};

// Spec 2 §8's cart texts are shared with the server (QUOTE_BLOCKED too, code QUOTE_READ_ONLY).
export { CART_ERRORS } from '../../../../shared/errors-cart';

/**
 * The text a customer reads when a cart call fails, by the failure's code: a refusal as the server
 * wrote it ("Failed to add product to cart. Only 3 are in stock.", "Cannot add product to a
 * quote"); otherwise the spec's base text followed by the network, sign-in or the one
 * unexpected-failure text. Internals ("Failed to fetch", status lines) never show.
 */
export function cartErrorText(base: string, err: unknown): string {
  return actionErrorText(base, err);
}

/** Runs a cart mutation as this browser's customer (a guest session is created first when needed). */
async function cartMutation<R, V>(document: TypedDocumentNode<R, V>, variables: V, pick: (data: R) => Cart): Promise<Cart> {
  await ensureGuestSession();
  const cart = pick(await viewerQuery(document, ...([variables] as VariablesArgs<V>)));
  if (!cart.quoteGuid) setCartItemCount(cart.itemCount);
  return cart;
}

/** Reads the item count for the header (no session: nothing in the cart, and none is created). */
export async function refreshCartCount(): Promise<void> {
  const token = await getAccessToken();
  if (!token) {
    setCartItemCount(0);
    return;
  }
  const data = await viewerQuery(CART_COUNT_QUERY);
  setCartItemCount(data.v1.shoppingCart.itemCount);
}

const M = CART_MUTATIONS;

/** The writes the browser still makes itself (the cart page's changes post to the cart route's action). */
export const cartApi = {
  /** Adds a part (a guest session is made on demand), from the product page, parts books and reorders. */
  add: (productId: string, qty: number, shoppingCartTypeId = CART_TYPE_CART) =>
    cartMutation(M.add, { productId, shoppingCartTypeId, qty }, (d) => d.v1.cart.add),
  /** The checkout's last estimate for a typed address, whose total it compares before placing the order. */
  setDestination: (d: { countryId: string | null; stateProvinceId: string | null; postalCode: string }, quoteGuid: string | null) =>
    cartMutation(M.setDestination, { ...d, quoteGuid }, (r) => r.v1.cart.setDestination),
};
