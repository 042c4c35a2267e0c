import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  alsoPurchased,
  categories,
  machineModels,
  machineTypes,
  manufacturers,
  productCategories,
  productFitments,
  productInterchanges,
  productReviews,
  products,
  productSpecifications,
  relatedProducts,
  specificationAttributes,
  vendors,
  warehouses,
} from '../../db/schema/catalog';
import { customers } from '../../db/schema/customers';
import { stateProvinces } from '../../db/schema/directory';

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
  warehouseState: stateProvinces.abbreviation,
  warehouseStateName: stateProvinces.name,
  createdAt: products.createdAt,
};

export type ProductRow = {
  [K in keyof typeof productColumns]: (typeof productColumns)[K]['_']['notNull'] extends true
    ? (typeof productColumns)[K]['_']['data']
    : (typeof productColumns)[K]['_']['data'] | null;
};

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
  authorName: string;
  orderId: number | null;
  suggestion: string | null;
  asDescribed: boolean | null;
  arrivedOnTime: boolean | null;
  promptService: boolean | null;
  wellPackaged: boolean | null;
}

const visible = and(eq(products.published, true), eq(products.deleted, false));

/** Product detail reads: the product, its specifications, part numbers, fitment, links and reviews. */
export function createProductRepository(db: Db) {
  const base = () =>
    db
      .select(productColumns)
      .from(products)
      .leftJoin(manufacturers, eq(manufacturers.id, products.manufacturerId))
      .leftJoin(vendors, eq(vendors.id, products.vendorId))
      .leftJoin(warehouses, eq(warehouses.id, products.warehouseId))
      .leftJoin(stateProvinces, eq(stateProvinces.id, warehouses.stateProvinceId));

  return {
    async byId(id: number): Promise<ProductRow | null> {
      const [row] = await base().where(and(eq(products.id, id), visible));
      return (row as ProductRow) ?? null;
    },
    async bySku(sku: string): Promise<ProductRow | null> {
      const [row] = await base().where(and(sql`lower(${products.sku}) = lower(${sku})`, visible));
      return (row as ProductRow) ?? null;
    },
    async byIds(ids: number[]): Promise<ProductRow[]> {
      if (ids.length === 0) return [];
      return (await base().where(and(inArray(products.id, ids), visible))) as ProductRow[];
    },
    async categoryIds(productId: number): Promise<number[]> {
      const rows = await db
        .select({ id: productCategories.categoryId })
        .from(productCategories)
        .innerJoin(categories, eq(categories.id, productCategories.categoryId))
        .where(eq(productCategories.productId, productId))
        .orderBy(asc(productCategories.displayOrder), asc(categories.displayOrder));
      return rows.map((r) => r.id);
    },
    async specifications(productId: number): Promise<Array<{ name: string; value: string; facet: boolean }>> {
      return db
        .select({ name: specificationAttributes.name, value: productSpecifications.value, facet: specificationAttributes.facet })
        .from(productSpecifications)
        .innerJoin(specificationAttributes, eq(specificationAttributes.id, productSpecifications.attributeId))
        .where(eq(productSpecifications.productId, productId))
        .orderBy(asc(productSpecifications.displayOrder), asc(specificationAttributes.displayOrder));
    },
    async interchanges(productId: number): Promise<Array<{ partNumber: string; brand: string; kind: string }>> {
      return db
        .select({ partNumber: productInterchanges.partNumber, brand: productInterchanges.brand, kind: productInterchanges.kind })
        .from(productInterchanges)
        .where(eq(productInterchanges.productId, productId))
        .orderBy(asc(productInterchanges.id));
    },
    async fitments(productId: number): Promise<ProductFitmentRow[]> {
      return db
        .select({
          machineModelId: machineModels.id,
          name: machineModels.name,
          baseName: machineModels.baseName,
          manufacturerId: manufacturers.id,
          manufacturer: manufacturers.name,
          type: machineTypes.name,
          serialFrom: productFitments.serialFrom,
          serialTo: productFitments.serialTo,
          engine: productFitments.engine,
          attachment: productFitments.attachment,
        })
        .from(productFitments)
        .innerJoin(machineModels, eq(machineModels.id, productFitments.machineModelId))
        .innerJoin(manufacturers, eq(manufacturers.id, machineModels.manufacturerId))
        .innerJoin(machineTypes, eq(machineTypes.id, machineModels.machineTypeId))
        .where(eq(productFitments.productId, productId))
        .orderBy(asc(manufacturers.name), asc(machineModels.name));
    },
    async relatedIds(productId: number, limit: number): Promise<number[]> {
      const rows = await db
        .select({ id: relatedProducts.relatedProductId })
        .from(relatedProducts)
        .where(eq(relatedProducts.productId, productId))
        .orderBy(asc(relatedProducts.displayOrder))
        .limit(limit);
      return rows.map((r) => r.id);
    },
    async alsoPurchasedIds(productId: number, limit: number): Promise<number[]> {
      const rows = await db
        .select({ id: alsoPurchased.otherProductId })
        .from(alsoPurchased)
        .where(eq(alsoPurchased.productId, productId))
        .orderBy(desc(alsoPurchased.timesTogether), asc(alsoPurchased.otherProductId))
        .limit(limit);
      return rows.map((r) => r.id);
    },
    async reviews(productId: number, limit: number, offset: number): Promise<{ rows: ReviewRow[]; total: number }> {
      const where = and(eq(productReviews.productId, productId), eq(productReviews.approved, true));
      const [rows, [{ n }]] = await Promise.all([
        db
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
            authorName: sql<string>`coalesce(nullif(${productReviews.authorName}, ''), nullif(${customers.feedbackName}, ''), ${customers.firstName}, 'Customer')`,
            orderId: productReviews.orderId,
            suggestion: productReviews.suggestion,
            asDescribed: productReviews.asDescribed,
            arrivedOnTime: productReviews.arrivedOnTime,
            promptService: productReviews.promptService,
            wellPackaged: productReviews.wellPackaged,
          })
          .from(productReviews)
          .leftJoin(customers, eq(customers.id, productReviews.customerId))
          .where(where)
          .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(productReviews).where(where),
      ]);
      return { rows, total: Number(n) };
    },
  };
}

export type ProductRepository = ReturnType<typeof createProductRepository>;
