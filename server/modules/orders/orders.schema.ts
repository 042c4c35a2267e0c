import DataLoader from 'dataloader';
import { builder, mutationGroup, V1Query } from '../../graphql/builder';
import type { GraphQLContext } from '../../graphql/context';
import { ORDER_STATUSES, PAYMENT_STATUSES, SHIPPING_STATUSES } from '../../../shared/enums';
import type { OrderDiscount, OrderShippingMethod } from '../../../shared/orders';
import {
  CARRIER_NAMES,
  CARRIERS,
  ORDER_LIST_PERIODS,
  ORDER_LIST_STATUSES,
  RETURN_REASON_LABELS,
  RETURN_REASONS,
  RETURN_STATUSES,
  TRACKING_EVENT_LABELS,
  TRACKING_EVENT_TYPES,
} from '../../../shared/order-lifecycle';
import { toApiNumber } from '../../lib/money';
import { productsInOrder } from '../catalog/catalog-product-loaders';
import { Product } from '../catalog/catalog-product.schema';
import { Address, PaymentMethodType } from '../account/account.schema';
import { GarageItem } from '../fleet/fleet.schema';
import { requireViewer } from '../auth/auth-permissions';
import {
  trackingUrl,
  type CancelPreview,
  type FeedbackRow,
  type GarageOrderItemRow,
  type OrderExtras,
  type OrderItemRow,
  type OrderState,
  type OrderView,
  type Page,
  type ReturnRequestItemRow,
  type ReturnView,
  type ShipmentEventRow,
  type ShipmentItemRow,
  type ShipmentView,
} from './orders.service';

const OrderStatus = builder.enumType('OrderStatus', { values: ORDER_STATUSES });
const PaymentStatus = builder.enumType('PaymentStatus', { values: PAYMENT_STATUSES });
const ShippingStatus = builder.enumType('ShippingStatus', { values: SHIPPING_STATUSES });

const amount = (v: string) => toApiNumber(v) ?? 0;

const OrderItem = builder.objectRef<OrderItemRow>('OrderItem');
builder.objectType(OrderItem, {
  fields: (t) => ({
    id: t.exposeID('id'),
    orderItemGuid: t.exposeString('orderItemGuid'),
    productId: t.exposeID('productId'),
    productName: t.exposeString('productName', { description: 'The name when ordered' }),
    sku: t.exposeString('sku'),
    quantity: t.exposeInt('quantity'),
    unitPriceExclTax: t.float({ resolve: (i) => amount(i.unitPriceExclTax) }),
    unitPriceInclTax: t.float({ resolve: (i) => amount(i.unitPriceInclTax) }),
    priceExclTax: t.float({ resolve: (i) => amount(i.priceExclTax) }),
    priceInclTax: t.float({ resolve: (i) => amount(i.priceInclTax) }),
    reference: t.exposeString('reference'),
    backorderedWhenOrdered: t.exposeBoolean('backorderedWhenOrdered'),
    product: t.field({
      type: Product,
      nullable: true,
      resolve: async (i, _a, ctx) => (await productsInOrder(ctx, [i.productId]))[0] ?? null,
    }),
    garageItemId: t.id({ nullable: true, description: 'The fleet machine the part was bought for.', resolve: (i) => i.garageMachineId }),
  }),
});

// One set per GraphQL operation: an order list asks for each order's shipments, returns and flags at once.
const perOperation = new WeakMap<object, DataLoader<number, OrderExtras>>();
function extrasOf(ctx: GraphQLContext, orderId: number): Promise<OrderExtras> {
  let loader = perOperation.get(ctx);
  if (!loader) {
    loader = new DataLoader(async (ids) => {
      const byId = await ctx.services.orders.extras([...ids]);
      return ids.map((id) => byId.get(id)!);
    });
    perOperation.set(ctx, loader);
  }
  return loader.load(orderId);
}
async function stateOf(ctx: GraphQLContext, o: OrderView): Promise<OrderState> {
  return ctx.services.orders.state(o, await extrasOf(ctx, o.id));
}

