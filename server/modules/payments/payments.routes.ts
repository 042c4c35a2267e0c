import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { CRAWLER_REFUSAL, isCrawler } from './payments-crawlers';
import type { SandboxGateway } from './payments-sandbox';
import { SANDBOX_FIELDS_HTML, SANDBOX_FIELDS_JS } from './payments-sandbox-fields';

const MAX_BODY = 4096;

/**
 * The card-fields frame's own policy, stricter than the store's: its script only, no inline
 * script, nothing sent anywhere but this origin, shown only inside our own pages.
 */
export const SANDBOX_FIELDS_CSP =
  "default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; connect-src 'self'; base-uri 'none'; object-src 'none'; frame-ancestors 'self'; form-action 'none'";

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

/**
 * The sandbox gateway's own pages: the card-fields frame, its script, and the tokenizer that turns
 * card details into a one-time nonce. Mounted only when the sandbox is the gateway. Card details
 * are never logged: the request log records the path only.
 */
export function createPaymentRoutes({ sandbox }: { sandbox: SandboxGateway | null }) {
  const app = new Hono();
  if (!sandbox) return app;

  app.get('/payments/sandbox/fields', (c) => {
    c.header('Cache-Control', 'no-store');
    c.header('X-Robots-Tag', 'noindex');
    // The frame may only be shown by our own pages.
    c.header('Content-Security-Policy', SANDBOX_FIELDS_CSP);
    if (isCrawler(c.req.header('user-agent'))) return c.html(`<!doctype html><title>Card details</title><p>${CRAWLER_REFUSAL}</p>`, 403);
    return c.html(SANDBOX_FIELDS_HTML);
  });

  app.get('/payments/sandbox/fields.js', (c) => {
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=300');
    return c.body(SANDBOX_FIELDS_JS);
  });

  const limit = bodyLimit({ maxSize: MAX_BODY, onError: (c) => c.json({ message: 'The card details are too long.' }, 413) });

  app.post('/payments/sandbox/tokenize', limit, async (c) => {
    c.header('Cache-Control', 'no-store');
    // Only our own card-fields frame may post here: a browser always names the page's origin.
    const origin = c.req.header('origin');
    if (origin && hostOf(origin) !== (c.req.header('host') ?? new URL(c.req.url).host)) return c.json({ message: 'Card details are accepted from this store only.' }, 403);
    if (isCrawler(c.req.header('user-agent'))) return c.json({ message: CRAWLER_REFUSAL }, 403);
    const type = c.req.header('content-type') ?? '';
    if (!type.includes('application/json')) return c.json({ message: 'Send the card details as JSON.' }, 415);
    const text = await c.req.text();
    if (text.length > MAX_BODY) return c.json({ message: 'The card details are too long.' }, 413);
    let fields: unknown;
    try {
      fields = JSON.parse(text);
    } catch {
      return c.json({ message: 'The card details could not be read.' }, 400);
    }
    if (!fields || typeof fields !== 'object' || Array.isArray(fields)) return c.json({ message: 'The card details could not be read.' }, 400);
    const result = sandbox.tokenize(fields as Record<string, unknown>);
    if ('errors' in result) return c.json({ errors: result.errors }, 422);
    return c.json({ nonce: result.nonce, details: result.details });
  });

  return app;
}
