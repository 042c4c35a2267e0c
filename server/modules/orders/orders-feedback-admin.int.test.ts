import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, CUSTOMER_EMAIL, signIn, STAFF_EMAIL } from '../../../tests/support/test-auth';
import { createOrdersTestApp, mailTo, newCustomer, placeOrder, type OrdersTestApp } from '../../../tests/support/test-orders';

// Customers' order feedback for staff (issue 22): `v1 { admin { orderFeedback } }` and
// `mutation { v1 { admin { feedback { reply } } } }`; the customer reads the reply with their feedback.

let t: OrdersTestApp;
let staffToken: string;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;
async function gql(token: string, query: string, variables: Record<string, unknown> = {}): Promise<{ data: Any; errors: Any }> {
  return (await t.graphql<{ v1: Any }>(query, variables, { authorization: `Bearer ${token}` })).body as Any;
}

const LIST = `query($filter: AdminFeedbackFilter, $first: Int, $page: Int) { v1 { admin { orderFeedback(filter: $filter, first: $first, page: $page) {
  totalCount page hasNextPage nodes { id orderId customOrderNumber email rating wellPackaged text suggestion replyText repliedOnUtc } } } } }`;
const REPLY = 'mutation($id: ID!, $text: String!) { v1 { admin { feedback { reply(id: $id, text: $text) { id replyText repliedOnUtc } } } } }';
const MINE = 'query($id: ID!) { v1 { orderFeedback(orderId: $id) { rating text replyText repliedOnUtc } } }';

let customer: Awaited<ReturnType<typeof newCustomer>>;
let orderId: number;
let feedbackId: string;

beforeAll(async () => {
  t = await createOrdersTestApp();
  staffToken = (await signIn(t, STAFF_EMAIL)).access_token;
  customer = await newCustomer(t);
  const { order } = await placeOrder(t, customer.id, [1], { offset: 21 });
  orderId = order.id;
  const row = await t.services.orders.addFeedback(customer.id, { orderId: String(order.id), rating: 2, wellPackaged: false, text: 'The box was crushed.', suggestion: 'Use more foam.' });
  feedbackId = String(row.id);
});
afterAll(async () => {
  await t?.close();
});

describe('order feedback for staff', () => {
  it('lists feedback waiting for an answer and low ratings, newest first, with the order it is about', async () => {
    const waiting = await gql(staffToken, LIST, { filter: 'UNANSWERED', first: 50 });
    expect(waiting.errors).toBeUndefined();
    const mine = waiting.data.v1.admin.orderFeedback.nodes.find((n: Any) => n.id === feedbackId);
    expect(mine).toMatchObject({ orderId: String(orderId), rating: 2, wellPackaged: false, text: 'The box was crushed.', suggestion: 'Use more foam.', replyText: '', repliedOnUtc: null });
    expect(mine.email).toBe('robin@example.com');
    const low = await gql(staffToken, LIST, { filter: 'LOW_RATING', first: 50 });
    expect(low.data.v1.admin.orderFeedback.nodes.every((n: Any) => n.rating <= 2)).toBe(true);
    expect(low.data.v1.admin.orderFeedback.nodes.map((n: Any) => n.id)).toContain(feedbackId);
    const paged = await gql(staffToken, LIST, { filter: 'ALL', first: 1, page: 1 });
    expect(paged.data.v1.admin.orderFeedback).toMatchObject({ page: 1, nodes: [expect.anything()] });
  });

  it('mails the reply to the customer, shows it with their feedback, audits it, and moves the feedback to answered', async () => {
    const res = await gql(staffToken, REPLY, { id: feedbackId, text: '  Sorry about that: a new one is on its way.  ' });
    expect(res.errors).toBeUndefined();
    expect(res.data.v1.admin.feedback.reply).toMatchObject({ id: feedbackId, replyText: 'Sorry about that: a new one is on its way.' });
    await t.services.orders.whenIdle();
    const mails = await mailTo(t, 'robin@example.com');
    expect(mails.some((m) => m.subject.startsWith('Ironyard replied to your feedback on order') && m.text.includes('a new one is on its way') && m.text.includes(`/account/feedback/${orderId}`))).toBe(true);

    const seen = await gql(customer.token, MINE, { id: String(orderId) });
    expect(seen.data.v1.orderFeedback).toMatchObject({ rating: 2, replyText: 'Sorry about that: a new one is on its way.' });
    expect(seen.data.v1.orderFeedback.repliedOnUtc).not.toBeNull();

    const answered = await gql(staffToken, LIST, { filter: 'ANSWERED', first: 50 });
    expect(answered.data.v1.admin.orderFeedback.nodes.map((n: Any) => n.id)).toContain(feedbackId);
    const waiting = await gql(staffToken, LIST, { filter: 'UNANSWERED', first: 50 });
    expect(waiting.data.v1.admin.orderFeedback.nodes.map((n: Any) => n.id)).not.toContain(feedbackId);

    const audit = await t.services.auth.auditLog({ subjectId: customer.id, limit: 5 });
    expect(audit.find((e) => e.action === 'feedback.replied')).toMatchObject({ recordType: 'feedback', recordId: feedbackId, before: { replyText: '' }, after: { replyText: 'Sorry about that: a new one is on its way.' } });
  });

  it('refuses a reply that is too long, the same reply twice and feedback that does not exist, changing nothing', async () => {
    const long = await gql(staffToken, REPLY, { id: feedbackId, text: 'x'.repeat(2001) });
    expect(long.errors[0]).toMatchObject({ message: 'Use at most 2000 characters for the reply.', extensions: { code: 'VALIDATION' } });
    const same = await gql(staffToken, REPLY, { id: feedbackId, text: 'Sorry about that: a new one is on its way.' });
    expect(same.errors[0]).toMatchObject({ message: 'This reply is already saved.', extensions: { code: 'CONFLICT' } });
    const none = await gql(staffToken, REPLY, { id: '987654321', text: 'Hello' });
    expect(none.errors[0].extensions.code).toBe('NOT_FOUND');
    const seen = await gql(customer.token, MINE, { id: String(orderId) });
    expect(seen.data.v1.orderFeedback.replyText).toBe('Sorry about that: a new one is on its way.');
  });

  it('refuses customers, and lets administrators answer too', async () => {
    const asCustomer = await gql((await signIn(t, CUSTOMER_EMAIL)).access_token, LIST, {});
    expect(asCustomer.errors[0].extensions.code).toBe('FORBIDDEN');
    const admin = (await signIn(t, ADMIN_EMAIL)).access_token;
    const removed = await gql(admin, REPLY, { id: feedbackId, text: '' });
    expect(removed.data.v1.admin.feedback.reply).toMatchObject({ replyText: '', repliedOnUtc: null });
  });
});
