import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import type { CatalogExportStockState, CatalogImportCounts, CatalogImportSampleRow } from '../../../shared/catalog-import';
import type { AvailabilityStatus } from '../../../shared/enums';
import type { Refusal } from './catalog-import-parse';

/** A product as a file line finds it: its key and the values a file may change. */
export interface ProductNow {
  id: number;
  sku: string;
  partNumber: string;
  vendor: string;
  price: string | null;
  oldPrice: string | null;
  stock: number;
  status: AvailabilityStatus;
  orderMinimumQuantity: number;
  orderMaximumQuantity: number;
}

/** One accepted line, staged: the new values (null: left as is) and the values they were checked against. */
export interface StagedChange {
  seq: number;
  line: number;
  productId: number;
  price: string | null;
  oldPrice: string | null;
  stock: number | null;
  status: string | null;
  orderMinimumQuantity: number | null;
  orderMaximumQuantity: number | null;
  before: ProductNow;
}

export interface ImportRow {
  id: number;
  fileName: string;
  status: string;
  checkedBy: number | null;
  checkedByEmail: string | null;
  checkedAt: Date;
  appliedBy: number | null;
  appliedByEmail: string | null;
  appliedAt: Date | null;
  columns: string[];
  ignoredColumns: string[];
  counts: CatalogImportCounts;
  sample: CatalogImportSampleRow[];
  error: string | null;
  checkMs: number;
  applyMs: number | null;
}

/** A product an applied chunk wrote: its availability after, and before. */
export interface AppliedProduct {
  id: number;
  published: boolean;
  status: string;
  stock: number;
  wasStatus: string;
  wasStock: number;
}

/** A line of the export: the file's columns. */
export interface ExportRow {
  id: number;
  sku: string;
  partNumber: string;
  vendor: string | null;
  price: string | null;
  oldPrice: string | null;
  stock: number;
  status: string;
  orderMinimumQuantity: number;
  orderMaximumQuantity: number;
}

export interface ExportFilter {
  brandId: number | null;
  vendorId: number | null;
  stock: CatalogExportStockState;
}

const PRODUCT_NOW = sql`p.id, p.sku, p.manufacturer_part_number as "partNumber", coalesce(v.name, '') as vendor, p.price::text as price, p.old_price::text as "oldPrice",
  p.stock, p.status, p.order_minimum_quantity as "orderMinimumQuantity", p.order_maximum_quantity as "orderMaximumQuantity"`;

/** `or …` conditions true when a staged line's product moved away from what the check saw (for the fields the line sets). */
const STALE_WHERE = sql`
  or (c.price is not null and p.price is distinct from c.before_price)
  or (c.old_price is not null and p.old_price is distinct from c.before_old_price)
  or (c.stock is not null and p.stock is distinct from c.before_stock)
  or (c.status is not null and p.status is distinct from c.before_status)
  or (c.order_minimum_quantity is not null and p.order_minimum_quantity is distinct from c.before_order_minimum_quantity)
  or (c.order_maximum_quantity is not null and p.order_maximum_quantity is distinct from c.before_order_maximum_quantity)`;

const json = (v: unknown) => sql`${JSON.stringify(v)}::jsonb`;

/** A full turn of the event loop between statements: on the embedded database they run on the serving thread. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The staged lines of chunks as rows, under the column names of the statements below. */
const stagedLines = (where: SQL) => sql`(select x.* from catalog_import_changes ch, jsonb_to_recordset(ch.changes) x(
    seq int, line int, product_id int, price numeric, old_price numeric, stock int, status text, order_minimum_quantity int, order_maximum_quantity int,
    before_price numeric, before_old_price numeric, before_stock int, before_status text, before_order_minimum_quantity int, before_order_maximum_quantity int)
  where ${where})`;

const IMPORT_COLUMNS = sql`i.id, i.file_name as "fileName", i.status, i.checked_by as "checkedBy", cb.email as "checkedByEmail", i.checked_at as "checkedAt",
  i.applied_by as "appliedBy", ab.email as "appliedByEmail", i.applied_at as "appliedAt", i.columns, i.ignored_columns as "ignoredColumns",
  i.counts, i.sample, i.error, i.check_ms as "checkMs", i.apply_ms as "applyMs"`;

