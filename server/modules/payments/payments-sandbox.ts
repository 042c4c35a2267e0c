import { randomBytes, randomUUID } from 'node:crypto';
import { money } from '../../lib/money';
import { cardFingerprint, memoryNonceStore, nonceHash, sandboxKeys, signPayload, verifyPayload, type NonceStore, type SandboxKeys } from './payments-sandbox-nonces';
import type { PaymentType } from '../../../shared/enums';
import {
  PaymentDeclined,
  PaymentMethodInvalid,
  PaymentUnavailable,
  type AuthorizeRequest,
  type Authorization,
  type PaymentDetails,
  type PaymentGateway,
  type PaymentInstrument,
  type VaultRequest,
} from './payments-gateway';

/** What a test card or nonce does when charged. */
export type SandboxOutcome = 'approve' | 'decline' | 'fail';

/**
 * Test cards of the sandbox (any future expiry, any CVV of the right length). Every other card
 * number passing the Luhn check approves.
 */
export const SANDBOX_TEST_CARDS: Record<string, SandboxOutcome> = {
  '4111111111111111': 'approve',
  '5555555555554444': 'approve',
  '378282246310005': 'approve',
  '6011111111111117': 'approve',
  '4000111111111115': 'decline',
  '4000000000000002': 'decline',
  '4000000000000119': 'fail',
};

/** Wallet and fixed nonces, named like the card gateway's own test nonces. */
const FIXED_NONCES: Record<string, { details: PaymentDetails; outcome: SandboxOutcome }> = {
  'fake-valid-nonce': { details: card('CREDIT_CARD', 'Visa', '1111', '12/2030', 'Test Card'), outcome: 'approve' },
  'fake-valid-visa-nonce': { details: card('CREDIT_CARD', 'Visa', '1881', '12/2030', 'Test Card'), outcome: 'approve' },
  'fake-valid-mastercard-nonce': { details: card('CREDIT_CARD', 'MasterCard', '4444', '12/2030', 'Test Card'), outcome: 'approve' },
  'fake-processor-declined-visa-nonce': { details: card('CREDIT_CARD', 'Visa', '0002', '12/2030', 'Test Card'), outcome: 'decline' },
  'fake-paypal-one-time-nonce': {
    details: { paymentType: 'PAY_PAL', cardType: 'PayPal', last4: '', exp: '', cardholderName: '', accountNameOrEmail: 'payer@example.com' },
    outcome: 'approve',
  },
  'fake-google-pay-nonce': { details: card('GOOGLE_PAY', 'Visa', '1111', '12/2030', ''), outcome: 'approve' },
  'fake-android-pay-nonce': { details: card('GOOGLE_PAY', 'Visa', '1111', '12/2030', ''), outcome: 'approve' },
  'fake-apple-pay-visa-nonce': { details: card('APPLE_PAY', 'Visa', '1111', '12/2030', ''), outcome: 'approve' },
  'fake-apple-pay-mastercard-nonce': { details: card('APPLE_PAY', 'MasterCard', '4444', '12/2030', ''), outcome: 'approve' },
};

function card(paymentType: PaymentType, cardType: string, last4: string, exp: string, name: string): PaymentDetails {
  return { paymentType, cardType, last4, exp, cardholderName: name, accountNameOrEmail: name };
}

const NONCE_PREFIX = 'sbxn_';
const TOKEN_PREFIX = 'sbxv_';
const NONCE_TTL_MS = 3 * 60 * 60 * 1000;

interface Encoded {
  d: PaymentDetails;
  o: SandboxOutcome;
  /** Issued at (ms). */
  t: number;
  r: string;
  /** The card's fingerprint (cardFingerprint); absent for wallets and for tokens saved before it existed. */
  f?: string;
}

const isEncoded = (e: unknown): e is Encoded =>
  Boolean(e) && typeof e === 'object' && Boolean((e as Encoded).d) && ['approve', 'decline', 'fail'].includes((e as Encoded).o) && typeof (e as Encoded).t === 'number';

