import { ConfigError, type Config } from '../../config';
import type { Database } from '../../db/client';
import type { Logger } from '../../lib/logger';
import { createBraintreeGateway } from './payments-braintree';
import { isCrawler } from './payments-crawlers';
import type { PaymentGateway } from './payments-gateway';
import { DEFAULT_DECLINE_LIMITS, declineLimitsFor, type DeclineLimitSettings } from './payments-declines';
import { createPaymentsRepository, databaseNonceStore } from './payments.repository';
import { createSandboxGateway, type SandboxGateway } from './payments-sandbox';
import { sandboxKeys } from './payments-sandbox-nonces';

// What other modules use of a payment gateway (account vaults cards, checkout charges them).
export { maskCardNumber, PaymentDeclined, PaymentMethodInvalid, PaymentUnavailable } from './payments-gateway';
export type { Authorization, PaymentGateway, PaymentInstrument, TransactionState } from './payments-gateway';
export { declineLimitsFor, type DeclineLimits, type PaymentAttempt } from './payments-declines';

export interface PaymentSetup {
  gateway: 'sandbox' | 'braintree';
  /** Empty for search-engine crawlers: no payment is offered to them. */
  clientToken: string;
  /** The card-fields frame of the sandbox; null with Braintree (hosted fields come from braintree-web) and for crawlers. */
  fieldsUrl: string | null;
  environment: string;
}

/** The decline budgets as configured. */
function declineLimitsFrom(config: Config): DeclineLimitSettings {
  const d = DEFAULT_DECLINE_LIMITS;
  return {
    perSession: { ...d.perSession, points: config.PAYMENT_DECLINES_PER_SESSION },
    perAddress: { ...d.perAddress, points: config.PAYMENT_DECLINES_PER_ADDRESS },
    perCard: { ...d.perCard, points: config.PAYMENT_DECLINES_PER_CARD },
  };
}

/** The configured payment gateway, what the checkout needs to show its fields, and the decline budgets. */
export function createPaymentsService({
  config,
  log,
  database,
  signingSecret,
  gateway,
  clock,
}: {
  config: Config;
  log: Logger;
  database: Database;
  /** The access tokens' secret: the sandbox's nonce and card keys derive from it. */
  signingSecret?: string;
  gateway?: PaymentGateway;
  clock?: () => Date;
}) {
  let sandbox: SandboxGateway | null = null;
  let chosen: PaymentGateway;
  if (gateway) {
    chosen = gateway;
    if (gateway.name === 'sandbox') sandbox = gateway as SandboxGateway;
  } else if (config.PAYMENT_GATEWAY === 'braintree') {
    const { BRAINTREE_MERCHANT_ID: merchantId, BRAINTREE_PUBLIC_KEY: publicKey, BRAINTREE_PRIVATE_KEY: privateKey } = config;
    if (!merchantId || !publicKey || !privateKey) {
      throw new ConfigError('Invalid setting PAYMENT_GATEWAY: braintree needs BRAINTREE_MERCHANT_ID, BRAINTREE_PUBLIC_KEY and BRAINTREE_PRIVATE_KEY');
    }
    chosen = createBraintreeGateway({ merchantId, publicKey, privateKey, environment: config.BRAINTREE_ENVIRONMENT }, log);
  } else {
    const now = clock ?? (() => new Date());
    sandbox = createSandboxGateway({ clock, keys: sandboxKeys(signingSecret), nonces: databaseNonceStore(createPaymentsRepository(database.db), now) });
    chosen = sandbox;
  }
  return {
    gateway: chosen,
    /** The sandbox gateway when it is the one in use (its routes are mounted only then). */
    sandbox,
    /** Declined payments per session, client address and card, counted by every process of this database. */
    declines: declineLimitsFor(database, declineLimitsFrom(config)),
    /** Client token and fields location (spec 2 §3 Payment setup); nothing of either for a crawler. */
    async setup(customerRef?: string, caller: { userAgent?: string | null } = {}): Promise<PaymentSetup> {
      const environment = chosen.name === 'sandbox' ? 'sandbox' : config.BRAINTREE_ENVIRONMENT;
      if (isCrawler(caller.userAgent)) return { gateway: chosen.name, clientToken: '', fieldsUrl: null, environment };
      return {
        gateway: chosen.name,
        clientToken: await chosen.clientToken(customerRef),
        fieldsUrl: chosen.name === 'sandbox' ? '/payments/sandbox/fields' : null,
        environment,
      };
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
