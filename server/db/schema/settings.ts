import { bigint, jsonb, pgTable, smallint, timestamp } from 'drizzle-orm/pg-core';

/** The store's settings an administrator edits in /admin/settings: one row (id 1); without it the configured defaults apply. */
export const storeSettings = pgTable('store_settings', {
  id: smallint('id').primaryKey().default(1),
  // The fields of shared/store-settings.ts.
  settings: jsonb('settings').notNull().$type<Record<string, string>>(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: bigint('updated_by', { mode: 'number' }),
});
