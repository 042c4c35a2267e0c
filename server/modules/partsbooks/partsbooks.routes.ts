import { Hono } from 'hono';
import type { PartsBookService } from './partsbooks.service';

/** `/media/diagram/{id}.svg`: the stored exploded-view drawing. */
export function createPartsBookRoutes({ partsbooks }: { partsbooks: PartsBookService }): Hono {
  const app = new Hono();
  app.get('/media/diagram/:file', async (c) => {
    const m = /^([1-9]\d{0,9})\.svg$/.exec(c.req.param('file'));
    if (!m || Number(m[1]) > 2_147_483_647) return c.notFound();
    const svg = await partsbooks.svg(Number(m[1]));
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
