import { canOrderLine, isBackordered } from '../../../shared/availability';
import { quantityProblem } from '../../../shared/quantity-rules';
import { DomainError, invalid } from '../../lib/errors';
import { money, round2 } from '../../lib/money';
import type { LockedProduct } from '../catalog/catalog.service';
import type { NewOrderItem } from '../orders/orders.service';
import type { PricedCart } from '../cart/cart.service';

/** Why a part that cannot be ordered is refused (which statuses those are is shared/availability's rule). */
const NOT_ORDERABLE_REASON: Record<string, string> = {
  DISCONTINUED: 'is discontinued',
  NOT_AVAILABLE: 'is not available',
  CALL_FOR_PRICE: 'needs a call for its price',
  CALL_TO_ORDER: 'can only be ordered by phone',
  CONTACT_SELLER: 'can only be ordered from the seller',
};

/** A product of the order under its row lock, and whether its lines wait for stock. */
export interface StockCheck {
  product: LockedProduct;
  backordered: boolean;
}

/** Units wanted per product. */
export function wantedOf(priced: PricedCart): Map<number, number> {
  const wanted = new Map<number, number>();
  for (const l of priced.lines) wanted.set(l.productId, (wanted.get(l.productId) ?? 0) + l.quantity);
  return wanted;
}

/** Refuses a cart that cannot be ordered as priced: empty, with a problem, nothing to pay, or a total other than the one the customer saw. */
export function checkPriced(priced: PricedCart, expectedTotal: string | null): void {
  if (priced.lines.length === 0) throw invalid('Your cart is empty.');
  if (priced.problems.length > 0) throw invalid(priced.problems[0].message);
  const total = money(priced.totals.total);
  if (total.lte(0)) throw invalid('The order total must be above zero to check out.');
  if (expectedTotal !== null && !total.eq(expectedTotal)) {
    throw new DomainError('TOTAL_CHANGED', `Your order total changed to $${total.toFixed(2)}. Please review your order and place it again.`);
  }
}

/**
 * The locked products checked against what the order takes (still sold, orderable, the quantity
 * rules and the stock of shared/quantity-rules; a quote's lines by the quote's terms), with the
 * backordered split; refused with the first problem.
 */
export function checkStock(priced: PricedCart, locked: LockedProduct[]): Map<number, StockCheck> {
  const byId = new Map(locked.map((p) => [p.id, p]));
  const wanted = wantedOf(priced);
  // A product is held to a quote's terms only when every line of it is the quote's.
  const quoted = new Map<number, boolean>();
  for (const l of priced.lines) quoted.set(l.productId, (quoted.get(l.productId) ?? true) && l.quoteItemId !== null);
  const out = new Map<number, StockCheck>();
  for (const [productId, qty] of wanted) {
    const p = byId.get(productId);
    const fromQuote = quoted.get(productId) ?? false;
    if (!p || p.deleted || !p.published) throw new DomainError('PRODUCT_UNAVAILABLE', 'A part in your cart is no longer sold. Please remove it from your cart.');
    if (!canOrderLine(p.status, fromQuote)) {
      const why = NOT_ORDERABLE_REASON[p.status] ?? NOT_ORDERABLE_REASON.NOT_AVAILABLE;
      throw new DomainError('PRODUCT_UNAVAILABLE', `${p.name} ${why}. Please remove it from your cart.`);
    }
    const problem = quantityProblem(p.name, p, qty, { quoted: fromQuote });
    if (problem) throw problem.kind === 'stock' ? new DomainError('OUT_OF_STOCK', problem.message) : invalid(problem.message);
    out.set(productId, { product: p, backordered: isBackordered(p.status, p.stock, qty) });
  }
  return out;
}

/** The order's amounts and lines from the priced cart (tax included per line at the cart's rate, none for tax-exempt parts). */
export function orderOf(priced: PricedCart, stock: Map<number, StockCheck>, boughtFor: Map<number, number>) {
  const itemRate = money(priced.itemTaxRate);
  // What each line takes from the shelf: a backordered line only what was there (stock stops at 0).
  const shelf = new Map([...stock].map(([id, s]) => [id, s.product.stock]));
  const items: NewOrderItem[] = priced.lines.map((l) => {
    const s = stock.get(l.productId)!;
    const reserved = Math.max(0, Math.min(l.quantity, shelf.get(l.productId) ?? 0));
    shelf.set(l.productId, (shelf.get(l.productId) ?? 0) - reserved);
    const unit = money(l.unitPrice ?? 0);
    const rate = s.product.isTaxExempt ? money(0) : itemRate;
    const unitIncl = unit.mul(rate.add(1)).toDecimalPlaces(4);
    return {
      productId: l.productId,
      garageMachineId: boughtFor.get(l.productId) ?? null,
      warehouseId: s.product.warehouseId,
      productName: s.product.name,
      sku: s.product.sku,
      quantity: l.quantity,
      unitPriceExclTax: unit.toFixed(4),
      unitPriceInclTax: unitIncl.toFixed(4),
      priceExclTax: round2(unit.mul(l.quantity)).toFixed(2),
      priceInclTax: round2(unitIncl.mul(l.quantity)).toFixed(2),
      reference: l.reference,
      backorderedWhenOrdered: s.backordered,
      reservedQuantity: reserved,
      shippingGroupKey: l.groupKey,
    };
  });
  const t = priced.totals;
  const order = {
    quoteId: priced.quote?.id ?? null,
    subtotalExclTax: t.subtotal,
    subtotalInclTax: money(t.subtotal).add(t.itemTax).toFixed(2),
    subtotalDiscountExclTax: t.discount,
    subtotalDiscountInclTax: round2(money(t.discount).mul(itemRate.add(1))).toFixed(2),
    shippingExclTax: t.shipping,
    shippingInclTax: money(t.shipping).add(t.shippingTax).toFixed(2),
    shippingDiscount: t.shippingDiscount,
    orderTax: t.tax,
    orderTotal: t.total,
    usedDiscounts: priced.usedDiscounts,
    shippingMethods: priced.shippingMethods,
  };
  return { order, items };
}
