import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { rowsOf, type Db, type Transaction } from '../../db/client';
import { categories, manufacturers, productCategories, products, warehouses } from '../../db/schema/catalog';
import { AWAITING_STOCK_STATUSES, inStockNow, RESTOCKED_STATUSES } from '../../../shared/availability';
import type { AvailabilityStatus } from '../../../shared/enums';

export interface CategoryRow {
  id: number;
  name: string;
  seoName: string;
  description: string;
  parentCategoryId: number | null;
  displayOrder: number;
  showOnHomePage: boolean;
  pictureKind: string;
  numberOfProducts: number;
}

/** What a back-in-stock request and its e-mail need to know of a product. */
export interface ProductStockState {
  id: number;
  name: string;
  sku: string;
  seoName: string;
  status: string;
  stock: number;
  canNotify: boolean;
  available: boolean;
}

/** A product's stock row, locked for the rest of the placement transaction. */
export interface LockedProduct {
  id: number;
  name: string;
  sku: string;
  stock: number;
  status: string;
  orderMinimumQuantity: number;
  orderMaximumQuantity: number;
  allowedQuantities: string;
  published: boolean;
  deleted: boolean;
  isTaxExempt: boolean;
  warehouseId: number | null;
  /** See `pricingFingerprint`. */
  fingerprint: string;
}

/** What a cart prices, ships, taxes and discounts of a product, as the catalogue holds it. */
export interface ProductForCartRow {
  id: number;
  sku: string;
  name: string;
  price: string | null;
  status: AvailabilityStatus;
  stock: number;
  orderMinimumQuantity: number;
  orderMaximumQuantity: number;
  allowedQuantities: string;
  weight: string;
  length: string;
  width: string;
  height: string;
  isTaxExempt: boolean;
  isFreeShipping: boolean;
  additionalShippingCharge: string;
  shipSeparately: boolean;
  shippingProfileId: number;
  manufacturerId: number | null;
  vendorId: number | null;
  warehouseId: number | null;
  /** The warehouse's state or province (the service adds its abbreviation as `warehouseState`). */
  warehouseStateProvinceId: number | null;
  published: boolean;
  deleted: boolean;
  categoryIds: number[];
  /** See `pricingFingerprint`; read only when asked for (checkout's pricing, which compares it under the row locks). */
  fingerprint?: string;
}

/** A product as placement saw it when it priced the cart, before any lock. */
export interface ProductSnapshot {
  id: number;
  stock: number;
  fingerprint: string;
}

/**
 * Every column of a product that pricing, shipping, tax, coupons or the order limits read, its
 * categories included, hashed: equal fingerprints, same figures. Stock is left out (it changes
 * with every order; placement checks it under the row lock).
 */
const pricingFingerprint = sql<string>`md5(concat_ws('|', ${products.price}, ${products.status}, ${products.published}, ${products.deleted},
  ${products.isTaxExempt}, ${products.weight}, ${products.length}, ${products.width}, ${products.height}, ${products.isFreeShipping},
  ${products.additionalShippingCharge}, ${products.shipSeparately}, ${products.shippingProfileId}, ${products.vendorId}, ${products.warehouseId},
  ${products.manufacturerId}, ${products.sku}, ${products.name}, ${products.orderMinimumQuantity}, ${products.orderMaximumQuantity},
  ${products.allowedQuantities},
  (select string_agg(pc.category_id::text, ',' order by pc.category_id) from product_categories pc where pc.product_id = ${products.id})))`;

/** What a product picture shows: the drawing kind and the text printed on it. */
export interface ProductPictureSource {
  pictureKind: string;
  partNumber: string;
  brand: string;
}

export interface CategoryPictureSource {
  pictureKind: string;
  name: string;
}

export interface ManufacturerRow {
  id: number;
  name: string;
  seoName: string;
  displayOrder: number;
  makesMachines: boolean;
}