const Carrier = builder.enumType('ShipmentCarrier', { values: CARRIERS });
const TrackingEventType = builder.enumType('TrackingEventType', { values: TRACKING_EVENT_TYPES });
export const ReturnReason = builder.enumType('ReturnReason', { values: RETURN_REASONS });
const ReturnStatus = builder.enumType('ReturnStatus', { values: RETURN_STATUSES });
const OrderListStatus = builder.enumType('OrderListStatus', { values: ORDER_LIST_STATUSES });
const OrderListPeriod = builder.enumType('OrderListPeriod', { values: ORDER_LIST_PERIODS });
const RefundMethod = builder.enumType('RefundMethod', { values: ['VOID', 'REFUND'] as const });

const OrderLineQuantities = builder.objectRef<OrderState['lines'][number]>('OrderLineQuantities');
builder.objectType(OrderLineQuantities, {
  fields: (t) => ({
    orderItemId: t.exposeID('orderItemId'),
    ordered: t.exposeInt('ordered'),
    shipped: t.exposeInt('shipped'),
    delivered: t.exposeInt('delivered'),
    returned: t.exposeInt('returned'),
    returnable: t.exposeInt('returnable'),
  }),
});

const TrackingEvent = builder.objectRef<ShipmentEventRow>('TrackingEvent');
builder.objectType(TrackingEvent, {
  fields: (t) => ({
    id: t.exposeID('id'),
    type: t.field({ type: TrackingEventType, resolve: (e) => e.type }),
    label: t.string({ description: 'The event type in words', resolve: (e) => TRACKING_EVENT_LABELS[e.type] }),
    description: t.exposeString('description'),
    location: t.exposeString('location'),
    occurredOnUtc: t.field({ type: 'DateTime', resolve: (e) => e.occurredAt }),
  }),
});

const ShipmentItem = builder.objectRef<ShipmentItemRow>('ShipmentItem');
builder.objectType(ShipmentItem, {
  fields: (t) => ({
    id: t.exposeID('id'),
    quantity: t.exposeInt('quantity'),
    orderItemId: t.exposeID('orderItemId'),
  }),
});

/** A consignment of an order (spec 1 §3 shipments), with its carrier and scans. */
export const Shipment = builder.objectRef<ShipmentView>('Shipment');
builder.objectType(Shipment, {
  fields: (t) => ({
    id: t.exposeID('id'),
    orderId: t.exposeID('orderId'),
    order: t.field({ type: Order, nullable: true, resolve: (s, _a, ctx) => ctx.services.orders.orderOf(s.orderId) }),
    shippedDateUtc: t.field({ type: 'DateTime', nullable: true, resolve: (s) => s.shippedAt }),
    deliveryDateUtc: t.field({ type: 'DateTime', nullable: true, resolve: (s) => s.deliveredAt }),
    estimatedDeliveryDateUtc: t.field({ type: 'DateTime', nullable: true, resolve: (s) => (s.deliveredAt ? null : s.estimatedDeliveryAt) }),
    totalWeight: t.float({ description: 'Pounds', resolve: (s) => Number(s.totalWeight) }),
    carrier: t.field({ type: Carrier, resolve: (s) => s.carrier }),
    carrierName: t.string({ resolve: (s) => CARRIER_NAMES[s.carrier] }),
    trackingNumber: t.exposeString('trackingNumber'),
    trackingNumberUrl: t.string({ description: "The carrier's tracking page", resolve: (s) => trackingUrl(s.carrier, s.trackingNumber) }),
    status: t.field({ type: TrackingEventType, description: 'The latest scan', resolve: (s) => s.status }),
    shipmentItems: t.field({ type: [ShipmentItem], resolve: (s) => s.items }),
    trackingEvents: t.field({ type: [TrackingEvent], description: 'Oldest first', resolve: (s) => s.events }),
  }),
});

