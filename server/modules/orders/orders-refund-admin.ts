import { DomainError, invalid, notFound } from '../../lib/errors';
import { money } from '../../lib/money';
import type { PaymentStatus } from '../../../shared/enums';
import { CANCEL_REASON_MAX, parseRefundAmount, refundOverLimit, REFUND_REASON_MAX, requiredText } from '../../../shared/admin-orders';
import { orderCancellation } from './orders-cancellation';
import { assertTransition } from './orders-lifecycle';
import { usdText } from './orders-common';
import type { OrdersContext } from './orders-context';
import type { OrderView } from './orders.repository';

/** The money fields a refund or cancellation changes, as the audit log keeps them. */
export type MoneyState = {
  orderStatus: string;
  paymentStatus: PaymentStatus;
  refundedAmount: string;
};

/** What a staff refund did: the amount, the reason and the order's money before and after. */
export interface RefundChange {
  amount: string;
  reason: string;
  before: MoneyState;
  after: MoneyState;
}

const moneyState = (o: { orderStatus: string; paymentStatus: PaymentStatus; refundedAmount: string }): MoneyState => ({
  orderStatus: o.orderStatus,
  paymentStatus: o.paymentStatus,
  refundedAmount: money(o.refundedAmount).toFixed(2),
});

/** The back office's money steps on an order: a partial refund with a reason, a cancellation with its refund. */
export function orderRefundAdmin(ctx: OrdersContext) {
  const { repo, transact, gateway, mailCustomer, orderLink } = ctx;
  const cancellation = orderCancellation(ctx);
  return {
    /**
     * Refunds part of what was captured, with a reason: never more than captured less refunded so far.
     * One transaction under the order's row lock; the gateway is called last, so a refusal changes nothing.
     */
    async refundPart(orderId: number, amountText: string, reasonText: string): Promise<RefundChange> {
      const parsed = parseRefundAmount(amountText);
      if ('error' in parsed) throw invalid(parsed.error);
      const why = requiredText(reasonText, 'the reason for the refund', REFUND_REASON_MAX);
      if ('error' in why) throw invalid(why.error);
      const amount = money(parsed.amount);
      const change = await transact(async (tx) => {
        const order = await repo.lockOrder(tx, orderId);
        if (!order) throw notFound('Order not found.');
        const payments = await repo.admin.paymentsOf(orderId, tx);
        const captured = payments.filter((p) => p.kind === 'capture').reduce((s, p) => s.add(p.amount), money(0));
        if (captured.lte(0)) throw new DomainError('CONFLICT', 'Nothing of this order has been captured, so there is nothing to refund. Cancel the order to release the authorisation.');
        const refunded = money(order.refundedAmount);
        const left = captured.sub(refunded);
        if (left.lte(0)) throw new DomainError('CONFLICT', `Everything captured (${usdText(captured.toFixed(2))}) has been refunded already.`);
        const over = refundOverLimit(parsed.amount, captured.toFixed(2), refunded.toFixed(2));
        if (over) throw invalid(over);
        const total = refunded.add(amount);
        const paymentStatus: PaymentStatus = total.gte(order.orderTotal) ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
        assertTransition('payment', order.paymentStatus, paymentStatus);
        const after = await repo.updateOrder(tx, orderId, { paymentStatus, refundedAmount: total.toFixed(2) });
        // The money moves last: a refusal at the gateway rolls the order back with it.
        const { refundId } = await gateway.refund(order.gatewayTransactionId, amount.toFixed(2));
        await repo.addPayment(tx, { orderId, gateway: order.gateway, transactionId: refundId, kind: 'refund', amount: amount.toFixed(2), reason: why.text });
        return { amount: amount.toFixed(2), reason: why.text, before: moneyState(order), after: moneyState(after) };
      });
      const order = (await repo.byId(orderId))!;
      mailCustomer(order, `Refund on your Ironyard order ${order.customOrderNumber}`, [
        `We refunded ${usdText(change.amount)} of your order ${order.customOrderNumber} to your ${order.cardType || 'payment method'}; it shows within 5 to 10 business days.`,
        `Reason: ${change.reason}`,
        '',
        `Order details: ${orderLink(order)}`,
      ].join('\n'));
      return change;
    },

    /**
     * Cancels an order for the customer, by the cancellation's own rules (nothing shipped yet): what
     * was captured is refunded, an authorisation not yet captured is voided; the customer is mailed why.
     */
    async cancelByStaff(orderId: number, reasonText: string): Promise<{ order: OrderView; before: MoneyState; after: MoneyState; released: string; how: 'void' | 'refund' | null }> {
      const why = requiredText(reasonText, 'the reason for the cancellation', CANCEL_REASON_MAX);
      if ('error' in why) throw invalid(why.error);
      const before = await repo.byId(orderId);
      if (!before) throw notFound('Order not found.');
      if (before.orderStatus === 'CANCELLED') throw new DomainError('CONFLICT', 'This order is cancelled already.');
      const order = await cancellation.cancelOrder(before.customerId, orderId, { reason: why.text });
      const payments = await repo.admin.paymentsOf(orderId);
      const last = payments[payments.length - 1];
      const how = last && (last.kind === 'void' || last.kind === 'refund') ? last.kind : null;
      return { order, before: moneyState(before), after: moneyState(order), released: money(order.refundedAmount).sub(before.refundedAmount).toFixed(2), how };
    },
  };
}
