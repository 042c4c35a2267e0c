import type { Transaction } from '../../db/client';
import { DomainError, invalid, notFound } from '../../lib/errors';
import { money } from '../../lib/money';
import { DEFAULT_STORE_SETTINGS } from '../../../shared/store-settings';
import { carrierFor, trackingUrl } from '../shipping/shipping.service';
import { TRACKING_EVENT_LABELS, type Carrier } from '../../../shared/order-lifecycle';
import { assertTransition, shippingStatusOf } from './orders-lifecycle';
import { factsOf, refId } from './orders-common';
import type { OrdersContext } from './orders-context';
import type { OrderExtras, OrderItemRow, OrderRow, OrdersRepository, ShipmentView } from './orders.repository';

/** Moves the order's shipping status (and the order to COMPLETE once all is delivered), under its row lock. */
export async function settleShippingStatus({ repo, clock }: Pick<OrdersContext, 'repo' | 'clock'>, tx: Transaction, orderId: number): Promise<void> {
  const order = await repo.lockOrder(tx, orderId);
  if (!order) return;
  const items = await repo.itemsOf(tx, orderId);
  const x = (await repo.extras([orderId], tx)).get(orderId)!;
  const next = shippingStatusOf(factsOf({ ...order, items }, x));
  if (next === order.shippingStatus) return;
  assertTransition('shipping', order.shippingStatus, next);
  const patch: Parameters<OrdersRepository['updateOrder']>[2] = { shippingStatus: next };
  if (next === 'DELIVERED' && order.orderStatus !== 'COMPLETE' && order.orderStatus !== 'CANCELLED') {
    assertTransition('order', order.orderStatus, 'COMPLETE');
    patch.orderStatus = 'COMPLETE';
    patch.completedAt = clock.now();
  }
  await repo.updateOrder(tx, orderId, patch);
}

/** What staff typed for a consignment: the carrier and its tracking number (empty: the carrier assigns one). */
export interface ShipLabelInput {
  carrier?: Carrier | null;
  trackingNumber?: string | null;
}

/**
 * Shipments: the back office (and demo fulfilment) ships an order, one consignment per shipping
 * group; the tracking job moves consignments along the carrier's scans until the order completes.
 */
