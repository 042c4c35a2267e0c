import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, newGuest, signIn, STAFF_EMAIL } from '../../../tests/support/test-auth';
import { createOrdersTestApp, mailTo, newCustomer, placeOrder, type OrdersTestApp } from '../../../tests/support/test-orders';

let t: OrdersTestApp;
let adminToken: string;
let staffToken: string;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;
async function gql(token: string, query: string, variables: Record<string, unknown> = {}): Promise<{ data: Any; errors: Any }> {
  return (await t.graphql<{ v1: Any }>(query, variables, { authorization: `Bearer ${token}` })).body as Any;
}

beforeAll(async () => {
  t = await createOrdersTestApp();
  adminToken = (await signIn(t, ADMIN_EMAIL)).access_token;
  staffToken = (await signIn(t, STAFF_EMAIL)).access_token;
});

afterAll(async () => {
  await t?.close();
});

const SHIP = `mutation($orderId: ID!, $lines: [AdminShipLineInput!], $carrier: String, $trackingNumber: String) { v1 { admin { orders { ship(orderId: $orderId, lines: $lines, carrier: $carrier, trackingNumber: $trackingNumber) { id carrier trackingNumber shipmentItems { orderItemId quantity } } } } } }`;
const DELIVERED = `mutation($orderId: ID!, $shipmentId: ID) { v1 { admin { orders { markDelivered(orderId: $orderId, shipmentId: $shipmentId) { orderStatus shippingStatus } } } } }`;
const REFUND = `mutation($orderId: ID!, $amount: String!, $reason: String!) { v1 { admin { orders { refund(orderId: $orderId, amount: $amount, reason: $reason) { paymentStatus refundedAmount } } } } }`;
const CANCEL = `mutation($orderId: ID!, $reason: String!) { v1 { admin { orders { cancel(orderId: $orderId, reason: $reason) { orderStatus paymentStatus refundedAmount } } } } }`;
const NOTE = `mutation($orderId: ID!, $text: String!) { v1 { admin { orders { addNote(orderId: $orderId, text: $text) } } } }`;
const PAGE = `query($id: ID!) { v1 { admin { order(id: $id) { orderStatus shippingStatus paymentStatus refundedAmount orderTotal } orderPayments(orderId: $id) { kind amount reason } orderTimeline(orderId: $id) { kind title detail actor } } } }`;

const auditOf = async (orderId: number) => {
  const r = await t.database.db.execute(`select action, before, after from audit_log where record_type = 'order' and record_id = '${orderId}' order by id`);
  return (r as unknown as { rows: Array<{ action: string; before: Any; after: Any }> }).rows;
};

describe('shipping with a typed tracking number, and marking delivered', () => {
  it('ships part of a line with the staff’s carrier and number, refuses a taken number and more than is left, then marks delivered', async () => {
    const c = await newCustomer(t);
    const { order } = await placeOrder(t, c.id, [4], { offset: 70 });
    const item = String(order.items[0]!.id);
    const tracking = `1Z${Date.now().toString(36).toUpperCase()}A1`;

    const bad = await gql(adminToken, SHIP, { orderId: String(order.id), lines: [{ orderItemId: item, quantity: 1 }], carrier: 'UPS', trackingNumber: 'ab' });
    expect(bad.errors[0]).toMatchObject({ extensions: { code: 'VALIDATION' }, message: 'A tracking number is 6 to 40 letters and digits.' });

    const part = await gql(staffToken, SHIP, { orderId: String(order.id), lines: [{ orderItemId: item, quantity: 3 }], carrier: 'FEDEX', trackingNumber: tracking.toLowerCase() });
    expect(part.errors).toBeUndefined();
    expect(part.data.v1.admin.orders.ship).toEqual([expect.objectContaining({ carrier: 'FEDEX', trackingNumber: tracking, shipmentItems: [{ orderItemId: item, quantity: 3 }] })]);

    const taken = await gql(adminToken, SHIP, { orderId: String(order.id), lines: [{ orderItemId: item, quantity: 1 }], carrier: 'FEDEX', trackingNumber: tracking });
    expect(taken.errors[0].message).toBe(`Tracking number ${tracking} is on another shipment already.`);
    const tooMany = await gql(adminToken, SHIP, { orderId: String(order.id), lines: [{ orderItemId: item, quantity: 2 }] });
    expect(tooMany.errors[0].message).toMatch(/^Cannot ship 2 of /);

    await t.services.orders.whenIdle();
    const shipped = (await mailTo(t, order.email)).filter((m) => m.subject.includes(order.customOrderNumber) && m.subject.includes('shipped'));
    expect(shipped.some((m) => m.text.includes(`fedex.com/fedextrack/?trknbr=${tracking}`))).toBe(true);

    const delivered = await gql(adminToken, DELIVERED, { orderId: String(order.id) });
    expect(delivered.errors).toBeUndefined();
    // One unit is still to ship: the order stays under way.
    expect(delivered.data.v1.admin.orders.markDelivered).toEqual({ orderStatus: 'PROCESSING', shippingStatus: 'PARTIALLY_SHIPPED' });
    const again = await gql(adminToken, DELIVERED, { orderId: String(order.id) });
    expect(again.errors[0].message).toBe('Every shipment of this order is delivered already.');

    const rest = await gql(adminToken, SHIP, { orderId: String(order.id) });
    expect(rest.data.v1.admin.orders.ship[0].shipmentItems).toEqual([{ orderItemId: item, quantity: 1 }]);
    const done = await gql(adminToken, DELIVERED, { orderId: String(order.id), shipmentId: rest.data.v1.admin.orders.ship[0].id });
    expect(done.data.v1.admin.orders.markDelivered).toEqual({ orderStatus: 'COMPLETE', shippingStatus: 'DELIVERED' });

    await t.services.orders.whenIdle();
    expect((await mailTo(t, order.email)).some((m) => m.subject === `Your Ironyard order ${order.customOrderNumber} was delivered`)).toBe(true);
    const audit = await auditOf(order.id);
    expect(audit.map((a) => a.action)).toEqual(['order.shipped', 'order.delivered', 'order.shipped', 'order.delivered']);
    expect(audit[3]).toMatchObject({ before: { shippingStatus: 'SHIPPED', orderStatus: 'PROCESSING' }, after: { shippingStatus: 'DELIVERED', orderStatus: 'COMPLETE' } });

    const mine = await gql(c.token, `query($id: String!) { v1 { order(id: $id) { shipments { trackingNumber } } } }`, { id: String(order.id) });
    if (!mine.errors) expect(JSON.stringify(mine.data)).toContain(tracking);
  });
});

