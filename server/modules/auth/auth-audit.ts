import type { Db } from '../../db/client';
import type { ServiceKit } from './auth-service-kit';
import { invalid } from '../../lib/errors';
import type { AuditLogRow } from './auth-audit-log.repository';
import type { AuditEntry } from './auth.repository';

/** /admin/audit's filter as typed: a person (e-mail, name or id), a record, dates as YYYY-MM-DD (both inclusive). */
export interface AuditQuery {
  person?: string | null;
  recordType?: string | null;
  recordId?: string | null;
  from?: string | null;
  to?: string | null;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A YYYY-MM-DD date as the start of that day (UTC), or a clear error naming the field. */
function dayStart(text: string, field: 'from' | 'to'): Date {
  const m = DAY.exec(text.trim());
  const d = m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : null;
  if (!d || d.getUTCDate() !== Number(m![3])) throw invalid(`Enter the ${field === 'from' ? 'first' : 'last'} day as YYYY-MM-DD.`);
  return d;
}

/** One staff action for the audit log. */
export interface StaffAction {
  actorId: number;
  action: string;
  detail: Record<string, unknown>;
  ip: string | null;
  subjectId?: number | null;
  record?: { type: string; id: string | number } | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** The audit trail (staff actions, an account's history) and the guest retention job's reads and deletes. */
export function createAuditAndRetention(kit: ServiceKit) {
  const { repo } = kit;

  return {
    /**
     * Records what a member of staff did (decision 13), for modules whose staff operations change
     * their own rows: who (`actorId`), the customer concerned (`subjectId`), what (`action`), on
     * which record, and the changed fields before and after.
     */
    async recordStaffAction(e: StaffAction): Promise<void> {
      const { record, ...rest } = e;
      await kit.audit({ subjectId: null, ...rest, recordType: record?.type ?? null, recordId: record ? String(record.id) : null });
    },

    /** Guest retention, in the caller's transaction: guests idle since `before` (locked until it ends), by id after `afterId`. */
    staleGuests: (ex: Db, before: Date, afterId: number, limit: number): Promise<number[]> => repo.staleGuestIds(ex, before, afterId, limit),

    /** Guest retention: deletes these guests' customer rows (accounts are never touched). */
    deleteGuests: (ex: Db, ids: number[]): Promise<number> => repo.deleteGuests(ex, ids),

    /** The back office's audit log: newest first, filtered by person, record and dates, keyset-paged. */
    async auditPage(q: AuditQuery, page: { first: number; after?: string | null }): Promise<{ rows: AuditLogRow[]; totalCount: number; hasNextPage: boolean }> {
      const from = q.from?.trim() ? dayStart(q.from, 'from') : undefined;
      const to = q.to?.trim() ? new Date(dayStart(q.to, 'to').getTime() + 86_400_000) : undefined;
      if (from && to && to <= from) throw invalid('The last day is before the first.');
      const afterId = page.after ? Number(page.after) : undefined;
      if (afterId !== undefined && !(Number.isInteger(afterId) && afterId > 0)) throw invalid('That is not a page of the audit log.');
      const person = q.person?.trim();
      return repo.auditPage(
        {
          personIds: person ? await repo.auditPeople(person) : undefined,
          recordType: q.recordType?.trim() || undefined,
          recordId: q.recordId?.trim() || undefined,
          from,
          to,
        },
        { first: Math.min(Math.max(page.first, 1), 100), afterId },
      );
    },

    /** The record types found in the audit log. */
    auditRecordTypes: (): Promise<string[]> => repo.auditRecordTypes(),

    /** The audit trail of one account, newest first (as subject or actor). */
    auditLog(filter: { subjectId?: number; actorId?: number; limit?: number }): Promise<AuditEntry[]> {
      return repo.listAudit(filter);
    },
  };
}
