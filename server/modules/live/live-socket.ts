import type http from 'node:http';
import { createRequire } from 'node:module';
import type { Duplex } from 'node:stream';
import { getOperationAST, GraphQLError, type ExecutionArgs, type GraphQLFormattedError } from 'graphql';
import { useServer as graphqlWsServer, type Extra } from 'graphql-ws/use/ws';
import { WebSocketServer, type WebSocket } from 'ws';
import type { YogaServerInstance } from 'graphql-yoga';
import { ACCESS_TOKEN_INVALID } from '../../../shared/errors';
import type { GraphQLContext } from '../../graphql/context';
import type { Logger } from '../../lib/logger';
import type { Services } from '../../services';
import { cookieSessionOf, originRule, requestOf, upgradeAddress, type PageSessionReader } from './live-upgrade';
import { bearerOf, bindSession, LiveSession, tokenEnded } from './live-session';

/** Subscriptions one socket may hold at once. */
export const MAX_SUBSCRIPTIONS_PER_SOCKET = 20;
/** Sockets one client address may hold open at once by default (LIVE_SOCKETS_PER_ADDRESS). */
export const MAX_SOCKETS_PER_IP = 20;
/** Bytes a socket may have waiting to be sent; a client slower than that is disconnected (1013) and reconnects. */
export const MAX_BUFFERED_BYTES = 1024 * 1024;
/** Largest message a client may send (a subscribe with its query, a ping with a token). */
export const MAX_MESSAGE_BYTES = 64 * 1024;
/** WebSocket close codes of the store's own (4000–4999 are the application's). */
export const CLOSE_TOKEN_INVALID = 4401;
const CLOSE_TRY_AGAIN_LATER = 1013;
const CLOSE_GOING_AWAY = 1001;

export const LIVE_PATH = '/api/graphql';

// graphql-ws tells refusals from bugs by `instanceof GraphQLError` against the copy of graphql-js it
// loads (the package's CommonJS entry); a test runner may hand this file the ES module copy instead.
const { GraphQLError: WsGraphQLError } = createRequire(import.meta.url)('graphql') as { GraphQLError: typeof GraphQLError };
function refusal(e: GraphQLError): GraphQLError {
  if (e instanceof WsGraphQLError) return e;
  const { message, nodes, extensions } = e as GraphQLError;
  return new WsGraphQLError(message, { nodes, extensions });
}
const TOO_MANY_SUBSCRIPTIONS = `At most ${MAX_SUBSCRIPTIONS_PER_SOCKET} subscriptions per connection: complete one before starting another.`;
const SUBSCRIPTIONS_ONLY = 'Only subscriptions run over the WebSocket: send queries and mutations to /api/graphql over HTTP.';

interface Connection {
  session: LiveSession;
  ip: string;
  request: Request;
}

type Yoga = YogaServerInstance<{ ip?: string; viewer?: GraphQLContext['viewer'] }, GraphQLContext>;

export interface LiveSocketsDeps {
  yoga: Yoga;
  services: Services;
  /** How page requests read their session from cookies (app.ts): a socket from the store's pages reads it the same way. */
  pageSessions: PageSessionReader;
  log: Logger;
}

/** Answers an upgrade that is refused with a plain HTTP status, and closes the connection. */
function refuse(socket: Duplex, status: number, text: string, message: string): void {
  const body = JSON.stringify({ errors: [{ message }] });
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
}

/**
 * GraphQL subscriptions over WebSocket on /api/graphql (graphql-ws's graphql-transport-ws protocol),
 * run through the HTTP endpoint's graphql-yoga instance so the same limits (depth, aliases, tokens,
 * cost, NUL refusal) and error masking apply. Who is on a socket: an access token in the connection
 * parameters (`authorization: "Bearer …"`, renewed by a ping carrying a new one) or, from the store's
 * own pages, the session cookies of the upgrade request.
 */
