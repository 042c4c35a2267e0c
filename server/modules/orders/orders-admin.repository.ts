import { and, asc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orders } from '../../db/schema/orders';
import type { OrderWithItems } from './orders.repository';

/** The status filters of the staff's order queue: every order status, plus "to ship" (under way, not all shipped). */
export const ADMIN_ORDER_FILTERS = ['ALL', 'TO_SHIP', 'PENDING', 'PROCESSING', 'COMPLETE', 'CANCELLED'] as const;
export type AdminOrderFilter = (typeof ADMIN_ORDER_FILTERS)[number];

/** How the queue is ordered: by placement date or by total, either way. */
export const ADMIN_ORDER_SORTS = ['NEWEST', 'OLDEST', 'TOTAL_HIGH', 'TOTAL_LOW'] as const;
export type AdminOrderSort = (typeof ADMIN_ORDER_SORTS)[number];

/** The shipping methods a customer picks when a machine is down: the expedited ones of the rate table. */
export const MACHINE_DOWN_METHODS = ['next_day', 'two_day', 'express_international'] as const;

/** Which orders of every customer the staff's queue shows. */
export interface AdminOrderQuery {
  /** Order number, e-mail, customer name (billing or shipping) or PO, any case, in part; empty for all. */
  search: string;
  /** Products the search names by part number (SKU, manufacturer or interchange number, as search finds them). */
  partProductIds: number[];
  status: AdminOrderFilter;
  /** Placed at or after / before these instants. */
  from: Date | null;
  to: Date | null;
  /** Only orders with a line of these products (a vendor's, as the catalogue answers); null for any. */
  vendorProductIds: number[] | null;
  warehouseId: number | null;
  /** Only orders with an expedited (machine-down) shipping method. */
  machineDown: boolean;
  sort: AdminOrderSort;
  /** Keyset: orders strictly after this one in the chosen order (its sort value and id). */
  after: { value: string; id: number } | null;
  limit: number;
}

const likeText = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The order line's SKU as a key, the SQL twin of the search module's part-number normaliser for
 * ASCII part numbers: lower case, separators dropped, leading zeros dropped ("0532 14-41" → "5321441").
 */
const partKeyOf = (col: SQL | typeof orderItems.sku) => sql`regexp_replace(regexp_replace(lower(${col}), '[^a-z0-9]+', '', 'g'), '^0+([0-9])', '\\1')`;

function searchWhere(q: AdminOrderQuery): SQL | null {
  const text = q.search.trim();
  if (!text) return null;
  const like = likeText(text);
  const parts: SQL[] = [
    ilike(orders.customOrderNumber, like),
    ilike(orders.email, like),
    ilike(orders.purchaseOrder, like),
    sql`(${orders.billingAddress}->>'firstName') || ' ' || (${orders.billingAddress}->>'lastName') ilike ${like}`,
    sql`(${orders.shippingAddress}->>'firstName') || ' ' || (${orders.shippingAddress}->>'lastName') ilike ${like}`,
  ];
  // The SKU as the order line recorded it, in part; and the products search finds by this part number.
  const key = partKeyOf(sql`${text}`);
  parts.push(sql`(length(${key}) >= 3 and exists (select 1 from ${orderItems} oi where oi.order_id = ${orders.id} and position(${key} in ${partKeyOf(sql`oi.sku`)}) > 0))`);
  if (q.partProductIds.length) parts.push(sql`exists (select 1 from ${orderItems} oi where oi.order_id = ${orders.id} and oi.product_id in (${sql.join(q.partProductIds.map((id) => sql`${id}`), sql`, `)}))`);
  return or(...parts)!;
}

/** The filters of a query, paging aside. */
function filtersOf(q: AdminOrderQuery): SQL[] {
  const where: SQL[] = [];
  const s = searchWhere(q);
  if (s) where.push(s);
  if (q.status === 'TO_SHIP') where.push(eq(orders.orderStatus, 'PROCESSING'), inArray(orders.shippingStatus, ['NOT_YET_SHIPPED', 'PARTIALLY_SHIPPED']));
  else if (q.status !== 'ALL') where.push(eq(orders.orderStatus, q.status));
  if (q.from) where.push(gte(orders.createdAt, q.from));
  if (q.to) where.push(lt(orders.createdAt, q.to));
  if (q.vendorProductIds !== null)
    where.push(
      q.vendorProductIds.length
        ? sql`exists (select 1 from ${orderItems} oi where oi.order_id = ${orders.id} and oi.product_id in (${sql.join(q.vendorProductIds.map((id) => sql`${id}`), sql`, `)}))`
        : sql`false`,
    );
  if (q.warehouseId !== null) where.push(sql`exists (select 1 from ${orderItems} oi where oi.order_id = ${orders.id} and oi.warehouse_id = ${q.warehouseId})`);
  if (q.machineDown) {
    const methods = sql.join(MACHINE_DOWN_METHODS.map((m) => sql`${m}`), sql`, `);
    where.push(sql`exists (select 1 from jsonb_array_elements(${orders.shippingMethods}) m where m->>'methodId' in (${methods}))`);
  }
  return where;
}

/** The sort column, its direction and how a row's value is written into a cursor. */
function sortOf(sort: AdminOrderSort) {
  const byTotal = sort === 'TOTAL_HIGH' || sort === 'TOTAL_LOW';
  const desc = sort === 'NEWEST' || sort === 'TOTAL_HIGH';
  const col = byTotal ? orders.orderTotal : orders.createdAt;
  const cast = byTotal ? sql`::numeric` : sql`::timestamptz`;
  return { byTotal, desc, col, cast };
}

/** The cursor value of a row in the chosen order. */
export function sortValueOf(row: { createdAt: Date; orderTotal: string }, sort: AdminOrderSort): string {
  return sort === 'TOTAL_HIGH' || sort === 'TOTAL_LOW' ? String(row.orderTotal) : row.createdAt.toISOString();
}

/** Every customer's orders in the chosen order, with how many match before paging (the staff's order queue). */
export async function listAllOrders(db: Db, q: AdminOrderQuery): Promise<{ rows: OrderWithItems[]; total: number }> {
  const where = filtersOf(q);
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(orders).where(and(...where));
  const s = sortOf(q.sort);
  if (q.after) {
    const v = sql`${q.after.value}${s.cast}`;
    where.push(s.desc ? sql`(${s.col}, ${orders.id}) < (${v}, ${q.after.id})` : sql`(${s.col}, ${orders.id}) > (${v}, ${q.after.id})`);
  }
  const dir = s.desc ? sql`desc` : sql`asc`;
  const rows = await db
    .select()
    .from(orders)
    .where(and(...where))
    .orderBy(sql`${s.col} ${dir}`, sql`${orders.id} ${dir}`)
    .limit(q.limit);
  const items = rows.length ? await db.select().from(orderItems).where(inArray(orderItems.orderId, rows.map((r) => r.id))).orderBy(asc(orderItems.id)) : [];
  return { rows: rows.map((r) => ({ ...r, items: items.filter((i) => i.orderId === r.id) })), total: n };
}
