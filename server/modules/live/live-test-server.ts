import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { createClient, type Client, type ClientOptions } from 'graphql-ws';
import WebSocket from 'ws';
import { createApp } from '../../app';
import { loadConfig } from '../../config';
import type { Database } from '../../db/client';
import { startNotifications, type Notifications } from '../../db/notify';
import { manualClock } from '../../lib/clock';
import { createLogger } from '../../lib/logger';
import { createServices } from '../../services';
import { createTestDatabase } from '../../../tests/setup/test-db';
import type { OrdersTestApp } from '../../../tests/support/test-orders';
import { attachLiveSockets, type LiveSockets } from './live-socket';

export type LiveTestServer = OrdersTestApp & {
  /** ws://…/api/graphql of this server. */
  wsUrl: string;
  /** http://… of this server. */
  baseUrl: string;
  sockets: LiveSockets;
};

/**
 * One server process for the live-update tests: the app on a real port with its WebSocket endpoint,
 * on a fresh test database or on `database` (a second process of the same PostgreSQL database, its
 * own LISTEN connection and buses).
 */
export async function startLiveServer(opts: { database?: Database; env?: Record<string, string> } = {}): Promise<LiveTestServer> {
  const database = opts.database ?? (await createTestDatabase());
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: `/tmp/ironyard-test-${process.pid}`, DEMO_DATA: 'false', SANDBOX_CARRIER_SPEED: '1', ...opts.env });
  const log = createLogger('silent');
  const clock = manualClock(new Date());
  const services = createServices({ database, config, log, clock });
  const { app, gql, pageSessions } = createApp({ services, log, getBuild: () => Promise.reject(new Error('pages are not built in API tests')) });
  await services.search.start();
  // Product changes by any means (SQL included) reach search, and so the live events, within 100 ms.
  await services.search.watch({ intervalMs: 100 });
  let notifications: Notifications | null = null;
  if (database.pool) {
    notifications = await startNotifications(database.pool, log, { retryMs: 300 });
    await services.search.listen(notifications);
    await services.live.listen(notifications);
  }
  const server = http.createServer(getRequestListener(app.fetch));
  const sockets = attachLiveSockets(server, { yoga: gql.yoga, services, pageSessions, log });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  const request = async (path: string, init?: RequestInit) => app.request(path, init);
  return {
    database,
    services,
    clock,
    request,
    fetch: (req) => app.fetch(req),
    graphql: async (query, variables, headers = {}) => {
      const res = await request('/api/graphql', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query, variables }) });
      return { status: res.status, body: await res.json() };
    },
    wsUrl: `ws://127.0.0.1:${port}/api/graphql`,
    baseUrl,
    sockets,
    close: async () => {
      await sockets.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await services.live.close();
      await notifications?.close();
      await services.orders.whenIdle();
      await services.catalog.whenIdle();
      await services.search.close();
      if (!opts.database) await database.close();
    },
  };
}

/** A graphql-ws client in Node (the `ws` package as its WebSocket), with no retries unless asked. */
export function liveClient(url: string, options: Partial<ClientOptions> & { headers?: Record<string, string> } = {}): Client {
  const { headers, ...rest } = options;
  const Impl = headers
    ? class extends WebSocket {
        constructor(address: string, protocols?: string | string[]) {
          super(address, protocols, { headers });
        }
      }
    : WebSocket;
  return createClient({ url, webSocketImpl: Impl, retryAttempts: 0, lazy: true, ...rest });
}

export interface Followed<T> {
  /** Results so far. */
  results: T[];
  /** The error the subscription ended with, if any. */
  error: unknown;
  done: boolean;
  /** Resolves once `n` results have come (rejects after `ms`). */
  next(n?: number, ms?: number): Promise<T[]>;
  /** Resolves once the subscription ended (error or completion). */
  ended(ms?: number): Promise<void>;
  stop(): void;
}

/** Resolves once `check` holds (looked at every 10 ms); rejects after `ms`, naming `what` when given. */
export async function waitUntil(check: () => boolean, ms = 5000, what?: string): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error(what ? `Timed out waiting for ${what}` : 'Timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Subscribes and collects what comes. */
export function follow<T = Record<string, unknown>>(client: Client, query: string, variables: Record<string, unknown> = {}): Followed<T> {
  const f: Followed<T> = {
    results: [],
    error: undefined,
    done: false,
    next: async (n = 1, ms = 5000) => {
      await waitUntil(() => f.results.length >= n || f.done, ms, `${n} live result(s)`);
      return f.results;
    },
    ended: (ms = 5000) => waitUntil(() => f.done, ms, 'the subscription to end'),
    stop: () => {},
  };
  f.stop = client.subscribe<T>(
    { query, variables },
    {
      next: (r) => f.results.push(r as T),
      error: (e) => {
        f.error = e;
        f.done = true;
      },
      complete: () => {
        f.done = true;
      },
    },
  );
  return f;
}
