import { index, integer, jsonb, numeric, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { products } from './catalog';
import type { CatalogImportCounts, CatalogImportSampleRow } from '../../../shared/catalog-import';

const money = (name: string) => numeric(name, { precision: 19, scale: 4 });

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

/** The accepted lines of a checked file: new values (null: left as is) and the values they were checked against. */
export const catalogImportChanges = pgTable(
  'catalog_import_changes',
  {
    importId: integer('import_id')
      .notNull()
      .references(() => catalogImports.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    line: integer('line').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    price: money('price'),
    oldPrice: money('old_price'),
    stock: integer('stock'),
    status: text('status'),
    orderMinimumQuantity: integer('order_minimum_quantity'),
    orderMaximumQuantity: integer('order_maximum_quantity'),
    beforePrice: money('before_price'),
    beforeOldPrice: money('before_old_price'),
    beforeStock: integer('before_stock'),
    beforeStatus: text('before_status'),
    beforeOrderMinimumQuantity: integer('before_order_minimum_quantity'),
    beforeOrderMaximumQuantity: integer('before_order_maximum_quantity'),
  },
  (t) => [primaryKey({ columns: [t.importId, t.seq] })],
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
