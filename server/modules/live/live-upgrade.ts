import type http from 'node:http';
import type { TLSSocket } from 'node:tls';
import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { parseSessionCookie, SESSION_COOKIE, type SessionCookie } from '../../../shared/session-cookie';
import type { Viewer } from '../../lib/viewer';

/**
 * Where an upgrade comes from: `own` (the store's pages: its cookies may authorise the socket),
 * `other` (an allowed other site, or no browser at all: only a token in the connection parameters
 * counts) or `refused` (a browser on a site that may not call the API).
 */
export type UpgradeOrigin = 'own' | 'other' | 'refused';

export function originRule(publicUrl: string, corsOrigins: readonly string[]) {
  const store = new URL(publicUrl).origin;
  const allowed = new Set(corsOrigins);
  return (req: http.IncomingMessage): UpgradeOrigin => {
    const origin = req.headers.origin;
    // No Origin: not a browser (browsers always send one on a WebSocket); its cookies never count.
    if (!origin) return 'other';
    if (origin === store || origin === ownOrigin(req)) return 'own';
    return allowed.has(origin) ? 'other' : 'refused';
  };
}

/** The origin the upgrade was sent to, as the page requests' own (scheme of this connection, Host header). */
function ownOrigin(req: http.IncomingMessage): string | null {
  const host = req.headers.host;
  if (!host) return null;
  return `${(req.socket as TLSSocket).encrypted ? 'https' : 'http'}://${host}`;
}

/** The client's address, as app.ts reads it (the last X-Forwarded-For hop behind a trusted proxy). */
export function upgradeAddress(req: http.IncomingMessage, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = String(req.headers['x-forwarded-for'] ?? '').split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  return req.socket.remoteAddress ?? 'unknown';
}

const HOP_HEADERS = new Set(['connection', 'upgrade', 'authorization', 'content-length', 'transfer-encoding']);

/** The upgrade as a fetch Request: the GraphQL context's `request` for every operation of the socket. */
export function requestOf(req: http.IncomingMessage, url: URL): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || HOP_HEADERS.has(name) || name.startsWith('sec-websocket-')) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return new Request(new URL(url.pathname, `http://${req.headers.host ?? 'localhost'}`), { headers });
}

export interface CookieSession {
  token: string;
  viewer: Viewer;
  expiresAt: number | null;
  /** Set-Cookie values of a renewal made on the way (sent with the 101 answer). */
  setCookies: string[];
}

/** Reads a page request's session from its cookies, renewing it when due (auth-page-session.ts, made by app.ts). */
export interface PageSessionReader {
  resolve(c: Context, ip: string): Promise<{ viewer: Viewer | null }>;
}

/**
 * The session of the upgrade's cookies, read as a page request's (auth-page-session.ts): the access
 * token of the `authentication` cookie while it is good, else a renewal from the refresh cookie,
 * whose new cookies go back with the upgrade's answer. Null when there is no session.
 */
export async function cookieSessionOf(req: http.IncomingMessage, ip: string, pages: PageSessionReader): Promise<CookieSession | null> {
  if (!req.headers.cookie) return null;
  // Filled by the probe's handler (a Hono context is what the page sessions read cookies from).
  const out: { viewer: Viewer | null; session: SessionCookie | null } = { viewer: null, session: null };
  const probe = new Hono();
  probe.all('*', async (c) => {
    out.viewer = (await pages.resolve(c, ip)).viewer;
    out.session = parseSessionCookie(getCookie(c, SESSION_COOKIE));
    return c.body(null, 204);
  });
  const answer = await probe.fetch(new Request('http://localhost/api/graphql', { headers: { cookie: String(req.headers.cookie) } }));
  const { viewer } = out;
  if (!viewer) return null;
  const setCookies = answer.headers.getSetCookie();
  const renewed = setCookies.find((s) => s.startsWith(`${SESSION_COOKIE}=`));
  const session = renewed ? parseSessionCookie(decodeURIComponent(renewed.slice(SESSION_COOKIE.length + 1).split(';')[0])) : out.session;
  return session ? { token: session.accessToken, viewer, expiresAt: session.accessTokenExpires, setCookies } : null;
}
