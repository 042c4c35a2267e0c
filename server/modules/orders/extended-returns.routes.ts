import { Hono } from 'hono';
import { RETURN_PHOTO_SIZES, type ExtendedReturnsService } from './extended-returns.service';

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** `/media/return/{guid}/{size}`: photos of parts to return (the guid is the secret; sizes 100 and 1600). */
export function createExtendedReturnRoutes({ extendedReturns }: { extendedReturns: Pick<ExtendedReturnsService, 'photoFile'> }): Hono {
  const app = new Hono();
  app.get('/media/return/:guid/:size', async (c) => {
    const guid = c.req.param('guid');
    const size = RETURN_PHOTO_SIZES.find((s) => String(s) === c.req.param('size'));
    if (!GUID.test(guid) || size === undefined) return c.notFound();
    const body = await extendedReturns.photoFile(guid, size);
    if (!body) return c.notFound();
    // A customer's photo: never kept by shared caches; a stored photo never changes.
    return c.body(new Uint8Array(body), 200, {
      'Content-Type': 'image/webp',
      'Content-Length': String(body.length),
      'Cache-Control': 'private, max-age=86400, immutable',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
    });
  });
  return app;
}
