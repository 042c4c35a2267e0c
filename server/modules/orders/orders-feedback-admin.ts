import { DomainError, invalid, notFound } from '../../lib/errors';
import { cleanText } from './orders-common';
import type { OrdersContext } from './orders-context';
import type { StaffFeedbackFilter, StaffFeedbackRow } from './orders-feedback-admin.repository';

/** Replies are short letters, like a review's reply. */
export const FEEDBACK_REPLY_MAX = 2000;

/** The staff's work on customers' order feedback: read it newest first, and answer it by mail. */
export function orderFeedbackAdmin({ repo, clock, publicUrl, mailCustomer }: OrdersContext) {
  return {
    /** A page (from 1) of feedback for the staff, newest first. */
    async staffFeedback(filter: StaffFeedbackFilter, first = 20, page = 1): Promise<{ nodes: StaffFeedbackRow[]; totalCount: number; page: number; hasNextPage: boolean }> {
      const size = Math.min(Math.max(Math.trunc(first), 1), 50);
      const n = Math.min(Math.max(Math.trunc(page), 1), 10_000);
      const { rows, totalCount } = await repo.admin.feedbackPage(filter, size, (n - 1) * size);
      return { nodes: rows, totalCount, page: n, hasNextPage: n * size < totalCount };
    },

    staffFeedbackById: (id: number): Promise<StaffFeedbackRow | null> => repo.admin.feedbackById(id),

    /**
     * Answers a customer's feedback: the reply shows with their feedback on their account and is
     * mailed to them. An empty text removes the reply (nothing is mailed).
     */
    async replyToFeedback(id: number, text: string, staffId: number): Promise<{ before: StaffFeedbackRow; after: StaffFeedbackRow }> {
      const before = await repo.admin.feedbackById(id);
      if (!before) throw notFound('No feedback has this id.');
      const reply = cleanText(text, 'the reply', FEEDBACK_REPLY_MAX);
      if (reply === before.replyText) throw new DomainError('CONFLICT', reply ? 'This reply is already saved.' : 'This feedback has no reply to remove.');
      const at = reply ? clock.now() : null;
      if (!(await repo.admin.setFeedbackReply(id, { text: reply, at, by: reply ? staffId : null }))) throw notFound('No feedback has this id.');
      const after = { ...before, replyText: reply, repliedAt: at, repliedBy: reply ? staffId : null };
      if (reply) {
        const order = await repo.byId(before.orderId);
        if (!order) throw invalid('The order of this feedback is gone.');
        const link = `${publicUrl.replace(/\/$/, '')}/account/feedback/${before.orderId}`;
        mailCustomer(order, `Ironyard replied to your feedback on order ${before.customOrderNumber}`, `Thank you for your feedback on order ${before.customOrderNumber}.\n\n${reply}\n\nYour feedback and our reply: ${link}\n`);
      }
      return { before, after };
    },
  };
}
