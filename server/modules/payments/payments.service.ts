import { ConfigError, type Config } from '../../config';
import type { Logger } from '../../lib/logger';
import { createBraintreeGateway } from './payments-braintree';
import type { PaymentGateway } from './payments-gateway';

// What other modules use of a payment gateway (account vaults cards, checkout charges them).
export { maskCardNumber, PaymentDeclined, PaymentMethodInvalid, PaymentUnavailable } from './payments-gateway';
export type { Authorization, PaymentGateway, PaymentInstrument, TransactionState } from './payments-gateway';
import { createSandboxGateway, type SandboxGateway } from './payments-sandbox';

export interface PaymentSetup {
  gateway: 'sandbox' | 'braintree';
  clientToken: string;
  /** The card-fields frame of the sandbox; null with Braintree (hosted fields come from braintree-web). */
  fieldsUrl: string | null;
  environment: string;
}

/** The configured payment gateway and what the checkout needs to show its fields. */
export function createPaymentsService({ config, log, gateway, clock }: { config: Config; log: Logger; gateway?: PaymentGateway; clock?: () => Date }) {
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
    sandbox = createSandboxGateway({ clock });
    chosen = sandbox;
  }
  return {
    gateway: chosen,
    /** The sandbox gateway when it is the one in use (its routes are mounted only then). */
    sandbox,
    /** Client token and fields location (spec 2 §3 Payment setup). */
    async setup(customerRef?: string): Promise<PaymentSetup> {
      return {
        gateway: chosen.name,
        clientToken: await chosen.clientToken(customerRef),
        fieldsUrl: chosen.name === 'sandbox' ? '/payments/sandbox/fields' : null,
        environment: chosen.name === 'sandbox' ? 'sandbox' : config.BRAINTREE_ENVIRONMENT,
      };
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
