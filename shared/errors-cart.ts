// The spec's texts of failed cart calls, apart from shared/errors.ts (which every page loads): only
// the pages that change a cart load these (the product page's add button carries its one text).

/** Spec 2 §8: the texts a failed cart call rejects with; the server may add a reason after ". ". */
export const CART_ERRORS = {
  add: 'Failed to add product to cart',
  remove: 'Failed to remove product from cart',
  saveForLater: 'Failed to move product to wish list',
  moveToCart: 'Failed to move product to the cart',
  changeQuantity: 'Failed to change the quantity',
  setLineReference: 'Failed to change the references',
  addCoupon: 'Failed to add coupon',
  removeCoupon: 'Failed to remove coupon',
  // The spec only logs these three on the client; the server still answers with a clear text.
  setDestination: 'Failed to set the destination',
  setShippingMethod: 'Failed to set the shipping method',
  setPoNumber: 'Failed to save the PO number',
} as const;

/** Spec 2 §8: what a read-only quote cart answers to each change (code QUOTE_READ_ONLY). */
export const QUOTE_BLOCKED = {
  add: 'Cannot add product to a quote',
  remove: 'Cannot remove product from a quote',
  saveForLater: 'Cannot move product to wishlist from a quote',
  moveToCart: 'Cannot move product to cart for a quote',
  changeQuantity: 'Cannot change quantity of a product on a quote',
  addCoupon: 'Cannot add coupon to a quote',
  removeCoupon: 'Cannot remove coupon from a quote',
} as const;