/** Catalogue reads for categories and manufacturers, and the stock statements of order placement. */
export function createCatalogRepository(db: Db) {
  return {
    /** Shipping weights (pounds) of the given products. */
    async productWeights(ids: number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db.select({ id: products.id, weight: products.weight }).from(products).where(inArray(products.id, [...new Set(ids)]));
      return new Map(rows.map((r) => [r.id, r.weight]));
    },

    /** Locks the products' rows in id order (every placement locks in the same order, so none deadlock). */
    async lockProducts(tx: Transaction, ids: number[]): Promise<LockedProduct[]> {
      if (ids.length === 0) return [];
      return tx
        .select({
          id: products.id,
          name: products.name,
          sku: products.sku,
          stock: products.stock,
          status: products.status,
          orderMinimumQuantity: products.orderMinimumQuantity,
          orderMaximumQuantity: products.orderMaximumQuantity,
          allowedQuantities: products.allowedQuantities,
          published: products.published,
          deleted: products.deleted,
          isTaxExempt: products.isTaxExempt,
          warehouseId: products.warehouseId,
          fingerprint: pricingFingerprint,
        })
        .from(products)
        .where(inArray(products.id, [...new Set(ids)].sort((a, b) => a - b)))
        .orderBy(asc(products.id))
        .for('update');
    },

    /** Takes units out of stock in one statement (never below zero: backordered units are not in stock to take). */
    async decrementStock(ex: Db, quantities: Map<number, number>): Promise<void> {
      if (quantities.size === 0) return;
      const values = sql.join(
        [...quantities].map(([id, q]) => sql`(${id}::int, ${q}::int)`),
        sql`, `,
      );
      await ex.execute(sql`update products set stock = greatest(products.stock - v.q, 0), sales = products.sales + v.q, updated_at = now()
        from (values ${values}) as v(id, q) where products.id = v.id`);
    },

    /**
     * The selling fields of products, in one statement on the caller's executor (a cart prices them in its snapshot);
     * with `fingerprint`, each product's pricing fingerprint too (the same expression `lockProducts` reads, so they compare equal).
     */
    async productsForCart(ids: number[], ex: Db = db, opts: { fingerprint?: boolean } = {}): Promise<ProductForCartRow[]> {
      if (ids.length === 0) return [];
      const rows = await ex
        .select({
          id: products.id,
          sku: products.sku,
          name: products.name,
          price: products.price,
          status: products.status,
          stock: products.stock,
          orderMinimumQuantity: products.orderMinimumQuantity,
          orderMaximumQuantity: products.orderMaximumQuantity,
          allowedQuantities: products.allowedQuantities,
          weight: products.weight,
          length: products.length,
          width: products.width,
          height: products.height,
          isTaxExempt: products.isTaxExempt,
          isFreeShipping: products.isFreeShipping,
          additionalShippingCharge: products.additionalShippingCharge,
          shipSeparately: products.shipSeparately,
          shippingProfileId: products.shippingProfileId,
          manufacturerId: products.manufacturerId,
          vendorId: products.vendorId,
          warehouseId: products.warehouseId,
          warehouseStateProvinceId: warehouses.stateProvinceId,
          published: products.published,
          deleted: products.deleted,
          categoryIds: sql<unknown>`coalesce((select array_agg(pc.category_id) from product_categories pc where pc.product_id = ${products.id}), '{}')`,
          ...(opts.fingerprint ? { fingerprint: pricingFingerprint } : {}),
        })
        .from(products)
        .leftJoin(warehouses, eq(warehouses.id, products.warehouseId))
        .where(inArray(products.id, [...new Set(ids)]));
      // PGlite and node-postgres both parse int[]; be strict about what came back.
      return rows.map((r) => ({ ...r, categoryIds: Array.isArray(r.categoryIds) ? r.categoryIds.map(Number) : [] }));
    },

    /** The ids among these that are products still sold (not deleted). */
    async existingProductIds(ids: number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: products.id })
        .from(products)
        .where(and(inArray(products.id, ids), eq(products.deleted, false)));
      return new Set(rows.map((r) => r.id));
    },

    /**
     * Puts units back on the shelf (a cancelled order, a returned part) and takes them off the sales
     * count. Answers the products this made available again: none on the shelf before, some now, in
     * a status that sells from stock (the status itself is left as it is).
     */
    async incrementStock(ex: Db, quantities: Map<number, number>): Promise<number[]> {
      if (quantities.size === 0) return [];
      const values = sql.join(
        [...quantities].map(([id, q]) => sql`(${id}::int, ${q}::int)`),
        sql`, `,
      );
      const all = sql.join(AWAITING_STOCK_STATUSES.map((s) => sql`${s}`), sql`, `);
      // RETURNING sees the new row; the stock before is the new one less what came back.
      const rows = rowsOf<{ id: number; back: boolean }>(
        await ex.execute(sql`update products set stock = products.stock + v.q, sales = greatest(products.sales - v.q, 0), updated_at = now()
          from (values ${values}) as v(id, q) where products.id = v.id
          returning products.id, (products.stock - v.q <= 0 and products.stock > 0 and products.status not in (${all})) as back`),
      );
      return rows.filter((r) => r.back).map((r) => Number(r.id));
    },

    /** Published products' stock states (unknown, deleted and unpublished ids are left out). */
    async stockStates(ids: number[]): Promise<ProductStockState[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: products.id, name: products.name, sku: products.sku, seoName: products.seoName, status: products.status, stock: products.stock, canNotify: products.canNotify })
        .from(products)
        .where(sql`${inArray(products.id, ids)} and ${products.published} and not ${products.deleted}`);
      return rows.map((r) => ({ ...r, available: inStockNow(r.status, r.stock) }));
    },

    /**
     * Adds units to stock; a product that was out of stock (backorder, not available) becomes in
     * stock. Answers whether the product was unavailable before and is available now.
     */
    async addStock(id: number, quantity: number): Promise<{ returned: boolean } | null> {
      const out = sql.join(RESTOCKED_STATUSES.map((s) => sql`${s}`), sql`, `);
      const all = sql.join(AWAITING_STOCK_STATUSES.map((s) => sql`${s}`), sql`, `);
      const result = await db.execute(sql`
        with before as (select id, stock, status from products where id = ${id} and not deleted for update)
        update products p set stock = p.stock + ${quantity},
          status = case when p.status in (${out}) and p.stock + ${quantity} > 0 then 'IN_STOCK' else p.status end,
          updated_at = now()
        from before b where p.id = b.id
        returning (b.stock <= 0 or b.status in (${all})) as was_out, (p.stock > 0 and p.status not in (${all})) as is_in`);
      const [row] = (result as unknown as { rows: Array<{ was_out: boolean; is_in: boolean }> }).rows;
      return row ? { returned: row.was_out && row.is_in } : null;
    },

    async listCategories(): Promise<CategoryRow[]> {
      const counts = db
        .select({ categoryId: productCategories.categoryId, n: count().as('n') })
        .from(productCategories)
        .innerJoin(products, eq(products.id, productCategories.productId))
        .where(sql`${products.published} and not ${products.deleted}`)
        .groupBy(productCategories.categoryId)
        .as('counts');
      const rows = await db
        .select({
          id: categories.id,
          name: categories.name,
          seoName: categories.seoName,
          description: categories.description,
          parentCategoryId: categories.parentCategoryId,
          displayOrder: categories.displayOrder,
          showOnHomePage: categories.showOnHomePage,
          pictureKind: categories.pictureKind,
          numberOfProducts: sql<number>`coalesce(${counts.n}, 0)`.mapWith(Number),
        })
        .from(categories)
        .leftJoin(counts, eq(counts.categoryId, categories.id))
        .orderBy(asc(categories.displayOrder), asc(categories.id));
      return rows;
    },

    async listManufacturers(): Promise<ManufacturerRow[]> {
      return db
        .select({
          id: manufacturers.id,
          name: manufacturers.name,
          seoName: manufacturers.seoName,
          displayOrder: manufacturers.displayOrder,
          makesMachines: manufacturers.makesMachines,
        })
        .from(manufacturers)
        .orderBy(asc(manufacturers.displayOrder), asc(manufacturers.name));
    },

    /** The few fields a product's picture is drawn from; null for a missing or deleted product. */
    async productPictureSource(productId: number): Promise<ProductPictureSource | null> {
      const [row] = await db
        .select({
          pictureKind: products.pictureKind,
          partNumber: products.manufacturerPartNumber,
          sku: products.sku,
          brand: manufacturers.name,
          deleted: products.deleted,
        })
        .from(products)
        .leftJoin(manufacturers, eq(manufacturers.id, products.manufacturerId))
        .where(eq(products.id, productId))
        .limit(1);
      if (!row || row.deleted) return null;
      // A product without a maker's number still gets a label: the store's own SKU.
      return { pictureKind: row.pictureKind, partNumber: row.partNumber || row.sku, brand: row.brand ?? '' };
    },

    async categoryPictureSource(categoryId: number): Promise<CategoryPictureSource | null> {
      const [row] = await db
        .select({ pictureKind: categories.pictureKind, name: categories.name })
        .from(categories)
        .where(eq(categories.id, categoryId))
        .limit(1);
      return row ?? null;
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
