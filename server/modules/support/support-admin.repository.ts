import { and, asc, eq, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { supportContactMessages, supportReplies, supportVendorApplications } from '../../db/schema/support';
import type { SupportMessageKind, SupportMessageStatus } from '../../../shared/support-messages';

/** One line of the messages queue (both kinds alike). */
export interface QueueRow {
  kind: SupportMessageKind;
  id: number;
  reference: string;
  createdAt: Date;
  /** The sender: name, and the company for a vendor application. */
  senderName: string;
  email: string;
  /** The topic, or "Vendor application". */
  subject: string;
  status: SupportMessageStatus;
  preview: string;
}

export interface ReplyRow {
  id: number;
  staffId: number;
  staffName: string;
  staffEmail: string;
  body: string;
  createdAt: Date;
}

export interface QueueFilter {
  kind: SupportMessageKind | null;
  status: SupportMessageStatus | null;
  /** Oldest first (the longest waiting on top) instead of newest first. */
  oldestFirst?: boolean;
}

const asDate = (v: unknown) => (v instanceof Date ? v : new Date(String(v)));

/** The staff's side of contact messages and vendor applications: the queue, the threads, the statuses. */
export function createSupportAdminRepository(db: Db) {
  function queue(filter: QueueFilter) {
    const parts = [];
    if (filter.kind !== 'vendorApplication') {
      parts.push(sql`select 'message' as kind, id, reference, created_at, name as sender_name, email, topic as subject, status, left(message, 200) as preview
        from support_contact_messages ${filter.status ? sql`where status = ${filter.status}` : sql``}`);
    }
    if (filter.kind !== 'message') {
      parts.push(sql`select 'vendorApplication' as kind, id, reference, created_at, contact_name || ' (' || company || ')' as sender_name, email, 'vendor' as subject, queue_status as status, left(coalesce(nullif(message, ''), brands), 200) as preview
        from support_vendor_applications ${filter.status ? sql`where queue_status = ${filter.status}` : sql``}`);
    }
    return sql.join(parts, sql` union all `);
  }

  return {
    /** A page of the queue, newest (or oldest) first, and how many match. */
    async list(filter: QueueFilter, limit: number, offset: number): Promise<{ rows: QueueRow[]; total: number }> {
      const rows = rowsOf<Record<string, unknown>>(
        await db.execute(
          filter.oldestFirst
            ? sql`select * from (${queue(filter)}) q order by created_at asc, reference asc limit ${limit} offset ${offset}`
            : sql`select * from (${queue(filter)}) q order by created_at desc, reference desc limit ${limit} offset ${offset}`,
        ),
      ).map(
        (r): QueueRow => ({
          kind: r.kind as SupportMessageKind,
          id: Number(r.id),
          reference: String(r.reference),
          createdAt: asDate(r.created_at),
          senderName: String(r.sender_name),
          email: String(r.email),
          subject: String(r.subject),
          status: r.status as SupportMessageStatus,
          preview: String(r.preview ?? ''),
        }),
      );
      const [count] = rowsOf<{ n: number | string }>(await db.execute(sql`select count(*)::int as n from (${queue(filter)}) q`));
      return { rows, total: Number(count?.n ?? 0) };
    },

    async contactMessage(reference: string) {
      const [row] = await db.select().from(supportContactMessages).where(eq(supportContactMessages.reference, reference));
      return row ?? null;
    },
    async vendorApplication(reference: string) {
      const [row] = await db.select().from(supportVendorApplications).where(eq(supportVendorApplications.reference, reference));
      return row ?? null;
    },

    async replies(kind: SupportMessageKind, messageId: number): Promise<ReplyRow[]> {
      return db
        .select({
          id: supportReplies.id,
          staffId: supportReplies.staffId,
          staffName: supportReplies.staffName,
          staffEmail: supportReplies.staffEmail,
          body: supportReplies.body,
          createdAt: supportReplies.createdAt,
        })
        .from(supportReplies)
        .where(and(eq(supportReplies.kind, kind), eq(supportReplies.messageId, messageId)))
        .orderBy(asc(supportReplies.createdAt), asc(supportReplies.id));
    },

    /** Keeps a reply and marks the message answered, in one transaction. */
    async addReply(kind: SupportMessageKind, messageId: number, reply: Omit<ReplyRow, 'id' | 'createdAt'>, at: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.insert(supportReplies).values({ kind, messageId, ...reply, createdAt: at });
        if (kind === 'message') await tx.update(supportContactMessages).set({ status: 'answered', closedAt: null }).where(eq(supportContactMessages.id, messageId));
        else await tx.update(supportVendorApplications).set({ queueStatus: 'answered', closedAt: null }).where(eq(supportVendorApplications.id, messageId));
      });
    },

    async setStatus(kind: SupportMessageKind, messageId: number, status: SupportMessageStatus, closedAt: Date | null): Promise<void> {
      if (kind === 'message') await db.update(supportContactMessages).set({ status, closedAt }).where(eq(supportContactMessages.id, messageId));
      else await db.update(supportVendorApplications).set({ queueStatus: status, closedAt }).where(eq(supportVendorApplications.id, messageId));
    },
  };
}

export type SupportAdminRepository = ReturnType<typeof createSupportAdminRepository>;
