import DataLoader from 'dataloader';
import { builder, mutationGroup, V1Query } from '../../graphql/builder';
import type { GraphQLContext } from '../../graphql/context';
import { isRegisteredViewer, requireViewer } from '../auth/auth-permissions';
import { productsInOrder } from './catalog-product-loaders';
import { Product, Review } from './catalog-product.schema';
import type { OwnReviewRow } from './catalog-reviews.service';

const HelpfulVote = builder.enumType('HelpfulVote', { values: ['YES', 'NO'] as const });
const ReviewStatus = builder.enumType('ReviewStatus', { values: ['PENDING', 'APPROVED'] as const });

// The viewer's votes on the reviews of one operation, read in one statement.
const perOperation = new WeakMap<object, DataLoader<number, boolean | null>>();
function myVote(ctx: GraphQLContext, reviewId: number): Promise<boolean | null> {
  if (!isRegisteredViewer(ctx.viewer)) return Promise.resolve(null);
  let loader = perOperation.get(ctx);
  if (!loader) {
    const customerId = ctx.viewer!.customerId;
    loader = new DataLoader(async (ids) => {
      const votes = await ctx.services.reviews.votesOf(customerId, [...ids]);
      return ids.map((id) => votes.get(id) ?? null);
    });
    perOperation.set(ctx, loader);
  }
  return loader.load(reviewId);
}

builder.objectFields(Review, (t) => ({
  productId: t.exposeID('productId'),
  product: t.field({ type: Product, nullable: true, resolve: async (r, _a, ctx) => (await productsInOrder(ctx, [r.productId]))[0] ?? null }),
  status: t.field({
    type: ReviewStatus,
    description: 'PENDING until the store approves it (only its author sees it then).',
    resolve: (r) => ((r as Partial<OwnReviewRow>).approved === false ? 'PENDING' : 'APPROVED'),
  }),
  updatedOnUtc: t.field({ type: 'DateTime', nullable: true, resolve: (r) => (r as Partial<OwnReviewRow>).updatedAt ?? null }),
  myHelpfulVote: t.field({
    type: HelpfulVote,
    nullable: true,
    description: 'How the signed-in customer voted on this review, if at all.',
    resolve: async (r, _a, ctx) => {
      const v = await myVote(ctx, r.id);
      return v === null ? null : v ? 'YES' : 'NO';
    },
  }),
}));

const MyReviewConnection = builder.objectRef<{ nodes: OwnReviewRow[]; totalCount: number; hasNextPage: boolean; endCursor: string | null }>('MyReviewConnection');
builder.objectType(MyReviewConnection, {
  fields: (t) => ({
    nodes: t.field({ type: [Review], resolve: (c) => c.nodes }),
    totalCount: t.exposeInt('totalCount'),
    hasNextPage: t.exposeBoolean('hasNextPage'),
    endCursor: t.exposeString('endCursor', { nullable: true }),
  }),
});

const ReviewEligibility = builder.objectRef<{ canReview: boolean; reason: string }>('ReviewEligibility');
builder.objectType(ReviewEligibility, {
  fields: (t) => ({ canReview: t.exposeBoolean('canReview'), reason: t.exposeString('reason', { description: 'Why not; empty when it can' }) }),
});

const registered = (ctx: GraphQLContext) => requireViewer(ctx, 'registered').customerId;

builder.objectFields(V1Query, (t) => ({
  review: t.field({
    type: Review,
    nullable: true,
    description: 'The signed-in customer’s own review of a product (approved or waiting), or null.',
    args: { productId: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => ctx.services.reviews.myReview(registered(ctx), String(args.productId)),
  }),
  myReviews: t.field({
    type: MyReviewConnection,
    args: { first: t.arg.int(), after: t.arg.string() },
    resolve: (_r, args, ctx) => ctx.services.reviews.myReviews(registered(ctx), args.first, args.after),
  }),
  productsAwaitingReview: t.field({
    type: [Product],
    description: 'Parts the customer received and has not reviewed yet, latest delivery first.',
    args: { first: t.arg.int() },
    resolve: async (_r, args, ctx) => productsInOrder(ctx, await ctx.services.reviews.awaitingReview(registered(ctx), Math.min(Math.max(args.first ?? 20, 1), 50))),
  }),
  reviewEligibility: t.field({
    type: ReviewEligibility,
    args: { productId: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => ctx.services.reviews.eligibility(registered(ctx), String(args.productId)),
  }),
}));

const ReviewInput = builder.inputType('ReviewInput', {
  fields: (t) => ({
    productId: t.id({ required: true }),
    rating: t.int({ required: true, description: '1 to 5 stars' }),
    title: t.string({ required: true }),
    reviewText: t.string({ required: true }),
  }),
});

const ProductReviewMutations = mutationGroup('productReview', 'ProductReviewMutations');
builder.objectFields(ProductReviewMutations, (t) => ({
  add: t.field({
    type: Review,
    description: 'Reviews a part the customer received; one per product. Shown after approval.',
    args: { review: t.arg({ type: ReviewInput, required: true }) },
    resolve: (_r, args, ctx) => ctx.services.reviews.add(registered(ctx), { ...args.review, productId: String(args.review.productId) }),
  }),
  edit: t.field({
    type: Review,
    description: 'Changes the customer’s review of the product; it waits for approval again.',
    args: { review: t.arg({ type: ReviewInput, required: true }) },
    resolve: (_r, args, ctx) => ctx.services.reviews.edit(registered(ctx), { ...args.review, productId: String(args.review.productId) }),
  }),
  delete: t.boolean({
    args: { productId: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => ctx.services.reviews.remove(registered(ctx), String(args.productId)),
  }),
  vote: t.field({
    type: Review,
    description: 'Was this review helpful? One vote per customer; voting again replaces it.',
    args: { reviewId: t.arg.id({ required: true }), helpful: t.arg.boolean({ required: true }) },
    resolve: (_r, args, ctx) => ctx.services.reviews.vote(registered(ctx), String(args.reviewId), args.helpful),
  }),
}));
