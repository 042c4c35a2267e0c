import { DomainError, invalid, notFound } from '../../lib/errors';
import { inStockNow } from '../../../shared/availability';
import { parseId } from '../../lib/ids';
import type { Logger } from '../../lib/logger';
import type { TransactionRunner } from '../../db/transaction';
import { parseProductEdit, type ProductEdit, type ProductEditFieldError, type ProductEditInput } from '../../../shared/product-edit';
import { changedValues, productChanges, type ProductChange } from '../../../shared/product-edit-text';
import { bulkOutcome, MAX_BULK_PRODUCTS, parseBulkAction, type BulkAction } from '../../../shared/product-bulk-edit';
import { PRODUCT_STOCK_STATES, type AdminProductDetail, type AdminProductFilter, type CatalogAdminRepository, type ProductStockFilter } from './catalog-admin.repository';

// Product editing and bulk edit in the back office (issue 24). A change is checked by the shared
// rules (shared/product-edit.ts, shared/product-bulk-edit.ts), previewed, then applied in one
// transaction; each product changed gets its audit entry (record type "product", the changed
// fields before and after); then search re-reads the products at once, and on PostgreSQL every
// other server process hears of it (search.refresh → NOTIFY). Product pages and carts read
// products from the database on every request, so they show the change from the commit on.

/** Who made a change, for the audit log. */
export interface StaffActor {
  actorId: number;
  ip: string | null;
}

/** The audit log's writer (the auth service's recordStaffAction). */
export type RecordStaffAction = (e: {
  actorId: number;
  action: string;
  detail: Record<string, unknown>;
  ip: string | null;
  record?: { type: string; id: string | number } | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}) => Promise<void>;

export interface CatalogAdminDeps {
  repo: CatalogAdminRepository;
  transact: TransactionRunner;
  recordStaffAction: RecordStaffAction;
  /** Re-reads products into search in this process and tells the others (search.refresh). */
  refreshSearch: (productIds: number[]) => Promise<void>;
  /** Starts the back-in-stock mail for products a change made available again (catalog.announceBackInStock). */
  backInStock?: (productIds: number[]) => void;
  log: Logger;
}

/** The list's filter as the API passes it. */
export interface AdminProductFilterInput {
  search?: string | null;
  brandId?: string | number | null;
  categoryId?: string | number | null;
  vendorId?: string | number | null;
  warehouseId?: string | number | null;
  stock?: string | null;
}

/** The products a bulk change is for: the ones ticked, or every product matching a filter. */
export interface BulkSelection {
  ids?: ReadonlyArray<string | number> | null;
  filter?: AdminProductFilterInput | null;
}

export interface ProductEditResult {
  fieldErrors: ProductEditFieldError[];
  changes: ProductChange[];
  /** True once the change is saved (never for a preview). */
  saved: boolean;
  product: AdminProductDetail | null;
}

export interface BulkLine {
  id: number;
  sku: string;
  name: string;
  before: string;
  after: string;
}
export interface BulkResult {
  /** The action's value refused (nothing else is worked out then). */
  actionError: string | null;
  selected: number;
  /** Products the change alters (refused and unchanged ones apart). */
  changed: number;
  unchanged: number;
  sample: BulkLine[];
  refused: Array<{ id: number; sku: string; name: string; reason: string }>;
  applied: boolean;
}

const SAMPLE_SIZE = 10;
const REFUSED_SHOWN = 200;

export function productFilterOf(f: AdminProductFilterInput | null | undefined): AdminProductFilter {
  const idOf = (v: string | number | null | undefined) => (v === null || v === undefined || v === '' ? null : parseId(v));
  const stock = f?.stock ?? 'ALL';
  return {
    search: (f?.search ?? '').trim().slice(0, 200),
    brandId: idOf(f?.brandId),
    categoryId: idOf(f?.categoryId),
    vendorId: idOf(f?.vendorId),
    warehouseId: idOf(f?.warehouseId),
    stock: (PRODUCT_STOCK_STATES as readonly string[]).includes(stock) ? (stock as ProductStockFilter) : 'ALL',
  };
}

const productIdOf = (id: string | number): number => {
  const n = parseId(id);
  if (n === null) throw notFound('Product not found.');
  return n;
};

