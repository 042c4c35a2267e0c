import { buyableNow } from '../../../shared/availability-alternatives';
import { invalid } from '../../lib/errors';
import { parseId } from '../../lib/ids';
import type { AuthService } from '../auth/auth.service';
import type { LinkList, ProductRepository, ProductRow, ReviewRow, ReviewTableRow, WarehouseState } from './catalog-product.repository';
import type { StateLookup } from './catalog.service';

export type { LinkList, ProductLinks, ProductListRow, ProductTexts } from './catalog-product.repository';
export type { AlternativeRelation } from './catalog-product-alternatives.repository';

const MAX_LINKED = 12;
const MAX_REVIEWS_PAGE = 50;
const MAX_ALTERNATIVES = 8;


/** Parses a product id argument; a malformed id is a clear error, never a server error. */
export function parseProductId(raw: string | number): number {
  const id = parseId(raw);
  if (id === null) throw invalid('Invalid product id');
  return id;
}

export interface ProductServiceDeps {
  repo: ProductRepository;
  /** Warehouse states (content's reference data). */
  states: StateLookup;
  /** Names of the customers who wrote reviews. */
  reviewers: Pick<AuthService, 'reviewerNames'>;
}

/** Product detail rules: lookups by id or SKU, linked products, reviews with paging. */
export function createProductService({ repo, states, reviewers }: ProductServiceDeps) {
  /** Adds each product's warehouse state, from the cached reference data: no join, no second query. */
  async function withStates<T extends { warehouseStateProvinceId: number | null }>(rows: T[]): Promise<Array<T & WarehouseState>> {
    const found = await states(rows.map((r) => r.warehouseStateProvinceId));
    return rows.map((r) => {
      const s = r.warehouseStateProvinceId === null ? undefined : found.get(r.warehouseStateProvinceId);
      return { ...r, warehouseState: s?.abbreviation ?? null, warehouseStateName: s?.name ?? null };
    });
  }

  async function one<T extends { warehouseStateProvinceId: number | null }>(row: T | null): Promise<(T & WarehouseState) | null> {
    return row ? (await withStates([row]))[0] : null;
  }

  /** The signed name, else the customer's feedback name, else their first name; "Customer" without an author. */
  async function withAuthors(rows: ReviewTableRow[]): Promise<ReviewRow[]> {
    const unsigned = rows.filter((r) => r.authorName === '' && r.customerId !== null).map((r) => r.customerId!);
    const names = unsigned.length ? await reviewers.reviewerNames([...new Set(unsigned)]) : new Map<number, { feedbackName: string; firstName: string }>();
    return rows.map(({ customerId, ...r }) => {
      if (r.authorName !== '') return r;
      const who = customerId === null ? undefined : names.get(customerId);
      return { ...r, authorName: who ? who.feedbackName || who.firstName : 'Customer' };
    });
  }

  return {
    async product(args: { id?: string | null; sku?: string | null }): Promise<ProductRow | null> {
      if (args.id != null) return one(await repo.byId(parseProductId(args.id)));
      if (args.sku != null) {
        const sku = args.sku.trim();
        if (sku.length === 0 || sku.length > 64) throw invalid('Invalid SKU');
        return one(await repo.bySku(sku));
      }
      throw invalid('Give a product id or a SKU');
    },
    /** Whole products by id (published ones only), in no particular order: `product(id:)` under several aliases in one read. */
    fullByIds: async (ids: number[]) => withStates(await repo.fullByIds(ids)),
    /** Products by id (published ones only, without their long texts), in no particular order. */
    byIds: async (ids: number[]) => withStates(await repo.byIds(ids)),
    /**
     * What stands in for a part (an unavailable one above all): parts that supersede it or
     * interchange with it by a part number, only those anyone can buy now, supersessions first.
     */
    async alternatives(productId: number) {
      const found = await repo.alternativeCandidates(productId, MAX_ALTERNATIVES * 3);
      return found.filter(buyableNow).slice(0, MAX_ALTERNATIVES);
    },
    /** Long texts of products, for list rows a client asks them of. */
    texts: (ids: number[]) => repo.texts(ids),
    /** The lists asked for of each product: categories, specifications, part numbers, fitment, linked product ids. */
    links: (productIds: number[], lists: readonly LinkList[]) => repo.links(productIds, MAX_LINKED, lists),
    async reviews(productId: number, first: number | null | undefined, after: string | null | undefined) {
      const limit = Math.min(Math.max(first ?? 10, 1), MAX_REVIEWS_PAGE);
      const offset = after ? decodeCursor(after) : 0;
      const page = await repo.reviews(productId, limit, offset);
      const [rows, total] = [await withAuthors(page.rows), page.total];
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
