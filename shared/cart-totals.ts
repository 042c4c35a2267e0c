// The cart's totals (spec 2 §4, §5, §9), one copy for the browser (the cart and checkout pages
// recompute them as the customer changes things) and the server (which prices the order).
import { money, round2, toFixed, type Money, type MoneyInput } from './money';
import { clamp, isZero, minus, plus, quotient, times } from './money-math';

export interface TotalsLine {
  /** Unit price, up to 4 decimals; null means free. */
  unitPrice: MoneyInput | null;
  quantity: number;
  taxExempt: boolean;
}

export interface TotalsInput {
  lines: TotalsLine[];
  /** Sum of the groups' selected shipping methods. */
  shipping: MoneyInput;
  subtotalDiscount: MoneyInput;
  shippingDiscount: MoneyInput;
  itemTaxRate: MoneyInput;
  shippingTaxRate: MoneyInput;
}

/** Every amount as a string with 2 decimals ("12.50"). */
export interface CartTotals {
  subtotal: string;
  discount: string;
  shipping: string;
  shippingDiscount: string;
  itemTax: string;
  shippingTax: string;
  tax: string;
  total: string;
  /** Spec 2 §4: checkout only with parts in the cart and a grand total that is not zero. */
  canCheckout: boolean;
}

/** Line amount: unit price × quantity, rounded half to even to 2 decimals. */
export function lineAmount(unitPrice: MoneyInput | null, quantity: number): Money {
  return round2(times(unitPrice ?? 0, quantity));
}

/**
 * Cart totals: subtotal = Σ rounded line amounts; the discount lowers the subtotal, and its share
 * on taxable lines (pro rata) lowers the taxable amount; tax-exempt products add no item tax;
 * shipping tax is on shipping after its discount. Every step rounds half to even to 2 decimals.
 */
export function cartTotals(input: TotalsInput): CartTotals {
  let subtotal = money(0);
  let taxable = money(0);
  for (const l of input.lines) {
    const amount = lineAmount(l.unitPrice, l.quantity);
    subtotal = plus(subtotal, amount);
    if (!l.taxExempt) taxable = plus(taxable, amount);
  }
  const discount = clamp(round2(input.subtotalDiscount), subtotal);
  const shipping = round2(input.shipping);
  const shippingDiscount = clamp(round2(input.shippingDiscount), shipping);
  const taxableDiscount = isZero(subtotal) ? money(0) : quotient(times(discount, taxable), subtotal, 2);
  const itemTax = round2(times(minus(taxable, taxableDiscount), input.itemTaxRate));
  const shippingTax = round2(times(minus(shipping, shippingDiscount), input.shippingTaxRate));
  const tax = plus(itemTax, shippingTax);
  const total = plus(minus(plus(minus(subtotal, discount), shipping), shippingDiscount), tax);
  return {
    subtotal: toFixed(subtotal),
    discount: toFixed(discount),
    shipping: toFixed(shipping),
    shippingDiscount: toFixed(shippingDiscount),
    itemTax: toFixed(itemTax),
    shippingTax: toFixed(shippingTax),
    tax: toFixed(tax),
    total: toFixed(total),
    canCheckout: input.lines.length > 0 && !isZero(total),
  };
}
