import { cartTotals as sharedTotals, lineAmount as sharedLineAmount } from '../../../shared/cart-totals';
import type { DiscountType } from '../../../shared/enums';
import { toNumber } from '../../../shared/money';
import { sum } from '../../../shared/money-math';
import type { Cart, CartItem } from './api/cart-api';

// The arithmetic is shared/cart-totals.ts, the same code the server prices orders with; this file
// only reads the cart as the browser holds it and hands the components numbers.

/** Every amount a number with at most 2 decimals; `shipping` and `total` null while some group has no shipping method. */
export interface CartTotals {
  subtotal: number;
  discount: number;
  shipping: number | null;
  shippingDiscount: number;
  itemTax: number;
  shippingTax: number;
  tax: number;
  total: number | null;
  /** Spec 2 §4: checkout only when the grand total is known and not zero. */
  canCheckout: boolean;
}

/** A line's amount: unit price × quantity, half-even to 2 decimals. */
export const lineAmount = (unitPrice: number | string | null, quantity: number): number => toNumber(sharedLineAmount(unitPrice, quantity));

const SHIPPING_DISCOUNT: DiscountType = 'SHIPPING';

/** The totals of a cart as loaded (or as changed on screen): only the first applied discount counts. */
export function cartTotals(cart: Pick<Cart, 'productGroups' | 'appliedDiscounts' | 'estimatedItemTaxRate' | 'estimatedShippingTaxRate'>): CartTotals {
  const items: CartItem[] = cart.productGroups.flatMap((g) => g.items);
  const shippingKnown = cart.productGroups.every((g) => g.shippingMethods.some((m) => m.selected));
  const first = cart.appliedDiscounts[0];
  const reducesShipping = first?.discountType === SHIPPING_DISCOUNT;
  const t = sharedTotals({
    lines: items.map((i) => ({ unitPrice: i.price, quantity: i.quantity, taxExempt: i.product?.isTaxExempt ?? false })),
    // Unknown shipping counts as none until every group has a method; shipping and total then show as unknown.
    shipping: shippingKnown ? sum(cart.productGroups.map((g) => g.shippingMethods.find((m) => m.selected)?.price ?? 0)) : 0,
    subtotalDiscount: first && !reducesShipping ? first.discountAmount : 0,
    shippingDiscount: first && reducesShipping ? first.discountAmount : 0,
    itemTaxRate: cart.estimatedItemTaxRate,
    shippingTaxRate: cart.estimatedShippingTaxRate,
  });
  return {
    subtotal: toNumber(t.subtotal),
    discount: toNumber(t.discount),
    shipping: shippingKnown ? toNumber(t.shipping) : null,
    shippingDiscount: toNumber(t.shippingDiscount),
    itemTax: toNumber(t.itemTax),
    shippingTax: toNumber(t.shippingTax),
    tax: toNumber(t.tax),
    total: shippingKnown ? toNumber(t.total) : null,
    canCheckout: shippingKnown && t.canCheckout,
  };
}

/** Spec 2 §5: a line without a price (null, zero or missing) shows Free. */
export function isFree(price: number | null | undefined): boolean {
  return price === null || price === undefined || price <= 0;
}

/** Spec 2 §5: Save for later only for parts priced above 0. */
export const canSaveForLater = (price: number | null | undefined): boolean => !isFree(price);

/** Spec 2 §5: a carousel name is the text before " fits", cut to 40 characters plus an ellipsis. */
export function carouselName(name: string): string {
  const at = name.indexOf(' fits');
  const base = at >= 0 ? name.slice(0, at) : name;
  return base.length > 40 ? `${base.slice(0, 40)}…` : base;
}
