import { bigserial, integer, pgTable, text, timestamp, index } from 'drizzle-orm/pg-core';

export const pageViews = pgTable(
  'page_views',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sessionId: text('session_id').notNull(),
    customerId: integer('customer_id'),
    url: text('url').notNull(),
    browserWidth: integer('browser_width').notNull(),
    browserHeight: integer('browser_height').notNull(),
    timeFromLoadMs: integer('time_from_load_ms').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('page_views_created_idx').on(t.createdAt)],
);

/** Clicks worth counting (spec 2 §1: the help phone link), one row each; the kinds are the check constraint's (migration 0027). */
export const telemetryEvents = pgTable(
  'telemetry_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    sessionId: text('session_id').notNull().default(''),
    customerId: integer('customer_id'),
    url: text('url').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('telemetry_events_kind_created_idx').on(t.kind, t.createdAt), index('telemetry_events_created_idx').on(t.createdAt)],
);
