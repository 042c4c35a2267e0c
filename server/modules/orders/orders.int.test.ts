import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { productReviews } from '../../db/schema/catalog';
import { orderPayments, orders } from '../../db/schema/orders';
import { transactionRunner } from '../../db/transaction';
import { stockOf } from '../../../tests/support/test-checkout';
import type { PaymentGateway } from '../payments/payments-gateway';
import { PaymentUnavailable } from '../payments/payments.service';
import { createOrdersService } from './orders.service';
import { createOrdersRepository } from './orders.repository';
import { createOrdersTestApp, deliver, mailTo, newCustomer, placeOrder, type OrdersTestApp } from '../../../tests/support/test-orders';

let t: OrdersTestApp;
let customer: { id: number; token: string };

beforeAll(async () => {
  t = await createOrdersTestApp();
  customer = await newCustomer(t);
});

afterAll(async () => {
  await t?.close();
});

const errorOf = async (p: Promise<unknown>) => p.then(() => null, (e: Error & { code?: string }) => ({ code: e.code, message: e.message }));
const charge = (id: string) => t.services.payments.sandbox!.transactions().find((x) => x.id === id)!;
const paymentsOf = (orderId: number) => t.database.db.select().from(orderPayments).where(eq(orderPayments.orderId, orderId));

describe('cancelling an order', () => {
  it('before the capture settles: voids the charge, puts the stock back (search sees it), mails the customer; a second cancel changes nothing', async () => {
    const { order, products } = await placeOrder(t, customer.id, [3], { offset: 0, stock: 10 });
    expect(await stockOf(t, products[0].id)).toBe(7);
    const preview = await t.services.orders.cancelPreview(customer.id, order.id);
    expect(preview).toMatchObject({ canCancel: true, reason: '', refundMethod: 'VOID', refundAmount: Number(order.orderTotal).toFixed(2) });

    const refresh = vi.spyOn(t.services.search, 'refresh');
    const cancelled = await t.services.orders.cancelOrder(customer.id, order.id);
    expect(cancelled).toMatchObject({ orderStatus: 'CANCELLED', paymentStatus: 'VOIDED', shippingStatus: 'NOT_YET_SHIPPED' });
    expect(charge(order.gatewayTransactionId).status).toBe('voided');
    expect(await stockOf(t, products[0].id)).toBe(10);
    await t.services.orders.whenIdle();
    // Search re-reads the product at once rather than at its next poll.
    expect(refresh).toHaveBeenCalledWith([products[0].id]);
    refresh.mockRestore();
    expect((await mailTo(t, 'robin@example.com')).some((m) => m.subject.includes(`${order.customOrderNumber} is cancelled`) && m.text.includes('has been released'))).toBe(true);

    const again = await t.services.orders.cancelOrder(customer.id, order.id);
    expect(again.orderStatus).toBe('CANCELLED');
    expect(await stockOf(t, products[0].id)).toBe(10);
    expect((await paymentsOf(order.id)).filter((p) => p.kind === 'void')).toHaveLength(1);
  });

  it('a backordered line puts back only the units placement took from the shelf', async () => {
    const { order, products } = await placeOrder(t, customer.id, [5], { offset: 30, stock: 2, status: 'CAN_BACKORDER' });
    expect(order.items[0]).toMatchObject({ quantity: 5, backorderedWhenOrdered: true, reservedQuantity: 2 });
    expect(await stockOf(t, products[0].id)).toBe(0);
    await t.services.orders.cancelOrder(customer.id, order.id);
    // Two were on the shelf before the order, so two are there after; three never existed.
    expect(await stockOf(t, products[0].id)).toBe(2);
  });

  it('after the capture settled: refunds the whole amount', async () => {
    const { order, products } = await placeOrder(t, customer.id, [2], { offset: 1, stock: 5 });
    t.clock.advance(7 * 3_600_000);
    expect((await t.services.orders.cancelPreview(customer.id, order.id)).refundMethod).toBe('REFUND');
    const cancelled = await t.services.orders.cancelOrder(customer.id, order.id);
    expect(cancelled).toMatchObject({ orderStatus: 'CANCELLED', paymentStatus: 'REFUNDED' });
    expect(charge(order.gatewayTransactionId)).toMatchObject({ status: 'refunded', refunded: Number(order.orderTotal).toFixed(2) });
    expect(await stockOf(t, products[0].id)).toBe(5);
  });

  it('refuses once something has shipped, and changes nothing', async () => {
    const { order, products } = await placeOrder(t, customer.id, [1], { offset: 2, stock: 5 });
    await t.services.orders.shipOrder(order.id);
    expect((await t.services.orders.cancelPreview(customer.id, order.id)).canCancel).toBe(false);
    expect(await errorOf(t.services.orders.cancelOrder(customer.id, order.id))).toMatchObject({ code: 'CONFLICT', message: expect.stringContaining('has shipped') });
    expect(await stockOf(t, products[0].id)).toBe(4);
    expect(charge(order.gatewayTransactionId).status).toBe('captured');
  });

  it('is all or nothing: when the gateway refuses, the stock and statuses stay as they were', async () => {
    const { order, products } = await placeOrder(t, customer.id, [2], { offset: 3, stock: 6 });
    const refusing: PaymentGateway = { ...t.services.payments.gateway, void: async () => Promise.reject(new PaymentUnavailable()) };
    const orders2 = createOrdersService({
      repo: createOrdersRepository(t.database.db),
      customers: t.services.auth,
      mail: t.services.mail,
      publicUrl: 'http://localhost',
      log: t.services.log,
      transact: transactionRunner(t.database.db, (err) => t.services.log.error({ err }, 'after commit')),
      gateway: refusing,
      stock: t.services.catalog,
      carrier: t.services.shipping.carrier,
      clock: t.clock,
    });
    expect(await errorOf(orders2.cancelOrder(customer.id, order.id))).toMatchObject({ code: 'PAYMENT_UNAVAILABLE' });
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ orderStatus: 'PROCESSING', paymentStatus: 'PAID' });
    expect(await stockOf(t, products[0].id)).toBe(4);
    expect(await paymentsOf(order.id)).toHaveLength(2);
  });

  it('answers another customer’s order as not found', async () => {
    const { order } = await placeOrder(t, customer.id, [1], { offset: 4 });
    const other = await newCustomer(t);
    expect(await errorOf(t.services.orders.cancelOrder(other.id, order.id))).toEqual({ code: 'NOT_FOUND', message: 'Order not found.' });
    expect(await errorOf(t.services.orders.cancelOrder(other.id, 999_999))).toEqual({ code: 'NOT_FOUND', message: 'Order not found.' });
  });
});

