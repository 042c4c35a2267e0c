import type { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { ProductEvent } from './live-bus';
import { MAX_BUFFERED_BYTES, MAX_SUBSCRIPTIONS_PER_SOCKET } from './live-socket';
import { startLiveServer, waitUntil, type LiveTestServer } from './live-test-server';

// A client that stops reading: each of its subscriptions holds one message being sent and at most its
// 32 newest events; once events are dropped the server closes the socket (1013, the client reconnects
// and reads again) and lets go of its subscriptions, however many events keep coming.
let t: LiveTestServer;

beforeAll(async () => {
  t = await startLiveServer();
});
afterAll(async () => {
  await t?.close();
});

const PRODUCT = 'subscription($id: ID!) { productUpdated(productId: $id) { productId price status quantity available at } }';
const PRODUCT_ID = 987_654;
const event = (i: number): ProductEvent => ({ kind: 'product', productId: PRODUCT_ID, price: 10 + (i % 100) / 100, status: 'IN_STOCK', quantity: i % 50, available: true, at: Date.now() });

/** A graphql-transport-ws connection by hand, with the given number of subscriptions to the product. */
async function subscribed(count: number): Promise<{ ws: WebSocket; closed: Promise<number> }> {
  const ws = new WebSocket(t.wsUrl, 'graphql-transport-ws');
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  ws.on('error', () => {});
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => ws.send(JSON.stringify({ type: 'connection_init' })));
    ws.on('message', (data) => {
      if (JSON.parse(String(data)).type === 'connection_ack') resolve();
    });
    ws.once('close', () => reject(new Error('closed before the acknowledgement')));
  });
  for (let i = 1; i <= count; i++) {
    ws.send(JSON.stringify({ id: String(i), type: 'subscribe', payload: { query: PRODUCT, variables: { id: String(PRODUCT_ID) } } }));
  }
  return { ws, closed };
}

describe('a client that does not read', () => {
  it('is cut off once its events pile up, and the server never holds more than 1 MB for it', async () => {
    const before = t.services.live.subscribers;
    const { ws, closed } = await subscribed(MAX_SUBSCRIPTIONS_PER_SOCKET);
    await waitUntil(() => t.services.live.subscribers === before + MAX_SUBSCRIPTIONS_PER_SOCKET);
    // The client stops reading: what the server sends piles up in the kernel's buffers, then in the server's.
    (ws as unknown as { _socket: Socket })._socket.pause();

    let emitted = 0;
    let mostWaiting = 0;
    const heapBefore = process.memoryUsage().heapUsed;
    // Up to 40,000 events × 20 subscriptions (some 150 MB of messages): far more than the cut-off lets wait.
    while (emitted < 40_000 && t.sockets.sockets > 0) {
      for (let i = 0; i < 50; i++) t.services.live.emitLocal(event(emitted++));
      await new Promise((r) => setImmediate(r));
      mostWaiting = Math.max(mostWaiting, t.sockets.bufferedBytes);
    }
    await waitUntil(() => t.sockets.sockets === 0, 5000);
    const heapAfter = process.memoryUsage().heapUsed;

    // Cut off long before the flood ended, never with more than the limit waiting to be sent.
    expect(emitted).toBeLessThan(40_000);
    expect(mostWaiting).toBeLessThanOrEqual(MAX_BUFFERED_BYTES);
    // Its subscriptions ended with it: later events wait for nobody.
    await waitUntil(() => t.services.live.subscribers === before);
    for (let i = 0; i < 1000; i++) t.services.live.emitLocal(event(i));
    expect(t.sockets.bufferedBytes).toBe(0);
    // Nothing of the flood is kept (a generous bound: the messages alone would be some 100 MB had they been kept).
    expect(heapAfter - heapBefore).toBeLessThan(64 * 1024 * 1024);

    (ws as unknown as { _socket: Socket })._socket.resume();
    // Closed as "try again later" (1013), or dropped (1006) if the close could not reach the paused client in time.
    expect([1013, 1006]).toContain(await closed);
  });
});
