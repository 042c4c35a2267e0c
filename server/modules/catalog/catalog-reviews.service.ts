import type { TransactionRunner } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import { DomainError, invalid, notFound } from '../../lib/errors';
import { parseId } from '../../lib/ids';
import { REVIEW_RATING_MAX, REVIEW_REPLY_MAX, REVIEW_TEXT_MAX, REVIEW_TEXTS, REVIEW_TITLE_MAX } from '../../../shared/reviews';
import type { NewReview, OwnReviewRow, ReviewRepository, StaffReviewFilter } from './catalog-reviews.repository';

export type { OwnReviewRow, StaffReviewFilter } from './catalog-reviews.repository';

/** What reviews need of orders: which products the customer has received, and from which order. */
export interface ReviewPurchases {
  receivedProducts(customerId: number): Promise<Array<{ productId: number; orderId: number; deliveredAt: Date }>>;
}

/** What reviews need of the customers' owner: the name a review is shown under. */
export interface ReviewAuthors {
  publicNameOf(customerId: number): Promise<string>;
}

export interface ReviewInput {
  productId: string | number;
  rating: number;
  title: string;
  reviewText: string;
}

const PAGE_MAX = 50;

function checked(input: ReviewInput): { rating: number; title: string; reviewText: string } {
  if (!Number.isInteger(input.rating) || input.rating < 1 || input.rating > REVIEW_RATING_MAX) throw invalid(REVIEW_TEXTS.rating);
  const title = input.title.trim();
  const reviewText = input.reviewText.trim();
  if (!title) throw invalid(REVIEW_TEXTS.title);
  if (title.length > REVIEW_TITLE_MAX) throw invalid(REVIEW_TEXTS.titleTooLong);
  if (!reviewText) throw invalid(REVIEW_TEXTS.text);
  if (reviewText.length > REVIEW_TEXT_MAX) throw invalid(REVIEW_TEXTS.textTooLong);
  return { rating: input.rating, title, reviewText };
}

