import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { customerAddresses } from '../db/schema/addresses';
import { productReviews, products } from '../db/schema/catalog';
import { customers } from '../db/schema/customers';
import { orderFeedback, orderItems, orderPayments, orders, returnRequestItems, returnRequests, shipmentEvents, shipmentItems, shipments } from '../db/schema/orders';
import { money, round2 } from '../lib/money';
import { sandboxEvents, sandboxEta, sandboxTrackingNumber } from '../modules/shipping/shipping-sandbox';
import { refundFor } from '../modules/orders/orders-refunds';
import type { AddressSnapshot } from '../../shared/address';
import type { Carrier } from '../../shared/order-lifecycle';
import type { OrderStatus, PaymentStatus, ShippingStatus } from '../../shared/enums';
import { DEMO_CUSTOMER } from './seed-people';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const TAX = money('0.0825');
const SHIPPING = money('12.50');

interface Line {
  product: { id: number; name: string; sku: string; price: string };
  quantity: number;
}

interface Scenario {
  placedDaysAgo: number;
  lines: Array<[productIndex: number, quantity: number]>;
  /** Per consignment: which lines (by index), label hours after placement, carrier. */
  shipments: Array<{ lines: number[]; afterHours: number; carrier: Carrier }>;
  cancelled?: boolean;
  ret?: { reason: 'DOES_NOT_FIT' | 'DEFECTIVE'; line: number; quantity: number; status: 'APPROVED' | 'REFUNDED' };
  feedback?: boolean;
  reviews?: Array<{ line: number; rating: number; title: string; text: string; approved: boolean; reply?: string }>;
}

// The demo customer's history: one order in every state the account pages show.
const SCENARIOS: Scenario[] = [
  { placedDaysAgo: 0.05, lines: [[0, 2]], shipments: [] },
  { placedDaysAgo: 1.5, lines: [[1, 1], [2, 4]], shipments: [{ lines: [0], afterHours: 14, carrier: 'UPS' }] },
  { placedDaysAgo: 1.2, lines: [[3, 1]], shipments: [{ lines: [0], afterHours: 2, carrier: 'FEDEX' }] },
  {
    placedDaysAgo: 12,
    lines: [[4, 1], [5, 2]],
    shipments: [{ lines: [0, 1], afterHours: 6, carrier: 'UPS' }],
    feedback: true,
    reviews: [
      { line: 0, rating: 5, title: 'Exact match for the original', text: 'Bolted straight on, same fit and finish as the dealer part.', approved: true, reply: 'Thanks for the kind words, Casey.' },
      { line: 1, rating: 4, title: 'Good part, slow freight', text: 'Part is right; the parcel sat a day at the depot.', approved: false },
    ],
  },
  { placedDaysAgo: 20, lines: [[6, 3]], shipments: [{ lines: [0], afterHours: 5, carrier: 'USPS' }], ret: { reason: 'DOES_NOT_FIT', line: 0, quantity: 1, status: 'APPROVED' } },
  { placedDaysAgo: 40, lines: [[7, 1]], shipments: [], cancelled: true },
  { placedDaysAgo: 70, lines: [[8, 2], [9, 1]], shipments: [{ lines: [0, 1], afterHours: 8, carrier: 'FREIGHT' }], ret: { reason: 'DEFECTIVE', line: 1, quantity: 1, status: 'REFUNDED' } },
  { placedDaysAgo: 400, lines: [[10, 1]], shipments: [{ lines: [0], afterHours: 3, carrier: 'UPS' }], feedback: true },
];

/**
 * The demo customer's orders in every state (unshipped, partly shipped, in transit, delivered,
 * cancelled, returned), with tracking scans, returns, feedback and reviews, dated back from `now`.
 * Idempotent: a customer with orders keeps them.
 */
