import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Outcome } from './search-protocol';
import type { SearchService } from './search.service';

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

/** The search endpoint in the hosted engine's wire format (react-instantsearch talks to it). */
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

  app.post('/api/search/1/indexes/*/queries', limit, async (c) => {
    const body = await readJson(c);
    if (!body.ok) return badJson(c);
    return answer(c, search.multiQuery(body.value));
  });

  app.post('/api/search/1/indexes/:index/facets/:facet/query', limit, async (c) => {
    const body = await readJson(c);
    if (!body.ok) return badJson(c);
    return answer(c, search.facetValues(c.req.param('index'), c.req.param('facet'), body.value));
  });

  app.post('/api/search/1/events', limit, async (c) => {
    const body = await readJson(c);
    if (!body.ok) return badJson(c);
    const out = await search.recordEvents(body.value, await customerOf(c.req.raw), clientIp(c));
    c.header('cache-control', 'no-store');
    if (out.ok) return c.json(out.value);
    if (out.error.retryAfterSec) c.header('retry-after', String(out.error.retryAfterSec));
    return c.json({ message: out.error.message, status: out.error.status }, out.error.status);
  });

  return app;
}
