// Live updates: the time from a staff action (an order shipped through the admin API) to the event
// reaching the subscribed customer over WebSocket, and the server's memory per 1,000 idle subscribers.
// The server runs in a child process (so its memory is its own); the clients run here.
// Flags: --runs=N (default 200) --sockets=N (default 1000) --dry-run (print, do not write docs/benchmarks.md).
import { fork, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { createApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { createLogger } from '../server/lib/logger';
import { attachLiveSockets, MAX_SOCKETS_PER_IP } from '../server/modules/live/live-socket';
import { seedDemoCatalogue } from '../server/seed/seed-catalogue';
import { createServices } from '../server/services';
import { signIn, STAFF_EMAIL, DEMO_PASSWORD } from '../tests/support/test-auth';
import { newCustomer, placeOrder, type OrdersTestApp } from '../tests/support/test-orders';
import { manualClock } from '../server/lib/clock';
import { fmt, machineLine, percentiles, writeSection, type Percentiles } from './bench-lib';

const arg = (name: string, fallback: number) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const RUNS = arg('runs', 200);
const SOCKETS = arg('sockets', 1000);
const DRY = process.argv.includes('--dry-run');
const WARMUP = 10;

interface Prepared {
  port: number;
  orderId: number;
  orderItemId: number;
  customerToken: string;
  staffToken: string;
}
type Memory = { heapUsed: number; rss: number };

/** The child: a store on a fresh embedded database, its live sockets, and an order of RUNS + WARMUP units to ship one by one. */
async function serve(): Promise<void> {
  const database = await openDatabase({});
  await database.migrate();
  await seedDemoCatalogue(database.db, { products: 300, password: DEMO_PASSWORD });
  const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: '/tmp/ironyard-bench-live', LOG_LEVEL: 'silent', DEMO_DATA: 'false', PUBLIC_URL: 'http://127.0.0.1' });
  const log = createLogger('silent');
  const clock = manualClock(new Date());
  const services = createServices({ database, config, log, clock });
  const { app, gql, pageSessions } = createApp({ services, log, getBuild: () => Promise.reject(new Error('no pages in this bench')) });
  await services.search.start();
  const server = http.createServer(getRequestListener(app.fetch));
  attachLiveSockets(server, { yoga: gql.yoga, services, pageSessions, log });
  await new Promise<void>((resolve) => server.listen(0, '0.0.0.0', resolve));
  const request = async (p: string, init?: RequestInit) => app.request(p, init);
  const t = { database, services, clock, request, fetch: app.fetch, graphql: null as never, close: async () => {} } as unknown as OrdersTestApp;
  const customer = await newCustomer(t);
  const { order } = await placeOrder(t, customer.id, [RUNS + WARMUP + 5], { stock: RUNS + WARMUP + 20 });
  const staff = await signIn(t, STAFF_EMAIL);
  const prepared: Prepared = { port: (server.address() as AddressInfo).port, orderId: order.id, orderItemId: order.items[0]!.id, customerToken: customer.token, staffToken: staff.access_token };
  process.send!({ prepared });
  process.on('message', async (m: { memory?: boolean; stop?: boolean }) => {
    if (m.memory) {
      // Closed sockets finish closing and their memory is collected before reading.
      for (let i = 0; i < 5; i++) {
        await new Promise((r) => setTimeout(r, 50));
        global.gc?.();
      }
      const u = process.memoryUsage();
      process.send!({ memory: { heapUsed: u.heapUsed, rss: u.rss } satisfies Memory });
    }
    if (m.stop) process.exit(0);
  });
}

function ask<T>(child: ChildProcess, message: object, key: string): Promise<T> {
  return new Promise((resolve) => {
    const on = (m: Record<string, unknown>) => {
      if (!(key in m)) return;
      child.off('message', on);
      resolve(m[key] as T);
    };
    child.on('message', on);
    child.send(message);
  });
}

/** A graphql-ws client from a local address of its own (127.0.0.x: sockets are limited per address). */
function client(url: string, localAddress: string, params?: Record<string, unknown>): Client {
  const Impl = class extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { localAddress });
    }
  };
  return createClient({ url, webSocketImpl: Impl, retryAttempts: 0, lazy: true, connectionParams: params });
}

const waitUntil = async (check: () => boolean, what: string, ms = 60_000) => {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out: ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
};

async function latency(p: Prepared, url: string): Promise<{ event: Percentiles; answer: Percentiles }> {
  const c = client(url, '127.0.0.2', { authorization: `Bearer ${p.customerToken}` });
  let events = 0;
  let lastEventAt = 0;
  c.subscribe(
    { query: 'subscription($id: ID!) { orderUpdated(orderId: $id) { orderId shippingStatus } }', variables: { id: String(p.orderId) } },
    {
      next: () => {
        events++;
        lastEventAt = performance.now();
      },
      error: (e) => console.error('subscription failed', e),
      complete: () => {},
    },
  );
  // The subscription is in place once a first shipment's event arrives.
  const ship = async () => {
    const started = performance.now();
    const res = await fetch(`http://127.0.0.1:${p.port}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${p.staffToken}` },
      body: JSON.stringify({
        query: 'mutation($o: ID!, $l: [AdminShipLineInput!]) { v1 { admin { orders { ship(orderId: $o, lines: $l) { id } } } } }',
        variables: { o: String(p.orderId), l: [{ orderItemId: String(p.orderItemId), quantity: 1 }] },
      }),
    });
    const body = (await res.json()) as { errors?: unknown };
    if (body.errors) throw new Error(`ship refused: ${JSON.stringify(body.errors)}`);
    return { started, answered: performance.now() };
  };
  // The subscription is in place once a shipment's event arrives: ship until one does.
  for (let tries = 0; events === 0; tries++) {
    if (tries === 5) throw new Error('no event came for the first shipments');
    await ship();
    await waitUntil(() => events > 0, 'the first event', 1000).catch(() => {});
  }
  const toEvent: number[] = [];
  const toAnswer: number[] = [];
  for (let i = 1; i < RUNS + WARMUP; i++) {
    const before = events;
    const { started, answered } = await ship();
    await waitUntil(() => events > before, 'the shipment event', 10_000);
    if (i >= WARMUP) {
      toEvent.push(lastEventAt - started);
      toAnswer.push(answered - started);
    }
  }
  await c.dispose();
  return { event: percentiles(toEvent), answer: percentiles(toAnswer) };
}

