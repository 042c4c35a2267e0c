import { and, asc, desc, eq, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Transaction } from '../../db/client';
import { productReviewVotes, productReviews, products } from '../../db/schema/catalog';

/** A review as its author sees it: the public fields and whether it is approved yet. */
export interface OwnReviewRow {
  id: number;
  productId: number;
  customerId: number | null;
  rating: number;
  title: string;
  reviewText: string;
  replyText: string | null;
  helpfulYesTotal: number;
  helpfulNoTotal: number;
  createdAt: Date;
  updatedAt: Date;
  authorName: string;
  orderId: number | null;
  suggestion: string | null;
  asDescribed: boolean | null;
  arrivedOnTime: boolean | null;
  promptService: boolean | null;
  wellPackaged: boolean | null;
  approved: boolean;
}

/** Which reviews the staff's moderation list shows. */
export type StaffReviewFilter = 'PENDING' | 'APPROVED' | 'ALL';

export type NewReview = Pick<OwnReviewRow, 'productId' | 'rating' | 'title' | 'reviewText' | 'authorName' | 'orderId'> & { customerId: number; approved?: boolean; createdAt?: Date };

const columns = {
  id: productReviews.id,
  productId: productReviews.productId,
  customerId: productReviews.customerId,
  rating: productReviews.rating,
  title: productReviews.title,
  reviewText: productReviews.reviewText,
  replyText: productReviews.replyText,
  helpfulYesTotal: productReviews.helpfulYesTotal,
  helpfulNoTotal: productReviews.helpfulNoTotal,
  createdAt: productReviews.createdAt,
  updatedAt: productReviews.updatedAt,
  authorName: productReviews.authorName,
  orderId: productReviews.orderId,
  suggestion: productReviews.suggestion,
  asDescribed: productReviews.asDescribed,
  arrivedOnTime: productReviews.arrivedOnTime,
  promptService: productReviews.promptService,
  wellPackaged: productReviews.wellPackaged,
  approved: productReviews.approved,
};

