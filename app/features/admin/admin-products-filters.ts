import type { AdminProductStock } from '~/gql/graphql';

// The product list's filters, read from and written to its address (?search, brand, category,
// vendor, warehouse, stock, page), so a filtered list is a link and the bulk form can name it.

export const PRODUCT_STOCK_LABELS: Record<AdminProductStock, string> = {
  ALL: 'Any stock',
  IN_STOCK: 'In stock',
  LOW: 'Low (1 to 5)',
  OUT: 'Out of stock',
};
export const PRODUCT_STOCK_FILTER_KEYS = Object.keys(PRODUCT_STOCK_LABELS) as AdminProductStock[];

export interface ProductListFilters {
  search: string;
  brand: string;
  category: string;
  vendor: string;
  warehouse: string;
  stock: AdminProductStock;
}

export const FILTER_KEYS = ['search', 'brand', 'category', 'vendor', 'warehouse', 'stock'] as const;

const idOf = (v: string | null) => {
  const t = (v ?? '').trim();
  return /^\d{1,9}$/.test(t) ? t : '';
};

/** The filters from a query string (the page's address, or the bulk form's hidden copy of it); anything unknown falls back to "any". */
export function readProductFilters(q: URLSearchParams | FormData): ProductListFilters {
  const get = (k: string) => {
    const v = q.get(k);
    return typeof v === 'string' ? v : null;
  };
  const stock = get('stock') ?? '';
  return {
    search: (get('search') ?? '').trim().slice(0, 200),
    brand: idOf(get('brand')),
    category: idOf(get('category')),
    vendor: idOf(get('vendor')),
    warehouse: idOf(get('warehouse')),
    stock: (PRODUCT_STOCK_FILTER_KEYS as string[]).includes(stock) ? (stock as AdminProductStock) : 'ALL',
  };
}

/** The address query of these filters, leaving out what is at its default. */
export function productFiltersQuery(f: ProductListFilters): URLSearchParams {
  const q = new URLSearchParams();
  for (const k of FILTER_KEYS) if (f[k] && !(k === 'stock' && f[k] === 'ALL')) q.set(k, f[k]);
  return q;
}

export const hasProductFilter = (f: ProductListFilters): boolean => productFiltersQuery(f).size > 0;

/** The page from the address (from 1). */
export function readPage(q: URLSearchParams): number {
  const n = Number(q.get('page') ?? '1');
  return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : 1;
}