const ReturnItem = builder.objectRef<ReturnRequestItemRow>('ReturnRequestItem');
builder.objectType(ReturnItem, {
  fields: (t) => ({
    id: t.exposeID('id'),
    orderItemId: t.exposeID('orderItemId'),
    quantity: t.exposeInt('quantity'),
    receivedQuantity: t.exposeInt('receivedQuantity'),
    damagedQuantity: t.exposeInt('damagedQuantity'),
  }),
});

const ReturnRefund = builder.objectRef<ReturnView>('ReturnRefund');
builder.objectType(ReturnRefund, {
  description: 'What the return gives back (an estimate until the parts are received), rounded half to even.',
  fields: (t) => ({
    items: t.float({ resolve: (r) => amount(r.refundItems) }),
    tax: t.float({ resolve: (r) => amount(r.refundTax) }),
    shipping: t.float({ description: 'Only when the store was at fault', resolve: (r) => amount(r.refundShipping) }),
    total: t.float({ resolve: (r) => amount(r.refundTotal) }),
  }),
});

interface StoreParty {
  name: string;
  addressLines: string[];
  phone: string;
  email: string;
}
const StorePartyType = builder.objectRef<StoreParty>('StoreParty');
builder.objectType(StorePartyType, {
  fields: (t) => ({
    name: t.exposeString('name'),
    addressLines: t.exposeStringList('addressLines'),
    phone: t.exposeString('phone'),
    email: t.exposeString('email'),
  }),
});
const storeParty = (ctx: GraphQLContext): StoreParty => ({
  name: 'Ironyard Parts',
  addressLines: ['Ironyard Returns Dock 4', '3900 W Industrial Ave', 'Wichita, KS 67209', 'United States'],
  phone: ctx.services.config.STORE_PHONE,
  email: 'support@ironyard.test',
});

const Invoice = builder.objectRef<OrderView>('Invoice');
builder.objectType(Invoice, {
  fields: (t) => ({
    invoiceNumber: t.string({ resolve: (o) => `INV-${o.customOrderNumber.replace(/^IY-/, '')}` }),
    issuedOnUtc: t.field({ type: 'DateTime', resolve: (o) => o.paidAt ?? o.createdAt }),
    seller: t.field({ type: StorePartyType, resolve: (_o, _a, ctx) => storeParty(ctx) }),
  }),
});

const PackingSlipLine = builder.objectRef<{ sku: string; productName: string; quantity: number }>('PackingSlipLine');
builder.objectType(PackingSlipLine, {
  fields: (t) => ({ sku: t.exposeString('sku'), productName: t.exposeString('productName'), quantity: t.exposeInt('quantity') }),
});

const ReturnAuthorization = builder.objectRef<{ ret: ReturnView; order: OrderView }>('ReturnAuthorization');
builder.objectType(ReturnAuthorization, {
  description: 'The printable return authorisation and packing slip, once the return is approved.',
  fields: (t) => ({
    returnNumber: t.string({ resolve: ({ ret }) => ret.returnNumber }),
    customOrderNumber: t.string({ resolve: ({ order }) => order.customOrderNumber }),
    issuedOnUtc: t.field({ type: 'DateTime', resolve: ({ ret }) => ret.approvedAt ?? ret.updatedAt }),
    shipByUtc: t.field({ type: 'DateTime', description: 'The parcel must be sent by then', resolve: ({ ret }) => new Date((ret.approvedAt ?? ret.updatedAt).getTime() + 14 * 86_400_000) }),
    returnTo: t.field({ type: StorePartyType, resolve: (_r, _a, ctx) => storeParty(ctx) }),
    shipFrom: t.field({ type: Address, resolve: ({ order }) => order.shippingAddress }),
    prepaidLabel: t.boolean({ description: 'The store pays the return shipping (it was at fault)', resolve: ({ ret }) => ret.storeAtFault }),
    instructions: t.stringList({
      resolve: ({ ret }) => [
        `Write ${ret.returnNumber} clearly on the outside of the parcel.`,
        'Put the packing slip inside, with the parts in their original packaging where possible.',
        ret.storeAtFault ? 'Use the prepaid label we e-mail you; the return shipping is on us.' : 'Send the parcel with a tracked service; the return shipping is yours to pay.',
        'Your refund is issued within 5 business days of the parts arriving.',
      ],
    }),
    packingSlip: t.field({
      type: [PackingSlipLine],
      resolve: ({ ret, order }) => {
        const byId = new Map(order.items.map((i) => [i.id, i]));
        return ret.items.map((i) => ({ sku: byId.get(i.orderItemId)?.sku ?? '', productName: byId.get(i.orderItemId)?.productName ?? '', quantity: i.quantity }));
      },
    }),
  }),
});

