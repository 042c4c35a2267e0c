import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Every message the store sends; without SMTP_URL this is where mail ends up (read at /dev/mail). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    fromAddress: text('from_address').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    // 'outbox' when kept here only, 'smtp' when also handed to the mail server.
    transport: text('transport').notNull(),
  },
  (t) => [index('mail_outbox_created_idx').on(t.createdAt)],
);