export function attachLiveSockets(server: http.Server, { yoga, services, pageSessions, log }: LiveSocketsDeps) {
  const config = services.config;
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES, perMessageDeflate: false });
  const connections = new WeakMap<http.IncomingMessage, Connection>();
  const perIp = new Map<string, number>();
  /** Cookies a renewal set during the upgrade, sent with the 101 answer. */
  const upgradeCookies = new WeakMap<http.IncomingMessage, string[]>();
  const rule = originRule(config.PUBLIC_URL, config.CORS_ORIGINS);

  wss.on('headers', (headers, req) => {
    for (const c of upgradeCookies.get(req) ?? []) headers.push(`Set-Cookie: ${c}`);
  });

  const verify = (token: string) => services.auth.verifyAccessToken(token);

  /** The sessions of open sockets: a revoked sign-in session ends its sockets' subscriptions at once. */
  const liveSessions = new Set<LiveSession>();
  const stopFollowingRevocations = services.auth.onSessionsRevoked((ids) => {
    if (ids) {
      const revoked = new Set(ids);
      for (const s of liveSessions) if (s.sessionId && revoked.has(s.sessionId)) s.revoked();
      return;
    }
    // Any session may have been revoked while this process was not listening: check each socket's token again.
    for (const s of liveSessions) {
      const token = s.token;
      if (!token) continue;
      void verify(token).then(
        (viewer) => {
          if (!viewer && s.token === token) s.revoked();
        },
        (err: unknown) => log.warn({ err }, 'a live socket’s token could not be checked again'),
      );
    }
  });

  async function onUpgrade(req: http.IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== LIVE_PATH) return refuse(socket, 404, 'Not Found', 'WebSocket connections are served on /api/graphql only.');
    const origin = rule(req);
    if (origin === 'refused') {
      log.warn({ origin: req.headers.origin ?? null }, 'live socket from another site refused');
      return refuse(socket, 403, 'Forbidden', 'This origin may not open a live connection.');
    }
    const ip = upgradeAddress(req, config.TRUST_PROXY);
    const open = perIp.get(ip) ?? 0;
    const most = config.LIVE_SOCKETS_PER_ADDRESS;
    if (open >= most) return refuse(socket, 429, 'Too Many Requests', `At most ${most} live connections per address.`);
    perIp.set(ip, open + 1);
    let counted = true;
    const release = () => {
      if (!counted) return;
      counted = false;
      const n = (perIp.get(ip) ?? 1) - 1;
      if (n > 0) perIp.set(ip, n);
      else perIp.delete(ip);
    };
    // However the connection ends (refused below, closed by the client while its cookies were read, or
    // after the WebSocket's own close), its place is given back once.
    socket.once('close', release);
    try {
      const session = new LiveSession();
      // Cookies authorise a socket from the store's own pages only (docs/decisions/005).
      if (origin === 'own') {
        const found = await cookieSessionOf(req, ip, pageSessions);
        if (found) {
          session.authenticate(found.token, found.viewer, found.expiresAt);
          upgradeCookies.set(req, found.setCookies);
        }
      }
      const request = requestOf(req, url);
      bindSession(request, session);
      wss.handleUpgrade(req, socket, head, (ws) => {
        connections.set(req, { session, ip, request });
        liveSessions.add(session);
        // A subscription whose events pile up (the client does not read them) closes the socket.
        session.onBehind = () => tooSlow(ws, 'events dropped');
        ws.once('close', () => {
          release();
          liveSessions.delete(session);
          session.close();
        });
        wss.emit('connection', ws, req);
      });
    } catch (err) {
      release();
      log.error({ err }, 'live socket upgrade failed');
      refuse(socket, 500, 'Internal Server Error', 'The live connection could not be opened.');
    }
  }

  server.on('upgrade', (req: http.IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    void onUpgrade(req, socket, head);
  });

  const connectionOf = (extra: Extra): Connection => {
    const c = connections.get(extra.request);
    if (!c) throw new Error('A live socket without its connection state');
    return c;
  };

  /**
   * Closes a socket whose client does not keep up: more than MAX_BUFFERED_BYTES waiting to be sent, or
   * a subscription with more events waiting than it may keep (each message is sent only once the one
   * before has gone, so a client that stops reading holds one message per subscription and its events
   * pile up in the subscription's queue). The client reconnects and reads again what it follows.
   */
  const tooSlow = (ws: WebSocket, why: string) => {
    if (ws.readyState !== ws.OPEN) return;
    log.warn({ bufferedBytes: ws.bufferedAmount, why }, 'live socket too slow: disconnected');
    ws.close(CLOSE_TRY_AGAIN_LATER, 'Too slow: messages were piling up. Reconnect.');
    // A client that does not read does not answer the close either.
    setTimeout(() => ws.terminate(), 1000).unref();
  };

  const closeTokenInvalid = (ws: WebSocket) => ws.close(CLOSE_TOKEN_INVALID, ACCESS_TOKEN_INVALID);

  const graphqlWs = graphqlWsServer<Record<string, unknown> | undefined, Record<PropertyKey, never>>(
    {
      execute: (args: ExecutionArgs) => (args.rootValue as { execute: (a: ExecutionArgs) => unknown }).execute(args) as never,
      subscribe: (args: ExecutionArgs) => (args.rootValue as { subscribe: (a: ExecutionArgs) => unknown }).subscribe(args) as never,
      onConnect: async (ctx) => {
        const c = connectionOf(ctx.extra);
        const sent = ctx.connectionParams?.authorization;
        if (sent === undefined || sent === null || sent === '') return true;
        const token = bearerOf(sent);
        const viewer = token ? await verify(token) : null;
        if (!token || !viewer) {
          closeTokenInvalid(ctx.extra.socket);
          return false;
        }
        c.session.authenticate(token, viewer);
        return true;
      },
      // `{"type":"ping","payload":{"authorization":"Bearer …"}}` renews the socket's token before it ends.
      onPing: async (ctx, payload) => {
        const token = bearerOf(payload?.authorization);
        if (!token) return;
        const c = connectionOf(ctx.extra);
        const viewer = await verify(token);
        if (!viewer || (c.session.viewer && c.session.viewer.customerId !== viewer.customerId)) {
          closeTokenInvalid(ctx.extra.socket);
          return;
        }
        c.session.authenticate(token, viewer);
      },
      onSubscribe: async (ctx, _id, payload) => {
        const c = connectionOf(ctx.extra);
        // The new one is already counted.
        if (Object.keys(ctx.subscriptions).length > MAX_SUBSCRIPTIONS_PER_SOCKET) return [refusal(new GraphQLError(TOO_MANY_SUBSCRIPTIONS, { extensions: { code: 'RATE_LIMITED' } }))];
        const { session } = c;
        let viewer = null;
        if (session.token) {
          viewer = session.current ? await verify(session.token) : null;
          if (!viewer) return [refusal(tokenEnded())];
        }
        const enveloped = yoga.getEnveloped({ request: c.request, ip: c.ip, viewer, params: payload } as never);
        if (typeof payload.query !== 'string') return [refusal(new GraphQLError('Send the subscription as `query`.', { extensions: { code: 'BAD_REQUEST' } }))];
        let document;
        try {
          document = enveloped.parse(payload.query);
        } catch (err) {
          return [refusal(err instanceof Error && err.name === 'GraphQLError' ? (err as GraphQLError) : new GraphQLError(String(err)))];
        }
        const errors = enveloped.validate(enveloped.schema, document);
        if (errors.length) return errors.map(refusal);
        const operation = getOperationAST(document, payload.operationName);
        if (operation && operation.operation !== 'subscription') return [refusal(new GraphQLError(SUBSCRIPTIONS_ONLY, { extensions: { code: 'BAD_REQUEST' } }))];
        return {
          schema: enveloped.schema,
          document,
          variableValues: payload.variables,
          operationName: payload.operationName,
          contextValue: await enveloped.contextFactory(),
          rootValue: { execute: enveloped.execute, subscribe: enveloped.subscribe },
        };
      },
      // A client that does not read its messages is cut off before they pile up in this process.
      onNext: (ctx) => {
        const ws = ctx.extra.socket;
        if (ws.bufferedAmount > MAX_BUFFERED_BYTES) tooSlow(ws, 'bytes waiting');
      },
      // The errors a subscription ends with keep their code (UNAUTHENTICATED: renew the token and subscribe again).
      onError: (_ctx, _id, _payload, errors): GraphQLFormattedError[] =>
        errors.map((e) => {
          const original = e.originalError as (Error & { extensions?: Record<string, unknown> }) | undefined;
          const code = e.extensions?.code ?? original?.extensions?.code;
          const shown = e.toJSON();
          return code ? { ...shown, extensions: { ...shown.extensions, code } } : shown;
        }),
    },
    wss,
  );

  return {
    /** Open sockets. */
    get sockets(): number {
      return wss.clients.size;
    },
    /** Bytes waiting to be sent over all open sockets (each is closed beyond MAX_BUFFERED_BYTES). */
    get bufferedBytes(): number {
      let n = 0;
      for (const ws of wss.clients) n += ws.bufferedAmount;
      return n;
    },
    /** Ends every socket with "going away" (the server is stopping; clients reconnect elsewhere). */
    goingAway(): void {
      for (const ws of wss.clients) ws.close(CLOSE_GOING_AWAY, 'The server is restarting. Reconnect.');
    },
    async close(): Promise<void> {
      stopFollowingRevocations();
      for (const ws of wss.clients) ws.terminate();
      await graphqlWs.dispose();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}

export type LiveSockets = ReturnType<typeof attachLiveSockets>;
