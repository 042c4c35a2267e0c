import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, vendors } from '../../db/schema/catalog';
import { orders } from '../../db/schema/orders';
import { ADMIN_EMAIL, signIn } from '../../../tests/support/test-auth';
import { createOrdersTestApp, newCustomer, placeOrder, type OrdersTestApp } from '../../../tests/support/test-orders';

let t: OrdersTestApp;
let adminToken: string;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;
async function gql(query: string, variables: Record<string, unknown> = {}): Promise<{ data: Any; errors: Any }> {
  return (await t.graphql<{ v1: Any }>(query, variables, { authorization: `Bearer ${adminToken}` })).body as Any;
}

beforeAll(async () => {
  t = await createOrdersTestApp();
  adminToken = (await signIn(t, ADMIN_EMAIL)).access_token;
});

afterAll(async () => {
  await t?.close();
});

const LIST = `query($first: Int, $after: String, $search: String, $status: AdminOrderFilter, $placedFrom: String, $placedTo: String, $vendorId: ID, $warehouseId: ID, $machineDown: Boolean, $sort: AdminOrderSort) {
  v1 { admin { orders(first: $first, after: $after, search: $search, status: $status, placedFrom: $placedFrom, placedTo: $placedTo, vendorId: $vendorId, warehouseId: $warehouseId, machineDown: $machineDown, sort: $sort) {
    totalCount hasNextPage endCursor nodes { id orderTotal createdOnUtc } } } } }`;

const ids = async (v: Record<string, unknown>) => {
  const r = await gql(LIST, { first: 50, ...v });
  expect(r.errors).toBeUndefined();
  return r.data.v1.admin.orders.nodes.map((n: Any) => Number(n.id)) as number[];
};

describe('the staff order queue: search and filters', () => {
  it('finds orders by customer name, PO and part number in any spelling (SKU or manufacturer part number)', async () => {
    const c = await newCustomer(t);
    const a = await placeOrder(t, c.id, [1], { offset: 60 });
    const b = await placeOrder(t, c.id, [1], { offset: 61 });
    await t.database.db.update(orders).set({ purchaseOrder: 'PO-ZEBRA-77' }).where(eq(orders.id, a.order.id));
    const [{ mpn }] = await t.database.db.select({ mpn: products.manufacturerPartNumber }).from(products).where(eq(products.id, b.products[0]!.id));

    expect(await ids({ search: 'zebra-77' })).toEqual([a.order.id]);
    // Dana Driver is the billing name of every test order.
    expect(await ids({ search: 'dana driver' })).toEqual(expect.arrayContaining([a.order.id, b.order.id]));
    // The manufacturer's number in another spelling (case and separators), as the store's search takes it.
    expect(mpn).not.toBe('');
    expect(await ids({ search: mpn.toLowerCase().replace(/[^a-z0-9]/g, '').split('').join(' ') })).toContain(b.order.id);
    const sku = a.order.items[0]!.sku;
    const spelled = sku.toLowerCase().replace(/[^a-z0-9]/g, '').split('').join(' ');
    expect(await ids({ search: spelled })).toContain(a.order.id);
  });

  it('filters by placed dates, vendor, warehouse and machine-down shipping, and sorts by date and total', async () => {
    const c = await newCustomer(t);
    const a = await placeOrder(t, c.id, [1], { offset: 62 });
    const b = await placeOrder(t, c.id, [3], { offset: 63 });
    await t.database.db.update(orders).set({ createdAt: new Date('2021-03-04T10:00:00Z') }).where(eq(orders.id, a.order.id));
    expect(await ids({ placedFrom: '2021-03-04', placedTo: '2021-03-04' })).toEqual([a.order.id]);
    expect(await ids({ placedFrom: '2021-03-05', placedTo: '2021-03-05' })).toEqual([]);
    const bad = await gql(LIST, { placedFrom: '04/03/2021' });
    expect(bad.errors[0]).toMatchObject({ extensions: { code: 'VALIDATION' } });

    const [v] = await t.database.db.insert(vendors).values({ name: 'Queue Test Vendor' }).returning();
    await t.database.db.update(products).set({ vendorId: v.id }).where(eq(products.id, b.products[0]!.id));
    expect(await ids({ vendorId: String(v.id) })).toEqual([b.order.id]);

    const wh = a.order.items[0]!.warehouseId;
    if (wh !== null) expect(await ids({ warehouseId: String(wh) })).toContain(a.order.id);
    const choices = await gql(`{ v1 { admin { orderListChoices { vendors { id name } warehouses { id name } } } } }`);
    expect(choices.data.v1.admin.orderListChoices.vendors).toContainEqual({ id: String(v.id), name: 'Queue Test Vendor' });

    await t.database.db
      .update(orders)
      .set({ shippingMethods: sql`'[{"groupKey":"1:1","methodId":"next_day","name":"Next Day","price":"29.95","eta":"1 business day"}]'::jsonb` })
      .where(eq(orders.id, b.order.id));
    const down = await ids({ machineDown: true });
    expect(down).toContain(b.order.id);
    expect(down).not.toContain(a.order.id);

    const high = await gql(LIST, { first: 2, sort: 'TOTAL_HIGH' });
    const totals: number[] = high.data.v1.admin.orders.nodes.map((n: Any) => n.orderTotal);
    expect(totals[0]).toBeGreaterThanOrEqual(totals[1]!);
    const next = await gql(LIST, { first: 2, sort: 'TOTAL_HIGH', after: high.data.v1.admin.orders.endCursor });
    expect(next.data.v1.admin.orders.nodes[0].orderTotal).toBeLessThanOrEqual(totals[1]!);
    const oldest = await ids({ sort: 'OLDEST', first: 1 });
    expect(oldest).toEqual([a.order.id]);
    const low = await gql(LIST, { first: 50, sort: 'TOTAL_LOW' });
    const lows: number[] = low.data.v1.admin.orders.nodes.map((n: Any) => n.orderTotal);
    expect([...lows].sort((x, y) => x - y)).toEqual(lows);
  });
});
