import { afterEach, describe, expect, it, vi } from 'vitest';
import { NETWORK_FAILURE, UNEXPECTED_FAILURE } from '../../shared/errors';
import { actionErrorText, errorCodeOf, GraphQLRequestError, isRefusal, isRetryable, tokenServiceErrorCode, userMessageOf } from './errors';
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

describe('the text of a failed action', () => {
  const ADD = 'Failed to add product to cart';

  it('shows a refusal as the server wrote it, and branches on its code', () => {
    const outOfStock = new GraphQLRequestError('Failed to add product to cart. Only 3 of Belt are in stock.', undefined, 'OUT_OF_STOCK');
    expect(actionErrorText(ADD, outOfStock)).toBe('Failed to add product to cart. Only 3 of Belt are in stock.');
    expect(isRefusal(outOfStock)).toBe(true);
    expect(actionErrorText(ADD, new GraphQLRequestError('Cannot add product to a quote', undefined, 'QUOTE_READ_ONLY'))).toBe('Cannot add product to a quote');
  });

  it('puts the action before the sign-in, network and unexpected-failure texts', () => {
    expect(actionErrorText(ADD, new GraphQLRequestError('Please sign in to continue.', undefined, 'UNAUTHENTICATED'))).toBe(`${ADD}. Please sign in to continue.`);
    expect(actionErrorText(ADD, new TypeError('Failed to fetch'))).toBe(`${ADD}. ${NETWORK_FAILURE}`);
    expect(actionErrorText('Unable to edit a machine.', new Error('boom'))).toBe(`Unable to edit a machine. ${UNEXPECTED_FAILURE}`);
    expect(actionErrorText(undefined, new TypeError('Failed to fetch'))).toBe(NETWORK_FAILURE);
    expect(isRefusal(new TypeError('Failed to fetch'))).toBe(false);
  });
});

describe('the token service’s refusals', () => {
  it('map to the same codes as GraphQL’s', () => {
    expect(tokenServiceErrorCode(400, 'invalid_grant')).toBe('UNAUTHENTICATED');
    expect(tokenServiceErrorCode(401, 'invalid_token')).toBe('UNAUTHENTICATED');
    expect(tokenServiceErrorCode(401, 'invalid_client')).toBe('UNAUTHENTICATED');
    expect(tokenServiceErrorCode(403, 'access_denied')).toBe('FORBIDDEN');
    expect(tokenServiceErrorCode(429, 'too_many_requests')).toBe('RATE_LIMITED');
    expect(tokenServiceErrorCode(429, undefined)).toBe('RATE_LIMITED');
    expect(tokenServiceErrorCode(400, 'invalid_request')).toBe('VALIDATION');
    expect(tokenServiceErrorCode(400, 'unsupported_grant_type')).toBe('VALIDATION');
    expect(tokenServiceErrorCode(401, undefined)).toBe('UNAUTHENTICATED');
    expect(tokenServiceErrorCode(502, undefined)).toBe('INTERNAL_SERVER_ERROR');
  });

  it('read like GraphQL failures on the page: the server’s words, the rate limit, no status lines, no "Failed to fetch"', async () => {
    const { authCall } = await import('~/features/auth/api/auth-api');
    answer(400, { error: 'invalid_grant', error_description: 'The e-mail or password is incorrect.' });
    const wrong = await failure(authCall('token', { grant_type: 'password' }));
    expect(errorCodeOf(wrong)).toBe('UNAUTHENTICATED');
    expect(userMessageOf(wrong)).toBe('The e-mail or password is incorrect.');

    answer(429, { error: 'too_many_requests', error_description: 'Too many attempts. Try again in 5 minutes.' }, { 'retry-after': '300' });
    const limited = await failure(authCall('token', { grant_type: 'password' }));
    expect(errorCodeOf(limited)).toBe('RATE_LIMITED');
    expect(userMessageOf(limited)).toBe('Too many attempts. Try again in 5 minutes.');

    vi.stubGlobal('fetch', vi.fn(async () => new Response('<html>Bad Gateway</html>', { status: 502, statusText: 'Bad Gateway' })));
    const gateway = await failure(authCall('token', { grant_type: 'password' }));
    expect(errorCodeOf(gateway)).toBe('INTERNAL_SERVER_ERROR');
    expect(userMessageOf(gateway)).toBe(UNEXPECTED_FAILURE);
    expect(isRetryable(gateway)).toBe(true);

    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const offline = await failure(authCall('createguest'));
    expect(errorCodeOf(offline)).toBe('NETWORK');
    expect(userMessageOf(offline)).toBe(NETWORK_FAILURE);
  });
});
