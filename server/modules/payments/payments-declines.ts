import type { Database } from '../../db/client';
import { DomainError } from '../../lib/errors';
import { createRateLimit, waitText, type RateLimit, type RateLimitSpec } from '../../lib/rate-limit';
import { PaymentDeclined, PaymentMethodInvalid } from './payments-gateway';

/** How many declined payments each caller may have (docs/security.md, "Card testing"). */
export interface DeclineLimitSettings {
  /** One customer: a guest session or an account. */
  perSession: RateLimitSpec;
  /** One client address, across all its sessions: a tester starts a new guest session every few cards. */
  perAddress: RateLimitSpec;
  /** One card, from anywhere: guessing a card's expiry or security code. */
  perCard: RateLimitSpec;
}

export const DEFAULT_DECLINE_LIMITS: DeclineLimitSettings = {
  perSession: { points: 5, durationSec: 60 * 60 },
  perAddress: { points: 10, durationSec: 60 * 60 },
  perCard: { points: 4, durationSec: 24 * 60 * 60 },
};

const MESSAGES = {
  perSession: (wait: string) => `Too many payments were declined. Please try again in ${wait}, or call us to place the order.`,
  perAddress: (wait: string) => `Too many payments were declined from your connection. Please try again in ${wait}, or call us to place the order.`,
  perCard: () => 'This card was declined too many times. Please use another card or payment method.',
};

export interface PaymentAttempt {
  /** Who pays: the customer's id, the client address (absent for in-process callers), the card's fingerprint. */
  customerId: number;
  address?: string | null;
  card?: string | null;
}

export interface DeclineLimits {
  /**
   * Runs `charge` if no budget of the attempt is spent, else refuses with RATE_LIMITED and charges
   * nothing. The attempt is counted before the charge, so parallel attempts cannot all slip past the
   * check; it is given back unless the gateway declined the card or refused the nonce.
   */
  guard<T>(attempt: PaymentAttempt, charge: () => Promise<T>): Promise<T>;
}

function createDeclineLimits(database: Pick<Database, 'pool'>, settings: DeclineLimitSettings): DeclineLimits {
  const budgets = {
    perSession: createRateLimit(database, 'paymentDeclinesSession', settings.perSession),
    perAddress: createRateLimit(database, 'paymentDeclinesAddress', settings.perAddress),
    perCard: createRateLimit(database, 'paymentDeclinesCard', settings.perCard),
  } satisfies Record<keyof DeclineLimitSettings, RateLimit>;

  async function giveBack(taken: Array<[RateLimit, string]>) {
    await Promise.all(taken.map(([limit, key]) => limit.give(key)));
  }

  return {
    async guard(attempt, charge) {
      const keys: Array<[keyof DeclineLimitSettings, string | null | undefined]> = [
        ['perSession', String(attempt.customerId)],
        ['perAddress', attempt.address],
        ['perCard', attempt.card],
      ];
      const taken: Array<[RateLimit, string]> = [];
      for (const [name, key] of keys) {
        if (!key) continue;
        const wait = await budgets[name].take(key);
        taken.push([budgets[name], key]);
        if (wait !== null) {
          // A refusal is not a decline: the budgets stay as they were.
          await giveBack(taken);
          throw new DomainError('RATE_LIMITED', MESSAGES[name](waitText(wait)), { retryAfterSeconds: wait });
        }
      }
      try {
        const result = await charge();
        await giveBack(taken);
        return result;
      } catch (err) {
        if (!(err instanceof PaymentDeclined || err instanceof PaymentMethodInvalid)) await giveBack(taken);
        throw err;
      }
    },
  };
}

// One count per database, however many services in this process use it (tests build several).
const shared = new WeakMap<object, DeclineLimits>();

/** The decline budgets of this database: the first caller's settings stand. */
export function declineLimitsFor(database: Pick<Database, 'pool'>, settings: DeclineLimitSettings = DEFAULT_DECLINE_LIMITS): DeclineLimits {
  let limits = shared.get(database);
  if (!limits) shared.set(database, (limits = createDeclineLimits(database, settings)));
  return limits;
}
