import { builder } from '../../graphql/builder';
import { AdminMutations, AdminQueries } from '../../graphql/admin-group';
import { invalid } from '../../lib/errors';
import { parseId } from '../../lib/ids';
import { requireStaff } from '../auth/auth-permissions';
import { STAFF_FEEDBACK_FILTERS, type StaffFeedbackRow } from './orders-feedback-admin.repository';

// Customers' feedback on their orders for staff (issue 22): `v1 { admin { orderFeedback } }` and
// `mutation { v1 { admin { feedback { reply } } } }`. Permission 'reviews'; replies are audited.

const AdminFeedbackFilter = builder.enumType('AdminFeedbackFilter', {
  description: 'UNANSWERED: no reply yet; LOW_RATING: 1 or 2 stars; ANSWERED: replied to; ALL.',
  values: STAFF_FEEDBACK_FILTERS,
});

const AdminOrderFeedback = builder.objectRef<StaffFeedbackRow>('AdminOrderFeedback');
builder.objectType(AdminOrderFeedback, {
  description: 'A customer’s feedback on one of their orders, with the order it is about and the store’s reply.',
  fields: (t) => ({
    id: t.exposeID('id'),
    orderId: t.exposeID('orderId'),
    customOrderNumber: t.exposeString('customOrderNumber'),
    email: t.exposeString('email'),
    rating: t.exposeInt('rating'),
    asDescribed: t.exposeBoolean('asDescribed', { nullable: true }),
    arrivedOnTime: t.exposeBoolean('arrivedOnTime', { nullable: true }),
    promptService: t.exposeBoolean('promptService', { nullable: true }),
    wellPackaged: t.exposeBoolean('wellPackaged', { nullable: true }),
    suggestion: t.exposeString('suggestion'),
    text: t.exposeString('text'),
    createdOnUtc: t.field({ type: 'DateTime', resolve: (f) => f.createdAt }),
    replyText: t.exposeString('replyText'),
    repliedOnUtc: t.field({ type: 'DateTime', nullable: true, resolve: (f) => f.repliedAt }),
  }),
});

const AdminFeedbackConnection = builder.objectRef<{ nodes: StaffFeedbackRow[]; totalCount: number; page: number; hasNextPage: boolean }>('AdminFeedbackConnection');
builder.objectType(AdminFeedbackConnection, {
  fields: (t) => ({
    nodes: t.field({ type: [AdminOrderFeedback], resolve: (c) => c.nodes }),
    totalCount: t.exposeInt('totalCount'),
    page: t.exposeInt('page', { description: 'This page, counted from 1.' }),
    hasNextPage: t.exposeBoolean('hasNextPage'),
  }),
});

builder.objectFields(AdminQueries, (t) => ({
  orderFeedback: t.field({
    type: AdminFeedbackConnection,
    description: 'Customers’ feedback on their orders, newest first; `first` a page (at most 50), `page` from 1.',
    args: { filter: t.arg({ type: AdminFeedbackFilter }), first: t.arg.int(), page: t.arg.int() },
    resolve: (_r, args, ctx) => {
      requireStaff(ctx, 'reviews');
      return ctx.services.orders.staffFeedback(args.filter ?? 'UNANSWERED', args.first ?? 20, args.page ?? 1);
    },
  }),
}));

const FeedbackAdminMutations = builder.objectRef<Record<string, never>>('FeedbackAdminMutations');
builder.objectType(FeedbackAdminMutations, {
  description: 'Staff answers to customers’ order feedback (every change is audited).',
  fields: (t) => ({
    reply: t.field({
      type: AdminOrderFeedback,
      description: 'The store’s answer: shown with the customer’s feedback on their account and mailed to them; an empty text removes it.',
      args: { id: t.arg.id({ required: true }), text: t.arg.string({ required: true }) },
      resolve: async (_r, args, ctx) => {
        const staff = requireStaff(ctx, 'reviews');
        const id = parseId(args.id);
        if (id === null) throw invalid('That is not a feedback id.');
        const { before, after } = await ctx.services.orders.replyToFeedback(id, args.text, staff.customerId);
        await ctx.services.auth.recordStaffAction({
          actorId: staff.customerId,
          action: after.replyText ? 'feedback.replied' : 'feedback.reply_removed',
          subjectId: before.customerId,
          record: { type: 'feedback', id },
          before: { replyText: before.replyText },
          after: { replyText: after.replyText },
          detail: { orderId: before.orderId, customOrderNumber: before.customOrderNumber },
          ip: ctx.ip,
        });
        return after;
      },
    }),
  }),
});
builder.objectField(AdminMutations, 'feedback', (t) => t.field({ type: FeedbackAdminMutations, resolve: () => ({}) }));
