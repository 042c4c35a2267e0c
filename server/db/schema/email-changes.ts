import { bigserial, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers } from './customers';

/**
 * A requested e-mail change: the new address takes effect only when its owner opens the link sent
 * to it (the token is stored hashed, single use, and expires).
 */
export const authEmailChanges = pgTable(
  'auth_email_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    newEmail: text('new_email').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('auth_email_changes_token_uq').on(t.tokenHash), index('auth_email_changes_customer_idx').on(t.customerId)],
);
