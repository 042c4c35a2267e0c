import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { stateProvinces, countries } from './directory';
import type { AvailabilityStatus } from '../../../shared/enums';

const money = (name: string) => numeric(name, { precision: 19, scale: 4 });
const created = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const manufacturers = pgTable(
  'manufacturers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    seoName: text('seo_name').notNull(),
    description: text('description').notNull().default(''),
    displayOrder: integer('display_order').notNull().default(0),
    // Some brands (Universal, Rhino) sell parts but make no machines.
    makesMachines: boolean('makes_machines').notNull().default(true),
  },
  (t) => [uniqueIndex('manufacturers_name_uq').on(t.name)],
);

export const vendors = pgTable('vendors', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().default(''),
});

export const warehouses = pgTable('warehouses', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  city: text('city').notNull(),
  stateProvinceId: integer('state_province_id').references(() => stateProvinces.id),
  countryId: integer('country_id').references(() => countries.id),
  zipPostalCode: text('zip_postal_code').notNull().default(''),
  vendorId: integer('vendor_id').references(() => vendors.id),
  // Orders placed before the cut-off (local time of the warehouse) ship the same day.
  timeZone: text('time_zone').notNull().default('America/Chicago'),
  cutoffTime: text('cutoff_time').notNull().default('15:00'),
});

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    seoName: text('seo_name').notNull(),
    description: text('description').notNull().default(''),
    parentCategoryId: integer('parent_category_id'),
    displayOrder: integer('display_order').notNull().default(0),
    showOnHomePage: boolean('show_on_home_page').notNull().default(false),
    // What the drawing of a part in this category shows (belt, seat, radiator…).
    pictureKind: text('picture_kind').notNull().default('generic'),
  },
  (t) => [index('categories_parent_idx').on(t.parentCategoryId)],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    seoName: text('seo_name').notNull(),
    shortDescription: text('short_description').notNull().default(''),
    fullDescription: text('full_description').notNull().default(''),
    manufacturerPartNumber: text('manufacturer_part_number').notNull().default(''),
    gtin: text('gtin').notNull().default(''),
    metaTitle: text('meta_title').notNull().default(''),
    metaDescription: text('meta_description').notNull().default(''),
    metaKeywords: text('meta_keywords').notNull().default(''),
    // Inches and pounds, as the trade quotes them.
    length: numeric('length', { precision: 10, scale: 2 }).notNull().default('0'),
    width: numeric('width', { precision: 10, scale: 2 }).notNull().default('0'),
    height: numeric('height', { precision: 10, scale: 2 }).notNull().default('0'),
    weight: numeric('weight', { precision: 10, scale: 2 }).notNull().default('0'),
    youtubeEmbedCode: text('youtube_embed_code'),
    isTaxExempt: boolean('is_tax_exempt').notNull().default(false),
    isFreeShipping: boolean('is_free_shipping').notNull().default(false),
    additionalShippingCharge: money('additional_shipping_charge').notNull().default('0'),
    shipSeparately: boolean('ship_separately').notNull().default(false),
    shippingProfileId: integer('shipping_profile_id').notNull().default(1),
    showOnHomePage: boolean('show_on_home_page').notNull().default(false),
    allowCustomerReviews: boolean('allow_customer_reviews').notNull().default(true),
    approvedRatingSum: integer('approved_rating_sum').notNull().default(0),
    approvedTotalReviews: integer('approved_total_reviews').notNull().default(0),
    // Null price: Call For Price and similar.
    price: money('price'),
    oldPrice: money('old_price'),
    status: text('status').notNull().$type<AvailabilityStatus>().default('IN_STOCK'),
    stock: integer('stock').notNull().default(0),
    orderMinimumQuantity: integer('order_minimum_quantity').notNull().default(1),
    orderMaximumQuantity: integer('order_maximum_quantity').notNull().default(10000),
    // Comma-separated list when only some quantities are sold (e.g. pairs).
    allowedQuantities: text('allowed_quantities').notNull().default(''),
    backorderAvailabilityRange: text('backorder_availability_range').notNull().default(''),
    buildToOrderRange: text('build_to_order_range').notNull().default(''),
    preorderAvailabilityStart: timestamp('preorder_availability_start', { withTimezone: true }),
    canNotify: boolean('can_notify').notNull().default(false),
    manufacturerId: integer('manufacturer_id').references(() => manufacturers.id),
    vendorId: integer('vendor_id').references(() => vendors.id),
    warehouseId: integer('warehouse_id').references(() => warehouses.id),
    pictureKind: text('picture_kind').notNull().default('generic'),
    sales: integer('sales').notNull().default(0),
    published: boolean('published').notNull().default(true),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: created(),
    // Stamped by the database on every insert and update, whoever writes (migration 0015; search follows it).
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdateFn(() => sql`now()`),
  },
  (t) => [
    uniqueIndex('products_sku_uq').on(t.sku),
    // /go/sku and the product query match a SKU in any case.
    index('products_sku_lower_idx').on(sql`lower(${t.sku})`),
    index('products_manufacturer_idx').on(t.manufacturerId),
    index('products_home_idx').on(t.showOnHomePage),
    // The search watch asks every 500 ms for the products changed since its last look, oldest first.
    index('products_updated_at_idx').on(t.updatedAt, t.id),
  ],
);

