import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, newGuest, signIn } from '../../../tests/support/test-auth';
import { createOrdersTestApp, CUSTOMER_PASSWORD, deliver, mailTo, newCustomer, placeOrder, type OrdersTestApp } from '../../../tests/support/test-orders';

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

const LIST = `query($first: Int, $after: String, $status: AdminReturnFilter) {
  v1 { admin { returns(first: $first, after: $after, status: $status) { totalCount hasNextPage endCursor nodes { id returnNumber status reason order { id customOrderNumber email } items { id quantity } } } } } }`;
const ONE = `query($id: ID!) { v1 { admin { returnRequest(id: $id) { id status storeNote items { id quantity receivedQuantity damagedQuantity } refund { total } } } } }`;
const APPROVE = `mutation($id: ID!) { v1 { admin { returns { approve(id: $id) { id status } } } } }`;
const REJECT = `mutation($id: ID!, $note: String!) { v1 { admin { returns { reject(id: $id, note: $note) { id status storeNote } } } } }`;
const RECEIVE = `mutation($id: ID!, $lines: [AdminReceiveLineInput!]) { v1 { admin { returns { receive(id: $id, lines: $lines) { id status items { receivedQuantity damagedQuantity } refund { total } } } } } }`;
const REFUND = `mutation($id: ID!) { v1 { admin { returns { refund(id: $id) { id status refund { total } } } } } }`;

/**
 * A customer's delivered order of three units and their request to return two of them. Delivery
 * moves the clock on by days, so the administrator and the customer sign in again afterwards.
 */
async function requestedReturn(offset: number) {
  const buyer = await newCustomer(t);
  const { order } = await placeOrder(t, buyer.id, [3], { offset });
  await deliver(t, order.id);
  const ret = await t.services.orders.submitReturn(buyer.id, { orderId: order.id, reason: 'DOES_NOT_FIT', items: [{ orderItemId: order.items[0]!.id, quantity: 2 }] });
  adminToken = (await signIn(t, ADMIN_EMAIL)).access_token;
  const customer = { ...buyer, token: (await signIn(t, buyer.email, CUSTOMER_PASSWORD)).access_token };
  return { customer, order, ret };
}

describe('the staff returns queue (v1 { admin { returns, returnRequest } })', () => {
  it('lists every customer’s return requests newest first, by status, with the order and its e-mail', async () => {
    const a = await requestedReturn(70);
    const b = await requestedReturn(71);
    const first = await gql(adminToken, LIST, { first: 1 });
    expect(first.errors).toBeUndefined();
    expect(first.data.v1.admin.returns.nodes).toMatchObject([{ id: String(b.ret.id), status: 'REQUESTED', reason: 'DOES_NOT_FIT', order: { id: String(b.order.id), email: b.order.email }, items: [{ quantity: 2 }] }]);
    expect(first.data.v1.admin.returns.hasNextPage).toBe(true);
    const next = await gql(adminToken, LIST, { first: 1, after: first.data.v1.admin.returns.endCursor });
    expect(next.data.v1.admin.returns.nodes[0].id).toBe(String(a.ret.id));

    await gql(adminToken, APPROVE, { id: String(a.ret.id) });
    const requested = (await gql(adminToken, LIST, { status: 'REQUESTED', first: 50 })).data.v1.admin.returns.nodes.map((n: Any) => n.id);
    expect(requested).toContain(String(b.ret.id));
    expect(requested).not.toContain(String(a.ret.id));
    const approved = (await gql(adminToken, LIST, { status: 'APPROVED', first: 50 })).data.v1.admin.returns.nodes;
    expect(approved.map((n: Any) => n.id)).toContain(String(a.ret.id));
    expect(approved.every((n: Any) => n.status === 'APPROVED')).toBe(true);
  });

  it('answers FORBIDDEN to a customer and a guest on every field, and changes nothing', async () => {
    const { customer, ret } = await requestedReturn(72);
    const guest = await newGuest(t);
    const id = String(ret.id);
    for (const token of [customer.token, guest.access_token]) {
      const reads = [await gql(token, LIST), await gql(token, ONE, { id })];
      const writes = [
        await gql(token, APPROVE, { id }),
        await gql(token, REJECT, { id, note: 'No.' }),
        await gql(token, RECEIVE, { id }),
        await gql(token, REFUND, { id }),
      ];
      for (const r of [...reads, ...writes]) expect(r.errors[0].extensions.code).toBe('FORBIDDEN');
    }
    expect((await t.services.orders.returnById(ret.id))!.status).toBe('REQUESTED');
  });
});

describe('the staff steps on a return', () => {
  it('approves, refuses to receive more than approved, receives with damage, refunds and audits each step', async () => {
    const { order, ret } = await requestedReturn(73);
    const id = String(ret.id);
    const itemId = String(ret.items[0]!.id);
    expect((await gql(adminToken, APPROVE, { id })).data.v1.admin.returns.approve.status).toBe('APPROVED');

    const tooMany = await gql(adminToken, RECEIVE, { id, lines: [{ returnItemId: itemId, receivedQuantity: 3, damagedQuantity: 0 }] });
    expect(tooMany.errors[0]).toMatchObject({ message: 'Received quantity must be 0 to 2.', extensions: { code: 'VALIDATION' } });
    expect((await gql(adminToken, ONE, { id })).data.v1.admin.returnRequest).toMatchObject({ status: 'APPROVED', items: [{ receivedQuantity: 0 }] });

    const received = await gql(adminToken, RECEIVE, { id, lines: [{ returnItemId: itemId, receivedQuantity: 2, damagedQuantity: 1 }] });
    expect(received.errors).toBeUndefined();
    expect(received.data.v1.admin.returns.receive).toMatchObject({ status: 'RECEIVED', items: [{ receivedQuantity: 2, damagedQuantity: 1 }] });
    const total = received.data.v1.admin.returns.receive.refund.total;
    expect(total).toBeGreaterThan(0);

    const refunded = await gql(adminToken, REFUND, { id });
    expect(refunded.data.v1.admin.returns.refund).toMatchObject({ status: 'REFUNDED', refund: { total } });
    await t.services.orders.whenIdle();
    // Each step mails the customer once.
    const subjects = (await mailTo(t, order.email)).map((m) => m.subject);
    for (const s of [`Return ${ret.returnNumber} approved`, `Return ${ret.returnNumber} received`, `Refund for return ${ret.returnNumber}`]) {
      expect(subjects.filter((x) => x === s), s).toHaveLength(1);
    }

    const audit = await t.services.auth.auditLog({ actorId: adminId, limit: 20 });
    const mine = audit.filter((e) => JSON.stringify(e).includes(ret.returnNumber)).map((e) => e.action);
    expect(mine.sort()).toEqual(['return.approved', 'return.received', 'return.refunded']);
  });

  it('rejects with the reason the customer sees, and wants a reason', async () => {
    const { order, ret } = await requestedReturn(74);
    const id = String(ret.id);
    const blank = await gql(adminToken, REJECT, { id, note: '   ' });
    expect(blank.errors[0].extensions.code).toBe('VALIDATION');
    const rejected = await gql(adminToken, REJECT, { id, note: 'Worn parts are not taken back.' });
    expect(rejected.data.v1.admin.returns.reject).toMatchObject({ status: 'REJECTED', storeNote: 'Worn parts are not taken back.' });
    await t.services.orders.whenIdle();
    const mail = (await mailTo(t, order.email)).find((m) => m.subject === `Return ${ret.returnNumber} not accepted`);
    expect(mail?.text).toContain('Worn parts are not taken back.');
  });
});
