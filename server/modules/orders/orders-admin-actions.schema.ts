import { builder } from '../../graphql/builder';
import { AdminMutations } from '../../graphql/admin-group';
import type { GraphQLContext } from '../../graphql/context';
import { invalid } from '../../lib/errors';
import { cleanTrackingNumber, isCarrier } from '../../../shared/admin-orders';
import { requireStaff } from '../auth/auth-permissions';
import { Order, Shipment } from './orders.schema';

// Staff work on an order (issue 22): `mutation { v1 { admin { orders { ship, markDelivered,
// cancel, refund, addNote } } } }`. Each goes through the orders service's rules and is written to
// the audit log with the record (order) and the fields before and after.

const orderIdOf = (id: string | number): number => {
  const n = Number(id);
  if (!Number.isInteger(n) || n < 1) throw invalid('That is not an order id.');
  return n;
};

type Ctx = GraphQLContext;
type StaffAction = Parameters<Ctx['services']['auth']['recordStaffAction']>[0];

/** Writes a staff action on an order to the audit log. */
async function audit(ctx: Ctx, actorId: number, orderId: number, action: string, e: Pick<StaffAction, 'before' | 'after' | 'detail'>): Promise<void> {
  const order = await ctx.services.orders.byId(orderId);
  await ctx.services.auth.recordStaffAction({
    actorId,
    action,
    subjectId: order?.customerId ?? null,
    record: { type: 'order', id: orderId },
    before: e.before ?? null,
    after: e.after ?? null,
    detail: { orderId, customOrderNumber: order?.customOrderNumber ?? null, ...e.detail },
    ip: ctx.ip,
  });
}

const AdminShipLineInput = builder.inputType('AdminShipLineInput', {
  fields: (t) => ({ orderItemId: t.id({ required: true }), quantity: t.int({ required: true }) }),
});

const OrderAdminMutations = builder.objectRef<Record<string, never>>('OrderAdminMutations');
builder.objectType(OrderAdminMutations, {
  description: 'Staff work on orders (every change is audited).',
  fields: (t) => ({
    ship: t.field({
      type: [Shipment],
      description:
        'Ships the given lines and quantities (default: everything not shipped yet), one consignment per shipping group, never more than ordered minus shipped. carrier (UPS, FEDEX, USPS, FREIGHT) and trackingNumber: what staff typed from their own label (one consignment); without a tracking number the carrier assigns one. The customer is mailed the tracking link.',
      args: {
        orderId: t.arg.id({ required: true }),
        lines: t.arg({ type: [AdminShipLineInput] }),
        carrier: t.arg.string(),
        trackingNumber: t.arg.string(),
      },
      resolve: async (_r, args, ctx) => {
        const staff = requireStaff(ctx, 'orders');
        const orderId = orderIdOf(args.orderId);
        if (args.carrier && !isCarrier(args.carrier)) throw invalid('Choose UPS, FEDEX, USPS or FREIGHT as the carrier.');
        const tracking = cleanTrackingNumber(args.trackingNumber ?? '');
        if ('error' in tracking) throw invalid(tracking.error);
        const carrier = args.carrier && isCarrier(args.carrier) ? args.carrier : null;
        const lines = args.lines?.map((l) => ({ orderItemId: orderIdOf(l.orderItemId), quantity: l.quantity }));
        const before = await ctx.services.orders.byId(orderId);
        const shipped = await ctx.services.orders.shipOrder(orderId, lines, { carrier, trackingNumber: tracking.value });
        const after = await ctx.services.orders.byId(orderId);
        await audit(ctx, staff.customerId, orderId, 'order.shipped', {
          before: { shippingStatus: before?.shippingStatus ?? null },
          after: { shippingStatus: after?.shippingStatus ?? null, shipments: shipped.map((s) => `${s.carrier} ${s.trackingNumber}`) },
          detail: {
            lines: lines ?? 'all not yet shipped',
            typedTrackingNumber: tracking.value !== '',
            shipments: shipped.map((s) => ({ id: s.id, carrier: s.carrier, trackingNumber: s.trackingNumber, items: s.items.map((i) => ({ orderItemId: i.orderItemId, quantity: i.quantity })) })),
          },
        });
        return shipped;
      },
    }),
    markDelivered: t.field({
      type: Order,
      description: 'Marks one shipment (or every shipment not yet delivered) of the order delivered now; the order completes once all is delivered. The customer is mailed.',
      args: { orderId: t.arg.id({ required: true }), shipmentId: t.arg.id() },
      resolve: async (_r, args, ctx) => {
        const staff = requireStaff(ctx, 'orders');
        const orderId = orderIdOf(args.orderId);
        const shipmentId = args.shipmentId ? orderIdOf(args.shipmentId) : null;
        const change = await ctx.services.orders.markDelivered(orderId, shipmentId);
        await audit(ctx, staff.customerId, orderId, 'order.delivered', { before: change.before, after: change.after, detail: { shipmentIds: change.shipmentIds } });
        return (await ctx.services.orders.byId(orderId))!;
      },
    }),
    cancel: t.field({
      type: Order,
      description: 'Cancels an order nothing of which has shipped, with a reason: what was captured is refunded, an authorisation not captured is voided, the stock goes back and the customer is mailed.',
      args: { orderId: t.arg.id({ required: true }), reason: t.arg.string({ required: true }) },
      resolve: async (_r, args, ctx) => {
        const staff = requireStaff(ctx, 'orders');
        const orderId = orderIdOf(args.orderId);
        const done = await ctx.services.orders.cancelByStaff(orderId, args.reason);
        await audit(ctx, staff.customerId, orderId, 'order.cancelled', { before: done.before, after: done.after, detail: { reason: args.reason.trim(), released: done.released, how: done.how } });
        return done.order;
      },
    }),
    refund: t.field({
      type: Order,
      description: 'Refunds part of what was captured (amount in dollars, such as "25.00") with a reason, never more than captured less refunded already. The customer is mailed.',
      args: { orderId: t.arg.id({ required: true }), amount: t.arg.string({ required: true }), reason: t.arg.string({ required: true }) },
      resolve: async (_r, args, ctx) => {
        const staff = requireStaff(ctx, 'orders');
        const orderId = orderIdOf(args.orderId);
        const change = await ctx.services.orders.refundPart(orderId, args.amount, args.reason);
        await audit(ctx, staff.customerId, orderId, 'order.refunded', { before: change.before, after: change.after, detail: { amount: change.amount, reason: change.reason } });
        return (await ctx.services.orders.byId(orderId))!;
      },
    }),
    addNote: t.field({
      type: 'Boolean',
      description: 'Adds an internal note to the order: staff only, never shown to the customer; it appears in the order’s timeline.',
      args: { orderId: t.arg.id({ required: true }), text: t.arg.string({ required: true }) },
      resolve: async (_r, args, ctx) => {
        const staff = requireStaff(ctx, 'orders');
        const orderId = orderIdOf(args.orderId);
        const note = await ctx.services.orders.addOrderNote(orderId, staff.customerId, args.text);
        await audit(ctx, staff.customerId, orderId, 'order.noted', { after: { note: note.text }, detail: { noteId: note.id } });
        return true;
      },
    }),
  }),
});
builder.objectField(AdminMutations, 'orders', (t) => t.field({ type: OrderAdminMutations, resolve: () => ({}) }));
