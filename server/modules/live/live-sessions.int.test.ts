import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, call, signIn, STAFF_EMAIL } from '../../../tests/support/test-auth';
import { newCustomer, placeOrder } from '../../../tests/support/test-orders';
import { follow, liveClient, startLiveServer, waitUntil, type Followed, type LiveTestServer } from './live-test-server';

// A socket's subscriptions end as soon as its sign-in session is revoked (sign-out, a password change
// elsewhere, an administrator locking the account), not when its access token would have expired.
let t: LiveTestServer;
let staffToken: string;
let adminToken: string;

const ORDER = 'subscription($id: ID!) { orderUpdated(orderId: $id) { orderId shippingStatus } }';
const SHIP = 'mutation($orderId: ID!) { v1 { admin { orders { ship(orderId: $orderId) { id } } } } }';
const LOCK = 'mutation($id: ID!) { v1 { admin { customers { lockSignIn(id: $id) { id } } } } }';
const PASSWORD = 'gravel-haul-2031';

type Data = { data?: Record<string, unknown>; errors?: Array<{ extensions?: Record<string, unknown> }> };

beforeAll(async () => {
  t = await startLiveServer();
  staffToken = (await signIn(t, STAFF_EMAIL)).access_token;
  adminToken = (await signIn(t, ADMIN_EMAIL)).access_token;
});
afterAll(async () => {
  await t?.close();
});

/** The code a subscription ended with (graphql-ws gives the errors of a failed stream either way). */
function endCode(f: Followed<Data>): unknown {
  const errors = Array.isArray(f.error) ? f.error : (f.results.at(-1)?.errors ?? []);
  return (errors as Array<{ extensions?: { code?: unknown } }>)[0]?.extensions?.code;
}

/** A customer with an order and a socket (on `token`) following it; answers the subscription and the socket. */
async function following(token: string, customerId: number, offset: number) {
  const { order } = await placeOrder(t, customerId, [1], { offset });
  const client = liveClient(t.wsUrl, { connectionParams: { authorization: `Bearer ${token}` } });
  const before = t.services.live.subscribers;
  const f = follow<Data>(client, ORDER, { id: String(order.id) });
  await waitUntil(() => t.services.live.subscribers > before);
  return { order, client, f };
}

describe('a revoked session on a live socket', () => {
  it('signing out ends the socket’s subscriptions at once, and the socket hears nothing more of the order', async () => {
    const c = await newCustomer(t);
    const { order, client, f } = await following(c.token, c.id, 60);
    try {
      const out = await call(t, 'logout', { refresh_token: c.answer.refresh_token });
      expect(out.status).toBe(200);
      await f.ended(2000);
      expect(endCode(f)).toBe('UNAUTHENTICATED');
      // Subscribing again with that token is refused: its session has ended (the lazy client may have
      // closed the idle socket meanwhile, and then the new one is refused on connecting, 4401).
      const again = follow<Data>(client, ORDER, { id: String(order.id) });
      await again.ended();
      const closeCode = (again.error as { code?: number } | undefined)?.code;
      expect(closeCode === 4401 || endCode(again) === 'UNAUTHENTICATED', JSON.stringify(again.error ?? again.results)).toBe(true);
      const shipped = await t.graphql(SHIP, { orderId: String(order.id) }, { authorization: `Bearer ${staffToken}` });
      expect(shipped.body.errors).toBeUndefined();
      await new Promise((r) => setTimeout(r, 200));
      expect(f.results.filter((r) => r.data)).toHaveLength(0);
    } finally {
      await client.dispose();
    }
  });

  it('a password change ends the other sessions’ subscriptions and keeps the one it was made from', async () => {
    const c = await newCustomer(t);
    const other = await signIn(t, c.email, PASSWORD);
    const kept = await following(c.token, c.id, 62);
    const ended = await following(other.access_token, c.id, 64);
    try {
      const changed = await call(t, 'changepassword', { refreshToken: c.answer.refresh_token, oldPassword: PASSWORD, newPassword: 'loader-bucket-77' });
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
      await ended.f.ended(2000);
      expect(endCode(ended.f)).toBe('UNAUTHENTICATED');
      expect(kept.f.done).toBe(false);
      const shipped = await t.graphql(SHIP, { orderId: String(kept.order.id) }, { authorization: `Bearer ${staffToken}` });
      expect(shipped.body.errors).toBeUndefined();
      expect((await kept.f.next(1))[0].data?.orderUpdated).toMatchObject({ shippingStatus: 'SHIPPED' });
    } finally {
      await kept.client.dispose();
      await ended.client.dispose();
    }
  });

  it('an administrator locking the account ends its subscriptions', async () => {
    const c = await newCustomer(t);
    const { client, f } = await following(c.token, c.id, 66);
    try {
      const locked = await t.graphql(LOCK, { id: String(c.id) }, { authorization: `Bearer ${adminToken}` });
      expect(locked.body.errors).toBeUndefined();
      await f.ended(2000);
      expect(endCode(f)).toBe('UNAUTHENTICATED');
    } finally {
      await client.dispose();
    }
  });
});
