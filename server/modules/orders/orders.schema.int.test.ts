import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../auth/auth-test-helpers';
import { CUSTOMER_PASSWORD, createOrdersTestApp, deliver, newCustomer, placeOrder, type OrdersTestApp } from './orders-test-helpers';

let t: OrdersTestApp;
let customer: { id: number; token: string; email: string };

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;
async function gql(query: string, variables: Record<string, unknown> = {}): Promise<{ data: Any; errors: Any }> {
  const res = await t.graphql<{ v1: Any }>(query, variables, { authorization: `Bearer ${customer.token}` });
  return res.body as Any;
}

beforeAll(async () => {
  t = await createOrdersTestApp();
  customer = await newCustomer(t);
});

afterAll(async () => {
  await t?.close();
});

const ORDER = `id customOrderNumber orderStatus paymentStatus shippingStatus canCancelOrder canRequestReturn canLeaveFeedback returnWindowEndsUtc
  orderItems { id quantity productName }
  lineQuantities { orderItemId ordered shipped delivered returned returnable }
  shipments { id carrier carrierName trackingNumber trackingNumberUrl shippedDateUtc deliveryDateUtc totalWeight status shipmentItems { id quantity orderItemId } trackingEvents { type label description occurredOnUtc } }
  returnRequests { id returnNumber status }
  invoice { invoiceNumber seller { name addressLines } }`;

