import crypto from 'node:crypto';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Database } from '../../db/client';
import { createLimiter, type RateLimitSpec } from '../../lib/rate-limit';
import { lockedOut, tooManyAttempts } from './auth-errors';

export type LimitSpec = RateLimitSpec;

// The budgets' one store factory is server/lib/rate-limit.ts; the token service's callers still find it here.
export { createLimiter };

/** Budgets per caller. The e-mail-keyed ones count the address whether or not an account has it. */
export const DEFAULT_LIMITS = {
  /** Password sign-ins from one address. */
  loginIp: { points: 100, durationSec: 15 * 60 },
  /**
   * Failed sign-ins (or password checks) for one e-mail from one address before that address is
   * locked out of that account for `durationSec`. Keyed by address too, so whoever types wrong
   * passwords locks out only themselves, never the owner elsewhere.
   */
  loginFailures: { points: 5, durationSec: 15 * 60 },
  /**
   * Failed sign-ins for one e-mail from all addresses together. Once spent, an address that has
   * failed on the account is refused and any new failure is the last one from its address; a
   * correct password from an address without recent failures still signs in.
   */
  loginFailuresAccount: { points: 50, durationSec: 15 * 60 },
  /**
   * Failed sign-ins for one account from one of its known devices (a valid device cookie). They
   * count here only, not per address nor toward the account's ceiling, so neither a stranger's
   * guesses nor the owner's typos elsewhere lock that device out.
   */
  loginFailuresDevice: { points: 5, durationSec: 15 * 60 },
  refreshIp: { points: 300, durationSec: 60 },
  checkRegisteredIp: { points: 30, durationSec: 10 * 60 },
  /**
   * Reset requests from one address. There is no per-account budget a stranger could spend:
   * repeated requests for one account share one mail per interval instead (auth-recovery.ts).
   */
  resetRequestIp: { points: 10, durationSec: 15 * 60 },
  /** Confirmation mails `changeemail` sends to one new address. */
  emailChangeTarget: { points: 3, durationSec: 60 * 60 },
  resetConfirmIp: { points: 10, durationSec: 15 * 60 },
  /** Orders looked up by (order number, e-mail) from one address, to mail a registration link. */
  orderLookupIp: { points: 10, durationSec: 15 * 60 },
  createGuestIp: { points: 30, durationSec: 10 * 60 },
} satisfies Record<string, LimitSpec>;

export type LimitName = keyof typeof DEFAULT_LIMITS;

/** A stable, short key for an e-mail address; the limiter store never holds the address itself. */
export function accountKey(email: string): string {
  return crypto.createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 40);
}

/** The token service's rate limits, each on the one limiter store of server/lib/rate-limit.ts. */
export function createAuthLimits(database: Database, overrides: Partial<Record<LimitName, LimitSpec>> = {}) {
  const specs = { ...DEFAULT_LIMITS, ...overrides };
  const make = (name: LimitName): RateLimiterAbstract => createLimiter(database, name, specs[name]);
  const limiters = Object.fromEntries(Object.keys(specs).map((n) => [n, make(n as LimitName)])) as Record<LimitName, RateLimiterAbstract>;
  const failures = limiters.loginFailures;
  const accountFailures = limiters.loginFailuresAccount;
  const deviceFailures = limiters.loginFailuresDevice;
  const lockMs = specs.loginFailures.durationSec * 1000;
  const pairKey = (account: string, ipOrDevice: string) => `${account}:${ipOrDevice}`;
  const msLeft = (res: RateLimiterRes | null, fallback: number) => (res && res.msBeforeNext > 0 ? res.msBeforeNext : fallback);

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

    /**
     * Throws the lockout answer while this address has used up its failed attempts on an
     * account, or while the account's ceiling is spent and this address has failed on it.
     */
    async assertNotLocked(account: string, ip: string): Promise<void> {
      const [own, all] = await Promise.all([failures.get(pairKey(account, ip)), accountFailures.get(account)]);
      if (own && own.consumedPoints >= specs.loginFailures.points) throw lockedOut(msLeft(own, lockMs));
      if (own && own.consumedPoints > 0 && all && all.consumedPoints >= specs.loginFailuresAccount.points) {
        throw lockedOut(msLeft(all, specs.loginFailuresAccount.durationSec * 1000));
      }
    },

    /** Records a failed attempt; the one that spends the address's budget (or meets a spent ceiling) locks and says so. */
    async recordFailure(account: string, ip: string): Promise<void> {
      const key = pairKey(account, ip);
      let all: RateLimiterRes;
      try {
        all = await accountFailures.consume(account);
      } catch (err) {
        if (!(err instanceof RateLimiterRes)) throw err;
        all = err;
      }
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
      if (all.consumedPoints >= specs.loginFailuresAccount.points) throw lockedOut(msLeft(all, specs.loginFailuresAccount.durationSec * 1000));
    },

    /** Throws the lockout answer while this known device has used up its failed attempts on the account. */
    async assertDeviceNotLocked(account: string, device: string): Promise<void> {
      const own = await deviceFailures.get(pairKey(account, device));
      if (own && own.consumedPoints >= specs.loginFailuresDevice.points) throw lockedOut(msLeft(own, specs.loginFailuresDevice.durationSec * 1000));
    },

    /** Records a failed attempt from a known device, against that device only; the last one locks it. */
    async recordDeviceFailure(account: string, device: string): Promise<void> {
      const key = pairKey(account, device);
      let res: RateLimiterRes;
      try {
        res = await deviceFailures.consume(key);
      } catch (err) {
        if (err instanceof RateLimiterRes) throw lockedOut(err.msBeforeNext);
        throw err;
      }
      if (res.remainingPoints <= 0) {
        await deviceFailures.block(key, specs.loginFailuresDevice.durationSec);
        throw lockedOut(specs.loginFailuresDevice.durationSec * 1000);
      }
    },

    /** Forgets a known device's failures after a successful sign-in from it. */
    async clearDeviceFailures(account: string, device: string): Promise<void> {
      await deviceFailures.delete(pairKey(account, device));
    },

    /** Forgets this address's failures on an account after a successful sign-in from it. */
    async clearFailures(account: string, ip: string): Promise<void> {
      await failures.delete(pairKey(account, ip));
    },

    /** Forgets the account's ceiling too, once its password was reset (earlier guesses aimed at the old one). */
    async clearAccountFailures(account: string, ip: string): Promise<void> {
      await Promise.all([failures.delete(pairKey(account, ip)), accountFailures.delete(account)]);
    },
  };
}

export type AuthLimits = ReturnType<typeof createAuthLimits>;
