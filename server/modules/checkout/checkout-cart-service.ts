import type { CartService } from '../cart/cart.service';
import type { CheckoutCart } from './checkout-cart';

/** Placement's view of the cart module: its checkout pricing (quote prices win), its fingerprint and its clearing, on the caller's transaction. */
export function checkoutCartFrom(cart: Pick<CartService, 'priceCartForCheckout' | 'clearCartAfterOrder' | 'checkoutRevision'>): CheckoutCart {
  return {
    price: (customerId, quoteGuid, executor, destination) =>
      cart.priceCartForCheckout(customerId, quoteGuid, executor, { destination: { countryId: destination.countryId, stateProvinceId: destination.stateProvinceId } }),
    revision: (executor, customerId, quoteGuid, lock) => cart.checkoutRevision(executor, customerId, quoteGuid, lock),
    clear: (executor, customerId, quoteGuid, cartId) => cart.clearCartAfterOrder(executor, customerId, quoteGuid, cartId),
  };
}
