import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { products } from '../../db/schema/catalog';
import { customers } from '../../db/schema/customers';
import { ROLE_GUESTS } from '../../../shared/enums';
import { orderAttempts, orderItems, orderPayments, orders } from '../../db/schema/orders';

/** The database or an open transaction: placement runs every statement on the transaction. */
export type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = Omit<typeof orders.$inferInsert, 'id' | 'customOrderNumber'>;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'id' | 'orderId'>;

export interface OrderView extends OrderRow {
  items: OrderItemRow[];
  /** The customer is still a guest and no account uses the order's e-mail. */
  canRegister: boolean;
}

/** A product's stock row, locked for the rest of the placement transaction. */
export interface LockedProduct {
  id: number;
  name: string;
  sku: string;
  stock: number;
  status: string;
  orderMinimumQuantity: number;
  orderMaximumQuantity: number;
  allowedQuantities: string;
  published: boolean;
  deleted: boolean;
  isTaxExempt: boolean;
  warehouseId: number | null;
  /** See `pricingFingerprint`. */
  fingerprint: string;
}

/** A product as placement saw it when it priced the cart, before any lock. */
export interface ProductSnapshot {
  id: number;
  stock: number;
  fingerprint: string;
}

/**
 * Every column of a product that pricing, shipping, tax, coupons or the order limits read, its
 * categories included, hashed: equal fingerprints, same figures. Stock is left out (it changes
 * with every order; placement checks it under the row lock).
 */
const pricingFingerprint = sql<string>`md5(concat_ws('|', ${products.price}, ${products.status}, ${products.published}, ${products.deleted},
  ${products.isTaxExempt}, ${products.weight}, ${products.length}, ${products.width}, ${products.height}, ${products.isFreeShipping},
  ${products.additionalShippingCharge}, ${products.shipSeparately}, ${products.shippingProfileId}, ${products.vendorId}, ${products.warehouseId},
  ${products.manufacturerId}, ${products.sku}, ${products.name}, ${products.orderMinimumQuantity}, ${products.orderMaximumQuantity},
  ${products.allowedQuantities},
  (select string_agg(pc.category_id::text, ',' order by pc.category_id) from product_categories pc where pc.product_id = ${products.id})))`;

/** The customer is still a guest and no account uses the e-mail. */
async function registrable(db: Db, order: Pick<OrderRow, 'customerId' | 'email'>): Promise<boolean | null> {
  const [who] = await db
    .select({
      ok: sql<boolean>`${ROLE_GUESTS} = any(${customers.roles}) and not exists (select 1 from customers c where lower(c.email) = lower(${order.email}) and not (${ROLE_GUESTS} = any(c.roles)))`,
    })
    .from(customers)
    .where(eq(customers.id, order.customerId));
  return who ? Boolean(who.ok) : null;
}

