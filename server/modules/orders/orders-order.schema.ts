import { builder } from '../../graphql/builder';
import type { OrderDiscount, OrderShippingMethod } from '../../../shared/orders';
import type { RETURN_REASONS } from '../../../shared/order-lifecycle';
import { Address, PaymentMethodType } from '../account/account.schema';
import type { CancelPreview, FeedbackRow, OrderView, Page, ReturnView } from './orders.service';
import {
  amount,
  extrasOf,
  Order,
  OrderItem,
  OrderLineQuantities,
  OrderStatus,
  PaymentStatus,
  RefundMethod,
  ReturnReason,
  ShippingStatus,
  stateOf,
} from './orders-base.schema';
import { Shipment } from './orders-shipments.schema';
import { Invoice, ReturnRequest } from './orders-returns.schema';

// The order itself with its feedback, shipping methods and discounts, and the lists and previews
// the account queries return.

/** Seller feedback on an order (spec 1 §7 leaveFeedback). */
export const OrderFeedback = builder.objectRef<FeedbackRow>('OrderFeedback');
builder.objectType(OrderFeedback, {
  fields: (t) => ({
    id: t.exposeID('id'),
    orderId: t.exposeID('orderId'),
    rating: t.exposeInt('rating'),
    asDescribed: t.exposeBoolean('asDescribed', { nullable: true }),
    arrivedOnTime: t.exposeBoolean('arrivedOnTime', { nullable: true }),
    promptService: t.exposeBoolean('promptService', { nullable: true }),
    wellPackaged: t.exposeBoolean('wellPackaged', { nullable: true }),
    suggestion: t.exposeString('suggestion'),
    text: t.exposeString('text'),
    createdOnUtc: t.field({ type: 'DateTime', resolve: (f) => f.createdAt }),
    replyText: t.exposeString('replyText', { description: 'The store’s answer (empty until staff reply).' }),
    repliedOnUtc: t.field({ type: 'DateTime', nullable: true, resolve: (f) => f.repliedAt }),
  }),
});

const OrderShippingMethodType = builder.objectRef<OrderShippingMethod>('OrderShippingMethod');
builder.objectType(OrderShippingMethodType, {
  fields: (t) => ({
    groupKey: t.exposeString('groupKey'),
    id: t.exposeString('methodId'),
    name: t.exposeString('name'),
    price: t.float({ resolve: (m) => amount(m.price) }),
    eta: t.exposeString('eta'),
  }),
});

const UsedDiscount = builder.objectRef<OrderDiscount>('OrderUsedDiscount');
builder.objectType(UsedDiscount, {
  fields: (t) => ({
    name: t.exposeString('name'),
    couponCode: t.exposeString('couponCode'),
    discountType: t.exposeString('discountType'),
    discountAmount: t.float({ resolve: (d) => amount(d.amount) }),
  }),
});

