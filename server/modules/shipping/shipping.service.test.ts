import { describe, expect, it } from 'vitest';
import { createShippingService, type CarrierGateway, type LabelRequest, type TrackRequest } from './shipping.service';

describe('the carrier ships from the store’s origin', () => {
  it('names the origin as set now on every label and tracking request, whatever the caller passed', async () => {
    const seen: Array<LabelRequest | TrackRequest> = [];
    const gateway: CarrierGateway = {
      name: 'sandbox',
      createLabel: async (req) => (seen.push(req), { trackingNumber: '1Z', createdAt: new Date(0), estimatedDeliveryAt: new Date(0) }),
      track: async (req) => (seen.push(req), []),
    };
    let origin = { city: 'Wichita', region: 'KS' };
    const { carrier } = createShippingService({ clock: { now: () => new Date(0) } as never, gateway, origin: async () => origin });
    const label: LabelRequest = { carrier: 'UPS', weight: '3.00', reference: 'IY-1', from: { city: 'Elsewhere', region: 'ZZ' }, to: { city: 'Austin', region: '78701' } };
    await carrier.createLabel(label);
    origin = { city: 'Omaha', region: 'NE' };
    await carrier.createLabel(label);
    await carrier.track({ carrier: 'UPS', trackingNumber: '1Z', labelCreatedAt: new Date(0), from: 'Elsewhere, ZZ', to: 'Austin, 78701' });
    expect(seen.map((r) => r.from)).toEqual([{ city: 'Wichita', region: 'KS' }, { city: 'Omaha', region: 'NE' }, 'Omaha, NE']);
  });
});
