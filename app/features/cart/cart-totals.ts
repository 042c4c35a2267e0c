import Decimal from 'decimal.js';
import type { Cart, CartItem } from './api/cart-api';

// Spec 2 §5/§9: decimal arithmetic, every amount rounded half to even to 2 decimals.
const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_EVEN });
type Money = InstanceType<typeof D>;

const money = (v: number | string | null | undefined): Money => new D(v ?? 0);
const round2 = (v: Money): Money => v.toDecimalPlaces(2, D.ROUND_HALF_EVEN);
const clamp = (v: Money, max: Money): Money => (v.gt(max) ? max : v.lt(0) ? money(0) : v);

export interface TotalsLine {
  /** Unit price (up to 4 decimals); null is free. */
  unitPrice: number | string | null;
  quantity: number;
  taxExempt: boolean;
}

export interface TotalsInput {
  lines: TotalsLine[];
  /** The selected methods' prices summed, or null while some group has none. */
  shipping: number | string | null;
  subtotalDiscount: number | string;
  shippingDiscount: number | string;
  itemTaxRate: number | string;
  shippingTaxRate: number | string;
}

/** Every amount a number with at most 2 decimals; `total` null while shipping is unknown. */
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
export function lineAmount(unitPrice: number | string | null, quantity: number): number {
  return round2(money(unitPrice).mul(quantity)).toNumber();
}

/**
 * The cart's totals as the customer sees them before checkout: subtotal of rounded line amounts;
 * the (first) discount lowers the subtotal and, pro rata, the taxable amount; tax-exempt parts add
 * no item tax; shipping tax is on shipping after its discount. The server recomputes all of it
 * when the order is placed.
 */
export function computeTotals(input: TotalsInput): CartTotals {
  let subtotal = money(0);
  let taxable = money(0);
  for (const l of input.lines) {
    const amount = round2(money(l.unitPrice).mul(l.quantity));
    subtotal = subtotal.add(amount);
    if (!l.taxExempt) taxable = taxable.add(amount);
  }
  const discount = clamp(round2(money(input.subtotalDiscount)), subtotal);
  const shippingKnown = input.shipping !== null;
  const shipping = round2(money(input.shipping));
  const shippingDiscount = clamp(round2(money(input.shippingDiscount)), shipping);
  const taxableDiscount = subtotal.isZero() ? money(0) : round2(discount.mul(taxable).div(subtotal));
  const itemTax = round2(taxable.sub(taxableDiscount).mul(money(input.itemTaxRate)));
  const shippingTax = round2(shipping.sub(shippingDiscount).mul(money(input.shippingTaxRate)));
  const tax = itemTax.add(shippingTax);
  const total = subtotal.sub(discount).add(shipping).sub(shippingDiscount).add(tax);
  return {
    subtotal: subtotal.toNumber(),
    discount: discount.toNumber(),
    shipping: shippingKnown ? shipping.toNumber() : null,
    shippingDiscount: shippingDiscount.toNumber(),
    itemTax: itemTax.toNumber(),
    shippingTax: shippingTax.toNumber(),
    tax: tax.toNumber(),
    total: shippingKnown ? total.toNumber() : null,
    canCheckout: shippingKnown && input.lines.length > 0 && !total.isZero(),
  };
}

const SHIPPING_DISCOUNT = 'SHIPPING';

/** The totals of a cart as loaded (or as changed on screen): only the first applied discount counts. */
export function cartTotals(cart: Pick<Cart, 'productGroups' | 'appliedDiscounts' | 'estimatedItemTaxRate' | 'estimatedShippingTaxRate'>): CartTotals {
  const items: CartItem[] = cart.productGroups.flatMap((g) => g.items);
  const groupsWithout = cart.productGroups.some((g) => !g.shippingMethods.some((m) => m.selected));
  const shipping = groupsWithout
    ? null
    : cart.productGroups.reduce((sum, g) => sum.add(money(g.shippingMethods.find((m) => m.selected)?.price ?? 0)), money(0)).toString();
  const first = cart.appliedDiscounts[0];
  const reducesShipping = first?.discountType === SHIPPING_DISCOUNT;
  return computeTotals({
    lines: items.map((i) => ({ unitPrice: i.price, quantity: i.quantity, taxExempt: i.product?.isTaxExempt ?? false })),
    shipping,
    subtotalDiscount: first && !reducesShipping ? first.discountAmount : 0,
    shippingDiscount: first && reducesShipping ? first.discountAmount : 0,
    itemTaxRate: cart.estimatedItemTaxRate,
    shippingTaxRate: cart.estimatedShippingTaxRate,
  });
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
