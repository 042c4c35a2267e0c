import { and, asc, eq } from 'drizzle-orm';
import type { Db, Transaction } from '../../db/client';
import { orderNotes, orderPayments, shipments } from '../../db/schema/orders';
import type { Carrier } from '../../../shared/order-lifecycle';

export type OrderNoteRow = typeof orderNotes.$inferSelect;

/** The back office's own reads and writes on orders: internal notes, payments in a transaction, tracking numbers in use. */
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
  };
}
