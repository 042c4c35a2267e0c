import { bigint, bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
    // new → answered → closed (SUPPORT_MESSAGE_STATUSES); the back office moves it on.
    status: text('status').notNull().default('new'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
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
    // The messages queue's status, as for contact messages: new → answered → closed.
    queueStatus: text('queue_status').notNull().default('new'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [index('support_vendor_applications_status_idx').on(t.status, t.createdAt)],
);

/** The staff's replies to a contact message or vendor application, each mailed to the sender. */
export const supportReplies = pgTable(
  'support_replies',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    // 'message' (support_contact_messages) or 'vendorApplication' (support_vendor_applications).
    kind: text('kind').notNull(),
    messageId: bigint('message_id', { mode: 'number' }).notNull(),
    staffId: bigint('staff_id', { mode: 'number' }).notNull(),
    // Who sent it, as they were named then.
    staffName: text('staff_name').notNull(),
    staffEmail: text('staff_email').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('support_replies_message_idx').on(t.kind, t.messageId, t.createdAt)],
);
