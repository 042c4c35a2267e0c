import { DOMAIN_ERROR_CODES, ERROR_TEXTS, NETWORK_FAILURE, UNEXPECTED_FAILURE, withReason, type DomainErrorCode, type ErrorCode } from '../../shared/errors';

// How the pages read a failure: by its code (docs/api/errors.md), never by its text. A refusal
// shows the server's text; no connection shows the network text; anything else the one
// unexpected-failure text. "Failed to fetch", status lines and GraphQL's own messages never reach
// the customer.

/** A failed GraphQL call: the first error's text and `extensions.code`, or the HTTP status of a failed request. */
export class GraphQLRequestError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'GraphQLRequestError';
  }
}

const isAbort = (err: unknown) => (err as { name?: unknown } | null)?.name === 'AbortError';

/**
 * fetch rejects (a TypeError, "Failed to fetch" in Chromium, "Load failed" in Safari) when the
 * store cannot be reached at all: that becomes code NETWORK with the store's own text. An abort
 * stays an abort (the caller asked for it).
 */
export function networkFailure(err: unknown): never {
  if (isAbort(err)) throw err;
  throw new GraphQLRequestError(NETWORK_FAILURE, undefined, 'NETWORK');
}

const isDomainCode = (code: string | undefined): code is DomainErrorCode => (DOMAIN_ERROR_CODES as readonly unknown[]).includes(code);
const isKnownCode = (code: unknown): code is ErrorCode => code === 'NETWORK' || code === 'INTERNAL_SERVER_ERROR' || isDomainCode(code as string);
const ownCode = (err: unknown): unknown => (err instanceof Error ? (err as { code?: unknown }).code : undefined);

/**
 * The code of any failure: the server's `extensions.code`, NETWORK when the store could not be
 * reached, UNAUTHENTICATED for a refused token, INTERNAL_SERVER_ERROR for everything else.
 */
export function errorCodeOf(err: unknown): string {
  if (err instanceof GraphQLRequestError) {
    if (err.code) return err.code;
    if (err.status === 401) return 'UNAUTHENTICATED';
    return 'INTERNAL_SERVER_ERROR';
  }
  // Other calls of ours (the token service) carry one of the same codes.
  const code = ownCode(err);
  if (isKnownCode(code)) return code;
  // A fetch of someone else's (not through clientQuery) that could not reach the store.
  if (err instanceof TypeError && /fetch|network|load failed/i.test(err.message)) return 'NETWORK';
  return 'INTERNAL_SERVER_ERROR';
}

/** The text to show the customer for a failure (see errorCodeOf). */
export function userMessageOf(err: unknown): string {
  const code = errorCodeOf(err);
  if (code === 'NETWORK') return NETWORK_FAILURE;
  if (isDomainCode(code)) return ownCode(err) === code && (err as Error).message ? (err as Error).message : ERROR_TEXTS[code];
  // GraphQL's own errors (a query that does not fit the schema) and 5xx answers are ours to fix, not the customer's to read.
  return UNEXPECTED_FAILURE;
}

/** Whether the failure is a refusal of the store's rules (the customer changes something), not a failure to answer. */
export function isRefusal(err: unknown): boolean {
  return isDomainCode(errorCodeOf(err));
}

/**
 * The text of a failed action, where `action` is the spec's text for it ("Failed to add product to
 * cart"): a refusal reads as the server wrote it (the cart and fleet services already start it
 * with the action's text); a refused session, no connection or an unexpected failure reads as the
 * action's text followed by the code's one text.
 */
export function actionErrorText(action: string | undefined, err: unknown): string {
  const code = errorCodeOf(err);
  const text = userMessageOf(err);
  if (isDomainCode(code) && code !== 'UNAUTHENTICATED') return text;
  return action ? withReason(action, text) : text;
}

/** Whether trying the same call again may help: no connection, or a failure on our side. */
export function isRetryable(err: unknown): boolean {
  const code = errorCodeOf(err);
  return code === 'NETWORK' || code === 'INTERNAL_SERVER_ERROR' || code === 'PAYMENT_UNAVAILABLE' || code === 'ORDER_NOT_PLACED';
}

/**
 * The code of a token service refusal (`{ error, error_description }` with a status, RFC 6749
 * §5.2), so its failures read like the GraphQL ones.
 */
export function tokenServiceErrorCode(status: number, error: string | undefined): ErrorCode {
  if (status === 429 || error === 'too_many_requests') return 'RATE_LIMITED';
  switch (error) {
    case 'invalid_grant':
    case 'invalid_token':
    case 'invalid_client':
      return 'UNAUTHENTICATED';
    case 'access_denied':
      return 'FORBIDDEN';
    case 'invalid_request':
    case 'unsupported_grant_type':
      return 'VALIDATION';
  }
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status >= 400 && status < 500) return 'VALIDATION';
  return 'INTERNAL_SERVER_ERROR';
}