export function createCatalogAdminService({ repo, transact, recordStaffAction, refreshSearch, backInStock, log }: CatalogAdminDeps) {
  /** Search follows the change at once; a failure is logged (the database's change feed still brings it within a second). */
  async function announce(ids: number[]): Promise<void> {
    await refreshSearch(ids).catch((err: unknown) => log.error({ err, ids: ids.slice(0, 20) }, 'search refresh after a product change failed'));
  }

  /** Checks an edit by the shared rules, then that its fitment's machine models exist. */
  async function check(input: ProductEditInput): Promise<{ ok: true; value: ProductEdit } | { ok: false; errors: ProductEditFieldError[] }> {
    const parsed = parseProductEdit(input);
    if (!parsed.ok) return parsed;
    const ids = parsed.value.fitments.map((f) => f.machineModelId);
    const known = await repo.modelNames(ids);
    const missing = ids.find((id) => !known.has(id));
    if (missing !== undefined) {
      const line = input.fitments.findIndex((f) => f.machineModelId.trim().replace(/^#/, '') === String(missing)) + 1;
      return {
        ok: false,
        errors: [
          {
            field: 'fitments',
            message: `Line ${line}: there is no machine model ${missing}.`,
          },
        ],
      };
    }
    return parsed;
  }

  /** Works out a bulk change over the selected products' current states. */
  function outcomes(states: Awaited<ReturnType<CatalogAdminRepository['states']>>, action: BulkAction) {
    const changes: Array<{
      id: number;
      sku: string;
      name: string;
      field: 'price' | 'stock' | 'status';
      before: string | number | null;
      after: string | number;
      beforeText: string;
      afterText: string;
    }> = [];
    /** Products the change makes available to buy from stock again. */
    const back: number[] = [];
    const refused: BulkResult['refused'] = [];
    let unchanged = 0;
    for (const s of states) {
      const o = bulkOutcome(s, action);
      if (!o.ok) refused.push({ id: s.id, sku: s.sku, name: s.name, reason: o.reason });
      else if (o.unchanged) unchanged++;
      else {
        const next = { stock: o.field === 'stock' ? Number(o.after) : s.stock, status: o.field === 'status' ? String(o.after) : s.status };
        if (!inStockNow(s.status, s.stock) && inStockNow(next.status, next.stock)) back.push(s.id);
        changes.push({
          id: s.id,
          sku: s.sku,
          name: s.name,
          field: o.field,
          before: o.before,
          after: o.after,
          beforeText: o.beforeText,
          afterText: o.afterText,
        });
      }
    }
    return { changes, refused, unchanged, back };
  }

  async function selectionIds(sel: BulkSelection): Promise<number[]> {
    if (sel.ids && sel.ids.length) {
      const ids = [...new Set(sel.ids.map((id) => parseId(id)).filter((n): n is number => n !== null))];
      if (ids.length > MAX_BULK_PRODUCTS) throw invalid(`Choose at most ${MAX_BULK_PRODUCTS.toLocaleString('en-US')} products for one change.`);
      return ids;
    }
    if (!sel.filter) throw invalid('Select the products to change first.');
    const ids = await repo.idsMatching(productFilterOf(sel.filter), MAX_BULK_PRODUCTS + 1);
    if (ids.length > MAX_BULK_PRODUCTS) throw invalid(`${MAX_BULK_PRODUCTS.toLocaleString('en-US')} products at most can change at once: narrow the filter.`);
    return ids;
  }

  function bulkAnswer(selected: number, o: ReturnType<typeof outcomes>, applied: boolean): BulkResult {
    return {
      actionError: null,
      selected,
      changed: o.changes.length,
      unchanged: o.unchanged,
      sample: o.changes.slice(0, SAMPLE_SIZE).map((c) => ({
        id: c.id,
        sku: c.sku,
        name: c.name,
        before: c.beforeText,
        after: c.afterText,
      })),
      refused: o.refused.slice(0, REFUSED_SHOWN),
      applied,
    };
  }

  const noAction = (message: string): BulkResult => ({
    actionError: message,
    selected: 0,
    changed: 0,
    unchanged: 0,
    sample: [],
    refused: [],
    applied: false,
  });

  return {
    /** One page (from 1) of the filtered products, `first` a page (at most 100). */
    async list(filter: AdminProductFilterInput | null | undefined, first: number | null | undefined, page: number | null | undefined) {
      const size = Math.min(Math.max(first ?? 25, 1), 100);
      const n = Math.min(Math.max(page ?? 1, 1), 100_000);
      const { rows, total } = await repo.list(productFilterOf(filter), {
        limit: size,
        offset: (n - 1) * size,
      });
      return {
        nodes: rows,
        totalCount: total,
        page: n,
        hasNextPage: n * size < total,
      };
    },

    choices: () => repo.choices(),

    /** A product as the edit form shows it, or null. */
    async product(id: string | number): Promise<AdminProductDetail | null> {
      const n = parseId(id);
      return n === null ? null : repo.detail(n);
    },

    /** What saving `input` would change, or the refused fields; writes nothing. */
    async preview(id: string | number, input: ProductEditInput): Promise<ProductEditResult> {
      const product = await repo.detail(productIdOf(id));
      if (!product) throw notFound('Product not found.');
      const checked = await check(input);
      if (!checked.ok)
        return {
          fieldErrors: checked.errors,
          changes: [],
          saved: false,
          product,
        };
      return {
        fieldErrors: [],
        changes: productChanges(product.edit, checked.value),
        saved: false,
        product,
      };
    },

    /**
     * Saves an edit in one transaction (the row locked; refused when the product changed after
     * `version`, the time of the change the form was opened on), audits it, and has search follow.
     */
    async update(id: string | number, input: ProductEditInput, version: string | null | undefined, by: StaffActor): Promise<ProductEditResult> {
      const productId = productIdOf(id);
      const checked = await check(input);
      if (!checked.ok)
        return {
          fieldErrors: checked.errors,
          changes: [],
          saved: false,
          product: await repo.detail(productId),
        };
      const done = await transact(async (tx) => {
        const before = await repo.detail(productId, { ex: tx, lock: true });
        if (!before) throw notFound('Product not found.');
        if (version && before.version !== version) {
          throw new DomainError('CONFLICT', 'This product was changed by someone else since you opened it: review the changes again.');
        }
        const changes = productChanges(before.edit, checked.value);
        if (changes.length) await repo.save(tx, productId, checked.value, new Set(changes.map((c) => c.field)));
        return { before, changes };
      });
      if (done.changes.length) {
        const { before, after } = changedValues(done.before.edit, checked.value, done.changes);
        await recordStaffAction({
          actorId: by.actorId,
          action: 'product.updated',
          record: { type: 'product', id: productId },
          before,
          after,
          detail: { sku: done.before.sku, name: checked.value.name },
          ip: by.ip,
        });
        await announce([productId]);
        const was = done.before.edit;
        const now = checked.value;
        if (now.published && !inStockNow(was.status, was.stock) && inStockNow(now.status, now.stock)) backInStock?.([productId]);
      }
      return {
        fieldErrors: [],
        changes: done.changes,
        saved: done.changes.length > 0,
        product: await repo.detail(productId),
      };
    },

    /** How a bulk change would come out: the count, a sample of before → after, and the products refused. */
    async bulkPreview(sel: BulkSelection, kind: string, value: string): Promise<BulkResult> {
      const parsed = parseBulkAction(kind, value);
      if (!parsed.ok) return noAction(parsed.message);
      const ids = await selectionIds(sel);
      const states = await repo.states(ids);
      return bulkAnswer(states.length, outcomes(states, parsed.action), false);
    },

    /**
     * Applies a bulk change in one transaction (the rows locked, results worked out again on what
     * they hold then): the refused products are left as they are, every other one changes, each
     * with its own audit entry. Search follows at once.
     */
    async bulkApply(sel: BulkSelection, kind: string, value: string, by: StaffActor): Promise<BulkResult> {
      const parsed = parseBulkAction(kind, value);
      if (!parsed.ok) return noAction(parsed.message);
      const ids = await selectionIds(sel);
      const { selected, result } = await transact(async (tx) => {
        const states = await repo.lockStates(tx, ids);
        const o = outcomes(states, parsed.action);
        if (o.changes.length)
          await repo.setMany(
            tx,
            o.changes[0].field,
            o.changes.map((c) => ({ id: c.id, value: c.after })),
          );
        return { selected: states.length, result: o };
      });
      const action = { kind: parsed.action.kind, value: value.trim() };
      for (const c of result.changes) {
        await recordStaffAction({
          actorId: by.actorId,
          action: 'product.bulk_updated',
          record: { type: 'product', id: c.id },
          before: { [c.field]: c.before },
          after: { [c.field]: c.after },
          detail: { sku: c.sku, bulk: action, products: result.changes.length },
          ip: by.ip,
        });
      }
      if (result.changes.length) await announce(result.changes.map((c) => c.id));
      backInStock?.(result.back);
      return bulkAnswer(selected, result, true);
    },
  };
}

export type CatalogAdminService = ReturnType<typeof createCatalogAdminService>;
