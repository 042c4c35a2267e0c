import { and, asc, eq, sql } from 'drizzle-orm';
import { rowsOf, type Db, type Transaction } from '../../db/client';
import { orderAttempts, orderItems, orderPayments, orders } from '../../db/schema/orders';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = Omit<typeof orders.$inferInsert, 'id' | 'customOrderNumber'>;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'id' | 'orderId'>;

export interface OrderWithItems extends OrderRow {
  items: OrderItemRow[];
}

export interface OrderView extends OrderWithItems {
  /** The customer is still a guest and no account uses the order's e-mail. */
  canRegister: boolean;
}

/** One product a customer has ordered, over all their orders. */
export interface OrderedProductRow {
  productId: number;
  quantity: number;
  lastOrderedAt: Date;
  clubOrderGuid: string;
}

/** Orders: the placement statements (on a transaction) and the reads of the order pages. */
export function createOrdersRepository(db: Db) {
  async function withItems(row: OrderRow | undefined): Promise<OrderWithItems | null> {
    if (!row) return null;
    const items = await db.select().from(orderItems).where(eq(orderItems.orderId, row.id)).orderBy(asc(orderItems.id));
    return { ...row, items };
  }

  return {
    /** Claims an idempotency key; false when it was claimed already (by a committed attempt). */
    async claimAttempt(tx: Transaction, customerId: number, key: string): Promise<boolean> {
      const rows = await tx
        .insert(orderAttempts)
        .values({ customerId, idempotencyKey: key })
        .onConflictDoNothing()
        .returning({ customerId: orderAttempts.customerId });
      return rows.length > 0;
    },

    /** The order an idempotency key placed, if any. */
    async orderOfAttempt(customerId: number, key: string): Promise<OrderWithItems | null> {
      const [row] = await db
        .select({ order: orders })
        .from(orderAttempts)
        .innerJoin(orders, eq(orders.id, orderAttempts.orderId))
        .where(and(eq(orderAttempts.customerId, customerId), eq(orderAttempts.idempotencyKey, key)));
      return withItems(row?.order);
    },

    /** The order an idempotency key placed already, if any (its id only). */
    async attemptOrderId(customerId: number, key: string): Promise<number | null> {
      const [row] = await db
        .select({ orderId: orderAttempts.orderId })
        .from(orderAttempts)
        .where(and(eq(orderAttempts.customerId, customerId), eq(orderAttempts.idempotencyKey, key)));
      return row?.orderId ?? null;
    },

    /** Writes the order and its items. */
    async insertOrder(tx: Transaction, order: NewOrder, items: NewOrderItem[]): Promise<{ order: OrderRow; items: OrderItemRow[] }> {
      const [row] = await tx
        .insert(orders)
        .values({ ...order, customOrderNumber: sql`'IY-' || nextval('order_number_seq')::text` })
        .returning();
      const written = items.length > 0 ? await tx.insert(orderItems).values(items.map((i) => ({ ...i, orderId: row.id }))).returning() : [];
      return { order: row, items: written };
    },

    /** The payment went through: records its authorisation and capture, and ties the attempt to the order. */
    async recordPayment(tx: Transaction, order: OrderRow, attempt: { key: string }): Promise<void> {
      await tx.execute(sql`with p as (
          insert into order_payments (order_id, gateway, transaction_id, kind, amount)
          values (${order.id}, ${order.gateway}, ${order.gatewayTransactionId}, 'authorize', ${order.orderTotal}),
                 (${order.id}, ${order.gateway}, ${order.gatewayTransactionId}, 'capture', ${order.orderTotal}))
        update order_attempts set order_id = ${order.id} where customer_id = ${order.customerId} and idempotency_key = ${attempt.key}`);
    },

    async byClubOrderGuid(guid: string): Promise<OrderWithItems | null> {
      const [row] = await db.select().from(orders).where(eq(orders.clubOrderGuid, guid));
      return withItems(row);
    },

    async byId(id: number): Promise<OrderWithItems | null> {
      const [row] = await db.select().from(orders).where(eq(orders.id, id));
      return withItems(row);
    },

    async payments(orderId: number) {
      return db.select().from(orderPayments).where(eq(orderPayments.orderId, orderId)).orderBy(asc(orderPayments.id));
    },

    /** Every product the customer ordered: units in all, when last, and that latest order's guid. */
    async orderedProducts(customerId: number): Promise<OrderedProductRow[]> {
      const result = await db.execute(sql`
        select oi.product_id, sum(oi.quantity)::int as quantity, max(o.created_at) as last_ordered_at,
               (array_agg(o.club_order_guid::text order by o.created_at desc))[1] as club_order_guid
        from orders o
        join order_items oi on oi.order_id = o.id
        where o.customer_id = ${customerId}
        group by oi.product_id`);
      return rowsOf<Record<string, unknown>>(result).map((r) => ({
        productId: Number(r.product_id),
        quantity: Number(r.quantity),
        lastOrderedAt: new Date(r.last_ordered_at as string | Date),
        clubOrderGuid: String(r.club_order_guid),
      }));
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
