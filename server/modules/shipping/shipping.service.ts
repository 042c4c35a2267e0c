import type { Clock } from '../../lib/clock';
import { createSandboxCarrier } from './shipping-sandbox';
import type { CarrierGateway } from './shipping-carrier';

export { carrierFor, trackingUrl } from './shipping-carrier';
export type { CarrierGateway, Label, LabelRequest, TrackingEvent, TrackRequest } from './shipping-carrier';

/** The configured carrier gateway (only the sandbox so far) and the carriers' tracking links. */
export function createShippingService({ clock, sandboxSpeed = 1, gateway }: { clock: Clock; sandboxSpeed?: number; gateway?: CarrierGateway }) {
  return { carrier: gateway ?? createSandboxCarrier({ clock, speed: sandboxSpeed }) };
}

export type ShippingService = ReturnType<typeof createShippingService>;
