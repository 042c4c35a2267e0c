import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { customers } from './customers';
import type { CatalogImportCounts, CatalogImportSampleRow } from '../../../shared/catalog-import';

/**
 * A price and stock file (admin imports): checked first (the changes staged in catalog_import_changes,
 * the refused lines kept), applied once staff confirm. `status`: checked, applied, stale, failed.
 */
export const catalogImports = pgTable(
  'catalog_imports',
  {
    id: serial('id').primaryKey(),
    fileName: text('file_name').notNull(),
    status: text('status').notNull().default('checked'),
    checkedBy: integer('checked_by').references(() => customers.id),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
    appliedBy: integer('applied_by').references(() => customers.id),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    columns: text('columns').array().notNull(),
    ignoredColumns: text('ignored_columns').array().notNull(),
    counts: jsonb('counts').$type<CatalogImportCounts>().notNull(),
    sample: jsonb('sample').$type<CatalogImportSampleRow[]>().notNull(),
    // Why applying did not happen (a stale preview, a failure).
    error: text('error'),
    checkMs: integer('check_ms').notNull().default(0),
    applyMs: integer('apply_ms'),
  },
  (t) => [index('catalog_imports_checked_at_idx').on(t.checkedAt)],
);

/**
 * The accepted lines of a checked file, a chunk of up to 5,000 per row: a JSON array of each line's new
 * values (null: left as is) and the values the check saw (100,000 lines are 20 rows to write and drop).
 */
export const catalogImportChanges = pgTable(
  'catalog_import_changes',
  {
    importId: integer('import_id')
      .notNull()
      .references(() => catalogImports.id, { onDelete: 'cascade' }),
    chunk: integer('chunk').notNull(),
    lines: integer('lines').notNull(),
    changes: jsonb('changes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.chunk] })],
);

/** Every refused line of a checked file, with its number and reason. */
export const catalogImportRefusals = pgTable(
  'catalog_import_refusals',
  {
    importId: integer('import_id')
      .notNull()
      .references(() => catalogImports.id, { onDelete: 'cascade' }),
    line: integer('line').notNull(),
    partKey: text('part_key').notNull().default(''),
    reason: text('reason').notNull(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.line] })],
);
