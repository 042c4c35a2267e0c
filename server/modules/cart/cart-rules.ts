import { canAddToCart, canOrderFromQuote, isBackordered as backordered, stockLimit } from '../../../shared/availability';
import type { AvailabilityStatus } from '../../../shared/enums';
import type { DomainErrorCode } from '../../../shared/errors';
import { parseId } from '../../lib/ids';

// The id parsers are the server's (quotes use them too); the cart's callers keep importing them here.
export { parseId, parseQuoteGuid } from '../../lib/ids';

export const MAX_LINE_QUANTITY = 10_000;
/** Distinct lines one cart holds, saved-for-later included: far above any real order, a bound on what one session stores. */
export const MAX_CART_LINES = 100;
export const TOO_MANY_LINES = `Your cart and saved-for-later list hold at most ${MAX_CART_LINES} different parts together. Remove a part before adding another.`;
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
  return backordered(p.status, p.stock, quantity);
}

/** Why this product cannot be in a cart at all (unpublished, discontinued, call for price), or null. */
export function availabilityProblem(p: QuantityProduct, fromQuote: boolean): string | null {
  if (p.deleted || !p.published) return `${p.name} is no longer sold.`;
  if (!canOrderFromQuote(p.status)) return p.status === 'DISCONTINUED' ? `${p.name} is discontinued.` : `${p.name} is not available.`;
  if (fromQuote) return null;
  if (!canAddToCart(p.status) || p.price === null) return `${p.name} is sold by phone only: call us for its price.`;
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
  return stockProblem(p, quantity);
}

/** Why the stock on hand cannot cover `quantity` (parts the stock limits), or null. */
function stockProblem(p: QuantityProduct, quantity: number): string | null {
  const limit = stockLimit(p.status, p.stock);
  if (limit === null || quantity <= limit) return null;
  return p.stock <= 0 ? `${p.name} is out of stock.` : `Only ${p.stock} of ${p.name} ${p.stock === 1 ? 'is' : 'are'} in stock.`;
}

/**
 * Why this product cannot go into the cart at `quantity`, with the code the refusal carries
 * (PRODUCT_UNAVAILABLE, OUT_OF_STOCK or VALIDATION), or null when it can.
 */
export function lineRefusal(p: QuantityProduct, quantity: number): { code: DomainErrorCode; reason: string } | null {
  const unavailable = availabilityProblem(p, false);
  if (unavailable) return { code: 'PRODUCT_UNAVAILABLE', reason: unavailable };
  const problem = quantityProblem(p, quantity);
  if (!problem) return null;
  return { code: problem === stockProblem(p, quantity) ? 'OUT_OF_STOCK' : 'VALIDATION', reason: problem };
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