describe('refunds, cancellation and notes', () => {
  it('refunds part of what was captured with a reason, never more than is left, and shows it in payments and the timeline', async () => {
    const c = await newCustomer(t);
    const { order } = await placeOrder(t, c.id, [2], { offset: 71 });
    const total = Number(order.orderTotal);

    const noReason = await gql(adminToken, REFUND, { orderId: String(order.id), amount: '5.00', reason: ' ' });
    expect(noReason.errors[0]).toMatchObject({ extensions: { code: 'VALIDATION' }, message: 'Write the reason for the refund.' });
    const badAmount = await gql(adminToken, REFUND, { orderId: String(order.id), amount: '5.001', reason: 'Scratched' });
    expect(badAmount.errors[0].message).toBe('Enter the amount in dollars and cents, such as 25.00.');

    const part = await gql(staffToken, REFUND, { orderId: String(order.id), amount: '10', reason: 'Scratched housing' });
    expect(part.errors).toBeUndefined();
    expect(part.data.v1.admin.orders.refund).toEqual({ paymentStatus: 'PARTIALLY_REFUNDED', refundedAmount: 10 });

    const over = await gql(adminToken, REFUND, { orderId: String(order.id), amount: (total - 10 + 0.01).toFixed(2), reason: 'Too much' });
    expect(over.errors[0]).toMatchObject({ extensions: { code: 'VALIDATION' } });
    expect(over.errors[0].message).toMatch(/^Refund at most \$/);

    const page = await gql(adminToken, PAGE, { id: String(order.id) });
    expect(page.data.v1.admin.orderPayments.at(-1)).toEqual({ kind: 'refund', amount: 10, reason: 'Scratched housing' });
    const kinds = page.data.v1.admin.orderTimeline.map((e: Any) => e.kind);
    expect(kinds).toContain('PLACED');
    expect(page.data.v1.admin.orderTimeline).toContainEqual(expect.objectContaining({ kind: 'REFUND', title: 'Refunded $10.00', detail: 'Reason: Scratched housing' }));
    expect(page.data.v1.admin.orderTimeline).toContainEqual(expect.objectContaining({ kind: 'STAFF', title: 'Staff refunded part of the order', actor: STAFF_EMAIL }));

    await t.services.orders.whenIdle();
    expect((await mailTo(t, order.email)).some((m) => m.subject === `Refund on your Ironyard order ${order.customOrderNumber}` && m.text.includes('Scratched housing'))).toBe(true);
    const audit = await auditOf(order.id);
    expect(audit.find((a) => a.action === 'order.refunded')).toMatchObject({ before: { paymentStatus: 'PAID', refundedAmount: '0.00' }, after: { paymentStatus: 'PARTIALLY_REFUNDED', refundedAmount: '10.00' } });
  });

  it('cancels with a reason, refunding only what is left of the capture, and refuses a shipped order or a second cancellation', async () => {
    const c = await newCustomer(t);
    const { order } = await placeOrder(t, c.id, [1], { offset: 72 });
    await gql(adminToken, REFUND, { orderId: String(order.id), amount: '1.00', reason: 'Goodwill' });
    const noReason = await gql(adminToken, CANCEL, { orderId: String(order.id), reason: '' });
    expect(noReason.errors[0].message).toBe('Write the reason for the cancellation.');
    const done = await gql(staffToken, CANCEL, { orderId: String(order.id), reason: 'Customer called: machine sold' });
    expect(done.errors).toBeUndefined();
    expect(done.data.v1.admin.orders.cancel.orderStatus).toBe('CANCELLED');
    const page = await gql(adminToken, PAGE, { id: String(order.id) });
    const last = page.data.v1.admin.orderPayments.at(-1);
    expect(['refund', 'void']).toContain(last.kind);
    expect(last.amount).toBeCloseTo(Number(order.orderTotal) - 1, 2);
    expect(page.data.v1.admin.orderTimeline.map((e: Any) => e.kind)).toContain('CANCELLED');
    const twice = await gql(adminToken, CANCEL, { orderId: String(order.id), reason: 'again' });
    expect(twice.errors[0].message).toBe('This order is cancelled already.');
    const refundAfter = await gql(adminToken, REFUND, { orderId: String(order.id), amount: '1.00', reason: 'x' });
    expect(refundAfter.errors[0].extensions.code).toBe('CONFLICT');
    await t.services.orders.whenIdle();
    expect((await mailTo(t, order.email)).some((m) => m.text.includes('We have cancelled your order') && m.text.includes('machine sold'))).toBe(true);

    const shipped = await placeOrder(t, c.id, [1], { offset: 73 });
    await t.services.orders.shipOrder(shipped.order.id);
    const refused = await gql(adminToken, CANCEL, { orderId: String(shipped.order.id), reason: 'late' });
    expect(refused.errors[0].extensions.code).toBe('CONFLICT');
  });

  it('keeps internal notes for staff only and lists them in the timeline, oldest first', async () => {
    const c = await newCustomer(t);
    const { order } = await placeOrder(t, c.id, [1], { offset: 74 });
    const empty = await gql(adminToken, NOTE, { orderId: String(order.id), text: '   ' });
    expect(empty.errors[0].message).toBe('Write the note.');
    expect((await gql(adminToken, NOTE, { orderId: String(order.id), text: 'Called the yard: gate code 4411' })).data.v1.admin.orders.addNote).toBe(true);
    t.clock.advance(60_000);
    await gql(staffToken, NOTE, { orderId: String(order.id), text: 'Second note' });
    const timeline = (await gql(adminToken, PAGE, { id: String(order.id) })).data.v1.admin.orderTimeline;
    const notes = timeline.filter((e: Any) => e.kind === 'NOTE');
    expect(notes).toEqual([
      { kind: 'NOTE', title: 'Internal note', detail: 'Called the yard: gate code 4411', actor: ADMIN_EMAIL },
      { kind: 'NOTE', title: 'Internal note', detail: 'Second note', actor: STAFF_EMAIL },
    ]);
    const mine = await gql(c.token, `query($id: String!) { v1 { order(id: $id) { id } } }`, { id: String(order.id) });
    expect(JSON.stringify(mine)).not.toContain('gate code');
  });

  it('refuses every new field to customers and guests, changing nothing', async () => {
    const c = await newCustomer(t);
    const { order } = await placeOrder(t, c.id, [1], { offset: 75 });
    const guest = await newGuest(t);
    const id = String(order.id);
    for (const token of [c.token, guest.access_token]) {
      for (const [q, v] of [
        [SHIP, { orderId: id, trackingNumber: 'ABCDEF123' }],
        [DELIVERED, { orderId: id }],
        [REFUND, { orderId: id, amount: '1.00', reason: 'x' }],
        [CANCEL, { orderId: id, reason: 'x' }],
        [NOTE, { orderId: id, text: 'x' }],
        [`query($id: ID!) { v1 { admin { orderTimeline(orderId: $id) { kind } } } }`, { id }],
        [`{ v1 { admin { orderListChoices { vendors { id } } } } }`, {}],
      ] as const) {
        const r = await gql(token, q, v);
        expect(r.errors[0].extensions.code).toBe('FORBIDDEN');
      }
    }
    expect(await auditOf(order.id)).toEqual([]);
    const after = await t.services.orders.byId(order.id);
    expect(after).toMatchObject({ orderStatus: 'PROCESSING', paymentStatus: 'PAID', shippingStatus: 'NOT_YET_SHIPPED' });
  });
});
