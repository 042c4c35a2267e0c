import { AVAILABILITY_STATUSES, type AvailabilityStatus } from './enums';

/**
 * What an availability status (spec 2 §3) means for ordering: the one copy the cart, checkout,
 * catalogue and browser read.
 *
 * - `order`: `cart` when anyone may order it online; `quote` when it is sold by phone, so only a
 *   quote may carry it into a cart; `none` when it cannot be ordered at all.
 * - `stock`: `limits` when the quantity cannot go beyond the stock on hand; `backorders` when the
 *   units beyond the stock are sold and ship later (the line is backordered); `vendor` when the
 *   stock on hand is not ours to count.
 * - `awaitsStock`: the part cannot be bought from our stock now, so a back-in-stock notice applies.
 */
export interface StatusPolicy {
  order: 'cart' | 'quote' | 'none';
  stock: 'limits' | 'backorders' | 'vendor';
  awaitsStock: boolean;
}

export const AVAILABILITY_POLICY: Readonly<Record<AvailabilityStatus, StatusPolicy>> = {
  IN_STOCK: { order: 'cart', stock: 'limits', awaitsStock: false },
  LOW_STOCK: { order: 'cart', stock: 'limits', awaitsStock: false },
  // Spec 2 §4 shows it as "In Stock and Drop Ship", and the vendor ships it from its own warehouse
  // (domain: "Vendors ship from their own warehouses"): our stock neither limits it nor makes it wait,
  // so it is orderable in any quantity and never backordered.
  DROP_SHIP: { order: 'cart', stock: 'vendor', awaitsStock: false },
  CAN_BACKORDER: { order: 'cart', stock: 'backorders', awaitsStock: true },
  BUILD_TO_ORDER: { order: 'cart', stock: 'backorders', awaitsStock: false },
  PREORDER: { order: 'cart', stock: 'backorders', awaitsStock: true },
  CALL_FOR_PRICE: { order: 'quote', stock: 'limits', awaitsStock: false },
  CALL_TO_ORDER: { order: 'quote', stock: 'limits', awaitsStock: false },
  CONTACT_SELLER: { order: 'quote', stock: 'limits', awaitsStock: false },
  DISCONTINUED: { order: 'none', stock: 'limits', awaitsStock: false },
  NOT_AVAILABLE: { order: 'none', stock: 'limits', awaitsStock: true },
};

// The browser passes the status as the API's plain string; an unknown one is treated as not orderable.
const NOT_ORDERABLE: StatusPolicy = { order: 'none', stock: 'limits', awaitsStock: false };
export function policyOf(status: string): StatusPolicy {
  return (AVAILABILITY_POLICY as Record<string, StatusPolicy>)[status] ?? NOT_ORDERABLE;
}

/** Whether anyone may add a part of this status to the cart (a priced part; a price-less one is sold by phone). */
export const canAddToCart = (status: string): boolean => policyOf(status).order === 'cart';

/** Whether a quote may carry a part of this status into the cart. */
export const canOrderFromQuote = (status: string): boolean => policyOf(status).order !== 'none';

/**
 * Whether a cart line of this status may be ordered: a quoted line (its price set by our staff on
 * a quote) whenever a quote may carry the part, any other line only when anyone may add it.
 */
export const canOrderLine = (status: string, quoted: boolean): boolean => (quoted ? canOrderFromQuote(status) : canAddToCart(status));

/** Whether units beyond the stock on hand are sold and ship later. */
export const isBackorderable = (status: string): boolean => policyOf(status).stock === 'backorders';

/** The most units the stock on hand allows, or null when the stock does not limit the quantity. */
export function stockLimit(status: string, stock: number): number | null {
  return policyOf(status).stock === 'limits' ? Math.max(0, stock) : null;
}

/** Whether a line of `quantity` waits for stock: it ships later, in its own group. */
export function isBackordered(status: string, stock: number, quantity: number): boolean {
  return isBackorderable(status) && quantity > Math.max(0, stock);
}

/** Statuses under which a part cannot be bought from our stock now (back-in-stock notices). */
export const AWAITING_STOCK_STATUSES: readonly AvailabilityStatus[] = AVAILABILITY_STATUSES.filter((s) => AVAILABILITY_POLICY[s].awaitsStock);

/** Statuses that become IN_STOCK when stock arrives: a pre-order stays one until its release. */
export const RESTOCKED_STATUSES: readonly AvailabilityStatus[] = AWAITING_STOCK_STATUSES.filter((s) => s !== 'PREORDER');

/** Whether the part can be bought from stock now (spec 2 §3 canNotify offers a notice otherwise). */
export function inStockNow(status: string, stock: number): boolean {
  return stock > 0 && !policyOf(status).awaitsStock;
}

/** Whether the part ships without waiting for stock (schema.org InStock). */
export function shipsWithoutWaiting(status: string): boolean {
  const p = policyOf(status);
  return p.order === 'cart' && p.stock !== 'backorders';
}
