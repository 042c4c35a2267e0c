import { and, asc, eq, gt, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  categories,
  machineModels,
  manufacturers,
  productCategories,
  productFitments,
  productInterchanges,
  products,
  productSpecifications,
  specificationAttributes,
  warehouses,
} from '../../db/schema/catalog';

// Large catalogues are read in slices so the build never holds every joined row at once.
const SLICE = 20_000;

/** A category as the search index files products under it. */
export interface CategoryTreeRow {
  id: number;
  name: string;
  parent: number | null;
}

/** A published product with everything the search index takes of it, as plain values. */
export interface CatalogSearchRow {
  id: number;
  title: string;
  seoName: string;
  sku: string;
  manufacturerPartNumber: string;
  price: string | null;
  status: string;
  quantity: number;
  /** Manufacturer name, '' without one. */
  brand: string;
  /** Warehouse city, '' without a warehouse. */
  city: string;
  /** The warehouse's state or province; the service turns it into `state`. */
  stateProvinceId: number | null;
  /** Its abbreviation, '' without one (filled by the catalogue service from the reference data). */
  state: string;
  ratingSum: number;
  ratingCount: number;
  sales: number;
  createdAt: Date;
  /** The product's own categories, in its display order (the first is its leaf). */
  categoryIds: number[];
  /** Facet specifications only. */
  specifications: Array<{ name: string; value: string }>;
  interchanges: string[];
  fitments: Array<{ modelId: number; machine: string; model: string }>;
}

/**
 * The catalogue as the search index reads it: published products in id slices, each slice in five
 * statements (products, then categories, specifications, interchanges and fitments side by side).
 */
export function createCatalogSearchRepository(db: Db) {
  async function loadWhere(where: SQL): Promise<CatalogSearchRow[]> {
    const base = await db
      .select({
        id: products.id,
        title: products.name,
        seoName: products.seoName,
        sku: products.sku,
        manufacturerPartNumber: products.manufacturerPartNumber,
        price: products.price,
        status: products.status,
        quantity: products.stock,
        brand: sql<string>`coalesce(${manufacturers.name}, '')`,
        city: sql<string>`coalesce(${warehouses.city}, '')`,
        stateProvinceId: warehouses.stateProvinceId,
        ratingSum: products.approvedRatingSum,
        ratingCount: products.approvedTotalReviews,
        sales: products.sales,
        createdAt: products.createdAt,
      })
      .from(products)
      .leftJoin(manufacturers, eq(manufacturers.id, products.manufacturerId))
      .leftJoin(warehouses, eq(warehouses.id, products.warehouseId))
      .where(and(where, eq(products.published, true), eq(products.deleted, false)))
      .orderBy(asc(products.id));
    if (base.length === 0) return [];
    const ids = base.map((b) => b.id);

    const [cats, specs, inter, fits] = await Promise.all([
      db
        .select({ productId: productCategories.productId, categoryId: productCategories.categoryId })
        .from(productCategories)
        .where(inArray(productCategories.productId, ids))
        .orderBy(asc(productCategories.displayOrder)),
      db
        .select({ productId: productSpecifications.productId, name: specificationAttributes.name, value: productSpecifications.value })
        .from(productSpecifications)
        .innerJoin(specificationAttributes, eq(specificationAttributes.id, productSpecifications.attributeId))
        .where(and(inArray(productSpecifications.productId, ids), eq(specificationAttributes.facet, true))),
      db
        .select({ productId: productInterchanges.productId, partNumber: productInterchanges.partNumber })
        .from(productInterchanges)
        .where(inArray(productInterchanges.productId, ids)),
      db
        .select({
          productId: productFitments.productId,
          modelId: machineModels.id,
          // A model's name already carries its maker ("John Deere 4020"); the base name is the model alone ("4020").
          machine: machineModels.name,
          model: machineModels.baseName,
        })
        .from(productFitments)
        .innerJoin(machineModels, eq(machineModels.id, productFitments.machineModelId))
        .where(inArray(productFitments.productId, ids)),
    ]);

    // The statement's own row objects take the lists (no copy of 100k rows); each gets the same fields in the same order.
    const rows = base as CatalogSearchRow[];
    for (const r of rows) {
      r.state = '';
      r.categoryIds = [];
      r.specifications = [];
      r.interchanges = [];
      r.fitments = [];
    }
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const c of cats) byId.get(c.productId)?.categoryIds.push(c.categoryId);
    // The statement's rows themselves (their productId rides along): no copy per specification or fitment.
    for (const s of specs) byId.get(s.productId)?.specifications.push(s);
    for (const i of inter) byId.get(i.productId)?.interchanges.push(i.partNumber);
    for (const f of fits) byId.get(f.productId)?.fitments.push(f);
    return rows;
  }

  return {
    /** Every category's id, name and parent (uncached: a build sees the tree as it is). */
    categoryTree(): Promise<CategoryTreeRow[]> {
      return db.select({ id: categories.id, name: categories.name, parent: categories.parentCategoryId }).from(categories);
    },

    /** Every published product, read slice by slice in id order (`slice` ids a slice). */
    async *all(slice = SLICE): AsyncGenerator<CatalogSearchRow[]> {
      const [{ max }] = await db.select({ max: sql<number>`coalesce(max(${products.id}), 0)`.mapWith(Number) }).from(products);
      for (let from = 0; from < max; from += slice) {
        yield await loadWhere(and(gt(products.id, from), lte(products.id, from + slice))!);
      }
    },

    /** The given products as they are now; ids missing from the answer were deleted or unpublished. */
    async byIds(ids: number[]): Promise<CatalogSearchRow[]> {
      if (ids.length === 0) return [];
      return loadWhere(inArray(products.id, ids));
    },

    /**
     * Products whose updated_at (which every writer of products sets) is after `sinceMicros` minus
     * `lagSeconds`, with that time in microseconds since the epoch; at most `limit`, oldest first.
     * The lag covers transactions that stamped a row (now() is their start) but committed later.
     */
    async changedSince(sinceMicros: number, lagSeconds: number, limit: number): Promise<Array<{ id: number; at: number }>> {
      const rows = await db
        .select({ id: products.id, at: sql<string>`(extract(epoch from ${products.updatedAt}) * 1000000)::bigint::text` })
        .from(products)
        .where(sql`${products.updatedAt} > to_timestamp(${sinceMicros / 1e6}::float8) - make_interval(secs => ${lagSeconds}::float8)`)
        .orderBy(asc(products.updatedAt), asc(products.id))
        .limit(limit);
      return rows.map((r) => ({ id: r.id, at: Number(r.at) }));
    },

    /** How many products are published (as all() reads them) and the sum of their ids: a loaded search snapshot is checked against it. */
    async totals(): Promise<{ count: number; idSum: number }> {
      const [r] = await db
        .select({ count: sql<string>`count(*)::text`, idSum: sql<string>`coalesce(sum(${products.id}), 0)::text` })
        .from(products)
        .where(and(eq(products.published, true), eq(products.deleted, false)));
      return { count: Number(r.count), idSum: Number(r.idSum) };
    },

    /** The database's clock in microseconds since the epoch: change times are compared with it, never with this process's clock. */
    async nowMicros(): Promise<number> {
      const [r] = await db.select({ now: sql<string>`(extract(epoch from now()) * 1000000)::bigint::text` }).from(sql`(select 1) as one`);
      return Number(r.now);
    },
  };
}

export type CatalogSearchRepository = ReturnType<typeof createCatalogSearchRepository>;
