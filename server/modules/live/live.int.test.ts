import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, STAFF_EMAIL } from '../../../tests/support/test-auth';
import { newCustomer, placeOrder } from '../../../tests/support/test-orders';
import { stockedProduct } from '../../../tests/support/test-checkout';
import { follow, liveClient, startLiveServer, waitUntil, type LiveTestServer } from './live-test-server';
import { MAX_SOCKETS_PER_IP, MAX_SUBSCRIPTIONS_PER_SOCKET } from './live-socket';
import { REFRESH_COOKIE, serializeSessionCookie, SESSION_COOKIE } from '../../../shared/session-cookie';

let t: LiveTestServer;
let staffToken: string;

const ORDER = 'subscription($id: ID!) { orderUpdated(orderId: $id) { orderId customOrderNumber orderStatus shippingStatus placed } }';
const PLACED = 'subscription { orderPlaced { orderId customOrderNumber placed } }';
const PRODUCT = 'subscription($id: ID!) { productUpdated(productId: $id) { productId price status quantity available } }';
const SHIP = 'mutation($orderId: ID!) { v1 { admin { orders { ship(orderId: $orderId) { id } } } } }';

type Data<K extends string> = { data?: Record<K, Record<string, unknown>>; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> };

beforeAll(async () => {
  t = await startLiveServer();
  staffToken = (await signIn(t, STAFF_EMAIL)).access_token;
});
afterAll(async () => {
  await t?.close();
});

const ship = async (orderId: number) => {
  const r = await t.graphql(SHIP, { orderId: String(orderId) }, { authorization: `Bearer ${staffToken}` });
  expect(r.body.errors).toBeUndefined();
};

