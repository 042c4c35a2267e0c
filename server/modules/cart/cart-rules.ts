import { canAddToCart, canOrderFromQuote, isBackordered as backordered } from '../../../shared/availability';
import type { AvailabilityStatus } from '../../../shared/enums';
import type { DomainErrorCode } from '../../../shared/errors';
import { quantityProblem as sharedQuantityProblem } from '../../../shared/quantity-rules';
import { parseId } from '../../lib/ids';

// The id parsers are the server's (quotes use them too); the cart's callers keep importing them here.
export { parseId, parseQuoteGuid } from '../../lib/ids';

export { allowedQuantityList, MAX_LINE_QUANTITY } from '../../../shared/quantity-rules';
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
 * Why `quantity` of this product cannot be ordered (shared/quantity-rules: whole number, minimum,
 * maximum, allowed quantities, stock on hand unless it can be backordered; a quoted line only the
 * stock). Null when it can.
 */
export function quantityProblem(p: QuantityProduct, quantity: number, quoted = false): string | null {
  return sharedQuantityProblem(p.name, p, quantity, { quoted })?.message ?? null;
}

/**
 * Why this product cannot go into the cart at `quantity`, with the code the refusal carries
 * (PRODUCT_UNAVAILABLE, OUT_OF_STOCK or VALIDATION), or null when it can.
 */
export function lineRefusal(p: QuantityProduct, quantity: number): { code: DomainErrorCode; reason: string } | null {
  const unavailable = availabilityProblem(p, false);
  if (unavailable) return { code: 'PRODUCT_UNAVAILABLE', reason: unavailable };
  const problem = sharedQuantityProblem(p.name, p, quantity);
  if (!problem) return null;
  return { code: problem.kind === 'stock' ? 'OUT_OF_STOCK' : 'VALIDATION', reason: problem.message };
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