/** Product reviews by customers who received the part: one per product, shown after approval, with helpful votes and a store reply. */
export function createReviewService({
  repo,
  purchases,
  authors,
  clock,
  transact,
}: {
  repo: ReviewRepository;
  purchases: ReviewPurchases;
  authors: ReviewAuthors;
  clock: Clock;
  /** Opens the transactions of this service (a review and the product's rating change together). */
  transact: TransactionRunner;
}) {
  async function received(customerId: number, productId: number) {
    return (await purchases.receivedProducts(customerId)).find((p) => p.productId === productId) ?? null;
  }

  return {
    /** The customer's own review of a product, approved or not; null when none. */
    async myReview(customerId: number, productId: string | number): Promise<OwnReviewRow | null> {
      const id = parseId(productId);
      return id === null ? null : repo.own(customerId, id);
    },

    async myReviews(customerId: number, first?: number | null, after?: string | null) {
      const limit = first ?? 10;
      if (!Number.isInteger(limit) || limit < 1 || limit > PAGE_MAX) throw invalid(`Ask for 1 to ${PAGE_MAX} at a time.`);
      let before: { at: Date; id: number } | null = null;
      if (after) {
        const [iso, id] = Buffer.from(after, 'base64url').toString().split('|');
        const at = new Date(iso ?? '');
        const n = parseId(id ?? '');
        if (Number.isNaN(at.getTime()) || n === null) throw invalid('The page cursor is not valid. Load the list again.');
        before = { at, id: n };
      }
      const { rows, total } = await repo.listOwn(customerId, before, limit + 1);
      const nodes = rows.slice(0, limit);
      const last = nodes[nodes.length - 1];
      return { nodes, totalCount: total, hasNextPage: rows.length > limit, endCursor: last ? Buffer.from(`${last.createdAt.toISOString()}|${last.id}`).toString('base64url') : null };
    },

    /** Products the customer received and has not reviewed yet, latest delivery first. */
    async awaitingReview(customerId: number, limit = 20): Promise<number[]> {
      const [got, done] = await Promise.all([purchases.receivedProducts(customerId), repo.ownProductIds(customerId)]);
      return got.filter((p) => !done.has(p.productId)).slice(0, limit).map((p) => p.productId);
    },

    /** Whether the customer may write a review of the product now, and why not. */
    async eligibility(customerId: number, productId: string | number): Promise<{ canReview: boolean; reason: string }> {
      const id = parseId(productId);
      if (id === null || !(await repo.reviewable(id))) return { canReview: false, reason: 'This product cannot be reviewed.' };
      if (await repo.own(customerId, id)) return { canReview: false, reason: 'You have reviewed this part already; you can edit your review.' };
      if (!(await received(customerId, id))) return { canReview: false, reason: REVIEW_TEXTS.notReceived };
      return { canReview: true, reason: '' };
    },

    /** Writes the customer's review of a part they received; one per product. */
    async add(customerId: number, input: ReviewInput): Promise<OwnReviewRow> {
      const productId = parseId(input.productId);
      if (productId === null || !(await repo.reviewable(productId))) throw notFound('Product not found.');
      const fields = checked(input);
      const got = await received(customerId, productId);
      if (!got) throw new DomainError('FORBIDDEN', REVIEW_TEXTS.notReceived);
      const review: NewReview = { ...fields, productId, customerId, orderId: got.orderId, authorName: await authors.publicNameOf(customerId), createdAt: clock.now() };
      const row = await transact((tx) => repo.insert(tx, review));
      if (!row) throw new DomainError('CONFLICT', 'You have reviewed this part already; edit your review instead.');
      return row;
    },

    /** Changes the customer's review; it waits for approval again. */
    async edit(customerId: number, input: ReviewInput): Promise<OwnReviewRow> {
      const productId = parseId(input.productId);
      const own = productId === null ? null : await repo.own(customerId, productId);
      if (!own) throw notFound('Review not found.');
      const patch = { ...checked(input), approved: false, authorName: await authors.publicNameOf(customerId) };
      return (await transact((tx) => repo.update(tx, own.id, patch, clock.now())))!;
    },

    async remove(customerId: number, productId: string | number): Promise<boolean> {
      const id = parseId(productId);
      const own = id === null ? null : await repo.own(customerId, id);
      if (!own) throw notFound('Review not found.');
      await transact((tx) => repo.remove(tx, own.id));
      return true;
    },

    /** A helpful yes/no vote on an approved review; one per customer (a second one replaces it). */
    async vote(customerId: number, reviewId: string | number, helpful: boolean): Promise<OwnReviewRow> {
      const id = parseId(reviewId);
      const review = id === null ? null : await repo.byId(id);
      if (!review || !review.approved) throw notFound('Review not found.');
      if (review.customerId === customerId) throw new DomainError('CONFLICT', 'You cannot vote on your own review.');
      await transact((tx) => repo.vote(tx, review.id, customerId, helpful));
      return (await repo.byId(review.id))!;
    },

    votesOf: (customerId: number, reviewIds: number[]) => repo.votesOf(customerId, reviewIds),

    /** Back office: the moderation list, `first` a page (at most 50), pages counted from 1; pending reviews first. */
    async staffList(filter: StaffReviewFilter, first?: number | null, page?: number | null) {
      const limit = first ?? 25;
      if (!Number.isInteger(limit) || limit < 1 || limit > PAGE_MAX) throw invalid(`Ask for 1 to ${PAGE_MAX} at a time.`);
      const n = page ?? 1;
      if (!Number.isInteger(n) || n < 1) throw invalid('Pages are counted from 1.');
      const { rows, total } = await repo.listForStaff(filter, limit, (n - 1) * limit);
      return { nodes: rows, totalCount: total, page: n, hasNextPage: n * limit < total };
    },

    /** Back office: the review as it is now, or null. */
    byId: (id: number) => repo.byId(id),

    /** Back office: deletes a review for good (the product's rating follows) and answers what it was. */
    async reject(id: number): Promise<OwnReviewRow> {
      const row = await repo.byId(id);
      if (!row) throw notFound('Review not found.');
      await transact((tx) => repo.remove(tx, id));
      return row;
    },

    /** Back office: publishes a review (the product's rating counts it from now on). */
    async approve(id: number): Promise<OwnReviewRow> {
      const row = await transact((tx) => repo.update(tx, id, { approved: true }, clock.now()));
      if (!row) throw notFound('Review not found.');
      return row;
    },

    /** Back office: the store's answer under a review. */
    async reply(id: number, text: string): Promise<OwnReviewRow> {
      const t = text.trim();
      if (t.length > REVIEW_REPLY_MAX) throw invalid(`Use at most ${REVIEW_REPLY_MAX} characters for the reply.`);
      const row = await transact((tx) => repo.update(tx, id, { replyText: t || null }, clock.now()));
      if (!row) throw notFound('Review not found.');
      return row;
    },
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
