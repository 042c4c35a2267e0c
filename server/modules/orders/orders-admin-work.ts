import { invalid, notFound } from '../../lib/errors';
import { money } from '../../lib/money';
import { NOTE_MAX, requiredText } from '../../../shared/admin-orders';
import { sortValueOf, type AdminOrderFilter, type AdminOrderSort } from './orders-admin.repository';
import type { OrderNoteRow } from './orders-admin-work.repository';
import { pageSize, refId, usdText } from './orders-common';
import type { OrdersContext } from './orders-context';
import type { OrderView } from './orders.repository';
import type { Page } from './orders.types';

/** The staff order queue's arguments (all optional). */
export interface AdminOrderListArgs {
  first?: number | null;
  after?: string | null;
  search?: string | null;
  status?: AdminOrderFilter | null;
  placedFrom?: Date | null;
  placedTo?: Date | null;
  vendorId?: string | number | null;
  warehouseId?: string | number | null;
  machineDown?: boolean | null;
  sort?: AdminOrderSort | null;
  /** The products the store's search finds by the search as a part number (its normaliser and index). */
  partProductIds?: number[];
}

/** A staff action on the order from the audit log (the auth module's), as the timeline shows it. */
export interface StaffActionEntry {
  at: Date;
  action: string;
  actor: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  detail: Record<string, unknown>;
}

export const TIMELINE_KINDS = ['PLACED', 'PAYMENT', 'SHIPPED', 'DELIVERED', 'CANCELLED', 'REFUND', 'RETURN', 'NOTE', 'STAFF'] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

/** One event in an order's life, as the back office's timeline shows it. */
export interface TimelineEvent {
  at: Date;
  kind: TimelineKind;
  title: string;
  detail: string;
  /** Who did it (staff's e-mail) when a person did. */
  actor: string | null;
}

// What the audit log's order actions mean, in the timeline's words.
const ACTION_TITLES: Record<string, string> = {
  'order.shipped': 'Staff shipped parts',
  'order.delivered': 'Staff marked delivered',
  'order.cancelled': 'Staff cancelled the order',
  'order.refunded': 'Staff refunded part of the order',
  'order.noted': 'Staff added a note',
};

const encode = (value: string, id: number) => Buffer.from(`${value}|${id}`).toString('base64url');

function decode(cursor: string | null | undefined, sort: AdminOrderSort): { value: string; id: number } | null {
  if (!cursor) return null;
  const [value = '', id = ''] = Buffer.from(cursor, 'base64url').toString().split('|');
  const n = refId(id);
  const byTotal = sort === 'TOTAL_HIGH' || sort === 'TOTAL_LOW';
  const ok = byTotal ? /^-?\d+(\.\d+)?$/.test(value) : !Number.isNaN(new Date(value).getTime());
  if (!ok || n === null) throw invalid('The page cursor is not valid. Load the list again.');
  return { value, id: n };
}

const optionalId = (v: string | number | null | undefined, what: string): number | null => {
  if (v === null || v === undefined || v === '') return null;
  const n = refId(v);
  if (n === null) throw invalid(`That is not a ${what}.`);
  return n;
};

