import { builder } from '../../graphql/builder';
import { AdminMutations, AdminQueries } from '../../graphql/admin-group';
import type { GraphQLContext } from '../../graphql/context';
import { invalid } from '../../lib/errors';
import { parseId } from '../../lib/ids';
import { requireStaff } from '../auth/auth-permissions';
import { Review } from './catalog-product.schema';
import type { OwnReviewRow, StaffReviewFilter } from './catalog-reviews.service';

// Review moderation (issue 22): `v1 { admin { reviews } }` and `mutation { v1 { admin { reviews { approve, reject, reply } } } }`.
// Administrators only; every change is recorded in the audit log.

const AdminReviewFilter = builder.enumType('AdminReviewFilter', {
  description: 'PENDING: waiting for approval; APPROVED: shown on the product page; ALL: both, pending first.',
  values: ['PENDING', 'APPROVED', 'ALL'] as const satisfies readonly StaffReviewFilter[],
});

const AdminReviewConnection = builder.objectRef<{ nodes: OwnReviewRow[]; totalCount: number; page: number; hasNextPage: boolean }>('AdminReviewConnection');
builder.objectType(AdminReviewConnection, {
  fields: (t) => ({
    nodes: t.field({ type: [Review], resolve: (c) => c.nodes }),
    totalCount: t.exposeInt('totalCount'),
    page: t.exposeInt('page', { description: 'This page, counted from 1.' }),
    hasNextPage: t.exposeBoolean('hasNextPage'),
  }),
});

const reviewIdOf = (id: string | number): number => {
  const n = parseId(id);
  if (n === null) throw invalid('That is not a review id.');
  return n;
};

const audit = (ctx: GraphQLContext, actorId: number, action: string, review: OwnReviewRow, change: { before: Record<string, unknown> | null; after: Record<string, unknown> | null }) =>
  ctx.services.auth.recordStaffAction({
    actorId,
    action,
    subjectId: review.customerId,
    record: { type: 'review', id: review.id },
    before: change.before,
    after: change.after,
    detail: { reviewId: review.id, productId: review.productId },
    ip: ctx.ip,
  });

builder.objectFields(AdminQueries, (t) => ({
  reviews: t.field({
    type: AdminReviewConnection,
    description: 'Every product review for moderation: pending ones first, newest first within each; `first` a page (at most 50), `page` from 1.',
    args: { filter: t.arg({ type: AdminReviewFilter }), first: t.arg.int(), page: t.arg.int() },
    resolve: (_r, args, ctx) => {
      requireStaff(ctx, 'reviews');
      return ctx.services.reviews.staffList(args.filter ?? 'PENDING', args.first, args.page);
    },
  }),
}));

const ReviewAdminMutations = builder.objectRef<Record<string, never>>('ReviewAdminMutations');
builder.objectType(ReviewAdminMutations, {
  description: 'Review moderation (administrators only; every change is audited).',
  fields: (t) => ({
    approve: t.field({
      type: [Review],
      description: 'Publishes the given reviews (one or many): they show on the product page and count in its rating.',
      args: { ids: t.arg.idList({ required: true }) },
      resolve: async (_r, args, ctx) => {
        const staff = requireStaff(ctx, 'reviews');
        const ids = [...new Set(args.ids.map(reviewIdOf))];
        if (ids.length === 0 || ids.length > 100) throw invalid('Choose 1 to 100 reviews to approve.');
        const out: OwnReviewRow[] = [];
        for (const id of ids) {
          const before = await ctx.services.reviews.byId(id);
          const row = await ctx.services.reviews.approve(id);
          await audit(ctx, staff.customerId, 'review.approved', row, { before: { approved: before?.approved ?? null }, after: { approved: true } });
          out.push(row);
        }
        return out;
      },
    }),
    reply: t.field({
      type: Review,
      description: 'The store’s answer, shown under the review on the product page; an empty text removes it.',
      args: { id: t.arg.id({ required: true }), text: t.arg.string({ required: true }) },
      resolve: async (_r, args, ctx) => {
        const staff = requireStaff(ctx, 'reviews');
        const id = reviewIdOf(args.id);
        const before = await ctx.services.reviews.byId(id);
        const row = await ctx.services.reviews.reply(id, args.text);
        await audit(ctx, staff.customerId, 'review.replied', row, { before: { replyText: before?.replyText ?? null }, after: { replyText: row.replyText } });
        return row;
      },
    }),
    reject: t.field({
      type: Review,
      description: 'Deletes a review for good (it cannot be undone); answers the review as it was.',
      args: { id: t.arg.id({ required: true }) },
      resolve: async (_r, args, ctx) => {
        const staff = requireStaff(ctx, 'reviews');
        const row = await ctx.services.reviews.reject(reviewIdOf(args.id));
        const { rating, title, reviewText, replyText, approved, authorName } = row;
        await audit(ctx, staff.customerId, 'review.rejected', row, { before: { rating, title, reviewText, replyText, approved, authorName }, after: null });
        return row;
      },
    }),
  }),
});
builder.objectField(AdminMutations, 'reviews', (t) => t.field({ type: ReviewAdminMutations, resolve: () => ({}) }));
