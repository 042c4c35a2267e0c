import { money, round2, type Money } from '../../lib/money';

export interface TotalsLine {
  /** Unit price, up to 4 decimals; null means free. */
  unitPrice: string | null;
  quantity: number;
  taxExempt: boolean;
}

export interface TotalsInput {
  lines: TotalsLine[];
  /** Sum of the groups' selected shipping methods. */
  shipping: string;
  subtotalDiscount: string;
  shippingDiscount: string;
  itemTaxRate: string;
  shippingTaxRate: string;
}

/** Every amount as a string with 2 decimals. */
export interface CartTotals {
  subtotal: string;
  discount: string;
  shipping: string;
  shippingDiscount: string;
  itemTax: string;
  shippingTax: string;
  tax: string;
  total: string;
}

/** Line amount: unit price × quantity, rounded half to even to 2 decimals. */
export function lineAmount(unitPrice: string | null, quantity: number): Money {
  return round2(money(unitPrice ?? 0).mul(quantity));
}

const clamp = (v: Money, max: Money) => (v.gt(max) ? max : v.lt(0) ? money(0) : v);

/**
 * Cart totals (spec 2 §4, §5, §9): subtotal = Σ rounded line amounts; the discount lowers the
 * subtotal, and its share on taxable lines (pro rata) lowers the taxable amount; tax-exempt
 * products add no item tax; shipping tax is on shipping after its discount. Every step rounds
 * half to even to 2 decimals.
 */
export function cartTotals(input: TotalsInput): CartTotals {
  let subtotal = money(0);
  let taxable = money(0);
  for (const l of input.lines) {
    const amount = lineAmount(l.unitPrice, l.quantity);
    subtotal = subtotal.add(amount);
    if (!l.taxExempt) taxable = taxable.add(amount);
  }
  const discount = clamp(round2(money(input.subtotalDiscount)), subtotal);
  const shipping = round2(money(input.shipping));
  const shippingDiscount = clamp(round2(money(input.shippingDiscount)), shipping);
  const taxableDiscount = subtotal.isZero() ? money(0) : round2(discount.mul(taxable).div(subtotal));
  const itemTax = round2(taxable.sub(taxableDiscount).mul(money(input.itemTaxRate)));
  const shippingTax = round2(shipping.sub(shippingDiscount).mul(money(input.shippingTaxRate)));
  const tax = itemTax.add(shippingTax);
  const total = subtotal.sub(discount).add(shipping).sub(shippingDiscount).add(tax);
  const s = (m: Money) => m.toFixed(2);
  return {
    subtotal: s(subtotal),
    discount: s(discount),
    shipping: s(shipping),
    shippingDiscount: s(shippingDiscount),
    itemTax: s(itemTax),
    shippingTax: s(shippingTax),
    tax: s(tax),
    total: s(total),
  };
}
