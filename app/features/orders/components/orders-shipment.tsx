import clsx from 'clsx';
import type { OrderShipment } from '../api/orders-api';
import { formatDate, formatDateTime, TRACKING_STEPS } from './orders-parts';
import { linkClass } from '~/components/button';

const STEP_LABELS: Record<string, string> = {
  LABEL_CREATED: 'Label created',
  PICKED_UP: 'Picked up',
  IN_TRANSIT: 'In transit',
  OUT_FOR_DELIVERY: 'Out for delivery',
  DELIVERED: 'Delivered',
};

/** Where the parcel is on its way: the carrier's steps, the reached ones filled. */
export function ShipmentProgress({ shipment }: { shipment: Pick<OrderShipment, 'status' | 'trackingEvents'> }) {
  const reached = new Set(shipment.trackingEvents.map((e) => e.type));
  const current = shipment.status === 'EXCEPTION' ? [...shipment.trackingEvents].reverse().find((e) => e.type !== 'EXCEPTION')?.type : shipment.status;
  const currentIndex = current ? TRACKING_STEPS.indexOf(current) : -1;
  return (
    <div>
      {shipment.status === 'EXCEPTION' && (
        <p role="alert" className="mb-2 font-semibold text-red-700">
          The carrier reports a problem with this parcel. We are on it and will contact you.
        </p>
      )}
      <ol className="grid grid-cols-5 gap-1 text-center text-xs sm:text-sm" aria-label="Shipment progress">
        {TRACKING_STEPS.map((step, i) => {
          const done = i <= currentIndex || reached.has(step);
          return (
            <li key={step} aria-current={i === currentIndex ? 'step' : undefined} className="flex flex-col items-center gap-1">
              <span aria-hidden="true" className={clsx('h-2 w-full rounded-full', done ? 'bg-green-600' : 'bg-gray-200')} />
              <span className={clsx('break-words', i === currentIndex ? 'font-bold' : done ? '' : 'text-ink-700')}>
                {STEP_LABELS[step]}
                <span className="sr-only">{done ? ' (done)' : ' (not yet)'}</span>
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

/** The delivered or expected date of a shipment, in words. */
export function shipmentDateText(s: Pick<OrderShipment, 'deliveryDateUtc' | 'estimatedDeliveryDateUtc' | 'shippedDateUtc'>): string {
  if (s.deliveryDateUtc) return `Delivered ${formatDate(s.deliveryDateUtc)}`;
  if (s.estimatedDeliveryDateUtc) return `Expected ${formatDate(s.estimatedDeliveryDateUtc)}`;
  if (s.shippedDateUtc) return `Shipped ${formatDate(s.shippedDateUtc)}`;
  return 'Waiting for the carrier';
}

export function CarrierLink({ shipment }: { shipment: Pick<OrderShipment, 'carrierName' | 'trackingNumber' | 'trackingNumberUrl'> }) {
  if (!shipment.trackingNumberUrl) return <span>{shipment.trackingNumber}</span>;
  return (
    <a href={shipment.trackingNumberUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
      {shipment.trackingNumber}
      <span className="sr-only"> on the {shipment.carrierName} website (opens in a new tab)</span>
    </a>
  );
}

/** The tracking events, latest first. */
export function TrackingTimeline({ shipment }: { shipment: Pick<OrderShipment, 'trackingEvents'> }) {
  const events = [...shipment.trackingEvents].reverse();
  if (events.length === 0) return <p className="text-ink-700">No scans yet. The carrier's first scan shows here as soon as they pick the parcel up.</p>;
  return (
    <ol className="relative space-y-4 border-l-2 border-gray-300 pl-5" aria-label="Tracking events">
      {events.map((e, i) => (
        <li key={e.id} className="relative">
          <span aria-hidden="true" className={clsx('absolute top-1.5 -left-[27px] h-3 w-3 rounded-full', i === 0 ? 'bg-green-600' : 'bg-gray-400', e.type === 'EXCEPTION' && 'bg-red-600')} />
          <p className="font-semibold">{e.label}</p>
          {e.description && e.description !== e.label && <p>{e.description}</p>}
          <p className="text-sm text-ink-700">
            <time dateTime={e.occurredOnUtc}>{formatDateTime(e.occurredOnUtc)}</time>
            {e.location && ` · ${e.location}`}
          </p>
        </li>
      ))}
    </ol>
  );
}