/** A return (RMA) of an order's delivered parts. */
export const ReturnRequest = builder.objectRef<ReturnView>('ReturnRequest');
builder.objectType(ReturnRequest, {
  fields: (t) => ({
    id: t.exposeID('id'),
    returnNumber: t.exposeString('returnNumber', { description: 'RMA-500001…' }),
    orderId: t.exposeID('orderId'),
    order: t.field({ type: Order, resolve: async (r, _a, ctx) => (await ctx.services.orders.orderOf(r.orderId))! }),
    status: t.field({ type: ReturnStatus, resolve: (r) => r.status }),
    reason: t.field({ type: ReturnReason, resolve: (r) => r.reason }),
    reasonLabel: t.string({ resolve: (r) => RETURN_REASON_LABELS[r.reason] }),
    reasonText: t.exposeString('reasonText'),
    comments: t.exposeString('comments'),
    storeNote: t.exposeString('staffNote', { description: 'Why a return was rejected, or other word from the store' }),
    storeAtFault: t.exposeBoolean('storeAtFault'),
    items: t.field({ type: [ReturnItem], resolve: (r) => r.items }),
    refund: t.field({ type: ReturnRefund, resolve: (r) => r }),
    createdOnUtc: t.field({ type: 'DateTime', resolve: (r) => r.createdAt }),
    updatedOnUtc: t.field({ type: 'DateTime', resolve: (r) => r.updatedAt }),
    approvedOnUtc: t.field({ type: 'DateTime', nullable: true, resolve: (r) => r.approvedAt }),
    rejectedOnUtc: t.field({ type: 'DateTime', nullable: true, resolve: (r) => r.rejectedAt }),
    receivedOnUtc: t.field({ type: 'DateTime', nullable: true, resolve: (r) => r.receivedAt }),
    refundedOnUtc: t.field({ type: 'DateTime', nullable: true, resolve: (r) => r.refundedAt }),
    authorization: t.field({
      type: ReturnAuthorization,
      nullable: true,
      description: 'Null until the return is approved (and after a rejection).',
      resolve: async (r, _a, ctx) => (r.approvedAt && r.status !== 'REJECTED' ? { ret: r, order: (await ctx.services.orders.orderOf(r.orderId))! } : null),
    }),
  }),
});

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

/** An order as the checkout, thank-you and order status pages show it (spec 2 §3 Order). */
export const Order = builder.objectRef<OrderView>('Order');
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

const OrderConnection = builder.objectRef<Page<OrderView>>('OrderConnection');
builder.objectType(OrderConnection, {
  fields: (t) => ({
    nodes: t.field({ type: [Order], resolve: (c) => c.nodes }),
    totalCount: t.exposeInt('totalCount'),
    hasNextPage: t.exposeBoolean('hasNextPage'),
    endCursor: t.exposeString('endCursor', { nullable: true }),
  }),
});

const ReturnRequestConnection = builder.objectRef<Page<ReturnView>>('ReturnRequestConnection');
builder.objectType(ReturnRequestConnection, {
  fields: (t) => ({
    nodes: t.field({ type: [ReturnRequest], resolve: (c) => c.nodes }),
    totalCount: t.exposeInt('totalCount'),
    hasNextPage: t.exposeBoolean('hasNextPage'),
    endCursor: t.exposeString('endCursor', { nullable: true }),
  }),
});

