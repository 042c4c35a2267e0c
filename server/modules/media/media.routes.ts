import { Hono, type Context } from 'hono';
import { parseIdSegment } from '../../lib/ids';
import { parsePictureSize, type MediaImage, type MediaService } from './media.service';

function send(c: Context, image: MediaImage): Response {
  const headers = {
    'Content-Type': image.contentType,
    'Cache-Control': image.cacheControl,
    ETag: image.etag,
    'X-Content-Type-Options': 'nosniff',
  };
  const match = c.req.header('if-none-match');
  if (match && match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === image.etag)) {
    return c.body(null, 304, headers);
  }
  return c.body(new Uint8Array(image.body), 200, { ...headers, 'Content-Length': String(image.body.length) });
}

/** `/media/product/:productId/:size`, `/media/category/:categoryId/:size` and `/media/placeholder/:size` as WebP. */
export function createMediaRoutes({ media }: { media: MediaService }): Hono {
  const app = new Hono();

  app.get('/media/product/:productId/:size', async (c) => {
    const size = parsePictureSize(c.req.param('size'));
    const id = parseIdSegment(c.req.param('productId'));
    if (size === null) return c.notFound();
    // An id of no product (or no id at all) still gets a picture, so a page never shows a broken image.
    if (id === null) return send(c, await media.placeholderFallback(size));
    return send(c, await media.productPicture(id, size));
  });

  app.get('/media/category/:categoryId/:size', async (c) => {
    const size = parsePictureSize(c.req.param('size'));
    const id = parseIdSegment(c.req.param('categoryId'));
    if (size === null) return c.notFound();
    if (id === null) return send(c, await media.placeholderFallback(size));
    return send(c, await media.categoryPicture(id, size));
  });

  app.get('/media/placeholder/:size', async (c) => {
    const size = parsePictureSize(c.req.param('size'));
    if (size === null) return c.notFound();
    return send(c, await media.placeholder(size));
  });

  return app;
}