/** The back office's reads of orders: the queue with its filters, its choices, an order's notes and timeline. */
export function orderAdminWork({ repo, view }: OrdersContext) {
  return {
    /** Every customer's orders for the staff's queue: searched, filtered, sorted, keyset-paged. */
    async allOrders(f: AdminOrderListArgs): Promise<Page<OrderView>> {
      const limit = pageSize(f.first);
      const sort = f.sort ?? 'NEWEST';
      const search = (f.search ?? '').trim().slice(0, 200);
      const vendorId = optionalId(f.vendorId, 'vendor');
      const { rows, total } = await repo.listAll({
        search,
        // A part-number key of 3 or more characters (shorter ones would match nearly every order).
        partProductIds: f.partProductIds ?? [],
        status: f.status ?? 'ALL',
        from: f.placedFrom ?? null,
        to: f.placedTo ?? null,
        vendorProductIds: vendorId === null ? null : await repo.admin.productIdsOfVendor(vendorId),
        warehouseId: optionalId(f.warehouseId, 'warehouse'),
        machineDown: f.machineDown ?? false,
        sort,
        after: decode(f.after, sort),
        limit: limit + 1,
      });
      const page = rows.slice(0, limit);
      const nodes = await Promise.all(page.map((o) => view(o)));
      const last = page[page.length - 1];
      return { nodes: nodes as OrderView[], totalCount: total, hasNextPage: rows.length > limit, endCursor: last ? encode(sortValueOf(last, sort), last.id) : null };
    },

    /** The vendors and warehouses the queue filters by. */
    orderListChoices: () => repo.admin.listChoices(),

    /** Adds a staff's internal note to an order (never shown to the customer). */
    async addOrderNote(orderId: number, authorId: number, text: string): Promise<OrderNoteRow> {
      const clean = requiredText(text, 'the note', NOTE_MAX);
      if ('error' in clean) throw invalid(clean.error);
      if (!(await repo.byId(orderId))) throw notFound('Order not found.');
      return repo.admin.insertNote(undefined, { orderId, authorId, text: clean.text });
    },

    /** Everything that happened to an order, oldest first: placement, money, shipments, returns, notes, staff actions. */
    async orderTimeline(orderId: number, audit: StaffActionEntry[]): Promise<TimelineEvent[]> {
      const order = await repo.byId(orderId);
      if (!order) throw notFound('Order not found.');
      const [x, payments, notes] = await Promise.all([repo.extras([orderId]), repo.admin.paymentsOf(orderId), repo.admin.notesOf(orderId)]);
      const { shipments, returns } = x.get(orderId)!;
      // A note's author is whoever the audit log says added it.
      const noteAuthors = new Map(audit.filter((a) => a.action === 'order.noted').map((a) => [Number(a.detail.noteId), a.actor]));
      const name = (id: number) => order.items.find((i) => i.id === id)?.productName ?? 'a removed line';
      const out: TimelineEvent[] = [{ at: order.createdAt, kind: 'PLACED', title: 'Order placed', detail: `${usdText(order.orderTotal)} · ${order.email}${order.purchaseOrder ? ` · PO ${order.purchaseOrder}` : ''}`, actor: null }];
      for (const p of payments) {
        const amount = usdText(money(p.amount).toFixed(2));
        if (p.kind === 'authorize') out.push({ at: p.createdAt, kind: 'PAYMENT', title: 'Payment authorised', detail: amount, actor: null });
        if (p.kind === 'capture') out.push({ at: p.createdAt, kind: 'PAYMENT', title: 'Paid', detail: `${amount} captured`, actor: null });
        if (p.kind === 'void') out.push({ at: p.createdAt, kind: 'REFUND', title: 'Authorisation voided', detail: `${amount} released`, actor: null });
        if (p.kind === 'refund') out.push({ at: p.createdAt, kind: 'REFUND', title: `Refunded ${amount}`, detail: p.reason ? `Reason: ${p.reason}` : '', actor: null });
      }
      for (const s of shipments) {
        const lines = s.items.map((i) => `${i.quantity} × ${name(i.orderItemId)}`).join(', ');
        out.push({ at: s.shippedAt ?? s.createdAt, kind: 'SHIPPED', title: `Shipped with ${s.carrier} ${s.trackingNumber}`, detail: lines, actor: null });
        if (s.deliveredAt) out.push({ at: s.deliveredAt, kind: 'DELIVERED', title: `Delivered: ${s.carrier} ${s.trackingNumber}`, detail: lines, actor: null });
      }
      if (order.cancelledAt) out.push({ at: order.cancelledAt, kind: 'CANCELLED', title: 'Order cancelled', detail: '', actor: null });
      for (const r of returns) {
        out.push({ at: r.createdAt, kind: 'RETURN', title: `Return ${r.returnNumber} requested`, detail: r.items.map((i) => `${i.quantity} × ${name(i.orderItemId)}`).join(', '), actor: null });
        if (r.approvedAt) out.push({ at: r.approvedAt, kind: 'RETURN', title: `Return ${r.returnNumber} approved`, detail: '', actor: null });
        if (r.rejectedAt) out.push({ at: r.rejectedAt, kind: 'RETURN', title: `Return ${r.returnNumber} not accepted`, detail: '', actor: null });
        if (r.receivedAt) out.push({ at: r.receivedAt, kind: 'RETURN', title: `Return ${r.returnNumber} received`, detail: '', actor: null });
        if (r.refundedAt) out.push({ at: r.refundedAt, kind: 'RETURN', title: `Return ${r.returnNumber} refunded`, detail: usdText(r.refundTotal), actor: null });
      }
      for (const n of notes) out.push({ at: n.createdAt, kind: 'NOTE', title: 'Internal note', detail: n.text, actor: noteAuthors.get(n.id) ?? null });
      for (const a of audit) {
        if (a.action === 'order.noted') continue; // the note itself is in the timeline
        out.push({ at: a.at, kind: 'STAFF', title: ACTION_TITLES[a.action] ?? a.action, detail: auditDetail(a.before, a.after), actor: a.actor });
      }
      // Oldest first; at one instant, in the order of the list above (placed before paid, and so on).
      return out.map((e, i) => ({ e, i })).sort((a, b) => a.e.at.getTime() - b.e.at.getTime() || a.i - b.i).map(({ e }) => e);
    },
  };
}

/** "paymentStatus: PAID → PARTIALLY_REFUNDED" for each field an audited action changed. */
function auditDetail(before: Record<string, unknown> | null, after: Record<string, unknown> | null): string {
  if (!after) return '';
  return Object.keys(after)
    .filter((k) => JSON.stringify(before?.[k]) !== JSON.stringify(after[k]))
    .map((k) => `${k}: ${before?.[k] === undefined ? '' : `${String(before[k])} → `}${String(after[k])}`)
    .join(' · ');
}
