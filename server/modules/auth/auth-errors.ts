/**
 * A refusal of the token service, answered as `{ error, error_description }` with its status, and
 * `error_field` when it is about one field of the call (a form shows it beside that field).
 */
export class AuthError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 429,
    readonly error: string,
    readonly description: string,
    readonly retryAfterSeconds?: number,
    readonly field?: string,
  ) {
    super(description);
    this.name = 'AuthError';
  }
}

/**
 * Runs a check of one field of a call: its refusal (400) names that field. Other refusals (too many
 * attempts, a session that has ended) stay about the whole call.
 */
export async function aboutField<T>(field: string, check: () => T | Promise<T>): Promise<T> {
  try {
    return await check();
  } catch (err) {
    if (err instanceof AuthError && err.status === 400 && !err.field) throw new AuthError(err.status, err.error, err.description, err.retryAfterSeconds, field);
    throw err;
  }
}

/** A call whose input is refused; `field` names the one field it is about, when it is one. */
export const invalidRequest = (description: string, field?: string) => new AuthError(400, 'invalid_request', description, undefined, field);
export const invalidGrant = (description: string) => new AuthError(400, 'invalid_grant', description);
export const accessDenied = (description: string) => new AuthError(403, 'access_denied', description);

export const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';
export const WRONG_CREDENTIALS = 'The e-mail or password is incorrect.';
export const EMAIL_TAKEN = 'An account with this e-mail already exists.';
/** What a customer whose sign-in staff locked reads at sign-in (shown only after the right password). */
export const SIGN_IN_LOCKED = 'Sign-in to this account is locked. Please contact customer service.';
export const NOT_WHILE_IMPERSONATING = "This is not allowed while acting as a customer: the customer's e-mail and password stay theirs.";

/** "N minutes", rounded up, for messages about waiting. */
export function minutesText(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

export function tooManyAttempts(msBeforeNext: number): AuthError {
  return new AuthError(
    429,
    'too_many_requests',
    `Too many attempts. Try again in ${minutesText(msBeforeNext)}.`,
    Math.max(1, Math.ceil(msBeforeNext / 1000)),
  );
}

export function lockedOut(msBeforeNext: number): AuthError {
  return new AuthError(
    429,
    'too_many_requests',
    `Too many failed sign-in attempts. The account is locked out for ${minutesText(msBeforeNext)}.`,
    Math.max(1, Math.ceil(msBeforeNext / 1000)),
  );
}