// Saved-method tokens live in our database and are never taken from a client, so they stay unsigned
// (the tokens saved so far keep working); nonces come from the browser and are signed.
const encodeToken = (e: Encoded) => TOKEN_PREFIX + Buffer.from(JSON.stringify(e)).toString('base64url');

function decodeToken(value: string): Encoded | null {
  if (!value.startsWith(TOKEN_PREFIX) || value.length > 2000) return null;
  try {
    const e: unknown = JSON.parse(Buffer.from(value.slice(TOKEN_PREFIX.length), 'base64url').toString('utf8'));
    return isEncoded(e) ? e : null;
  } catch {
    return null;
  }
}

export function luhnValid(digits: string): boolean {
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}

export function cardBrand(digits: string): string | null {
  if (/^4/.test(digits)) return 'Visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'MasterCard';
  if (/^3[47]/.test(digits)) return 'American Express';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'Discover';
  return null;
}

export interface CardFields {
  number?: unknown;
  expirationDate?: unknown;
  cvv?: unknown;
  cardholderName?: unknown;
  postalCode?: unknown;
}

/** Field errors of the card form, keyed by field, with the texts the fields show. */
export type CardFieldErrors = Partial<Record<'number' | 'expirationDate' | 'cvv' | 'cardholderName', string>>;

interface SandboxTransaction {
  id: string;
  amount: string;
  status: 'authorized' | 'captured' | 'voided' | 'refunded';
  idempotencyKey: string;
  capturedAt?: number;
  refunded: string;
  details: PaymentDetails;
}

export interface SandboxGateway extends PaymentGateway {
  /** The card fields post here (through /payments/sandbox/tokenize): a one-time nonce for valid details. */
  tokenize(fields: CardFields, now?: Date): { nonce: string; details: PaymentDetails } | { errors: CardFieldErrors };
  /** Every transaction so far, for tests and the support view of the sandbox. */
  transactions(): SandboxTransaction[];
}

/**
 * The offline gateway (DESIGN.md decision 8): card fields in our own iframe, test cards that
 * approve, decline or fail after a delay, and the wallets' test nonces. State lives in memory,
 * like a remote service's: a database rollback on our side never undoes a charge here.
 */
