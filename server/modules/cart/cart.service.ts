import { createCartChoices } from './cart-choices';
import { createCartContext, type CartServiceDeps } from './cart-context';
import { createCartForCheckout } from './cart-for-checkout';
import { createCartLineChanges } from './cart-line-changes';
import { createProductShipping } from './cart-product-shipping';

export type { CartView } from './cart-view';
export type { CheckoutPricedCart, PricedCart, PricedLine, PricedTotals } from './cart-priced';
export type { CartServiceDeps, DestinationInput, GroupInput } from './cart-context';

/** The cart of spec 2 §2–§9: lines, saved for later, groups with shipping methods, coupons, tax, quotes. */
export function createCartService(deps: CartServiceDeps) {
  const { repo, catalog, onGuestMerged } = deps;
  // A guest's cart follows them when they sign in or register.
  onGuestMerged?.((guestId, customerId) =>
    repo.mergeGuest(guestId, customerId, async (ids, tx) => new Map([...(await catalog.productsForCart(ids, tx))].map(([id, p]) => [id, p.orderMaximumQuantity]))),
  );

  const ctx = createCartContext(deps);
  return {
    /** An empty cart, for callers without a session. */
    empty: ctx.empty,

    /** `shoppingCart(quoteGuid)`: the ordinary cart, or the quote's read-only cart (opened on first look). */
    cart: ctx.cartOf,

    ...createCartLineChanges(ctx),
    ...createCartChoices(ctx),
    ...createCartForCheckout(ctx),
    ...createProductShipping(ctx, deps),
  };
}

export type CartService = ReturnType<typeof createCartService>;
