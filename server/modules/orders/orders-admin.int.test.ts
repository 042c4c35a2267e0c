import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, newGuest, signIn } from '../../../tests/support/test-auth';
import { createOrdersTestApp, mailTo, newCustomer, placeOrder, type OrdersTestApp } from '../../../tests/support/test-orders';

let t: OrdersTestApp;
let adminToken: string;
let adminId: number;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;
async function gql(token: string, query: string, variables: Record<string, unknown> = {}): Promise<{ data: Any; errors: Any }> {
  return (await t.graphql<{ v1: Any }>(query, variables, { authorization: `Bearer ${token}` })).body as Any;
}

beforeAll(async () => {
  t = await createOrdersTestApp();
  const admin = await signIn(t, ADMIN_EMAIL);
  adminToken = admin.access_token;
  adminId = Number(admin.user_info.id);
});

afterAll(async () => {
  await t?.close();
});

const LIST = `query($first: Int, $after: String, $search: String, $status: AdminOrderFilter) {
  v1 { admin { orders(first: $first, after: $after, search: $search, status: $status) { totalCount hasNextPage endCursor nodes { id customOrderNumber email orderStatus shippingStatus } } } } }`;
const SHIP = `mutation($orderId: ID!, $lines: [AdminShipLineInput!]) { v1 { admin { orders { ship(orderId: $orderId, lines: $lines) { id carrier trackingNumber shipmentItems { orderItemId quantity } } } } } }`;

describe('the staff order queue (v1 { admin { orders } })', () => {
  it('lists every customer’s orders newest first, pages, searches by order number or e-mail and filters by status', async () => {
    const one = await newCustomer(t);
    const two = await newCustomer(t);
    const a = await placeOrder(t, one.id, [1], { offset: 40 });
    const b = await placeOrder(t, two.id, [2], { offset: 41 });
    const c = await placeOrder(t, one.id, [1], { offset: 42 });
    await t.services.orders.shipOrder(b.order.id);

    const first = await gql(adminToken, LIST, { first: 2 });
    expect(first.errors).toBeUndefined();
    const all = first.data.v1.admin.orders;
    expect(all.totalCount).toBeGreaterThanOrEqual(3);
    expect(all.nodes.map((n: Any) => n.id)).toEqual([String(c.order.id), String(b.order.id)]);
    expect(all.hasNextPage).toBe(true);
    const next = await gql(adminToken, LIST, { first: 2, after: all.endCursor });
    expect(next.data.v1.admin.orders.nodes[0].id).toBe(String(a.order.id));

    const byNumber = await gql(adminToken, LIST, { search: b.order.customOrderNumber.toLowerCase() });
    expect(byNumber.data.v1.admin.orders).toMatchObject({ totalCount: 1, nodes: [{ id: String(b.order.id), shippingStatus: 'SHIPPED' }] });
    const byMail = await gql(adminToken, LIST, { search: 'ROBIN@EXAMPLE.COM' });
    expect(byMail.data.v1.admin.orders.nodes.map((n: Any) => n.id)).toEqual(expect.arrayContaining([String(a.order.id), String(b.order.id), String(c.order.id)]));
    const nobody = await gql(adminToken, LIST, { search: 'no-such-order%' });
    expect(nobody.data.v1.admin.orders).toMatchObject({ totalCount: 0, nodes: [] });

    const toShip = (await gql(adminToken, LIST, { status: 'TO_SHIP', first: 50 })).data.v1.admin.orders.nodes.map((n: Any) => n.id);
    expect(toShip).toEqual(expect.arrayContaining([String(a.order.id), String(c.order.id)]));
    expect(toShip).not.toContain(String(b.order.id));
    const cancelled = await gql(adminToken, LIST, { status: 'CANCELLED' });
    expect(cancelled.data.v1.admin.orders.nodes.every((n: Any) => n.orderStatus === 'CANCELLED')).toBe(true);
  });

  it('answers FORBIDDEN to a customer and a guest, for the queue, the order page and shipping', async () => {
    const customer = await newCustomer(t);
    const own = await placeOrder(t, customer.id, [1], { offset: 43 });
    const guest = await newGuest(t);
    for (const token of [customer.token, guest.access_token]) {
      const list = await gql(token, LIST);
      expect(list.errors[0].extensions.code).toBe('FORBIDDEN');
      const order = await gql(token, `query($id: ID!) { v1 { admin { order(id: $id) { id } orderPayments(orderId: $id) { id } } } }`, { id: String(own.order.id) });
      expect(order.errors.map((e: Any) => e.extensions.code)).toEqual(['FORBIDDEN', 'FORBIDDEN']);
      const ship = await gql(token, SHIP, { orderId: String(own.order.id) });
      expect(ship.errors[0].extensions.code).toBe('FORBIDDEN');
    }
    const unchanged = await t.services.orders.extras([own.order.id]);
    expect(unchanged.get(own.order.id)!.shipments).toEqual([]);
  });
});

describe('shipping an order from the back office', () => {
  it('ships chosen quantities, never more than ordered minus shipped, mails the tracking and audits who shipped what', async () => {
    const customer = await newCustomer(t);
    const { order } = await placeOrder(t, customer.id, [3], { offset: 44 });
    const itemId = String(order.items[0]!.id);

    const tooMany = await gql(adminToken, SHIP, { orderId: String(order.id), lines: [{ orderItemId: itemId, quantity: 4 }] });
    expect(tooMany.errors[0]).toMatchObject({ extensions: { code: 'VALIDATION' } });
    expect(tooMany.errors[0].message).toMatch(/^Cannot ship 4 of /);

    const part = await gql(adminToken, SHIP, { orderId: String(order.id), lines: [{ orderItemId: itemId, quantity: 2 }] });
    expect(part.errors).toBeUndefined();
    const shipment = part.data.v1.admin.orders.ship[0];
    expect(shipment.shipmentItems).toEqual([{ orderItemId: itemId, quantity: 2 }]);
    expect(shipment.trackingNumber).not.toBe('');

    const again = await gql(adminToken, SHIP, { orderId: String(order.id), lines: [{ orderItemId: itemId, quantity: 2 }] });
    expect(again.errors[0].message).toMatch(/^Cannot ship 2 of /);

    const page = await gql(adminToken, `query($id: ID!) { v1 { admin { order(id: $id) { shippingStatus lineQuantities { ordered shipped } } orderPayments(orderId: $id) { kind amount } } } }`, { id: String(order.id) });
    expect(page.data.v1.admin.order).toEqual({ shippingStatus: 'PARTIALLY_SHIPPED', lineQuantities: [{ ordered: 3, shipped: 2 }] });
    expect(page.data.v1.admin.orderPayments.map((p: Any) => p.kind)).toEqual(['authorize', 'capture']);

    const rest = await gql(adminToken, SHIP, { orderId: String(order.id) });
    expect(rest.data.v1.admin.orders.ship[0].shipmentItems).toEqual([{ orderItemId: itemId, quantity: 1 }]);

    await t.services.orders.whenIdle();
    const mails = (await mailTo(t, order.email)).filter((m) => m.subject.includes(order.customOrderNumber) && m.subject.includes('shipped'));
    expect(mails.some((m) => m.text.includes(shipment.trackingNumber))).toBe(true);

    const audit = await t.services.auth.auditLog({ actorId: adminId, limit: 10 });
    const shipped = audit.filter((e) => e.action === 'order.shipped');
    expect(shipped.length).toBe(2);
    expect(JSON.stringify(shipped)).toContain(order.customOrderNumber);
  });
});
