import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { RouterContextProvider } from 'react-router';
import { getServer, type GraphQLResult } from './app-context';
import { createDataCache, DATA_CACHE_DEFAULTS } from './data-cache';
import { GraphQLRequestError, networkFailure } from './errors';
import { ACCESS_TOKEN_INVALID } from '../../shared/errors';

export { GraphQLRequestError } from './errors';

/**
 * The variables argument of an operation: optional when the operation takes none or only optional ones.
 * `extra` is what a caller may pass after it.
 */
export type VariablesArgs<V, Extra extends unknown[] = []> = Record<string, never> extends V ? [variables?: V, ...Extra] : [variables: V, ...Extra];

/**
 * The persisted id of a generated document (app/gql): the build replaces every document's text with
 * the hash it has in app/gql/persisted-documents.json, so only ids travel and only ids are bundled.
 */
export function documentId(document: TypedDocumentNode<unknown, never>): string {
  const id = (document as unknown as { __meta__?: { hash?: string } }).__meta__?.hash;
  if (!id) throw new Error('Not a persisted GraphQL document');
  return id;
}

// Spec 1 §8: a result with errors drops its data and uses the first error's message.
function unwrap<T>(result: GraphQLResult<T>): T {
  const first = result.errors?.[0];
  if (first) throw new GraphQLRequestError(first.message, undefined, typeof first.extensions?.code === 'string' ? first.extensions.code : undefined);
  if (!result.data) throw new GraphQLRequestError('No data');
  return result.data;
}

/** Runs an operation in-process from a loader or action. */
export async function serverQuery<R, V>(context: Readonly<RouterContextProvider>, document: TypedDocumentNode<R, V>, ...[variables]: VariablesArgs<V>): Promise<R> {
  return unwrap(await getServer(context).execute<R>(documentId(document), variables as Record<string, unknown> | undefined));
}

/**
 * The server refused the access token (401 with a Bearer `invalid_token` challenge): the token is
 * expired, revoked or forged, and the caller should renew it rather than read this as a result.
 */
export function isTokenRefused(err: unknown): boolean {
  return err instanceof GraphQLRequestError && err.status === 401;
}

// Public answers (the same for every visitor) are shared by every page this process renders.
const publicAnswers = createDataCache(DATA_CACHE_DEFAULTS);

/**
 * Runs a public operation (categories, countries, info: nothing that depends on the visitor) from a
 * loader through the data cache of spec 1 §9.
 */
export function publicServerQuery<R, V>(context: Readonly<RouterContextProvider>, document: TypedDocumentNode<R, V>, ...[variables]: VariablesArgs<V>): Promise<R> {
  const key = `${documentId(document)}:${JSON.stringify(variables ?? {})}`;
  return publicAnswers.get(key, () => serverQuery(context, document, ...([variables] as VariablesArgs<V>)));
}

/** Runs an operation from the browser over HTTP; the body names the persisted document, never its text. */
export async function clientQuery<R, V>(
  document: TypedDocumentNode<R, V>,
  variables: V,
  opts: { accessToken?: string; signal?: AbortSignal } = {},
): Promise<R> {
  const url = opts.accessToken ? `/api/graphql?authorization=${encodeURIComponent(opts.accessToken)}` : '/api/graphql';
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ documentId: documentId(document), variables }),
    signal: opts.signal,
  }).catch(networkFailure);
  // Spec 1 §8: 2xx and 4xx are results; anything else is a network error with the status text.
  if (!((res.status >= 200 && res.status < 300) || (res.status >= 400 && res.status < 500))) {
    throw new GraphQLRequestError(res.statusText || `HTTP ${res.status}`, res.status);
  }
  const result = (await res.json()) as GraphQLResult<R>;
  if (res.status === 401 && /invalid_token/.test(res.headers.get('www-authenticate') ?? '')) {
    throw new GraphQLRequestError(result.errors?.[0]?.message ?? ACCESS_TOKEN_INVALID, 401);
  }
  return unwrap(result);
}
