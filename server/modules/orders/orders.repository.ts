import { and, asc, desc, eq, gte, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db, type Transaction } from '../../db/client';
import {
  orderAttempts,
  orderFeedback,
  orderItems,
  orderPayments,
  orders,
  returnRequestItems,
  returnRequests,
  shipmentEvents,
  shipmentItems,
  shipments,
} from '../../db/schema/orders';
import { listAllOrders, type AdminOrderQuery } from './orders-admin.repository';
import { createOrdersAdminCatalogReads } from './orders-admin-catalog.repository';
import { createOrdersAdminWorkRepository } from './orders-admin-work.repository';
import { createFeedbackAdminRepository } from './orders-feedback-admin.repository';
import { listAllReturns, type AdminReturnQuery } from './orders-returns-admin.repository';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = Omit<typeof orders.$inferInsert, 'id' | 'customOrderNumber'>;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'id' | 'orderId'>;

export type OrderPaymentRow = typeof orderPayments.$inferSelect;
export type ShipmentRow = typeof shipments.$inferSelect;
export type ShipmentItemRow = typeof shipmentItems.$inferSelect;
export type ShipmentEventRow = typeof shipmentEvents.$inferSelect;
export type ReturnRequestRow = typeof returnRequests.$inferSelect;
export type ReturnRequestItemRow = typeof returnRequestItems.$inferSelect;
export type FeedbackRow = typeof orderFeedback.$inferSelect;
export type NewFeedback = Omit<typeof orderFeedback.$inferInsert, 'id' | 'createdAt'>;

export interface ShipmentView extends ShipmentRow {
  items: ShipmentItemRow[];
  events: ShipmentEventRow[];
}

export interface ReturnView extends ReturnRequestRow {
  items: ReturnRequestItemRow[];
}

/** What an order's flags and after-sale pages are computed from. */
export interface OrderExtras {
  shipments: ShipmentView[];
  returns: ReturnView[];
  feedback: FeedbackRow | null;
}

/** Which of a customer's orders a list shows. */
export interface OrderListQuery {
  customerId: number;
  from: Date | null;
  to: Date | null;
  status: 'ALL' | 'OPEN' | 'CANCELLED' | 'RETURNS';
  /** Keyset: orders strictly older than this (created, id). */
  before: { at: Date; id: number } | null;
  limit: number;
}

