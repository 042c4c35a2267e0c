import { DomainError, notFound } from '../../lib/errors';
import { TRACKING_EVENT_LABELS } from '../../../shared/order-lifecycle';
import type { ShippingStatus } from '../../../shared/enums';
import type { OrdersContext } from './orders-context';
import { settleShippingStatus } from './orders-shipments';

/** What marking delivered changed: the shipments now delivered and the order's statuses before and after. */
export interface DeliveredChange {
  shipmentIds: number[];
  before: { shippingStatus: ShippingStatus; orderStatus: string };
  after: { shippingStatus: ShippingStatus; orderStatus: string };
}

/** The back office's delivery step: a shipment (or every one of an order) marked delivered by staff. */
export function orderShippingAdmin({ repo, transact, clock, mailCustomer, orderLink }: OrdersContext) {
  return {
    /**
     * Marks one shipment of the order (or all not yet delivered) delivered now: a DELIVERED scan,
     * the order's shipping status moves (COMPLETE once everything is delivered), the customer is mailed.
     */
    async markDelivered(orderId: number, shipmentId: number | null = null): Promise<DeliveredChange> {
      const change = await transact(async (tx) => {
        const order = await repo.lockOrder(tx, orderId);
        if (!order) throw notFound('Order not found.');
        const x = (await repo.extras([orderId], tx)).get(orderId)!;
        if (shipmentId !== null && !x.shipments.some((s) => s.id === shipmentId)) throw notFound('That shipment is not part of this order.');
        const open = x.shipments.filter((s) => s.status !== 'DELIVERED' && (shipmentId === null || s.id === shipmentId));
        if (x.shipments.length === 0) throw new DomainError('CONFLICT', 'Nothing of this order has shipped yet.');
        if (open.length === 0) throw new DomainError('CONFLICT', shipmentId === null ? 'Every shipment of this order is delivered already.' : 'This shipment is delivered already.');
        const now = clock.now();
        const where = [order.shippingAddress.city, order.shippingAddress.zipPostalCode].filter(Boolean).join(', ');
        for (const s of open) {
          await repo.recordScans(tx, s.id, [{ type: 'DELIVERED', description: `${TRACKING_EVENT_LABELS.DELIVERED} (confirmed by the store)`, location: where, occurredAt: now }], { status: 'DELIVERED', deliveredAt: now });
        }
        await settleShippingStatus({ repo, clock }, tx, orderId);
        const after = (await repo.lockOrder(tx, orderId))!;
        return {
          shipmentIds: open.map((s) => s.id),
          before: { shippingStatus: order.shippingStatus, orderStatus: order.orderStatus },
          after: { shippingStatus: after.shippingStatus, orderStatus: after.orderStatus },
        };
      });
      const order = (await repo.byId(orderId))!;
      const x = (await repo.extras([orderId])).get(orderId)!;
      const done = x.shipments.filter((s) => change.shipmentIds.includes(s.id));
      mailCustomer(order, `Your Ironyard order ${order.customOrderNumber} was delivered`, [
        `${done.length === 1 ? 'A package' : `${done.length} packages`} of your order ${order.customOrderNumber} ${done.length === 1 ? 'was' : 'were'} delivered.`,
        '',
        ...done.map((s) => `  ${s.carrier} ${s.trackingNumber}`),
        '',
        `Order details: ${orderLink(order)}`,
      ].join('\n'));
      return change;
    },
  };
}
