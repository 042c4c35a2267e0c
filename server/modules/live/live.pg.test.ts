import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, STAFF_EMAIL } from '../../../tests/support/test-auth';
import { newCustomer, placeOrder } from '../../../tests/support/test-orders';
import { follow, liveClient, startLiveServer, waitUntil, type LiveTestServer } from './live-test-server';

// Two server processes on one PostgreSQL database, each with its own LISTEN connection and live bus:
// staff ship an order through one, and the customer subscribed on the other hears of it.
let one: LiveTestServer;
let two: LiveTestServer;

beforeAll(async () => {
  one = await startLiveServer();
  two = await startLiveServer({ database: one.database });
});
afterAll(async () => {
  await two?.close();
  await one?.close();
});

const ORDER = 'subscription($id: ID!) { orderUpdated(orderId: $id) { orderId shippingStatus } }';
const PLACED = 'subscription { orderPlaced { orderId } }';

describe('live updates across processes (LISTEN/NOTIFY)', () => {
  it('carries an order shipped in one process to its customer subscribed on the other, and a new order to staff there', async () => {
    const c = await newCustomer(one);
    const staffToken = (await signIn(one, STAFF_EMAIL)).access_token;
    const customer = liveClient(two.wsUrl, { connectionParams: { authorization: `Bearer ${c.token}` } });
    const staff = liveClient(two.wsUrl, { connectionParams: { authorization: `Bearer ${staffToken}` } });
    try {
      const placed = follow<{ data: { orderPlaced: { orderId: string } } }>(staff, PLACED);
      await waitUntil(() => two.services.live.subscribers >= 1);
      const { order } = await placeOrder(one, c.id, [1], { offset: 20 });
      await one.services.orders.whenIdle();
      expect((await placed.next(1))[0].data.orderPlaced.orderId).toBe(String(order.id));

      const mine = follow<{ data: { orderUpdated: { orderId: string; shippingStatus: string } } }>(customer, ORDER, { id: String(order.id) });
      await waitUntil(() => two.services.live.subscribers >= 2);
      const shipped = await one.graphql('mutation($id: ID!) { v1 { admin { orders { ship(orderId: $id) { id } } } } }', { id: String(order.id) }, { authorization: `Bearer ${staffToken}` });
      expect(shipped.body.errors).toBeUndefined();
      expect((await mine.next(1))[0].data.orderUpdated).toEqual({ orderId: String(order.id), shippingStatus: 'SHIPPED' });
    } finally {
      await customer.dispose();
      await staff.dispose();
    }
  });
});
