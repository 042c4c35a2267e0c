import { EMAIL_INVALID, EMAIL_MAX_LENGTH, EMAIL_PATTERN } from './email';
import { checkPoNumber } from './purchase-order';

// Quote texts the administrator's quote form and the quote service both say.

/** The spec's text for a quote that was not created; a reason follows it (`withReason`). */
export const QUOTE_CREATE_ERROR = 'Failed to create the quote';

/** Why a quote made for one customer cannot be ordered from anyone else's session. */
export const QUOTE_OTHER_CUSTOMER = 'This quote was made for another customer. Sign in with the account it was made for to order it.';

/**
 * Where a quote request stands: REQUESTED until staff send a quote, SENT while the quote can be
 * ordered, ORDERED once it was, EXPIRED when its expiry passed unordered.
 */
export const QUOTE_REQUEST_STATUSES = ['REQUESTED', 'SENT', 'ORDERED', 'EXPIRED'] as const;
export type QuoteRequestStatus = (typeof QUOTE_REQUEST_STATUSES)[number];

export const QUOTE_REQUEST_STATUS_TEXT: Record<QuoteRequestStatus, string> = { REQUESTED: 'Requested', SENT: 'Sent', ORDERED: 'Ordered', EXPIRED: 'Expired' };

/** A request's status from its quote (none yet, ordered, or its expiry against now). */
export function quoteRequestStatus(quote: { expirationDate: Date; orderedAt: Date | null } | null, now: Date): QuoteRequestStatus {
  if (!quote) return 'REQUESTED';
  if (quote.orderedAt) return 'ORDERED';
  return quote.expirationDate.getTime() <= now.getTime() ? 'EXPIRED' : 'SENT';
}

export const QUOTE_REQUEST_MAX_LINES = 100;
export const QUOTE_REQUEST_MAX_NOTE = 2000;
export const QUOTE_REQUEST_MAX_QUERY = 200;
export const QUOTE_MAX_QUANTITY = 10_000;

export interface QuoteRequestFields {
  source: 'cart' | 'search';
  email: string;
  note: string;
  poNumber: string;
  query: string;
  machine: string;
  lines: Array<{ productId: string | null; partNumber: string; quantity: number }>;
}

/**
 * What is wrong with a quote request, by field (`email`, `note`, `poNumber`, `query`, `lines`,
 * `line-N`): the request form and the quote service check the same rules.
 */
export function quoteRequestProblems(r: QuoteRequestFields, opts: { emailRequired: boolean }): Record<string, string> {
  const errors: Record<string, string> = {};
  const email = r.email.trim();
  if (opts.emailRequired && !email) errors.email = 'Enter your e-mail address: the quote is sent there.';
  else if (email && (email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email))) errors.email = EMAIL_INVALID;
  if (r.note.trim().length > QUOTE_REQUEST_MAX_NOTE) errors.note = `Use at most ${QUOTE_REQUEST_MAX_NOTE} characters for the note.`;
  const po = checkPoNumber(r.poNumber);
  if ('problem' in po) errors.poNumber = po.problem;
  if (r.source === 'search') {
    if (!r.query.trim()) errors.query = 'Say which part you are looking for.';
    else if (r.query.trim().length > QUOTE_REQUEST_MAX_QUERY) errors.query = `Use at most ${QUOTE_REQUEST_MAX_QUERY} characters.`;
  }
  if (r.source === 'cart' && r.lines.length === 0) errors.lines = 'Your cart is empty: add the parts you want a quote for.';
  if (r.lines.length > QUOTE_REQUEST_MAX_LINES) errors.lines = `A request holds at most ${QUOTE_REQUEST_MAX_LINES} lines.`;
  r.lines.forEach((l, i) => {
    if (!Number.isInteger(l.quantity) || l.quantity < 1 || l.quantity > QUOTE_MAX_QUANTITY) errors[`line-${i + 1}`] = `Line ${i + 1}: enter a quantity from 1 to 10,000.`;
  });
  return errors;
}

/** A quoted amount as typed: up to 7 digits and 4 decimals, never negative. */
export const QUOTE_MONEY_PATTERN = /^\d{1,7}(\.\d{1,4})?$/;

export interface QuotePricingFields {
  lines: Array<{ partNumber: string; quantity: string; price: string }>;
  freight: string;
  /** yyyy-mm-dd */
  expires: string;
}

/**
 * What is wrong with a staff member's pricing before it is sent, by field (`line-N-part`,
 * `line-N-quantity`, `line-N-price`, `freight`, `expires`, `lines`). The service checks the same
 * rules on the numbers it receives; part numbers are looked up there.
 */
export function quotePricingProblems(p: QuotePricingFields, today: string): Record<string, string> {
  const errors: Record<string, string> = {};
  if (p.lines.length === 0) errors.lines = 'Add at least one part.';
  p.lines.forEach((l, i) => {
    const n = i + 1;
    if (!l.partNumber.trim()) errors[`line-${n}-part`] = `Line ${n}: enter a part number.`;
    const q = l.quantity.trim();
    if (!/^\d{1,5}$/.test(q) || Number(q) < 1 || Number(q) > QUOTE_MAX_QUANTITY) errors[`line-${n}-quantity`] = `Line ${n}: enter a quantity from 1 to 10,000.`;
    const price = l.price.trim();
    if (price.startsWith('-')) errors[`line-${n}-price`] = `Line ${n}: the price must be 0 or more.`;
    else if (!QUOTE_MONEY_PATTERN.test(price)) errors[`line-${n}-price`] = `Line ${n}: enter the quoted unit price (e.g. 19.50).`;
  });
  const freight = p.freight.trim() || '0';
  if (freight.startsWith('-')) errors.freight = 'The freight must be 0 or more.';
  else if (!QUOTE_MONEY_PATTERN.test(freight)) errors.freight = 'Enter the freight (e.g. 45.00), or 0.';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(p.expires)) errors.expires = 'Choose an expiry date.';
  else if (p.expires <= today) errors.expires = 'The expiry must be after today.';
  return errors;
}
