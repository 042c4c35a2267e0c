import { randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { secureHeaders, NONCE } from 'hono/secure-headers';
import { createRequestHandler, RouterContextProvider, type ServerBuild, type RouterContext } from 'react-router';
import type { ServerContext } from '../app/lib/app-context';
import { ACCESS_TOKEN_INVALID, UNEXPECTED_FAILURE } from '../shared/errors';
import { InvalidTokenError } from './graphql/context';
import { graphqlBodyLimit } from './graphql/body-limit';
import { pageBodyLimit } from './lib/page-body-limit';
import { createGraphQL } from './graphql/handler';
import { compression } from './lib/compression';
import { graphqlRequestProblem } from './lib/graphql-params';
import type { Logger } from './lib/logger';
import { createSessionCookieWriter } from './modules/auth/auth-cookies';
import { createPageSessions, isSameOriginRequest } from './modules/auth/auth-page-session';
import { createAuthRoutes } from './modules/auth/auth.routes';
import { createCatalogImportRoutes } from './modules/catalog/catalog-import.routes';
import { ADMIN_REFRESH_COOKIE, CROSS_SITE_REFUSED, REFRESH_COOKIE, SESSION_COOKIE } from '../shared/session-cookie';
import { getCookie } from 'hono/cookie';
import { createFleetRoutes } from './modules/fleet/fleet.routes';
import { createExtendedReturnRoutes } from './modules/orders/extended-returns.routes';
import { createMailRoutes } from './modules/mail/mail.routes';
import { createMediaRoutes } from './modules/media/media.routes';
import { createPartsBookRoutes } from './modules/partsbooks/partsbooks.routes';
import { createPaymentRoutes } from './modules/payments/payments.routes';
import { createSearchRoutes } from './modules/search/search.routes';
import { staticAssets } from './lib/static-assets';
import type { Services } from './services';

export interface AppOptions {
  services: Services;
  log: Logger;
  /** The React Router server build: from build/server in production, from Vite in development. */
  getBuild: () => Promise<ServerBuild>;
  /** The client build folder, served in production (Vite serves it in development). */
  clientDir?: string;
}

// The server build carries its own copy of app/lib/app-context, so the context key comes from it.
type EntryWithContext = { serverContext?: RouterContext<ServerContext> };

function clientAddress(c: Context, trustProxy = false): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? 'unknown';
}

// graphql-yoga answers a few refusals (an unsupported Content-Type: 415) with an empty body.
const EMPTY_REFUSALS: Record<number, [code: string, message: string]> = {
  405: ['METHOD_NOT_ALLOWED', 'Send GraphQL operations with GET or POST.'],
  406: ['NOT_ACCEPTABLE', 'The answer is JSON (application/json or application/graphql-response+json).'],
  415: ['UNSUPPORTED_MEDIA_TYPE', 'Send the operation as JSON (Content-Type: application/json).'],
};

/** A client refusal of /api/graphql without a body gets the API's error shape, like every other error. */
function withGraphQLErrorBody(res: Response): Response {
  if (res.status < 400 || res.status >= 500 || res.headers.get('content-type')) return res;
  const [code, message] = EMPTY_REFUSALS[res.status] ?? ['BAD_REQUEST', 'The request could not be read as a GraphQL operation.'];
  const headers = new Headers(res.headers);
  headers.set('content-type', 'application/json; charset=utf-8');
  headers.delete('content-length');
  return new Response(JSON.stringify({ errors: [{ message, extensions: { code } }] }), { status: res.status, headers });
}

