import { builder } from '../../graphql/builder';
import type { GraphQLContext } from '../../graphql/context';
import { DomainError } from '../../../shared/errors';
import { invalid, notFound } from '../../lib/errors';
import { requireStaff, viewerCan } from '../auth/auth-permissions';
import type { LiveEvent, LiveStream, OrderEvent, ProductEvent } from './live-bus';
import { sessionOf } from './live-session';

// Live updates (spec 1 §7, "optional websocket subscriptions"): `subscription { orderUpdated(orderId) { … } }`
// over WebSocket on /api/graphql (graphql-transport-ws, see live-socket.ts). Each event says what
// changed; pages read the rest again.

const idOf = (id: string | number, what: string): number => {
  const n = Number(id);
  if (!Number.isInteger(n) || n < 1) throw invalid(`That is not a ${what} id.`);
  return n;
};

/** A subscription's stream, ended with the socket's token when it has one; a socket that falls behind is told so (it is closed). */
function follow<T>(ctx: GraphQLContext, accept: (e: LiveEvent) => T | null): LiveStream<T> {
  const session = sessionOf(ctx.request);
  const stream = ctx.services.live.follow(accept, undefined, session ? () => session.behind() : undefined);
  return session?.guard(stream) ?? stream;
}

const OrderLiveEvent = builder.objectRef<OrderEvent>('OrderLiveEvent');
builder.objectType(OrderLiveEvent, {
  description: 'An order changed (placed, shipped, delivered, refunded, cancelled, a return step): read the order again for the details.',
  fields: (t) => ({
    orderId: t.id({ resolve: (e) => e.orderId }),
    customOrderNumber: t.exposeString('customOrderNumber'),
    orderStatus: t.exposeString('orderStatus', { description: 'PENDING, PROCESSING, COMPLETE or CANCELLED.' }),
    shippingStatus: t.exposeString('shippingStatus'),
    paymentStatus: t.exposeString('paymentStatus'),
    placed: t.exposeBoolean('placed', { description: 'True for the event of a new order.' }),
    at: t.field({ type: 'DateTime', resolve: (e) => new Date(e.at) }),
  }),
});

const ProductLiveEvent = builder.objectRef<ProductEvent>('ProductLiveEvent');
builder.objectType(ProductLiveEvent, {
  description: "A product's price, availability or stock changed, or it left the catalogue.",
  fields: (t) => ({
    productId: t.id({ resolve: (e) => e.productId }),
    price: t.float({ nullable: true, description: 'USD; null when the price is on request.', resolve: (e) => e.price }),
    status: t.exposeString('status', { description: 'Availability (IN_STOCK, LOW_STOCK, OUT_OF_STOCK…); UNAVAILABLE once it left the catalogue.' }),
    quantity: t.exposeInt('quantity', { description: 'Units in stock.' }),
    available: t.exposeBoolean('available', { description: 'False once the product is hidden or deleted.' }),
    at: t.field({ type: 'DateTime', resolve: (e) => new Date(e.at) }),
  }),
});

builder.subscriptionType({
  description: 'Live updates over WebSocket on /api/graphql (graphql-transport-ws; docs/api/live-updates.md).',
  fields: (t) => ({
    orderUpdated: t.field({
      type: OrderLiveEvent,
      description: "Each change to one order: its customer's own orders, or any order for staff with the orders permission.",
      args: { orderId: t.arg.id({ required: true }) },
      subscribe: async (_root, args, ctx) => {
        const viewer = ctx.viewer;
        if (!viewer) throw new DomainError('UNAUTHENTICATED', 'Please sign in to continue.');
        const orderId = idOf(args.orderId, 'order');
        const staff = viewerCan(viewer, 'orders');
        if (!staff) {
          const order = await ctx.services.orders.byId(orderId);
          // One answer for "no such order" and "not yours".
          if (!order || order.customerId !== viewer.customerId) throw notFound('Order not found.');
        }
        // Checked again per event: an order is its customer's alone.
        return follow(ctx, (e) => (e.kind === 'order' && e.orderId === orderId && (staff || e.customerId === viewer.customerId) ? e : null));
      },
      resolve: (event) => event,
    }),
    orderPlaced: t.field({
      type: OrderLiveEvent,
      description: 'Each new order (staff with the orders permission): the back office’s order list follows these.',
      subscribe: (_root, _args, ctx) => {
        requireStaff(ctx, 'orders');
        return follow(ctx, (e) => (e.kind === 'order' && e.placed ? e : null));
      },
      resolve: (event) => event,
    }),
    productUpdated: t.field({
      type: ProductLiveEvent,
      description: "Each change to a product's price, availability or stock (anyone, signed in or not).",
      args: { productId: t.arg.id({ required: true }) },
      subscribe: (_root, args, ctx) => {
        const productId = idOf(args.productId, 'product');
        return follow(ctx, (e) => (e.kind === 'product' && e.productId === productId ? e : null));
      },
      resolve: (event) => event,
    }),
  }),
});
