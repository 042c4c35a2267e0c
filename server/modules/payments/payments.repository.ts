import { eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentNonces } from '../../db/schema/payment-nonces';
import type { NonceStore } from './payments-sandbox-nonces';

/** Spent sandbox nonces, by hash. */
export function createPaymentsRepository(db: Db) {
  return {
    /** One statement: of two processes inserting one hash, the primary key lets exactly one win. */
    async consumeNonce(hash: string, expiresAt: Date): Promise<boolean> {
      const won = await db.insert(paymentNonces).values({ nonceHash: hash, expiresAt }).onConflictDoNothing().returning({ hash: paymentNonces.nonceHash });
      return won.length === 1;
    },

    async releaseNonce(hash: string): Promise<void> {
      await db.delete(paymentNonces).where(eq(paymentNonces.nonceHash, hash));
    },

    /** Rows of nonces that have expired anyway: the nonce itself is refused by then. */
    async deleteExpiredNonces(now: Date): Promise<void> {
      await db.delete(paymentNonces).where(lt(paymentNonces.expiresAt, now));
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;

const PURGE_EVERY_MS = 60 * 60 * 1000;

/** Spent nonces in the database, so every server process refuses a nonce another one spent. */
export function databaseNonceStore(repo: PaymentsRepository, now: () => Date): NonceStore {
  let lastPurge = 0;
  return {
    async consume(hash, expiresAt) {
      const at = now();
      // Cleared as nonces are spent, at most hourly: the table holds about three hours of payments.
      if (at.getTime() - lastPurge >= PURGE_EVERY_MS) {
        lastPurge = at.getTime();
        await repo.deleteExpiredNonces(at);
      }
      return repo.consumeNonce(hash, expiresAt);
    },
    release: (hash) => repo.releaseNonce(hash),
  };
}