/** A client error in the error shape of the route group it was sent to. */
function refusal(c: Context, status: ContentfulStatusCode, message: string): Response {
  const path = c.req.path;
  if (path.startsWith('/api/graphql')) return c.json({ errors: [{ message, extensions: { code: 'BAD_REQUEST' } }] }, status);
  if (path.startsWith('/api/search/')) return c.json({ message, status }, status);
  if (/^\/(admin\/)?api\/jwtauth\//i.test(path)) return c.json({ error: 'invalid_request', error_description: message }, status);
  return c.text(message, status);
}

/** Builds the Hono app: every route of the one server process. */
export function createApp(opts: AppOptions) {
  const { services, log } = opts;
  const production = services.config.isProduction;
  const app = new Hono();
  const gql = createGraphQL({
    services,
    log,
    production,
    resolveViewer: (request) => services.auth.resolveViewer(request),
    corsOrigins: [new URL(services.config.PUBLIC_URL).origin, ...services.config.CORS_ORIGINS],
  });
  const ipOf = (c: Context) => clientAddress(c, services.config.TRUST_PROXY);

  app.use(async (c, next) => {
    const started = performance.now();
    const id = c.req.header('x-request-id') ?? randomUUID();
    c.header('x-request-id', id);
    try {
      await next();
    } finally {
      const ms = Math.round((performance.now() - started) * 10) / 10;
      log.info({ reqId: id, method: c.req.method, path: c.req.path, status: c.res.status, ms }, 'request');
    }
  });

  app.onError((err, c) => {
    if (err instanceof InvalidTokenError) {
      c.header('WWW-Authenticate', `Bearer error="invalid_token", error_description="${ACCESS_TOKEN_INVALID.replace(/\.$/, '')}"`);
      // Raised before graphql-yoga runs (the body limit checks the token of a large body): its error shape.
      if (c.req.path === '/api/graphql') return c.json({ errors: [{ message: err.message, extensions: { code: 'UNAUTHENTICATED' } }] }, 401);
      return c.json({ message: err.message, status: 401 }, 401);
    }
    // A refusal raised as an HTTPException (hono's own, for a request it cannot read) is the client's.
    if (err instanceof HTTPException && err.status < 500) {
      log.warn({ path: c.req.path, status: err.status, reason: err.message }, 'request refused');
      return refusal(c, err.status, err.message || 'The request could not be read.');
    }
    log.error({ err, path: c.req.path }, 'unhandled error');
    return c.json({ message: UNEXPECTED_FAILURE }, 500);
  });

  app.use(compression());
  // The GraphiQL page's editor ships its fonts as data: URLs; only that page's policy allows them.
  app.use('/graphiql', async (c, next) => {
    await next();
    const csp = c.res.headers.get('content-security-policy');
    if (csp) c.res.headers.set('content-security-policy', `${csp}; font-src 'self' data:`);
  });
  app.use(
    secureHeaders({
      // Vite's development client injects inline scripts, so the policy applies to production builds.
      contentSecurityPolicy: production
        ? {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'", NONCE],
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", 'data:', 'blob:'],
            mediaSrc: ["'self'"],
            connectSrc: ["'self'"],
            frameSrc: ["'self'", 'https://www.youtube-nocookie.com'],
            frameAncestors: ["'self'"],
            objectSrc: ["'none'"],
            baseUri: ["'self'"],
            formAction: ["'self'"],
          }
        : undefined,
      strictTransportSecurity: production ? 'max-age=31536000; includeSubDomains' : false,
      xFrameOptions: 'SAMEORIGIN',
      referrerPolicy: 'strict-origin-when-cross-origin',
      crossOriginEmbedderPolicy: false,
      // A route that sets its own, stricter header keeps it (the card-fields frame, SVG drawings).
      overwrite: false,
    }),
  );

  app.get('/healthz', async (c) => {
    try {
      await services.database.ping();
      return c.json({ status: 'ok', database: services.database.kind });
    } catch (err) {
      log.error({ err }, 'health check failed');
      return c.json({ status: 'error', database: services.database.kind }, 503);
    }
  });

  // Only a session may send a body over 1 MB (a picture); an anonymous one is refused before reading.
  app.use('/api/graphql', graphqlBodyLimit({ hasSession: async (request) => (await services.auth.resolveViewer(request)) !== null }));
  app.on(['GET', 'POST', 'OPTIONS'], '/api/graphql', async (c) => {
    const problem = await graphqlRequestProblem(c.req.raw);
    if (problem) return c.json({ errors: [{ message: problem, extensions: { code: 'BAD_REQUEST' } }] }, 400);
    return withGraphQLErrorBody(await gql.yoga.fetch(c.req.raw, { ip: ipOf(c) }));
  });
  app.on(['PUT', 'PATCH', 'DELETE'], '/api/graphql', (c) => {
    c.header('Allow', 'GET, POST, OPTIONS');
    return c.json({ errors: [{ message: 'Send GraphQL operations with GET or POST.', extensions: { code: 'METHOD_NOT_ALLOWED' } }] }, 405);
  });

  const sessionCookies = createSessionCookieWriter(services.config.PUBLIC_URL.startsWith('https:'));
  const pageSessions = createPageSessions({ auth: services.auth, cookies: sessionCookies, log });
  app.route('/', createAuthRoutes({ auth: services.auth, log, publicUrl: services.config.PUBLIC_URL, clientIp: ipOf, cookies: sessionCookies }));
  if (!production || services.config.MAIL_OUTBOX_PAGE) app.route('/', createMailRoutes({ mail: services.mail }));

  app.route(
    '/',
    createSearchRoutes({
      search: services.search,
      // A bad token gets the same 401 as on /api/graphql (InvalidTokenError, answered below).
      customerOf: async (request) => (await services.auth.resolveViewer(request))?.customerId ?? null,
      clientIp: ipOf,
    }),
  );

  // Price and stock files: the upload is read as a stream (beyond the page posts' 1 MB), the export streamed.
  app.route(
    '/',
    createCatalogImportRoutes({
      imports: services.catalogImports,
      log,
      viewerOf: async (c) => {
        const byToken = await services.auth.resolveViewer(c.req.raw);
        if (byToken) return { viewer: byToken, viaCookie: false };
        return { viewer: (await pageSessions.resolve(c, ipOf(c))).viewer, viaCookie: true };
      },
      sameOrigin: (c) => isSameOriginRequest(c, services.config.PUBLIC_URL, true),
    }),
  );
  app.route('/', createPaymentRoutes({ sandbox: services.payments.sandbox }));
  app.route('/', createMediaRoutes({ media: services.media }));
  app.route('/', createFleetRoutes({ fleet: services.fleet }));
  app.route('/', createExtendedReturnRoutes({ extendedReturns: services.extendedReturns }));
  app.route('/', createPartsBookRoutes({ partsbooks: services.partsbooks }));

  if (opts.clientDir) app.use(staticAssets(opts.clientDir));

  // Pages' form posts: from the store's own pages when a session cookie would authorise them
  // (docs/decisions/005), and bounded before an action reads them.
  app.on(['POST', 'PUT', 'PATCH', 'DELETE'], '*', async (c, next) => {
    const hasSession = [SESSION_COOKIE, REFRESH_COOKIE, ADMIN_REFRESH_COOKIE].some((name) => getCookie(c, name) !== undefined);
    if (!isSameOriginRequest(c, services.config.PUBLIC_URL, hasSession)) {
      log.warn({ path: c.req.path, origin: c.req.header('origin') ?? null }, 'cross-site page post refused');
      return c.text(CROSS_SITE_REFUSED, 403);
    }
    await next();
  });
  app.on(
    ['POST', 'PUT', 'PATCH', 'DELETE'],
    '*',
    pageBodyLimit({ draftExists: async (id) => (await services.extendedReturns.draft(id)) !== null }),
  );

  let handler: ReturnType<typeof createRequestHandler> | null = null;
  let handlerBuild: ServerBuild | null = null;
  app.all('*', async (c) => {
    const build = await opts.getBuild();
    if (build !== handlerBuild) {
      handler = createRequestHandler(build, production ? 'production' : 'development');
      handlerBuild = build;
    }
    const key = (build.entry.module as EntryWithContext).serverContext;
    if (!key) throw new Error('The server build does not export serverContext from entry.server');
    const request = c.req.raw;
    const ip = ipOf(c);
    const context = new RouterContextProvider();
    // Loaders and actions run as the customer of the session cookies (renewed here when expired).
    let session = await pageSessions.resolve(c, ip);
    context.set(key, {
      execute: (query, variables) => gql.execute(request, ip, query, variables, session.viewer),
      get session() {
        return session.state;
      },
      startGuestSession: async () => {
        // Only a form post makes one: a crawler's GET never starts a session.
        if (request.method === 'GET' || request.method === 'HEAD') throw new Error('A guest session starts only from a form post');
        if (!session.viewer) session = await pageSessions.startGuest(c, ip);
        return session.state;
      },
      // The phone and hours as /admin/settings has them (read through the settings' short cache).
      store: { ...(await services.settings.facts()), publicUrl: services.config.PUBLIC_URL },
      cspNonce: (c.get('secureHeadersNonce' as never) as string | undefined) ?? undefined,
      log,
    });
    const response = await handler!(request, context);
    // Cookies the session set on this request (a renewal, a new guest): the router's own Response
    // does not carry what was set on the Hono context, so they are added to it here.
    for (const cookie of c.res.headers.getSetCookie()) response.headers.append('set-cookie', cookie);
    // A page rendered for a session is that customer's alone: no shared cache may keep it.
    if (session.state.loggedIn && !response.headers.has('cache-control')) response.headers.set('Cache-Control', 'private, no-store');
    return response;
  });

  return { app, gql, pageSessions };
}
