import { DomainError } from '../../lib/errors';
import type { Db, Transaction } from '../../db/client';
import type { CatalogRepository, CategoryPictureSource, CategoryRow, LockedProduct, ManufacturerRow, ProductPictureSource, ProductSnapshot } from './catalog.repository';

export type { CategoryPictureSource, LockedProduct, ProductPictureSource, ProductSnapshot } from './catalog.repository';

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
export function createCatalogService({ repo, now = Date.now }: { repo: CatalogRepository; now?: () => number }) {
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
    /**
     * Puts units back in stock inside the caller's transaction (a cancellation, a received
     * return): a rollback takes them out again. The caller refreshes search after its commit.
     */
    /** Shipping weights in pounds (decimal strings) of the given products. */
    productWeights: (ids: number[]): Promise<Map<number, string>> => repo.productWeights(ids),
    releaseStock: (tx: Transaction, quantities: Map<number, number>): Promise<void> => repo.incrementStock(tx, quantities),
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
