import { and, eq, gt, inArray, isNull, ne, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { authRefreshTokens, authSessions } from '../../db/schema/auth';
import { customers } from '../../db/schema/customers';
import { accountColumns, type AccountRow } from './auth-accounts.repository';

export interface SessionRow {
  id: string;
  customerId: number;
  clientId: string;
  rememberMe: boolean;
  impersonatorId: number | null;
  impersonatorSessionId: string | null;
  createdAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
}

export interface RefreshTokenMatch {
  token: { id: number; rotatedAt: Date | null };
  session: SessionRow;
  account: AccountRow;
}

const sessionColumns = {
  id: authSessions.id,
  customerId: authSessions.customerId,
  clientId: authSessions.clientId,
  rememberMe: authSessions.rememberMe,
  impersonatorId: authSessions.impersonatorId,
  impersonatorSessionId: authSessions.impersonatorSessionId,
  createdAt: authSessions.createdAt,
  expiresAt: authSessions.expiresAt,
  revokedAt: authSessions.revokedAt,
};

/** Sessions (token families) and their refresh tokens. */
export function createSessionsRepository(db: Db) {
  return {
    async insertSession(s: Omit<SessionRow, 'id' | 'revokedAt'>): Promise<SessionRow> {
      const [row] = await db.insert(authSessions).values(s).returning(sessionColumns);
      return row;
    },

    async insertRefreshToken(t: { sessionId: string; tokenHash: string; parentId: number | null; createdAt: Date }): Promise<void> {
      await db.insert(authRefreshTokens).values(t);
    },

    async findRefreshToken(tokenHash: string): Promise<RefreshTokenMatch | null> {
      const rows = await db
        .select({ token: { id: authRefreshTokens.id, rotatedAt: authRefreshTokens.rotatedAt }, session: sessionColumns, account: accountColumns })
        .from(authRefreshTokens)
        .innerJoin(authSessions, eq(authSessions.id, authRefreshTokens.sessionId))
        .innerJoin(customers, eq(customers.id, authSessions.customerId))
        .where(eq(authRefreshTokens.tokenHash, tokenHash))
        .limit(1);
      return rows[0] ?? null;
    },

    /**
     * Marks a refresh token used. Returns null for the one caller that got there first, else the
     * time it was used before (the conditional update makes concurrent uses race safely).
     */
    async markRotated(tokenId: number, now: Date): Promise<Date | null> {
      const won = await db
        .update(authRefreshTokens)
        .set({ rotatedAt: now })
        .where(and(eq(authRefreshTokens.id, tokenId), isNull(authRefreshTokens.rotatedAt)))
        .returning({ id: authRefreshTokens.id });
      if (won.length === 1) return null;
      const [row] = await db.select({ rotatedAt: authRefreshTokens.rotatedAt }).from(authRefreshTokens).where(eq(authRefreshTokens.id, tokenId));
      return row?.rotatedAt ?? now;
    },

    async findSession(id: string): Promise<SessionRow | null> {
      const rows = await db.select(sessionColumns).from(authSessions).where(eq(authSessions.id, id)).limit(1);
      return rows[0] ?? null;
    },

    /**
     * Whether access tokens of this session still count: not revoked or expired, the account
     * active, and for impersonation the administrator's own session alive as well.
     */
    async isSessionActive(id: string, now: Date): Promise<boolean> {
      const admin = alias(authSessions, 'admin_session');
      const rows = await db
        .select({ id: authSessions.id })
        .from(authSessions)
        .innerJoin(customers, eq(customers.id, authSessions.customerId))
        .leftJoin(admin, eq(admin.id, authSessions.impersonatorSessionId))
        .where(
          and(
            eq(authSessions.id, id),
            isNull(authSessions.revokedAt),
            gt(authSessions.expiresAt, now),
            eq(customers.active, true),
            eq(customers.deleted, false),
            or(isNull(authSessions.impersonatorSessionId), and(isNull(admin.revokedAt), gt(admin.expiresAt, now))),
          ),
        )
        .limit(1);
      return rows.length === 1;
    },

    /** Revokes sessions and every impersonation session started from them; returns the ids revoked. */
    async revokeSessions(
      where: { sessionId: string } | { customerId: number; exceptSessionId?: string },
      now: Date,
      reason: string,
    ): Promise<string[]> {
      const target =
        'sessionId' in where
          ? eq(authSessions.id, where.sessionId)
          : and(
              or(eq(authSessions.customerId, where.customerId), eq(authSessions.impersonatorId, where.customerId)),
              where.exceptSessionId ? ne(authSessions.id, where.exceptSessionId) : undefined,
            );
      const revoked = await db
        .update(authSessions)
        .set({ revokedAt: now, revokedReason: reason })
        .where(and(target, isNull(authSessions.revokedAt)))
        .returning({ id: authSessions.id });
      const ids = revoked.map((r) => r.id);
      if (ids.length > 0) {
        const derived = await db
          .update(authSessions)
          .set({ revokedAt: now, revokedReason: reason })
          .where(and(inArray(authSessions.impersonatorSessionId, ids), isNull(authSessions.revokedAt)))
          .returning({ id: authSessions.id });
        ids.push(...derived.map((r) => r.id));
      }
      return ids;
    },

    /** Ends the impersonation sessions an administrator's session started before. */
    async revokeImpersonationsFrom(adminSessionId: string, now: Date, reason: string): Promise<string[]> {
      const rows = await db
        .update(authSessions)
        .set({ revokedAt: now, revokedReason: reason })
        .where(and(eq(authSessions.impersonatorSessionId, adminSessionId), isNull(authSessions.revokedAt)))
        .returning({ id: authSessions.id });
      return rows.map((r) => r.id);
    },
  };
}
