import { REVIEW_TEXTS } from '../../../shared/reviews';
import { DomainError, invalid } from '../../lib/errors';
import { cleanText } from './orders-common';
import type { OrdersContext } from './orders-context';
import type { FeedbackRow } from './orders.repository';
import type { FeedbackInput } from './orders.types';

/** Feedback on an order: once per order, from its customer, once the order is under way. */
export function orderFeedback({ repo, owned, ownedOrThrow }: OrdersContext) {
  return {
    /** Leaves feedback on one of the customer's orders; once per order. */
    async addFeedback(customerId: number, input: FeedbackInput): Promise<FeedbackRow> {
      const order = await ownedOrThrow(customerId, input.orderId);
      if (!Number.isInteger(input.rating) || input.rating < 1 || input.rating > 5) throw invalid(REVIEW_TEXTS.rating);
      if (order.orderStatus === 'PENDING') throw new DomainError('CONFLICT', 'You can leave feedback once the order is under way.');
      const row = await repo.insertFeedback({
        orderId: order.id,
        customerId,
        rating: input.rating,
        asDescribed: input.asDescribed ?? null,
        arrivedOnTime: input.arrivedOnTime ?? null,
        promptService: input.promptService ?? null,
        wellPackaged: input.wellPackaged ?? null,
        suggestion: cleanText(input.suggestion, 'the suggestion'),
        text: cleanText(input.text, 'the feedback'),
      });
      if (!row) throw new DomainError('CONFLICT', 'You have already left feedback for this order.');
      return row;
    },

    /** The feedback of one of the customer's orders; null when there is none or the order is not theirs. */
    async feedbackForOrder(customerId: number, orderId: string | number): Promise<FeedbackRow | null> {
      const order = await owned(customerId, orderId);
      return order ? ((await repo.extras([order.id])).get(order.id)!.feedback ?? null) : null;
    },

    myFeedback: (customerId: number) => repo.feedbackForCustomer(customerId),
  };
}