/** Customers' product reviews: writing, moderation, helpful votes; the product's rating follows the approved ones. */
export function createReviewRepository(db: Db) {
  // The product's rating counts approved reviews only; every change of one moves it in the same transaction.
  async function recount(ex: Db, productId: number): Promise<void> {
    await ex.execute(sql`update products set
        approved_rating_sum = coalesce((select sum(rating) from product_reviews where product_id = ${productId} and approved), 0),
        approved_total_reviews = (select count(*) from product_reviews where product_id = ${productId} and approved),
        updated_at = now()
      where id = ${productId}`);
  }

  return {
    async byId(id: number): Promise<OwnReviewRow | null> {
      const [row] = await db.select(columns).from(productReviews).where(eq(productReviews.id, id));
      return row ?? null;
    },

    async own(customerId: number, productId: number): Promise<OwnReviewRow | null> {
      const [row] = await db.select(columns).from(productReviews).where(and(eq(productReviews.customerId, customerId), eq(productReviews.productId, productId)));
      return row ?? null;
    },

    async ownProductIds(customerId: number): Promise<Set<number>> {
      const rows = await db.select({ id: productReviews.productId }).from(productReviews).where(eq(productReviews.customerId, customerId));
      return new Set(rows.map((r) => r.id));
    },

    async listOwn(customerId: number, before: { at: Date; id: number } | null, limit: number): Promise<{ rows: OwnReviewRow[]; total: number }> {
      const where: SQL[] = [eq(productReviews.customerId, customerId)];
      const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(productReviews).where(and(...where));
      if (before) where.push(or(lt(productReviews.createdAt, before.at), and(eq(productReviews.createdAt, before.at), lt(productReviews.id, before.id)))!);
      const rows = await db.select(columns).from(productReviews).where(and(...where)).orderBy(desc(productReviews.createdAt), desc(productReviews.id)).limit(limit);
      return { rows, total: n };
    },

    /** The staff's moderation list, a page at a time: pending ones first, newest first within each. */
    async listForStaff(filter: StaffReviewFilter, limit: number, offset: number): Promise<{ rows: OwnReviewRow[]; total: number }> {
      const where = filter === 'ALL' ? undefined : eq(productReviews.approved, filter === 'APPROVED');
      const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(productReviews).where(where);
      const rows = await db
        .select(columns)
        .from(productReviews)
        .where(where)
        .orderBy(asc(productReviews.approved), desc(productReviews.createdAt), desc(productReviews.id))
        .limit(limit)
        .offset(offset);
      return { rows, total: n };
    },

    /** Whether customers may review the product (published, not deleted, reviews allowed). */
    async reviewable(productId: number): Promise<boolean> {
      const [row] = await db
        .select({ ok: sql<boolean>`${products.published} and not ${products.deleted} and ${products.allowCustomerReviews}` })
        .from(products)
        .where(eq(products.id, productId));
      return Boolean(row?.ok);
    },

    /** Writes a review (in the caller's transaction, with the rating it moves); null when the customer has one for the product already. */
    async insert(tx: Transaction, review: NewReview): Promise<OwnReviewRow | null> {
      const [row] = await tx.insert(productReviews).values(review).onConflictDoNothing().returning(columns);
      if (row?.approved) await recount(tx, row.productId);
      return row ?? null;
    },

    /** Changes a review in the caller's transaction; the product's rating follows. */
    async update(tx: Transaction, id: number, patch: Partial<Pick<OwnReviewRow, 'rating' | 'title' | 'reviewText' | 'approved' | 'replyText' | 'authorName'>>, at: Date): Promise<OwnReviewRow | null> {
      const [row] = await tx.update(productReviews).set({ ...patch, updatedAt: at }).where(eq(productReviews.id, id)).returning(columns);
      if (row) await recount(tx, row.productId);
      return row ?? null;
    },

    /** Deletes a review in the caller's transaction; the product's rating follows. */
    async remove(tx: Transaction, id: number): Promise<void> {
      const [row] = await tx.delete(productReviews).where(eq(productReviews.id, id)).returning({ productId: productReviews.productId });
      if (row) await recount(tx, row.productId);
    },

    /** One vote per customer and review, in the caller's transaction: a second vote replaces the first, and the totals follow. */
    async vote(tx: Transaction, reviewId: number, customerId: number, helpful: boolean): Promise<void> {
      await tx.execute(sql`select id from product_reviews where id = ${reviewId} for update`);
      const [before] = await tx
        .select({ helpful: productReviewVotes.helpful })
        .from(productReviewVotes)
        .where(and(eq(productReviewVotes.reviewId, reviewId), eq(productReviewVotes.customerId, customerId)));
      if (before?.helpful === helpful) return;
      await tx
        .insert(productReviewVotes)
        .values({ reviewId, customerId, helpful })
        .onConflictDoUpdate({ target: [productReviewVotes.reviewId, productReviewVotes.customerId], set: { helpful } });
      const yes = (helpful ? 1 : 0) - (before?.helpful === true ? 1 : 0);
      const no = (helpful ? 0 : 1) - (before?.helpful === false ? 1 : 0);
      await tx
        .update(productReviews)
        .set({ helpfulYesTotal: sql`${productReviews.helpfulYesTotal} + ${yes}`, helpfulNoTotal: sql`${productReviews.helpfulNoTotal} + ${no}` })
        .where(eq(productReviews.id, reviewId));
    },

    /** The customer's votes on the given reviews. */
    async votesOf(customerId: number, reviewIds: number[]): Promise<Map<number, boolean>> {
      if (reviewIds.length === 0) return new Map();
      const rows = await db
        .select({ reviewId: productReviewVotes.reviewId, helpful: productReviewVotes.helpful })
        .from(productReviewVotes)
        .where(and(eq(productReviewVotes.customerId, customerId), inArray(productReviewVotes.reviewId, reviewIds)));
      return new Map(rows.map((r) => [r.reviewId, r.helpful]));
    },
  };
}

export type ReviewRepository = ReturnType<typeof createReviewRepository>;
