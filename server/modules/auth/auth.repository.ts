import { and, desc, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { rowsOf, type Db } from '../../db/client';
import { auditLog, authPasswordResets, authRefreshTokens, authSessions } from '../../db/schema/auth';
import { customers } from '../../db/schema/customers';
import { authEmailChanges } from '../../db/schema/email-changes';
import { ROLE_GUESTS } from '../../../shared/enums';
import { createAuthLinksRepository } from './auth-links.repository';

export interface AccountRow {
  id: number;
  email: string | null;
  firstName: string;
  lastName: string;
  roles: string[];
  passwordHash: string | null;
  active: boolean;
  deleted: boolean;
  feedbackName: string;
}

/** Spec 1 §3 Account: what the customer may read and change of their own account. */
export interface ProfileRow {
  id: number;
  email: string | null;
  firstName: string;
  lastName: string;
  feedbackName: string;
  phoneNumber: string;
  roles: string[];
}

export interface EmailChangeRow {
  id: number;
  customerId: number;
  newEmail: string;
  expiresAt: Date;
  usedAt: Date | null;
}

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

export interface AuditEntry {
  id: number;
  at: Date;
  actorId: number | null;
  subjectId: number | null;
  action: string;
  detail: Record<string, unknown>;
  ip: string | null;
}

const accountColumns = {
  id: customers.id,
  email: customers.email,
  firstName: customers.firstName,
  lastName: customers.lastName,
  roles: customers.roles,
  passwordHash: customers.passwordHash,
  active: customers.active,
  deleted: customers.deleted,
  feedbackName: customers.feedbackName,
};

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

const isGuest = sql`${ROLE_GUESTS} = any(${customers.roles})`;

/** True for PostgreSQL's unique_violation, however the driver wraps it. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: string; cause?: unknown } | undefined, i = 0; e && i < 4; e = e.cause as typeof e, i++) {
    if (e.code === '23505') return true;
  }
  return false;
}

/** Accounts, sessions, refresh tokens, reset tokens and the audit log of the token service. */
export function createAuthRepository(db: Db) {
  return {
    // The mailed links and their mail throttle live in their own file; one repository for the service.
    ...createAuthLinksRepository(db),

    /** The registered (non-guest) account with this e-mail, case-insensitively. */
    async findAccountByEmail(email: string): Promise<AccountRow | null> {
      const rows = await db
        .select(accountColumns)
        .from(customers)
        .where(and(sql`lower(${customers.email}) = ${email.toLowerCase()}`, sql`not ${isGuest}`, eq(customers.deleted, false)))
        .limit(1);
      return rows[0] ?? null;
    },

    /** The customer is a guest and no account uses the e-mail (an order's "create an account" offer). */
    async orderEmailRegistrable(customerId: number, email: string): Promise<boolean> {
      const result = await db.execute(sql`select
          exists (select 1 from customers me where me.id = ${customerId} and ${ROLE_GUESTS} = any(me.roles))
            and not exists (select 1 from customers c where lower(c.email) = lower(${email}) and not (${ROLE_GUESTS} = any(c.roles))) as registrable`);
      return Boolean(rowsOf<{ registrable: boolean }>(result)[0]?.registrable);
    },

    async findAccount(id: number): Promise<AccountRow | null> {
      const rows = await db.select(accountColumns).from(customers).where(eq(customers.id, id)).limit(1);
      return rows[0] ?? null;
    },

    async createGuest(now: Date): Promise<AccountRow> {
      const [row] = await db.insert(customers).values({ roles: [ROLE_GUESTS], createdAt: now }).returning(accountColumns);
      return row;
    },

    /** Turns a guest into a registered account in place; 'taken' when the e-mail belongs to another account. */
    async upgradeGuest(
      id: number,
      v: { email: string; firstName: string; lastName: string; passwordHash: string; roles: string[] },
    ): Promise<'ok' | 'taken' | 'not-guest'> {
      try {
        const rows = await db
          .update(customers)
          .set({ email: v.email, firstName: v.firstName, lastName: v.lastName, passwordHash: v.passwordHash, roles: v.roles })
          .where(and(eq(customers.id, id), isGuest, eq(customers.deleted, false)))
          .returning({ id: customers.id });
        return rows.length === 1 ? 'ok' : 'not-guest';
      } catch (err) {
        if (isUniqueViolation(err)) return 'taken';
        throw err;
      }
    },

    async setEmail(id: number, email: string): Promise<'ok' | 'taken'> {
      try {
        await db.update(customers).set({ email }).where(eq(customers.id, id));
        return 'ok';
      } catch (err) {
        if (isUniqueViolation(err)) return 'taken';
        throw err;
      }
    },

    async profile(id: number): Promise<ProfileRow | null> {
      const [row] = await db
        .select({
          id: customers.id,
          email: customers.email,
          firstName: customers.firstName,
          lastName: customers.lastName,
          feedbackName: customers.feedbackName,
          phoneNumber: customers.phoneNumber,
          roles: customers.roles,
        })
        .from(customers)
        .where(and(eq(customers.id, id), eq(customers.deleted, false)));
      return row ?? null;
    },

    async setName(id: number, firstName: string, lastName: string): Promise<void> {
      await db.update(customers).set({ firstName, lastName }).where(eq(customers.id, id));
    },

    async setPhoneNumber(id: number, phoneNumber: string): Promise<void> {
      await db.update(customers).set({ phoneNumber }).where(eq(customers.id, id));
    },

    /** 'taken' when another customer uses the name (in any letter case). */
    async setFeedbackName(id: number, feedbackName: string): Promise<'ok' | 'taken'> {
      try {
        await db.update(customers).set({ feedbackName }).where(eq(customers.id, id));
        return 'ok';
      } catch (err) {
        if (isUniqueViolation(err)) return 'taken';
        throw err;
      }
    },

    async feedbackNameTaken(feedbackName: string, exceptId: number): Promise<boolean> {
      const rows = await db
        .select({ id: customers.id })
        .from(customers)
        .where(and(sql`lower(${customers.feedbackName}) = lower(${feedbackName})`, ne(customers.id, exceptId)))
        .limit(1);
      return rows.length > 0;
    },

    /** A new pending e-mail change; any earlier pending one of the customer stops working. */
    async insertEmailChange(r: { customerId: number; newEmail: string; tokenHash: string; createdAt: Date; expiresAt: Date }): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(authEmailChanges)
          .set({ usedAt: r.createdAt })
          .where(and(eq(authEmailChanges.customerId, r.customerId), isNull(authEmailChanges.usedAt)));
        await tx.insert(authEmailChanges).values(r);
      });
    },

    async findEmailChange(tokenHash: string): Promise<EmailChangeRow | null> {
      const [row] = await db
        .select({
          id: authEmailChanges.id,
          customerId: authEmailChanges.customerId,
          newEmail: authEmailChanges.newEmail,
          expiresAt: authEmailChanges.expiresAt,
          usedAt: authEmailChanges.usedAt,
        })
        .from(authEmailChanges)
        .where(eq(authEmailChanges.tokenHash, tokenHash))
        .limit(1);
      return row ?? null;
    },

    /** Uses a confirmation link; false when it was used or expired in the meantime. */
    async consumeEmailChange(id: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(authEmailChanges)
        .set({ usedAt: now })
        .where(and(eq(authEmailChanges.id, id), isNull(authEmailChanges.usedAt), gt(authEmailChanges.expiresAt, now)))
        .returning({ id: authEmailChanges.id });
      return rows.length === 1;
    },

    /** The address waiting for confirmation, if any. */
    async pendingEmailChange(customerId: number, now: Date): Promise<{ newEmail: string; expiresAt: Date } | null> {
      const [row] = await db
        .select({ newEmail: authEmailChanges.newEmail, expiresAt: authEmailChanges.expiresAt })
        .from(authEmailChanges)
        .where(and(eq(authEmailChanges.customerId, customerId), isNull(authEmailChanges.usedAt), gt(authEmailChanges.expiresAt, now)))
        .orderBy(desc(authEmailChanges.createdAt))
        .limit(1);
      return row ?? null;
    },

    async setPasswordHash(id: number, passwordHash: string): Promise<void> {
      await db.update(customers).set({ passwordHash, failedLoginAttempts: 0, lockedUntil: null }).where(eq(customers.id, id));
    },

    async recordLogin(id: number, now: Date): Promise<void> {
      await db.update(customers).set({ lastLoginAt: now, failedLoginAttempts: 0 }).where(eq(customers.id, id));
    },

    /** Kept as a count an administrator can see; the lockout itself lives in the rate limiter. */
    async recordFailedLogin(id: number): Promise<void> {
      await db
        .update(customers)
        .set({ failedLoginAttempts: sql`${customers.failedLoginAttempts} + 1` })
        .where(eq(customers.id, id));
    },

    /** Marks a guest whose data went into an account as gone; a no-op the second time. */
    async retireGuest(id: number): Promise<boolean> {
      const rows = await db
        .update(customers)
        .set({ deleted: true, active: false })
        .where(and(eq(customers.id, id), isGuest, eq(customers.deleted, false)))
        .returning({ id: customers.id });
      return rows.length === 1;
    },

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

    async insertPasswordReset(r: { customerId: number; tokenHash: string; createdAt: Date; expiresAt: Date }): Promise<void> {
      await db.insert(authPasswordResets).values(r);
    },

    async findPasswordReset(tokenHash: string) {
      const rows = await db
        .select({
          id: authPasswordResets.id,
          customerId: authPasswordResets.customerId,
          expiresAt: authPasswordResets.expiresAt,
          usedAt: authPasswordResets.usedAt,
        })
        .from(authPasswordResets)
        .where(eq(authPasswordResets.tokenHash, tokenHash))
        .limit(1);
      return rows[0] ?? null;
    },

    /** Uses a reset token; false when it was used (or expired) in the meantime. */
    async consumePasswordReset(id: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(authPasswordResets)
        .set({ usedAt: now })
        .where(and(eq(authPasswordResets.id, id), isNull(authPasswordResets.usedAt), gt(authPasswordResets.expiresAt, now)))
        .returning({ id: authPasswordResets.id });
      return rows.length === 1;
    },

    /** Voids every outstanding reset link of an account (after its password changed). */
    async voidPasswordResets(customerId: number, now: Date): Promise<void> {
      await db
        .update(authPasswordResets)
        .set({ usedAt: now })
        .where(and(eq(authPasswordResets.customerId, customerId), isNull(authPasswordResets.usedAt)));
    },

    /** A live customer by id or e-mail (registered accounts win over guests with the same address). */
    async findLiveCustomer(by: { id?: number; email?: string }): Promise<{ id: number } | null> {
      const where =
        by.id !== undefined
          ? and(eq(customers.id, by.id), eq(customers.deleted, false))
          : and(sql`lower(${customers.email}) = lower(${by.email ?? ''})`, eq(customers.deleted, false));
      const [row] = await db
        .select({ id: customers.id })
        .from(customers)
        .where(where)
        .orderBy(sql`('Guests' = any(${customers.roles}))`, customers.id)
        .limit(1);
      return row ?? null;
    },

    /** The names a review may show of its author, for each of these customers that exists. */
    async reviewerNames(ids: number[]): Promise<Map<number, { feedbackName: string; firstName: string }>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: customers.id, feedbackName: customers.feedbackName, firstName: customers.firstName })
        .from(customers)
        .where(inArray(customers.id, ids));
      return new Map(rows.map((r) => [r.id, { feedbackName: r.feedbackName, firstName: r.firstName }]));
    },

    /**
     * Guest retention: guests (after `afterId`, by id) with no sign-in, session or token renewal since
     * `before`, rows locked in the caller's transaction so a guest coming back waits for the decision.
     */
    async staleGuestIds(ex: Db, before: Date, afterId: number, limit: number): Promise<number[]> {
      const rows = rowsOf<{ id: number }>(
        await ex.execute(sql`
          select c.id from customers c
          where 'Guests' = any(c.roles) and c.id > ${afterId} and c.created_at < ${before}
            and (c.last_login_at is null or c.last_login_at < ${before})
            and not exists (select 1 from auth_sessions s where s.customer_id = c.id and s.created_at >= ${before})
            and not exists (select 1 from auth_refresh_tokens r join auth_sessions s on s.id = r.session_id
              where s.customer_id = c.id and (r.created_at >= ${before} or r.rotated_at >= ${before}))
          order by c.id limit ${limit}
          for update of c`),
      );
      return rows.map((r) => Number(r.id));
    },

    /** Guest retention: deletes these guests (never an account); their sessions and links go with them. */
    async deleteGuests(ex: Db, ids: number[]): Promise<number> {
      if (ids.length === 0) return 0;
      const rows = await ex
        .delete(customers)
        .where(and(inArray(customers.id, ids), sql`${ROLE_GUESTS} = any(${customers.roles})`))
        .returning({ id: customers.id });
      return rows.length;
    },

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

export type AuthRepository = ReturnType<typeof createAuthRepository>;