describe('orderUpdated', () => {
  it('tells a customer their order shipped, never another customer’s, and refuses following someone else’s order', async () => {
    const a = await newCustomer(t);
    const b = await newCustomer(t);
    const { order: mine } = await placeOrder(t, a.id, [1], { offset: 10 });
    const { order: theirs } = await placeOrder(t, b.id, [1], { offset: 12 });
    const clientA = liveClient(t.wsUrl, { connectionParams: { authorization: `Bearer ${a.token}` } });
    try {
      const own = follow<Data<'orderUpdated'>>(clientA, ORDER, { id: String(mine.id) });
      const other = follow<Data<'orderUpdated'>>(clientA, ORDER, { id: String(theirs.id) });
      await other.ended();
      expect(other.results).toHaveLength(1);
      expect(other.results[0].errors).toEqual([expect.objectContaining({ message: 'Order not found.', extensions: { code: 'NOT_FOUND' } })]);

      await waitUntil(() => t.services.live.subscribers >= 1);
      await ship(theirs.id);
      await ship(mine.id);
      const [first] = await own.next(1);
      expect(first.data?.orderUpdated).toEqual({ orderId: String(mine.id), customOrderNumber: mine.customOrderNumber, orderStatus: expect.any(String), shippingStatus: 'SHIPPED', placed: false });
      // Theirs shipped first: had it reached this socket, it would have come before.
      expect(own.results).toHaveLength(1);
      own.stop();
    } finally {
      await clientA.dispose();
    }
  });

  it('lets staff with the orders permission follow any order and every new one; a customer may not follow new orders', async () => {
    const c = await newCustomer(t);
    const staff = liveClient(t.wsUrl, { connectionParams: { authorization: `Bearer ${staffToken}` } });
    const customer = liveClient(t.wsUrl, { connectionParams: { authorization: `Bearer ${c.token}` } });
    try {
      const placed = follow<Data<'orderPlaced'>>(staff, PLACED);
      const refused = follow<Data<'orderPlaced'>>(customer, PLACED);
      await refused.ended();
      expect(refused.results[0]?.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      await waitUntil(() => t.services.live.subscribers >= 1);
      const { order } = await placeOrder(t, c.id, [1], { offset: 14 });
      await t.services.orders.whenIdle();
      const [event] = await placed.next(1);
      expect(event.data?.orderPlaced).toEqual({ orderId: String(order.id), customOrderNumber: order.customOrderNumber, placed: true });

      const any = follow<Data<'orderUpdated'>>(staff, ORDER, { id: String(order.id) });
      await waitUntil(() => t.services.live.subscribers >= 2);
      await ship(order.id);
      expect((await any.next(1))[0].data?.orderUpdated).toMatchObject({ orderId: String(order.id), shippingStatus: 'SHIPPED' });
    } finally {
      await staff.dispose();
      await customer.dispose();
    }
  });

  it('needs a signed-in caller', async () => {
    const anonymous = liveClient(t.wsUrl);
    try {
      const f = follow<Data<'orderUpdated'>>(anonymous, ORDER, { id: '1' });
      await f.ended();
      expect(f.results[0]?.errors?.[0]).toMatchObject({ message: 'Please sign in to continue.', extensions: { code: 'UNAUTHENTICATED' } });
    } finally {
      await anonymous.dispose();
    }
  });
});

describe('productUpdated', () => {
  it('tells anyone, signed in or not, of a price and stock change made by SQL', async () => {
    const product = await stockedProduct(t, 9, { offset: 40 });
    // The stocking's own change reaches search (and would be an event) first: subscribe after it.
    await waitUntil(() => t.services.search.engine.getRecord(product.id)?.quantity === 9);
    const anonymous = liveClient(t.wsUrl);
    try {
      const f = follow<Data<'productUpdated'>>(anonymous, PRODUCT, { id: String(product.id) });
      await waitUntil(() => t.services.live.subscribers >= 1);
      // A change by any means (here SQL): the search change feed reads it and the event follows.
      await t.database.db.execute(sql`update products set price = 123.45, stock = 4, updated_at = now() where id = ${product.id}`);
      const [event] = await f.next(1);
      expect(event.data?.productUpdated).toMatchObject({ productId: String(product.id), price: 123.45, quantity: 4, available: true });
    } finally {
      await anonymous.dispose();
    }
  });
});

describe('the socket', () => {
  it('refuses an invalid token when connecting', async () => {
    const bad = liveClient(t.wsUrl, { connectionParams: { authorization: 'Bearer not-a-token' } });
    let closed: { code: number; reason: string } | null = null;
    bad.on('closed', (e) => {
      const ev = e as { code: number; reason: string };
      closed = { code: ev.code, reason: ev.reason };
    });
    try {
      const f = follow(bad, PRODUCT, { id: '1' });
      await f.ended();
      expect(closed).toEqual({ code: 4401, reason: 'The access token is invalid or has expired.' });
    } finally {
      await bad.dispose();
    }
  });

  it(`holds at most ${MAX_SUBSCRIPTIONS_PER_SOCKET} subscriptions at once`, async () => {
    const client = liveClient(t.wsUrl);
    try {
      const held = Array.from({ length: MAX_SUBSCRIPTIONS_PER_SOCKET }, (_, i) => follow(client, PRODUCT, { id: String(i + 1) }));
      await waitUntil(() => t.services.live.subscribers >= MAX_SUBSCRIPTIONS_PER_SOCKET);
      const over = follow(client, PRODUCT, { id: '999' });
      await over.ended();
      expect(over.error).toEqual([expect.objectContaining({ message: expect.stringMatching(/^At most 20 subscriptions per connection/), extensions: { code: 'RATE_LIMITED' } })]);
      expect(held.every((h) => !h.done)).toBe(true);
      held[0].stop();
      await waitUntil(() => t.services.live.subscribers < MAX_SUBSCRIPTIONS_PER_SOCKET);
      const again = follow(client, PRODUCT, { id: '998' });
      await waitUntil(() => t.services.live.subscribers >= MAX_SUBSCRIPTIONS_PER_SOCKET);
      expect(again.done).toBe(false);
    } finally {
      await client.dispose();
    }
  });

  it('reconnects after the server closed the socket (going away) and subscribes again', async () => {
    const product = await stockedProduct(t, 7, { offset: 44 });
    const client = liveClient(t.wsUrl, { retryAttempts: 5, retryWait: () => new Promise((r) => setTimeout(r, 50)) });
    let connections = 0;
    client.on('connected', () => connections++);
    try {
      const f = follow<Data<'productUpdated'>>(client, PRODUCT, { id: String(product.id) });
      await waitUntil(() => t.services.live.subscribers === 1);
      t.sockets.goingAway();
      await waitUntil(() => connections >= 2);
      // Changed until the event comes: the subscription is sent again just after the reconnection.
      for (let stock = 2; f.results.length === 0 && stock < 40; stock++) {
        await t.database.db.execute(sql`update products set stock = ${stock}, updated_at = now() where id = ${product.id}`);
        await f.next(1, 500).catch(() => {});
      }
      expect(f.results[0]?.data?.productUpdated).toMatchObject({ productId: String(product.id), available: true });
      expect(f.done).toBe(false);
    } finally {
      await client.dispose();
    }
  });

  it(`holds at most ${MAX_SOCKETS_PER_IP} sockets per client address`, async () => {
    const { default: WebSocket } = await import('ws');
    const open = (localAddress: string) =>
      new Promise<{ status: number; ws: InstanceType<typeof WebSocket> }>((resolve) => {
        const ws = new WebSocket(t.wsUrl, 'graphql-transport-ws', { localAddress });
        ws.on('unexpected-response', (_req, res) => resolve({ status: res.statusCode ?? 0, ws }));
        ws.on('open', () => resolve({ status: 101, ws }));
        ws.on('error', () => {});
      });
    const held: Array<Awaited<ReturnType<typeof open>>> = [];
    for (let i = 0; i < MAX_SOCKETS_PER_IP; i++) held.push(await open('127.0.0.5'));
    expect(held.every((h) => h.status === 101)).toBe(true);
    expect((await open('127.0.0.5')).status).toBe(429);
    // Another address is counted apart; a closed socket gives its place back.
    const other = await open('127.0.0.6');
    expect(other.status).toBe(101);
    other.ws.close();
    held[0].ws.close();
    await waitUntil(() => held[0].ws.readyState === WebSocket.CLOSED);
    let again = await open('127.0.0.5');
    for (let i = 0; again.status === 429 && i < 50; i++) again = await open('127.0.0.5');
    expect(again.status).toBe(101);
    for (const h of [...held, again]) h.ws.close();
  });

  it('refuses queries over the socket, other paths and other sites', async () => {
    const client = liveClient(t.wsUrl);
    try {
      const q = follow(client, '{ v1 { __typename } }');
      await q.ended();
      expect(q.error).toEqual([expect.objectContaining({ message: expect.stringMatching(/^Only subscriptions run over the WebSocket/) })]);
    } finally {
      await client.dispose();
    }
    const { default: WebSocket } = await import('ws');
    const status = (url: string, headers: Record<string, string> = {}) =>
      new Promise<number>((resolve) => {
        const ws = new WebSocket(url, 'graphql-transport-ws', { headers });
        ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
        ws.on('open', () => {
          ws.close();
          resolve(101);
        });
        ws.on('error', () => {});
      });
    expect(await status(t.wsUrl.replace('/api/graphql', '/elsewhere'))).toBe(404);
    expect(await status(t.wsUrl, { origin: 'https://evil.example' })).toBe(403);
    expect(await status(t.wsUrl, { origin: new URL(t.baseUrl).origin })).toBe(101);
  });
});

describe('authentication', () => {
  const cookieOf = (answer: { access_token: string; refresh_token: string; user_info: unknown }, accessExpires: number) =>
    [
      `${SESSION_COOKIE}=${serializeSessionCookie({ v: 1, accessToken: answer.access_token, accessTokenExpires: accessExpires, refreshTokenExpires: Date.now() + 86_400_000, userInfo: answer.user_info as never, rememberMe: false })}`,
      `${REFRESH_COOKIE}=${answer.refresh_token}`,
    ].join('; ');

  it('reads the session cookies of a socket from the store’s own pages (renewing an ended access token), never from elsewhere', async () => {
    const c = await newCustomer(t);
    const { order } = await placeOrder(t, c.id, [1], { offset: 16 });
    const origin = new URL(t.baseUrl).origin;
    // The access token of the cookie has ended: the refresh cookie renews it, and the 101 answer carries the new cookies.
    const cookie = cookieOf(c.answer, Date.now() - 1000);
    const { default: WebSocket } = await import('ws');
    const setCookies = await new Promise<string[]>((resolve, reject) => {
      const ws = new WebSocket(t.wsUrl, 'graphql-transport-ws', { headers: { origin, cookie } });
      ws.on('upgrade', (res) => resolve([res.headers['set-cookie'] ?? []].flat()));
      ws.on('open', () => ws.close());
      ws.on('error', reject);
    });
    expect(setCookies.some((v) => v.startsWith(`${SESSION_COOKIE}=`))).toBe(true);
    const renewed = setCookies.map((v) => v.split(';')[0]).join('; ');

    const page = liveClient(t.wsUrl, { headers: { origin, cookie: renewed } });
    const elsewhere = liveClient(t.wsUrl, { headers: { cookie: renewed } });
    try {
      const own = follow<Data<'orderUpdated'>>(page, ORDER, { id: String(order.id) });
      const none = follow<Data<'orderUpdated'>>(elsewhere, ORDER, { id: String(order.id) });
      await none.ended();
      expect(none.results[0]?.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      await waitUntil(() => t.services.live.subscribers >= 1);
      await ship(order.id);
      expect((await own.next(1))[0].data?.orderUpdated).toMatchObject({ orderId: String(order.id), shippingStatus: 'SHIPPED' });
    } finally {
      await page.dispose();
      await elsewhere.dispose();
    }
  });

  it('takes a new token by ping, and closes the socket on an invalid one', async () => {
    const c = await newCustomer(t);
    const again = await signIn(t, c.email, 'gravel-haul-2031');
    let socket: { send(data: string): void } | null = null;
    const closes: number[] = [];
    const client = liveClient(t.wsUrl, { connectionParams: { authorization: `Bearer ${c.token}` } });
    client.on('connected', (s) => {
      socket = s as { send(data: string): void };
    });
    client.on('closed', (e) => closes.push((e as { code: number }).code));
    try {
      const f = follow<Data<'productUpdated'>>(client, PRODUCT, { id: '1' });
      await waitUntil(() => socket !== null);
      socket!.send(JSON.stringify({ type: 'ping', payload: { authorization: `Bearer ${again.access_token}` } }));
      const { order } = await placeOrder(t, c.id, [1], { offset: 18 });
      const mine = follow<Data<'orderUpdated'>>(client, ORDER, { id: String(order.id) });
      await waitUntil(() => t.services.live.subscribers >= 2);
      expect(closes).toEqual([]);
      socket!.send(JSON.stringify({ type: 'ping', payload: { authorization: 'Bearer forged' } }));
      await waitUntil(() => closes.length > 0);
      expect(closes).toEqual([4401]);
      expect(f.done && mine.done).toBe(true);
    } finally {
      await client.dispose();
    }
  });
});
