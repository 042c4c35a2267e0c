import { NETWORK_FAILURE, UNEXPECTED_FAILURE, type ErrorCode } from '../../../../shared/errors';
import { SESSION_COOKIE_MODE_HEADER } from '../../../../shared/session-cookie';
import { tokenServiceErrorCode } from '~/lib/errors';

/** The web client's fixed id (spec 1 §7: every body carries client_id). */
export const CLIENT_ID = 'ironyard-web';

export type { TokenAnswer, UserInfo } from '../../../../shared/auth-tokens';

/**
 * A refused call: the status, the server's words for the user, and the code pages branch on
 * (docs/api/errors.md); `oauthError` is the token service's own `error` field, `field` the call's
 * field the refusal is about (`error_field`), when it is about one.
 */
export class AuthRequestError extends Error {
  readonly code: ErrorCode;
  constructor(
    message: string,
    readonly status: number,
    readonly oauthError?: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'AuthRequestError';
    this.code = status === 0 ? 'NETWORK' : tokenServiceErrorCode(status, oauthError);
  }
}

/**
 * Posts one call of the token service as form data. A non-200 answer rejects with the server's
 * description and its code; an answer without one (a proxy's error page) with the one
 * unexpected-failure text; no connection with code NETWORK (status 0) and the network text.
 */
export async function authCall<T>(call: string, fields: Record<string, string | boolean | undefined> = {}): Promise<T> {
  const body = new FormData();
  body.set('client_id', CLIENT_ID);
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) body.set(k, String(v));
  // Cookie mode (docs/decisions/005): the refresh tokens stay in HttpOnly cookies the server sets.
  const res = await fetch(`/api/jwtauth/${call}`, {
    method: 'POST',
    body,
    credentials: 'same-origin',
    cache: 'no-store',
    headers: { [SESSION_COOKIE_MODE_HEADER]: 'cookie' },
  }).catch(() => {
    throw new AuthRequestError(NETWORK_FAILURE, 0);
  });
  if (res.status !== 200) {
    let detail: { error?: string; error_description?: string; error_field?: unknown } = {};
    try {
      detail = await res.json();
    } catch {
      // Not JSON (a proxy's error page): the status line says enough.
    }
    const field = typeof detail.error_field === 'string' ? detail.error_field : undefined;
    throw new AuthRequestError(detail.error_description ?? UNEXPECTED_FAILURE, res.status, detail.error, field);
  }
  return (await res.json()) as T;
}
