import { isRouteErrorResponse } from 'react-router';
import { isDomainError } from '../../shared/errors';
import { GraphQLRequestError } from './errors';

// A loader or action that fails on what the visitor sent (an id that names nothing, a body that is no
// form) is the visitor's error, answered 4xx and logged as a warning; only our own failures are 5xx
// and logged at error (docs/security.md, "Request bodies and input").

const STATUS_OF_CODE: Readonly<Record<string, number>> = {
  NOT_FOUND: 404,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  VALIDATION: 400,
  TOTAL_CHANGED: 400,
  QUOTE_READ_ONLY: 400,
  OUT_OF_STOCK: 400,
  PRODUCT_UNAVAILABLE: 400,
  PAYMENT_DECLINED: 400,
  // GraphQL's refusal of a variable's value a loader took from the URL (a document that does not fit the schema stays ours).
  BAD_USER_INPUT: 400,
};

// What undici's Request.formData() throws for a body that is not a form.
const UNREADABLE_FORM = /Content-Type was not one of|Failed to parse body as FormData|multipart|Unexpected end of form/i;

/** The 4xx status of a failure caused by the request itself, or null for a failure of ours. */
export function clientErrorStatus(error: unknown): number | null {
  if (isRouteErrorResponse(error)) return error.status < 500 ? error.status : null;
  if (error instanceof GraphQLRequestError) {
    if (error.code) return STATUS_OF_CODE[error.code] ?? null;
    return error.status !== undefined && error.status >= 400 && error.status < 500 ? error.status : null;
  }
  if (isDomainError(error)) return STATUS_OF_CODE[error.code] ?? null;
  if (error instanceof TypeError && UNREADABLE_FORM.test(error.message)) return 400;
  return null;
}

interface Seen {
  client: number | null;
  own: boolean;
}
const seen = new WeakMap<Request, Seen>();

/** Remembers a failure of this request; returns its 4xx status when the visitor caused it. */
export function recordPageError(request: Request, error: unknown): number | null {
  const status = clientErrorStatus(error);
  const entry = seen.get(request) ?? { client: null, own: false };
  if (status === null) entry.own = true;
  else entry.client = Math.max(entry.client ?? 0, status);
  seen.set(request, entry);
  return status;
}

/** The status a 500 answer should have had: the visitor's 4xx when every failure of the request was theirs. */
export function pageStatus(request: Request, status: number): number {
  if (status !== 500) return status;
  const entry = seen.get(request);
  return entry && !entry.own && entry.client !== null ? entry.client : status;
}
