import { Link } from 'react-router';
import type { OrderShipment, OrderSummary } from '../api/orders-api';
import { formatDate, NotFoundNote } from './orders-parts';
import { CarrierLink, ShipmentProgress, shipmentDateText, TrackingTimeline } from './orders-shipment';
import { linkClass } from '~/components/button';

/** /account/track: the packages of the customer's open orders. */
export function TrackableShipments({ orders }: { orders: OrderSummary[] }) {
  const packages = orders.flatMap((o) => o.shipments.map((s) => ({ ...s, order: o })));
  if (packages.length === 0) return <NotFoundNote what="No packages on their way. Delivered packages are on their orders." back="/account/orders" backLabel="Your Orders" />;
  return (
    <ul className="space-y-3">
      {packages.map((p) => (
        <li key={p.id} className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-gray-300 p-4">
          <span>
            Order {p.order.customOrderNumber}, {p.carrierName} {p.trackingNumber}
          </span>
          <Link to={`/account/track/${p.id}`} className={linkClass}>
            Track package<span className="sr-only"> {p.trackingNumber}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export type Tracked =
  { kind: 'shipment'; shipment: OrderShipment & { order: { id: string; customOrderNumber: string } | null } } | { kind: 'order'; id: string; number: string; shipments: OrderShipment[] } | null;

/** /account/track/{id}: a package's timeline and the carrier's page; an order's id lists its packages. */
export function TrackShipment({ tracked: t }: { tracked: Tracked }) {
  if (!t) return <NotFoundNote what="We could not find this package in your account." back="/account/orders" backLabel="Your Orders" />;
  if (t.kind === 'order')
    return t.shipments.length === 0 ? (
      <NotFoundNote what={`Nothing of order ${t.number} has shipped yet.`} back={`/account/order/${t.id}`} backLabel="Back to the order" />
    ) : (
      <ul className="space-y-3">
        {t.shipments.map((s, n) => (
          <li key={s.id}>
            <Link to={`/account/track/${s.id}`} className={linkClass}>
              Package {n + 1}: {shipmentDateText(s)}
            </Link>
          </li>
        ))}
      </ul>
    );
  const s = t.shipment;
  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <p className="text-xl font-bold">{shipmentDateText(s)}</p>
        {s.order && (
          <p>
            Order{' '}
            <Link to={`/account/order/${s.order.id}`} className={linkClass}>
              {s.order.customOrderNumber}
            </Link>
            {s.shippedDateUtc && <> · shipped {formatDate(s.shippedDateUtc)}</>}
          </p>
        )}
        <p>
          {s.carrierName} tracking number <CarrierLink shipment={s} />
        </p>
      </div>
      <ShipmentProgress shipment={s} />
      <section aria-labelledby="tracking-history">
        <h2 id="tracking-history" className="mb-3 text-lg font-bold">
          Tracking history
        </h2>
        <TrackingTimeline shipment={s} />
      </section>
      {s.trackingNumberUrl && (
        <a href={s.trackingNumberUrl} target="_blank" rel="noopener noreferrer" className="inline-flex min-h-11 items-center rounded-md border border-gray-400 px-4 font-semibold">
          See it on the {s.carrierName} website<span className="sr-only"> (opens in a new tab)</span>
        </a>
      )}
    </div>
  );
}
