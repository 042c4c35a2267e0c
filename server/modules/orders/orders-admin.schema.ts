import { builder } from '../../graphql/builder';
import { AdminQueries } from '../../graphql/admin-group';
import { toApiNumber } from '../../lib/money';
import { requireStaff } from '../auth/auth-permissions';
import { invalid } from '../../lib/errors';
import { Order } from './orders.schema';
import { ADMIN_ORDER_FILTERS, ADMIN_ORDER_SORTS } from './orders-admin.repository';
import { TIMELINE_KINDS, type TimelineEvent } from './orders-admin-work';
import type { OrderPaymentRow } from './orders.repository';
import type { OrderView, Page } from './orders.service';
import './orders-admin-actions.schema';

// The staff's order queue and order page (issue 22): `v1 { admin { orders, order, orderPayments,
// orderTimeline, orderListChoices } }`. The actions are in orders-admin-actions.schema.ts.

const AdminOrderFilter = builder.enumType('AdminOrderFilter', {
  description: 'TO_SHIP: orders under way with something not shipped yet; the others are order statuses.',
  values: ADMIN_ORDER_FILTERS,
});

const AdminOrderSort = builder.enumType('AdminOrderSort', {
  description: 'NEWEST/OLDEST by placement date, TOTAL_HIGH/TOTAL_LOW by order total.',
  values: ADMIN_ORDER_SORTS,
});

const AdminOrderEventKind = builder.enumType('AdminOrderEventKind', { values: TIMELINE_KINDS });

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
    reason: t.string({ description: 'Why staff refunded (a partial refund); empty otherwise.', resolve: (p) => p.reason }),
    createdOnUtc: t.field({ type: 'DateTime', resolve: (p) => p.createdAt }),
  }),
});

const AdminOrderEvent = builder.objectRef<TimelineEvent>('AdminOrderEvent');
builder.objectType(AdminOrderEvent, {
  description: 'One event of an order’s timeline (staff only: internal notes are among them).',
  fields: (t) => ({
    at: t.field({ type: 'DateTime', resolve: (e) => e.at }),
    kind: t.field({ type: AdminOrderEventKind, resolve: (e) => e.kind }),
    title: t.exposeString('title'),
    detail: t.exposeString('detail'),
    actor: t.exposeString('actor', { nullable: true, description: 'The e-mail of the member of staff who did it.' }),
  }),
});

const AdminChoice = builder.objectRef<{ id: number; name: string }>('AdminChoice');
builder.objectType(AdminChoice, { fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }) });
const AdminOrderListChoices = builder.objectRef<{ vendors: Array<{ id: number; name: string }>; warehouses: Array<{ id: number; name: string }> }>('AdminOrderListChoices');
builder.objectType(AdminOrderListChoices, {
  fields: (t) => ({ vendors: t.field({ type: [AdminChoice], resolve: (c) => c.vendors }), warehouses: t.field({ type: [AdminChoice], resolve: (c) => c.warehouses }) }),
});

const orderIdOf = (id: string | number): number => {
  const n = Number(id);
  if (!Number.isInteger(n) || n < 1) throw invalid('That is not an order id.');
  return n;
};

/** A day (YYYY-MM-DD, UTC) as the instant it starts; `next` gives the one after it ends. */
function dayOf(v: string | null | undefined, what: string, next = false): Date | null {
  if (!v) return null;
  const d = /^\d{4}-\d{2}-\d{2}$/.test(v) ? new Date(`${v}T00:00:00Z`) : new Date(NaN);
  if (Number.isNaN(d.getTime())) throw invalid(`Give the ${what} date as YYYY-MM-DD.`);
  return next ? new Date(d.getTime() + 86_400_000) : d;
}

builder.objectFields(AdminQueries, (t) => ({
  orders: t.field({
    type: AdminOrderConnection,
    description:
      'Every customer’s orders. search: part of the order number, e-mail, customer name or PO, or a part number (SKU or manufacturer part number, in any spelling search takes); placedFrom/placedTo: days (YYYY-MM-DD, UTC, both included); machineDown: expedited shipping only.',
    args: {
      first: t.arg.int(),
      after: t.arg.string(),
      search: t.arg.string(),
      status: t.arg({ type: AdminOrderFilter }),
      placedFrom: t.arg.string(),
      placedTo: t.arg.string(),
      vendorId: t.arg.id(),
      warehouseId: t.arg.id(),
      machineDown: t.arg.boolean(),
      sort: t.arg({ type: AdminOrderSort }),
    },
    resolve: (_r, args, ctx) => {
      requireStaff(ctx, 'orders');
      const from = dayOf(args.placedFrom, 'from');
      const to = dayOf(args.placedTo, 'to', true);
      if (from && to && to <= from) throw invalid('The “to” date comes before the “from” date.');
      // Part numbers in any spelling, as the store's search finds them (its normaliser and index).
      const search = (args.search ?? '').trim().slice(0, 100);
      const partProductIds = search ? ctx.services.search.partsByNumber(search, 50).map((r) => r.id) : [];
      return ctx.services.orders.allOrders({ ...args, placedFrom: from, placedTo: to, partProductIds });
    },
  }),
  orderListChoices: t.field({
    type: AdminOrderListChoices,
    description: 'The vendors and warehouses the order queue filters by.',
    resolve: (_r, _a, ctx) => {
      requireStaff(ctx, 'orders');
      return ctx.services.orders.orderListChoices();
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
  orderTimeline: t.field({
    type: [AdminOrderEvent],
    description: 'Everything that happened to an order, oldest first: placed, paid, shipments, deliveries, cancellation, refunds, returns, internal notes and staff actions.',
    args: { orderId: t.arg.id({ required: true }) },
    resolve: async (_r, args, ctx) => {
      requireStaff(ctx, 'orders');
      const orderId = orderIdOf(args.orderId);
      // The staff actions on the order, from the audit log (newest first there).
      const audit = await ctx.services.auth.auditPage({ recordType: 'order', recordId: String(orderId) }, { first: 100 });
      const actions = audit.rows.map((r) => ({ at: r.at, action: r.action, actor: r.actor?.email ?? (r.actor ? `person ${r.actor.id}` : null), before: r.before, after: r.after, detail: r.detail }));
      return ctx.services.orders.orderTimeline(orderId, actions);
    },
  }),
}));
