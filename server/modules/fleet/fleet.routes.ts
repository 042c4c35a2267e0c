import { Hono } from 'hono';
import { drawMachineSvg } from './fleet-drawings';
import { GARAGE_PICTURE_SIZES } from './fleet-pictures';
import type { FleetService } from './fleet.service';

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** `/media/garage/{guid}/{size}` (customers' machine pictures) and `/media/machine/{modelId}.svg` (model drawings). */
export function createFleetRoutes({ fleet }: { fleet: FleetService }): Hono {
  const app = new Hono();

  app.get('/media/garage/:guid/:size', async (c) => {
    const guid = c.req.param('guid');
    const size = GARAGE_PICTURE_SIZES.find((s) => String(s) === c.req.param('size'));
    if (!GUID.test(guid) || size === undefined) return c.notFound();
    const body = await fleet.pictureFile(guid, size);
    if (!body) return c.notFound();
    // A new picture gets a new address, so a stored one never changes.
    return c.body(new Uint8Array(body), 200, {
      'Content-Type': 'image/webp',
      'Content-Length': String(body.length),
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    });
  });

  app.get('/media/machine/:file', async (c) => {
    const m = /^([1-9]\d{0,9})\.svg$/.exec(c.req.param('file'));
    const model = m ? await fleet.machineModel(m[1]) : null;
    if (!model) return c.notFound();
    return c.body(drawMachineSvg(model.type, model.name), 200, {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=86400',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    });
  });

  return app;
}
