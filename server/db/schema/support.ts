import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Messages sent through the help centre's contact form; customer service answers them by e-mail. */
export const supportContactMessages = pgTable(
  'support_contact_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    // What the sender quotes when they call or write again, e.g. CM-7K3D9Q2F.
    reference: text('reference').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    orderNumber: text('order_number'),
    topic: text('topic').notNull(),
    message: text('message').notNull(),
    // new → answered; the back office moves it on.
    status: text('status').notNull().default('new'),
  },
  (t) => [index('support_contact_messages_created_idx').on(t.createdAt)],
);

/** Applications to sell on the store, reviewed by the back office. */
export const supportVendorApplications = pgTable(
  'support_vendor_applications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    reference: text('reference').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    company: text('company').notNull(),
    contactName: text('contact_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    website: text('website'),
    brands: text('brands').notNull(),
    // One of the catalogue size bands the form offers (VENDOR_CATALOGUE_SIZES).
    catalogueSize: text('catalogue_size').notNull(),
    warehouses: text('warehouses').notNull(),
    warehouseCount: integer('warehouse_count').notNull(),
    message: text('message'),
    // submitted → in_review → approved | declined (VENDOR_APPLICATION_STATUSES).
    status: text('status').notNull().default('submitted'),
  },
  (t) => [index('support_vendor_applications_status_idx').on(t.status, t.createdAt)],
);
