import { builder } from '../../graphql/builder';
import { CARRIER_NAMES, TRACKING_EVENT_LABELS } from '../../../shared/order-lifecycle';
import { trackingUrl, type ShipmentEventRow, type ShipmentItemRow, type ShipmentView } from './orders.service';
import { Carrier, Order, TrackingEventType } from './orders-base.schema';

// Shipments of an order: the consignments, their lines and the carrier's scans.

export const TrackingEvent = builder.objectRef<ShipmentEventRow>('TrackingEvent');
builder.objectType(TrackingEvent, {
  fields: (t) => ({
    id: t.exposeID('id'),
    type: t.field({ type: TrackingEventType, resolve: (e) => e.type }),
    label: t.string({ description: 'The event type in words', resolve: (e) => TRACKING_EVENT_LABELS[e.type] }),
    description: t.exposeString('description'),
    location: t.exposeString('location'),
    occurredOnUtc: t.field({ type: 'DateTime', resolve: (e) => e.occurredAt }),
  }),
});

export const ShipmentItem = builder.objectRef<ShipmentItemRow>('ShipmentItem');
builder.objectType(ShipmentItem, {
  fields: (t) => ({
    id: t.exposeID('id'),
    quantity: t.exposeInt('quantity'),
    orderItemId: t.exposeID('orderItemId'),
  }),
});

/** A consignment of an order (spec 1 §3 shipments), with its carrier and scans. */
export const Shipment = builder.objectRef<ShipmentView>('Shipment');
builder.objectType(Shipment, {
  fields: (t) => ({
    id: t.exposeID('id'),
    orderId: t.exposeID('orderId'),
    order: t.field({ type: Order, nullable: true, resolve: (s, _a, ctx) => ctx.services.orders.orderOf(s.orderId) }),
    shippedDateUtc: t.field({ type: 'DateTime', nullable: true, resolve: (s) => s.shippedAt }),
    deliveryDateUtc: t.field({ type: 'DateTime', nullable: true, resolve: (s) => s.deliveredAt }),
    estimatedDeliveryDateUtc: t.field({ type: 'DateTime', nullable: true, resolve: (s) => (s.deliveredAt ? null : s.estimatedDeliveryAt) }),
    totalWeight: t.float({ description: 'Pounds', resolve: (s) => Number(s.totalWeight) }),
    carrier: t.field({ type: Carrier, resolve: (s) => s.carrier }),
    carrierName: t.string({ resolve: (s) => CARRIER_NAMES[s.carrier] }),
    trackingNumber: t.exposeString('trackingNumber'),
    trackingNumberUrl: t.string({ description: "The carrier's tracking page", resolve: (s) => trackingUrl(s.carrier, s.trackingNumber) }),
    status: t.field({ type: TrackingEventType, description: 'The latest scan', resolve: (s) => s.status }),
    shipmentItems: t.field({ type: [ShipmentItem], resolve: (s) => s.items }),
    trackingEvents: t.field({ type: [TrackingEvent], description: 'Oldest first', resolve: (s) => s.events }),
  }),
});
