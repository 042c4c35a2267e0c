import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { authGuestUpgrades, authMailThrottle, authPasswordResets } from '../../db/schema/auth';
import { authEmailChanges } from '../../db/schema/email-changes';

export interface EmailChangeRow {
  id: number;
  customerId: number;
  newEmail: string;
  expiresAt: Date;
  usedAt: Date | null;
}

export interface GuestUpgradeRow {
  id: number;
  customerId: number;
  email: string;
  expiresAt: Date;
  usedAt: Date | null;
}

/** The mailed links of password recovery, e-mail change and guest registration, and how often they may be mailed. */
export function createAuthLinksRepository(db: Db) {
  return {
    /**
     * Takes the mail slot of `key` when nothing was mailed under it after `notAfter`: true when the
     * caller may send now. One statement, so two processes asking at once cannot both send.
     */
    async claimMailSlot(key: string, now: Date, notAfter: Date): Promise<boolean> {
      const result = await db.execute(sql`
        insert into ${authMailThrottle} (key, sent_at) values (${key}, ${now.toISOString()}::timestamptz)
        on conflict (key) do update set sent_at = excluded.sent_at
        where ${authMailThrottle}.sent_at <= ${notAfter.toISOString()}::timestamptz
        returning key`);
      return rowsOf(result).length === 1;
    },

    /** Gives a slot back (the one taken at `sentAt`, or whichever is held), so the next request may mail at once. */
    async releaseMailSlot(key: string, sentAt: Date | null): Promise<void> {
      await db.delete(authMailThrottle).where(and(eq(authMailThrottle.key, key), sentAt ? eq(authMailThrottle.sentAt, sentAt) : undefined));
    },

    async insertGuestUpgrade(r: { customerId: number; email: string; tokenHash: string; createdAt: Date; expiresAt: Date }): Promise<void> {
      await db.insert(authGuestUpgrades).values(r);
    },

    async findGuestUpgrade(tokenHash: string): Promise<GuestUpgradeRow | null> {
      const [row] = await db
        .select({
          id: authGuestUpgrades.id,
          customerId: authGuestUpgrades.customerId,
          email: authGuestUpgrades.email,
          expiresAt: authGuestUpgrades.expiresAt,
          usedAt: authGuestUpgrades.usedAt,
        })
        .from(authGuestUpgrades)
        .where(eq(authGuestUpgrades.tokenHash, tokenHash))
        .limit(1);
      return row ?? null;
    },

    /** Uses a link; false when it was used (or expired) in the meantime. */
    async consumeGuestUpgrade(id: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(authGuestUpgrades)
        .set({ usedAt: now })
        .where(and(eq(authGuestUpgrades.id, id), isNull(authGuestUpgrades.usedAt), gt(authGuestUpgrades.expiresAt, now)))
        .returning({ id: authGuestUpgrades.id });
      return rows.length === 1;
    },

    /** Voids every outstanding link of a guest, once it has become an account. */
    async voidGuestUpgrades(customerId: number, now: Date): Promise<void> {
      await db
        .update(authGuestUpgrades)
        .set({ usedAt: now })
        .where(and(eq(authGuestUpgrades.customerId, customerId), isNull(authGuestUpgrades.usedAt)));
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
  };
}

export type AuthLinksRepository = ReturnType<typeof createAuthLinksRepository>;
