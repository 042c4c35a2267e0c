import type { Carrier, TrackingEventType } from '../../../shared/order-lifecycle';

/** One scan as a carrier reports it. */
export interface TrackingEvent {
  type: TrackingEventType;
  description: string;
  location: string;
  occurredAt: Date;
}

export interface LabelRequest {
  carrier: Carrier;
  /** Pounds. */
  weight: string;
  /** Our reference on the label (the order number). */
  reference: string;
  from: { city: string; region: string };
  to: { city: string; region: string };
}

/** A consignment to look up: real carriers need the number only; the sandbox replays its journey from the rest. */
export interface TrackRequest {
  carrier: Carrier;
  trackingNumber: string;
  labelCreatedAt: Date;
  from: string;
  to: string;
}

export interface Label {
  trackingNumber: string;
  createdAt: Date;
  estimatedDeliveryAt: Date;
}

/** The carrier seam (DESIGN.md decision 11): a label for a consignment, and its scans so far. */
export interface CarrierGateway {
  readonly name: 'sandbox';
  createLabel(req: LabelRequest): Promise<Label>;
  /** Every scan of the consignment up to now, oldest first. */
  track(req: TrackRequest): Promise<TrackingEvent[]>;
}

// The carriers' public tracking pages. Freight (LTL) lines differ; ours hands PRO numbers to a
// tracking page that takes the number as a query.
const TRACKING_URLS: Record<Carrier, (n: string) => string> = {
  UPS: (n) => `https://www.ups.com/track?loc=en_US&tracknum=${n}`,
  FEDEX: (n) => `https://www.fedex.com/fedextrack/?trknbr=${n}`,
  USPS: (n) => `https://tools.usps.com/go/TrackConfirmAction?qtc_tLabels1=${n}`,
  FREIGHT: (n) => `https://www.estes-express.com/myestes/shipment-tracking/?type=PRO&query=${n}`,
};

/** The carrier's page for a tracking number. */
export function trackingUrl(carrier: Carrier, trackingNumber: string): string {
  return TRACKING_URLS[carrier](encodeURIComponent(trackingNumber));
}

/** Which carrier a consignment goes with: truck freight for the freight group, else by weight. */
export function carrierFor(weightLb: number, freight: boolean): Carrier {
  if (freight || weightLb > 150) return 'FREIGHT';
  if (weightLb <= 2) return 'USPS';
  return weightLb <= 50 ? 'UPS' : 'FEDEX';
}
