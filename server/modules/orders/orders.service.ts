import type { Logger } from '../../lib/logger';
import type { MailService } from '../mail/mail.service';
import type { Db, Transaction } from '../../db/client';
import type { TransactionRunner } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import { DomainError, invalid, notFound } from '../../lib/errors';
import { money } from '../../lib/money';
import type { PaymentGateway } from '../payments/payments.service';
import { carrierFor, trackingUrl, type CarrierGateway } from '../shipping/shipping.service';
import {
  RETURN_REASONS,
  RETURN_REASON_LABELS,
  RETURN_WINDOW_DAYS,
  STORE_AT_FAULT_REASONS,
  TRACKING_EVENT_LABELS,
  type OrderListPeriod,
  type OrderListStatus,
  type ReturnReason,
} from '../../../shared/order-lifecycle';
import type { PaymentStatus } from '../../../shared/enums';
import { EXTENDED_RETURN_MAX_DAYS } from '../../../shared/extended-return';
import { assertTransition, canCancel, canReturn, chosenReturnLines, returnable, returnWindowEnd, shippingStatusOf, type LifecycleFacts } from './orders-lifecycle';
import { refundFor, type RefundBreakdown } from './orders-refunds';
import type {
  FeedbackRow,
  GarageOrderItemRow,
  NewOrder,
  NewOrderItem,
  OrderedProductRow,
  OrderExtras,
  OrderItemRow,
  OrderRow,
  OrdersRepository,
  OrderView,
  OrderWithItems,
  ReturnView,
  ShipmentView,
} from './orders.repository';

export type {
  FeedbackRow,
  GarageOrderItemRow,
  NewOrder,
  NewOrderItem,
  OrderedProductRow,
  OrderExtras,
  OrderItemRow,
  OrderRow,
  OrderView,
  ReturnView,
  ShipmentView,
  ShipmentEventRow,
  ReturnRequestItemRow,
  ShipmentItemRow,
} from './orders.repository';
export type { RefundBreakdown } from './orders-refunds';
export { trackingUrl } from '../shipping/shipping.service';

/** What orders needs of the customers' owner (auth): whether a guest's order may still become an account. */
export interface OrderCustomers {
  canRegisterForOrder(customerId: number, email: string): Promise<boolean>;
}

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const usd = (v: string) => `$${Number(v).toFixed(2)}`;

/**
 * What orders needs of the catalogue: stock back on the shelf (in the caller's transaction, which
 * must come from a transaction runner: the back-in-stock mail waits for its commit) and shipping weights.
 */
export interface OrderStock {
  releaseStock(tx: Transaction, quantities: Map<number, number>): Promise<void>;
  productWeights(ids: number[]): Promise<Map<number, string>>;
}

/** Runs work in one database transaction (a `transactionRunner`, so steps after the commit run). */
export type Transact = TransactionRunner;

/** One page of a list, keyset-paged by an opaque cursor. */
export interface Page<T> {
  nodes: T[];
  totalCount: number;
  hasNextPage: boolean;
  endCursor: string | null;
}

export interface OrderListFilter {
  period?: OrderListPeriod | null;
  year?: number | null;
  status?: OrderListStatus | null;
  first?: number | null;
  after?: string | null;
}

/** What the flags and after-sale pages read: computed from the order, its shipments and its returns. */
export interface OrderState {
  canCancelOrder: boolean;
  canRequestReturn: boolean;
  canLeaveFeedback: boolean;
  returnWindowEndsAt: Date | null;
  /** Per order item: ordered, shipped, delivered, returned (not rejected), still returnable. */
  lines: Array<{ orderItemId: number; ordered: number; shipped: number; delivered: number; returned: number; returnable: number }>;
  extras: OrderExtras;
}

export interface CancelPreview {
  order: OrderView;
  canCancel: boolean;
  /** Why not, in the customer's words; empty when it can. */
  reason: string;
  refundAmount: string;
  /** VOID: the charge is released and never appears; REFUND: it is paid back to the card. */
  refundMethod: 'VOID' | 'REFUND';
}

export interface ReturnLineInput {
  orderItemId: string | number;
  quantity: number;
}

export interface ReturnInput {
  orderId: string | number;
  reason: ReturnReason;
  reasonText?: string | null;
  comments?: string | null;
  items?: ReturnLineInput[] | null;
}

export interface ReceiveLineInput {
  returnItemId: number;
  receivedQuantity: number;
  damagedQuantity: number;
}

export interface FeedbackInput {
  orderId: string | number;
  rating: number;
  asDescribed?: boolean | null;
  arrivedOnTime?: boolean | null;
  promptService?: boolean | null;
  wellPackaged?: boolean | null;
  suggestion?: string | null;
  text?: string | null;
}

const DAY = 86_400_000;
const PAGE_DEFAULT = 10;
const PAGE_MAX = 50;
const TEXT_MAX = 2000;

function parseId(id: string | number): number | null {
  const n = typeof id === 'number' ? id : /^\d{1,10}$/.test(id.trim()) ? Number(id) : NaN;
  return Number.isSafeInteger(n) && n > 0 && n <= 2_147_483_647 ? n : null;
}

function encodeCursor(at: Date, id: number): string {
  return Buffer.from(`${at.toISOString()}|${id}`).toString('base64url');
}

