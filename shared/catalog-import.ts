import { AVAILABILITY_STATUSES } from './enums';

/**
 * Price and stock files (admin imports and exports): the columns a file may carry, in the order an
 * export writes them. A file names its part by `sku`, or by `manufacturer_part_number` with `vendor`.
 */
export const CATALOG_FILE_COLUMNS = [
  'sku',
  'manufacturer_part_number',
  'vendor',
  'price',
  'old_price',
  'stock',
  'status',
  'order_minimum_quantity',
  'order_maximum_quantity',
] as const;
export type CatalogFileColumn = (typeof CATALOG_FILE_COLUMNS)[number];

/** The columns that change a product (at least one must be in a file). */
export const CATALOG_FILE_VALUE_COLUMNS = CATALOG_FILE_COLUMNS.slice(3) as readonly CatalogFileColumn[];

/** Largest file the back office takes, and most lines (the header aside). */
export const CATALOG_FILE_MAX_MB = 50;
export const CATALOG_FILE_MAX_LINES = 250_000;

/** The statuses a file may set (spelled as the export writes them; any case, spaces for underscores). */
export const CATALOG_FILE_STATUSES = AVAILABILITY_STATUSES;

/** Stock states the export filters by. */
export const CATALOG_EXPORT_STOCK_STATES = ['all', 'in-stock', 'out-of-stock'] as const;
export type CatalogExportStockState = (typeof CATALOG_EXPORT_STOCK_STATES)[number];

/** Where the back office sends a file to check, and where it downloads the export. */
export const CATALOG_IMPORT_UPLOAD_PATH = '/admin/imports/upload';
export const CATALOG_EXPORT_PATH = '/admin/export.csv';

/** What one checked file changes, by kind (also the figures of the history). */
export interface CatalogImportCounts {
  lines: number;
  accepted: number;
  refused: number;
  unchanged: number;
  products: number;
  price: number;
  oldPrice: number;
  stock: number;
  status: number;
  orderMinimumQuantity: number;
  orderMaximumQuantity: number;
}

/** One product of the preview's sample: its values before and after the file. */
export interface CatalogImportSampleRow {
  line: number;
  sku: string;
  changes: { field: string; before: string | null; after: string | null }[];
}
