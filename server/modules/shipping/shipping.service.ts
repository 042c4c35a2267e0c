import type { Clock } from '../../lib/clock';
import { createSandboxCarrier } from './shipping-sandbox';
import type { CarrierGateway, LabelRequest } from './shipping-carrier';

export { carrierFor, trackingUrl } from './shipping-carrier';
export type { CarrierGateway, Label, LabelRequest, TrackingEvent, TrackRequest } from './shipping-carrier';

/** Where parcels ship from, read per label: the store's settings (/admin/settings) may change it at any time. */
export type ShippingOrigin = () => Promise<LabelRequest['from']>;

/** Every label and tracking request names the store's current origin, whatever the caller passed. */
function fromOrigin(carrier: CarrierGateway, origin: ShippingOrigin): CarrierGateway {
  return {
    name: carrier.name,
    createLabel: async (req) => carrier.createLabel({ ...req, from: await origin() }),
    track: async (req) => {
      const o = await origin();
      return carrier.track({ ...req, from: `${o.city}, ${o.region}` });
    },
  };
}

/** The configured carrier gateway (only the sandbox so far), shipping from the store's origin, and the carriers' tracking links. */
export function createShippingService({ clock, sandboxSpeed = 1, gateway, origin }: { clock: Clock; sandboxSpeed?: number; gateway?: CarrierGateway; origin?: ShippingOrigin }) {
  const carrier = gateway ?? createSandboxCarrier({ clock, speed: sandboxSpeed });
  return { carrier: origin ? fromOrigin(carrier, origin) : carrier, origin };
}

export type ShippingService = ReturnType<typeof createShippingService>;
