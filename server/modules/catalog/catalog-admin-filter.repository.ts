import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { categories, productCategories, productInterchanges, products } from '../../db/schema/catalog';
import { partNumberKey } from '../../../shared/product-edit';

// The back office's product list filter (search, brand, category, vendor, warehouse, stock) as SQL.

export const PRODUCT_STOCK_STATES = ['ALL', 'IN_STOCK', 'LOW', 'OUT'] as const;
export type ProductStockFilter = (typeof PRODUCT_STOCK_STATES)[number];
/** "Low" stock: a few units left. */
export const LOW_STOCK_UNITS = 5;

export interface AdminProductFilter {
  search: string;
  brandId: number | null;
  categoryId: number | null;
  vendorId: number | null;
  warehouseId: number | null;
  stock: ProductStockFilter;
}

const likeText = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function whereOf(f: AdminProductFilter): SQL {
  const where: SQL[] = [sql`not ${products.deleted}`];
  const text = f.search.trim();
  if (text) {
    const like = likeText(text);
    const key = partNumberKey(text);
    const parts = [ilike(products.name, like), ilike(products.sku, like), ilike(products.manufacturerPartNumber, like)];
    if (key.length >= 2) {
      parts.push(sql`exists (select 1 from ${productInterchanges} pi where pi.product_id = ${products.id} and pi.normalized = ${key})`);
      parts.push(sql`regexp_replace(regexp_replace(lower(${products.manufacturerPartNumber}), '[\\s./_-]+', '', 'g'), '^0+(.)', '\\1') = ${key}`);
    }
    where.push(or(...parts)!);
  }
  if (f.brandId !== null) where.push(eq(products.manufacturerId, f.brandId));
  if (f.vendorId !== null) where.push(eq(products.vendorId, f.vendorId));
  if (f.warehouseId !== null) where.push(eq(products.warehouseId, f.warehouseId));
  if (f.categoryId !== null) {
    // The category and every category under it.
    where.push(sql`exists (select 1 from ${productCategories} pc where pc.product_id = ${products.id} and pc.category_id in (
      with recursive tree(id) as (select ${f.categoryId}::int union select c.id from ${categories} c join tree on c.parent_category_id = tree.id)
      select id from tree))`);
  }
  if (f.stock === 'IN_STOCK') where.push(sql`${products.stock} > 0`);
  else if (f.stock === 'LOW') where.push(sql`${products.stock} between 1 and ${LOW_STOCK_UNITS}`);
  else if (f.stock === 'OUT') where.push(sql`${products.stock} <= 0`);
  return and(...where)!;
}
