import { describe, expect, it } from 'vitest';
import { createLogger } from '../../lib/logger';
import { createLiveBus, orderEventOf, SUBSCRIBER_QUEUE_LIMIT, type LiveEvent } from './live-bus';
import { productEventOf, type ProductFigures } from './live-products';
import { LiveSession, tokenExpiry } from './live-session';

const log = createLogger('silent');
const order = (id: number, customerId = 7) => orderEventOf({ id, customerId, customOrderNumber: `IY-${id}`, orderStatus: 'PROCESSING', shippingStatus: 'SHIPPED', paymentStatus: 'PAID' }, 'changed', 1);
const record = (): ProductFigures => ({ price: 10, status: 'IN_STOCK', quantity: 3 });

describe('the live bus', () => {
  it('gives each follower the events it accepts, in order, and nothing once it ended', async () => {
    const bus = createLiveBus({ log });
    const mine = bus.follow((e: LiveEvent) => (e.kind === 'order' && e.orderId === 1 ? e.orderId : null));
    bus.publish(order(2));
    bus.publish(order(1));
    expect(await mine.next()).toEqual({ value: 1, done: false });
    await mine.return!();
    expect(bus.subscribers).toBe(0);
    bus.publish(order(1));
    expect(await mine.next()).toEqual({ value: undefined, done: true });
  });

  it('keeps at most the newest events for a follower that does not read', async () => {
    const bus = createLiveBus({ log });
    const slow = bus.follow((e) => (e.kind === 'order' ? e.orderId : null));
    for (let i = 1; i <= SUBSCRIBER_QUEUE_LIMIT + 10; i++) bus.publish(order(i));
    expect(await slow.next()).toEqual({ value: 11, done: false });
  });
});

describe('product events', () => {
  it('come of price, availability and stock changes and of a product leaving, not of other edits', () => {
    const before = record();
    const renamed = { ...before, title: 'Other' };
    expect(productEventOf({ id: 5, before, after: renamed })).toBeNull();
    expect(productEventOf({ id: 5, before, after: { ...before, price: 12 } }, 9)).toEqual({ kind: 'product', productId: 5, price: 12, status: 'IN_STOCK', quantity: 3, available: true, at: 9 });
    expect(productEventOf({ id: 5, before, after: undefined }, 9)).toMatchObject({ status: 'UNAVAILABLE', available: false, quantity: 0 });
  });
});

describe('a live session', () => {
  it('ends its subscriptions with UNAUTHENTICATED when the token ends, unless renewed first', async () => {
    let now = 1_000;
    const session = new LiveSession(() => now);
    const bus = createLiveBus({ log });
    session.authenticate('t1', { customerId: 1, roles: [] }, now + 30);
    const s = session.guard(bus.follow(() => null));
    // Renewed before the end: the first deadline passes quietly.
    session.authenticate('t2', { customerId: 1, roles: [] }, now + 80);
    await new Promise((r) => setTimeout(r, 50));
    now += 50;
    expect(session.following).toBe(1);
    now += 40;
    await expect(s.next()).rejects.toMatchObject({ message: 'The access token is invalid or has expired.', extensions: { code: 'UNAUTHENTICATED' } });
    expect(session.following).toBe(0);
    session.close();
  });

  it('reads the expiry of a JWT', () => {
    const token = `x.${Buffer.from(JSON.stringify({ exp: 1_800_000_000 })).toString('base64url')}.y`;
    expect(tokenExpiry(token)).toBe(1_800_000_000_000);
    expect(tokenExpiry('garbage')).toBeNull();
  });
});
