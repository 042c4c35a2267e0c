import { and, asc, desc, eq, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orders } from '../../db/schema/orders';
import type { OrderWithItems } from './orders.repository';

/** The status filters of the staff's order queue: every order status, plus "to ship" (under way, not all shipped). */
export const ADMIN_ORDER_FILTERS = ['ALL', 'TO_SHIP', 'PENDING', 'PROCESSING', 'COMPLETE', 'CANCELLED'] as const;
export type AdminOrderFilter = (typeof ADMIN_ORDER_FILTERS)[number];

/** Which orders of every customer the staff's queue shows. */
export interface AdminOrderQuery {
  /** Part of the order number or of the order's e-mail, any case; empty for all. */
  search: string;
  status: AdminOrderFilter;
  /** Keyset: orders strictly older than this (created, id). */
  before: { at: Date; id: number } | null;
  limit: number;
}

const likeText = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Every customer's orders, newest first, with their total before paging (the staff's order queue). */
export async function listAllOrders(db: Db, q: AdminOrderQuery): Promise<{ rows: OrderWithItems[]; total: number }> {
  const where: SQL[] = [];
  const text = q.search.trim();
  if (text) where.push(or(ilike(orders.customOrderNumber, likeText(text)), ilike(orders.email, likeText(text)))!);
  if (q.status === 'TO_SHIP') where.push(eq(orders.orderStatus, 'PROCESSING'), inArray(orders.shippingStatus, ['NOT_YET_SHIPPED', 'PARTIALLY_SHIPPED']));
  else if (q.status !== 'ALL') where.push(eq(orders.orderStatus, q.status));
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(orders).where(and(...where));
  if (q.before) where.push(or(lt(orders.createdAt, q.before.at), and(eq(orders.createdAt, q.before.at), lt(orders.id, q.before.id)))!);
  const rows = await db.select().from(orders).where(and(...where)).orderBy(desc(orders.createdAt), desc(orders.id)).limit(q.limit);
  const items = rows.length ? await db.select().from(orderItems).where(inArray(orderItems.orderId, rows.map((r) => r.id))).orderBy(asc(orderItems.id)) : [];
  return { rows: rows.map((r) => ({ ...r, items: items.filter((i) => i.orderId === r.id) })), total: n };
}