export const productCategories = pgTable(
  'product_categories',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    displayOrder: integer('display_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.categoryId] }), index('product_categories_category_idx').on(t.categoryId)],
);

export const specificationAttributes = pgTable(
  'specification_attributes',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    displayOrder: integer('display_order').notNull().default(0),
    // Shown as a facet on the search page.
    facet: boolean('facet').notNull().default(true),
  },
  (t) => [uniqueIndex('specification_attributes_name_uq').on(t.name)],
);

export const productSpecifications = pgTable(
  'product_specifications',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => specificationAttributes.id),
    value: text('value').notNull(),
    displayOrder: integer('display_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.attributeId] })],
);

export const productInterchanges = pgTable(
  'product_interchanges',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    partNumber: text('part_number').notNull(),
    // Lower case, no separators, no leading zeros: how search compares part numbers.
    normalized: text('normalized').notNull(),
    brand: text('brand').notNull().default(''),
    // 'interchange' (replaces another maker's number) or 'superseded' (an older number of ours).
    kind: text('kind').notNull().default('interchange'),
  },
  (t) => [index('product_interchanges_product_idx').on(t.productId), index('product_interchanges_norm_idx').on(t.normalized)],
);

export const machineTypes = pgTable('machine_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  seoName: text('seo_name').notNull(),
  displayOrder: integer('display_order').notNull().default(0),
});

export const machineModels = pgTable(
  'machine_models',
  {
    id: serial('id').primaryKey(),
    manufacturerId: integer('manufacturer_id')
      .notNull()
      .references(() => manufacturers.id),
    machineTypeId: integer('machine_type_id')
      .notNull()
      .references(() => machineTypes.id),
    name: text('name').notNull(),
    baseName: text('base_name').notNull(),
    seoName: text('seo_name').notNull(),
    yearFrom: smallint('year_from'),
    yearTo: smallint('year_to'),
    horsepower: integer('horsepower'),
    description: text('description').notNull().default(''),
  },
  (t) => [index('machine_models_manufacturer_idx').on(t.manufacturerId)],
);

/** Engine options of a model (a fleet machine records which one it has). */
export const machineEngines = pgTable(
  'machine_engines',
  {
    id: serial('id').primaryKey(),
    machineModelId: integer('machine_model_id')
      .notNull()
      .references(() => machineModels.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    displayOrder: integer('display_order').notNull().default(0),
  },
  (t) => [index('machine_engines_model_idx').on(t.machineModelId)],
);

/** Attachments a model can carry (48" deck, loader…); fitment may depend on them. */
export const machineAttachments = pgTable(
  'machine_attachments',
  {
    id: serial('id').primaryKey(),
    machineModelId: integer('machine_model_id')
      .notNull()
      .references(() => machineModels.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    displayOrder: integer('display_order').notNull().default(0),
  },
  (t) => [index('machine_attachments_model_idx').on(t.machineModelId)],
);

export const productFitments = pgTable(
  'product_fitments',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    machineModelId: integer('machine_model_id')
      .notNull()
      .references(() => machineModels.id, { onDelete: 'cascade' }),
    // Narrowing, where the data has it: a serial range (supplier change), an engine or attachment.
    serialFrom: text('serial_from'),
    serialTo: text('serial_to'),
    engine: text('engine'),
    attachment: text('attachment'),
  },
  (t) => [primaryKey({ columns: [t.productId, t.machineModelId] }), index('product_fitments_model_idx').on(t.machineModelId)],
);

export const relatedProducts = pgTable(
  'related_products',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    relatedProductId: integer('related_product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    displayOrder: integer('display_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.relatedProductId] })],
);

export const alsoPurchased = pgTable(
  'also_purchased',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    otherProductId: integer('other_product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    timesTogether: integer('times_together').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.productId, t.otherProductId] })],
);

export const productReviews = pgTable(
  'product_reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => customers.id),
    orderId: integer('order_id'),
    authorName: text('author_name').notNull().default(''),
    title: text('title').notNull(),
    reviewText: text('review_text').notNull(),
    replyText: text('reply_text'),
    rating: smallint('rating').notNull(),
    approved: boolean('approved').notNull().default(false),
    helpfulYesTotal: integer('helpful_yes_total').notNull().default(0),
    helpfulNoTotal: integer('helpful_no_total').notNull().default(0),
    suggestion: text('suggestion'),
    asDescribed: boolean('as_described'),
    arrivedOnTime: boolean('arrived_on_time'),
    promptService: boolean('prompt_service'),
    wellPackaged: boolean('well_packaged'),
    createdAt: created(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_reviews_product_idx').on(t.productId), uniqueIndex('product_reviews_customer_product_uq').on(t.customerId, t.productId)],
);

/** Helpful yes/no votes on reviews: one per customer and review. */
export const productReviewVotes = pgTable(
  'product_review_votes',
  {
    reviewId: integer('review_id')
      .notNull()
      .references(() => productReviews.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    helpful: boolean('helpful').notNull(),
    createdAt: created(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.customerId] })],
);