function decodeCursor(cursor: string | null | undefined): { at: Date; id: number } | null {
  if (!cursor) return null;
  const [iso, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const at = new Date(iso ?? '');
  const n = parseId(id ?? '');
  if (Number.isNaN(at.getTime()) || n === null) throw invalid('The page cursor is not valid. Load the list again.');
  return { at, id: n };
}

function pageSize(first: number | null | undefined): number {
  if (first == null) return PAGE_DEFAULT;
  if (!Number.isInteger(first) || first < 1 || first > PAGE_MAX) throw invalid(`Ask for 1 to ${PAGE_MAX} at a time.`);
  return first;
}

function cleanText(v: string | null | undefined, what: string, max = TEXT_MAX): string {
  const t = (v ?? '').trim();
  if (t.length > max) throw invalid(`Use at most ${max} characters for ${what}.`);
  return t;
}

/** The lifecycle facts of an order: its units ordered, shipped, delivered and returned. */
export function factsOf(order: OrderRow & { items: OrderItemRow[] }, x: OrderExtras): LifecycleFacts {
  const ordered = new Map(order.items.map((i) => [i.id, i.quantity]));
  const shipped = new Map<number, number>();
  const delivered = new Map<number, number>();
  const returned = new Map<number, number>();
  let lastDeliveredAt: Date | null = null;
  for (const s of x.shipments) {
    const done = s.status === 'DELIVERED';
    if (done && s.deliveredAt && (!lastDeliveredAt || s.deliveredAt > lastDeliveredAt)) lastDeliveredAt = s.deliveredAt;
    for (const i of s.items) {
      shipped.set(i.orderItemId, (shipped.get(i.orderItemId) ?? 0) + i.quantity);
      if (done) delivered.set(i.orderItemId, (delivered.get(i.orderItemId) ?? 0) + i.quantity);
    }
  }
  for (const r of x.returns) {
    if (r.status === 'REJECTED') continue;
    for (const i of r.items) returned.set(i.orderItemId, (returned.get(i.orderItemId) ?? 0) + i.quantity);
  }
  return { orderStatus: order.orderStatus, shippingStatus: order.shippingStatus, isGuestOrder: order.isGuestOrder, ordered, shipped, delivered, returned, lastDeliveredAt };
}

const usdText = (v: string) => `$${money(v).toFixed(2)}`;

/** The confirmation e-mail: what was ordered, what it cost, where it goes, and the order status link. */
export function confirmationText(order: OrderView, publicUrl: string): string {
  const a = order.shippingAddress;
  const lines = order.items.map(
    (i) => `  ${i.quantity} × ${i.productName} (${i.sku}) — ${usd(i.priceExclTax)}${i.backorderedWhenOrdered ? ' — backordered, ships when back in stock' : ''}${i.reference ? ` — ref. ${i.reference}` : ''}`,
  );
  const payment = order.maskedCreditCardNumber ? `${order.cardType} ending in ${order.maskedCreditCardNumber.slice(-4)}` : order.cardType || order.paymentType;
  return [
    `Thank you for your order ${order.customOrderNumber}.`,
    '',
    'Items:',
    ...lines,
    '',
    `Subtotal: ${usd(order.subtotalExclTax)}`,
    ...(Number(order.subtotalDiscountExclTax) > 0 ? [`Discount: -${usd(order.subtotalDiscountExclTax)}`] : []),
    `Shipping: ${usd(order.shippingExclTax)}`,
    ...(Number(order.shippingDiscount) > 0 ? [`Shipping discount: -${usd(order.shippingDiscount)}`] : []),
    `Tax: ${usd(order.orderTax)}`,
    `Total: ${usd(order.orderTotal)}`,
    '',
    `Paid with: ${payment}`,
    ...(order.purchaseOrder ? [`PO number: ${order.purchaseOrder}`] : []),
    '',
    'Ships to:',
    `  ${a.firstName} ${a.lastName}`,
    ...(a.company ? [`  ${a.company}`] : []),
    `  ${a.address1}`,
    ...(a.address2 ? [`  ${a.address2}`] : []),
    `  ${a.city} ${a.zipPostalCode}`,
    '',
    `Order status: ${publicUrl.replace(/\/$/, '')}/orderstatus/${order.clubOrderGuid}`,
  ].join('\n');
}

/** Placed orders and their life after placement: placement statements for checkout, the customer's order pages, shipments and tracking, cancellation, returns and feedback. */
export function createOrdersService({
  repo,
  customers,
  mail,
  publicUrl,
  log,
  transact,
  gateway,
  stock,
  stockChanged = () => {},
  carrier,
  clock,
  autoApproveReturnsUpTo = null,
  returnWindowDays = RETURN_WINDOW_DAYS,
}: {
  repo: OrdersRepository;
  customers: OrderCustomers;
  mail: MailService;
  publicUrl: string;
  log: Logger;
  transact: Transact;
  gateway: PaymentGateway;
  stock: OrderStock;
  /** After a commit that moved stock: search shows the new figures at once. */
  stockChanged?: (productIds: number[]) => Promise<void> | void;
  carrier: CarrierGateway;
  clock: Clock;
  /** Demo mode: returns refunding at most this much are approved at once. */
  autoApproveReturnsUpTo?: string | null;
  /** Days after delivery during which a return may be requested from the order page (RETURN_WINDOW_DAYS). */
  returnWindowDays?: number;
}) {
  const background = new Set<Promise<void>>();

  function later(what: string, work: () => Promise<unknown>, context: Record<string, unknown>): void {
    const p = work()
      .then(() => undefined)
      .catch((err) => log.error({ err, ...context }, what))
      .finally(() => background.delete(p));
    background.add(p);
  }

  function mailCustomer(order: OrderRow, subject: string, text: string): void {
    later('order e-mail failed', () => mail.send({ to: order.email, subject, text }), { orderId: order.id, subject });
  }

  const orderLink = (order: OrderRow) => `${publicUrl.replace(/\/$/, '')}/account/order/${order.id}`;

  async function extrasOf(orderIds: number[]): Promise<Map<number, OrderExtras>> {
    return repo.extras(orderIds);
  }

  function stateOf(order: OrderWithItems, x: OrderExtras): OrderState {
    const f = factsOf(order, x);
    const left = returnable(f);
    const now = clock.now();
    return {
      canCancelOrder: canCancel(f),
      canRequestReturn: canReturn(f, now, returnWindowDays),
      canLeaveFeedback: x.feedback === null && order.orderStatus !== 'PENDING',
      returnWindowEndsAt: returnWindowEnd(f, returnWindowDays),
      lines: order.items.map((i) => ({
        orderItemId: i.id,
        ordered: i.quantity,
        shipped: f.shipped.get(i.id) ?? 0,
        delivered: f.delivered.get(i.id) ?? 0,
        returned: f.returned.get(i.id) ?? 0,
        returnable: canReturn(f, now, returnWindowDays) ? (left.get(i.id) ?? 0) : 0,
      })),
      extras: x,
    };
  }

  /** The customer's order by id or club order guid; null for anyone else's (one answer for both). */
  async function owned(customerId: number, ref: string | number): Promise<OrderWithItems | null> {
    const text = String(ref).trim();
    const id = parseId(text);
    const order = id !== null ? await repo.byId(id) : GUID.test(text) ? await repo.byClubOrderGuid(text.toLowerCase()) : null;
    return order && order.customerId === customerId ? order : null;
  }

  async function ownedOrThrow(customerId: number, ref: string | number): Promise<OrderWithItems> {
    const order = await owned(customerId, ref);
    if (!order) throw notFound('Order not found.');
    return order;
  }

  function cancelRefusal(order: OrderRow, st: OrderState): string {
    if (order.orderStatus === 'CANCELLED') return 'This order is cancelled already.';
    if (order.orderStatus === 'COMPLETE') return 'This order is complete and can no longer be cancelled. You can request a return instead.';
    if (st.lines.some((l) => l.shipped > 0)) return 'Part of this order has shipped, so it can no longer be cancelled. You can request a return once it arrives.';
    return st.canCancelOrder ? '' : 'This order can no longer be cancelled.';
  }

  function returnRefusal(order: OrderRow, st: OrderState): string {
    if (order.orderStatus === 'CANCELLED') return 'This order was cancelled; there is nothing to return.';
    if (!st.returnWindowEndsAt) return 'Nothing of this order has been delivered yet. You can request a return once it arrives.';
    if (clock.now() > st.returnWindowEndsAt) return 'The return window for this order has ended.';
    return st.canRequestReturn ? '' : 'Everything delivered in this order is already in a return.';
  }

  /** Moves the order's shipping status (and the order to COMPLETE once all is delivered), under its row lock. */
  async function settleShippingStatus(tx: Transaction, orderId: number): Promise<void> {
    const order = await repo.lockOrder(tx, orderId);
    if (!order) return;
    const items = await repo.itemsOf(tx, orderId);
    const x = (await repo.extras([orderId], tx)).get(orderId)!;
    const next = shippingStatusOf(factsOf({ ...order, items }, x));
    if (next === order.shippingStatus) return;
    assertTransition('shipping', order.shippingStatus, next);
    const patch: Parameters<OrdersRepository['updateOrder']>[2] = { shippingStatus: next };
    if (next === 'DELIVERED' && order.orderStatus !== 'COMPLETE' && order.orderStatus !== 'CANCELLED') {
      assertTransition('order', order.orderStatus, 'COMPLETE');
      patch.orderStatus = 'COMPLETE';
      patch.completedAt = clock.now();
    }
    await repo.updateOrder(tx, orderId, patch);
  }

  function refundOfReturn(order: OrderWithItems, ret: Pick<ReturnView, 'storeAtFault'>, lines: Array<{ orderItemId: number; quantity: number }>): RefundBreakdown {
    const byId = new Map(order.items.map((i) => [i.id, i]));
    return refundFor(
      order,
      lines.map((l) => ({ unitPriceExclTax: byId.get(l.orderItemId)!.unitPriceExclTax, unitPriceInclTax: byId.get(l.orderItemId)!.unitPriceInclTax, quantity: l.quantity })),
      ret.storeAtFault,
    );
  }

  async function ownedReturn(customerId: number, ref: string | number): Promise<ReturnView | null> {
    const text = String(ref).trim();
    const id = parseId(text) ?? (/^RMA-\d{1,12}$/i.test(text) ? await repo.returnIdByNumber(text.toUpperCase()) : null);
    if (id === null) return null;
    const ret = await repo.returnById(id);
    return ret && ret.customerId === customerId ? ret : null;
  }

  async function changeReturn(id: number, work: (tx: Transaction, ret: ReturnView, order: OrderWithItems) => Promise<void>): Promise<ReturnView> {
    await transact(async (tx) => {
      const ret = await repo.returnById(id, tx, true);
      if (!ret) throw notFound('Return not found.');
      const order = await repo.lockOrder(tx, ret.orderId);
      const items = await repo.itemsOf(tx, ret.orderId);
      await work(tx, ret, { ...order!, items });
    });
    return (await repo.returnById(id))!;
  }

  function extendedRefusal(order: OrderRow, f: LifecycleFacts): string {
    if (order.orderStatus === 'CANCELLED') return 'This order was cancelled; there is nothing to return.';
    if (!f.lastDeliveredAt) return 'Nothing of this order has been delivered yet. You can register a return once it arrives.';
    if (clock.now().getTime() > f.lastDeliveredAt.getTime() + EXTENDED_RETURN_MAX_DAYS * DAY)
      return `This order was delivered more than ${EXTENDED_RETURN_MAX_DAYS} days ago, so it can no longer be returned. Contact us if a part has failed: it may be under the maker's warranty.`;
    let left = 0;
    for (const q of returnable(f).values()) left += q;
    return left > 0 ? '' : 'Everything delivered in this order is already in a return.';
  }

  /**
   * Writes a return request under the order's row lock (so two requests cannot return the same units
   * twice): the given lines, or everything still returnable, with its refund worked out. The account
   * channel keeps to the return window and may be approved at once in demo mode; an extended one is
   * always left for the staff.
   */
  async function createReturn(
    order: OrderWithItems,
    input: ReturnInput,
    opts: { channel: 'ACCOUNT' | 'EXTENDED'; contactEmail?: string; inTransaction?: (tx: Transaction, created: ReturnView) => Promise<void> },
  ): Promise<ReturnView> {
    const extended = opts.channel === 'EXTENDED';
    if (!RETURN_REASONS.includes(input.reason)) throw invalid('Choose a reason for the return.');
    const reasonText = cleanText(input.reasonText, 'the reason', 500);
    if (input.reason === 'OTHER' && !reasonText) throw invalid('Tell us why you are returning the parts.');
    const comments = cleanText(input.comments, 'the comments');
    let outsideWindow = false;
    const created = await transact(async (tx) => {
      const locked = await repo.lockOrder(tx, order.id);
      const items = await repo.itemsOf(tx, order.id);
      const full = { ...locked!, items };
      const x = (await repo.extras([order.id], tx)).get(order.id)!;
      let left: Map<number, number>;
      if (extended) {
        const f = factsOf(full, x);
        const refusal = extendedRefusal(locked!, f);
        if (refusal) throw new DomainError('CONFLICT', refusal);
        const end = returnWindowEnd(f, returnWindowDays);
        outsideWindow = end !== null && clock.now() > end;
        left = returnable(f);
      } else {
        const st = stateOf(full, x);
        const refusal = returnRefusal(locked!, st);
        if (refusal) throw new DomainError('CONFLICT', refusal);
        left = new Map(st.lines.map((l) => [l.orderItemId, l.returnable]));
      }
      let lines: Array<{ orderItemId: number; quantity: number }>;
      if (input.items && input.items.length > 0) {
        lines = chosenReturnLines(input.items, new Map(items.map((i) => [i.id, i.productName])), left);
      } else {
        lines = [...left].filter(([, q]) => q > 0).map(([orderItemId, quantity]) => ({ orderItemId, quantity }));
      }
      const storeAtFault = STORE_AT_FAULT_REASONS.includes(input.reason);
      const refund = refundOfReturn(full, { storeAtFault }, lines);
      const now = clock.now();
      const auto = !extended && autoApproveReturnsUpTo !== null && money(refund.total).lte(autoApproveReturnsUpTo);
      const ret = await repo.insertReturn(
        tx,
        {
          orderId: order.id,
          customerId: order.customerId,
          status: auto ? 'APPROVED' : 'REQUESTED',
          reason: input.reason,
          reasonText,
          comments,
          storeAtFault,
          channel: opts.channel,
          contactEmail: opts.contactEmail ?? '',
          outsideWindow,
          refundItems: refund.items,
          refundTax: refund.tax,
          refundShipping: refund.shipping,
          refundTotal: refund.total,
          createdAt: now,
          updatedAt: now,
          approvedAt: auto ? now : null,
        },
        lines,
      );
      await opts.inTransaction?.(tx, ret);
      return ret;
    });
    const to = opts.contactEmail || order.email;
    const details = order.isGuestOrder ? `${publicUrl.replace(/\/$/, '')}/orderstatus/${order.clubOrderGuid}` : `${publicUrl.replace(/\/$/, '')}/account/rma/${created.id}`;
    later(
      'return e-mail failed',
      () =>
        mail.send({
          to,
          subject: `Return ${created.returnNumber} for order ${order.customOrderNumber}`,
          text: [
            `We have your return request ${created.returnNumber} (${RETURN_REASON_LABELS[created.reason]}).`,
            '',
            created.status === 'APPROVED'
              ? 'It is approved: print the return authorisation and packing slip from your account, pack the parts and send them to the address on it.'
              : extended
                ? `Our returns team reviews it within one business day${outsideWindow ? ' (it was registered after the return window, so the team decides on it case by case)' : ''} and e-mails you the return authorisation or their answer. Please do not send the parts before then.`
                : 'We will review it within one business day and e-mail you the return authorisation.',
            '',
            `Estimated refund if approved: ${usdText(created.refundTotal)}`,
            `${order.isGuestOrder ? 'Order status' : 'Return details'}: ${details}`,
          ].join('\n'),
        }),
      { orderId: order.id, returnId: created.id },
    );
    return created;
  }

  async function view(order: OrderWithItems | null): Promise<OrderView | null> {
    if (!order) return null;
    return { ...order, canRegister: order.isGuestOrder ? await customers.canRegisterForOrder(order.customerId, order.email) : false };
  }

  return {
    /** An order by its club order guid (open to guests: the guid is the secret). */
    async byClubOrderGuid(guid: string): Promise<OrderView | null> {
      const g = guid.trim();
      return GUID.test(g) ? view(await repo.byClubOrderGuid(g.toLowerCase())) : null;
    },

    async byId(id: number): Promise<OrderView | null> {
      return view(await repo.byId(id));
    },

    /** The order an idempotency key placed, if any. */
    async orderOfAttempt(customerId: number, key: string): Promise<OrderView | null> {
      return view(await repo.orderOfAttempt(customerId, key));
    },

    /**
     * Before placement: whether this attempt placed an order already, and whether the order's
     * e-mail could still register (the customer is a guest and no account uses it).
     */
    async preflight(customerId: number, key: string, email: string): Promise<{ orderId: number | null; registrable: boolean }> {
      const [orderId, registrable] = await Promise.all([repo.attemptOrderId(customerId, key), customers.canRegisterForOrder(customerId, email)]);
      return { orderId, registrable };
    },

    /** Claims an idempotency key inside the placement transaction; false when a committed attempt claimed it already. */
    claimAttempt: (tx: Transaction, customerId: number, key: string): Promise<boolean> => repo.claimAttempt(tx, customerId, key),

    /** Writes the order and its items inside the placement transaction. */
    writeOrder: (tx: Transaction, order: NewOrder, items: NewOrderItem[]): Promise<{ order: OrderRow; items: OrderItemRow[] }> => repo.insertOrder(tx, order, items),

    /** The payment went through: records its authorisation and capture, and ties the attempt to the order. */
    recordPayment: (tx: Transaction, order: OrderRow, attempt: { key: string }): Promise<void> => repo.recordPayment(tx, order, attempt),

    /** Mails the confirmation after the answer has gone (the order stands whether or not the mail server answers). */
    sendConfirmation(order: OrderView): void {
      const p = mail
        .send({ to: order.email, subject: `Your Ironyard order ${order.customOrderNumber}`, text: confirmationText(order, publicUrl) })
        .then(() => log.info({ orderId: order.id, customOrderNumber: order.customOrderNumber }, 'order confirmation sent'))
        .catch((err) => log.error({ err, orderId: order.id }, 'order confirmation e-mail failed'))
        .finally(() => background.delete(p));
      background.add(p);
    },

    /** Resolves once every confirmation e-mail under way is sent (tests, graceful shutdown). */
    async whenIdle(): Promise<void> {
      while (background.size > 0) await Promise.allSettled([...background]);
    },

    /** Which guest placed an order, for `upgradeguestfororder` (only while the order can register). */
    async guestOfOrder(guid: string): Promise<{ customerId: number; email: string } | null> {
      const g = guid.trim();
      if (!GUID.test(g)) return null;
      const order = await repo.byClubOrderGuid(g.toLowerCase());
      return order && order.isGuestOrder ? { customerId: order.customerId, email: order.email } : null;
    },

    /** Which guest placed the order with this number and e-mail, for the registration link of `upgradeguestfororder`. */
    guestOrderByNumber: (customOrderNumber: string, email: string): Promise<{ customerId: number; email: string } | null> => repo.guestOrderByNumber(customOrderNumber, email),

    payments: (orderId: number) => repo.payments(orderId),

    /** Of these customers, the ones with an order: guest retention keeps them. */
    customersWithOrders: (ids: number[], ex?: Db): Promise<number[]> => repo.customersWithOrders(ids, ex),

    /** Every product the customer has ordered (units, last time, that order's guid), in one read: what fleet's ordered parts start from. */
    orderedProducts: (customerId: number): Promise<OrderedProductRow[]> => repo.orderedProducts(customerId),

    /** Shipments, returns and feedback of the given orders (the order pages batch these per request). */
    extras: extrasOf,

    /** The flags and per-line quantities of an order, computed from its statuses, shipments and returns. */
    state: stateOf,

    /** One of the customer's orders by id or club order guid; null when it is not theirs. */
    async myOrder(customerId: number, ref: string | number): Promise<OrderView | null> {
      return view(await owned(customerId, ref));
    },

    /** The customer's orders, newest first, by period and status, keyset-paged. */
    async myOrders(customerId: number, f: OrderListFilter): Promise<Page<OrderView>> {
      const limit = pageSize(f.first);
      const now = clock.now();
      let from: Date | null = null;
      let to: Date | null = null;
      const period = f.period ?? 'ANY';
      if (period === 'LAST_30_DAYS') from = new Date(now.getTime() - 30 * DAY);
      if (period === 'PAST_3_MONTHS') from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 3, now.getUTCDate()));
      if (period === 'YEAR') {
        if (!f.year || !Number.isInteger(f.year) || f.year < 2000 || f.year > 9999) throw invalid('Choose a year to list its orders.');
        from = new Date(Date.UTC(f.year, 0, 1));
        to = new Date(Date.UTC(f.year + 1, 0, 1));
      }
      const { rows, total } = await repo.listForCustomer({ customerId, from, to, status: f.status ?? 'ALL', before: decodeCursor(f.after), limit: limit + 1 });
      const page = rows.slice(0, limit);
      const nodes = await Promise.all(page.map((o) => view(o)));
      const last = page[page.length - 1];
      return { nodes: nodes as OrderView[], totalCount: total, hasNextPage: rows.length > limit, endCursor: last ? encodeCursor(last.createdAt, last.id) : null };
    },

    /** Years in which the customer placed orders, latest first. */
    orderYears: (customerId: number) => repo.orderYears(customerId),

    /** What a cancellation would do now: whether it may, what comes back and how. */
    async cancelPreview(customerId: number, orderId: string | number): Promise<CancelPreview> {
      const order = await ownedOrThrow(customerId, orderId);
      const st = stateOf(order, (await extrasOf([order.id])).get(order.id)!);
      const reason = cancelRefusal(order, st);
      let refundMethod: CancelPreview['refundMethod'] = 'REFUND';
      if (!reason) {
        const tx = await gateway.state(order.gatewayTransactionId).catch(() => null);
        refundMethod = tx && (tx.status === 'authorized' || tx.status === 'submitted') ? 'VOID' : 'REFUND';
      }
      const left = money(order.orderTotal).sub(order.refundedAmount);
      return { order: (await view(order))!, canCancel: !reason, reason, refundAmount: reason ? '0.00' : left.toFixed(2), refundMethod };
    },

    /**
     * Cancels an order nothing of which has shipped: the stock goes back, the payment is voided
     * (not yet settled) or refunded, and the customer is mailed. One transaction under the order's
     * row lock; the gateway is called last in it, so a refusal there changes nothing. A retry (or
     * a second click) finds the order cancelled and answers it as it is.
     */
    async cancelOrder(customerId: number, orderId: string | number): Promise<OrderView> {
      const order = await ownedOrThrow(customerId, orderId);
      if (order.orderStatus === 'CANCELLED') return (await view(order))!;
      const outcome = await transact(async (tx) => {
        const locked = await repo.lockOrder(tx, order.id);
        if (!locked || locked.orderStatus === 'CANCELLED') return null;
        const items = await repo.itemsOf(tx, order.id);
        const x = (await repo.extras([order.id], tx)).get(order.id)!;
        const st = stateOf({ ...locked, items }, x);
        const refusal = cancelRefusal(locked, st);
        if (refusal) throw new DomainError('CONFLICT', refusal);
        assertTransition('order', locked.orderStatus, 'CANCELLED');

        const quantities = new Map<number, number>();
        // Only what placement took from the shelf goes back: a backordered unit never left it.
        for (const i of items) quantities.set(i.productId, (quantities.get(i.productId) ?? 0) + (i.reservedQuantity ?? i.quantity));
        await stock.releaseStock(tx, quantities);

        const pay = await gateway.state(locked.gatewayTransactionId);
        // Our own ledger says what is left to give back; the gateway says how.
        const left = money(locked.orderTotal).sub(locked.refundedAmount);
        let kind: 'void' | 'refund' | null;
        let paymentStatus: PaymentStatus;
        if (pay.status === 'authorized' || pay.status === 'submitted') [kind, paymentStatus] = ['void', 'VOIDED'];
        else if (pay.status === 'settled') [kind, paymentStatus] = [left.gt(0) ? 'refund' : null, 'REFUNDED'];
        // Released by an earlier attempt whose commit did not happen: record it now.
        else if (pay.status === 'voided') [kind, paymentStatus] = [null, 'VOIDED'];
        else if (pay.status === 'refunded') [kind, paymentStatus] = [null, 'REFUNDED'];
        else throw new DomainError('CONFLICT', 'The payment of this order cannot be released online. Please call us to cancel it.');
        assertTransition('payment', locked.paymentStatus, paymentStatus);
        await repo.updateOrder(tx, order.id, { orderStatus: 'CANCELLED', paymentStatus, cancelledAt: clock.now(), refundedAmount: money(locked.orderTotal).toFixed(2) });
        let transactionId = locked.gatewayTransactionId;
        // The money moves last: a refusal rolls back the stock and the statuses with it.
        if (kind === 'void') await gateway.void(locked.gatewayTransactionId);
        if (kind === 'refund') transactionId = (await gateway.refund(locked.gatewayTransactionId, left.toFixed(2))).refundId;
        await repo.addPayment(tx, { orderId: order.id, gateway: locked.gateway, transactionId, kind: kind ?? (paymentStatus === 'VOIDED' ? 'void' : 'refund'), amount: left.toFixed(2) });
        return { quantities, kind, amount: left.toFixed(2) };
      });
      const after = (await repo.byId(order.id))!;
      if (outcome) {
        later('search refresh after a cancellation failed', async () => stockChanged([...outcome.quantities.keys()]), { orderId: order.id });
        const how = outcome.kind === 'refund' ? `${usdText(outcome.amount)} is being refunded to your ${after.cardType || 'payment method'}; it shows within 5 to 10 business days.` : `The charge of ${usdText(outcome.amount)} has been released and will not be taken from your account.`;
        mailCustomer(after, `Your Ironyard order ${after.customOrderNumber} is cancelled`, [`Your order ${after.customOrderNumber} is cancelled, as you asked.`, '', how, '', `Order details: ${orderLink(after)}`].join('\n'));
        log.info({ orderId: order.id, kind: outcome.kind }, 'order cancelled');
      }
      return (await view(after))!;
    },

    /** One of the customer's shipments; null when it is not theirs. */
    async myShipment(customerId: number, id: string | number): Promise<ShipmentView | null> {
      const n = parseId(String(id));
      if (n === null) return null;
      const owner = await repo.shipmentOwner(n);
      if (!owner || owner.customerId !== customerId) return null;
      return (await repo.extras([owner.orderId])).get(owner.orderId)!.shipments.find((s) => s.id === n) ?? null;
    },

    /**
     * Ships what is left of an order: one consignment per shipping group by default (or the given
     * lines), a label from the carrier for each. Back office and demo fulfilment call this.
     */
    async shipOrder(orderId: number, lines?: Array<{ orderItemId: number; quantity: number }>): Promise<ShipmentView[]> {
      const before = await repo.byId(orderId);
      if (!before) throw notFound('Order not found.');
      // Read outside the transaction: the catalogue's reads do not join it.
      const weights = await stock.productWeights(before.items.map((i) => i.productId));
      const made = await transact(async (tx) => {
        const order = await repo.lockOrder(tx, orderId);
        if (!order) throw notFound('Order not found.');
        if (order.orderStatus === 'CANCELLED' || order.orderStatus === 'COMPLETE') throw new DomainError('CONFLICT', `Order ${order.customOrderNumber} is ${order.orderStatus.toLowerCase()} and cannot ship.`);
        const items = await repo.itemsOf(tx, orderId);
        const f = factsOf({ ...order, items }, (await repo.extras([orderId], tx)).get(orderId)!);
        const wanted = lines ?? items.map((i) => ({ orderItemId: i.id, quantity: i.quantity - (f.shipped.get(i.id) ?? 0) }));
        const byId = new Map(items.map((i) => [i.id, i]));
        for (const l of wanted) {
          const item = byId.get(l.orderItemId);
          if (!item) throw invalid('That line is not part of this order.');
          if (!Number.isInteger(l.quantity) || l.quantity < 0 || l.quantity > item.quantity - (f.shipped.get(item.id) ?? 0)) throw invalid(`Cannot ship ${l.quantity} of ${item.productName}.`);
        }
        const groups = new Map<string, Array<{ orderItemId: number; quantity: number }>>();
        for (const l of wanted.filter((w) => w.quantity > 0)) {
          const key = byId.get(l.orderItemId)!.shippingGroupKey;
          groups.set(key, [...(groups.get(key) ?? []), l]);
        }
        if (groups.size === 0) throw new DomainError('CONFLICT', 'Everything in this order has shipped already.');
        const to = order.shippingAddress;
        const out: number[] = [];
        for (const [key, group] of groups) {
          const weight = group.reduce((w, l) => w.add(money(weights.get(byId.get(l.orderItemId)!.productId) ?? '0').mul(l.quantity)), money(0));
          const which = carrierFor(weight.toNumber(), key.startsWith('2:'));
          const label = await carrier.createLabel({ carrier: which, weight: weight.toFixed(2), reference: order.customOrderNumber, from: { city: 'Wichita', region: 'KS' }, to: { city: to.city, region: to.zipPostalCode } });
          const row = await repo.insertShipment(tx, { orderId, shippingGroupKey: key, carrier: which, trackingNumber: label.trackingNumber, totalWeight: weight.toFixed(2), status: 'LABEL_CREATED', shippedAt: label.createdAt, estimatedDeliveryAt: label.estimatedDeliveryAt }, group);
          await repo.recordScans(tx, row.id, [{ type: 'LABEL_CREATED', description: TRACKING_EVENT_LABELS.LABEL_CREATED, location: 'Wichita, KS', occurredAt: label.createdAt }], {});
          out.push(row.id);
        }
        await settleShippingStatus(tx, orderId);
        return out;
      });
      const x = (await repo.extras([orderId])).get(orderId)!;
      const order = (await repo.byId(orderId))!;
      const shipped = x.shipments.filter((s) => made.includes(s.id));
      mailCustomer(order, `Your Ironyard order ${order.customOrderNumber} has shipped`, [
        `Good news: ${shipped.length === 1 ? 'a package' : `${shipped.length} packages`} of your order ${order.customOrderNumber} ${shipped.length === 1 ? 'is' : 'are'} on the way.`,
        '',
        ...shipped.map((s) => `  ${s.carrier} ${s.trackingNumber}: ${trackingUrl(s.carrier, s.trackingNumber)}`),
        '',
        `Order details: ${orderLink(order)}`,
      ].join('\n'));
      return shipped;
    },

    /** Asks the carrier for new scans of every consignment on its way and moves shipments and orders along. */
    async syncTracking(limit = 500): Promise<number> {
      let moved = 0;
      for (const { shipment, shippingAddress } of await repo.openShipments(limit)) {
        const events = await carrier.track({ carrier: shipment.carrier, trackingNumber: shipment.trackingNumber, labelCreatedAt: shipment.shippedAt ?? shipment.createdAt, from: 'Wichita, KS', to: `${shippingAddress.city}, ${shippingAddress.zipPostalCode}` });
        const last = events[events.length - 1];
        if (!last || last.type === shipment.status) continue;
        const delivered = events.find((e) => e.type === 'DELIVERED');
        await transact(async (tx) => {
          await repo.recordScans(tx, shipment.id, events, { status: last.type, ...(delivered ? { deliveredAt: delivered.occurredAt } : {}) });
          if (delivered) await settleShippingStatus(tx, shipment.orderId);
        });
        moved++;
      }
      return moved;
    },

    /** Demo mode: orders placed since `since` ship by themselves `afterMs` after placement (the demo data's unshipped order stays so). */
    async demoFulfil(afterMs: number, since: Date): Promise<number> {
      const ids = await repo.unshippedOrderIds(since, new Date(clock.now().getTime() - afterMs), 20);
      for (const id of ids) await this.shipOrder(id).catch((err) => log.warn({ err, orderId: id }, 'demo fulfilment skipped an order'));
      return ids.length;
    },

    /** The customer's returns, newest first. */
    async myReturns(customerId: number, first?: number | null, after?: string | null): Promise<Page<ReturnView>> {
      const limit = pageSize(first);
      const { rows, total } = await repo.returnsForCustomer(customerId, decodeCursor(after), limit + 1);
      const page = rows.slice(0, limit);
      const last = page[page.length - 1];
      return { nodes: page, totalCount: total, hasNextPage: rows.length > limit, endCursor: last ? encodeCursor(last.createdAt, last.id) : null };
    },

    /** One of the customer's returns by id or RMA number; null when it is not theirs. */
    myReturn: ownedReturn,

    /** Any return by id (the extended registration's confirmation, the staff). */
    returnById: (id: number): Promise<ReturnView | null> => repo.returnById(id),

    /** An order by id, for the pages of a return or shipment the caller already owns. */
    orderOf: async (orderId: number) => view(await repo.byId(orderId)),

    /**
     * Requests a return (RMA) of delivered units: the given lines, or everything still returnable.
     * The order's row lock keeps two requests from returning the same units twice.
     */
    async submitReturn(customerId: number, input: ReturnInput): Promise<ReturnView> {
      const order = await ownedOrThrow(customerId, input.orderId);
      return createReturn(order, input, { channel: 'ACCOUNT' });
    },

    /** Days after delivery during which the order page offers a return. */
    returnWindowDays,

    /**
     * What of an order the extended registration may still take back: delivered units not yet in a
     * return, the return window aside (up to EXTENDED_RETURN_MAX_DAYS after delivery). `refusal` says
     * why nothing can go back, in the customer's words; empty when something can.
     */
    async extendedReturnable(orderId: number): Promise<{ order: OrderView; refusal: string; lines: Map<number, number>; windowEndsAt: Date | null; outsideWindow: boolean } | null> {
      const order = await repo.byId(orderId);
      if (!order) return null;
      const x = (await repo.extras([order.id])).get(order.id)!;
      const f = factsOf(order, x);
      const windowEndsAt = returnWindowEnd(f, returnWindowDays);
      const lines = returnable(f);
      return { order: (await view(order))!, refusal: extendedRefusal(order, f), lines, windowEndsAt, outsideWindow: windowEndsAt !== null && clock.now() > windowEndsAt };
    },

    /** The refund a return of these lines would give (what the review page estimates). */
    async estimateRefund(orderId: number, reason: ReturnReason, lines: Array<{ orderItemId: number; quantity: number }>): Promise<RefundBreakdown | null> {
      const order = await repo.byId(orderId);
      return order ? refundOfReturn(order, { storeAtFault: STORE_AT_FAULT_REASONS.includes(reason) }, lines) : null;
    },

    /**
     * Registers an extended return (a guest, or after the window): always REQUESTED for the staff to
     * review. `inTransaction` runs in the same transaction after the return is written (the draft
     * moves its photos to it), so either both stand or neither does.
     */
    async submitExtendedReturn(orderId: number, input: Omit<ReturnInput, 'orderId'> & { contactEmail: string }, inTransaction: (tx: Transaction, created: ReturnView) => Promise<void>): Promise<ReturnView> {
      const order = await repo.byId(orderId);
      if (!order) throw notFound('Order not found.');
      return createReturn(order, { ...input, orderId }, { channel: 'EXTENDED', contactEmail: input.contactEmail, inTransaction });
    },

    /** Back office: approves a requested return (the customer may print the authorisation). */
    async approveReturn(id: number): Promise<ReturnView> {
      return changeReturn(id, async (tx, ret) => {
        assertTransition('return', ret.status, 'APPROVED');
        if (ret.status !== 'APPROVED') await repo.updateReturn(tx, id, { status: 'APPROVED', approvedAt: clock.now(), updatedAt: clock.now() });
      });
    },

    /** Back office: refuses a return, with a note the customer sees. */
    async rejectReturn(id: number, note: string): Promise<ReturnView> {
      return changeReturn(id, async (tx, ret) => {
        assertTransition('return', ret.status, 'REJECTED');
        if (ret.status !== 'REJECTED') await repo.updateReturn(tx, id, { status: 'REJECTED', rejectedAt: clock.now(), updatedAt: clock.now(), staffNote: cleanText(note, 'the note') });
      });
    },

    /**
     * Back office: the parcel arrived. Undamaged units go back in stock; the refund is recounted
     * on what arrived (damaged units only when the store was at fault).
     */
    async receiveReturn(id: number, lines?: ReceiveLineInput[]): Promise<ReturnView> {
      let productIds: number[] = [];
      const ret = await changeReturn(id, async (tx, r, order) => {
        if (r.status === 'RECEIVED') return;
        assertTransition('return', r.status, 'RECEIVED');
        const given = new Map((lines ?? []).map((l) => [l.returnItemId, l]));
        const counted = r.items.map((i) => {
          const l = given.get(i.id) ?? { returnItemId: i.id, receivedQuantity: i.quantity, damagedQuantity: 0 };
          if (!Number.isInteger(l.receivedQuantity) || l.receivedQuantity < 0 || l.receivedQuantity > i.quantity) throw invalid(`Received quantity must be 0 to ${i.quantity}.`);
          if (!Number.isInteger(l.damagedQuantity) || l.damagedQuantity < 0 || l.damagedQuantity > l.receivedQuantity) throw invalid('Damaged units cannot exceed the received ones.');
          return { item: i, received: l.receivedQuantity, damaged: l.damagedQuantity };
        });
        const byItem = new Map(order.items.map((i) => [i.id, i]));
        const back = new Map<number, number>();
        for (const c of counted) {
          await repo.updateReturnItem(tx, c.item.id, { receivedQuantity: c.received, damagedQuantity: c.damaged });
          const good = c.received - c.damaged;
          const productId = byItem.get(c.item.orderItemId)!.productId;
          if (good > 0) back.set(productId, (back.get(productId) ?? 0) + good);
        }
        await stock.releaseStock(tx, back);
        productIds = [...back.keys()];
        const refund = refundOfReturn(order, r, counted.map((c) => ({ orderItemId: c.item.orderItemId, quantity: r.storeAtFault ? c.received : c.received - c.damaged })));
        await repo.updateReturn(tx, id, { status: 'RECEIVED', receivedAt: clock.now(), updatedAt: clock.now(), refundItems: refund.items, refundTax: refund.tax, refundShipping: refund.shipping, refundTotal: refund.total });
      });
      if (productIds.length) later('search refresh after a return failed', async () => stockChanged(productIds), { returnId: id });
      return ret;
    },

    /** Back office: pays the return's refund back through the gateway and moves the order's payment status. */
    async refundReturn(id: number): Promise<ReturnView> {
      const ret = await changeReturn(id, async (tx, r, order) => {
        if (r.status === 'REFUNDED') return;
        assertTransition('return', r.status, 'REFUNDED');
        const left = money(order.orderTotal).sub(order.refundedAmount);
        const amount = money(r.refundTotal).gt(left) ? left : money(r.refundTotal);
        const refunded = money(order.refundedAmount).add(amount);
        const paymentStatus: PaymentStatus = refunded.gte(order.orderTotal) ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
        if (amount.gt(0)) {
          assertTransition('payment', order.paymentStatus, paymentStatus);
          await repo.updateOrder(tx, order.id, { paymentStatus, refundedAmount: refunded.toFixed(2) });
        }
        await repo.updateReturn(tx, id, { status: 'REFUNDED', refundedAt: clock.now(), updatedAt: clock.now(), refundTotal: amount.toFixed(2) });
        if (amount.gt(0)) {
          const { refundId } = await gateway.refund(order.gatewayTransactionId, amount.toFixed(2));
          await repo.addPayment(tx, { orderId: order.id, gateway: order.gateway, transactionId: refundId, kind: 'refund', amount: amount.toFixed(2) });
        }
      });
      const order = (await repo.byId(ret.orderId))!;
      mailCustomer(order, `Refund for return ${ret.returnNumber}`, [`We received your return ${ret.returnNumber} and refunded ${usdText(ret.refundTotal)} to your ${order.cardType || 'payment method'}.`, '', `Order details: ${orderLink(order)}`].join('\n'));
      return ret;
    },

    /** Leaves feedback on one of the customer's orders; once per order. */
    async addFeedback(customerId: number, input: FeedbackInput): Promise<FeedbackRow> {
      const order = await ownedOrThrow(customerId, input.orderId);
      if (!Number.isInteger(input.rating) || input.rating < 1 || input.rating > 5) throw invalid('Choose a rating from 1 to 5 stars.');
      if (order.orderStatus === 'PENDING') throw new DomainError('CONFLICT', 'You can leave feedback once the order is under way.');
      const row = await repo.insertFeedback({
        orderId: order.id,
        customerId,
        rating: input.rating,
        asDescribed: input.asDescribed ?? null,
        arrivedOnTime: input.arrivedOnTime ?? null,
        promptService: input.promptService ?? null,
        wellPackaged: input.wellPackaged ?? null,
        suggestion: cleanText(input.suggestion, 'the suggestion'),
        text: cleanText(input.text, 'the feedback'),
      });
      if (!row) throw new DomainError('CONFLICT', 'You have already left feedback for this order.');
      return row;
    },

    /** The feedback of one of the customer's orders; null when there is none or the order is not theirs. */
    async feedbackForOrder(customerId: number, orderId: string | number): Promise<FeedbackRow | null> {
      const order = await owned(customerId, orderId);
      return order ? ((await repo.extras([order.id])).get(order.id)!.feedback ?? null) : null;
    },

    myFeedback: (customerId: number) => repo.feedbackForCustomer(customerId),

    /** The lines a customer bought for one of their fleet machines (spec 2 §3 garage machine orderItems). */
    itemsForGarageMachine: (customerId: number, garageMachineId: number): Promise<GarageOrderItemRow[]> => repo.itemsForGarageMachine(customerId, garageMachineId, 100),

    /** Products the customer has received (reviews are for these only). */
    receivedProducts: (customerId: number) => repo.receivedProducts(customerId),
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
