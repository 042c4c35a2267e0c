import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, numeric, pgSequence, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { products, warehouses } from './catalog';
import { quotes } from './quotes';
import { customers } from './customers';
import type { AddressSnapshot } from '../../../shared/address';
import type { OrderStatus, PaymentStatus, PaymentType, ShippingStatus } from '../../../shared/enums';
import type { OrderDiscount, OrderShippingMethod } from '../../../shared/orders';

const money = (name: string) => numeric(name, { precision: 19, scale: 4 });

/** Customer-facing order numbers: IY-1000001, IY-1000002… */
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 1000001 });

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    orderGuid: uuid('order_guid').notNull().defaultRandom(),
    // The id guests use to open the thank-you and order status pages.
    clubOrderGuid: uuid('club_order_guid').notNull().defaultRandom(),
    customOrderNumber: text('custom_order_number').notNull(),
    isGuestOrder: boolean('is_guest_order').notNull(),
    email: text('email').notNull(),
    quoteId: integer('quote_id').references(() => quotes.id, { onDelete: 'set null' }),
    orderStatus: text('order_status').notNull().$type<OrderStatus>(),
    paymentStatus: text('payment_status').notNull().$type<PaymentStatus>(),
    shippingStatus: text('shipping_status').notNull().$type<ShippingStatus>(),
    currency: text('currency').notNull().default('USD'),
    subtotalExclTax: money('subtotal_excl_tax').notNull(),
    subtotalInclTax: money('subtotal_incl_tax').notNull(),
    subtotalDiscountExclTax: money('subtotal_discount_excl_tax').notNull(),
    subtotalDiscountInclTax: money('subtotal_discount_incl_tax').notNull(),
    shippingExclTax: money('shipping_excl_tax').notNull(),
    shippingInclTax: money('shipping_incl_tax').notNull(),
    shippingDiscount: money('shipping_discount').notNull(),
    orderTax: money('order_tax').notNull(),
    orderTotal: money('order_total').notNull(),
    usedDiscounts: jsonb('used_discounts').$type<OrderDiscount[]>().notNull(),
    shippingMethods: jsonb('shipping_methods').$type<OrderShippingMethod[]>().notNull(),
    billingAddress: jsonb('billing_address').$type<AddressSnapshot>().notNull(),
    shippingAddress: jsonb('shipping_address').$type<AddressSnapshot>().notNull(),
    purchaseOrder: text('purchase_order').notNull().default(''),
    paymentType: text('payment_type').notNull().$type<PaymentType>(),
    gateway: text('gateway').notNull(),
    gatewayTransactionId: text('gateway_transaction_id').notNull(),
    cardName: text('card_name').notNull().default(''),
    cardType: text('card_type').notNull().default(''),
    maskedCreditCardNumber: text('masked_credit_card_number').notNull().default(''),
    estArrivalDate: timestamp('est_arrival_date', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('orders_order_guid_uq').on(t.orderGuid),
    uniqueIndex('orders_club_order_guid_uq').on(t.clubOrderGuid),
    uniqueIndex('orders_custom_order_number_uq').on(t.customOrderNumber),
    index('orders_customer_idx').on(t.customerId, t.createdAt),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderItemGuid: uuid('order_item_guid').notNull().defaultRandom(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    warehouseId: integer('warehouse_id').references(() => warehouses.id, { onDelete: 'set null' }),
    // What the customer bought, as it was named then.
    productName: text('product_name').notNull(),
    sku: text('sku').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceExclTax: money('unit_price_excl_tax').notNull(),
    unitPriceInclTax: money('unit_price_incl_tax').notNull(),
    priceExclTax: money('price_excl_tax').notNull(),
    priceInclTax: money('price_incl_tax').notNull(),
    reference: text('reference').notNull().default(''),
    backorderedWhenOrdered: boolean('backordered_when_ordered').notNull().default(false),
    shippingGroupKey: text('shipping_group_key').notNull().default(''),
  },
  (t) => [index('order_items_order_idx').on(t.orderId), uniqueIndex('order_items_guid_uq').on(t.orderItemGuid), index('order_items_product_idx').on(t.productId)],
);

/**
 * One checkout attempt per idempotency key. Inserted first in the placement transaction, so a
 * second request with the same key waits on it and then finds the order instead of placing another.
 */
export const orderAttempts = pgTable(
  'order_attempts',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.idempotencyKey] })],
);

/** Every movement of money at the gateway for an order, for support and reconciliation. */
export const orderPayments = pgTable(
  'order_payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    gateway: text('gateway').notNull(),
    transactionId: text('transaction_id').notNull(),
    kind: text('kind').notNull().$type<'authorize' | 'capture' | 'void' | 'refund'>(),
    amount: money('amount').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index('order_payments_order_idx').on(t.orderId)],
);
