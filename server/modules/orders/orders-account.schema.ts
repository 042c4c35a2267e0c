import { V1Query, builder } from '../../graphql/builder';
import { RETURN_REASON_LABELS, RETURN_REASONS } from '../../../shared/order-lifecycle';
import { Order, OrderListPeriod, OrderListStatus, registered } from './orders-base.schema';
import { Shipment } from './orders-shipments.schema';
import { ReturnRequest } from './orders-returns.schema';
import { CancelPreviewType, OrderConnection, OrderFeedback, ReturnReasonOption, ReturnRequestConnection } from './orders-order.schema';

// The signed-in customer's orders, shipments, returns and feedback, and the thank-you page's
// order by its guid.

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