/** An order line bought for a fleet machine, with the order's date. */
export interface GarageOrderItemRow extends OrderItemRow {
  orderCreatedAt: Date;
  clubOrderGuid: string;
}

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

    /**
     * The order an idempotency key placed already, if any (its id only), and the caller's condition
     * `registrable` (the customers' owner's), in one statement.
     */
    async attemptAndRegistrable(customerId: number, key: string, registrable: SQL<boolean>): Promise<{ orderId: number | null; registrable: boolean }> {
      const placed = db
        .select({ orderId: orderAttempts.orderId })
        .from(orderAttempts)
        .where(and(eq(orderAttempts.customerId, customerId), eq(orderAttempts.idempotencyKey, key)));
      const [row] = rowsOf<{ order_id: number | null; registrable: boolean }>(await db.execute(sql`select (${placed}) as order_id, ${registrable} as registrable`));
      return { orderId: row?.order_id === null || row?.order_id === undefined ? null : Number(row.order_id), registrable: Boolean(row?.registrable) };
    },

    /** Writes the order and its items, in one statement (the items' insert takes the order's id from the order's). */
    async insertOrder(tx: Transaction, order: NewOrder, items: NewOrderItem[]): Promise<{ order: OrderRow; items: OrderItemRow[] }> {
      const o = tx.$with('o').as(tx.insert(orders).values({ ...order, customOrderNumber: sql`'IY-' || nextval('order_number_seq')::text` }).returning());
      if (items.length === 0) {
        const [row] = await tx.with(o).select().from(o);
        return { order: row, items: [] };
      }
      const i = tx.$with('i').as(tx.insert(orderItems).values(items.map((item) => ({ ...item, orderId: sql`(select id from ${o})` }))).returning());
      // One row per item, the order's columns on each; the items' ids follow the order they were given in.
      const rows = await tx.with(o, i).select({ order: o._.selectedFields, item: i._.selectedFields }).from(o).innerJoin(i, sql`true`).orderBy(asc(i.id));
      return { order: rows[0].order, items: rows.map((r) => r.item) };
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

    /** A guest's order by number, only when it was placed with this e-mail (any case): upgradeguestfororder's lookup. */
    async guestOrderByNumber(customOrderNumber: string, email: string): Promise<{ customerId: number; email: string } | null> {
      const [row] = await db
        .select({ customerId: orders.customerId, email: orders.email })
        .from(orders)
        .where(and(eq(orders.customOrderNumber, customOrderNumber), eq(orders.isGuestOrder, true), sql`lower(trim(${orders.email})) = ${email.trim().toLowerCase()}`));
      return row ?? null;
    },

    async byId(id: number): Promise<OrderWithItems | null> {
      const [row] = await db.select().from(orders).where(eq(orders.id, id));
      return withItems(row);
    },

    async payments(orderId: number) {
      return db.select().from(orderPayments).where(eq(orderPayments.orderId, orderId)).orderBy(asc(orderPayments.id));
    },

    /** Of these customers, the ones with at least one order (on the caller's executor). */
    async customersWithOrders(ids: number[], ex: Db = db): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await ex.selectDistinct({ id: orders.customerId }).from(orders).where(inArray(orders.customerId, ids));
      return rows.map((r) => r.id);
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

    /** One page of a customer's orders, newest first, and how many match in all. */
    /** Every customer's orders for the staff's queue (orders-admin.repository.ts). */
    listAll: (q: AdminOrderQuery) => listAllOrders(db, q),
    /** The staff's notes, timeline reads and list choices (orders-admin-work.repository.ts). */
    admin: { ...createOrdersAdminWorkRepository(db), ...createOrdersAdminCatalogReads(db), ...createFeedbackAdminRepository(db) },
    /** Every customer's return requests for the staff's returns queue (orders-returns-admin.repository.ts). */
    listAllReturns: (q: AdminReturnQuery) => listAllReturns(db, q),

    async listForCustomer(q: OrderListQuery): Promise<{ rows: OrderWithItems[]; total: number }> {
      const where: SQL[] = [eq(orders.customerId, q.customerId)];
      if (q.from) where.push(gte(orders.createdAt, q.from));
      if (q.to) where.push(lt(orders.createdAt, q.to));
      if (q.status === 'OPEN') where.push(inArray(orders.orderStatus, ['PENDING', 'PROCESSING']));
      if (q.status === 'CANCELLED') where.push(eq(orders.orderStatus, 'CANCELLED'));
      if (q.status === 'RETURNS') where.push(sql`exists (select 1 from ${returnRequests} r where r.order_id = ${orders.id})`);
      const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(orders).where(and(...where));
      if (q.before) where.push(or(lt(orders.createdAt, q.before.at), and(eq(orders.createdAt, q.before.at), lt(orders.id, q.before.id)))!);
      const rows = await db.select().from(orders).where(and(...where)).orderBy(desc(orders.createdAt), desc(orders.id)).limit(q.limit);
      const items = rows.length ? await db.select().from(orderItems).where(inArray(orderItems.orderId, rows.map((r) => r.id))).orderBy(asc(orderItems.id)) : [];
      return { rows: rows.map((r) => ({ ...r, items: items.filter((i) => i.orderId === r.id) })), total: n };
    },

    /** The years in which the customer ordered, latest first (the order list's year filter). */
    async orderYears(customerId: number): Promise<number[]> {
      const rows = await db
        .select({ y: sql<number>`extract(year from ${orders.createdAt} at time zone 'UTC')::int` })
        .from(orders)
        .where(eq(orders.customerId, customerId))
        .groupBy(sql`1`)
        .orderBy(sql`1 desc`);
      return rows.map((r) => r.y);
    },

    /** Shipments (with items and scans), returns (with items) and feedback of the given orders. */
    async extras(orderIds: number[], ex: Db = db): Promise<Map<number, OrderExtras>> {
      const out = new Map<number, OrderExtras>(orderIds.map((id) => [id, { shipments: [], returns: [], feedback: null }]));
      if (orderIds.length === 0) return out;
      const [ships, rets, fbs] = await Promise.all([
        ex.select().from(shipments).where(inArray(shipments.orderId, orderIds)).orderBy(asc(shipments.id)),
        ex.select().from(returnRequests).where(inArray(returnRequests.orderId, orderIds)).orderBy(asc(returnRequests.id)),
        ex.select().from(orderFeedback).where(inArray(orderFeedback.orderId, orderIds)),
      ]);
      const shipIds = ships.map((s) => s.id);
      const retIds = rets.map((r) => r.id);
      const [sItems, sEvents, rItems] = await Promise.all([
        shipIds.length ? ex.select().from(shipmentItems).where(inArray(shipmentItems.shipmentId, shipIds)).orderBy(asc(shipmentItems.id)) : [],
        shipIds.length ? ex.select().from(shipmentEvents).where(inArray(shipmentEvents.shipmentId, shipIds)).orderBy(asc(shipmentEvents.occurredAt), asc(shipmentEvents.id)) : [],
        retIds.length ? ex.select().from(returnRequestItems).where(inArray(returnRequestItems.returnRequestId, retIds)).orderBy(asc(returnRequestItems.id)) : [],
      ]);
      for (const s of ships) out.get(s.orderId)!.shipments.push({ ...s, items: sItems.filter((i) => i.shipmentId === s.id), events: sEvents.filter((e) => e.shipmentId === s.id) });
      for (const r of rets) out.get(r.orderId)!.returns.push({ ...r, items: rItems.filter((i) => i.returnRequestId === r.id) });
      for (const f of fbs) out.get(f.orderId)!.feedback = f;
      return out;
    },

    /** Locks the order's row for a change of state; null when it is not there. */
    async lockOrder(tx: Transaction, id: number): Promise<OrderRow | null> {
      const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
      return row ?? null;
    },

    async updateOrder(tx: Transaction, id: number, patch: Partial<Pick<OrderRow, 'orderStatus' | 'paymentStatus' | 'shippingStatus' | 'cancelledAt' | 'completedAt' | 'refundedAmount' | 'estArrivalDate'>>): Promise<OrderRow> {
      const [row] = await tx.update(orders).set(patch).where(eq(orders.id, id)).returning();
      return row;
    },

    async itemsOf(ex: Db, orderId: number): Promise<OrderItemRow[]> {
      return ex.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
    },

    async addPayment(tx: Transaction, row: Omit<OrderPaymentRow, 'id' | 'createdAt' | 'reason'> & { reason?: string }): Promise<void> {
      await tx.insert(orderPayments).values(row);
    },

    async insertShipment(
      tx: Transaction,
      shipment: Omit<typeof shipments.$inferInsert, 'id'>,
      items: Array<{ orderItemId: number; quantity: number }>,
    ): Promise<ShipmentRow> {
      const [row] = await tx.insert(shipments).values(shipment).returning();
      if (items.length) await tx.insert(shipmentItems).values(items.map((i) => ({ ...i, shipmentId: row.id })));
      return row;
    },

    /** Adds the scans not yet recorded and moves the shipment's own status and dates along. */
    async recordScans(
      tx: Transaction,
      shipmentId: number,
      events: Array<Omit<ShipmentEventRow, 'id' | 'shipmentId'>>,
      patch: Partial<Pick<ShipmentRow, 'status' | 'deliveredAt' | 'shippedAt'>>,
    ): Promise<void> {
      if (events.length) await tx.insert(shipmentEvents).values(events.map((e) => ({ ...e, shipmentId }))).onConflictDoNothing();
      if (Object.keys(patch).length) await tx.update(shipments).set(patch).where(eq(shipments.id, shipmentId));
    },

    /** Shipments still on their way, with where they go (the tracking sync). */
    async openShipments(limit: number) {
      return db
        .select({ shipment: shipments, shippingAddress: orders.shippingAddress })
        .from(shipments)
        .innerJoin(orders, eq(orders.id, shipments.orderId))
        .where(ne(shipments.status, 'DELIVERED'))
        .orderBy(asc(shipments.id))
        .limit(limit);
    },

    async shipmentOwner(id: number): Promise<{ orderId: number; customerId: number } | null> {
      const [row] = await db.select({ orderId: shipments.orderId, customerId: orders.customerId }).from(shipments).innerJoin(orders, eq(orders.id, shipments.orderId)).where(eq(shipments.id, id));
      return row ?? null;
    },

    /** Paid orders of the given age that nothing has shipped yet (demo fulfilment). */
    async unshippedOrderIds(placedAfter: Date, placedBefore: Date, limit: number): Promise<number[]> {
      const rows = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.orderStatus, 'PROCESSING'), eq(orders.shippingStatus, 'NOT_YET_SHIPPED'), gte(orders.createdAt, placedAfter), lt(orders.createdAt, placedBefore)))
        .orderBy(asc(orders.id))
        .limit(limit);
      return rows.map((r) => r.id);
    },

    async insertReturn(
      tx: Transaction,
      ret: Omit<typeof returnRequests.$inferInsert, 'id' | 'returnNumber'>,
      items: Array<{ orderItemId: number; quantity: number }>,
    ): Promise<ReturnView> {
      const [row] = await tx
        .insert(returnRequests)
        .values({ ...ret, returnNumber: sql`'RMA-' || nextval('return_number_seq')::text` })
        .returning();
      const written = await tx.insert(returnRequestItems).values(items.map((i) => ({ ...i, returnRequestId: row.id }))).returning();
      return { ...row, items: written };
    },

    async returnById(id: number, ex: Db = db, lock = false): Promise<ReturnView | null> {
      const q = ex.select().from(returnRequests).where(eq(returnRequests.id, id));
      const [row] = lock ? await q.for('update') : await q;
      if (!row) return null;
      return { ...row, items: await ex.select().from(returnRequestItems).where(eq(returnRequestItems.returnRequestId, id)).orderBy(asc(returnRequestItems.id)) };
    },

    async returnIdByNumber(returnNumber: string): Promise<number | null> {
      const [row] = await db.select({ id: returnRequests.id }).from(returnRequests).where(eq(returnRequests.returnNumber, returnNumber));
      return row?.id ?? null;
    },

    async returnsForCustomer(customerId: number, before: { at: Date; id: number } | null, limit: number): Promise<{ rows: ReturnView[]; total: number }> {
      const where: SQL[] = [eq(returnRequests.customerId, customerId)];
      const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(returnRequests).where(and(...where));
      if (before) where.push(or(lt(returnRequests.createdAt, before.at), and(eq(returnRequests.createdAt, before.at), lt(returnRequests.id, before.id)))!);
      const rows = await db.select().from(returnRequests).where(and(...where)).orderBy(desc(returnRequests.createdAt), desc(returnRequests.id)).limit(limit);
      const items = rows.length ? await db.select().from(returnRequestItems).where(inArray(returnRequestItems.returnRequestId, rows.map((r) => r.id))).orderBy(asc(returnRequestItems.id)) : [];
      return { rows: rows.map((r) => ({ ...r, items: items.filter((i) => i.returnRequestId === r.id) })), total: n };
    },

    async updateReturn(tx: Transaction, id: number, patch: Partial<Omit<ReturnRequestRow, 'id' | 'returnNumber' | 'orderId' | 'customerId'>>): Promise<void> {
      await tx.update(returnRequests).set(patch).where(eq(returnRequests.id, id));
    },

    async updateReturnItem(tx: Transaction, id: number, patch: { receivedQuantity: number; damagedQuantity: number }): Promise<void> {
      await tx.update(returnRequestItems).set(patch).where(eq(returnRequestItems.id, id));
    },

    /** Writes feedback; false when the order has some already. */
    async insertFeedback(row: NewFeedback): Promise<FeedbackRow | null> {
      const [written] = await db.insert(orderFeedback).values(row).onConflictDoNothing().returning();
      return written ?? null;
    },

    async feedbackForCustomer(customerId: number): Promise<FeedbackRow[]> {
      return db.select().from(orderFeedback).where(eq(orderFeedback.customerId, customerId)).orderBy(desc(orderFeedback.createdAt), desc(orderFeedback.id));
    },

    /** The lines a customer bought for one fleet machine, newest first. */
    async itemsForGarageMachine(customerId: number, garageMachineId: number, limit: number): Promise<GarageOrderItemRow[]> {
      const rows = await db
        .select({ item: orderItems, orderCreatedAt: orders.createdAt, clubOrderGuid: orders.clubOrderGuid })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(and(eq(orders.customerId, customerId), eq(orderItems.garageMachineId, garageMachineId)))
        .orderBy(desc(orders.createdAt), asc(orderItems.id))
        .limit(limit);
      return rows.map((r) => ({ ...r.item, orderCreatedAt: r.orderCreatedAt, clubOrderGuid: r.clubOrderGuid }));
    },

    /** Products of which the customer has received at least one unit, with the latest delivery. */
    async receivedProducts(customerId: number): Promise<Array<{ productId: number; orderId: number; deliveredAt: Date }>> {
      const rows = await db
        .select({ productId: orderItems.productId, orderId: sql<number>`max(${orders.id})::int`, deliveredAt: sql<Date>`max(${shipments.deliveredAt})` })
        .from(shipmentItems)
        .innerJoin(shipments, eq(shipments.id, shipmentItems.shipmentId))
        .innerJoin(orderItems, eq(orderItems.id, shipmentItems.orderItemId))
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(and(eq(orders.customerId, customerId), eq(shipments.status, 'DELIVERED')))
        .groupBy(orderItems.productId)
        .orderBy(sql`max(${shipments.deliveredAt}) desc`);
      return rows.map((r) => ({ ...r, deliveredAt: new Date(r.deliveredAt) }));
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
