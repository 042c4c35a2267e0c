import type { CartTotals } from '../../../shared/cart-totals';
import type { OrderDiscount, OrderShippingMethod } from '../../../shared/orders';
import { money } from '../../lib/money';
import type { CartProblem, CartView } from './cart-view';

/** One line of a priced cart, as checkout charges it and the order records it. Amounts are decimal strings. */
export interface PricedLine {
  shoppingCartItemId: number;
  productId: number;
  quantity: number;
  /** The authoritative unit price (4 decimals): the quote's when quoted, else the catalogue's; null when the part has none (free). */
  unitPrice: string | null;
  /** unitPrice × quantity rounded half to even, 2 decimals. */
  lineAmount: string;
  backordered: boolean;
  reference: string;
  /** The quote's line it came from: its price was set by our staff. Null for a line the customer added. */
  quoteItemId: number | null;
  /** The shipping group the line ships in (profile, vendor, warehouse, backordered). */
  groupKey: string;
}

/** Every amount a decimal string with 2 places (the cart's totals). */
export type PricedTotals = Omit<CartTotals, 'canCheckout'>;

/**
 * The cart priced by the server alone, the one shape from cart to order: its lines, the shipping
 * method of each group and the coupon that counts (as the order stores them), tax and totals,
 * and why it cannot be ordered as it is.
 */
export interface PricedCart {
  cartId: number | null;
  customerId: number;
  quote: { id: number; guid: string; title: string; expirationDate: Date } | null;
  lines: PricedLine[];
  shippingMethods: OrderShippingMethod[];
  /** The coupon that counts (the first applied one that applies), if any. */
  usedDiscounts: OrderDiscount[];
  itemTaxRate: string;
  shippingTaxRate: string;
  totals: PricedTotals;
  poNumber: string;
  /** Why the cart cannot be ordered as it is (empty, expired quote, missing shipping method…); empty when it can. */
  problems: CartProblem[];
  canOrder: boolean;
}

/**
 * The cart priced for checkout, with what its figures depend on besides the tables of rates: the
 * cart's revision (null: no cart) and each ordered product's stock and pricing fingerprint, read
 * in the same snapshot as the figures.
 */
export interface CheckoutPricedCart extends PricedCart {
  revision: string | null;
  products: Array<{ id: number; stock: number; fingerprint: string }>;
}

/** The priced cart of a cart view. */
export function pricedCartOf(v: CartView, customerId: number): PricedCart {
  const first = v.appliedDiscounts[0];
  const { canCheckout: _canCheckout, ...totals } = v.totals;
  return {
    cartId: v.cartId,
    customerId,
    quote: v.quote ? { id: v.quote.id, guid: v.quote.guid, title: v.quote.title, expirationDate: v.quote.expirationDate } : null,
    lines: v.groups.flatMap((g) =>
      g.items.map((i) => ({
        shoppingCartItemId: i.id,
        productId: i.productId,
        quantity: i.quantity,
        unitPrice: i.price === null ? null : money(i.price).toFixed(4),
        lineAmount: i.amount,
        backordered: i.backordered,
        reference: i.reference,
        quoteItemId: i.quoteItemId,
        groupKey: g.key,
      })),
    ),
    shippingMethods: v.groups.flatMap((g) =>
      g.selected ? [{ groupKey: g.key, methodId: g.selected.id, name: g.selected.name, price: g.selected.price, eta: g.selected.eta }] : [],
    ),
    usedDiscounts: first ? [{ name: first.name, couponCode: first.couponCode, discountType: first.discountType, amount: first.discountAmount }] : [],
    itemTaxRate: v.itemTaxRate.toString(),
    shippingTaxRate: v.shippingTaxRate.toString(),
    totals,
    poNumber: v.poNumber,
    problems: v.problems,
    canOrder: v.canOrder,
  };
}
