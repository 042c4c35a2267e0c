import { boolean, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { customers } from './customers';

/** What a customer wants to be e-mailed about; no row means everything on. Account mail (security) is always sent. */
export const mailPreferences = pgTable('mail_preferences', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  orderUpdates: boolean('order_updates').notNull().default(true),
  shippingUpdates: boolean('shipping_updates').notNull().default(true),
  backInStock: boolean('back_in_stock').notNull().default(true),
  marketing: boolean('marketing').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
