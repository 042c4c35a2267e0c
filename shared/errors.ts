// Error codes and texts the browser and the server share. The server's services throw a
// DomainError with a code and a text the customer may read; the GraphQL layer sends the code as
// `extensions.code` (docs/api/errors.md); the browser branches on the code, never on the text.

/** Codes a service refuses with; each is `extensions.code` on the GraphQL error. */
export const DOMAIN_ERROR_CODES = [
  'VALIDATION',
  'NOT_FOUND',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'CONFLICT',
  'TOTAL_CHANGED',
  'QUOTE_READ_ONLY',
  'OUT_OF_STOCK',
  'PRODUCT_UNAVAILABLE',
  'PAYMENT_DECLINED',
  'PAYMENT_UNAVAILABLE',
  'ORDER_NOT_PLACED',
  'RATE_LIMITED',
] as const;
export type DomainErrorCode = (typeof DOMAIN_ERROR_CODES)[number];

/** Every code a client may meet: the services', the one for unexpected failures, and the browser's own for no connection. */
export type ErrorCode = DomainErrorCode | 'INTERNAL_SERVER_ERROR' | 'NETWORK';

/** The one text for every unexpected failure, on every page and in every API answer. */
export const UNEXPECTED_FAILURE = 'Something went wrong on our side. Please try again.';

/** What the browser says when the store cannot be reached at all (fetch rejects: offline, DNS, reset). */
export const NETWORK_FAILURE = 'We could not reach the store. Check your connection and try again.';

/** A bearer token the server cannot accept (expired, revoked, forged): the 401's message, and the browser's when none came. */
export const ACCESS_TOKEN_INVALID = 'The access token is invalid or has expired.';

/** The text of a code when the thrower gives none. */
export const ERROR_TEXTS: Readonly<Record<ErrorCode, string>> = {
  VALIDATION: 'Check what you entered and try again.',
  NOT_FOUND: 'Not found',
  UNAUTHENTICATED: 'Please sign in to continue.',
  FORBIDDEN: 'You are not allowed to do this.',
  CONFLICT: 'This changed in the meantime. Please review it and try again.',
  TOTAL_CHANGED: 'Your order total changed. Please review your order and place it again.',
  QUOTE_READ_ONLY: 'A quote cannot be changed.',
  OUT_OF_STOCK: 'There is not enough of this part in stock.',
  PRODUCT_UNAVAILABLE: 'This part cannot be ordered.',
  PAYMENT_DECLINED: 'The payment was declined. Please use another payment method.',
  PAYMENT_UNAVAILABLE: 'Payments are not available right now. Nothing was charged; please try again in a few minutes.',
  ORDER_NOT_PLACED: 'We could not place your order. Nothing was charged; please try again.',
  RATE_LIMITED: 'Too many attempts. Please wait a while and try again.',
  INTERNAL_SERVER_ERROR: UNEXPECTED_FAILURE,
  NETWORK: NETWORK_FAILURE,
};

/**
 * A refusal of the store's rules: bad input, not found, not allowed, out of stock, a read-only
 * quote. The message is for the customer as it is; the code is for programs. A plain Error, so a
 * service knows nothing of GraphQL.
 */
export class DomainError extends Error {
  readonly code: DomainErrorCode;
  /** For RATE_LIMITED: how long the caller should wait (the transport may answer 429 with Retry-After). */
  readonly retryAfterSeconds?: number;
  constructor(code: DomainErrorCode, message?: string, opts: { retryAfterSeconds?: number } = {}) {
    super(message ?? ERROR_TEXTS[code]);
    this.name = 'DomainError';
    this.code = code;
    if (opts.retryAfterSeconds !== undefined) this.retryAfterSeconds = opts.retryAfterSeconds;
  }
}

// By shape as well as class: a test runner or a bundle may hold a second copy of this module.
export function isDomainError(err: unknown): err is DomainError {
  return (
    err instanceof DomainError ||
    (err instanceof Error && err.name === 'DomainError' && (DOMAIN_ERROR_CODES as readonly unknown[]).includes((err as { code?: unknown }).code))
  );
}

/** Spec 2 §8 "Fleet" texts (sell and unlist are ours); a reason may follow. */
export const FLEET_ERRORS = {
  add: 'Unable to add a machine',
  edit: 'Unable to edit a machine.',
  delete: 'Unable to delete a machine.',
  setSelected: 'Unable to set selected machine.',
  setPicture: 'Unable to set machine picture.',
  clearPicture: 'Unable to clear machine picture.',
  fitment: 'failed to check fitment',
  sell: 'Unable to list the machine for sale.',
  unlist: 'Unable to remove the listing.',
} as const;

/** "Base. Reason" as the spec's texts and the server's reasons combine (no doubled full stop). */
export function withReason(base: string, reason?: string): string {
  if (!reason) return base;
  return `${base}${base.endsWith('.') ? '' : '.'} ${reason}`;
}