const CancelPreviewType = builder.objectRef<CancelPreview>('CancelPreview');
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

const ReturnReasonOption = builder.objectRef<{ code: (typeof RETURN_REASONS)[number]; label: string }>('ReturnReasonOption');
builder.objectType(ReturnReasonOption, {
  fields: (t) => ({
    code: t.field({ type: ReturnReason, resolve: (r) => r.code }),
    label: t.exposeString('label'),
    needsText: t.boolean({ resolve: (r) => r.code === 'OTHER' }),
  }),
});

const GarageOrderItem = builder.objectRef<GarageOrderItemRow>('GarageOrderItem');
builder.objectType(GarageOrderItem, {
  description: 'A part bought for a fleet machine (spec 2 §3 garage machine orderItems).',
  fields: (t) => ({
    id: t.exposeID('id'),
    orderItemGuid: t.exposeString('orderItemGuid'),
    quantity: t.exposeInt('quantity'),
    unitPriceExclTax: t.float({ resolve: (i) => amount(i.unitPriceExclTax) }),
    reference: t.exposeString('reference'),
    product: t.field({ type: Product, nullable: true, resolve: async (i, _a, ctx) => (await productsInOrder(ctx, [i.productId]))[0] ?? null }),
    order: t.field({
      type: GarageOrderRef,
      resolve: (i) => ({ id: i.orderId, createdAt: i.orderCreatedAt, clubOrderGuid: i.clubOrderGuid }),
    }),
  }),
});

const GarageOrderRef = builder.objectRef<{ id: number; createdAt: Date; clubOrderGuid: string }>('GarageOrderRef');
builder.objectType(GarageOrderRef, {
  fields: (t) => ({
    id: t.exposeID('id'),
    clubOrderGuid: t.exposeString('clubOrderGuid'),
    createdOnUtc: t.field({ type: 'DateTime', resolve: (o) => o.createdAt }),
  }),
});

builder.objectField(GarageItem, 'orderItems', (t) =>
  t.field({
    type: [GarageOrderItem],
    description: 'Parts bought for this machine, newest first.',
    resolve: (m, _a, ctx) => (ctx.viewer?.customerId === m.customerId ? ctx.services.orders.itemsForGarageMachine(m.customerId, m.id) : []),
  }),
);

const registered = (ctx: GraphQLContext) => requireViewer(ctx, 'registered').customerId;

