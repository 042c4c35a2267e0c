import { and, asc, eq, gt, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
/* eslint-disable import-x/no-restricted-paths -- not yet moved: the index build reads products; to go through catalog.service reads. */
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
/* eslint-enable import-x/no-restricted-paths */
// eslint-disable-next-line import-x/no-restricted-paths -- not yet moved: warehouse states; to go through content.service.
import { stateProvinces } from '../../db/schema/directory';
import type { SearchProductRecord } from './search-types';

// Large catalogues are read in slices so the build never holds every joined row at once.
const SLICE = 20_000;

/** Reads products from PostgreSQL in the shape the search index takes. */
export function createSearchRepository(db: Db) {
  async function categoryTree() {
    const rows = await db
      .select({ id: categories.id, name: categories.name, parent: categories.parentCategoryId })
      .from(categories);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const ancestors = (id: number): number[] => {
      const out: number[] = [];
      let cur = byId.get(id);
      // A looping tree must not hang the build: stop after 20 levels (spec 2 §5's breadcrumb limit).
      for (let depth = 0; cur && depth < 20; depth++) {
        out.push(cur.id);
        cur = cur.parent === null ? undefined : byId.get(cur.parent);
      }
      return out;
    };
    return { byId, ancestors };
  }

  async function loadWhere(where: SQL, tree: Awaited<ReturnType<typeof categoryTree>>): Promise<SearchProductRecord[]> {
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
        state: sql<string>`coalesce(${stateProvinces.abbreviation}, '')`,
        ratingSum: products.approvedRatingSum,
        ratingCount: products.approvedTotalReviews,
        sales: products.sales,
        createdAt: products.createdAt,
      })
      .from(products)
      .leftJoin(manufacturers, eq(manufacturers.id, products.manufacturerId))
      .leftJoin(warehouses, eq(warehouses.id, products.warehouseId))
      .leftJoin(stateProvinces, eq(stateProvinces.id, warehouses.stateProvinceId))
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

    const group = <T extends { productId: number }>(rows: T[]) => {
      const m = new Map<number, T[]>();
      for (const r of rows) {
        const list = m.get(r.productId);
        if (list) list.push(r);
        else m.set(r.productId, [r]);
      }
      return m;
    };
    const catsBy = group(cats);
    const specsBy = group(specs);
    const interBy = group(inter);
    const fitsBy = group(fits);

    return base.map((b) => {
      const leaf = catsBy.get(b.id)?.[0]?.categoryId;
      const categoryIds = new Set<number>();
      for (const c of catsBy.get(b.id) ?? []) for (const a of tree.ancestors(c.categoryId)) categoryIds.add(a);
      const attributes: Record<string, string> = {};
      for (const s of specsBy.get(b.id) ?? []) attributes[s.name] = s.value;
      const fitRows = fitsBy.get(b.id) ?? [];
      return {
        id: b.id,
        title: b.title,
        seoName: b.seoName,
        sku: b.sku,
        manufacturerPartNumber: b.manufacturerPartNumber,
        price: b.price === null ? null : Number(b.price),
        status: b.status,
        quantity: b.quantity,
        brand: b.brand,
        category: leaf !== undefined ? (tree.byId.get(leaf)?.name ?? '') : '',
        categoryIds: [...categoryIds],
        picture: `/media/product/${b.id}/500`,
        city: b.city,
        state: b.state,
        interchange: (interBy.get(b.id) ?? []).map((i) => i.partNumber),
        fitment: fitRows.map((f) => f.machine),
        model: fitRows.map((f) => f.model),
        machineModelIds: fitRows.map((f) => f.modelId),
        attributes,
        rating: b.ratingCount > 0 ? b.ratingSum / b.ratingCount : 0,
        sales: b.sales,
        createdAt: b.createdAt.getTime(),
      } satisfies SearchProductRecord;
    });
  }

  return {
    /** Every published product, read slice by slice. */
    async *loadAll(): AsyncGenerator<SearchProductRecord[]> {
      const tree = await categoryTree();
      const [{ max }] = await db.select({ max: sql<number>`coalesce(max(${products.id}), 0)`.mapWith(Number) }).from(products);
      for (let from = 0; from < max; from += SLICE) {
        yield await loadWhere(and(gt(products.id, from), lte(products.id, from + SLICE))!, tree);
      }
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
    /** The database's clock in microseconds since the epoch: change times are compared with it, never with this process's clock. */
    async nowMicros(): Promise<number> {
      const [r] = await db.select({ now: sql<string>`(extract(epoch from now()) * 1000000)::bigint::text` }).from(sql`(select 1) as one`);
      return Number(r.now);
    },
    /** The given products as they are now; ids missing from the answer were deleted or unpublished. */
    async loadByIds(ids: number[]): Promise<SearchProductRecord[]> {
      if (ids.length === 0) return [];
      return loadWhere(inArray(products.id, ids), await categoryTree());
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
