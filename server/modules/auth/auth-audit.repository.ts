import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema/auth';

export interface AuditEntry {
  id: number;
  at: Date;
  actorId: number | null;
  subjectId: number | null;
  action: string;
  detail: Record<string, unknown>;
  ip: string | null;
  recordType?: string | null;
  recordId?: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** The audit log: who did what to which account. */
export function createAuditRepository(db: Db) {
  return {
    async insertAudit(e: Omit<AuditEntry, 'id'>): Promise<void> {
      await db.insert(auditLog).values(e);
    },

    async listAudit(filter: { subjectId?: number; actorId?: number; limit?: number }): Promise<AuditEntry[]> {
      return db
        .select()
        .from(auditLog)
        .where(
          and(
            filter.subjectId !== undefined ? eq(auditLog.subjectId, filter.subjectId) : undefined,
            filter.actorId !== undefined ? eq(auditLog.actorId, filter.actorId) : undefined,
          ),
        )
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(filter.limit ?? 100);
    },
  };
}
