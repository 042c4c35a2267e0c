import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, Transaction } from '../../db/client';
import { auditLog } from '../../db/schema/auth';
import { vendors, warehouses } from '../../db/schema/catalog';
import { customers } from '../../db/schema/customers';
import { orderNotes, orderPayments, shipments } from '../../db/schema/orders';
import type { Carrier } from '../../../shared/order-lifecycle';

export type OrderNoteRow = typeof orderNotes.$inferSelect;

/** One staff action on an order from the audit log, with who did it. */
export interface OrderAuditRow {
  id: number;
  at: Date;
  action: string;
  actorId: number | null;
  detail: Record<string, unknown>;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** The back office's own reads and writes on orders: internal notes, the order's audit trail, the list's choices. */
export function createOrdersAdminWorkRepository(db: Db) {
  return {
    /** Whether a shipment (of any order) has this tracking number, with this carrier when one is given. */
    async trackingTaken(carrier: Carrier | null, trackingNumber: string, ex: Db | Transaction = db): Promise<boolean> {
      const where = carrier ? and(eq(shipments.carrier, carrier), eq(shipments.trackingNumber, trackingNumber)) : eq(shipments.trackingNumber, trackingNumber);
      const [row] = await ex.select({ id: shipments.id }).from(shipments).where(where).limit(1);
      return row !== undefined;
    },

    /** The order's payment movements, on the caller's transaction. */
    async paymentsOf(orderId: number, ex: Db | Transaction = db) {
      return ex.select().from(orderPayments).where(eq(orderPayments.orderId, orderId)).orderBy(asc(orderPayments.id));
    },

    async insertNote(ex: Db | Transaction | undefined, row: { orderId: number; authorId: number | null; text: string }): Promise<OrderNoteRow> {
      const [written] = await (ex ?? db).insert(orderNotes).values(row).returning();
      return written;
    },

    async notesOf(orderId: number): Promise<OrderNoteRow[]> {
      return db.select().from(orderNotes).where(eq(orderNotes.orderId, orderId)).orderBy(asc(orderNotes.createdAt), asc(orderNotes.id));
    },

    /** Staff actions recorded on the order (record type 'order'), oldest first. */
    async auditOf(orderId: number, limit = 200): Promise<OrderAuditRow[]> {
      return db
        .select({ id: auditLog.id, at: auditLog.at, action: auditLog.action, actorId: auditLog.actorId, detail: auditLog.detail, before: auditLog.before, after: auditLog.after })
        .from(auditLog)
        .where(and(eq(auditLog.recordType, 'order'), eq(auditLog.recordId, String(orderId))))
        .orderBy(asc(auditLog.at), asc(auditLog.id))
        .limit(limit);
    },

    /** The e-mail of each of these people (staff named in a timeline). */
    async emailsOf(ids: number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db.select({ id: customers.id, email: customers.email }).from(customers).where(inArray(customers.id, ids));
      return new Map(rows.map((r) => [r.id, r.email ?? '']));
    },

    /** The vendors and warehouses the order list filters by. */
    async listChoices(): Promise<{ vendors: Array<{ id: number; name: string }>; warehouses: Array<{ id: number; name: string }> }> {
      const [v, w] = await Promise.all([
        db.select({ id: vendors.id, name: vendors.name }).from(vendors).orderBy(asc(vendors.name)).limit(200),
        db.select({ id: warehouses.id, name: warehouses.name }).from(warehouses).orderBy(asc(warehouses.name)).limit(200),
      ]);
      return { vendors: v, warehouses: w };
    },
  };
}
