import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers } from '../../db/schema/customers';
import { ROLE_GUESTS } from '../../../shared/enums';

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
  /** When staff locked the account's sign-in; null when it may sign in. */
  signInLockedAt: Date | null;
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

/** The columns of an AccountRow, for the other auth repositories' reads. */
export const accountColumns = {
  id: customers.id,
  email: customers.email,
  firstName: customers.firstName,
  lastName: customers.lastName,
  roles: customers.roles,
  passwordHash: customers.passwordHash,
  active: customers.active,
  deleted: customers.deleted,
  feedbackName: customers.feedbackName,
  signInLockedAt: customers.signInLockedAt,
};

/** The customer is a guest (an SQL condition on customers). */
export const isGuest = sql`${ROLE_GUESTS} = any(${customers.roles})`;

/** True for PostgreSQL's unique_violation, however the driver wraps it. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: string; cause?: unknown } | undefined, i = 0; e && i < 4; e = e.cause as typeof e, i++) {
    if (e.code === '23505') return true;
  }
  return false;
}

/** Customers as the token service reads and changes them: sign-in, profile, names, password. */
export function createAccountsRepository(db: Db) {
  return {
    /** The registered (non-guest) account with this e-mail, case-insensitively. */
    async findAccountByEmail(email: string): Promise<AccountRow | null> {
      const rows = await db
        .select(accountColumns)
        .from(customers)
        .where(and(sql`lower(${customers.email}) = ${email.toLowerCase()}`, sql`not ${isGuest}`, eq(customers.deleted, false)))
        .limit(1);
      return rows[0] ?? null;
    },

    async findAccount(id: number): Promise<AccountRow | null> {
      const rows = await db.select(accountColumns).from(customers).where(eq(customers.id, id)).limit(1);
      return rows[0] ?? null;
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
  };
}
