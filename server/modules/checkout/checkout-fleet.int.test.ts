import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../tests/setup/test-db';
import { putInCart, stockedProduct } from '../../../tests/support/test-checkout';
import { createOrdersTestApp, newCustomer, placeOrder, type OrdersTestApp } from '../../../tests/support/test-orders';

let t: OrdersTestApp;

beforeAll(async () => {
  t = await createOrdersTestApp();
});

afterAll(async () => {
  await t.close();
});

describe('an order remembers the fleet machine its parts were bought for', () => {
  it('links the lines that fit the selected machine to it, and the machine lists them', async () => {
    const buyer = await newCustomer(t);
    const [model] = rowsOf<{ id: number }>(await t.database.db.execute(sql`select id from machine_models order by id limit 1`));
    const fits = await stockedProduct(t, 40, { offset: 61 });
    const other = await stockedProduct(t, 40, { offset: 62 });
    await t.database.db.execute(sql`delete from product_fitments where product_id in (${fits.id}, ${other.id}) and machine_model_id = ${model.id}`);
    await t.database.db.execute(sql`insert into product_fitments (product_id, machine_model_id) values (${fits.id}, ${model.id})`);
    const machine = await t.services.fleet.add(buyer.id, { machineModelId: model.id, name: 'Loader 2' }, true);

    await putInCart(t, buyer.id, fits.id, 1);
    await putInCart(t, buyer.id, other.id, 1);
    const { order } = await placeOrder(t, buyer.id, []);

    const lines = new Map(order.items.map((i) => [i.productId, i.garageMachineId]));
    expect(lines.get(fits.id)).toBe(machine.id);
    expect(lines.get(other.id)).toBeNull();
    const forMachine = await t.services.orders.itemsForGarageMachine(buyer.id, machine.id);
    expect(forMachine.map((i) => i.productId)).toEqual([fits.id]);
  });

  it('links nothing when the customer has no machine selected', async () => {
    const buyer = await newCustomer(t);
    const { order } = await placeOrder(t, buyer.id, [1], { offset: 63 });
    expect(order.items.every((i) => i.garageMachineId === null)).toBe(true);
  });
});
