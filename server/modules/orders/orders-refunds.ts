import { money, round2, type Money } from '../../lib/money';

/** What a return gives back, each part rounded half to even to cents. */
export interface RefundBreakdown {
  items: string;
  tax: string;
  shipping: string;
  total: string;
}

export interface RefundOrder {
  subtotalExclTax: string;
  subtotalDiscountExclTax: string;
  shippingInclTax: string;
  shippingDiscount: string;
  orderTotal: string;
  refundedAmount: string;
}

export interface RefundLine {
  unitPriceExclTax: string;
  unitPriceInclTax: string;
  quantity: number;
}

/**
 * The refund of some units of an order: their price less their share of the order's discount,
 * their tax at the rate they were charged, and, when the store was at fault, their share (by
 * value) of what the customer paid for shipping. Never more than the order has left to refund.
 */
export function refundFor(order: RefundOrder, lines: RefundLine[], storeAtFault: boolean): RefundBreakdown {
  const subtotal = money(order.subtotalExclTax);
  const keep = subtotal.gt(0) ? money(1).sub(money(order.subtotalDiscountExclTax).div(subtotal)) : money(1);
  let gross: Money = money(0);
  let net: Money = money(0);
  let tax: Money = money(0);
  for (const l of lines) {
    if (l.quantity <= 0) continue;
    const unit = money(l.unitPriceExclTax);
    const value = unit.mul(l.quantity);
    const lineNet = value.mul(keep);
    gross = gross.add(value);
    net = net.add(lineNet);
    if (unit.gt(0)) tax = tax.add(lineNet.mul(money(l.unitPriceInclTax).div(unit).sub(1)));
  }
  const shippingPaid = money(order.shippingInclTax).sub(order.shippingDiscount);
  const shipping = storeAtFault && subtotal.gt(0) && shippingPaid.gt(0) ? shippingPaid.mul(gross.div(subtotal)) : money(0);
  const parts = { items: round2(net), tax: round2(tax), shipping: round2(shipping) };
  let total = parts.items.add(parts.tax).add(parts.shipping);
  const left = money(order.orderTotal).sub(order.refundedAmount);
  if (total.gt(left)) total = left.lt(0) ? money(0) : left;
  return { items: parts.items.toFixed(2), tax: parts.tax.toFixed(2), shipping: parts.shipping.toFixed(2), total: total.toFixed(2) };
}