describe('shipments and tracking', () => {
  it('ships one consignment per shipping group and moves through the scans on the clock until delivered; the order completes', async () => {
    const { order } = await placeOrder(t, customer.id, [2, 1], { offset: 5 });
    const shipped = await t.services.orders.shipOrder(order.id);
    expect(shipped.length).toBeGreaterThanOrEqual(1);
    expect(shipped.flatMap((s) => s.items).reduce((a, i) => a + i.quantity, 0)).toBe(3);
    let view = (await t.services.orders.myOrder(customer.id, order.id))!;
    expect(view.shippingStatus).toBe('SHIPPED');
    t.clock.advance(20 * 3_600_000);
    await t.services.orders.syncTracking();
    const mid = (await t.services.orders.myShipment(customer.id, shipped[0].id))!;
    expect(mid.events.map((e) => e.type).slice(0, 3)).toEqual(['LABEL_CREATED', 'PICKED_UP', 'IN_TRANSIT']);
    t.clock.advance(200 * 3_600_000);
    await t.services.orders.syncTracking();
    view = (await t.services.orders.myOrder(customer.id, order.clubOrderGuid))!;
    expect(view).toMatchObject({ shippingStatus: 'DELIVERED', orderStatus: 'COMPLETE' });
    const done = (await t.services.orders.myShipment(customer.id, shipped[0].id))!;
    expect(done.status).toBe('DELIVERED');
    expect(done.deliveredAt).not.toBeNull();
  });
});

