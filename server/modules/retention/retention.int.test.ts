import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import { rowsOf } from '../../../tests/setup/test-db';
import { CLIENT_ID, newCustomer } from '../../../tests/support/test-auth';

let t: TestApp;
let productId: number;
let modelId: number;
const exec = async <T>(q: string) => rowsOf<T>(await t.database.db.execute(q as never));

let guests = 0;
/** A guest with a part in the cart and a machine in the fleet. */
async function guestWithCartAndFleet(): Promise<number> {
  guests++;
  const answer = await t.services.auth.createGuest({ clientId: CLIENT_ID, ip: `10.11.0.${guests}` });
  const id = Number(answer.user_info.id);
  await t.services.cart.add(id, { productId, qty: 1 });
  await t.services.fleet.add(id, { machineModelId: modelId, name: 'Old loader' }, true);
  return id;
}

/** Moves everything the guest did (creation, session, token renewals) `days` into the past. */
async function idleFor(customerId: number, days: number, renewedDaysAgo?: number) {
  const when = `now() - interval '${days} days'`;
  await exec(`update customers set created_at = ${when} where id = ${customerId}`);
  await exec(`update auth_sessions set created_at = ${when} where customer_id = ${customerId}`);
  const renewed = renewedDaysAgo === undefined ? when : `now() - interval '${renewedDaysAgo} days'`;
  await exec(`update auth_refresh_tokens set created_at = ${renewed}, rotated_at = null where session_id in (select id from auth_sessions where customer_id = ${customerId})`);
}

async function holdings(customerId: number) {
  const [row] = await exec<{ customer: number; carts: number; lines: number; machines: number }>(`select
    (select count(*)::int from customers where id = ${customerId}) as customer,
    (select count(*)::int from shopping_carts where customer_id = ${customerId}) as carts,
    (select count(*)::int from shopping_cart_items i join shopping_carts c on c.id = i.cart_id where c.customer_id = ${customerId}) as lines,
    (select count(*)::int from garage_machines where customer_id = ${customerId}) as machines`);
  return row;
}

beforeAll(async () => {
  t = await createTestApp({ GUEST_RETENTION_DAYS: '30' });
  [{ id: productId }] = await exec<{ id: number }>(
    `update products set price = 20, status = 'IN_STOCK', stock = 100, order_minimum_quantity = 1, order_maximum_quantity = 100, allowed_quantities = '', published = true, deleted = false
     where id = (select min(id) from products) returning id`,
  );
  [{ id: modelId }] = await exec<{ id: number }>('select min(id) as id from machine_models');
});
afterAll(() => t.close());

describe('guest retention', () => {
  it('removes an idle guest’s customer row, cart and fleet, and keeps guests with orders, recent guests and accounts', async () => {
    const idle = await guestWithCartAndFleet();
    await idleFor(idle, 40);

    const ordered = await guestWithCartAndFleet();
    await idleFor(ordered, 40);
    const [order] = await exec<{ id: number }>('select min(id) as id from orders');
    expect(order.id, 'the test catalogue has orders').not.toBeNull();
    await exec(`update orders set customer_id = ${ordered} where id = ${order.id}`);

    const recent = await guestWithCartAndFleet();
    await idleFor(recent, 10);

    // Created long ago, but renewed its session five days ago: counted from the last activity.
    const returning = await guestWithCartAndFleet();
    await idleFor(returning, 40, 5);

    const account = await newCustomer(t, 'long-gone@retention.example');
    const accountId = Number(account.user_info.id);
    await t.services.cart.add(accountId, { productId, qty: 1 });
    await exec(`update customers set created_at = now() - interval '400 days' where id = ${accountId}`);
    await idleFor(accountId, 400);

    expect(await t.services.guestRetention.prune()).toBeGreaterThanOrEqual(1);

    expect(await holdings(idle)).toEqual({ customer: 0, carts: 0, lines: 0, machines: 0 });
    for (const kept of [ordered, recent, returning]) expect(await holdings(kept)).toEqual({ customer: 1, carts: 1, lines: 1, machines: 1 });
    expect(await holdings(accountId)).toMatchObject({ customer: 1, carts: 1, lines: 1 });
    // Nothing left to do on a second run.
    expect(await t.services.guestRetention.prune()).toBe(0);
  });

  it('takes the retention period from GUEST_RETENTION_DAYS', async () => {
    const guest = await guestWithCartAndFleet();
    await idleFor(guest, 20);
    expect(await t.services.guestRetention.prune()).toBe(0);
    const strict = await createTestApp({ GUEST_RETENTION_DAYS: '7' });
    try {
      const [id] = await strict.services.auth.createGuest({ clientId: CLIENT_ID, ip: '10.11.9.1' }).then((a) => [Number(a.user_info.id)]);
      await strict.database.db.execute(`update customers set created_at = now() - interval '8 days' where id = ${id}` as never);
      await strict.database.db.execute(`update auth_sessions set created_at = now() - interval '8 days' where customer_id = ${id}` as never);
      await strict.database.db.execute(
        `update auth_refresh_tokens set created_at = now() - interval '8 days' where session_id in (select id from auth_sessions where customer_id = ${id})` as never,
      );
      expect(await strict.services.guestRetention.prune()).toBeGreaterThanOrEqual(1);
      expect(rowsOf(await strict.database.db.execute(`select id from customers where id = ${id}` as never))).toEqual([]);
    } finally {
      await strict.close();
    }
  });
});
