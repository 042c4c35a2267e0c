import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, manufacturers, products } from '../../db/schema/catalog';

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

/** Reads the few fields pictures are drawn from. */
export function createMediaRepository(db: Db) {
  return {
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

export type MediaRepository = ReturnType<typeof createMediaRepository>;