/** Orders: the placement statements (on a transaction) and the reads of the order pages. */
export function createOrdersRepository(db: Db) {
  async function withItems(row: OrderRow | undefined): Promise<OrderView | null> {
    if (!row) return null;
    const [items, canRegister] = await Promise.all([
      db.select().from(orderItems).where(eq(orderItems.orderId, row.id)).orderBy(asc(orderItems.id)),
      row.isGuestOrder ? registrable(db, row) : Promise.resolve(false),
    ]);
    return { ...row, items, canRegister: canRegister ?? false };
  }

  return {
    /** Claims an idempotency key; false when it was claimed already (by a committed attempt). */
    async claimAttempt(tx: Executor, customerId: number, key: string): Promise<boolean> {
      const rows = await tx
        .insert(orderAttempts)
        .values({ customerId, idempotencyKey: key })
        .onConflictDoNothing()
        .returning({ customerId: orderAttempts.customerId });
      return rows.length > 0;
    },

    /** The order an idempotency key placed, if any. */
    async orderOfAttempt(customerId: number, key: string): Promise<OrderView | null> {
      const [row] = await db
        .select({ order: orders })
        .from(orderAttempts)
        .innerJoin(orders, eq(orders.id, orderAttempts.orderId))
        .where(and(eq(orderAttempts.customerId, customerId), eq(orderAttempts.idempotencyKey, key)));
      return withItems(row?.order);
    },

    /**
     * Before placement: whether this attempt placed an order already, and whether the order's
     * e-mail could still register (the customer is a guest and no account uses it), in one statement.
     */
    async preflight(customerId: number, key: string, email: string): Promise<{ orderId: number | null; registrable: boolean }> {
      const result = await db.execute(sql`select
          (select a.order_id from order_attempts a where a.customer_id = ${customerId} and a.idempotency_key = ${key}) as order_id,
          exists (select 1 from customers me where me.id = ${customerId} and ${ROLE_GUESTS} = any(me.roles))
            and not exists (select 1 from customers c where lower(c.email) = lower(${email}) and not (${ROLE_GUESTS} = any(c.roles))) as registrable`);
      const row = rowsOf<{ order_id: number | null; registrable: boolean }>(result)[0];
      return { orderId: row.order_id === null ? null : Number(row.order_id), registrable: Boolean(row.registrable) };
    },

    /** The products' stock and pricing fingerprints, unlocked (read with the pricing, in its snapshot). */
    async productSnapshot(ex: Executor, ids: number[]): Promise<ProductSnapshot[]> {
      if (ids.length === 0) return [];
      return ex
        .select({ id: products.id, stock: products.stock, fingerprint: pricingFingerprint })
        .from(products)
        .where(inArray(products.id, [...new Set(ids)]));
    },

    /** Locks the products' rows in id order (every placement locks in the same order, so none deadlock). */
    async lockProducts(tx: Executor, ids: number[]): Promise<LockedProduct[]> {
      if (ids.length === 0) return [];
      return tx
        .select({
          id: products.id,
          name: products.name,
          sku: products.sku,
          stock: products.stock,
          status: products.status,
          orderMinimumQuantity: products.orderMinimumQuantity,
          orderMaximumQuantity: products.orderMaximumQuantity,
          allowedQuantities: products.allowedQuantities,
          published: products.published,
          deleted: products.deleted,
          isTaxExempt: products.isTaxExempt,
          warehouseId: products.warehouseId,
          fingerprint: pricingFingerprint,
        })
        .from(products)
        .where(inArray(products.id, [...new Set(ids)].sort((a, b) => a - b)))
        .orderBy(asc(products.id))
        .for('update');
    },

    /** Takes units out of stock in one statement (never below zero: backordered units are not in stock to take). */
    async decrementStock(tx: Executor, quantities: Map<number, number>): Promise<void> {
      if (quantities.size === 0) return;
      const values = sql.join(
        [...quantities].map(([id, q]) => sql`(${id}::int, ${q}::int)`),
        sql`, `,
      );
      await tx.execute(sql`update products set stock = greatest(products.stock - v.q, 0), sales = products.sales + v.q, updated_at = now()
        from (values ${values}) as v(id, q) where products.id = v.id`);
    },

    /** Writes the order and its items. */
    async insertOrder(tx: Executor, order: NewOrder, items: NewOrderItem[]): Promise<{ order: OrderRow; items: OrderItemRow[] }> {
      const [row] = await tx
        .insert(orders)
        .values({ ...order, customOrderNumber: sql`'IY-' || nextval('order_number_seq')::text` })
        .returning();
      const written = items.length > 0 ? await tx.insert(orderItems).values(items.map((i) => ({ ...i, orderId: row.id }))).returning() : [];
      return { order: row, items: written };
    },

    /** The payment went through: records its authorisation and capture, and ties the attempt to the order. */
    async recordPayment(tx: Executor, order: OrderRow, attempt: { key: string }): Promise<void> {
      await tx.execute(sql`with p as (
          insert into order_payments (order_id, gateway, transaction_id, kind, amount)
          values (${order.id}, ${order.gateway}, ${order.gatewayTransactionId}, 'authorize', ${order.orderTotal}),
                 (${order.id}, ${order.gateway}, ${order.gatewayTransactionId}, 'capture', ${order.orderTotal}))
        update order_attempts set order_id = ${order.id} where customer_id = ${order.customerId} and idempotency_key = ${attempt.key}`);
    },

    async byClubOrderGuid(guid: string): Promise<OrderView | null> {
      const [row] = await db.select().from(orders).where(eq(orders.clubOrderGuid, guid));
      return withItems(row);
    },

    async byId(id: number): Promise<OrderView | null> {
      const [row] = await db.select().from(orders).where(eq(orders.id, id));
      return withItems(row);
    },

    async payments(orderId: number) {
      return db.select().from(orderPayments).where(eq(orderPayments.orderId, orderId)).orderBy(asc(orderPayments.id));
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
