import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { withReason } from '../../../shared/errors';
import { CART_ERRORS } from '../../../shared/errors-cart';
import { DomainError } from '../../lib/errors';
import { waitText } from '../../lib/rate-limit';

/** Unknown coupon codes one customer (a guest session is one) may try in the window. */
export const COUPON_FAILURES_PER_CUSTOMER = 10;
/** Unknown coupon codes all sessions of one client address may try in the window. */
export const COUPON_FAILURES_PER_ADDRESS = 30;
export const COUPON_WINDOW_SEC = 15 * 60;

export interface CouponLimiters {
  customer: RateLimiterAbstract;
  address: RateLimiterAbstract;
}

/** What one try is allowed to do: `settle(valid)` after the code was looked up. */
export interface CouponTry {
  /** A valid code gives its try back: only unknown codes count toward the budgets. */
  settle(valid: boolean): Promise<void>;
}

/**
 * Coupon guessing: every try is counted up front (so parallel tries cannot slip past), and a try
 * with a code that exists is given back. Per customer, a spent budget refuses that customer. Per
 * address, a spent budget refuses the sessions that already tried there, but a session's first try
 * still goes through: a customer behind the same address (a workshop's NAT) is never blocked by
 * someone else's guessing, while a guesser gains one try per new session (and guest sessions per
 * address are limited too).
 */
export function createCouponLimits(limiters: CouponLimiters) {
  const refused = (res: RateLimiterRes) => {
    const wait = Math.max(1, Math.ceil(res.msBeforeNext / 1000));
    return new DomainError('RATE_LIMITED', withReason(CART_ERRORS.addCoupon, `Too many coupon codes were tried. Try again in ${waitText(wait)}.`), { retryAfterSeconds: wait });
  };
  const spend = async (limiter: RateLimiterAbstract, key: string): Promise<{ ok: true; res: RateLimiterRes } | { ok: false; res: RateLimiterRes }> => {
    try {
      return { ok: true, res: await limiter.consume(key) };
    } catch (err) {
      if (err instanceof RateLimiterRes) return { ok: false, res: err };
      throw err;
    }
  };
  const giveBack = (limiter: RateLimiterAbstract, key: string) => limiter.reward(key, 1);

  return {
    /** Counts one try; throws RATE_LIMITED (429 with Retry-After) when this customer or address may not try now. */
    async begin(customerId: number, ip: string): Promise<CouponTry> {
      const customerKey = String(customerId);
      const own = await spend(limiters.customer, customerKey);
      if (!own.ok) throw refused(own.res);
      const firstTry = own.res.consumedPoints <= 1;
      const address = await spend(limiters.address, ip);
      if (!address.ok && !firstTry) {
        await giveBack(limiters.customer, customerKey);
        throw refused(address.res);
      }
      return {
        async settle(valid) {
          if (!valid) return;
          await Promise.all([giveBack(limiters.customer, customerKey), giveBack(limiters.address, ip)]);
        },
      };
    },
  };
}

export type CouponLimits = ReturnType<typeof createCouponLimits>;
