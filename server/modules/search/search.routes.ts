import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Outcome } from './search-protocol';
import type { SearchService } from './search.service';
import { searchVisitorKey } from './search-suggest-visitor';

const MAX_BODY = 256 * 1024;

async function readJson(c: Context): Promise<{ ok: true; value: unknown } | { ok: false }> {
  const text = await c.req.text();
  if (!text) return { ok: true, value: {} };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

function answer<T>(c: Context, out: Outcome<T>) {
  c.header('cache-control', 'no-store');
  return out.ok ? c.json(out.value as object) : c.json(out.error, out.error.status);
}

/** The search endpoint in the hosted engine's wire format: react-instantsearch and the stock algoliasearch clients (v4, v5) talk to it. */
export function createSearchRoutes({
  search,
  customerOf,
  clientIp = () => 'unknown',
}: {
  search: SearchService;
  customerOf: (req: Request) => Promise<number | null>;
  clientIp?: (c: Context) => string;
}) {
  const app = new Hono();
  const limit = bodyLimit({
    maxSize: MAX_BODY,
    onError: (c) => c.json({ message: 'Request body too large', status: 413 }, 413),
  });
  const badJson = (c: Context) => c.json({ message: 'Request body is not valid JSON', status: 400 }, 400);

  // A stock client is pointed at the store's host: `/1/…` there, or `/api/search/1/…` (docs/api/search.md).
  for (const base of ['/api/search/1', '/1']) {
    app.post(`${base}/indexes/*/queries`, limit, async (c) => {
      const body = await readJson(c);
      if (!body.ok) return badJson(c);
      return answer(c, search.multiQuery(body.value, searchVisitorKey({ ip: clientIp(c) })));
    });

    app.post(`${base}/indexes/*/objects`, limit, async (c) => {
      const body = await readJson(c);
      if (!body.ok) return badJson(c);
      return answer(c, search.getObjects(body.value));
    });

    app.post(`${base}/indexes/:index/query`, limit, async (c) => {
      const body = await readJson(c);
      if (!body.ok) return badJson(c);
      return answer(c, search.singleQuery(c.req.param('index'), body.value, searchVisitorKey({ ip: clientIp(c) })));
    });

    app.post(`${base}/indexes/:index/facets/:facet/query`, limit, async (c) => {
      const body = await readJson(c);
      if (!body.ok) return badJson(c);
      return answer(c, search.facetValues(c.req.param('index'), c.req.param('facet'), body.value));
    });

    app.get(`${base}/indexes/:index/:objectID`, (c) => answer(c, search.getObject(c.req.param('index'), c.req.param('objectID'), c.req.query('attributesToRetrieve'))));

    app.post(`${base}/events`, limit, async (c) => {
      const body = await readJson(c);
      if (!body.ok) return badJson(c);
      const out = await search.recordEvents(body.value, await customerOf(c.req.raw), clientIp(c));
      c.header('cache-control', 'no-store');
      if (out.ok) return c.json(out.value);
      if (out.error.retryAfterSec) c.header('retry-after', String(out.error.retryAfterSec));
      return c.json({ message: out.error.message, status: out.error.status }, out.error.status);
    });
  }

  // Anything else under the API's paths is answered in its JSON error shape, never the store's HTML page.
  const unknown = (c: Context) => {
    c.header('cache-control', 'no-store');
    return c.json({ message: `This search API does not serve ${c.req.method} ${new URL(c.req.url).pathname.slice(0, 200)}`, status: 404 }, 404);
  };
  app.all('/api/search', unknown);
  app.all('/api/search/*', unknown);
  // At the root only the engine's own paths: a store page may start with /1/ (a product named "1").
  app.all('/1/indexes/*', unknown);

  return app;
}
