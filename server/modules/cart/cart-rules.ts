import type { AvailabilityStatus } from '../../../shared/enums';
import { parseId } from '../../lib/ids';

// The id parsers are the server's (quotes use them too); the cart's callers keep importing them here.
export { parseId, parseQuoteGuid } from '../../lib/ids';

/** Spec 2 §8: the texts a failed cart call rejects with; a reason may follow. */
export const CART_ERRORS = {
  add: 'Failed to add product to cart',
  remove: 'Failed to remove product from cart',
  saveForLater: 'Failed to move product to wish list',
  moveToCart: 'Failed to move product to the cart',
  changeQuantity: 'Failed to change the quantity',
  setLineReference: 'Failed to change the references',
  addCoupon: 'Failed to add coupon',
  removeCoupon: 'Failed to remove coupon',
  // The spec only logs these two on the client; the server still answers with a clear text.
  setDestination: 'Failed to set the destination',
  setShippingMethod: 'Failed to set the shipping method',
  setPoNumber: 'Failed to save the PO number',
} as const;

/** Spec 2 §8: what a read-only quote cart answers to each change. */
export const QUOTE_BLOCKED = {
  add: 'Cannot add product to a quote',
  remove: 'Cannot remove product from a quote',
  saveForLater: 'Cannot move product to wishlist from a quote',
  moveToCart: 'Cannot move product to cart for a quote',
  changeQuantity: 'Cannot change quantity of a product on a quote',
  addCoupon: 'Cannot add coupon to a quote',
  removeCoupon: 'Cannot remove coupon from a quote',
} as const;

/** Statuses that cannot be ordered from the cart at all (a quote may still carry them). */
const NOT_ORDERABLE: ReadonlySet<AvailabilityStatus> = new Set(['DISCONTINUED', 'NOT_AVAILABLE', 'CALL_FOR_PRICE', 'CALL_TO_ORDER', 'CONTACT_SELLER']);
/** Statuses sold beyond the stock on hand: the rest ships when it comes in. */
const BACKORDERABLE: ReadonlySet<AvailabilityStatus> = new Set(['CAN_BACKORDER', 'BUILD_TO_ORDER', 'PREORDER']);

export const MAX_LINE_QUANTITY = 10_000;
export const MAX_REFERENCE_LENGTH = 100;

/** What the quantity rules look at in a product. */
export interface QuantityProduct {
  name: string;
  status: AvailabilityStatus;
  price: string | null;
  stock: number;
  orderMinimumQuantity: number;
  orderMaximumQuantity: number;
  /** Comma-separated list, empty when any quantity is sold. */
  allowedQuantities: string;
  published: boolean;
  deleted: boolean;
}

export const isBackorderable = (status: AvailabilityStatus) => BACKORDERABLE.has(status);

/** The quantities a product is sold in, or null when any quantity between the limits is. */
export function allowedQuantityList(raw: string): number[] | null {
  const list = raw
    .split(',')
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isInteger(n) && n > 0);
  return list.length ? [...new Set(list)].sort((a, b) => a - b) : null;
}

/** Whether a line of this quantity waits for stock. */
export function isBackordered(p: Pick<QuantityProduct, 'status' | 'stock'>, quantity: number): boolean {
  return isBackorderable(p.status) && quantity > Math.max(0, p.stock);
}

/** Why this product cannot be in a cart at all (unpublished, discontinued, call for price), or null. */
export function availabilityProblem(p: QuantityProduct, fromQuote: boolean): string | null {
  if (p.deleted || !p.published) return `${p.name} is no longer sold.`;
  if (p.status === 'DISCONTINUED') return `${p.name} is discontinued.`;
  if (p.status === 'NOT_AVAILABLE') return `${p.name} is not available.`;
  if (fromQuote) return null;
  if (NOT_ORDERABLE.has(p.status) || p.price === null) return `${p.name} is sold by phone only: call us for its price.`;
  return null;
}

/**
 * Why `quantity` of this product cannot be ordered (spec 2 §5 and the product's limits): whole
 * number, minimum, maximum, allowed quantities, stock on hand unless it can be backordered.
 * Null when it can.
 */
export function quantityProblem(p: QuantityProduct, quantity: number): string | null {
  if (!Number.isInteger(quantity) || quantity < 1) return 'Enter a quantity of 1 or more.';
  if (quantity > MAX_LINE_QUANTITY) return `Enter a quantity of ${MAX_LINE_QUANTITY.toLocaleString('en-US')} or less.`;
  const min = Math.max(1, p.orderMinimumQuantity);
  const max = Math.max(min, p.orderMaximumQuantity);
  if (quantity < min) return `${p.name} is sold in quantities of ${min} or more.`;
  if (quantity > max) return `You can order at most ${max} of ${p.name}.`;
  const allowed = allowedQuantityList(p.allowedQuantities);
  if (allowed && !allowed.includes(quantity)) return `${p.name} is sold in quantities of ${joinOr(allowed)}.`;
  if (!isBackorderable(p.status) && quantity > p.stock) {
    return p.stock <= 0 ? `${p.name} is out of stock.` : `Only ${p.stock} of ${p.name} ${p.stock === 1 ? 'is' : 'are'} in stock.`;
  }
  return null;
}

function joinOr(values: number[]): string {
  if (values.length === 1) return String(values[0]);
  return `${values.slice(0, -1).join(', ')} or ${values[values.length - 1]}`;
}

/** A group id argument where 0 or empty means "none" (a part without vendor or warehouse). */
export function parseOptionalId(raw: string | number | null | undefined): number | null | undefined {
  if (raw === null || raw === undefined) return undefined;
  const s = String(raw).trim();
  if (s === '' || s === '0') return null;
  return parseId(s) ?? undefined;
}

/** The key of a cart group (spec 2 §3): shipping profile, vendor, warehouse, backordered flag. */
export function groupKey(g: { shippingProfileId: number; vendorId: number | null; warehouseId: number | null; backordered: boolean }): string {
  return `${g.shippingProfileId}:${g.vendorId ?? 0}:${g.warehouseId ?? 0}:${g.backordered ? 1 : 0}`;
}