builder.objectFields(V1Query, (t) => ({
  myOrders: t.field({
    type: OrderConnection,
    description: 'The signed-in customer’s orders, newest first. YEAR needs year.',
    args: {
      first: t.arg.int(),
      after: t.arg.string(),
      period: t.arg({ type: OrderListPeriod }),
      year: t.arg.int(),
      status: t.arg({ type: OrderListStatus }),
    },
    resolve: (_r, args, ctx) => ctx.services.orders.myOrders(registered(ctx), args),
  }),
  myOrderYears: t.field({
    type: ['Int'],
    description: 'Years with orders, latest first (the order list’s year filter).',
    resolve: (_r, _a, ctx) => ctx.services.orders.orderYears(registered(ctx)),
  }),
  myOrder: t.field({
    type: Order,
    nullable: true,
    description: 'One of the signed-in customer’s orders, by id or clubOrderGuid.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => ctx.services.orders.myOrder(registered(ctx), String(args.id)),
  }),
  cancelPreview: t.field({
    type: CancelPreviewType,
    description: 'Whether the order can be cancelled now and what would be refunded.',
    args: { orderId: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => ctx.services.orders.cancelPreview(registered(ctx), String(args.orderId)),
  }),
  myShipment: t.field({
    type: Shipment,
    nullable: true,
    description: 'One of the customer’s shipments, with its tracking events.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => ctx.services.orders.myShipment(registered(ctx), String(args.id)),
  }),
  myReturns: t.field({
    type: ReturnRequestConnection,
    args: { first: t.arg.int(), after: t.arg.string() },
    resolve: (_r, args, ctx) => ctx.services.orders.myReturns(registered(ctx), args.first, args.after),
  }),
  myReturn: t.field({
    type: ReturnRequest,
    nullable: true,
    description: 'One of the customer’s returns, by id or return number (RMA-…).',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => ctx.services.orders.myReturn(registered(ctx), String(args.id)),
  }),
  returnReasons: t.field({
    type: [ReturnReasonOption],
    resolve: () => RETURN_REASONS.map((code) => ({ code, label: RETURN_REASON_LABELS[code] })),
  }),
  returnWindowDays: t.int({ resolve: (_r, _a, ctx) => ctx.services.orders.returnWindowDays }),
  orderFeedback: t.field({
    type: OrderFeedback,
    nullable: true,
    description: 'The feedback left on one of the customer’s orders.',
    args: { orderId: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => ctx.services.orders.feedbackForOrder(registered(ctx), String(args.orderId)),
  }),
  myFeedback: t.field({ type: [OrderFeedback], resolve: (_r, _a, ctx) => ctx.services.orders.myFeedback(registered(ctx)) }),
  order: t.field({
    type: Order,
    nullable: true,
    description: 'An order by its club order guid: the thank-you and order status pages, open to guests.',
    args: { clubOrderGuid: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => ctx.services.orders.byClubOrderGuid(args.clubOrderGuid),
  }),
}));

const ReturnLineInput = builder.inputType('ReturnLineInput', {
  fields: (t) => ({ orderItemId: t.id({ required: true }), quantity: t.int({ required: true }) }),
});

const FeedbackInput = builder.inputType('FeedbackInput', {
  fields: (t) => ({
    orderId: t.id({ required: true }),
    rating: t.int({ required: true, description: '1 to 5 stars' }),
    asDescribed: t.boolean(),
    arrivedOnTime: t.boolean(),
    promptService: t.boolean(),
    wellPackaged: t.boolean(),
    suggestion: t.string(),
    text: t.string(),
  }),
});

const OrderMutations = mutationGroup('order', 'OrderMutations');
builder.objectFields(OrderMutations, (t) => ({
  cancelOrder: t.field({
    type: Order,
    description: 'Cancels an order nothing of which has shipped: payment voided or refunded, stock back. Repeating it is harmless.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => ctx.services.orders.cancelOrder(registered(ctx), String(args.id)),
  }),
  submitReturnRequest: t.field({
    type: ReturnRequest,
    description: 'Requests a return of delivered parts: the given lines, or everything still returnable.',
    args: {
      orderId: t.arg.id({ required: true }),
      reason: t.arg({ type: ReturnReason, required: true }),
      reasonText: t.arg.string({ description: 'Required with OTHER' }),
      comments: t.arg.string(),
      items: t.arg({ type: [ReturnLineInput] }),
    },
    resolve: (_r, args, ctx) =>
      ctx.services.orders.submitReturn(registered(ctx), {
        orderId: String(args.orderId),
        reason: args.reason,
        reasonText: args.reasonText,
        comments: args.comments,
        items: args.items?.map((i) => ({ orderItemId: String(i.orderItemId), quantity: i.quantity })),
      }),
  }),
}));

const LeaveFeedbackMutations = mutationGroup('leaveFeedback', 'LeaveFeedbackMutations');
builder.objectFields(LeaveFeedbackMutations, (t) => ({
  add: t.field({
    type: OrderFeedback,
    description: 'Feedback on one of the customer’s orders; once per order.',
    args: { feedback: t.arg({ type: FeedbackInput, required: true }) },
    resolve: (_r, args, ctx) => ctx.services.orders.addFeedback(registered(ctx), { ...args.feedback, orderId: String(args.feedback.orderId) }),
  }),
}));
