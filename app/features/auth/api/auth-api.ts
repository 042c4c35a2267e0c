/** The web client's fixed id (spec 1 §7: every body carries client_id). */
export const CLIENT_ID = 'ironyard-web';

export interface UserInfo {
  id: string;
  email: string;
  name: string;
  roles: string[];
}

/** What `token`, `createguest`, `upgradeguest` and `impersonate` answer. Lifetimes are in seconds. */
export interface TokenAnswer {
  access_token: string;
  expires_in: number;
  refresh_token: string;
  refresh_token_exp: number;
  user_info: UserInfo;
  impersonator?: UserInfo;
}

/** A refused call: the status, and the server's words for the user when it gave any. */
export class AuthRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'AuthRequestError';
  }
}

/**
 * Posts one call of the token service as form data. A non-200 answer rejects with the server's
 * description, else "status statusText" (spec 1 §8); a network failure rejects with its own error.
 */
export async function authCall<T>(call: string, fields: Record<string, string | boolean | undefined> = {}): Promise<T> {
  const body = new FormData();
  body.set('client_id', CLIENT_ID);
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) body.set(k, String(v));
  const res = await fetch(`/api/jwtauth/${call}`, { method: 'POST', body, credentials: 'same-origin', cache: 'no-store' });
  if (res.status !== 200) {
    let detail: { error?: string; error_description?: string } = {};
    try {
      detail = await res.json();
    } catch {
      // Not JSON (a proxy's error page): the status line says enough.
    }
    throw new AuthRequestError(detail.error_description ?? `${res.status} ${res.statusText}`.trim(), res.status, detail.error);
  }
  return (await res.json()) as T;
}
