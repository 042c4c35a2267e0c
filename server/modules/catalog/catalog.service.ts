import { DomainError, invalid, notFound } from '../../lib/errors';
import { parseId } from '../../lib/ids';
import type { Logger } from '../../lib/logger';
import type { Db, Transaction } from '../../db/client';
import { afterCommit } from '../../db/transaction';
import type {
  CatalogRepository,
  CategoryPictureSource,
  CategoryRow,
  LockedProduct,
  ManufacturerRow,
  ProductForCartRow,
  ProductPictureSource,
  ProductStockState,
} from './catalog.repository';
import type { CatalogSearchRepository, CatalogSearchRow, CategoryTreeRow } from './catalog-search.repository';
import type { MachineRepository } from './catalog-machines.repository';

export type { CategoryPictureSource, LockedProduct, ProductPictureSource, ProductSnapshot, ProductStockState } from './catalog.repository';

/** Called with the products that came back in stock (back-in-stock mail). */
export type BackInStockHook = (productIds: number[]) => Promise<void>;

/** A product's selling fields as a cart reads them, with its warehouse's state abbreviation. */
export type ProductForCart = Omit<ProductForCartRow, 'warehouseStateProvinceId'> & { warehouseState: string | null };
export type { CatalogSearchRow, CategoryTreeRow } from './catalog-search.repository';
export type {
  FitmentRow,
  FittingProductRow,
  MachineManufacturerRow,
  MachineModelTableRow,
  MachineTypeRow,
  NamedRow,
} from './catalog-machines.repository';

/**
 * States or provinces by id (the content module's reference data): a warehouse's state is shown by
 * its abbreviation and name. A read inside a transaction passes it as `ex`.
 */
export type StateLookup = (ids: Iterable<number | null>, ex?: Db) => Promise<Map<number, { abbreviation: string; name: string }>>;

export interface CatalogServiceDeps {
  repo: CatalogRepository;
  /** The reads the search index is built from. */
  searchReads: CatalogSearchRepository;
  /** Machine types, makers, models, engines, attachments and fitment. */
  machines: MachineRepository;
  states: StateLookup;
  now?: () => number;
  log?: Logger;
}

export interface CategoryNode extends CategoryRow {
  children: CategoryNode[];
}

/** Spec 2 §5: a breadcrumb longer than this means the tree loops; it stops with an error. */
export const MAX_BREADCRUMB_DEPTH = 20;

// Categories change rarely and every page header needs them; a short cache keeps pages cheap.
const CACHE_MS = 60_000;

