import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { manufacturers, productReviews, products, vendors, warehouses } from '../../db/schema/catalog';
import { createProductAlternativesRepository } from './catalog-product-alternatives.repository';

const productColumns = {
  id: products.id,
  sku: products.sku,
  name: products.name,
  seoName: products.seoName,
  shortDescription: products.shortDescription,
  fullDescription: products.fullDescription,
  manufacturerPartNumber: products.manufacturerPartNumber,
  gtin: products.gtin,
  metaTitle: products.metaTitle,
  metaDescription: products.metaDescription,
  metaKeywords: products.metaKeywords,
  length: products.length,
  width: products.width,
  height: products.height,
  weight: products.weight,
  youtubeEmbedCode: products.youtubeEmbedCode,
  isTaxExempt: products.isTaxExempt,
  isFreeShipping: products.isFreeShipping,
  additionalShippingCharge: products.additionalShippingCharge,
  shipSeparately: products.shipSeparately,
  shippingProfileId: products.shippingProfileId,
  showOnHomePage: products.showOnHomePage,
  allowCustomerReviews: products.allowCustomerReviews,
  approvedRatingSum: products.approvedRatingSum,
  approvedTotalReviews: products.approvedTotalReviews,
  price: products.price,
  oldPrice: products.oldPrice,
  status: products.status,
  stock: products.stock,
  orderMinimumQuantity: products.orderMinimumQuantity,
  orderMaximumQuantity: products.orderMaximumQuantity,
  allowedQuantities: products.allowedQuantities,
  backorderAvailabilityRange: products.backorderAvailabilityRange,
  buildToOrderRange: products.buildToOrderRange,
  preorderAvailabilityStart: products.preorderAvailabilityStart,
  canNotify: products.canNotify,
  manufacturerId: products.manufacturerId,
  manufacturerName: manufacturers.name,
  manufacturerSeoName: manufacturers.seoName,
  manufacturerDisplayOrder: manufacturers.displayOrder,
  vendorId: products.vendorId,
  vendorName: vendors.name,
  warehouseId: products.warehouseId,
  warehouseCity: warehouses.city,
  warehouseStateProvinceId: warehouses.stateProvinceId,
  createdAt: products.createdAt,
};

// Long texts stay out of list reads (cards, carousels, parts lists): half the bytes of a list.
const TEXT_KEYS = ['shortDescription', 'fullDescription', 'metaTitle', 'metaDescription', 'metaKeywords'] as const;
type TextKey = (typeof TEXT_KEYS)[number];
const listColumns = Object.fromEntries(Object.entries(productColumns).filter(([k]) => !(TEXT_KEYS as readonly string[]).includes(k))) as Omit<
  typeof productColumns,
  TextKey
>;

/** A product's long texts, read on demand for list rows. */
export type ProductTexts = Pick<ProductRow, TextKey> & { id: number };

/** A product as lists read it: everything but the long texts, which a resolver loads when asked. */
export type ProductListRow = Omit<ProductRow, TextKey> & Partial<Pick<ProductRow, TextKey>>;
type ProductListTableRow = Omit<ProductTableRow, TextKey>;

/** A product as the catalogue's tables hold it; the service adds its warehouse's state (`ProductRow`). */
export type ProductTableRow = {
  [K in keyof typeof productColumns]: (typeof productColumns)[K]['_']['notNull'] extends true
    ? (typeof productColumns)[K]['_']['data']
    : (typeof productColumns)[K]['_']['data'] | null;
};

/** The warehouse's state or province (reference data of the content module), null without one. */
export interface WarehouseState {
  warehouseState: string | null;
  warehouseStateName: string | null;
}

export type ProductRow = ProductTableRow & WarehouseState;

export interface ProductFitmentRow {
  machineModelId: number;
  name: string;
  baseName: string;
  manufacturerId: number;
  manufacturer: string;
  type: string;
  serialFrom: string | null;
  serialTo: string | null;
  engine: string | null;
  attachment: string | null;
}

export interface ProductLinks {
  categoryIds: number[];
  specifications: Array<{ name: string; value: string; facet: boolean }>;
  interchanges: Array<{ partNumber: string; brand: string; kind: string }>;
  fitments: ProductFitmentRow[];
  relatedIds: number[];
  alsoPurchasedIds: number[];
}

// PGlite and node-postgres both parse int[] and json, but be strict about what came back.
function intArray(v: unknown): number[] {
  return Array.isArray(v) ? v.map(Number) : [];
}
function jsonArray(v: unknown): unknown[] {
  if (typeof v === 'string') return JSON.parse(v) as unknown[];
  return Array.isArray(v) ? v : [];
}

