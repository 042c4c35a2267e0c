import { DomainError, invalid } from '../../lib/errors';
import type { OrderStatus, PaymentStatus, ShippingStatus } from '../../../shared/enums';
import { RETURN_WINDOW_DAYS, type ReturnStatus } from '../../../shared/order-lifecycle';

// The order's three statuses and the moves allowed between them: the table of docs/orders.md.
// Every write of a status goes through `assertTransition`, so a move not listed here never lands.

export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  PENDING: ['PROCESSING', 'CANCELLED'],
  PROCESSING: ['COMPLETE', 'CANCELLED'],
  COMPLETE: [],
  CANCELLED: [],
};

export const PAYMENT_TRANSITIONS: Record<PaymentStatus, readonly PaymentStatus[]> = {
  PENDING: ['AUTHORIZED', 'PAID', 'VOIDED'],
  AUTHORIZED: ['PAID', 'VOIDED'],
  // A capture that has not settled yet is voided rather than refunded.
  PAID: ['PARTIALLY_REFUNDED', 'REFUNDED', 'VOIDED'],
  PARTIALLY_REFUNDED: ['PARTIALLY_REFUNDED', 'REFUNDED'],
  REFUNDED: [],
  VOIDED: [],
};

export const SHIPPING_TRANSITIONS: Record<ShippingStatus, readonly ShippingStatus[]> = {
  NOT_YET_SHIPPED: ['PARTIALLY_SHIPPED', 'SHIPPED'],
  PARTIALLY_SHIPPED: ['PARTIALLY_SHIPPED', 'SHIPPED'],
  SHIPPED: ['DELIVERED'],
  DELIVERED: [],
};

export const RETURN_TRANSITIONS: Record<ReturnStatus, readonly ReturnStatus[]> = {
  REQUESTED: ['APPROVED', 'REJECTED'],
  APPROVED: ['RECEIVED', 'REJECTED'],
  RECEIVED: ['REFUNDED'],
  REJECTED: [],
  REFUNDED: [],
};

const TABLES = { order: ORDER_TRANSITIONS, payment: PAYMENT_TRANSITIONS, shipping: SHIPPING_TRANSITIONS, return: RETURN_TRANSITIONS } as const;
type Kinds = { order: OrderStatus; payment: PaymentStatus; shipping: ShippingStatus; return: ReturnStatus };

const LABEL = { order: 'An order', payment: 'A payment', shipping: 'A shipment', return: 'A return' } as const;

/** Whether the table allows the move; staying where it is always is (a retried call). */
export function canTransition<K extends keyof Kinds>(kind: K, from: Kinds[K], to: Kinds[K]): boolean {
  return from === to || (TABLES[kind] as Record<string, readonly string[]>)[from].includes(to);
}

/** Refuses a move the table does not list, with the statuses in words. */
export function assertTransition<K extends keyof Kinds>(kind: K, from: Kinds[K], to: Kinds[K]): void {
  if (!canTransition(kind, from, to)) {
    throw new DomainError('CONFLICT', `${LABEL[kind]} cannot go from ${words(from)} to ${words(to)}.`);
  }
}

const words = (status: string) => status.toLowerCase().replaceAll('_', ' ');

/** What the flags are computed from: the order's statuses and its shipped, delivered and returned units. */
export interface LifecycleFacts {
  orderStatus: OrderStatus;
  shippingStatus: ShippingStatus;
  isGuestOrder: boolean;
  /** Units per order item. */
  ordered: Map<number, number>;
  shipped: Map<number, number>;
  delivered: Map<number, number>;
  /** Units in returns that are not rejected. */
  returned: Map<number, number>;
  /** The latest delivery; the return window runs from it. */
  lastDeliveredAt: Date | null;
}

const sum = (m: Map<number, number>) => [...m.values()].reduce((a, b) => a + b, 0);

/** Nothing has left the warehouse, and the order is neither finished nor cancelled. */
export function canCancel(f: LifecycleFacts): boolean {
  return (f.orderStatus === 'PENDING' || f.orderStatus === 'PROCESSING') && f.shippingStatus === 'NOT_YET_SHIPPED' && sum(f.shipped) === 0;
}

/** The end of the return window, or null before anything was delivered. */
export function returnWindowEnd(f: Pick<LifecycleFacts, 'lastDeliveredAt'>, windowDays = RETURN_WINDOW_DAYS): Date | null {
  return f.lastDeliveredAt ? new Date(f.lastDeliveredAt.getTime() + windowDays * 86_400_000) : null;
}

/** Units of each item that may still be returned: delivered minus already in a return. */
export function returnable(f: Pick<LifecycleFacts, 'delivered' | 'returned'>): Map<number, number> {
  const out = new Map<number, number>();
  for (const [id, q] of f.delivered) out.set(id, Math.max(0, q - (f.returned.get(id) ?? 0)));
  return out;
}

/** Delivered, within the return window, and something left to return. */
export function canReturn(f: LifecycleFacts, now: Date, windowDays = RETURN_WINDOW_DAYS): boolean {
  const end = returnWindowEnd(f, windowDays);
  return f.orderStatus !== 'CANCELLED' && end !== null && now <= end && sum(returnable(f)) > 0;
}

/** The shipping status that the shipped and delivered units give. */
export function shippingStatusOf(f: Pick<LifecycleFacts, 'ordered' | 'shipped' | 'delivered'>): ShippingStatus {
  const ordered = sum(f.ordered);
  const shipped = sum(f.shipped);
  if (shipped === 0) return 'NOT_YET_SHIPPED';
  if (shipped < ordered) return 'PARTIALLY_SHIPPED';
  return sum(f.delivered) >= ordered ? 'DELIVERED' : 'SHIPPED';
}

/**
 * The lines a return asks for, merged by order item and checked: each a part of the order (`names`:
 * order item id → product name), 0 or more units (0 leaves it out), at least one unit in all, and no
 * more than `left` says may still go back. Throws VALIDATION with the customer's words otherwise.
 */
export function chosenReturnLines(
  items: ReadonlyArray<{ orderItemId: string | number; quantity: number }>,
  names: ReadonlyMap<number, string>,
  left: ReadonlyMap<number, number>,
): Array<{ orderItemId: number; quantity: number }> {
  const merged = new Map<number, number>();
  for (const l of items) {
    const raw = String(l.orderItemId).trim();
    const id = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
    const name = names.get(id);
    if (name === undefined) throw invalid('That part is not in this order.');
    if (!Number.isInteger(l.quantity) || l.quantity < 0) throw invalid(`Enter a quantity of 0 or more for ${name}.`);
    if (l.quantity > 0) merged.set(id, (merged.get(id) ?? 0) + l.quantity);
  }
  if (merged.size === 0) throw invalid('Choose at least one part to return.');
  for (const [id, q] of merged) {
    const may = left.get(id) ?? 0;
    if (q > may) throw invalid(may === 0 ? `${names.get(id)} cannot be returned: it was not delivered or is in a return already.` : `You can return at most ${may} of ${names.get(id)}.`);
  }
  return [...merged].map(([orderItemId, quantity]) => ({ orderItemId, quantity }));
}
