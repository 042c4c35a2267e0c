import type { RouterContextProvider } from 'react-router';
import { getServer, type GraphQLResult } from './app-context';
import { GraphQLRequestError, networkFailure } from './errors';

export { GraphQLRequestError } from './errors';

// Spec 1 §8: a result with errors drops its data and uses the first error's message.
function unwrap<T>(result: GraphQLResult<T>): T {
  const first = result.errors?.[0];
  if (first) throw new GraphQLRequestError(first.message, undefined, typeof first.extensions?.code === 'string' ? first.extensions.code : undefined);
  if (!result.data) throw new GraphQLRequestError('No data');
  return result.data;
}

/** Runs an operation in-process from a loader or action. */
export async function serverQuery<T>(
  context: Readonly<RouterContextProvider>,
  query: string,
  variables?: Record<string, unknown>,
): Promise<T> {
  return unwrap(await getServer(context).execute<T>(query, variables));
}

/**
 * The server refused the access token (401 with a Bearer `invalid_token` challenge): the token is
 * expired, revoked or forged, and the caller should renew it rather than read this as a result.
 */
export function isTokenRefused(err: unknown): boolean {
  return err instanceof GraphQLRequestError && err.status === 401;
}

/** Runs an operation from the browser over HTTP. */
export async function clientQuery<T>(
  query: string,
  variables?: Record<string, unknown>,
  opts: { accessToken?: string; signal?: AbortSignal } = {},
): Promise<T> {
  const url = opts.accessToken ? `/api/graphql?authorization=${encodeURIComponent(opts.accessToken)}` : '/api/graphql';
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ query, variables }),
    signal: opts.signal,
  }).catch(networkFailure);
  // Spec 1 §8: 2xx and 4xx are results; anything else is a network error with the status text.
  if (!((res.status >= 200 && res.status < 300) || (res.status >= 400 && res.status < 500))) {
    throw new GraphQLRequestError(res.statusText || `HTTP ${res.status}`, res.status);
  }
  const result = (await res.json()) as GraphQLResult<T>;
  if (res.status === 401 && /invalid_token/.test(res.headers.get('www-authenticate') ?? '')) {
    throw new GraphQLRequestError(result.errors?.[0]?.message ?? 'The access token is invalid or has expired.', 401);
  }
  return unwrap(result);
}
