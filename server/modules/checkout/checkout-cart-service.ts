import type { CartService } from '../cart/cart.service';
import type { CheckoutCart, PricedCart } from './checkout-cart';

/** Placement's view of the cart module: its checkout pricing (quote prices win), its fingerprint and its clearing, on the caller's transaction. */
export function checkoutCartFrom(cart: Pick<CartService, 'priceCartForCheckout' | 'clearCartAfterOrder' | 'checkoutRevision'>): CheckoutCart {
  return {
    async price(customerId, quoteGuid, executor, destination): Promise<PricedCart> {
      const p = await cart.priceCartForCheckout(customerId, quoteGuid, executor, {
        destination: { countryId: destination.countryId, stateProvinceId: destination.stateProvinceId },
      });
      return {
        quoteId: p.quote?.id ?? null,
        poNumber: p.poNumber,
        lines: p.lines.map((l) => ({ productId: l.productId, quantity: l.quantity, unitPrice: l.unitPrice, reference: l.reference, groupKey: l.groupKey, quoted: l.quoteItemId !== null })),
        shippingMethods: p.groups
          .filter((g) => g.shippingMethod)
          .map((g) => ({ groupKey: g.key, methodId: g.shippingMethod!.id, name: g.shippingMethod!.name, price: g.shippingMethod!.price, eta: g.shippingMethod!.eta })),
        usedDiscounts: p.discount ? [{ name: p.discount.name, couponCode: p.discount.couponCode, discountType: p.discount.discountType, amount: p.discount.amount }] : [],
        itemTaxRate: p.itemTaxRate,
        shippingTaxRate: p.shippingTaxRate,
        totals: {
          subtotal: p.subtotal,
          discount: p.discountAmount,
          shipping: p.shipping,
          shippingDiscount: p.shippingDiscount,
          itemTax: p.itemTax,
          shippingTax: p.shippingTax,
          tax: p.tax,
          total: p.total,
        },
        problems: p.problems.map((x) => x.message),
      };
    },
    revision: (executor, customerId, quoteGuid, lock) => cart.checkoutRevision(executor, customerId, quoteGuid, lock),
    clear: (executor, customerId, quoteGuid) => cart.clearCartAfterOrder(executor, customerId, quoteGuid),
  };
}
