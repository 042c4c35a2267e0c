import { afterEach, describe, expect, it, vi } from 'vitest';
import { NETWORK_FAILURE, UNEXPECTED_FAILURE } from '../../shared/errors';
import { errorCodeOf, GraphQLRequestError, isRetryable, userMessageOf } from './errors';
import { ORDER_QUERY } from '~/features/checkout/api/checkout-api';
import { clientQuery } from './graphql';

// Any persisted document will do: the answers are stubbed.
const ask = (opts?: { accessToken?: string }) => clientQuery(ORDER_QUERY, { clubOrderGuid: 'abc' }, opts);

const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } })));
const failure = (query: Promise<unknown>) => query.then(() => expect.fail('expected the call to fail'), (err: unknown) => err);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a GraphQL call that fails, as the page reads it', () => {
  it('a refusal carries the server’s code and text', async () => {
    answer(200, { data: null, errors: [{ message: 'Cannot add product to a quote', extensions: { code: 'QUOTE_READ_ONLY' } }] });
    const err = await failure(ask());
    expect(err).toBeInstanceOf(GraphQLRequestError);
    expect(errorCodeOf(err)).toBe('QUOTE_READ_ONLY');
    expect(userMessageOf(err)).toBe('Cannot add product to a quote');
    expect(isRetryable(err)).toBe(false);
  });

  it('no connection is NETWORK with the store’s text, never "Failed to fetch"', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const err = await failure(ask());
    expect(err).toBeInstanceOf(GraphQLRequestError);
    expect(err).toMatchObject({ code: 'NETWORK', message: NETWORK_FAILURE });
    expect(userMessageOf(err)).toBe('We could not reach the store. Check your connection and try again.');
    expect(isRetryable(err)).toBe(true);
  });

  it('an abort stays an abort', async () => {
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(abort)));
    expect(await failure(ask())).toBe(abort);
  });

  it('an unexpected failure, a 5xx or GraphQL’s own error shows the one text', async () => {
    answer(200, { data: null, errors: [{ message: UNEXPECTED_FAILURE, extensions: { code: 'INTERNAL_SERVER_ERROR' } }] });
    const internal = await failure(ask());
    answer(502, { message: 'upstream' });
    const gateway = await failure(ask());
    answer(400, { errors: [{ message: 'Cannot query field "x" on type "V1Query".', extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }] });
    const invalidQuery = await failure(ask());
    for (const err of [internal, gateway, invalidQuery]) expect(userMessageOf(err)).toBe('Something went wrong on our side. Please try again.');
    expect([internal, gateway].map(errorCodeOf)).toEqual(['INTERNAL_SERVER_ERROR', 'INTERNAL_SERVER_ERROR']);
    expect(errorCodeOf(invalidQuery)).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('a refused token reads as UNAUTHENTICATED', async () => {
    answer(401, { errors: [{ message: 'The access token is invalid or has expired.', extensions: { code: 'UNAUTHENTICATED' } }] }, { 'www-authenticate': 'Bearer error="invalid_token"' });
    const err = await failure(ask({ accessToken: 'old' }));
    expect(errorCodeOf(err)).toBe('UNAUTHENTICATED');
    expect(userMessageOf(err)).toBe('Please sign in to continue.');
  });

  it('reads errors that did not come through clientQuery', () => {
    expect(errorCodeOf(new TypeError('Failed to fetch'))).toBe('NETWORK');
    expect(userMessageOf(new TypeError('Load failed'))).toBe(NETWORK_FAILURE);
    expect(userMessageOf(new Error('x is undefined'))).toBe(UNEXPECTED_FAILURE);
    expect(userMessageOf('odd')).toBe(UNEXPECTED_FAILURE);
    expect(userMessageOf(new GraphQLRequestError('Your cart is empty.', undefined, 'VALIDATION'))).toBe('Your cart is empty.');
  });
});