export async function seedOrders(db: Db, now: Date): Promise<number> {
  const [customer] = await db.select({ id: customers.id }).from(customers).where(eq(customers.email, DEMO_CUSTOMER.email));
  if (!customer) return 0;
  const [has] = await db.select({ n: sql<number>`count(*)::int` }).from(orders).where(eq(orders.customerId, customer.id));
  if ((has?.n ?? 0) > 0) return 0;
  const [address] = await db.select().from(customerAddresses).where(eq(customerAddresses.customerId, customer.id)).limit(1);
  if (!address) return 0;
  const snapshot: AddressSnapshot = {
    firstName: address.firstName,
    lastName: address.lastName,
    company: address.company,
    email: address.email,
    address1: address.address1,
    address2: address.address2,
    city: address.city,
    countryId: address.countryId,
    stateProvinceId: address.stateProvinceId,
    zipPostalCode: address.zipPostalCode,
    phoneNumber: address.phoneNumber,
  };
  const orderable = and(sql`${products.price} > 0`, eq(products.published, true), eq(products.deleted, false), eq(products.allowCustomerReviews, true));
  const [{ n: available }] = await db.select({ n: sql<number>`count(*)::int` }).from(products).where(orderable);
  // From the middle of the catalogue: tests pick parts from either end and count their order lines.
  const pool = await db
    .select({ id: products.id, name: products.name, sku: products.sku, price: products.price })
    .from(products)
    .where(orderable)
    .orderBy(asc(products.id))
    .offset(Math.max(0, Math.floor(available / 2) - 6))
    .limit(11);
  if (pool.length < 11) return 0;
  const to = `${snapshot.city}, ${snapshot.zipPostalCode}`;

  let n = 0;
  for (const [index, s] of SCENARIOS.entries()) {
    const placed = new Date(now.getTime() - s.placedDaysAgo * DAY);
    const lines: Line[] = s.lines.map(([p, quantity]) => ({ product: { ...pool[p], price: pool[p].price! }, quantity }));
    const subtotal = lines.reduce((a, l) => a.add(money(l.product.price).mul(l.quantity)), money(0));
    const itemTax = round2(subtotal.mul(TAX));
    const shippingTax = round2(SHIPPING.mul(TAX));
    const total = subtotal.add(itemTax).add(SHIPPING).add(shippingTax);

    // What the shipments say, up to now.
    const consignments = s.shipments.map((c, ci) => {
      const labelAt = new Date(placed.getTime() + c.afterHours * HOUR);
      const trackingNumber = sandboxTrackingNumber(c.carrier, `demo-order-${index}-${ci}`);
      const events = sandboxEvents({ carrier: c.carrier, createdAt: labelAt.getTime(), from: 'Wichita, KS', to }, trackingNumber, now, 1);
      return { ...c, labelAt, trackingNumber, events, delivered: events.find((e) => e.type === 'DELIVERED') ?? null };
    });
    const shippedUnits = consignments.flatMap((c) => c.lines).length;
    const shippingStatus: ShippingStatus =
      consignments.length === 0 ? 'NOT_YET_SHIPPED' : shippedUnits < lines.length ? 'PARTIALLY_SHIPPED' : consignments.every((c) => c.delivered) ? 'DELIVERED' : 'SHIPPED';
    const orderStatus: OrderStatus = s.cancelled ? 'CANCELLED' : shippingStatus === 'DELIVERED' ? 'COMPLETE' : 'PROCESSING';
    let paymentStatus: PaymentStatus = s.cancelled ? 'VOIDED' : 'PAID';
    const transactionId = `sbx_demo-${index}`;

    await db.transaction(async (tx) => {
      const [order] = await tx
        .insert(orders)
        .values({
          customerId: customer.id,
          customOrderNumber: sql`'IY-' || nextval('order_number_seq')::text`,
          isGuestOrder: false,
          email: DEMO_CUSTOMER.email,
          orderStatus,
          paymentStatus,
          shippingStatus,
          subtotalExclTax: subtotal.toFixed(2),
          subtotalInclTax: subtotal.add(itemTax).toFixed(2),
          subtotalDiscountExclTax: '0',
          subtotalDiscountInclTax: '0',
          shippingExclTax: SHIPPING.toFixed(2),
          shippingInclTax: SHIPPING.add(shippingTax).toFixed(2),
          shippingDiscount: '0',
          orderTax: itemTax.add(shippingTax).toFixed(2),
          orderTotal: total.toFixed(2),
          usedDiscounts: [],
          shippingMethods: [{ groupKey: '1:0:0:0', methodId: 'ground', name: 'Ground', price: SHIPPING.toFixed(2), eta: '3-5 business days' }],
          billingAddress: snapshot,
          shippingAddress: snapshot,
          paymentType: 'CREDIT_CARD',
          gateway: 'sandbox',
          gatewayTransactionId: transactionId,
          cardName: `${DEMO_CUSTOMER.firstName} ${DEMO_CUSTOMER.lastName}`,
          cardType: 'Visa',
          maskedCreditCardNumber: '************1111',
          createdAt: placed,
          paidAt: placed,
          cancelledAt: s.cancelled ? new Date(placed.getTime() + 2 * HOUR) : null,
          completedAt: orderStatus === 'COMPLETE' ? consignments[consignments.length - 1].delivered!.occurredAt : null,
          refundedAmount: s.cancelled ? total.toFixed(2) : '0',
        })
        .returning();
      const items = await tx
        .insert(orderItems)
        .values(
          lines.map((l) => ({
            orderId: order.id,
            productId: l.product.id,
            productName: l.product.name,
            sku: l.product.sku,
            quantity: l.quantity,
            unitPriceExclTax: money(l.product.price).toFixed(4),
            unitPriceInclTax: money(l.product.price).mul(TAX.add(1)).toDecimalPlaces(4).toFixed(4),
            priceExclTax: round2(money(l.product.price).mul(l.quantity)).toFixed(2),
            priceInclTax: round2(money(l.product.price).mul(TAX.add(1)).mul(l.quantity)).toFixed(2),
            shippingGroupKey: '1:0:0:0',
          })),
        )
        .returning();
      await tx.insert(orderPayments).values([
        { orderId: order.id, gateway: 'sandbox', transactionId, kind: 'authorize' as const, amount: total.toFixed(2), createdAt: placed },
        { orderId: order.id, gateway: 'sandbox', transactionId, kind: s.cancelled ? ('void' as const) : ('capture' as const), amount: total.toFixed(2), createdAt: placed },
      ]);
      for (const c of consignments) {
        const last = c.events[c.events.length - 1];
        const [row] = await tx
          .insert(shipments)
          .values({
            orderId: order.id,
            shippingGroupKey: '1:0:0:0',
            carrier: c.carrier,
            trackingNumber: c.trackingNumber,
            totalWeight: (4.5 * c.lines.length).toFixed(2),
            status: last.type,
            shippedAt: c.labelAt,
            deliveredAt: c.delivered?.occurredAt ?? null,
            estimatedDeliveryAt: sandboxEta(c.carrier, c.labelAt, 1),
            createdAt: c.labelAt,
          })
          .returning();
        await tx.insert(shipmentItems).values(c.lines.map((li) => ({ shipmentId: row.id, orderItemId: items[li].id, quantity: items[li].quantity })));
        await tx.insert(shipmentEvents).values(c.events.map((e) => ({ ...e, shipmentId: row.id })));
      }
      if (s.ret) {
        const item = items[s.ret.line];
        const storeAtFault = s.ret.reason === 'DEFECTIVE';
        const refund = refundFor(order, [{ unitPriceExclTax: item.unitPriceExclTax, unitPriceInclTax: item.unitPriceInclTax, quantity: s.ret.quantity }], storeAtFault);
        const asked = new Date(consignments[0].delivered!.occurredAt.getTime() + 3 * DAY);
        const done = s.ret.status === 'REFUNDED';
        const [ret] = await tx
          .insert(returnRequests)
          .values({
            returnNumber: sql`'RMA-' || nextval('return_number_seq')::text`,
            orderId: order.id,
            customerId: customer.id,
            status: s.ret.status,
            reason: s.ret.reason,
            storeAtFault,
            comments: storeAtFault ? 'Seal leaks after an hour of running.' : 'Ordered for the wrong serial range.',
            refundItems: refund.items,
            refundTax: refund.tax,
            refundShipping: refund.shipping,
            refundTotal: refund.total,
            createdAt: asked,
            updatedAt: done ? new Date(asked.getTime() + 9 * DAY) : new Date(asked.getTime() + 2 * HOUR),
            approvedAt: new Date(asked.getTime() + 2 * HOUR),
            receivedAt: done ? new Date(asked.getTime() + 7 * DAY) : null,
            refundedAt: done ? new Date(asked.getTime() + 9 * DAY) : null,
          })
          .returning();
        await tx.insert(returnRequestItems).values({ returnRequestId: ret.id, orderItemId: item.id, quantity: s.ret.quantity, receivedQuantity: done ? s.ret.quantity : 0 });
        if (done) {
          paymentStatus = money(refund.total).gte(total) ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
          await tx.update(orders).set({ paymentStatus, refundedAmount: refund.total }).where(eq(orders.id, order.id));
          await tx.insert(orderPayments).values({ orderId: order.id, gateway: 'sandbox', transactionId: `${transactionId}-r`, kind: 'refund', amount: refund.total, createdAt: ret.refundedAt! });
        }
      }
      if (s.feedback) {
        await tx.insert(orderFeedback).values({
          orderId: order.id,
          customerId: customer.id,
          rating: 5,
          asDescribed: true,
          arrivedOnTime: true,
          promptService: true,
          wellPackaged: true,
          text: 'Right parts, well packed, here when promised.',
          createdAt: new Date(placed.getTime() + 6 * DAY),
        });
      }
      for (const r of s.reviews ?? []) {
        const written = await tx
          .insert(productReviews)
          .values({
            productId: items[r.line].productId,
            customerId: customer.id,
            orderId: order.id,
            authorName: DEMO_CUSTOMER.firstName,
            title: r.title,
            reviewText: r.text,
            replyText: r.reply ?? null,
            rating: r.rating,
            approved: r.approved,
            createdAt: new Date(placed.getTime() + 5 * DAY),
            updatedAt: new Date(placed.getTime() + 5 * DAY),
          })
          .onConflictDoNothing()
          .returning({ id: productReviews.id });
        if (r.approved && written.length > 0) {
          await tx.execute(sql`update products set approved_rating_sum = approved_rating_sum + ${r.rating}, approved_total_reviews = approved_total_reviews + 1 where id = ${items[r.line].productId}`);
        }
      }
    });
    n++;
  }
  return n;
}