async function idleMemory(child: ChildProcess, url: string, sockets: number, perSocket: number, round: number): Promise<{ perThousand: Memory; base: Memory; held: Memory }> {
  const base = await ask<Memory>(child, { memory: true }, 'memory');
  const clients: Client[] = [];
  let acked = 0;
  for (let i = 0; i < sockets; i++) {
    // Spread over local addresses, at most MAX_SOCKETS_PER_IP on each; each round its own (the last round's may still be closing).
    const n = Math.floor(i / MAX_SOCKETS_PER_IP);
    const c = client(url, `127.${10 + round}.${Math.floor(n / 250)}.${1 + (n % 250)}`);
    c.on('connected', () => acked++);
    for (let k = 0; k < perSocket; k++) {
      c.subscribe({ query: 'subscription($id: ID!) { productUpdated(productId: $id) { productId price status } }', variables: { id: String(1 + ((i * perSocket + k) % 300)) } }, { next: () => {}, error: (e) => console.error('idle subscription failed', e), complete: () => {} });
    }
    clients.push(c);
  }
  await waitUntil(() => acked >= sockets, `${sockets} sockets connected`);
  // Their subscribe messages are read after the acknowledgement.
  await new Promise((r) => setTimeout(r, 1000));
  const held = await ask<Memory>(child, { memory: true }, 'memory');
  await Promise.all(clients.map((c) => c.dispose()));
  const subscribers = sockets * perSocket;
  const per = (k: keyof Memory) => ((held[k] - base[k]) / subscribers) * 1000;
  return { base, held, perThousand: { heapUsed: per('heapUsed'), rss: per('rss') } };
}

async function main(): Promise<void> {
  const child = fork(new URL(import.meta.url).pathname, ['--serve', ...process.argv.slice(2)], { execArgv: ['--expose-gc', '--import', 'tsx'], stdio: 'inherit' });
  try {
    const p = await ask<Prepared>(child, {}, 'prepared');
    const url = `ws://127.0.0.1:${p.port}/api/graphql`;
    const { event, answer } = await latency(p, url);
    // A first round creates what the server makes once (caches, pools): not counted per subscriber.
    await idleMemory(child, url, Math.min(SOCKETS, 200), 1, 0);
    const sockets = await idleMemory(child, url, SOCKETS, 1, 1);
    const shared = await idleMemory(child, url, Math.ceil(SOCKETS / 20), 20, 2);
    const mb = (b: number) => fmt(b / 2 ** 20, 1);
    const row = (name: string, q: Percentiles) => `| ${name} | ${fmt(q.p50)} | ${fmt(q.p95)} | ${fmt(q.p99)} |`;
    const md = [
      '## Live updates (GraphQL subscriptions over WebSocket)',
      '',
      `Measured ${new Date().toISOString().slice(0, 10)} with \`node --import tsx bench/live-bench.ts\` on ${machineLine()}; the embedded database, one server process (a child of the bench, so its memory is its own), clients on the same machine.`,
      '',
      `Time from a staff action to the customer's event, ${RUNS} runs after ${WARMUP} warm-up: staff ship one unit of an order through the admin API (\`ship\`), the customer is subscribed to \`orderUpdated\` of that order on its own socket. "Answer" is the staff's own answer, for reference: the event leaves once the shipment has committed, before the audit entry, so it may arrive before the staff's answer.`,
      '',
      '| ms | p50 | p95 | p99 |',
      '| --- | --- | --- | --- |',
      row('staff action → customer event', event),
      row('staff action → staff answer (reference)', answer),
      '',
      'Server memory of idle subscribers (after garbage collection, over the same server with none):',
      '',
      '| subscribers | sockets | heap per 1,000 subscribers | RSS per 1,000 subscribers |',
      '| --- | --- | --- | --- |',
      `| ${SOCKETS} (one per socket, as product pages open) | ${SOCKETS} | ${mb(sockets.perThousand.heapUsed)} MB | ${mb(sockets.perThousand.rss)} MB |`,
      `| ${Math.ceil(SOCKETS / 20) * 20} (20 per socket) | ${Math.ceil(SOCKETS / 20)} | ${mb(shared.perThousand.heapUsed)} MB | ${mb(shared.perThousand.rss)} MB |`,
      '',
      'Each socket also holds at most 1 MB waiting to be sent and each subscription its 32 newest events (docs/api/live-updates.md), so a slow client stays bounded.',
    ].join('\n');
    console.log(md);
    if (!DRY) writeSection('live-updates', md);
  } finally {
    child.send({ stop: true });
  }
}

if (process.argv.includes('--serve')) await serve();
else await main();
