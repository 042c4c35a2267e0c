import { createHash, randomUUID } from 'node:crypto';
import type { Clock } from '../../lib/clock';
import type { Carrier } from '../../../shared/order-lifecycle';
import type { CarrierGateway, Label, LabelRequest, TrackingEvent, TrackRequest } from './shipping-carrier';

const HOUR = 3_600_000;

// Carrier hours after the label at which each scan happens. Freight moves slower; one
// consignment in twenty meets an exception (weather, a closed dock) and arrives a day late.
const SCHEDULE: Record<'parcel' | 'freight', Array<[number, TrackingEvent['type'], string]>> = {
  parcel: [
    [0, 'LABEL_CREATED', 'Shipping label created'],
    [4, 'PICKED_UP', 'Picked up by carrier'],
    [10, 'IN_TRANSIT', 'Departed origin facility'],
    [30, 'IN_TRANSIT', 'Arrived at destination facility'],
    [46, 'OUT_FOR_DELIVERY', 'Out for delivery'],
    [52, 'DELIVERED', 'Delivered'],
  ],
  freight: [
    [0, 'LABEL_CREATED', 'Bill of lading created'],
    [8, 'PICKED_UP', 'Picked up from shipper dock'],
    [20, 'IN_TRANSIT', 'Departed origin terminal'],
    [60, 'IN_TRANSIT', 'Arrived at destination terminal'],
    [88, 'OUT_FOR_DELIVERY', 'Out for delivery, appointment scheduled'],
    [96, 'DELIVERED', 'Delivered, signed by consignee'],
  ],
};
const EXCEPTION_DELAY_H = 24;

interface Consignment {
  carrier: Carrier;
  createdAt: number;
  from: string;
  to: string;
}

function digits(seed: string, n: number): string {
  let out = '';
  for (let i = 0; out.length < n; i++) out += BigInt('0x' + createHash('sha256').update(`${seed}:${i}`).digest('hex').slice(0, 15)).toString();
  return out.slice(0, n);
}

/** A tracking number in the carrier's own format. */
export function sandboxTrackingNumber(carrier: Carrier, seed: string): string {
  const d = digits(seed, 22);
  switch (carrier) {
    case 'UPS':
      return `1Z${createHash('sha256').update(seed).digest('hex').slice(0, 6).toUpperCase()}${d.slice(0, 10)}`;
    case 'FEDEX':
      return d.slice(0, 12);
    case 'USPS':
      return `9400${d.slice(0, 18)}`;
    case 'FREIGHT':
      return d.slice(0, 10);
  }
}

/**
 * The scans of a sandbox consignment up to `now`: a pure function of where it goes, when the
 * label was made and how fast sandbox time runs, so every server process tells the same story.
 */
export function sandboxEvents(c: Consignment, trackingNumber: string, now: Date, speed: number): TrackingEvent[] {
  const plan = SCHEDULE[c.carrier === 'FREIGHT' ? 'freight' : 'parcel'];
  const exception = Number(digits(trackingNumber, 2)) % 20 === 7;
  const at = (hours: number) => new Date(c.createdAt + (hours * HOUR) / speed);
  const events: TrackingEvent[] = [];
  for (const [h, type, description] of plan) {
    const late = exception && h > plan[2][0] ? EXCEPTION_DELAY_H : 0;
    if (exception && late && !events.some((e) => e.type === 'EXCEPTION')) {
      const when = at(plan[2][0] + 6);
      if (when <= now) events.push({ type: 'EXCEPTION', description: 'Delayed: weather conditions, rescheduled', location: c.from, occurredAt: when });
    }
    const when = at(h + late);
    if (when > now) break;
    const location = type === 'LABEL_CREATED' || type === 'PICKED_UP' || (type === 'IN_TRANSIT' && h === plan[2][0]) ? c.from : c.to;
    events.push({ type, description, location, occurredAt: when });
  }
  return events;
}

/** When a sandbox consignment will be delivered (no exception counted). */
export function sandboxEta(carrier: Carrier, createdAt: Date, speed: number): Date {
  const plan = SCHEDULE[carrier === 'FREIGHT' ? 'freight' : 'parcel'];
  return new Date(createdAt.getTime() + (plan[plan.length - 1][0] * HOUR) / speed);
}

/**
 * The offline carrier: labels with real-looking numbers, and consignments that move through
 * their scans on the clock. `speed` is carrier hours per real hour (60 in demo mode: a parcel
 * arrives within the hour); tests move the clock instead. Nothing is kept in memory: a
 * consignment's scans follow from its label, so a restart or another process tells the same story.
 */
export function createSandboxCarrier({ clock, speed = 1 }: { clock: Clock; speed?: number }): CarrierGateway {
  let serial = 0;
  // Only labels of this run travel fast: demo data written before it (in transit, partly shipped)
  // keeps its state for days instead of arriving at the first sync.
  const fastSince = clock.now().getTime();
  return {
    name: 'sandbox',
    async createLabel(req: LabelRequest): Promise<Label> {
      const createdAt = clock.now();
      const trackingNumber = sandboxTrackingNumber(req.carrier, `${req.reference}:${createdAt.getTime()}:${serial++}:${randomUUID()}`);
      return { trackingNumber, createdAt, estimatedDeliveryAt: sandboxEta(req.carrier, createdAt, speed) };
    },
    async track(req: TrackRequest) {
      const pace = req.labelCreatedAt.getTime() >= fastSince ? speed : 1;
      return sandboxEvents({ carrier: req.carrier, createdAt: req.labelCreatedAt.getTime(), from: req.from, to: req.to }, req.trackingNumber, clock.now(), pace);
    },
  };
}
