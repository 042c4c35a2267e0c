import { z } from 'zod';
import { invalid } from '../../lib/errors';
import type { ProductRepository, ProductRow } from './catalog-product.repository';

export type { ProductLinks, ProductListRow, ProductTexts } from './catalog-product.repository';

const MAX_LINKED = 12;
const MAX_REVIEWS_PAGE = 50;

const idSchema = z.coerce.number().int().positive().max(2_147_483_647);

/** Parses a product id argument; a malformed id is a clear error, never a server error. */
export function parseProductId(raw: string | number): number {
  const parsed = idSchema.safeParse(raw);
  if (!parsed.success) throw invalid('Invalid product id');
  return parsed.data;
}

/** Product detail rules: lookups by id or SKU, linked products, reviews with paging. */
export function createProductService({ repo }: { repo: ProductRepository }) {
  return {
    async product(args: { id?: string | null; sku?: string | null }): Promise<ProductRow | null> {
      if (args.id != null) return repo.byId(parseProductId(args.id));
      if (args.sku != null) {
        const sku = args.sku.trim();
        if (sku.length === 0 || sku.length > 64) throw invalid('Invalid SKU');
        return repo.bySku(sku);
      }
      throw invalid('Give a product id or a SKU');
    },
    /** Products by id (published ones only, without their long texts), in no particular order. */
    byIds: (ids: number[]) => repo.byIds(ids),
    /** Long texts of products, for list rows a client asks them of. */
    texts: (ids: number[]) => repo.texts(ids),
    /** Categories, specifications, part numbers, fitment and linked product ids of each product. */
    links: (productIds: number[]) => repo.links(productIds, MAX_LINKED),
    async reviews(productId: number, first: number | null | undefined, after: string | null | undefined) {
      const limit = Math.min(Math.max(first ?? 10, 1), MAX_REVIEWS_PAGE);
      const offset = after ? decodeCursor(after) : 0;
      const { rows, total } = await repo.reviews(productId, limit, offset);
      const end = offset + rows.length;
      return { nodes: rows, totalCount: total, hasNextPage: end < total, endCursor: rows.length ? encodeCursor(end) : null };
    },
  };
}

function encodeCursor(offset: number): string {
  return Buffer.from(`o:${offset}`).toString('base64url');
}

function decodeCursor(cursor: string): number {
  const m = /^o:(\d{1,7})$/.exec(Buffer.from(cursor, 'base64url').toString());
  if (!m) throw invalid('Invalid cursor');
  return Number(m[1]);
}

export type ProductService = ReturnType<typeof createProductService>;
