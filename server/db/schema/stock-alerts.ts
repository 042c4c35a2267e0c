import { bigserial, index, integer, pgTable, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { customers } from './customers';

/** "Notify me when available" (spec 2 §3 canNotify): one open request per customer and product; mailed once. */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('stock_alerts_customer_product_uq').on(t.customerId, t.productId), index('stock_alerts_product_open_idx').on(t.productId, t.notifiedAt)],
);
