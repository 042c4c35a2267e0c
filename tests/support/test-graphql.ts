import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { APIRequestContext } from '@playwright/test';
import type { TestApp } from '../setup/test-app';

/** A typed document from app/gql (sent by its persisted id, as the web client sends it) or query text. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- query text has no result type: tests read what they asked for
export type GraphQLDocument<R = any, V = Record<string, unknown>> = TypedDocumentNode<R, V> | string;

export interface GraphQLErrorBody {
  message: string;
  extensions?: Record<string, unknown>;
  path?: ReadonlyArray<string | number>;
}

export interface GraphQLAnswer<R> {
  status: number;
  data: R | undefined;
  errors: GraphQLErrorBody[] | undefined;
}

/** The in-process app of an API test, or Playwright's request context against the built server. */
export type GraphQLTarget = Pick<TestApp, 'request'> | APIRequestContext;

export interface GraphQLOptions {
  /** An access token, sent as `Authorization: Bearer`. */
  token?: string | null;
  headers?: Record<string, string>;
}

function bodyOf(doc: GraphQLDocument<unknown, unknown>, variables: unknown) {
  if (typeof doc === 'string') return { query: doc, variables };
  const hash = (doc as unknown as { __meta__?: { hash?: string } }).__meta__?.hash;
  if (!hash) throw new Error('A typed document without a persisted id: run npm run schema:print.');
  return { documentId: hash, variables };
}

/** Posts one operation to /api/graphql and answers status, data and errors, whatever they are. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see GraphQLDocument
export async function gql<R = any, V = Record<string, unknown>>(target: GraphQLTarget, doc: GraphQLDocument<R, V>, variables?: V, opts: GraphQLOptions = {}): Promise<GraphQLAnswer<R>> {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}), ...opts.headers };
  const body = JSON.stringify(bodyOf(doc as GraphQLDocument<unknown, unknown>, variables ?? {}));
  let status: number;
  let parsed: { data?: R | null; errors?: GraphQLErrorBody[] };
  if ('request' in target) {
    const res = await target.request('/api/graphql', { method: 'POST', headers, body });
    status = res.status;
    parsed = await res.json();
  } else {
    const res = await target.post('/api/graphql', { headers, data: body });
    status = res.status();
    parsed = await res.json();
  }
  return { status, data: parsed.data ?? undefined, errors: parsed.errors };
}

/** The data of an operation that must succeed: any error or a status other than 200 fails the test with the errors. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see GraphQLDocument
export async function gqlData<R = any, V = Record<string, unknown>>(target: GraphQLTarget, doc: GraphQLDocument<R, V>, variables?: V, opts: GraphQLOptions = {}): Promise<R> {
  const res = await gql(target, doc, variables, opts);
  if (res.status !== 200 || res.errors || res.data === undefined) throw new Error(`GraphQL answered ${res.status}: ${JSON.stringify(res.errors ?? res.data)}`);
  return res.data;
}
