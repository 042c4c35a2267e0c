import { sql } from 'drizzle-orm';
import { boolean, index, integer, numeric, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { customers } from './customers';
import { countries, stateProvinces } from './directory';
import { quoteItems, quotes } from './quotes';
import { CART_TYPE_CART, type DiscountType } from '../../../shared/enums';

const money = (name: string) => numeric(name, { precision: 19, scale: 4 });
const created = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A customer's cart: the ordinary one (no quote) or the read-only cart of one quote. Holds what
 * belongs to the cart as a whole: destination for estimates, PO number.
 */
export const shoppingCarts = pgTable(
  'shopping_carts',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    quoteId: integer('quote_id').references(() => quotes.id, { onDelete: 'cascade' }),
    countryId: integer('country_id').references(() => countries.id),
    stateProvinceId: integer('state_province_id').references(() => stateProvinces.id),
    postalCode: text('postal_code').notNull().default(''),
    city: text('city').notNull().default(''),
    poNumber: text('po_number').notNull().default(''),
    createdAt: created(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One ordinary cart and one cart per quote for each customer.
  (t) => [uniqueIndex('shopping_carts_owner_uq').on(t.customerId, sql`coalesce(${t.quoteId}, 0)`)],
);

export const shoppingCartItems = pgTable(
  'shopping_cart_items',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => shoppingCarts.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    shoppingCartTypeId: smallint('shopping_cart_type_id').notNull().default(CART_TYPE_CART),
    quantity: integer('quantity').notNull(),
    reference: text('reference').notNull().default(''),
    // The catalogue price when the line was added, to warn when it changed since.
    priceWhenAdded: money('price_when_added'),
    quoteItemId: integer('quote_item_id').references(() => quoteItems.id, { onDelete: 'cascade' }),
    createdAt: created(),
  },
  (t) => [
    index('shopping_cart_items_cart_idx').on(t.cartId),
    // A product appears once per list; adding it again raises the quantity.
    uniqueIndex('shopping_cart_items_line_uq').on(t.cartId, t.shoppingCartTypeId, t.productId, sql`coalesce(${t.quoteItemId}, 0)`),
  ],
);

/** The shipping method chosen for one group of a cart (group key: profile, vendor, warehouse, backordered). */
export const cartShippingSelections = pgTable(
  'cart_shipping_selections',
  {
    cartId: integer('cart_id')
      .notNull()
      .references(() => shoppingCarts.id, { onDelete: 'cascade' }),
    groupKey: text('group_key').notNull(),
    methodId: text('method_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.groupKey] })],
);

/** A coupon-code discount (spec 2 §3 "Discount assignment"). */
export const discounts = pgTable(
  'discounts',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    couponCode: text('coupon_code').notNull(),
    discountType: text('discount_type').notNull().$type<DiscountType>(),
    usePercentage: boolean('use_percentage').notNull().default(false),
    discountPercentage: numeric('discount_percentage', { precision: 7, scale: 4 }).notNull().default('0'),
    discountAmount: money('discount_amount').notNull().default('0'),
    // Caps a percentage discount; null means no cap.
    maximumDiscountAmount: money('maximum_discount_amount'),
    // The order subtotal a code needs before it applies.
    minimumSubtotal: money('minimum_subtotal').notNull().default('0'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    active: boolean('active').notNull().default(true),
    // What MANUFACTURERS / CATEGORIES / SKUS discounts apply to.
    manufacturerIds: integer('manufacturer_ids')
      .array()
      .notNull()
      .default(sql`ARRAY[]::integer[]`),
    categoryIds: integer('category_ids')
      .array()
      .notNull()
      .default(sql`ARRAY[]::integer[]`),
    skus: text('skus')
      .array()
      .notNull()
      .default(sql`ARRAY[]::text[]`),
    createdAt: created(),
  },
  (t) => [uniqueIndex('discounts_coupon_code_uq').on(sql`lower(${t.couponCode})`)],
);

/** Coupons applied to a cart, in the order they were applied (only the first counts). */
export const cartCoupons = pgTable(
  'cart_coupons',
  {
    cartId: integer('cart_id')
      .notNull()
      .references(() => shoppingCarts.id, { onDelete: 'cascade' }),
    discountId: integer('discount_id')
      .notNull()
      .references(() => discounts.id, { onDelete: 'cascade' }),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
    seq: serial('seq').notNull(),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.discountId] })],
);

/**
 * Estimated sales tax per destination (spec 2 §3 estimatedItemTaxRate / estimatedShippingTaxRate):
 * a row per state or province, or one for a whole country (no province). Rates are fractions.
 */
export const taxRates = pgTable(
  'tax_rates',
  {
    id: serial('id').primaryKey(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'cascade' }),
    stateProvinceId: integer('state_province_id').references(() => stateProvinces.id, { onDelete: 'cascade' }),
    itemRate: numeric('item_rate', { precision: 9, scale: 6 }).notNull(),
    // States that do not tax delivery charges billed with the sale have 0 here.
    shippingRate: numeric('shipping_rate', { precision: 9, scale: 6 }).notNull(),
  },
  (t) => [uniqueIndex('tax_rates_place_uq').on(t.countryId, sql`coalesce(${t.stateProvinceId}, 0)`)],
);

/**
 * The rate table of our shipping engine (cart-shipping.ts explains how a row is priced): per mode
 * (parcel or truck freight), zone (1 same state … 7 abroad) and method.
 */
export const shippingRates = pgTable(
  'shipping_rates',
  {
    id: serial('id').primaryKey(),
    mode: text('mode').notNull().$type<'parcel' | 'freight'>(),
    zone: smallint('zone').notNull(),
    methodId: text('method_id').notNull(),
    name: text('name').notNull(),
    base: money('base').notNull().default('0'),
    perLb: money('per_lb').notNull().default('0'),
    // Expedited parcel methods: a multiple of the zone's ground transport; null for base methods.
    factor: numeric('factor', { precision: 9, scale: 4 }),
    minimum: money('minimum').notNull().default('0'),
    surcharge: money('surcharge').notNull().default('0'),
    eta: text('eta').notNull().default(''),
    sortOrder: smallint('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('shipping_rates_method_uq').on(t.mode, t.zone, t.methodId)],
);
