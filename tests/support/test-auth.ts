import type { SQL } from 'drizzle-orm';
import { expect } from 'vitest';
import { TEST_PASSWORD } from '../setup/test-constants';
import type { TokenAnswer } from '../../server/modules/auth/auth.service';
import type { TestApp } from '../setup/test-app';
import { gql } from './test-graphql';

export const ADMIN_EMAIL = 'admin@ironyard.test';
export const CUSTOMER_EMAIL = 'customer@ironyard.test';
export const STAFF_EMAIL = 'staff@ironyard.test';
export const DEMO_PASSWORD = TEST_PASSWORD;
export const CLIENT_ID = 'ironyard-web';

type Requester = Pick<TestApp, 'request'>;

export interface CallResult<T = Record<string, unknown>> {
  status: number;
  body: T & { error?: string; error_description?: string };
  headers: Headers;
}

/** Posts a token-service call as the web client does: url-encoded form with client_id. */
export async function call<T = Record<string, unknown>>(
  t: Requester,
  name: string,
  fields: Record<string, string | undefined> = {},
  opts: { headers?: Record<string, string>; base?: string; multipart?: boolean } = {},
): Promise<CallResult<T>> {
  const all: Record<string, string> = { client_id: CLIENT_ID };
  for (const [k, v] of Object.entries(fields)) {
    if (v === undefined) delete all[k];
    else all[k] = v;
  }
  let body: BodyInit;
  if (opts.multipart) {
    const fd = new FormData();
    for (const [k, v] of Object.entries(all)) fd.append(k, v);
    body = fd;
  } else {
    body = new URLSearchParams(all);
  }
  const res = await t.request(`${opts.base ?? '/api/jwtauth'}/${name}`, { method: 'POST', body, headers: opts.headers });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : {}, headers: res.headers };
}

/** Signs in with a password and returns the token answer (fails the test on anything else). */
export async function signIn(t: Requester, email: string, password = DEMO_PASSWORD, extra: Record<string, string> = {}): Promise<TokenAnswer> {
  const res = await call<TokenAnswer>(t, 'token', { grant_type: 'password', username: email, password, ...extra });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

export async function renew(t: Requester, refreshToken: string, headers?: Record<string, string>) {
  return call<TokenAnswer>(t, 'token', { grant_type: 'refresh_token', refresh_token: refreshToken }, { headers });
}

export async function newGuest(t: Requester): Promise<TokenAnswer> {
  const res = await call<TokenAnswer>(t, 'createguest');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

export const CUSTOMER_QUERY = '{ v1 { customer { id email name roles isAuthenticated isGuest isAdmin impersonatorId } } }';

export interface CustomerField {
  v1: {
    customer: {
      id: string | null;
      email: string | null;
      name: string;
      roles: string[];
      isAuthenticated: boolean;
      isGuest: boolean;
      isAdmin: boolean;
      impersonatorId: string | null;
    };
  };
}

/** Who the GraphQL API takes the bearer of `accessToken` for. */
export async function whoAmI(t: Pick<TestApp, 'request'>, accessToken?: string) {
  const res = await gql<CustomerField>(t, CUSTOMER_QUERY, undefined, { token: accessToken });
  return res.data!.v1.customer;
}

/** What a client sees when it sends `accessToken` to /api/graphql: status, challenge, error code, data. */
export async function tokenAnswer(t: Pick<TestApp, 'request'>, accessToken: string) {
  const res = await t.request('/api/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({ query: CUSTOMER_QUERY }),
  });
  const body = (await res.json()) as { data?: unknown; errors?: Array<{ extensions?: { code?: string } }> };
  return { status: res.status, challenge: res.headers.get('www-authenticate'), code: body.errors?.[0]?.extensions?.code ?? null, data: body.data ?? null };
}

/** The answer to a refused token (RFC 6750 §3.1): the client renews on it. */
export const TOKEN_REFUSED = {
  status: 401,
  challenge: 'Bearer error="invalid_token", error_description="The access token is invalid or has expired"',
  code: 'UNAUTHENTICATED',
  data: null,
};

/** Rows of a raw query against the test database (for checking what was stored). */
export async function queryRows<T>(t: Pick<TestApp, 'database'>, query: SQL): Promise<T[]> {
  const result = (await t.database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** A new registered customer (a guest upgraded with `name`, `email` and `password`): the token answer. */
export async function newCustomer(t: Requester, email: string, opts: { name?: string; password?: string } = {}): Promise<TokenAnswer> {
  const g = await newGuest(t);
  const res = await call<TokenAnswer>(t, 'upgradeguest', { refreshToken: g.refresh_token, name: opts.name ?? 'Pat Person', email, password: opts.password ?? 'Another-pass-42' });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}
