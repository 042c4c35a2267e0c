import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { authGuestUpgrades, authMailThrottle } from '../../db/schema/auth';

export interface GuestUpgradeRow {
  id: number;
  customerId: number;
  email: string;
  expiresAt: Date;
  usedAt: Date | null;
}

/** The mailed links of account recovery and guest registration, and how often they may be mailed. */
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
  };
}

export type AuthLinksRepository = ReturnType<typeof createAuthLinksRepository>;
