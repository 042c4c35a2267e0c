import { UserError } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import type { Db, Transaction } from '../../db/client';
import type {
  CatalogRepository,
  CategoryPictureSource,
  CategoryRow,
  LockedProduct,
  ManufacturerRow,
  ProductPictureSource,
  ProductSnapshot,
  ProductStockState,
} from './catalog.repository';

export type { CategoryPictureSource, LockedProduct, ProductPictureSource, ProductSnapshot, ProductStockState } from './catalog.repository';

/** Called with the products that came back in stock (back-in-stock mail). */
export type BackInStockHook = (productIds: number[]) => Promise<void>;

export interface CategoryNode extends CategoryRow {
  children: CategoryNode[];
}

/** Spec 2 §5: a breadcrumb longer than this means the tree loops; it stops with an error. */
export const MAX_BREADCRUMB_DEPTH = 20;

function parseId(id: string | number): number | null {
  const n = typeof id === 'number' ? id : /^\d{1,9}$/.test(id) ? Number(id) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

// Categories change rarely and every page header needs them; a short cache keeps pages cheap.
const CACHE_MS = 60_000;

/** Catalogue rules: the category tree, manufacturers, and the stock that order placement reserves. */
export function createCatalogService({ repo, now = Date.now, log }: { repo: CatalogRepository; now?: () => number; log?: Logger }) {
  const backInStockHooks: BackInStockHook[] = [];
  let cached: { at: number; rows: CategoryRow[] } | null = null;
  let brands: { at: number; rows: ManufacturerRow[] } | null = null;

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
        if (chain.length === MAX_BREADCRUMB_DEPTH) throw new UserError('The category tree is too deep or loops; the breadcrumb stops here.');
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

    /** What a product's picture is drawn from; null for a missing or deleted product. */
    productPictureSource: (productId: number): Promise<ProductPictureSource | null> => repo.productPictureSource(productId),

    categoryPictureSource: (categoryId: number): Promise<CategoryPictureSource | null> => repo.categoryPictureSource(categoryId),

    /** Stock and pricing fingerprints of products, read on the caller's snapshot (no lock). */
    stockSnapshot: (ex: Db, productIds: number[]): Promise<ProductSnapshot[]> => repo.productSnapshot(ex, productIds),

    /** Locks the products' rows until the caller's transaction ends and answers what placement checks. */
    lockForOrder: (tx: Transaction, productIds: number[]): Promise<LockedProduct[]> => repo.lockProducts(tx, productIds),

    /**
     * Takes the ordered units out of stock inside the caller's transaction (rows locked by
     * `lockForOrder`); a rollback puts them back, so no separate release is needed.
     */
    reserveStock: (tx: Transaction, quantities: Map<number, number>): Promise<void> => repo.decrementStock(tx, quantities),

    /** Stock states of published products, for back-in-stock requests and their list. */
    stockStates: (productIds: number[]): Promise<ProductStockState[]> => repo.stockStates(productIds),

    /** Registers a step to run when products come back in stock. */
    onBackInStock(hook: BackInStockHook): void {
      backInStockHooks.push(hook);
    },

    /**
     * Receives units into stock (a delivery, a cancelled order's units). When that makes an
     * out-of-stock product available again, the back-in-stock hooks run before this resolves.
     */
    async addStock(productId: number, quantity: number): Promise<void> {
      if (!Number.isSafeInteger(quantity) || quantity <= 0 || quantity > 1_000_000) throw new UserError('Give a quantity from 1 to 1,000,000.');
      const result = await repo.addStock(productId, quantity);
      if (!result) throw new UserError('Product not found.', 'NOT_FOUND');
      if (!result.returned) return;
      for (const hook of backInStockHooks) {
        try {
          await hook([productId]);
        } catch (err) {
          // The stock change stands; the requests stay open for the next delivery.
          log?.error({ err, productId }, 'back-in-stock step failed');
        }
      }
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
