import type { Transaction } from '../../db/client';
import { invalid, notFound } from '../../lib/errors';
import { money } from '../../lib/money';
import type { PaymentStatus } from '../../../shared/enums';
import { assertTransition } from './orders-lifecycle';
import { cleanText, decodeCursor, encodeCursor, pageSize, refundOfReturn, usdText } from './orders-common';
import type { OrdersContext } from './orders-context';
import type { OrderWithItems, ReturnView } from './orders.repository';
import type { Page, ReceiveLineInput } from './orders.types';
import type { ReturnStatus } from '../../../shared/order-lifecycle';

/**
 * The staff's steps on a return request: approve or reject it, receive the parcel (stock back,
 * refund recounted on what arrived) and pay the refund. Each step runs in one transaction under
 * the return's and the order's row locks.
 */
export function orderReturnSteps({ repo, transact, gateway, stock, stockChanged, clock, later, mailCustomer, orderLink }: OrdersContext) {
  /** Runs one step on a return in a transaction, under the return's and its order's row locks; answers the return as it now is. */
  async function changeReturn(id: number, work: (tx: Transaction, ret: ReturnView, order: OrderWithItems) => Promise<void>): Promise<ReturnView> {
    await transact(async (tx) => {
      const ret = await repo.returnById(id, tx, true);
      if (!ret) throw notFound('Return not found.');
      const order = await repo.lockOrder(tx, ret.orderId);
      const items = await repo.itemsOf(tx, ret.orderId);
      await work(tx, ret, { ...order!, items });
    });
    return (await repo.returnById(id))!;
  }

  /** Mails the return's customer about a step, with a link to the order. */
  async function mailAbout(ret: ReturnView, subject: string, lines: string[]): Promise<void> {
    const order = (await repo.byId(ret.orderId))!;
    mailCustomer(order, subject, [...lines, '', `Order details: ${orderLink(order)}`].join('\n'));
  }

  return {
    /** Back office: every customer's return requests, newest first, by status, keyset-paged. */
    async allReturns(f: { first?: number | null; after?: string | null; status?: ReturnStatus | 'ALL' | null }): Promise<Page<ReturnView>> {
      const limit = pageSize(f.first);
      const { rows, total } = await repo.listAllReturns({ status: f.status ?? 'ALL', before: decodeCursor(f.after), limit: limit + 1 });
      const page = rows.slice(0, limit);
      const last = page[page.length - 1];
      return { nodes: page, totalCount: total, hasNextPage: rows.length > limit, endCursor: last ? encodeCursor(last.createdAt, last.id) : null };
    },

    /** Back office: approves a requested return (the customer may print the authorisation); the customer is mailed. */
    async approveReturn(id: number): Promise<ReturnView> {
      let changed = false;
      const ret = await changeReturn(id, async (tx, r) => {
        assertTransition('return', r.status, 'APPROVED');
        if (r.status === 'APPROVED') return;
        await repo.updateReturn(tx, id, { status: 'APPROVED', approvedAt: clock.now(), updatedAt: clock.now() });
        changed = true;
      });
      if (changed) {
        await mailAbout(ret, `Return ${ret.returnNumber} approved`, [
          `We approved your return ${ret.returnNumber}. Print the return authorisation and packing slip from your return's page, pack the parts and send them to us.`,
        ]);
      }
      return ret;
    },

    /** Back office: refuses a return, with a note the customer sees (and is mailed). */
    async rejectReturn(id: number, note: string): Promise<ReturnView> {
      let changed = false;
      const ret = await changeReturn(id, async (tx, r) => {
        assertTransition('return', r.status, 'REJECTED');
        if (r.status === 'REJECTED') return;
        await repo.updateReturn(tx, id, { status: 'REJECTED', rejectedAt: clock.now(), updatedAt: clock.now(), staffNote: cleanText(note, 'the note') });
        changed = true;
      });
      if (changed) {
        await mailAbout(ret, `Return ${ret.returnNumber} not accepted`, [`We could not accept your return ${ret.returnNumber}.`, '', ret.staffNote ?? '']);
      }
      return ret;
    },

    /**
     * Back office: the parcel arrived. Undamaged units go back in stock; the refund is recounted
     * on what arrived (damaged units only when the store was at fault).
     */
    async receiveReturn(id: number, lines?: ReceiveLineInput[]): Promise<ReturnView> {
      let productIds: number[] = [];
      let received = false;
      const ret = await changeReturn(id, async (tx, r, order) => {
        if (r.status === 'RECEIVED') return;
        received = true;
        assertTransition('return', r.status, 'RECEIVED');
        const given = new Map((lines ?? []).map((l) => [l.returnItemId, l]));
        const counted = r.items.map((i) => {
          const l = given.get(i.id) ?? { returnItemId: i.id, receivedQuantity: i.quantity, damagedQuantity: 0 };
          if (!Number.isInteger(l.receivedQuantity) || l.receivedQuantity < 0 || l.receivedQuantity > i.quantity) throw invalid(`Received quantity must be 0 to ${i.quantity}.`);
          if (!Number.isInteger(l.damagedQuantity) || l.damagedQuantity < 0 || l.damagedQuantity > l.receivedQuantity) throw invalid('Damaged units cannot exceed the received ones.');
          return { item: i, received: l.receivedQuantity, damaged: l.damagedQuantity };
        });
        const byItem = new Map(order.items.map((i) => [i.id, i]));
        const back = new Map<number, number>();
        for (const c of counted) {
          await repo.updateReturnItem(tx, c.item.id, { receivedQuantity: c.received, damagedQuantity: c.damaged });
          const good = c.received - c.damaged;
          const productId = byItem.get(c.item.orderItemId)!.productId;
          if (good > 0) back.set(productId, (back.get(productId) ?? 0) + good);
        }
        await stock.releaseStock(tx, back);
        productIds = [...back.keys()];
        const refund = refundOfReturn(order, r, counted.map((c) => ({ orderItemId: c.item.orderItemId, quantity: r.storeAtFault ? c.received : c.received - c.damaged })));
        await repo.updateReturn(tx, id, { status: 'RECEIVED', receivedAt: clock.now(), updatedAt: clock.now(), refundItems: refund.items, refundTax: refund.tax, refundShipping: refund.shipping, refundTotal: refund.total });
      });
      if (productIds.length) later('search refresh after a return failed', async () => stockChanged(productIds), { returnId: id });
      if (received) {
        await mailAbout(ret, `Return ${ret.returnNumber} received`, [
          `We received your return ${ret.returnNumber}. Your refund of ${usdText(ret.refundTotal)} follows once it is processed.`,
        ]);
      }
      return ret;
    },

    /** Back office: pays the return's refund back through the gateway and moves the order's payment status. */
    async refundReturn(id: number): Promise<ReturnView> {
      const ret = await changeReturn(id, async (tx, r, order) => {
        if (r.status === 'REFUNDED') return;
        assertTransition('return', r.status, 'REFUNDED');
        const left = money(order.orderTotal).sub(order.refundedAmount);
        const amount = money(r.refundTotal).gt(left) ? left : money(r.refundTotal);
        const refunded = money(order.refundedAmount).add(amount);
        const paymentStatus: PaymentStatus = refunded.gte(order.orderTotal) ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
        if (amount.gt(0)) {
          assertTransition('payment', order.paymentStatus, paymentStatus);
          await repo.updateOrder(tx, order.id, { paymentStatus, refundedAmount: refunded.toFixed(2) });
        }
        await repo.updateReturn(tx, id, { status: 'REFUNDED', refundedAt: clock.now(), updatedAt: clock.now(), refundTotal: amount.toFixed(2) });
        if (amount.gt(0)) {
          const { refundId } = await gateway.refund(order.gatewayTransactionId, amount.toFixed(2));
          await repo.addPayment(tx, { orderId: order.id, gateway: order.gateway, transactionId: refundId, kind: 'refund', amount: amount.toFixed(2) });
        }
      });
      const order = (await repo.byId(ret.orderId))!;
      mailCustomer(order, `Refund for return ${ret.returnNumber}`, [`We received your return ${ret.returnNumber} and refunded ${usdText(ret.refundTotal)} to your ${order.cardType || 'payment method'}.`, '', `Order details: ${orderLink(order)}`].join('\n'));
      return ret;
    },
  };
}
