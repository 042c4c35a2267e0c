import { Hono } from 'hono';
import { parseIdSegment } from '../../lib/ids';
import type { PartsBookService } from './partsbooks.service';

/** `/media/diagram/{id}.svg`: the stored exploded-view drawing. */
export function createPartsBookRoutes({ partsbooks }: { partsbooks: PartsBookService }): Hono {
  const app = new Hono();
  app.get('/media/diagram/:file', async (c) => {
    const file = c.req.param('file');
    const id = file.endsWith('.svg') ? parseIdSegment(file.slice(0, -'.svg'.length)) : null;
    if (id === null) return c.notFound();
    const svg = await partsbooks.svg(id);
    if (svg === null) return c.notFound();
    return c.body(svg, 200, {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=86400',
      'X-Content-Type-Options': 'nosniff',
      // Opened on its own, the drawing can run nothing.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    });
  });
  return app;
}
