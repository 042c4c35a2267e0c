import type { Db } from '../../db/client';
import type { ServiceKit } from './auth-service-kit';
import type { AuditEntry } from './auth.repository';

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

    /** The audit trail of one account, newest first (as subject or actor). */
    auditLog(filter: { subjectId?: number; actorId?: number; limit?: number }): Promise<AuditEntry[]> {
      return repo.listAudit(filter);
    },
  };
}
