import { parseId } from '../../lib/ids';
import { invalid } from '../../lib/errors';
import { money } from '../../lib/money';
import type { LifecycleFacts } from './orders-lifecycle';
import { refundFor, type RefundBreakdown } from './orders-refunds';
import type { OrderExtras, OrderItemRow, OrderRow, OrderWithItems, ReturnView } from './orders.repository';

/** Pure helpers the orders service's parts share: id and cursor arguments, text limits, lifecycle facts, refunds. */

export const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const DAY = 86_400_000;
const PAGE_DEFAULT = 10;
const PAGE_MAX = 50;
const TEXT_MAX = 2000;

/**
 * An order, shipment or return id argument, by `parseId` of server/lib/ids.ts. The order pages have
 * always taken an id written with leading zeros ("007" is order 7), which `parseId` refuses: the
 * zeros are dropped first, so those links keep working.
 */
export function refId(ref: string | number): number | null {
  const s = String(ref).trim();
  return parseId(/^\d{1,10}$/.test(s) ? s.replace(/^0+(?=\d)/, '') : s);
}

export function encodeCursor(at: Date, id: number): string {
  return Buffer.from(`${at.toISOString()}|${id}`).toString('base64url');
}

export function decodeCursor(cursor: string | null | undefined): { at: Date; id: number } | null {
  if (!cursor) return null;
  const [iso, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const at = new Date(iso ?? '');
  const n = refId(id ?? '');
  if (Number.isNaN(at.getTime()) || n === null) throw invalid('The page cursor is not valid. Load the list again.');
  return { at, id: n };
}

export function pageSize(first: number | null | undefined): number {
  if (first == null) return PAGE_DEFAULT;
  if (!Number.isInteger(first) || first < 1 || first > PAGE_MAX) throw invalid(`Ask for 1 to ${PAGE_MAX} at a time.`);
  return first;
}

export function cleanText(v: string | null | undefined, what: string, max = TEXT_MAX): string {
  const t = (v ?? '').trim();
  if (t.length > max) throw invalid(`Use at most ${max} characters for ${what}.`);
  return t;
}

export const usdText = (v: string) => `$${money(v).toFixed(2)}`;

/** The lifecycle facts of an order: its units ordered, shipped, delivered and returned. */
export function factsOf(order: OrderRow & { items: OrderItemRow[] }, x: OrderExtras): LifecycleFacts {
  const ordered = new Map(order.items.map((i) => [i.id, i.quantity]));
  const shipped = new Map<number, number>();
  const delivered = new Map<number, number>();
  const returned = new Map<number, number>();
  let lastDeliveredAt: Date | null = null;
  for (const s of x.shipments) {
    const done = s.status === 'DELIVERED';
    if (done && s.deliveredAt && (!lastDeliveredAt || s.deliveredAt > lastDeliveredAt)) lastDeliveredAt = s.deliveredAt;
    for (const i of s.items) {
      shipped.set(i.orderItemId, (shipped.get(i.orderItemId) ?? 0) + i.quantity);
      if (done) delivered.set(i.orderItemId, (delivered.get(i.orderItemId) ?? 0) + i.quantity);
    }
  }
  for (const r of x.returns) {
    if (r.status === 'REJECTED') continue;
    for (const i of r.items) returned.set(i.orderItemId, (returned.get(i.orderItemId) ?? 0) + i.quantity);
  }
  return { orderStatus: order.orderStatus, shippingStatus: order.shippingStatus, isGuestOrder: order.isGuestOrder, ordered, shipped, delivered, returned, lastDeliveredAt };
}

/** The refund of these lines of a return at the order's prices (shipping too when the store was at fault: `refundFor`). */
export function refundOfReturn(order: OrderWithItems, ret: Pick<ReturnView, 'storeAtFault'>, lines: Array<{ orderItemId: number; quantity: number }>): RefundBreakdown {
  const byId = new Map(order.items.map((i) => [i.id, i]));
  return refundFor(
    order,
    lines.map((l) => ({ unitPriceExclTax: byId.get(l.orderItemId)!.unitPriceExclTax, unitPriceInclTax: byId.get(l.orderItemId)!.unitPriceInclTax, quantity: l.quantity })),
    ret.storeAtFault,
  );
}
