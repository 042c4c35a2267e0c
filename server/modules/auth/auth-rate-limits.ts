import crypto from 'node:crypto';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Database } from '../../db/client';
import { lockedOut, tooManyAttempts } from './auth-errors';

export interface LimitSpec {
  points: number;
  durationSec: number;
}

/** Budgets per caller. The e-mail-keyed ones count the address whether or not an account has it. */
export const DEFAULT_LIMITS = {
  /** Password sign-ins from one address. */
  loginIp: { points: 100, durationSec: 15 * 60 },
  /** Failed sign-ins (or password checks) for one e-mail before it is locked for `durationSec`. */
  loginFailures: { points: 5, durationSec: 15 * 60 },
  refreshIp: { points: 300, durationSec: 60 },
  checkRegisteredIp: { points: 30, durationSec: 10 * 60 },
  resetRequestIp: { points: 10, durationSec: 15 * 60 },
  resetRequestEmail: { points: 3, durationSec: 60 * 60 },
  resetConfirmIp: { points: 10, durationSec: 15 * 60 },
  createGuestIp: { points: 30, durationSec: 10 * 60 },
} satisfies Record<string, LimitSpec>;

export type LimitName = keyof typeof DEFAULT_LIMITS;

/** A stable, short key for an e-mail address; the limiter store never holds the address itself. */
export function accountKey(email: string): string {
  return crypto.createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 40);
}

/**
 * One budget (rate-limiter-flexible): in memory for the embedded database, in the
 * auth_rate_limits table on PostgreSQL so every server process counts together.
 */
export function createLimiter(database: Database, keyPrefix: string, { points, durationSec }: LimitSpec): RateLimiterAbstract {
  const opts = { keyPrefix, points, duration: durationSec };
  if (database.pool) {
    return new RateLimiterPostgres({ ...opts, storeClient: database.pool, storeType: 'pool', tableName: 'auth_rate_limits', tableCreated: true });
  }
  return new RateLimiterMemory(opts);
}

/** The token service's rate limits (see createLimiter). */
export function createAuthLimits(database: Database, overrides: Partial<Record<LimitName, LimitSpec>> = {}) {
  const specs = { ...DEFAULT_LIMITS, ...overrides };
  const make = (name: LimitName): RateLimiterAbstract => createLimiter(database, name, specs[name]);
  const limiters = Object.fromEntries(Object.keys(specs).map((n) => [n, make(n as LimitName)])) as Record<LimitName, RateLimiterAbstract>;
  const failures = limiters.loginFailures;
  const lockMs = specs.loginFailures.durationSec * 1000;

  return {
    /** Counts one request against a budget; throws a 429 AuthError once it is spent. */
    async hit(name: LimitName, key: string): Promise<void> {
      try {
        await limiters[name].consume(key);
      } catch (err) {
        if (err instanceof RateLimiterRes) throw tooManyAttempts(err.msBeforeNext);
        throw err;
      }
    },

    /** Throws the lockout answer while an e-mail has used up its failed attempts. */
    async assertNotLocked(key: string): Promise<void> {
      const res = await failures.get(key);
      if (res && res.consumedPoints >= specs.loginFailures.points) throw lockedOut(res.msBeforeNext > 0 ? res.msBeforeNext : lockMs);
    },

    /** Records a failed attempt; the one that uses up the budget starts a full lockout and says so. */
    async recordFailure(key: string): Promise<void> {
      let res: RateLimiterRes;
      try {
        res = await failures.consume(key);
      } catch (err) {
        if (err instanceof RateLimiterRes) throw lockedOut(err.msBeforeNext);
        throw err;
      }
      if (res.remainingPoints <= 0) {
        // The lock runs its whole length from the last failure, not from the first one of the window.
        await failures.block(key, specs.loginFailures.durationSec);
        throw lockedOut(lockMs);
      }
    },

    /** Forgets the failures of an e-mail after a successful sign-in or a password reset. */
    async clearFailures(key: string): Promise<void> {
      await failures.delete(key);
    },
  };
}

export type AuthLimits = ReturnType<typeof createAuthLimits>;
