import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { customers } from './customers';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A sign-in session: one family of refresh tokens. Revoking it ends every token of the family;
 * `expires_at` is the absolute end that rotation never extends.
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    clientId: text('client_id').notNull(),
    rememberMe: boolean('remember_me').notNull(),
    // Set when an administrator acts as this customer; the administrator's own session ends this one too.
    impersonatorId: integer('impersonator_id').references(() => customers.id, { onDelete: 'cascade' }),
    impersonatorSessionId: uuid('impersonator_session_id'),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    revokedReason: text('revoked_reason'),
  },
  (t) => [
    index('auth_sessions_customer_idx').on(t.customerId),
    index('auth_sessions_impersonator_session_idx').on(t.impersonatorSessionId),
  ],
);

/** Refresh tokens, stored only as SHA-256 hashes; a used token keeps its row to detect replays. */
export const authRefreshTokens = pgTable(
  'auth_refresh_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    parentId: bigint('parent_id', { mode: 'number' }),
    createdAt: at('created_at').notNull(),
    rotatedAt: at('rotated_at'),
  },
  (t) => [index('auth_refresh_tokens_session_idx').on(t.sessionId)],
);

/** Single-use password reset links, stored hashed. */
export const authPasswordResets = pgTable(
  'auth_password_resets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [index('auth_password_resets_customer_idx').on(t.customerId)],
);

/**
 * Single-use links, stored hashed, that let a guest who ordered choose a password: mailed to the
 * order's address, so only whoever reads that mailbox can register the guest's account.
 */
export const authGuestUpgrades = pgTable(
  'auth_guest_upgrades',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    // The order's address at the time of mailing: the account is registered with it.
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [index('auth_guest_upgrades_customer_idx').on(t.customerId)],
);

/**
 * When a recovery or registration mail last went to one account or address, so repeated requests
 * (anyone's) send at most one mail per interval instead of locking the owner out.
 */
export const authMailThrottle = pgTable('auth_mail_throttle', {
  key: text('key').primaryKey(),
  sentAt: at('sent_at').notNull(),
});

/**
 * Who did what as whom, to which record, with the fields before and after: staff actions,
 * impersonation and every mutation made under it, token reuse alarms.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: at('at').notNull(),
    // The person acting: the administrator when impersonating.
    actorId: integer('actor_id'),
    // The account acted upon or as.
    subjectId: integer('subject_id'),
    action: text('action').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    ip: text('ip'),
    // The record acted on ('order', 'return', 'review', 'quote', 'customer'…) and its id.
    recordType: text('record_type'),
    recordId: text('record_id'),
    // The changed fields' values before and after.
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('audit_log_subject_idx').on(t.subjectId, t.at),
    index('audit_log_actor_idx').on(t.actorId, t.at),
    index('audit_log_record_idx').on(t.recordType, t.recordId, t.at),
    index('audit_log_at_idx').on(t.at),
  ],
);

/** The PostgreSQL store of rate-limiter-flexible (its own column layout), used with DATABASE_URL. */
export const authRateLimits = pgTable('auth_rate_limits', {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').notNull().default(0),
  expire: bigint('expire', { mode: 'number' }),
});