/** Catalogue rules: the category tree, manufacturers, and the stock that order placement reserves. */
export function createCatalogService({ repo, searchReads, machines, states, now = Date.now, log }: CatalogServiceDeps) {
  const backInStockHooks: BackInStockHook[] = [];
  const background = new Set<Promise<void>>();
  let cached: { at: number; rows: CategoryRow[] } | null = null;
  let brands: { at: number; rows: ManufacturerRow[] } | null = null;

  /** Runs every back-in-stock hook for products that came back; a failing one is logged, never thrown. */
  async function backInStock(productIds: number[]): Promise<void> {
    for (const hook of backInStockHooks) {
      try {
        await hook(productIds);
      } catch (err) {
        // The stock change stands; the requests stay open for the next time stock returns.
        log?.error({ err, productIds }, 'back-in-stock step failed');
      }
    }
  }

  async function categories(): Promise<CategoryRow[]> {
    if (!cached || now() - cached.at > CACHE_MS) cached = { at: now(), rows: await repo.listCategories() };
    return cached.rows;
  }

  async function manufacturers(): Promise<ManufacturerRow[]> {
    if (!brands || now() - brands.at > CACHE_MS) brands = { at: now(), rows: await repo.listManufacturers() };
    return brands.rows;
  }

  async function byId(id: string | number): Promise<CategoryRow | null> {
    const n = parseId(id);
    if (n === null) return null;
    return (await categories()).find((c) => c.id === n) ?? null;
  }

  /** Fills in each row's warehouse state abbreviation ('' without one). */
  async function withStates(rows: CatalogSearchRow[]): Promise<CatalogSearchRow[]> {
    const ids = new Set<number>();
    for (const r of rows) if (r.stateProvinceId !== null) ids.add(r.stateProvinceId);
    const found = await states(ids);
    for (const r of rows) r.state = r.stateProvinceId === null ? '' : (found.get(r.stateProvinceId)?.abbreviation ?? '');
    return rows;
  }

  return {
    categories,
    /** One category, or null when the id is unknown or malformed. */
    category: byId,
    /** The category's ancestors from the root down to the category itself. */
    async breadcrumb(id: number): Promise<CategoryRow[]> {
      const rows = await categories();
      const index = new Map(rows.map((c) => [c.id, c]));
      const chain: CategoryRow[] = [];
      let at = index.get(id);
      while (at) {
        if (chain.length === MAX_BREADCRUMB_DEPTH) throw new DomainError('CONFLICT', 'The category tree is too deep or loops; the breadcrumb stops here.');
        chain.push(at);
        at = at.parentCategoryId === null ? undefined : index.get(at.parentCategoryId);
      }
      return chain.reverse();
    },
    /** The direct sub-categories, in display order. */
    async children(id: number): Promise<CategoryRow[]> {
      return (await categories()).filter((c) => c.parentCategoryId === id);
    },
    /** Drops the category cache after the catalogue changes. */
    invalidate() {
      cached = null;
      brands = null;
    },
    manufacturers,
    /** One manufacturer, or null when the id is unknown or malformed. */
    async manufacturer(id: string | number): Promise<ManufacturerRow | null> {
      const n = parseId(id);
      if (n === null) return null;
      return (await manufacturers()).find((m) => m.id === n) ?? null;
    },

    /**
     * The selling fields of products by id (pricing, limits, shipping, tax, coupons), one statement
     * on the caller's executor: a cart in checkout's snapshot sees them as that snapshot does. With
     * `fingerprint`, each one's pricing fingerprint too, as `lockForOrder` answers it (checkout compares them).
     */
    async productsForCart(ids: number[], ex?: Db, opts?: { fingerprint?: boolean }): Promise<Map<number, ProductForCart>> {
      const rows = await repo.productsForCart(ids, ex, opts);
      const found = await states(rows.map((r) => r.warehouseStateProvinceId), ex);
      return new Map(
        rows.map(({ warehouseStateProvinceId: stateId, ...r }) => [r.id, { ...r, warehouseState: stateId === null ? null : (found.get(stateId)?.abbreviation ?? null) }]),
      );
    },

    /** The ids among these that are products still sold (not deleted), in one read. */
    existingProductIds: (ids: number[]): Promise<Set<number>> => repo.existingProductIds(ids),

    /** What a product's picture is drawn from; null for a missing or deleted product. */
    productPictureSource: (productId: number): Promise<ProductPictureSource | null> => repo.productPictureSource(productId),

    categoryPictureSource: (categoryId: number): Promise<CategoryPictureSource | null> => repo.categoryPictureSource(categoryId),

    /** Locks the products' rows until the caller's transaction ends and answers what placement checks. */
    lockForOrder: (tx: Transaction, productIds: number[]): Promise<LockedProduct[]> => repo.lockProducts(tx, productIds),

    /**
     * Takes the ordered units out of stock inside the caller's transaction (rows locked by
     * `lockForOrder`); a rollback puts them back, so no separate release is needed.
     */
    reserveStock: (tx: Transaction, quantities: Map<number, number>): Promise<void> => repo.decrementStock(tx, quantities),

    // --- Machines and fitment (the fleet and the machine pages read them) ---

    machineTypes: () => machines.machineTypes(),
    /** Makers of machines (of one type, or of any when null) with how many models each makes. */
    machineManufacturers: (machineTypeId: number | null) => machines.machineManufacturers(machineTypeId),
    /** Models by maker and type (null: any), by maker then model name; `ids` narrows to those models. */
    machineModels: (filter: { manufacturerId: number | null; machineTypeId: number | null; ids?: number[] }) => machines.machineModels(filter),
    machineModel: (id: number) => machines.machineModel(id),
    machineEngines: (machineModelId: number) => machines.engines(machineModelId),
    machineAttachments: (machineModelId: number) => machines.attachments(machineModelId),
    /** Engine and attachment names by id, in one read (a list of garage machines names them all at once). */
    machineOptionNames: (engineIds: number[], attachmentIds: number[]) => machines.optionNames(engineIds, attachmentIds),
    /** One page of the ids of published products that fit a model, best sellers first, with the total. */
    modelProductIds: (machineModelId: number, limit: number, offset: number) => machines.modelProductIds(machineModelId, limit, offset),
    /** Of these products, the ones that fit the model, with their names and addresses. */
    productsFittingModel: (machineModelId: number, productIds: number[]) => machines.fittingProducts(machineModelId, productIds),
    /** How a product fits a model: its serial ranges, engines and attachments (no rows: it does not fit). */
    fitments: (productId: number, machineModelId: number) => machines.fitments(productId, machineModelId),
    /** Of these products, their fitment row for the model (one at most each). */
    fitmentsFor: (machineModelId: number, productIds: readonly number[]) => machines.fitmentsFor(machineModelId, productIds),
    /** The model's fitment rows narrowed by serial range, engine or attachment. */
    narrowedFitments: (machineModelId: number) => machines.narrowedFitments(machineModelId),

    // --- What the search index is built from (the catalogue's statements; search shapes the records) ---

    /** Every category's id, name and parent, read now. */
    searchCategoryTree: (): Promise<CategoryTreeRow[]> => searchReads.categoryTree(),

    /** Every published product with what search indexes of it, in id-ordered slices (one streaming read, not one query per product); `slice` ids a slice. */
    async *readSearchRecords(slice?: number): AsyncGenerator<CatalogSearchRow[]> {
      for await (const rows of searchReads.all(slice)) yield await withStates(rows);
    },

    /** The given published products as they are now; a missing id was deleted or unpublished. */
    searchRecordsByIds: async (ids: number[]): Promise<CatalogSearchRow[]> => withStates(await searchReads.byIds(ids)),

    /** Products changed (updated_at) after a time in µs minus a lag, oldest first, at most `limit`. */
    productsChangedSince: (sinceMicros: number, lagSeconds: number, limit: number) => searchReads.changedSince(sinceMicros, lagSeconds, limit),

    /** The database's clock (µs since the epoch), the one change times are compared with. */
    databaseNowMicros: (): Promise<number> => searchReads.nowMicros(),
    /** Published products and the sum of their ids, as search reads them (a saved search index is checked against it). */
    searchTotals: (): Promise<{ count: number; idSum: number }> => searchReads.totals(),
    /** Shipping weights in pounds (decimal strings) of the given products. */
    productWeights: (ids: number[]): Promise<Map<number, string>> => repo.productWeights(ids),

    /**
     * Puts units back in stock inside the caller's transaction (a cancellation, a received
     * return): a rollback takes them out again. Products this makes available again run the
     * back-in-stock hooks once the transaction has committed (never after a rollback), without
     * holding up the caller; `whenIdle` waits for them. The transaction must come from a
     * `transactionRunner`. The caller refreshes search after its commit.
     */
    async releaseStock(tx: Transaction, quantities: Map<number, number>): Promise<void> {
      const back = await repo.incrementStock(tx, quantities);
      if (back.length === 0) return;
      afterCommit(tx, () => {
        const p = backInStock(back).finally(() => background.delete(p));
        background.add(p);
      });
    },

    /**
     * Runs the back-in-stock hooks for products staff made available again (an edit in the back
     * office, called after its commit), without holding up the caller; `whenIdle` waits for them.
     */
    announceBackInStock(productIds: number[]): void {
      if (productIds.length === 0) return;
      const p = backInStock(productIds).finally(() => background.delete(p));
      background.add(p);
    },

    /** Resolves once the back-in-stock steps started after released stock committed have finished (shutdown, tests). */
    async whenIdle(): Promise<void> {
      while (background.size > 0) await Promise.allSettled([...background]);
    },

    /** Stock states of published products, for back-in-stock requests and their list. */
    stockStates: (productIds: number[]): Promise<ProductStockState[]> => repo.stockStates(productIds),

    /** Registers a step to run when products come back in stock. */
    onBackInStock(hook: BackInStockHook): void {
      backInStockHooks.push(hook);
    },

    /**
     * Receives units into stock (a delivery). When that makes an out-of-stock product available
     * again, the back-in-stock hooks run before this resolves.
     */
    async addStock(productId: number, quantity: number): Promise<void> {
      if (!Number.isSafeInteger(quantity) || quantity <= 0 || quantity > 1_000_000) throw invalid('Give a quantity from 1 to 1,000,000.');
      const result = await repo.addStock(productId, quantity);
      if (!result) throw notFound('Product not found.');
      if (result.returned) await backInStock([productId]);
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
