import { CART_TYPE_CART } from '../../../shared/enums';
import { wholeQuantityProblem } from '../../../shared/quantity-rules';
import { invalid, notFound } from '../../lib/errors';
import type { CartContext, CartServiceDeps, DestinationInput } from './cart-context';
import type { ShippingQuote } from './cart-shipping';
import { buildCartView } from './cart-view';
import type { CartLineRow } from './cart.repository';

const BASE = 'Failed to load shipping options';

/**
 * Shipping estimates for one part before it is in a cart (spec 2 §7: product shipping options for
 * a country, province and postal code): exactly what the cart would quote for a cart holding only
 * that part, so the product page and the cart never disagree.
 */
export function createProductShipping(ctx: CartContext, deps: Pick<CartServiceDeps, 'freeShippingThreshold' | 'originState'>) {
  return {
    async productShippingOptions(productId: number, args: DestinationInput & { quantity?: number | null }): Promise<ShippingQuote[]> {
      const quantity = args.quantity ?? 1;
      const problem = wholeQuantityProblem(quantity);
      if (problem) throw invalid(problem.message);
      const [{ place }, products, rates] = await Promise.all([ctx.destination(args, BASE, ctx.db), ctx.catalog.productsForCart([productId]), ctx.repo.shippingRates()]);
      const found = products.get(productId);
      if (!found) throw notFound('That part does not exist.');
      const { id: _id, ...product } = found;
      const line: CartLineRow = {
        id: 0,
        cartId: 0,
        productId,
        shoppingCartTypeId: CART_TYPE_CART,
        quantity,
        reference: '',
        priceWhenAdded: product.price,
        quoteItemId: null,
        quotePrice: null,
        quoteShippingPrice: null,
        createdAt: ctx.clock(),
        product,
      };
      const view = buildCartView({
        cart: null,
        quote: null,
        lines: [line],
        selections: new Map(),
        coupons: [],
        place,
        now: ctx.clock(),
        quoteCanOrder: true,
        quoteMayOrder: true,
        rates,
        freeShippingThreshold: deps.freeShippingThreshold,
        originState: deps.originState ? deps.originState() : null,
      });
      return (view.groups[0]?.shippingMethods ?? []).map(({ selected: _selected, ...m }) => m);
    },
  };
}
