import { DomainError } from '../../../shared/errors';
import type { AddressSnapshot } from '../../../shared/address';
import type { PaymentType } from '../../../shared/enums';

/** How a payment is made: a one-time nonce from the card fields or a wallet, or a saved (vaulted) method. */
export type PaymentInstrument = { nonce: string; token?: undefined } | { token: string; nonce?: undefined };

/** What the customer may see of a payment method: never the number, never the CVV. */
export interface PaymentDetails {
  paymentType: PaymentType;
  cardType: string;
  last4: string;
  /** MM/YYYY; empty for wallets without a card. */
  exp: string;
  cardholderName: string;
  /** The wallet's account (PayPal e-mail) or the card's holder. */
  accountNameOrEmail: string;
}

export interface Authorization {
  transactionId: string;
  amount: string;
  details: PaymentDetails;
}

export interface AuthorizeRequest {
  instrument: PaymentInstrument;
  /** Decimal string, 2 places. */
  amount: string;
  deviceData?: string | null;
  /** One per checkout attempt: the same key never authorises twice. */
  idempotencyKey: string;
  orderNumber?: string;
  billing?: AddressSnapshot;
}

export interface VaultRequest {
  nonce: string;
  customerRef: string;
  billing: AddressSnapshot;
  deviceData?: string | null;
}

/** The card was refused: the customer should use another card (nothing was charged). */
export class PaymentDeclined extends DomainError {
  constructor(message = 'Your payment was declined. Please use another card or payment method.') {
    super('PAYMENT_DECLINED', message);
  }
}

/** The payment service failed or did not answer (nothing was charged). */
export class PaymentUnavailable extends DomainError {
  constructor(message = 'The payment service is not answering right now. Nothing was charged; please try again in a moment.') {
    super('PAYMENT_UNAVAILABLE', message);
  }
}

/** The nonce or saved method cannot be used (expired, used already, unknown). */
export class PaymentMethodInvalid extends DomainError {
  constructor(message = 'This payment method cannot be used. Please enter your payment details again.') {
    super('PAYMENT_DECLINED', message);
  }
}

/**
 * A transaction as a cancellation sees it: `authorized` and `submitted` (captured, not yet
 * settled) can be voided; `settled` must be refunded; the others have nothing left to release.
 */
export interface TransactionState {
  status: 'authorized' | 'submitted' | 'settled' | 'voided' | 'refunded' | 'failed';
  amount: string;
  /** Given back so far by refunds. */
  refunded: string;
}

/** The payment seam of DESIGN.md decision 8: the sandbox and Braintree implement it. */
export interface PaymentGateway {
  readonly name: 'sandbox' | 'braintree';
  /** What the browser needs to build the card fields (spec 2 §3 Payment setup). */
  clientToken(customerRef?: string): Promise<string>;
  /** Reserves the amount on the instrument; throws PaymentDeclined, PaymentUnavailable or PaymentMethodInvalid. */
  authorize(req: AuthorizeRequest): Promise<Authorization>;
  /** Settles an authorisation. */
  capture(transactionId: string, amount: string): Promise<void>;
  /** Releases an authorisation (or a capture not yet settled): the customer is not charged. */
  void(transactionId: string): Promise<void>;
  /** Gives back a settled capture, all of it or `amount` (2 places); returns the refund's transaction id. */
  refund(transactionId: string, amount?: string): Promise<{ refundId: string }>;
  /** Where the money of a transaction stands: a cancellation voids what is not settled and refunds what is. */
  state(transactionId: string): Promise<TransactionState>;
  /** Saves a nonce as a reusable method (after verifying it); returns the gateway's token. */
  vault(req: VaultRequest): Promise<{ token: string; details: PaymentDetails }>;
  /** Forgets a saved method at the gateway. */
  removeVaulted(token: string): Promise<void>;
  /**
   * A keyed fingerprint of the card behind an instrument, known before it is charged, so declines
   * can be counted per card; null when the gateway cannot tell (a wallet, Braintree before a sale).
   */
  cardOf?(instrument: PaymentInstrument): string | null;
}

/** "************1111": how an order shows the card. */
export function maskCardNumber(last4: string): string {
  return last4 ? `************${last4}` : '';
}