export function orderShipments({ repo, transact, stock, carrier, shipsFrom, clock, log, mailCustomer, orderLink }: OrdersContext) {
  const settle = (tx: Transaction, orderId: number) => settleShippingStatus({ repo, clock }, tx, orderId);

  return {
    /** One of the customer's shipments; null when it is not theirs. */
    async myShipment(customerId: number, id: string | number): Promise<ShipmentView | null> {
      const n = refId(id);
      if (n === null) return null;
      const owner = await repo.shipmentOwner(n);
      if (!owner || owner.customerId !== customerId) return null;
      return (await repo.extras([owner.orderId])).get(owner.orderId)!.shipments.find((s) => s.id === n) ?? null;
    },

    /**
     * Ships what is left of an order: one consignment per shipping group by default (or the given
     * lines), a label from the carrier for each. Back office and demo fulfilment call this.
     */
    async shipOrder(orderId: number, lines?: Array<{ orderItemId: number; quantity: number }>, typed: ShipLabelInput = {}): Promise<ShipmentView[]> {
      const typedNumber = (typed.trackingNumber ?? '').trim();
      /** The consignments these lines make now (by shipping group), or why they cannot ship. */
      const plan = (order: OrderRow, items: OrderItemRow[], x: OrderExtras) => {
        if (order.orderStatus === 'CANCELLED' || order.orderStatus === 'COMPLETE') throw new DomainError('CONFLICT', `Order ${order.customOrderNumber} is ${order.orderStatus.toLowerCase()} and cannot ship.`);
        const f = factsOf({ ...order, items }, x);
        const wanted = lines ?? items.map((i) => ({ orderItemId: i.id, quantity: i.quantity - (f.shipped.get(i.id) ?? 0) }));
        const byId = new Map(items.map((i) => [i.id, i]));
        for (const l of wanted) {
          const item = byId.get(l.orderItemId);
          if (!item) throw invalid('That line is not part of this order.');
          if (!Number.isInteger(l.quantity) || l.quantity < 0 || l.quantity > item.quantity - (f.shipped.get(item.id) ?? 0)) throw invalid(`Cannot ship ${l.quantity} of ${item.productName}.`);
        }
        const groups = new Map<string, Array<{ orderItemId: number; quantity: number }>>();
        for (const l of wanted.filter((w) => w.quantity > 0)) {
          const key = byId.get(l.orderItemId)!.shippingGroupKey;
          groups.set(key, [...(groups.get(key) ?? []), l]);
        }
        if (groups.size === 0) throw new DomainError('CONFLICT', 'Everything in this order has shipped already.');
        if (typedNumber && groups.size > 1) throw invalid('These parts go as separate consignments (parcel and freight): ship each with its own tracking number.');
        return { groups, byId };
      };
      const before = await repo.byId(orderId);
      if (!before) throw notFound('Order not found.');
      const first = plan(before, before.items, (await repo.extras([orderId])).get(orderId)!);
      if (typedNumber && (await repo.admin.trackingTaken(typed.carrier ?? null, typedNumber))) throw invalid(`Tracking number ${typedNumber} is on another shipment already.`);
      // Read outside the transaction: the catalogue's reads do not join it. The labels too: the
      // carrier (and the store's origin it ships from) is never called under the order's row lock.
      const weights = await stock.productWeights(before.items.map((i) => i.productId));
      const to = before.shippingAddress;
      const origin = shipsFrom?.() ?? `${DEFAULT_STORE_SETTINGS.originCity}, ${DEFAULT_STORE_SETTINGS.originState}`;
      const labels = new Map<string, { carrier: Carrier; weight: string; trackingNumber: string; createdAt: Date; estimatedDeliveryAt: Date | null }>();
      for (const [key, group] of first.groups) {
        const weight = group.reduce((w, l) => w.add(money(weights.get(first.byId.get(l.orderItemId)!.productId) ?? '0').mul(l.quantity)), money(0));
        const which = typed.carrier ?? carrierFor(weight.toNumber(), key.startsWith('2:'));
        // A number typed by staff is the carrier's own label; otherwise the carrier makes one.
        const label = typedNumber
          ? { trackingNumber: typedNumber, createdAt: clock.now(), estimatedDeliveryAt: null }
          : await carrier.createLabel({ carrier: which, weight: weight.toFixed(2), reference: before.customOrderNumber, from: { city: 'Wichita', region: 'KS' }, to: { city: to.city, region: to.zipPostalCode } });
        labels.set(key, { carrier: which, weight: weight.toFixed(2), ...label });
      }
      const made = await transact(async (tx) => {
        const order = await repo.lockOrder(tx, orderId);
        if (!order) throw notFound('Order not found.');
        const items = await repo.itemsOf(tx, orderId);
        // The guard again under the lock: another shipment may have gone meanwhile.
        const now = plan(order, items, (await repo.extras([orderId], tx)).get(orderId)!);
        const same = [...now.groups].every(([key, g]) => JSON.stringify(first.groups.get(key)) === JSON.stringify(g)) && now.groups.size === first.groups.size;
        if (!same) throw new DomainError('CONFLICT', 'This order changed while it was being shipped. Load it again and ship what is left.');
        const out: number[] = [];
        for (const [key, group] of now.groups) {
          const label = labels.get(key)!;
          const row = await repo.insertShipment(tx, { orderId, shippingGroupKey: key, carrier: label.carrier, trackingNumber: label.trackingNumber, totalWeight: label.weight, status: 'LABEL_CREATED', shippedAt: label.createdAt, estimatedDeliveryAt: label.estimatedDeliveryAt }, group);
          await repo.recordScans(tx, row.id, [{ type: 'LABEL_CREATED', description: TRACKING_EVENT_LABELS.LABEL_CREATED, location: origin, occurredAt: label.createdAt }], {});
          out.push(row.id);
        }
        await settle(tx, orderId);
        return out;
      });
      const x = (await repo.extras([orderId])).get(orderId)!;
      const order = (await repo.byId(orderId))!;
      const shipped = x.shipments.filter((s) => made.includes(s.id));
      mailCustomer(order, `Your Ironyard order ${order.customOrderNumber} has shipped`, [
        `Good news: ${shipped.length === 1 ? 'a package' : `${shipped.length} packages`} of your order ${order.customOrderNumber} ${shipped.length === 1 ? 'is' : 'are'} on the way.`,
        '',
        ...shipped.map((s) => `  ${s.carrier} ${s.trackingNumber}: ${trackingUrl(s.carrier, s.trackingNumber)}`),
        '',
        `Order details: ${orderLink(order)}`,
      ].join('\n'));
      return shipped;
    },

    /** Asks the carrier for new scans of every consignment on its way and moves shipments and orders along. */
    async syncTracking(limit = 500): Promise<number> {
      let moved = 0;
      for (const { shipment, shippingAddress } of await repo.openShipments(limit)) {
        const events = await carrier.track({ carrier: shipment.carrier, trackingNumber: shipment.trackingNumber, labelCreatedAt: shipment.shippedAt ?? shipment.createdAt, from: shipsFrom?.() ?? `${DEFAULT_STORE_SETTINGS.originCity}, ${DEFAULT_STORE_SETTINGS.originState}`, to: `${shippingAddress.city}, ${shippingAddress.zipPostalCode}` });
        const last = events[events.length - 1];
        if (!last || last.type === shipment.status) continue;
        const delivered = events.find((e) => e.type === 'DELIVERED');
        await transact(async (tx) => {
          await repo.recordScans(tx, shipment.id, events, { status: last.type, ...(delivered ? { deliveredAt: delivered.occurredAt } : {}) });
          if (delivered) await settle(tx, shipment.orderId);
        });
        moved++;
      }
      return moved;
    },

    /** Demo mode: orders placed since `since` ship by themselves `afterMs` after placement (the demo data's unshipped order stays so). */
    async demoFulfil(afterMs: number, since: Date): Promise<number> {
      const ids = await repo.unshippedOrderIds(since, new Date(clock.now().getTime() - afterMs), 20);
      for (const id of ids) await this.shipOrder(id).catch((err) => log.warn({ err, orderId: id }, 'demo fulfilment skipped an order'));
      return ids.length;
    },
  };
}
