import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, numeric, pgSequence, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { products, warehouses } from './catalog';
import { quotes } from './quotes';
import { customers } from './customers';
import { bytea, garageMachines } from './fleet';
import type { AddressSnapshot } from '../../../shared/address';
import type { OrderStatus, PaymentStatus, PaymentType, ShippingStatus } from '../../../shared/enums';
import type { OrderDiscount, OrderShippingMethod } from '../../../shared/orders';
import type { Carrier, ReturnReason, ReturnStatus, TrackingEventType } from '../../../shared/order-lifecycle';

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
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    // Money given back so far (cancellation, returns): the payment status follows from it.
    refundedAmount: money('refunded_amount').notNull().default('0'),
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
    // Units taken from stock at placement (a backordered line takes only what was there); a
    // cancellation puts back this many. Null on orders placed before it was recorded: all of them.
    reservedQuantity: integer('reserved_quantity'),
    shippingGroupKey: text('shipping_group_key').notNull().default(''),
    // The fleet machine the part was bought for, when the customer picked one.
    garageMachineId: integer('garage_machine_id').references(() => garageMachines.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    uniqueIndex('order_items_guid_uq').on(t.orderItemGuid),
    index('order_items_product_idx').on(t.productId),
    index('order_items_garage_idx').on(t.garageMachineId),
  ],
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
    // Why staff refunded part of an order (the back office's partial refund); empty otherwise.
    reason: text('reason').notNull().default(''),
  },
  (t) => [index('order_payments_order_idx').on(t.orderId)],
);

/** Staff's internal notes on an order: never shown to the customer. */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => customers.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_notes_order_idx').on(t.orderId, t.createdAt)],
);

const weight = (name: string) => numeric(name, { precision: 10, scale: 2 });
const at = (name: string) => timestamp(name, { withTimezone: true });