/** The lists `links` can read; a statement computes only those asked for. */
export type LinkList = keyof ProductLinks;
export const LINK_LISTS: readonly LinkList[] = ['categoryIds', 'specifications', 'interchanges', 'fitments', 'relatedIds', 'alsoPurchasedIds'];

// Each list as a column named after it (quoted: PostgreSQL folds unquoted names to lower case).
const linkColumn: Record<LinkList, (linkedLimit: number) => SQL> = {
  categoryIds: () => sql`coalesce((select array_agg(pc.category_id order by pc.display_order, c.display_order)
      from product_categories pc join categories c on c.id = pc.category_id
      where pc.product_id = p.id), '{}') as "categoryIds"`,
  specifications: () => sql`coalesce((select json_agg(json_build_object('name', sa.name, 'value', ps.value, 'facet', sa.facet)
        order by ps.display_order, sa.display_order)
      from product_specifications ps join specification_attributes sa on sa.id = ps.attribute_id
      where ps.product_id = p.id), '[]') as "specifications"`,
  interchanges: () => sql`coalesce((select json_agg(json_build_object('partNumber', pi.part_number, 'brand', pi.brand, 'kind', pi.kind) order by pi.id)
      from product_interchanges pi where pi.product_id = p.id), '[]') as "interchanges"`,
  fitments: () => sql`coalesce((select json_agg(json_build_object(
          'machineModelId', mm.id, 'name', mm.name, 'baseName', mm.base_name, 'manufacturerId', m.id,
          'manufacturer', m.name, 'type', mt.name, 'serialFrom', pf.serial_from, 'serialTo', pf.serial_to,
          'engine', pf.engine, 'attachment', pf.attachment)
        order by m.name, mm.name)
      from product_fitments pf
      join machine_models mm on mm.id = pf.machine_model_id
      join manufacturers m on m.id = mm.manufacturer_id
      join machine_types mt on mt.id = mm.machine_type_id
      where pf.product_id = p.id), '[]') as "fitments"`,
  relatedIds: (limit) => sql`coalesce((select array_agg(r.related_product_id order by r.display_order) from
      (select related_product_id, display_order from related_products where product_id = p.id
        order by display_order limit ${limit}) r), '{}') as "relatedIds"`,
  alsoPurchasedIds: (limit) => sql`coalesce((select array_agg(a.other_product_id order by a.times_together desc, a.other_product_id) from
      (select other_product_id, times_together from also_purchased where product_id = p.id
        order by times_together desc, other_product_id limit ${limit}) a), '{}') as "alsoPurchasedIds"`,
};
const linkValue: Record<LinkList, (v: unknown) => unknown[]> = {
  categoryIds: intArray,
  specifications: jsonArray,
  interchanges: jsonArray,
  fitments: jsonArray,
  relatedIds: intArray,
  alsoPurchasedIds: intArray,
};

export interface ReviewRow {
  id: number;
  productId: number;
  rating: number;
  title: string;
  reviewText: string;
  replyText: string | null;
  helpfulYesTotal: number;
  helpfulNoTotal: number;
  createdAt: Date;
  /** The name the review was signed with, else the customer's feedback name, else their first name, else "Customer". */
  authorName: string;
  orderId: number | null;
  suggestion: string | null;
  asDescribed: boolean | null;
  arrivedOnTime: boolean | null;
  promptService: boolean | null;
  wellPackaged: boolean | null;
}

/** A review as its table holds it: the author's customer id beside the name it was signed with. */
export type ReviewTableRow = ReviewRow & { customerId: number | null };

const visible = and(eq(products.published, true), eq(products.deleted, false));

