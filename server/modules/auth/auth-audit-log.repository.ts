import { aliasedTable, and, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema/auth';
import { customers } from '../../db/schema/customers';

/** What /admin/audit filters by: a person (actor or the customer concerned), a record, a date range. */
export interface AuditFilter {
  /** Accounts: the entry's actor or subject is one of them. */
  personIds?: number[];
  recordType?: string;
  recordId?: string;
  action?: string;
  /** Inclusive lower bound. */
  from?: Date;
  /** Exclusive upper bound. */
  to?: Date;
}

export interface AuditPerson {
  id: number;
  email: string | null;
  name: string;
}

export interface AuditLogRow {
  id: number;
  at: Date;
  action: string;
  actor: AuditPerson | null;
  subject: AuditPerson | null;
  recordType: string | null;
  recordId: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  detail: Record<string, unknown>;
  ip: string | null;
}

const actor = aliasedTable(customers, 'audit_actor');
const subject = aliasedTable(customers, 'audit_subject');

function whereOf(f: AuditFilter): SQL | undefined {
  return and(
    f.personIds ? (f.personIds.length ? or(inArray(auditLog.actorId, f.personIds), inArray(auditLog.subjectId, f.personIds)) : sql`false`) : undefined,
    f.recordType ? eq(auditLog.recordType, f.recordType) : undefined,
    f.recordId ? eq(auditLog.recordId, f.recordId) : undefined,
    f.action ? eq(auditLog.action, f.action) : undefined,
    f.from ? gte(auditLog.at, f.from) : undefined,
    f.to ? lt(auditLog.at, f.to) : undefined,
  );
}

const personOf = (id: number | null, email: string | null, first: string | null, last: string | null): AuditPerson | null =>
  id === null ? null : { id, email, name: `${first ?? ''} ${last ?? ''}`.trim() };

/** The audit log as the back office reads it: newest first, keyset-paged by id, with the people named. */
export function createAuditLogRepository(db: Db) {
  return {
    /** Accounts whose e-mail or name matches `text` (an id matches itself), for the person filter. */
    async auditPeople(text: string): Promise<number[]> {
      const t = text.trim();
      if (/^\d+$/.test(t)) return [Number(t)];
      const like = `%${t.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const rows = await db
        .select({ id: customers.id })
        .from(customers)
        .where(or(sql`lower(${customers.email}) like ${like}`, sql`lower(${customers.firstName} || ' ' || ${customers.lastName}) like ${like}`))
        .limit(50);
      return rows.map((r) => r.id);
    },

    async auditPage(f: AuditFilter, page: { first: number; afterId?: number }): Promise<{ rows: AuditLogRow[]; totalCount: number; hasNextPage: boolean }> {
      const where = whereOf(f);
      const rows = await db
        .select({
          id: auditLog.id,
          at: auditLog.at,
          action: auditLog.action,
          recordType: auditLog.recordType,
          recordId: auditLog.recordId,
          before: auditLog.before,
          after: auditLog.after,
          detail: auditLog.detail,
          ip: auditLog.ip,
          actorId: auditLog.actorId,
          actorEmail: actor.email,
          actorFirst: actor.firstName,
          actorLast: actor.lastName,
          subjectId: auditLog.subjectId,
          subjectEmail: subject.email,
          subjectFirst: subject.firstName,
          subjectLast: subject.lastName,
        })
        .from(auditLog)
        .leftJoin(actor, eq(actor.id, auditLog.actorId))
        .leftJoin(subject, eq(subject.id, auditLog.subjectId))
        .where(and(where, page.afterId !== undefined ? lt(auditLog.id, page.afterId) : undefined))
        .orderBy(desc(auditLog.id))
        .limit(page.first + 1);
      const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(auditLog).where(where);
      return {
        totalCount: Number(n),
        hasNextPage: rows.length > page.first,
        rows: rows.slice(0, page.first).map((r) => ({
          id: r.id,
          at: r.at,
          action: r.action,
          recordType: r.recordType,
          recordId: r.recordId,
          before: r.before,
          after: r.after,
          detail: r.detail,
          ip: r.ip,
          actor: personOf(r.actorId, r.actorEmail, r.actorFirst, r.actorLast),
          subject: personOf(r.subjectId, r.subjectEmail, r.subjectFirst, r.subjectLast),
        })),
      };
    },

    /** The record types the log holds, for the filter's choices. */
    async auditRecordTypes(): Promise<string[]> {
      const rows = await db.selectDistinct({ t: auditLog.recordType }).from(auditLog).where(sql`${auditLog.recordType} is not null`);
      return rows.map((r) => r.t!).sort();
    },
  };
}
