import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, rowsOf, type Database } from '../db/client';
import { customers } from '../db/schema/customers';
import { seedDemoCatalogue } from './seed-catalogue';
import { seedOrders } from './seed-orders';
import { DEMO_CUSTOMER } from './seed-people';

const NOW = new Date('2025-03-01T00:00:00Z');
let database: Database;

beforeAll(async () => {
  database = await openDatabase({});
  await database.migrate();
  await seedDemoCatalogue(database.db, { products: 150, seed: 7, password: 'Seed-test-password-1', now: NOW });
}, 240_000);

afterAll(async () => {
  await database?.close();
});

describe('demo orders', () => {
  it('give the demo customer orders in every state, with tracking scans, returns, feedback and reviews', async () => {
    const [c] = await database.db.select({ id: customers.id }).from(customers).where(eq(customers.email, DEMO_CUSTOMER.email));
    const states = rowsOf<{ order_status: string; shipping_status: string; payment_status: string }>(
      await database.db.execute(sql`select order_status, shipping_status, payment_status from orders where customer_id = ${c.id}`),
    );
    const seen = new Set(states.map((s) => `${s.order_status}/${s.shipping_status}`));
    for (const want of ['PROCESSING/NOT_YET_SHIPPED', 'PROCESSING/PARTIALLY_SHIPPED', 'PROCESSING/SHIPPED', 'COMPLETE/DELIVERED', 'CANCELLED/NOT_YET_SHIPPED']) expect(seen).toContain(want);
    expect(states.map((s) => s.payment_status)).toEqual(expect.arrayContaining(['PAID', 'VOIDED', 'PARTIALLY_REFUNDED']));
    const [counts] = rowsOf<{ events: number; in_transit: number; returns: number; refunded: number; feedback: number; reviews: number }>(
      await database.db.execute(sql`select
        (select count(*)::int from shipment_events e join shipments s on s.id = e.shipment_id join orders o on o.id = s.order_id where o.customer_id = ${c.id}) as events,
        (select count(*)::int from shipments s join orders o on o.id = s.order_id where o.customer_id = ${c.id} and s.status in ('IN_TRANSIT', 'PICKED_UP', 'OUT_FOR_DELIVERY')) as in_transit,
        (select count(*)::int from return_requests where customer_id = ${c.id}) as returns,
        (select count(*)::int from return_requests where customer_id = ${c.id} and status = 'REFUNDED') as refunded,
        (select count(*)::int from order_feedback where customer_id = ${c.id}) as feedback,
        (select count(*)::int from product_reviews where customer_id = ${c.id} and order_id is not null) as reviews`),
    );
    expect(counts.events).toBeGreaterThan(10);
    expect(counts.in_transit).toBeGreaterThan(0);
    expect(counts).toMatchObject({ returns: 2, refunded: 1, feedback: 2 });
    expect(counts.reviews).toBeGreaterThanOrEqual(1);
  });

  it('leave a customer who has orders as they are', async () => {
    expect(await seedOrders(database.db, NOW)).toBe(0);
  });
});