/** Dates come back as text from a raw select on some drivers: one shape for both. */
function importRow(r: ImportRow): ImportRow {
  return { ...r, checkedAt: new Date(r.checkedAt), appliedAt: r.appliedAt ? new Date(r.appliedAt) : null };
}

/** Where the change feed (search, product pages) learns of the applied rows: updated_at, stamped by the database. */
export function createCatalogImportRepository(db: Db) {
  return {
    /** Live products by SKU, in any case; answers lower-case SKUs with their product. */
    async bySku(skus: string[]): Promise<ProductNow[]> {
      if (skus.length === 0) return [];
      return rowsOf<ProductNow>(
        await db.execute(sql`select ${PRODUCT_NOW} from jsonb_array_elements_text(${json(skus)}) k(sku)
          join products p on lower(p.sku) = k.sku and not p.deleted left join vendors v on v.id = p.vendor_id`),
      );
    },

    /**
     * Every live product's keys and values, by id, `slice` at a time: for a large file, read once instead
     * of a query per chunk, in statements short enough that search answers between them.
     */
    async *everything(slice = 5_000): AsyncGenerator<ProductNow[]> {
      for (let after = 0; ; ) {
        const rows = rowsOf<ProductNow>(
          await db.execute(sql`select ${PRODUCT_NOW} from products p left join vendors v on v.id = p.vendor_id where not p.deleted and p.id > ${after} order by p.id limit ${slice}`),
        );
        if (rows.length) yield rows;
        if (rows.length < slice) return;
        after = rows[rows.length - 1].id;
      }
    },

    /** Live products by manufacturer part number and vendor name (both in any case). */
    async byPart(parts: { partNumber: string; vendor: string }[]): Promise<ProductNow[]> {
      if (parts.length === 0) return [];
      return rowsOf<ProductNow>(
        await db.execute(sql`select ${PRODUCT_NOW} from jsonb_to_recordset(${json(parts)}) k("partNumber" text, vendor text)
          join vendors v on lower(v.name) = lower(k.vendor)
          join products p on p.vendor_id = v.id and lower(p.manufacturer_part_number) = lower(k."partNumber") and not p.deleted`),
      );
    },

    /** Keeps a checked file: its figures, its staged changes and its refused lines, in one transaction. */
    async saveChecked(head: {
      fileName: string;
      checkedBy: number;
      columns: string[];
      ignoredColumns: string[];
      counts: CatalogImportCounts;
      sample: CatalogImportSampleRow[];
      checkMs: number;
    }, changes: StagedChange[], refusals: Refusal[], batch = 5_000): Promise<number> {
      return db.transaction(async (tx) => {
        const [row] = rowsOf<{ id: number }>(
          await tx.execute(sql`insert into catalog_imports (file_name, checked_by, columns, ignored_columns, counts, sample, check_ms)
            values (${head.fileName}, ${head.checkedBy}, array(select jsonb_array_elements_text(${json(head.columns)})), array(select jsonb_array_elements_text(${json(head.ignoredColumns)})), ${json(head.counts)}, ${json(head.sample)}, ${head.checkMs})
            returning id`),
        );
        for (let i = 0, chunk = 1; i < changes.length; i += batch, chunk++) {
          const slice = changes.slice(i, i + batch).map((c) => ({
            seq: c.seq,
            line: c.line,
            product_id: c.productId,
            price: c.price,
            old_price: c.oldPrice,
            stock: c.stock,
            status: c.status,
            order_minimum_quantity: c.orderMinimumQuantity,
            order_maximum_quantity: c.orderMaximumQuantity,
            before_price: c.before.price,
            before_old_price: c.before.oldPrice,
            before_stock: c.before.stock,
            before_status: c.before.status,
            before_order_minimum_quantity: c.before.orderMinimumQuantity,
            before_order_maximum_quantity: c.before.orderMaximumQuantity,
          }));
          await tx.execute(sql`insert into catalog_import_changes (import_id, chunk, lines, changes) values (${row.id}, ${chunk}, ${slice.length}, ${json(slice)})`);
          await nextTurn();
        }
        for (let i = 0; i < refusals.length; i += batch) {
          const slice = refusals.slice(i, i + batch).map((r) => ({ l: r.line, k: r.key, r: r.reason }));
          await tx.execute(sql`insert into catalog_import_refusals (import_id, line, part_key, reason)
            select ${row.id}, l, k, r from jsonb_to_recordset(${json(slice)}) x(l int, k text, r text) on conflict do nothing`);
          await nextTurn();
        }
        return row.id;
      });
    },

    async byId(id: number, ex: Db = db): Promise<ImportRow | null> {
      const [r] = rowsOf<ImportRow>(
        await ex.execute(sql`select ${IMPORT_COLUMNS} from catalog_imports i left join customers cb on cb.id = i.checked_by left join customers ab on ab.id = i.applied_by where i.id = ${id}`),
      );
      return r ? importRow(r) : null;
    },

    /** The history, newest first, keyset-paged by id. */
    async page(first: number, before: number | null): Promise<{ rows: ImportRow[]; totalCount: number }> {
      const rows = rowsOf<ImportRow>(
        await db.execute(sql`select ${IMPORT_COLUMNS} from catalog_imports i left join customers cb on cb.id = i.checked_by left join customers ab on ab.id = i.applied_by
          where ${before === null ? sql`true` : sql`i.id < ${before}`} order by i.id desc limit ${first}`),
      );
      const [{ n }] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from catalog_imports`));
      return { rows: rows.map(importRow), totalCount: n };
    },

    /** Refused lines in file order, from `afterLine` on. */
    async refusals(id: number, afterLine: number, first: number): Promise<Refusal[]> {
      return rowsOf<Refusal>(
        await db.execute(sql`select line, part_key as key, reason from catalog_import_refusals where import_id = ${id} and line > ${afterLine} order by line limit ${first}`),
      );
    },

    /** Staged lines (of one chunk, or of the whole file) whose product no longer has the values the check saw (or is gone): what makes a preview stale. */
    async staleLines(ex: Db, id: number, chunk: number | null): Promise<{ count: number; firstLine: number | null; sku: string | null }> {
      const which = chunk === null ? sql`ch.import_id = ${id}` : sql`ch.import_id = ${id} and ch.chunk = ${chunk}`;
      const [r] = rowsOf<{ count: number; firstLine: number | null; sku: string | null }>(
        await ex.execute(sql`with stale as (
            select c.line, p.sku from ${stagedLines(which)} c left join products p on p.id = c.product_id and not p.deleted
            where p.id is null ${STALE_WHERE}
          ) select count(*)::int as count, min(line) as "firstLine", (select sku from stale order by line limit 1) as sku from stale`),
      );
      return r;
    },

    /** The staged chunks (numbered from 1) and their line counts. */
    async chunks(ex: Db, id: number): Promise<{ chunk: number; lines: number }[]> {
      return rowsOf<{ chunk: number; lines: number }>(await ex.execute(sql`select chunk, lines from catalog_import_changes where import_id = ${id} order by chunk`));
    },

    /**
     * Applies one staged chunk in one statement, only where the product still has the values the check
     * saw; answers the products written (fewer than the chunk's lines means the preview is stale), with
     * their availability before and after (a product that came back is mailed to who asked).
     */
    async applyChunk(ex: Db, id: number, chunk: number): Promise<AppliedProduct[]> {
      // A field the line sets had the value the check saw (the stale condition); one it leaves had the value it keeps.
      return rowsOf<AppliedProduct>(
        await ex.execute(sql`update products p set
            price = coalesce(c.price, p.price), old_price = coalesce(c.old_price, p.old_price), stock = coalesce(c.stock, p.stock),
            status = coalesce(c.status, p.status), order_minimum_quantity = coalesce(c.order_minimum_quantity, p.order_minimum_quantity),
            order_maximum_quantity = coalesce(c.order_maximum_quantity, p.order_maximum_quantity)
          from ${stagedLines(sql`ch.import_id = ${id} and ch.chunk = ${chunk}`)} c
          where p.id = c.product_id and not p.deleted and not (false ${STALE_WHERE})
          returning p.id, p.published, p.status, p.stock,
            case when c.status is null then p.status else c.before_status end as "wasStatus",
            case when c.stock is null then p.stock else c.before_stock end as "wasStock"`),
      );
    },

    /** Marks a checked file applied (only once: false when it was not waiting any more). */
    async markApplied(ex: Db, id: number, by: number, applyMs: number): Promise<boolean> {
      const rows = rowsOf<{ id: number }>(
        await ex.execute(sql`update catalog_imports set status = 'applied', applied_by = ${by}, applied_at = now(), apply_ms = ${applyMs}, error = null
          where id = ${id} and status = 'checked' returning id`),
      );
      return rows.length === 1;
    },

    /** Claims a checked file for applying, in the caller's transaction (a second claim waits, then finds it taken). */
    async claim(ex: Db, id: number): Promise<boolean> {
      const rows = rowsOf<{ id: number }>(await ex.execute(sql`select id from catalog_imports where id = ${id} and status = 'checked' for update`));
      return rows.length === 1;
    },

    /** A file that could not be applied: stale or failed, with the sentence staff see. */
    async markRefused(id: number, status: 'stale' | 'failed', error: string): Promise<void> {
      await db.execute(sql`update catalog_imports set status = ${status}, error = ${error} where id = ${id} and status = 'checked'`);
      // The staged lines are of no more use once the file cannot be applied; the figures and refusals stay.
      await db.execute(sql`delete from catalog_import_changes where import_id = ${id}`);
    },

    /** Notes why applying failed, leaving the file checked so it can be applied again. */
    async noteError(id: number, error: string): Promise<void> {
      await db.execute(sql`update catalog_imports set error = ${error} where id = ${id} and status = 'checked'`);
    },

    /** Drops the staged lines of an applied file (its figures, sample and refused lines stay in the history). */
    async dropChanges(ex: Db, id: number): Promise<void> {
      await ex.execute(sql`delete from catalog_import_changes where import_id = ${id}`);
    },

    /** Products for the export, by id after `afterId`, filtered. */
    async exportSlice(f: ExportFilter, afterId: number, limit: number): Promise<ExportRow[]> {
      const where: SQL[] = [sql`not p.deleted`, sql`p.id > ${afterId}`];
      if (f.brandId !== null) where.push(sql`p.manufacturer_id = ${f.brandId}`);
      if (f.vendorId !== null) where.push(sql`p.vendor_id = ${f.vendorId}`);
      if (f.stock === 'in-stock') where.push(sql`p.stock > 0`);
      if (f.stock === 'out-of-stock') where.push(sql`p.stock <= 0`);
      return rowsOf<ExportRow>(
        await db.execute(sql`select p.id, p.sku, p.manufacturer_part_number as "partNumber", v.name as vendor, p.price::text as price, p.old_price::text as "oldPrice",
            p.stock, p.status, p.order_minimum_quantity as "orderMinimumQuantity", p.order_maximum_quantity as "orderMaximumQuantity"
          from products p left join vendors v on v.id = p.vendor_id where ${sql.join(where, sql` and `)} order by p.id limit ${limit}`),
      );
    },

    /** Brands and vendors, for the export's filter. */
    async exportChoices(): Promise<{ brands: { id: number; name: string }[]; vendors: { id: number; name: string }[] }> {
      const brands = rowsOf<{ id: number; name: string }>(await db.execute(sql`select id, name from manufacturers order by name`));
      const vendors = rowsOf<{ id: number; name: string }>(await db.execute(sql`select id, name from vendors order by name`));
      return { brands, vendors };
    },
  };
}

export type CatalogImportRepository = ReturnType<typeof createCatalogImportRepository>;