/** A parcel or freight consignment of an order: which items, how many, with which carrier. */
export const shipments = pgTable(
  'shipments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    shippingGroupKey: text('shipping_group_key').notNull().default(''),
    carrier: text('carrier').notNull().$type<Carrier>(),
    trackingNumber: text('tracking_number').notNull(),
    totalWeight: weight('total_weight').notNull().default('0'),
    // The latest tracking event, so lists need not read the events.
    status: text('status').notNull().$type<TrackingEventType>().default('LABEL_CREATED'),
    shippedAt: at('shipped_at'),
    deliveredAt: at('delivered_at'),
    estimatedDeliveryAt: at('estimated_delivery_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('shipments_order_idx').on(t.orderId), uniqueIndex('shipments_tracking_uq').on(t.carrier, t.trackingNumber)],
);

export const shipmentItems = pgTable(
  'shipment_items',
  {
    id: serial('id').primaryKey(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
  },
  (t) => [index('shipment_items_shipment_idx').on(t.shipmentId), index('shipment_items_order_item_idx').on(t.orderItemId)],
);

/** What the carrier reported, as it reported it. */
export const shipmentEvents = pgTable(
  'shipment_events',
  {
    id: serial('id').primaryKey(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    type: text('type').notNull().$type<TrackingEventType>(),
    description: text('description').notNull(),
    location: text('location').notNull().default(''),
    occurredAt: at('occurred_at').notNull(),
  },
  (t) => [uniqueIndex('shipment_events_uq').on(t.shipmentId, t.type, t.occurredAt)],
);

/** Return authorisation numbers: RMA-500001… */
export const returnNumberSeq = pgSequence('return_number_seq', { startWith: 500001 });

/** A return (RMA): what goes back, why, and what is refunded. */
export const returnRequests = pgTable(
  'return_requests',
  {
    id: serial('id').primaryKey(),
    returnNumber: text('return_number').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    status: text('status').notNull().$type<ReturnStatus>(),
    reason: text('reason').notNull().$type<ReturnReason>(),
    reasonText: text('reason_text').notNull().default(''),
    comments: text('comments').notNull().default(''),
    storeAtFault: boolean('store_at_fault').notNull(),
    refundItems: money('refund_items').notNull().default('0'),
    refundTax: money('refund_tax').notNull().default('0'),
    refundShipping: money('refund_shipping').notNull().default('0'),
    refundTotal: money('refund_total').notNull().default('0'),
    staffNote: text('staff_note').notNull().default(''),
    // ACCOUNT: from the customer's order page; EXTENDED: the extended registration (a guest, or outside the window).
    channel: text('channel').notNull().default('ACCOUNT').$type<'ACCOUNT' | 'EXTENDED'>(),
    // The address the requester gave (extended registrations), which the staff's answer goes to.
    contactEmail: text('contact_email').notNull().default(''),
    // Requested after the return window had ended: staff decide, nothing is approved by itself.
    outsideWindow: boolean('outside_window').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    approvedAt: at('approved_at'),
    rejectedAt: at('rejected_at'),
    receivedAt: at('received_at'),
    refundedAt: at('refunded_at'),
  },
  (t) => [uniqueIndex('return_requests_number_uq').on(t.returnNumber), index('return_requests_order_idx').on(t.orderId), index('return_requests_customer_idx').on(t.customerId, t.createdAt)],
);

export const returnRequestItems = pgTable(
  'return_request_items',
  {
    id: serial('id').primaryKey(),
    returnRequestId: integer('return_request_id')
      .notNull()
      .references(() => returnRequests.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    receivedQuantity: integer('received_quantity').notNull().default(0),
    damagedQuantity: integer('damaged_quantity').notNull().default(0),
  },
  (t) => [index('return_request_items_return_idx').on(t.returnRequestId), index('return_request_items_order_item_idx').on(t.orderItemId)],
);

/**
 * An extended return registration in progress: found by order number and e-mail, then filled step
 * by step. The id is the secret the requester's browser holds (a cookie); it lapses after a day.
 */
export const returnDrafts = pgTable(
  'return_drafts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    lines: jsonb('lines').notNull().default([]).$type<Array<{ orderItemId: number; quantity: number }>>(),
    reason: text('reason').$type<ReturnReason>(),
    reasonText: text('reason_text').notNull().default(''),
    comments: text('comments').notNull().default(''),
    // Set once submitted: the draft then answers with the return it became.
    returnRequestId: integer('return_request_id').references(() => returnRequests.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('return_drafts_expires_idx').on(t.expiresAt)],
);

/** Photos of parts to return: on a draft while it is filled in, then on the return request. */
export const returnPhotos = pgTable(
  'return_photos',
  {
    id: serial('id').primaryKey(),
    // Unguessable: the picture URL carries this, not the serial id.
    guid: uuid('guid').notNull().defaultRandom(),
    draftId: uuid('draft_id').references(() => returnDrafts.id, { onDelete: 'cascade' }),
    returnRequestId: integer('return_request_id').references(() => returnRequests.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull().default(''),
    mimeType: text('mime_type').notNull(),
    // Bytes of the largest stored size.
    size: integer('size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('return_photos_guid_uq').on(t.guid), index('return_photos_draft_idx').on(t.draftId), index('return_photos_return_idx').on(t.returnRequestId)],
);

/** The stored sizes of a return photo. */
export const returnPhotoFiles = pgTable(
  'return_photo_files',
  {
    photoId: integer('photo_id')
      .notNull()
      .references(() => returnPhotos.id, { onDelete: 'cascade' }),
    size: smallint('size').notNull(),
    body: bytea('body').notNull(),
  },
  (t) => [primaryKey({ columns: [t.photoId, t.size] })],
);

/** Seller feedback: one per order. */
export const orderFeedback = pgTable(
  'order_feedback',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    asDescribed: boolean('as_described'),
    arrivedOnTime: boolean('arrived_on_time'),
    promptService: boolean('prompt_service'),
    wellPackaged: boolean('well_packaged'),
    suggestion: text('suggestion').notNull().default(''),
    text: text('text').notNull().default(''),
    createdAt: at('created_at').notNull().defaultNow(),
    // The store's answer (the customer reads it with their feedback and is mailed it), and who gave it.
    replyText: text('reply_text').notNull().default(''),
    repliedAt: at('replied_at'),
    repliedBy: integer('replied_by'),
  },
  (t) => [
    uniqueIndex('order_feedback_order_uq').on(t.orderId),
    index('order_feedback_customer_idx').on(t.customerId),
    index('order_feedback_created_idx').on(t.createdAt, t.id),
  ],
);
