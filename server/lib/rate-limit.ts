import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Database } from '../db/client';

export interface RateLimitSpec {
  /** What one caller may spend in a window (a request costs 1, or what `take` is told). */
  points: number;
  durationSec: number;
}

export interface RateLimit {
  /** Spends `points` of `key`'s budget: null when allowed, else the seconds until it may try again. */
  take(key: string, points?: number): Promise<number | null>;
  /** Returns `points` taken earlier (an attempt that turned out not to count). */
  give(key: string, points?: number): Promise<void>;
}

/**
 * One budget's store (rate-limiter-flexible): in memory for the embedded database, in the
 * auth_rate_limits table on PostgreSQL so every server process counts together. The key prefix
 * keeps each budget apart in the shared table. The one factory of that table: callers that need
 * more than take and give (the token service's lockouts) use the store itself.
 */
export function createLimiter(database: Pick<Database, 'pool'>, keyPrefix: string, { points, durationSec }: RateLimitSpec): RateLimiterAbstract {
  const opts = { keyPrefix, points, duration: durationSec };
  return database.pool
    ? new RateLimiterPostgres({ ...opts, storeClient: database.pool, storeType: 'pool', tableName: 'auth_rate_limits', tableCreated: true })
    : new RateLimiterMemory(opts);
}

/** A per-caller budget on createLimiter's store. */
export function createRateLimit(database: Pick<Database, 'pool'>, keyPrefix: string, spec: RateLimitSpec): RateLimit {
  const limiter = createLimiter(database, keyPrefix, spec);
  return {
    async take(key, cost = 1) {
      try {
        await limiter.consume(key, cost);
        return null;
      } catch (err) {
        if (err instanceof RateLimiterRes) return Math.max(1, Math.ceil(err.msBeforeNext / 1000));
        throw err;
      }
    },
    async give(key, points = 1) {
      await limiter.reward(key, points);
    },
  };
}

/** "N seconds" or "N minutes", for messages about waiting. */
export function waitText(seconds: number): string {
  if (seconds < 90) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  return `${Math.ceil(seconds / 60)} minutes`;
}