describe('the order pages’ queries and mutations', () => {
  it('lists orders with filters and cursor paging, shows shipments with their tracking, and returns with a printable authorisation', async () => {
    const a = await placeOrder(t, customer.id, [1], { offset: 10 });
    const b = await placeOrder(t, customer.id, [2], { offset: 11 });
    const c = await placeOrder(t, customer.id, [1], { offset: 12 });
    await deliver(t, b.order.id);
    customer.token = (await signIn(t, customer.email, CUSTOMER_PASSWORD)).access_token;

    const page1 = await gql(`{ v1 { myOrders(first: 2) { totalCount hasNextPage endCursor nodes { id } } myOrderYears } }`);
    expect(page1.errors).toBeUndefined();
    expect(page1.data.v1.myOrders).toMatchObject({ totalCount: 3, hasNextPage: true, nodes: [{ id: String(c.order.id) }, { id: String(b.order.id) }] });
    expect(page1.data.v1.myOrderYears).toEqual([...new Set([c.order.createdAt.getUTCFullYear(), a.order.createdAt.getUTCFullYear()])]);
    const page2 = await gql(`query($after: String) { v1 { myOrders(first: 2, after: $after) { hasNextPage nodes { id } } } }`, { after: page1.data.v1.myOrders.endCursor });
    expect(page2.data.v1.myOrders).toEqual({ hasNextPage: false, nodes: [{ id: String(a.order.id) }] });
    const open = await gql(`{ v1 { myOrders(status: OPEN) { totalCount } recent: myOrders(period: LAST_30_DAYS) { totalCount } } }`);
    expect(open.data.v1).toEqual({ myOrders: { totalCount: 2 }, recent: { totalCount: 3 } });
    const badYear = await gql(`{ v1 { myOrders(period: YEAR) { totalCount } } }`);
    expect(badYear.errors[0]).toMatchObject({ message: 'Choose a year to list its orders.', extensions: { code: 'VALIDATION' } });

    const detail = await gql(`query($id: ID!) { v1 { myOrder(id: $id) { ${ORDER} } } }`, { id: b.order.clubOrderGuid });
    const o = detail.data.v1.myOrder;
    expect(o).toMatchObject({ orderStatus: 'COMPLETE', shippingStatus: 'DELIVERED', canCancelOrder: false, canRequestReturn: true, canLeaveFeedback: true });
    const scans = o.shipments[0].trackingEvents.map((e: Any) => e.type);
    expect(scans[0]).toBe('LABEL_CREATED');
    expect(scans[scans.length - 1]).toBe('DELIVERED');
    expect(scans).toContain('OUT_FOR_DELIVERY');
    expect(o.shipments[0].trackingNumberUrl).toContain(encodeURIComponent(o.shipments[0].trackingNumber));
    expect(o.shipments[0].shipmentItems).toEqual([{ id: expect.any(String), quantity: 2, orderItemId: o.orderItems[0].id }]);
    expect(o.lineQuantities).toEqual([{ orderItemId: o.orderItems[0].id, ordered: 2, shipped: 2, delivered: 2, returned: 0, returnable: 2 }]);
    expect(o.invoice.invoiceNumber).toBe(`INV-${o.customOrderNumber.slice(3)}`);

    const reasons = await gql(`{ v1 { returnReasons { code label needsText } } }`);
    expect(reasons.data.v1.returnReasons).toContainEqual({ code: 'OTHER', label: 'Other reason', needsText: true });
    const submitted = await gql(
      `mutation($orderId: ID!, $items: [ReturnLineInput!]) { v1 { order { submitReturnRequest(orderId: $orderId, reason: DOES_NOT_FIT, items: $items) { id returnNumber status refund { items tax shipping total } authorization { returnNumber } } } } }`,
      { orderId: String(b.order.id), items: [{ orderItemId: o.orderItems[0].id, quantity: 1 }] },
    );
    expect(submitted.errors).toBeUndefined();
    const ret = submitted.data.v1.order.submitReturnRequest;
    expect(ret).toMatchObject({ status: 'REQUESTED', authorization: null, refund: { shipping: 0 } });
    await t.services.orders.approveReturn(Number(ret.id));
    const rma = await gql(`query($id: ID!) { v1 { myReturn(id: $id) { status authorization { returnNumber customOrderNumber prepaidLabel instructions packingSlip { sku productName quantity } returnTo { name } } } myReturns { totalCount } } }`, { id: ret.returnNumber });
    expect(rma.data.v1.myReturn).toMatchObject({ status: 'APPROVED', authorization: { returnNumber: ret.returnNumber, customOrderNumber: b.order.customOrderNumber, prepaidLabel: false, packingSlip: [{ quantity: 1 }] } });
    expect(rma.data.v1.myReturns.totalCount).toBe(1);
  });

  it('previews a cancellation, cancels, and answers a retried cancel alike', async () => {
    const { order } = await placeOrder(t, customer.id, [1], { offset: 13 });
    const preview = await gql(`query($id: ID!) { v1 { cancelPreview(orderId: $id) { canCancel reason refundAmount refundMethod order { id } } } }`, { id: String(order.id) });
    expect(preview.data.v1.cancelPreview).toEqual({ canCancel: true, reason: '', refundAmount: Number(order.orderTotal), refundMethod: 'VOID', order: { id: String(order.id) } });
    const m = `mutation($id: ID!) { v1 { order { cancelOrder(id: $id) { orderStatus paymentStatus canCancelOrder } } } }`;
    const first = await gql(m, { id: String(order.id) });
    const second = await gql(m, { id: String(order.id) });
    expect(first.data.v1.order.cancelOrder).toEqual({ orderStatus: 'CANCELLED', paymentStatus: 'VOIDED', canCancelOrder: false });
    expect(second).toEqual(first);
  });

  it('leaves feedback once, and reviews received parts with helpful votes shown to the voter', async () => {
    const { order, products } = await placeOrder(t, customer.id, [1], { offset: 14 });
    await deliver(t, order.id);
    customer.token = (await signIn(t, customer.email, CUSTOMER_PASSWORD)).access_token;
    const fb = `mutation($f: FeedbackInput!) { v1 { leaveFeedback { add(feedback: $f) { rating wellPackaged text } } } }`;
    const f = { orderId: String(order.id), rating: 5, wellPackaged: true, text: 'Well boxed.' };
    expect((await gql(fb, { f })).data.v1.leaveFeedback.add).toEqual({ rating: 5, wellPackaged: true, text: 'Well boxed.' });
    expect((await gql(fb, { f })).errors[0]).toMatchObject({ message: 'You have already left feedback for this order.', extensions: { code: 'CONFLICT' } });
    expect((await gql(`query($id: ID!) { v1 { orderFeedback(orderId: $id) { rating } } }`, { id: String(order.id) })).data.v1.orderFeedback).toEqual({ rating: 5 });

    const waiting = await gql(`{ v1 { productsAwaitingReview { id } } }`);
    expect(waiting.data.v1.productsAwaitingReview).toContainEqual({ id: String(products[0].id) });
    const add = await gql(`mutation($r: ReviewInput!) { v1 { productReview { add(review: $r) { id status customerName } } } }`, { r: { productId: String(products[0].id), rating: 5, title: 'Right part', reviewText: 'Fit first time.' } });
    expect(add.data.v1.productReview.add).toMatchObject({ status: 'PENDING', customerName: 'Robin' });
    const mine = await gql(`query($p: ID!) { v1 { review(productId: $p) { id status } myReviews { totalCount } reviewEligibility(productId: $p) { canReview reason } } }`, { p: String(products[0].id) });
    expect(mine.data.v1).toMatchObject({ review: { status: 'PENDING' }, myReviews: { totalCount: 1 }, reviewEligibility: { canReview: false } });

    await t.services.reviews.approve(Number(add.data.v1.productReview.add.id));
    const voter = await newCustomer(t);
    const vote = await t.graphql<{ v1: Any }>(
      `mutation($id: ID!) { v1 { productReview { vote(reviewId: $id, helpful: true) { helpfulYesTotal myHelpfulVote } } } }`,
      { id: add.data.v1.productReview.add.id },
      { authorization: `Bearer ${voter.token}` },
    );
    expect(vote.body.data!.v1.productReview.vote).toEqual({ helpfulYesTotal: 1, myHelpfulVote: 'YES' });
    const list = await t.graphql<{ v1: Any }>(`query($p: ID!) { v1 { productReviews(productId: $p) { nodes { title myHelpfulVote replyText } } } }`, { p: String(products[0].id) }, { authorization: `Bearer ${voter.token}` });
    expect(list.body.data!.v1.productReviews.nodes).toContainEqual({ title: 'Right part', myHelpfulVote: 'YES', replyText: null });
  });

  it('asks signed-out callers to sign in', async () => {
    const res = await t.graphql<{ v1: Any }>(`{ v1 { myOrders { totalCount } } }`);
    expect(res.body.errors![0].extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});
