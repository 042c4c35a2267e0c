import { builder } from '../../graphql/builder';
import { AdminMutations, AdminQueries } from '../../graphql/admin-group';
import { toApiNumber } from '../../lib/money';
import { requireStaff } from '../auth/auth-permissions';
import { invalid } from '../../lib/errors';
import { Order, Shipment } from './orders.schema';
import { ADMIN_ORDER_FILTERS } from './orders-admin.repository';
import type { OrderPaymentRow } from './orders.repository';
import type { OrderView, Page } from './orders.service';

// The staff's order queue and order page (issue 22): `v1 { admin { orders, order, orderPayments } }`
// and `mutation { v1 { admin { orders { ship } } } }`. Administrators only; shipping is audited.

const AdminOrderFilter = builder.enumType('AdminOrderFilter', {
  description: 'TO_SHIP: orders under way with something not shipped yet; the others are order statuses.',
  values: ADMIN_ORDER_FILTERS,
});

const AdminOrderConnection = builder.objectRef<Page<OrderView>>('AdminOrderConnection');
builder.objectType(AdminOrderConnection, {
  fields: (t) => ({
    nodes: t.field({ type: [Order], resolve: (c) => c.nodes }),
    totalCount: t.exposeInt('totalCount'),
    hasNextPage: t.exposeBoolean('hasNextPage'),
    endCursor: t.exposeString('endCursor', { nullable: true }),
  }),
});

const OrderPayment = builder.objectRef<OrderPaymentRow>('OrderPayment');
builder.objectType(OrderPayment, {
  description: "A movement of the order's money at the payment gateway.",
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.string({ description: 'authorize, capture, void or refund', resolve: (p) => p.kind }),
    amount: t.float({ resolve: (p) => toApiNumber(p.amount) ?? 0 }),
    gateway: t.exposeString('gateway'),
    transactionId: t.exposeString('transactionId'),
    createdOnUtc: t.field({ type: 'DateTime', resolve: (p) => p.createdAt }),
  }),
});

const orderIdOf = (id: string | number): number => {
  const n = Number(id);
  if (!Number.isInteger(n) || n < 1) throw invalid('That is not an order id.');
  return n;
};

builder.objectFields(AdminQueries, (t) => ({
  orders: t.field({
    type: AdminOrderConnection,
    description: 'Every customer’s orders, newest first; search is part of the order number or e-mail.',
    args: { first: t.arg.int(), after: t.arg.string(), search: t.arg.string(), status: t.arg({ type: AdminOrderFilter }) },
    resolve: (_r, args, ctx) => {
      requireStaff(ctx, 'orders');
      return ctx.services.orders.allOrders(args);
    },
  }),
  order: t.field({
    type: Order,
    nullable: true,
    description: 'Any order by id.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => {
      requireStaff(ctx, 'orders');
      const n = Number(args.id);
      return Number.isInteger(n) && n > 0 ? ctx.services.orders.byId(n) : null;
    },
  }),
  orderPayments: t.field({
    type: [OrderPayment],
    description: 'The payment movements of an order, oldest first.',
    args: { orderId: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => {
      requireStaff(ctx, 'orders');
      return ctx.services.orders.payments(orderIdOf(args.orderId));
    },
  }),
}));

const AdminShipLineInput = builder.inputType('AdminShipLineInput', {
  fields: (t) => ({ orderItemId: t.id({ required: true }), quantity: t.int({ required: true }) }),
});

const OrderAdminMutations = builder.objectRef<Record<string, never>>('OrderAdminMutations');
builder.objectType(OrderAdminMutations, {
  description: 'Staff work on orders (administrators only; every change is audited).',
  fields: (t) => ({
    ship: t.field({
      type: [Shipment],
      description:
        'Ships the given lines and quantities (default: everything not shipped yet), one consignment per shipping group; the carrier assigns the tracking numbers and the customer is mailed them.',
      args: { orderId: t.arg.id({ required: true }), lines: t.arg({ type: [AdminShipLineInput] }) },
      resolve: async (_r, args, ctx) => {
        const staff = requireStaff(ctx, 'orders');
        const orderId = orderIdOf(args.orderId);
        const lines = args.lines?.map((l) => ({ orderItemId: orderIdOf(l.orderItemId), quantity: l.quantity }));
        const shipped = await ctx.services.orders.shipOrder(orderId, lines);
        const order = await ctx.services.orders.byId(orderId);
        await ctx.services.auth.recordStaffAction({
          actorId: staff.customerId,
          action: 'order.shipped',
          subjectId: order?.customerId ?? null,
          detail: {
            orderId,
            customOrderNumber: order?.customOrderNumber ?? null,
            lines: lines ?? 'all not yet shipped',
            shipments: shipped.map((s) => ({ id: s.id, carrier: s.carrier, trackingNumber: s.trackingNumber, items: s.items.map((i) => ({ orderItemId: i.orderItemId, quantity: i.quantity })) })),
          },
          ip: ctx.ip,
        });
        return shipped;
      },
    }),
  }),
});
builder.objectField(AdminMutations, 'orders', (t) => t.field({ type: OrderAdminMutations, resolve: () => ({}) }));
