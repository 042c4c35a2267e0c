import { builder, mutationGroup } from '../../graphql/builder';
import { Order, registered, ReturnReason } from './orders-base.schema';
import { ReturnRequest } from './orders-returns.schema';
import { OrderFeedback } from './orders-order.schema';

// What a customer does to an order: cancel it, request a return, leave feedback.

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
