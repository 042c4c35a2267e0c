import { DomainError } from '../../lib/errors';
import { money } from '../../lib/money';
import type { PaymentStatus } from '../../../shared/enums';
import { assertTransition } from './orders-lifecycle';
import { usdText } from './orders-common';
import type { OrdersContext } from './orders-context';
import type { OrderRow, OrderView } from './orders.repository';
import type { CancelPreview, OrderState } from './orders.types';

/** Why an order cannot be cancelled now, in the customer's words; empty when it can. */
function cancelRefusal(order: OrderRow, st: OrderState): string {
  if (order.orderStatus === 'CANCELLED') return 'This order is cancelled already.';
  if (order.orderStatus === 'COMPLETE') return 'This order is complete and can no longer be cancelled. You can request a return instead.';
  if (st.lines.some((l) => l.shipped > 0)) return 'Part of this order has shipped, so it can no longer be cancelled. You can request a return once it arrives.';
  return st.canCancelOrder ? '' : 'This order can no longer be cancelled.';
}

/** Cancellation by the customer: what it would do (the preview) and the cancellation itself. */
export function orderCancellation({ repo, transact, gateway, stock, stockChanged, clock, log, later, mailCustomer, orderLink, stateOf, ownedOrThrow, view }: OrdersContext) {
  return {
    /** What a cancellation would do now: whether it may, what comes back and how. */
    async cancelPreview(customerId: number, orderId: string | number): Promise<CancelPreview> {
      const order = await ownedOrThrow(customerId, orderId);
      const st = stateOf(order, (await repo.extras([order.id])).get(order.id)!);
      const reason = cancelRefusal(order, st);
      let refundMethod: CancelPreview['refundMethod'] = 'REFUND';
      if (!reason) {
        const tx = await gateway.state(order.gatewayTransactionId).catch(() => null);
        refundMethod = tx && (tx.status === 'authorized' || (tx.status === 'submitted' && !money(order.refundedAmount).gt(0))) ? 'VOID' : 'REFUND';
      }
      const left = money(order.orderTotal).sub(order.refundedAmount);
      return { order: (await view(order))!, canCancel: !reason, reason, refundAmount: reason ? '0.00' : left.toFixed(2), refundMethod };
    },

    /**
     * Cancels an order nothing of which has shipped: the stock goes back, the payment is voided
     * (not yet settled) or refunded, and the customer is mailed. One transaction under the order's
     * row lock; the gateway is called last in it, so a refusal there changes nothing. A retry (or
     * a second click) finds the order cancelled and answers it as it is. `byStaff`: the back office
     * cancels it (the mail says so, with the reason).
     */
    async cancelOrder(customerId: number, orderId: string | number, byStaff: { reason: string } | null = null): Promise<OrderView> {
      const order = await ownedOrThrow(customerId, orderId);
      if (order.orderStatus === 'CANCELLED') return (await view(order))!;
      const outcome = await transact(async (tx) => {
        const locked = await repo.lockOrder(tx, order.id);
        if (!locked || locked.orderStatus === 'CANCELLED') return null;
        const items = await repo.itemsOf(tx, order.id);
        const x = (await repo.extras([order.id], tx)).get(order.id)!;
        const st = stateOf({ ...locked, items }, x);
        const refusal = cancelRefusal(locked, st);
        if (refusal) throw new DomainError('CONFLICT', refusal);
        assertTransition('order', locked.orderStatus, 'CANCELLED');

        const quantities = new Map<number, number>();
        // Only what placement took from the shelf goes back: a backordered unit never left it.
        for (const i of items) quantities.set(i.productId, (quantities.get(i.productId) ?? 0) + (i.reservedQuantity ?? i.quantity));
        await stock.releaseStock(tx, quantities);

        const pay = await gateway.state(locked.gatewayTransactionId);
        // Our own ledger says what is left to give back; the gateway says how.
        const left = money(locked.orderTotal).sub(locked.refundedAmount);
        let kind: 'void' | 'refund' | null;
        let paymentStatus: PaymentStatus;
        // A capture of which part was refunded already cannot be voided: the rest is refunded.
        const partRefunded = money(locked.refundedAmount).gt(0);
        if (pay.status === 'authorized' || (pay.status === 'submitted' && !partRefunded)) [kind, paymentStatus] = ['void', 'VOIDED'];
        else if (pay.status === 'settled' || pay.status === 'submitted') [kind, paymentStatus] = [left.gt(0) ? 'refund' : null, 'REFUNDED'];
        // Released by an earlier attempt whose commit did not happen: record it now.
        else if (pay.status === 'voided') [kind, paymentStatus] = [null, 'VOIDED'];
        else if (pay.status === 'refunded') [kind, paymentStatus] = [null, 'REFUNDED'];
        else throw new DomainError('CONFLICT', 'The payment of this order cannot be released online. Please call us to cancel it.');
        assertTransition('payment', locked.paymentStatus, paymentStatus);
        await repo.updateOrder(tx, order.id, { orderStatus: 'CANCELLED', paymentStatus, cancelledAt: clock.now(), refundedAmount: money(locked.orderTotal).toFixed(2) });
        let transactionId = locked.gatewayTransactionId;
        // The money moves last: a refusal rolls back the stock and the statuses with it.
        if (kind === 'void') await gateway.void(locked.gatewayTransactionId);
        if (kind === 'refund') transactionId = (await gateway.refund(locked.gatewayTransactionId, left.toFixed(2))).refundId;
        await repo.addPayment(tx, { orderId: order.id, gateway: locked.gateway, transactionId, kind: kind ?? (paymentStatus === 'VOIDED' ? 'void' : 'refund'), amount: left.toFixed(2) });
        return { quantities, kind, amount: left.toFixed(2) };
      });
      const after = (await repo.byId(order.id))!;
      if (outcome) {
        later('search refresh after a cancellation failed', async () => stockChanged([...outcome.quantities.keys()]), { orderId: order.id });
        const how = outcome.kind === 'refund' ? `${usdText(outcome.amount)} is being refunded to your ${after.cardType || 'payment method'}; it shows within 5 to 10 business days.` : `The charge of ${usdText(outcome.amount)} has been released and will not be taken from your account.`;
        const why = byStaff ? [`We have cancelled your order ${after.customOrderNumber}.`, ...(byStaff.reason ? [`Reason: ${byStaff.reason}`] : [])] : [`Your order ${after.customOrderNumber} is cancelled, as you asked.`];
        mailCustomer(after, `Your Ironyard order ${after.customOrderNumber} is cancelled`, [...why, '', how, '', `Order details: ${orderLink(after)}`].join('\n'));
        log.info({ orderId: order.id, kind: outcome.kind }, 'order cancelled');
      }
      return (await view(after))!;
    },
  };
}
