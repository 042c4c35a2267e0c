import { asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, manufacturers, productCategories, products } from '../../db/schema/catalog';

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

export interface ManufacturerRow {
  id: number;
  name: string;
  seoName: string;
  displayOrder: number;
  makesMachines: boolean;
}

/** Catalogue reads for categories and manufacturers. */
export function createCatalogRepository(db: Db) {
  return {
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
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
