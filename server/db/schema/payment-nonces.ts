import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One-time nonces of the sandbox gateway that have been spent, by the SHA-256 of the nonce (never
 * the nonce itself). The primary key makes spending atomic across server processes: of two
 * inserts of one hash, one wins. A row is kept until the nonce would have expired anyway.
 */
export const paymentNonces = pgTable(
  'payment_nonces',
  {
    nonceHash: text('nonce_hash').primaryKey(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('payment_nonces_expires_idx').on(t.expiresAt)],
);
