import braintree from 'braintree';
import type { PaymentType } from '../../../shared/enums';
import type { Logger } from '../../lib/logger';
import {
  PaymentDeclined,
  PaymentMethodInvalid,
  PaymentUnavailable,
  type AuthorizeRequest,
  type Authorization,
  type PaymentDetails,
  type PaymentGateway,
  type TransactionState,
  type VaultRequest,
} from './payments-gateway';
import { money } from '../../lib/money';

export interface BraintreeSettings {
  merchantId: string;
  publicKey: string;
  privateKey: string;
  environment: 'sandbox' | 'production';
  /** Tests point the SDK at a local server replaying recorded answers. */
  endpoint?: { host: string; port: number };
}

// The SDK ships without types; these are the parts of its answers we read.
interface BtCard {
  cardType?: string;
  last4?: string;
  expirationDate?: string;
  expirationMonth?: string;
  expirationYear?: string;
  cardholderName?: string;
  sourceCardType?: string;
  sourceCardLast4?: string;
  email?: string;
  payerEmail?: string;
  token?: string;
}
interface BtTransaction extends Record<string, unknown> {
  id: string;
  status: string;
  amount: string;
  paymentInstrumentType?: string;
  processorResponseText?: string;
  creditCard?: BtCard;
  paypalAccount?: BtCard;
  androidPayCard?: BtCard;
  applePayCard?: BtCard;
}
interface BtResult {
  success: boolean;
  message?: string;
  transaction?: BtTransaction;
  paymentMethod?: BtCard & Record<string, unknown>;
  clientToken?: string;
  verification?: { status?: string; processorResponseText?: string };
  errors?: { deepErrors(): Array<{ code: string; message: string; attribute: string }> };
}
interface BtGateway {
  clientToken: { generate(o: object): Promise<BtResult> };
  transaction: {
    sale(o: object): Promise<BtResult>;
    submitForSettlement(id: string, amount?: string): Promise<BtResult>;
    void(id: string): Promise<BtResult>;
    refund(id: string, amount?: string): Promise<BtResult>;
    find(id: string): Promise<BtTransaction & { refundIds?: string[]; refundedTransactionId?: string }>;
  };
  customer: { find(id: string): Promise<unknown>; create(o: object): Promise<BtResult> };
  paymentMethod: { create(o: object): Promise<BtResult>; delete(token: string): Promise<unknown> };
}

const PAYMENT_TYPE_OF: Record<string, PaymentType> = {
  credit_card: 'CREDIT_CARD',
  paypal_account: 'PAY_PAL',
  android_pay_card: 'GOOGLE_PAY',
  apple_pay_card: 'APPLE_PAY',
};

/** What a Braintree transaction or payment method lets the customer see. */
export function detailsOf(kind: string | undefined, t: Partial<BtTransaction> & BtCard): PaymentDetails {
  const paymentType = PAYMENT_TYPE_OF[kind ?? 'credit_card'] ?? 'CREDIT_CARD';
  if (paymentType === 'PAY_PAL') {
    const email = t.paypalAccount?.payerEmail ?? t.email ?? t.payerEmail ?? '';
    return { paymentType, cardType: 'PayPal', last4: '', exp: '', cardholderName: '', accountNameOrEmail: email };
  }
  const c: BtCard = t.creditCard ?? t.androidPayCard ?? t.applePayCard ?? t;
  const exp = c.expirationDate ?? (c.expirationMonth && c.expirationYear ? `${c.expirationMonth}/${c.expirationYear}` : '');
  const name = c.cardholderName ?? '';
  return {
    paymentType,
    cardType: c.cardType ?? c.sourceCardType ?? '',
    last4: c.last4 ?? c.sourceCardLast4 ?? '',
    exp,
    cardholderName: name,
    accountNameOrEmail: name,
  };
}

const DECLINED = new Set(['processor_declined', 'gateway_rejected', 'failed']);

function withoutUndefined<T extends Record<string, unknown>>(o: T): Partial<T> {
  const out: Partial<T> = {};
  for (const [k, v] of Object.entries(o)) {
    if (v === undefined) continue;
    out[k as keyof T] = (v && typeof v === 'object' && !Array.isArray(v) ? withoutUndefined(v as Record<string, unknown>) : v) as T[keyof T];
  }
  return out;
}

function billingOf(b: VaultRequest['billing'] | undefined) {
  if (!b) return undefined;
  return {
    firstName: b.firstName,
    lastName: b.lastName,
    company: b.company || undefined,
    streetAddress: b.address1,
    extendedAddress: b.address2 || undefined,
    locality: b.city,
    postalCode: b.zipPostalCode || undefined,
  };
}