/** Product detail reads: the product, its specifications, part numbers, fitment, links and reviews. */
export function createProductRepository(db: Db) {
  const base = () =>
    db
      .select(productColumns)
      .from(products)
      .leftJoin(manufacturers, eq(manufacturers.id, products.manufacturerId))
      .leftJoin(vendors, eq(vendors.id, products.vendorId))
      .leftJoin(warehouses, eq(warehouses.id, products.warehouseId));

  // Prepared once: building a query costs more than PGlite takes to run it.
  const byIdQuery = base()
    .where(and(eq(products.id, sql.placeholder('id')), visible))
    .prepare('catalog_product_by_id');
  const bySkuQuery = base()
    .where(and(sql`lower(${products.sku}) = lower(${sql.placeholder('sku')})`, visible))
    .prepare('catalog_product_by_sku');
  const fullByIdsQuery = base()
    .where(and(sql`${products.id} = any(${sql.placeholder('ids')}::int[])`, visible))
    .prepare('catalog_products_full_by_ids');
  const byIdsQuery = db
    .select(listColumns)
    .from(products)
    .leftJoin(manufacturers, eq(manufacturers.id, products.manufacturerId))
    .leftJoin(vendors, eq(vendors.id, products.vendorId))
    .leftJoin(warehouses, eq(warehouses.id, products.warehouseId))
    .where(and(sql`${products.id} = any(${sql.placeholder('ids')}::int[])`, visible))
    .prepare('catalog_products_by_ids');

  const textsQuery = db
    .select({
      id: products.id,
      shortDescription: products.shortDescription,
      fullDescription: products.fullDescription,
      metaTitle: products.metaTitle,
      metaDescription: products.metaDescription,
      metaKeywords: products.metaKeywords,
    })
    .from(products)
    .where(sql`${products.id} = any(${sql.placeholder('ids')}::int[])`)
    .prepare('catalog_product_texts');

  return {
    /** Parts that share a part number with a product (catalog-product-alternatives.repository.ts). */
    alternativeCandidates: createProductAlternativesRepository(db).candidates,
    async byId(id: number): Promise<ProductTableRow | null> {
      const [row] = await byIdQuery.execute({ id });
      return (row as ProductTableRow) ?? null;
    },
    async bySku(sku: string): Promise<ProductTableRow | null> {
      const [row] = await bySkuQuery.execute({ sku });
      return (row as ProductTableRow) ?? null;
    },
    /** Whole rows (long texts included) of published products, in no particular order. */
    async fullByIds(ids: number[]): Promise<ProductTableRow[]> {
      if (ids.length === 0) return [];
      return (await fullByIdsQuery.execute({ ids })) as ProductTableRow[];
    },
    async byIds(ids: number[]): Promise<ProductListTableRow[]> {
      if (ids.length === 0) return [];
      return (await byIdsQuery.execute({ ids })) as ProductListTableRow[];
    },
    async texts(ids: number[]): Promise<ProductTexts[]> {
      if (ids.length === 0) return [];
      return textsQuery.execute({ ids });
    },
    /**
     * The lists asked for (all of them on a product page; only `relatedIds` for a chain of related
     * products) of several products in one statement, each list an indexed correlated subquery: a
     * page costs one round trip, and a list nobody asked for costs nothing.
     */
    async links(productIds: number[], linkedLimit: number, lists: readonly LinkList[] = LINK_LISTS): Promise<Map<number, Partial<ProductLinks>>> {
      const out = new Map<number, Partial<ProductLinks>>();
      if (productIds.length === 0 || lists.length === 0) return out;
      const ids = sql.join(
        productIds.map((id) => sql`${id}`),
        sql`, `,
      );
      const columns = sql.join(
        lists.map((list) => linkColumn[list](linkedLimit)),
        sql`, `,
      );
      const result = await db.execute(sql`select p.id, ${columns} from products p where p.id in (${ids})`);
      for (const row of rowsOf<Record<string, unknown>>(result)) {
        const links: Partial<ProductLinks> = {};
        for (const list of lists) Object.assign(links, { [list]: linkValue[list](row[list]) });
        out.set(Number(row.id), links);
      }
      return out;
    },
    /** A page of approved reviews, newest first; `authorName` is the signed name only (the service adds the customer's). */
    async reviews(productId: number, limit: number, offset: number): Promise<{ rows: ReviewTableRow[]; total: number }> {
      const where = and(eq(productReviews.productId, productId), eq(productReviews.approved, true));
      // The total rides along on every row; only a page past the end needs a second look.
      const rows = await db
        .select({
          id: productReviews.id,
          productId: productReviews.productId,
          rating: productReviews.rating,
          title: productReviews.title,
          reviewText: productReviews.reviewText,
          replyText: productReviews.replyText,
          helpfulYesTotal: productReviews.helpfulYesTotal,
          helpfulNoTotal: productReviews.helpfulNoTotal,
          createdAt: productReviews.createdAt,
          authorName: productReviews.authorName,
          customerId: productReviews.customerId,
          orderId: productReviews.orderId,
          suggestion: productReviews.suggestion,
          asDescribed: productReviews.asDescribed,
          arrivedOnTime: productReviews.arrivedOnTime,
          promptService: productReviews.promptService,
          wellPackaged: productReviews.wellPackaged,
          total: sql<number>`count(*) over ()`.mapWith(Number),
        })
        .from(productReviews)
        .where(where)
        .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
        .limit(limit)
        .offset(offset);
      if (rows.length > 0) return { rows: rows.map(({ total: _t, ...r }) => r), total: rows[0].total };
      if (offset === 0) return { rows: [], total: 0 };
      const [{ n }] = await db.select({ n: count() }).from(productReviews).where(where);
      return { rows: [], total: Number(n) };
    },
  };
}

export type ProductRepository = ReturnType<typeof createProductRepository>;
