import { desc, eq, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderFeedback, orders } from '../../db/schema/orders';

/** UNANSWERED: no reply yet; LOW_RATING: 1 or 2 stars; ANSWERED: replied to; ALL. */
export const STAFF_FEEDBACK_FILTERS = ['UNANSWERED', 'LOW_RATING', 'ANSWERED', 'ALL'] as const;
export type StaffFeedbackFilter = (typeof STAFF_FEEDBACK_FILTERS)[number];

export type StaffFeedbackRow = typeof orderFeedback.$inferSelect & { customOrderNumber: string; email: string };

const whereOf = (f: StaffFeedbackFilter): SQL | undefined =>
  f === 'UNANSWERED' ? eq(orderFeedback.replyText, '') : f === 'ANSWERED' ? sql`${orderFeedback.replyText} <> ''` : f === 'LOW_RATING' ? lte(orderFeedback.rating, 2) : undefined;

/** Customers' feedback on their orders as staff read and answer it, newest first. */
export function createFeedbackAdminRepository(db: Db) {
  return {
    async feedbackPage(filter: StaffFeedbackFilter, limit: number, offset: number): Promise<{ rows: StaffFeedbackRow[]; totalCount: number }> {
      const where = whereOf(filter);
      const rows = await db
        .select({ f: orderFeedback, customOrderNumber: orders.customOrderNumber, email: orders.email })
        .from(orderFeedback)
        .innerJoin(orders, eq(orders.id, orderFeedback.orderId))
        .where(where)
        .orderBy(desc(orderFeedback.createdAt), desc(orderFeedback.id))
        .limit(limit)
        .offset(offset);
      const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(orderFeedback).where(where);
      return { rows: rows.map((r) => ({ ...r.f, customOrderNumber: r.customOrderNumber, email: r.email })), totalCount: Number(n) };
    },

    async feedbackById(id: number): Promise<StaffFeedbackRow | null> {
      const [r] = await db
        .select({ f: orderFeedback, customOrderNumber: orders.customOrderNumber, email: orders.email })
        .from(orderFeedback)
        .innerJoin(orders, eq(orders.id, orderFeedback.orderId))
        .where(eq(orderFeedback.id, id));
      return r ? { ...r.f, customOrderNumber: r.customOrderNumber, email: r.email } : null;
    },

    /** Sets the store's reply (empty: removes it); null when there is no such feedback. */
    async setFeedbackReply(id: number, reply: { text: string; at: Date | null; by: number | null }) {
      const [row] = await db
        .update(orderFeedback)
        .set({ replyText: reply.text, repliedAt: reply.at, repliedBy: reply.by })
        .where(eq(orderFeedback.id, id))
        .returning({ id: orderFeedback.id });
      return row ?? null;
    },
  };
}
