import type { Db } from '../../db/client';
import { DomainError, invalid, notFound } from '../../lib/errors';
import { QUOTE_OTHER_CUSTOMER } from '../quotes/quotes.service';
import { pricedCartOf, type CheckoutPricedCart } from './cart-priced';
import { UNKNOWN_QUOTE, type CartContext } from './cart-context';
import type { CartView } from './cart-view';
import type { DestinationPlace } from './cart.repository';

/** The quote's cart, and what checkout asks of the cart inside its own transaction. */
export function createCartForCheckout({ repo, quotes, db, quoteFor, place, view, change }: CartContext) {
  return {
    /** `quote.accessQuoteAndConvertToCart`: the quote's read-only cart for this customer, with the quote's lines. */
    async accessQuote(customerId: number, quoteGuid: string | null | undefined): Promise<CartView> {
      const quote = await quoteFor(quoteGuid);
      if (!quote) throw notFound(UNKNOWN_QUOTE);
      return change(customerId, quote, async () => {});
    },

    /**
     * For checkout: the cart priced by the server alone (quote prices win), in the caller's
     * transaction when `executor` is given. `destination` prices shipping and tax for the order's
     * shipping address instead of the cart's estimate destination. With the figures: the cart's
     * revision (read with the cart row, its lines and choices) and the ordered products' stock and
     * pricing fingerprints (read with the products), so checkout can tell later whether the figures still hold.
     */
    async priceCartForCheckout(
      customerId: number,
      quoteGuid: string | null,
      executor?: Db,
      opts: { destination?: { countryId: number; stateProvinceId: number | null } } = {},
    ): Promise<CheckoutPricedCart> {
      const ex = executor ?? db;
      const quote = await quoteFor(quoteGuid, ex);
      // The revision, lines, shipping choices, coupons, rate table and tax rates are read with the cart row, the fingerprints with the products.
      const found = await repo.cartForCheckout(customerId, quote?.id ?? null, ex, opts.destination);
      let shipTo: DestinationPlace | null | undefined;
      if (opts.destination) {
        shipTo = await place(opts.destination.countryId, opts.destination.stateProvinceId, ex, found?.taxRates);
        if (!shipTo) throw invalid('Choose a country and a state or province of that country for the shipping address.');
      }
      const v = await view(found?.cart ?? null, quote, ex, shipTo, { fingerprint: true, read: found ?? undefined });
      const products = v.groups.flatMap((g) => g.items.map(({ productId: id, line: { product } }) => ({ id, stock: product.stock, fingerprint: product.fingerprint! })));
      return { ...pricedCartOf(v, customerId), revision: found?.cart.revision ?? null, products };
    },

    /** For checkout: a fingerprint of the cart's ordered lines, coupons and shipping choices (see the repository); `lock` keeps the cart row locked in `executor`'s transaction. */
    async checkoutRevision(executor: Db, customerId: number, quoteGuid: string | null, lock: boolean): Promise<string | null> {
      const quote = await quoteFor(quoteGuid, executor);
      return repo.revision(customerId, quote?.id ?? null, lock, executor);
    },

    /** Guest retention: deletes these customers' carts (lines, coupons, shipping choices) in the caller's transaction. */
    deleteCartsOf: (ex: Db, customerIds: number[]): Promise<number> => repo.deleteCartsOf(ex, customerIds),

    /**
     * After an order is written, inside checkout's transaction: the ordered lines, coupons and shipping choices go; a quote counts as ordered.
     * `cartId`: the cart checkout priced and locked in this transaction (it is not looked up again); omitted, the customer's cart is found.
     */
    async clearCartAfterOrder(executor: Db, customerId: number, quoteGuid: string | null, cartId?: number | null): Promise<void> {
      const quote = await quoteFor(quoteGuid, executor);
      const id = cartId !== undefined ? cartId : ((await repo.findCart(customerId, quote?.id ?? null, executor))?.id ?? null);
      if (id !== null) await repo.clearOrdered(id, executor);
      // Checked again here, in the order's transaction: a quote made for a customer is theirs to order.
      if (quote && !quotes.mayOrder(quote, customerId)) throw new DomainError('FORBIDDEN', QUOTE_OTHER_CUSTOMER);
      // Two placements of one quote at once: the second finds it ordered and its transaction rolls back.
      if (quote && !(await quotes.markOrdered(quote.id, executor))) throw new DomainError('CONFLICT', 'This quote has already been ordered.');
    },
  };
}