export function createSandboxGateway(
  opts: { failDelayMs?: number; clock?: () => Date; settleAfterMs?: number; keys?: SandboxKeys; nonces?: NonceStore } = {},
): SandboxGateway {
  const failDelayMs = opts.failDelayMs ?? 2500;
  // Captures settle in a batch some hours later, as at a card processor; until then a void releases them.
  const settleAfterMs = opts.settleAfterMs ?? 6 * 3_600_000;
  const now = opts.clock ?? (() => new Date());
  const txs = new Map<string, SandboxTransaction>();
  const byKey = new Map<string, string>();
  const keys = opts.keys ?? sandboxKeys();
  const nonces = opts.nonces ?? memoryNonceStore();
  const USED = 'These payment details were already used or have expired. Please enter them again.';

  function decodeNonce(value: string): Encoded | null {
    const e = verifyPayload(keys.nonce, NONCE_PREFIX, value);
    return isEncoded(e) ? e : null;
  }

  interface Resolved {
    details: PaymentDetails;
    outcome: SandboxOutcome;
    /** A nonce from the tokenizer: spent by its first use. */
    oneTime: { hash: string; expiresAt: Date } | null;
  }

  function resolve(instrument: AuthorizeRequest['instrument']): Resolved {
    if (instrument.token !== undefined) {
      const e = decodeToken(instrument.token);
      if (!e) throw new PaymentMethodInvalid('This saved payment method is no longer valid. Please add it again.');
      return { details: e.d, outcome: e.o, oneTime: null };
    }
    // The gateway's fixed test nonces stand for test wallets and cards, usable again and again.
    const fixed = FIXED_NONCES[instrument.nonce];
    if (fixed) return { ...fixed, oneTime: null };
    const e = decodeNonce(instrument.nonce);
    if (!e) throw new PaymentMethodInvalid();
    if (now().getTime() - e.t > NONCE_TTL_MS) throw new PaymentMethodInvalid(USED);
    return { details: e.d, outcome: e.o, oneTime: { hash: nonceHash(instrument.nonce), expiresAt: new Date(e.t + NONCE_TTL_MS) } };
  }

  /** Spends a one-time nonce before the card is tried, in one statement every process sees. */
  async function spend(r: Resolved): Promise<void> {
    if (r.oneTime && !(await nonces.consume(r.oneTime.hash, r.oneTime.expiresAt))) throw new PaymentMethodInvalid(USED);
  }

  /** Tries the card; a declined nonce stays spent, one the gateway never got to try is given back. */
  async function tryCard(r: Resolved): Promise<void> {
    await spend(r);
    try {
      await settle(r.outcome);
    } catch (err) {
      if (r.oneTime && err instanceof PaymentUnavailable) await nonces.release(r.oneTime.hash);
      throw err;
    }
  }

  async function settle(outcome: SandboxOutcome) {
    if (outcome === 'decline') throw new PaymentDeclined('Your card was declined. Please use another card or payment method.');
    if (outcome === 'fail') {
      await new Promise((r) => setTimeout(r, failDelayMs));
      throw new PaymentUnavailable();
    }
  }

  function settled(tx: SandboxTransaction): boolean {
    return tx.capturedAt !== undefined && now().getTime() - tx.capturedAt >= settleAfterMs;
  }

  function find(id: string): SandboxTransaction {
    const tx = txs.get(id);
    if (!tx) throw new PaymentUnavailable('Unknown payment transaction.');
    return tx;
  }

  // State lives in memory: a transaction of an earlier run (or of demo data) is unknown here. For
  // refunds and cancellations it counts as a capture settled long ago, of any amount.
  function findOrSettled(id: string): SandboxTransaction {
    const known = txs.get(id);
    if (known) return known;
    if (!id.startsWith('sbx_')) throw new PaymentUnavailable('Unknown payment transaction.');
    const tx: SandboxTransaction = { id, amount: '99999999.99', status: 'captured', idempotencyKey: '', capturedAt: 0, refunded: '0.00', details: card('CREDIT_CARD', 'Visa', '1111', '', '') };
    txs.set(id, tx);
    return tx;
  }

  return {
    name: 'sandbox',

    async clientToken() {
      return Buffer.from(JSON.stringify({ gateway: 'sandbox', fieldsUrl: '/payments/sandbox/fields', tokenizeUrl: '/payments/sandbox/tokenize' })).toString('base64');
    },

    tokenize(fields, at = now()) {
      const errors: CardFieldErrors = {};
      // The number itself lives only in this function: the nonce carries its last four and a keyed fingerprint.
      const digits = typeof fields.number === 'string' ? fields.number.replace(/[\s-]/g, '') : '';
      const brand = cardBrand(digits);
      if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits) || !brand) errors.number = 'Please enter a valid card number.';
      const exp = typeof fields.expirationDate === 'string' ? fields.expirationDate.trim() : '';
      const m = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(exp);
      let month = 0;
      let year = 0;
      if (m) {
        month = Number(m[1]);
        year = Number(m[2].length === 2 ? `20${m[2]}` : m[2]);
      }
      const endOfMonth = new Date(Date.UTC(year, month, 1));
      if (!m || month < 1 || month > 12 || endOfMonth <= at || year > at.getUTCFullYear() + 20) {
        errors.expirationDate = 'Please enter a valid expiration date.';
      }
      const cvv = typeof fields.cvv === 'string' ? fields.cvv.trim() : '';
      const cvvLength = brand === 'American Express' ? 4 : 3;
      if (!new RegExp(`^\\d{${cvvLength}}$`).test(cvv)) errors.cvv = `Please enter the ${cvvLength}-digit security code.`;
      const name = typeof fields.cardholderName === 'string' ? fields.cardholderName.trim().replace(/\s+/g, ' ') : '';
      if (name.length > 100) errors.cardholderName = 'Use at most 100 characters for the name on the card.';
      if (Object.keys(errors).length > 0) return { errors };
      const details = card('CREDIT_CARD', brand!, digits.slice(-4), `${String(month).padStart(2, '0')}/${year}`, name);
      const outcome = SANDBOX_TEST_CARDS[digits] ?? 'approve';
      const nonce = signPayload(keys.nonce, NONCE_PREFIX, { d: details, o: outcome, t: at.getTime(), r: randomBytes(9).toString('base64url'), f: cardFingerprint(keys.card, digits) } satisfies Encoded);
      return { nonce, details };
    },

    async authorize(req: AuthorizeRequest): Promise<Authorization> {
      const amount = money(req.amount);
      if (!amount.isFinite() || amount.lte(0)) throw new PaymentUnavailable('The amount to charge must be above zero.');
      const previous = byKey.get(req.idempotencyKey);
      if (previous) {
        const tx = find(previous);
        if (tx.status !== 'voided' && tx.status !== 'refunded') return { transactionId: tx.id, amount: tx.amount, details: tx.details };
      }
      const resolved = resolve(req.instrument);
      await tryCard(resolved);
      const { details } = resolved;
      const tx: SandboxTransaction = { id: `sbx_${randomUUID()}`, amount: amount.toFixed(2), status: 'authorized', idempotencyKey: req.idempotencyKey, details, refunded: '0.00' };
      txs.set(tx.id, tx);
      byKey.set(req.idempotencyKey, tx.id);
      return { transactionId: tx.id, amount: tx.amount, details };
    },

    async capture(transactionId, amount) {
      const tx = find(transactionId);
      if (tx.status === 'captured') return;
      if (tx.status !== 'authorized') throw new PaymentUnavailable('This payment can no longer be captured.');
      if (money(amount).gt(tx.amount)) throw new PaymentUnavailable('Cannot capture more than was authorised.');
      tx.amount = money(amount).toFixed(2);
      tx.status = 'captured';
      tx.capturedAt = now().getTime();
    },

    async void(transactionId) {
      const tx = findOrSettled(transactionId);
      if (tx.status === 'voided') return;
      if (tx.status === 'authorized' || (tx.status === 'captured' && !settled(tx) && money(tx.refunded).isZero())) tx.status = 'voided';
      else throw new PaymentUnavailable('This payment has settled already and can only be refunded.');
    },

    async refund(transactionId, amount) {
      const tx = findOrSettled(transactionId);
      if (tx.status !== 'captured' && tx.status !== 'refunded') throw new PaymentUnavailable('Only a captured payment can be refunded.');
      const left = money(tx.amount).sub(tx.refunded);
      const give = amount === undefined ? left : money(amount);
      if (!give.isFinite() || give.lte(0) || give.gt(left)) throw new PaymentUnavailable('Cannot refund more than was paid.');
      tx.refunded = money(tx.refunded).add(give).toFixed(2);
      if (money(tx.refunded).gte(tx.amount)) tx.status = 'refunded';
      return { refundId: `sbx_r_${randomUUID()}` };
    },

    async state(transactionId) {
      const tx = findOrSettled(transactionId);
      const status = tx.status === 'captured' ? (settled(tx) ? 'settled' : 'submitted') : tx.status === 'refunded' ? 'refunded' : tx.status;
      return { status, amount: tx.amount, refunded: tx.refunded };
    },

    async vault(req: VaultRequest) {
      const resolved = resolve({ nonce: req.nonce });
      // Cards are verified when saved, as the card gateway does.
      await tryCard(resolved);
      const { details, outcome } = resolved;
      const f = decodeNonce(req.nonce)?.f;
      return { token: encodeToken({ d: details, o: outcome, t: now().getTime(), r: randomBytes(9).toString('base64url'), ...(f ? { f } : {}) }), details };
    },

    async removeVaulted() {},

    cardOf(instrument: PaymentInstrument) {
      if (instrument.token !== undefined) return decodeToken(instrument.token)?.f ?? null;
      if (FIXED_NONCES[instrument.nonce]) return null;
      return decodeNonce(instrument.nonce)?.f ?? null;
    },

    transactions: () => [...txs.values()].map((t) => ({ ...t })),
  };
}