/** Braintree through its server SDK (DESIGN.md decision 8); the browser uses braintree-web hosted fields. */
export function createBraintreeGateway(settings: BraintreeSettings, log: Logger, sdk: BtGateway = makeSdk(settings)): PaymentGateway {
  async function call<T>(what: string, fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      log.warn({ err: { name: (err as Error)?.name, message: (err as Error)?.message }, what }, 'braintree call failed');
      throw new PaymentUnavailable();
    }
  }

  function refuse(result: BtResult, fallback: string): never {
    const codes = result.errors?.deepErrors().map((e) => e.code) ?? [];
    // 91565 / 93107 / 93108: unknown, consumed or locked nonce; 91518 / 91530: unknown payment method.
    if (codes.some((c) => ['91565', '93107', '93108', '91518', '91530', '91564'].includes(c))) throw new PaymentMethodInvalid();
    const status = result.transaction?.status ?? result.verification?.status;
    if (status && DECLINED.has(status)) throw new PaymentDeclined();
    if (result.verification) throw new PaymentDeclined();
    log.warn({ codes, status, message: result.message }, fallback);
    throw new PaymentUnavailable();
  }

  return {
    name: 'braintree',

    async clientToken() {
      const result = await call('clientToken', () => sdk.clientToken.generate({}));
      if (!result.success || !result.clientToken) refuse(result, 'braintree client token refused');
      return result.clientToken;
    },

    async authorize(req: AuthorizeRequest): Promise<Authorization> {
      const result = await call('sale', () =>
        sdk.transaction.sale(
          // The SDK refuses keys that are present but undefined, so only set ones are sent.
          withoutUndefined({
            amount: req.amount,
            paymentMethodToken: req.instrument.token,
            paymentMethodNonce: req.instrument.nonce,
            deviceData: req.deviceData || undefined,
            orderId: req.orderNumber,
            billing: req.instrument.nonce !== undefined ? billingOf(req.billing) : undefined,
            options: { submitForSettlement: false },
          }),
        ),
      );
      if (!result.success || !result.transaction) refuse(result, 'braintree sale refused');
      const t = result.transaction;
      return { transactionId: t.id, amount: t.amount, details: detailsOf(t.paymentInstrumentType, t) };
    },

    async capture(transactionId, amount) {
      const result = await call('submitForSettlement', () => sdk.transaction.submitForSettlement(transactionId, amount));
      if (!result.success) refuse(result, 'braintree capture refused');
    },

    async void(transactionId) {
      const result = await call('void', () => sdk.transaction.void(transactionId));
      if (!result.success) refuse(result, 'braintree void refused');
    },

    async refund(transactionId, amount) {
      const result = await call('refund', () => sdk.transaction.refund(transactionId, amount));
      if (!result.success || !result.transaction) refuse(result, 'braintree refund refused');
      return { refundId: result.transaction.id };
    },

    async state(transactionId) {
      const t = await call('find', () => sdk.transaction.find(transactionId));
      const refunds = await Promise.all((t.refundIds ?? []).map((id) => call('find', () => sdk.transaction.find(id))));
      const refunded = refunds.filter((r) => !['voided', 'failed', 'processor_declined', 'gateway_rejected'].includes(r.status)).reduce((a, r) => a.add(r.amount), money(0));
      return { status: stateOf(t.status, refunded.gte(t.amount)), amount: t.amount, refunded: refunded.toFixed(2) };
    },

    async vault(req: VaultRequest) {
      const customerId = `iy-${req.customerRef}`;
      const exists = await sdk.customer.find(customerId).then(
        () => true,
        (err: Error) => {
          if (err?.name === 'notFoundError' || err?.name === 'NotFoundError') return false;
          log.warn({ err: { name: err?.name, message: err?.message } }, 'braintree customer lookup failed');
          throw new PaymentUnavailable();
        },
      );
      if (!exists) {
        const created = await call('customer.create', () => sdk.customer.create({ id: customerId }));
        if (!created.success) refuse(created, 'braintree customer refused');
      }
      const result = await call('paymentMethod.create', () =>
        sdk.paymentMethod.create(
          withoutUndefined({
            customerId,
            paymentMethodNonce: req.nonce,
            deviceData: req.deviceData || undefined,
            billingAddress: billingOf(req.billing),
            options: { verifyCard: true },
          }),
        ),
      );
      if (!result.success || !result.paymentMethod) refuse(result, 'braintree payment method refused');
      const pm = result.paymentMethod;
      const kind = pm.email ? 'paypal_account' : pm.sourceCardType ? 'android_pay_card' : 'credit_card';
      return { token: pm.token!, details: detailsOf(kind, pm) };
    },

    async removeVaulted(token) {
      await sdk.paymentMethod.delete(token).catch((err: Error) => {
        if (err?.name === 'notFoundError' || err?.name === 'NotFoundError') return;
        log.warn({ err: { name: err?.name, message: err?.message } }, 'braintree delete failed');
        throw new PaymentUnavailable();
      });
    },
  };
}

/** Braintree's transaction statuses, as a cancellation needs them. */
export function stateOf(status: string, fullyRefunded: boolean): TransactionState['status'] {
  if (fullyRefunded) return 'refunded';
  if (status === 'authorized' || status === 'authorizing') return 'authorized';
  if (status === 'submitted_for_settlement' || status === 'settlement_pending') return 'submitted';
  if (status === 'settled' || status === 'settling' || status === 'settlement_confirmed') return 'settled';
  if (status === 'voided') return 'voided';
  return 'failed';
}

function makeSdk(s: BraintreeSettings): BtGateway {
  // The SDK is untyped (payments-braintree-sdk.d.ts): this names the two constructors used.
  const b: {
    BraintreeGateway: new (o: object) => BtGateway;
    Environment: { Sandbox: unknown; Production: unknown } & (new (host: string, port: string, authUrl: string, ssl: boolean) => unknown);
  } = braintree;
  const environment = s.endpoint
    ? new b.Environment(s.endpoint.host, String(s.endpoint.port), '', false)
    : s.environment === 'production'
      ? b.Environment.Production
      : b.Environment.Sandbox;
  return new b.BraintreeGateway({ environment, merchantId: s.merchantId, publicKey: s.publicKey, privateKey: s.privateKey });
}
