import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Click, conversion and view events from the search client (insights), kept for analytics and best sellers. */
export const searchEvents = pgTable(
  'search_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventType: text('event_type').notNull(),
    eventName: text('event_name').notNull(),
    indexName: text('index_name').notNull(),
    userToken: text('user_token').notNull(),
    queryId: text('query_id'),
    objectIds: jsonb('object_ids').$type<string[]>().notNull(),
    positions: jsonb('positions').$type<number[] | null>(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    customerId: integer('customer_id'),
  },
  (t) => [index('search_events_received_idx').on(t.receivedAt)],
);