// Order is declared in orders-base.schema.ts, for the shipment and return types to point back to it.
builder.objectType(Order, {
  fields: (t) => ({
    id: t.exposeID('id'),
    customerId: t.exposeID('customerId'),
    isGuestOrder: t.exposeBoolean('isGuestOrder'),
    canRegister: t.exposeBoolean('canRegister', { description: 'A guest may create an account with upgradeguestfororder.' }),
    canRequestReturn: t.boolean({
      description: 'Delivered, within the return window, and something left to return.',
      resolve: async (o, _a, ctx) => (await stateOf(ctx, o)).canRequestReturn,
    }),
    canCancelOrder: t.boolean({ description: 'Nothing has shipped yet.', resolve: async (o, _a, ctx) => (await stateOf(ctx, o)).canCancelOrder }),
    canLeaveFeedback: t.boolean({ description: 'No feedback yet on this order, and it is under way.', resolve: async (o, _a, ctx) => (await stateOf(ctx, o)).canLeaveFeedback }),
    returnWindowEndsUtc: t.field({ type: 'DateTime', nullable: true, resolve: async (o, _a, ctx) => (await stateOf(ctx, o)).returnWindowEndsAt }),
    cancelledOnUtc: t.field({ type: 'DateTime', nullable: true, resolve: (o) => o.cancelledAt }),
    completedOnUtc: t.field({ type: 'DateTime', nullable: true, resolve: (o) => o.completedAt }),
    refundedAmount: t.float({ description: 'Given back so far (cancellation, returns).', resolve: (o) => amount(o.refundedAmount) }),
    shipments: t.field({ type: [Shipment], resolve: async (o, _a, ctx) => (await extrasOf(ctx, o.id)).shipments }),
    returnRequests: t.field({ type: [ReturnRequest], resolve: async (o, _a, ctx) => (await extrasOf(ctx, o.id)).returns }),
    feedback: t.field({ type: OrderFeedback, nullable: true, resolve: async (o, _a, ctx) => (await extrasOf(ctx, o.id)).feedback }),
    lineQuantities: t.field({
      type: [OrderLineQuantities],
      description: 'Per line: ordered, shipped, delivered, in returns, and still returnable now.',
      resolve: async (o, _a, ctx) => (await stateOf(ctx, o)).lines,
    }),
    invoice: t.field({ type: Invoice, description: 'What a printed invoice shows besides the order itself.', resolve: (o) => o }),
    email: t.exposeString('email'),
    billingAddress: t.field({ type: Address, resolve: (o) => o.billingAddress }),
    shippingAddress: t.field({ type: Address, resolve: (o) => o.shippingAddress }),
    createdOnUtc: t.field({ type: 'DateTime', resolve: (o) => o.createdAt }),
    customOrderNumber: t.exposeString('customOrderNumber'),
    clubOrderGuid: t.exposeString('clubOrderGuid'),
    orderGuid: t.exposeString('orderGuid'),
    estArrivalDate: t.field({ type: 'DateTime', nullable: true, resolve: (o) => o.estArrivalDate }),
    purchaseOrder: t.exposeString('purchaseOrder'),
    orderStatus: t.field({ type: OrderStatus, resolve: (o) => o.orderStatus }),
    paymentStatus: t.field({ type: PaymentStatus, resolve: (o) => o.paymentStatus }),
    shippingStatus: t.field({ type: ShippingStatus, resolve: (o) => o.shippingStatus }),
    shippingMethod: t.string({ description: 'The shipping methods chosen, by name', resolve: (o) => [...new Set(o.shippingMethods.map((m) => m.name))].join(', ') }),
    shippingMethods: t.field({ type: [OrderShippingMethodType], resolve: (o) => o.shippingMethods }),
    orderSubtotalExclTax: t.float({ resolve: (o) => amount(o.subtotalExclTax) }),
    orderSubtotalInclTax: t.float({ resolve: (o) => amount(o.subtotalInclTax) }),
    orderSubTotalDiscountExclTax: t.float({ resolve: (o) => amount(o.subtotalDiscountExclTax) }),
    orderSubTotalDiscountInclTax: t.float({ resolve: (o) => amount(o.subtotalDiscountInclTax) }),
    orderShippingExclTax: t.float({ resolve: (o) => amount(o.shippingExclTax) }),
    orderShippingInclTax: t.float({ resolve: (o) => amount(o.shippingInclTax) }),
    orderShippingDiscount: t.float({ resolve: (o) => amount(o.shippingDiscount) }),
    orderTax: t.float({ resolve: (o) => amount(o.orderTax) }),
    orderTotal: t.float({ resolve: (o) => amount(o.orderTotal) }),
    usedDiscounts: t.field({ type: [UsedDiscount], resolve: (o) => o.usedDiscounts }),
    paymentType: t.field({ type: PaymentMethodType, resolve: (o) => o.paymentType }),
    cardName: t.exposeString('cardName'),
    cardType: t.exposeString('cardType'),
    maskedCreditCardNumber: t.exposeString('maskedCreditCardNumber'),
    items: t.field({ type: [OrderItem], resolve: (o) => o.items }),
    orderItems: t.field({ type: [OrderItem], description: 'Same as items (spec 1 name).', resolve: (o) => o.items }),
  }),
});

export const OrderConnection = builder.objectRef<Page<OrderView>>('OrderConnection');
builder.objectType(OrderConnection, {
  fields: (t) => ({
    nodes: t.field({ type: [Order], resolve: (c) => c.nodes }),
    totalCount: t.exposeInt('totalCount'),
    hasNextPage: t.exposeBoolean('hasNextPage'),
    endCursor: t.exposeString('endCursor', { nullable: true }),
  }),
});

export const ReturnRequestConnection = builder.objectRef<Page<ReturnView>>('ReturnRequestConnection');
builder.objectType(ReturnRequestConnection, {
  fields: (t) => ({
    nodes: t.field({ type: [ReturnRequest], resolve: (c) => c.nodes }),
    totalCount: t.exposeInt('totalCount'),
    hasNextPage: t.exposeBoolean('hasNextPage'),
    endCursor: t.exposeString('endCursor', { nullable: true }),
  }),
});

export const CancelPreviewType = builder.objectRef<CancelPreview>('CancelPreview');
builder.objectType(CancelPreviewType, {
  description: 'What cancelling the order would do now.',
  fields: (t) => ({
    order: t.field({ type: Order, resolve: (p) => p.order }),
    canCancel: t.exposeBoolean('canCancel'),
    reason: t.exposeString('reason', { description: 'Why it cannot be cancelled; empty when it can' }),
    refundAmount: t.float({ resolve: (p) => amount(p.refundAmount) }),
    refundMethod: t.field({ type: RefundMethod, description: 'VOID: the charge is released; REFUND: paid back to the card', resolve: (p) => p.refundMethod }),
  }),
});

export const ReturnReasonOption = builder.objectRef<{ code: (typeof RETURN_REASONS)[number]; label: string }>('ReturnReasonOption');
builder.objectType(ReturnReasonOption, {
  fields: (t) => ({
    code: t.field({ type: ReturnReason, resolve: (r) => r.code }),
    label: t.exposeString('label'),
    needsText: t.boolean({ resolve: (r) => r.code === 'OTHER' }),
  }),
});
