import type { CatalogRepository, CategoryRow, ManufacturerRow } from './catalog.repository';

export interface CategoryNode extends CategoryRow {
  children: CategoryNode[];
}

// Categories change rarely and every page header needs them; a short cache keeps pages cheap.
const CACHE_MS = 60_000;

/** Catalogue rules: the category tree and manufacturers. */
export function createCatalogService({ repo, now = Date.now }: { repo: CatalogRepository; now?: () => number }) {
  let cached: { at: number; rows: CategoryRow[] } | null = null;
  let brands: { at: number; rows: ManufacturerRow[] } | null = null;

  async function categories(): Promise<CategoryRow[]> {
    if (!cached || now() - cached.at > CACHE_MS) cached = { at: now(), rows: await repo.listCategories() };
    return cached.rows;
  }

  return {
    categories,
    /** Drops the category cache after the catalogue changes. */
    invalidate() {
      cached = null;
      brands = null;
    },
    async manufacturers(): Promise<ManufacturerRow[]> {
      if (!brands || now() - brands.at > CACHE_MS) brands = { at: now(), rows: await repo.listManufacturers() };
      return brands.rows;
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