describe('returns', () => {
  it('returns never more than delivered minus already returned; the refund is rounded half to even; the flow runs to the refund', async () => {
    const { order, products } = await placeOrder(t, customer.id, [3], { offset: 6, stock: 20 });
    expect(await errorOf(t.services.orders.submitReturn(customer.id, { orderId: order.id, reason: 'NO_LONGER_NEEDED' }))).toMatchObject({ code: 'CONFLICT', message: expect.stringContaining('delivered') });
    await deliver(t, order.id);
    const item = order.items[0];
    expect(await errorOf(t.services.orders.submitReturn(customer.id, { orderId: order.id, reason: 'NO_LONGER_NEEDED', items: [{ orderItemId: item.id, quantity: 4 }] }))).toMatchObject({
      code: 'VALIDATION',
      message: `You can return at most 3 of ${item.productName}.`,
    });
    expect(await errorOf(t.services.orders.submitReturn(customer.id, { orderId: order.id, reason: 'OTHER', items: [{ orderItemId: item.id, quantity: 1 }] }))).toMatchObject({ code: 'VALIDATION' });

    const first = await t.services.orders.submitReturn(customer.id, { orderId: order.id, reason: 'NO_LONGER_NEEDED', items: [{ orderItemId: item.id, quantity: 2 }] });
    expect(first).toMatchObject({ status: 'REQUESTED', storeAtFault: false, returnNumber: expect.stringMatching(/^RMA-\d+$/) });
    const unit = Number(item.unitPriceExclTax);
    expect(Number(first.refundItems)).toBeCloseTo(Math.round(unit * 2 * 100) / 100, 2);
    expect(await errorOf(t.services.orders.submitReturn(customer.id, { orderId: order.id, reason: 'DEFECTIVE', items: [{ orderItemId: item.id, quantity: 2 }] }))).toMatchObject({
      code: 'VALIDATION',
      message: `You can return at most 1 of ${item.productName}.`,
    });

    const stockBefore = await stockOf(t, products[0].id);
    await t.services.orders.approveReturn(first.id);
    await t.services.orders.receiveReturn(first.id, [{ returnItemId: first.items[0].id, receivedQuantity: 2, damagedQuantity: 1 }]);
    expect(await stockOf(t, products[0].id)).toBe(stockBefore + 1);
    const refunded = await t.services.orders.refundReturn(first.id);
    expect(refunded.status).toBe('REFUNDED');
    const after = (await t.services.orders.myOrder(customer.id, order.id))!;
    expect(after.paymentStatus).toBe('PARTIALLY_REFUNDED');
    expect(after.refundedAmount).toBe(Number(refunded.refundTotal).toFixed(4));
    expect(await errorOf(t.services.orders.approveReturn(first.id))).toMatchObject({ code: 'CONFLICT', message: 'A return cannot go from refunded to approved.' });
  });

  it('is refused after the return window', async () => {
    const { order } = await placeOrder(t, customer.id, [1], { offset: 7 });
    await deliver(t, order.id);
    t.clock.advance(31 * 86_400_000);
    expect(await errorOf(t.services.orders.submitReturn(customer.id, { orderId: order.id, reason: 'NO_LONGER_NEEDED' }))).toMatchObject({ code: 'CONFLICT', message: 'The return window for this order has ended.' });
  });
});

describe('feedback and reviews', () => {
  it('feedback once per order', async () => {
    const { order } = await placeOrder(t, customer.id, [1], { offset: 8 });
    const fb = await t.services.orders.addFeedback(customer.id, { orderId: order.id, rating: 5, asDescribed: true, text: 'Quick and right.' });
    expect(fb).toMatchObject({ rating: 5, asDescribed: true, text: 'Quick and right.' });
    expect(await errorOf(t.services.orders.addFeedback(customer.id, { orderId: order.id, rating: 4 }))).toMatchObject({ code: 'CONFLICT' });
    expect(await t.services.orders.feedbackForOrder(customer.id, order.id)).toMatchObject({ id: fb.id });
  });

  it('reviews only received products, one per product; shown after approval; helpful votes one per customer', async () => {
    const { order, products } = await placeOrder(t, customer.id, [1], { offset: 9 });
    const input = { productId: products[0].id, rating: 4, title: 'Fits', reviewText: 'Bolted right on.' };
    expect(await errorOf(t.services.reviews.add(customer.id, input))).toMatchObject({ code: 'FORBIDDEN' });
    await deliver(t, order.id);
    expect(await t.services.reviews.awaitingReview(customer.id)).toContain(products[0].id);
    const review = await t.services.reviews.add(customer.id, input);
    expect(review).toMatchObject({ approved: false, orderId: order.id, authorName: 'Robin' });
    expect(await errorOf(t.services.reviews.add(customer.id, input))).toMatchObject({ code: 'CONFLICT' });
    const [{ n }] = await t.database.db.select({ n: count() }).from(productReviews).where(and(eq(productReviews.customerId, customer.id), eq(productReviews.productId, products[0].id)));
    expect(n).toBe(1);

    const voter = await newCustomer(t);
    expect(await errorOf(t.services.reviews.vote(voter.id, review.id, true))).toMatchObject({ code: 'NOT_FOUND' });
    await t.services.reviews.approve(review.id);
    await t.services.reviews.vote(voter.id, review.id, true);
    await t.services.reviews.vote(voter.id, review.id, true);
    const flipped = await t.services.reviews.vote(voter.id, review.id, false);
    expect(flipped).toMatchObject({ helpfulYesTotal: 0, helpfulNoTotal: 1 });
    expect(await errorOf(t.services.reviews.vote(customer.id, review.id, true))).toMatchObject({ code: 'CONFLICT' });
  });
});
