import type { Transaction } from '../../db/client';
import { DomainError, invalid, notFound } from '../../lib/errors';
import { money } from '../../lib/money';
import { RETURN_REASONS, RETURN_REASON_LABELS, STORE_AT_FAULT_REASONS, type ReturnReason } from '../../../shared/order-lifecycle';
import { EXTENDED_RETURN_MAX_DAYS } from '../../../shared/extended-return';
import { chosenReturnLines, returnable, returnWindowEnd, type LifecycleFacts } from './orders-lifecycle';
import type { RefundBreakdown } from './orders-refunds';
import { cleanText, DAY, decodeCursor, encodeCursor, factsOf, pageSize, refId, refundOfReturn, usdText } from './orders-common';
import type { OrdersContext } from './orders-context';
import type { OrderRow, OrderView, OrderWithItems, ReturnView } from './orders.repository';
import type { OrderState, Page, ReturnInput } from './orders.types';

/**
 * Return requests (RMAs): the customer's, from the order page within the return window, and the
 * extended registration's (a guest, or past the window), which the staff always review. The staff's
 * steps after the request are in orders-return-steps.ts.
 */
export function orderReturns({ repo, transact, mail, publicUrl, clock, autoApproveReturnsUpTo, returnWindowDays, later, stateOf, ownedOrThrow, view }: OrdersContext) {
  /** Why the order page cannot take a return of this order now, in the customer's words; empty when it can. */
  function returnRefusal(order: OrderRow, st: OrderState): string {
    if (order.orderStatus === 'CANCELLED') return 'This order was cancelled; there is nothing to return.';
    if (!st.returnWindowEndsAt) return 'Nothing of this order has been delivered yet. You can request a return once it arrives.';
    if (clock.now() > st.returnWindowEndsAt) return 'The return window for this order has ended.';
    return st.canRequestReturn ? '' : 'Everything delivered in this order is already in a return.';
  }

  /** One of the customer's returns by id or RMA number; null for anyone else's (one answer for both). */
  async function ownedReturn(customerId: number, ref: string | number): Promise<ReturnView | null> {
    const text = String(ref).trim();
    const id = refId(text) ?? (/^RMA-\d{1,12}$/i.test(text) ? await repo.returnIdByNumber(text.toUpperCase()) : null);
    if (id === null) return null;
    const ret = await repo.returnById(id);
    return ret && ret.customerId === customerId ? ret : null;
  }

  /** Why the extended registration cannot take a return of this order, in the customer's words; empty when it can. */
  function extendedRefusal(order: OrderRow, f: LifecycleFacts): string {
    if (order.orderStatus === 'CANCELLED') return 'This order was cancelled; there is nothing to return.';
    if (!f.lastDeliveredAt) return 'Nothing of this order has been delivered yet. You can register a return once it arrives.';
    if (clock.now().getTime() > f.lastDeliveredAt.getTime() + EXTENDED_RETURN_MAX_DAYS * DAY)
      return `This order was delivered more than ${EXTENDED_RETURN_MAX_DAYS} days ago, so it can no longer be returned. Contact us if a part has failed: it may be under the maker's warranty.`;
    let left = 0;
    for (const q of returnable(f).values()) left += q;
    return left > 0 ? '' : 'Everything delivered in this order is already in a return.';
  }

  /**
   * Writes a return request under the order's row lock (so two requests cannot return the same units
   * twice): the given lines, or everything still returnable, with its refund worked out. The account
   * channel keeps to the return window and may be approved at once in demo mode; an extended one is
   * always left for the staff.
   */
  async function createReturn(
    order: OrderWithItems,
    input: ReturnInput,
    opts: { channel: 'ACCOUNT' | 'EXTENDED'; contactEmail?: string; inTransaction?: (tx: Transaction, created: ReturnView) => Promise<void> },
  ): Promise<ReturnView> {
    const extended = opts.channel === 'EXTENDED';
    if (!RETURN_REASONS.includes(input.reason)) throw invalid('Choose a reason for the return.');
    const reasonText = cleanText(input.reasonText, 'the reason', 500);
    if (input.reason === 'OTHER' && !reasonText) throw invalid('Tell us why you are returning the parts.');
    const comments = cleanText(input.comments, 'the comments');
    let outsideWindow = false;
    const created = await transact(async (tx) => {
      const locked = await repo.lockOrder(tx, order.id);
      const items = await repo.itemsOf(tx, order.id);
      const full = { ...locked!, items };
      const x = (await repo.extras([order.id], tx)).get(order.id)!;
      let left: Map<number, number>;
      if (extended) {
        const f = factsOf(full, x);
        const refusal = extendedRefusal(locked!, f);
        if (refusal) throw new DomainError('CONFLICT', refusal);
        const end = returnWindowEnd(f, returnWindowDays);
        outsideWindow = end !== null && clock.now() > end;
        left = returnable(f);
      } else {
        const st = stateOf(full, x);
        const refusal = returnRefusal(locked!, st);
        if (refusal) throw new DomainError('CONFLICT', refusal);
        left = new Map(st.lines.map((l) => [l.orderItemId, l.returnable]));
      }
      let lines: Array<{ orderItemId: number; quantity: number }>;
      if (input.items && input.items.length > 0) {
        lines = chosenReturnLines(input.items, new Map(items.map((i) => [i.id, i.productName])), left);
      } else {
        lines = [...left].filter(([, q]) => q > 0).map(([orderItemId, quantity]) => ({ orderItemId, quantity }));
      }
      const storeAtFault = STORE_AT_FAULT_REASONS.includes(input.reason);
      const refund = refundOfReturn(full, { storeAtFault }, lines);
      const now = clock.now();
      const auto = !extended && autoApproveReturnsUpTo !== null && money(refund.total).lte(autoApproveReturnsUpTo);
      const ret = await repo.insertReturn(
        tx,
        {
          orderId: order.id,
          customerId: order.customerId,
          status: auto ? 'APPROVED' : 'REQUESTED',
          reason: input.reason,
          reasonText,
          comments,
          storeAtFault,
          channel: opts.channel,
          contactEmail: opts.contactEmail ?? '',
          outsideWindow,
          refundItems: refund.items,
          refundTax: refund.tax,
          refundShipping: refund.shipping,
          refundTotal: refund.total,
          createdAt: now,
          updatedAt: now,
          approvedAt: auto ? now : null,
        },
        lines,
      );
      await opts.inTransaction?.(tx, ret);
      return ret;
    });
    const to = opts.contactEmail || order.email;
    const details = order.isGuestOrder ? `${publicUrl.replace(/\/$/, '')}/orderstatus/${order.clubOrderGuid}` : `${publicUrl.replace(/\/$/, '')}/account/rma/${created.id}`;
    later(
      'return e-mail failed',
      () =>
        mail.send({
          to,
          subject: `Return ${created.returnNumber} for order ${order.customOrderNumber}`,
          text: [
            `We have your return request ${created.returnNumber} (${RETURN_REASON_LABELS[created.reason]}).`,
            '',
            created.status === 'APPROVED'
              ? 'It is approved: print the return authorisation and packing slip from your account, pack the parts and send them to the address on it.'
              : extended
                ? `Our returns team reviews it within one business day${outsideWindow ? ' (it was registered after the return window, so the team decides on it case by case)' : ''} and e-mails you the return authorisation or their answer. Please do not send the parts before then.`
                : 'We will review it within one business day and e-mail you the return authorisation.',
            '',
            `Estimated refund if approved: ${usdText(created.refundTotal)}`,
            `${order.isGuestOrder ? 'Order status' : 'Return details'}: ${details}`,
          ].join('\n'),
        }),
      { orderId: order.id, returnId: created.id },
    );
    return created;
  }

  return {
    /** The customer's returns, newest first. */
    async myReturns(customerId: number, first?: number | null, after?: string | null): Promise<Page<ReturnView>> {
      const limit = pageSize(first);
      const { rows, total } = await repo.returnsForCustomer(customerId, decodeCursor(after), limit + 1);
      const page = rows.slice(0, limit);
      const last = page[page.length - 1];
      return { nodes: page, totalCount: total, hasNextPage: rows.length > limit, endCursor: last ? encodeCursor(last.createdAt, last.id) : null };
    },

    /** One of the customer's returns by id or RMA number; null when it is not theirs. */
    myReturn: ownedReturn,

    /** Any return by id (the extended registration's confirmation, the staff). */
    returnById: (id: number): Promise<ReturnView | null> => repo.returnById(id),

    /**
     * Requests a return (RMA) of delivered units: the given lines, or everything still returnable.
     * The order's row lock keeps two requests from returning the same units twice.
     */
    async submitReturn(customerId: number, input: ReturnInput): Promise<ReturnView> {
      const order = await ownedOrThrow(customerId, input.orderId);
      return createReturn(order, input, { channel: 'ACCOUNT' });
    },

    /** Days after delivery during which the order page offers a return. */
    returnWindowDays,

    /**
     * What of an order the extended registration may still take back: delivered units not yet in a
     * return, the return window aside (up to EXTENDED_RETURN_MAX_DAYS after delivery). `refusal` says
     * why nothing can go back, in the customer's words; empty when something can.
     */
    async extendedReturnable(orderId: number): Promise<{ order: OrderView; refusal: string; lines: Map<number, number>; windowEndsAt: Date | null; outsideWindow: boolean } | null> {
      const order = await repo.byId(orderId);
      if (!order) return null;
      const x = (await repo.extras([order.id])).get(order.id)!;
      const f = factsOf(order, x);
      const windowEndsAt = returnWindowEnd(f, returnWindowDays);
      const lines = returnable(f);
      return { order: (await view(order))!, refusal: extendedRefusal(order, f), lines, windowEndsAt, outsideWindow: windowEndsAt !== null && clock.now() > windowEndsAt };
    },

    /** The refund a return of these lines would give (what the review page estimates). */
    async estimateRefund(orderId: number, reason: ReturnReason, lines: Array<{ orderItemId: number; quantity: number }>): Promise<RefundBreakdown | null> {
      const order = await repo.byId(orderId);
      return order ? refundOfReturn(order, { storeAtFault: STORE_AT_FAULT_REASONS.includes(reason) }, lines) : null;
    },

    /**
     * Registers an extended return (a guest, or after the window): always REQUESTED for the staff to
     * review. `inTransaction` runs in the same transaction after the return is written (the draft
     * moves its photos to it), so either both stand or neither does.
     */
    async submitExtendedReturn(orderId: number, input: Omit<ReturnInput, 'orderId'> & { contactEmail: string }, inTransaction: (tx: Transaction, created: ReturnView) => Promise<void>): Promise<ReturnView> {
      const order = await repo.byId(orderId);
      if (!order) throw notFound('Order not found.');
      return createReturn(order, { ...input, orderId }, { channel: 'EXTENDED', contactEmail: input.contactEmail, inTransaction });
    },
  };
}
