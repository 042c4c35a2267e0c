import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DomainError, UNEXPECTED_FAILURE } from '../../shared/errors';
import { createTestApp, type TestApp } from '../../tests/setup/test-app';
import { GraphQLError } from 'graphql';
import { maskError } from './handler';

// What a client reads of a failure: a refusal's text and extensions.code; for anything else the one
// unexpected-failure text with INTERNAL_SERVER_ERROR, and nothing of the server's insides.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(() => {
  vi.restoreAllMocks();
});
afterAll(async () => {
  await t.close();
});

const CATEGORIES = '{ v1 { categories { id } } }';
const SECRET = 'connect ECONNREFUSED 10.1.2.3:5432 in /srv/ironyard/server/db/client.ts';

describe('GraphQL errors over HTTP', () => {
  it('a service refusal arrives with its code and its text', async () => {
    const { status, body } = await t.graphql('{ v1 { product(id: "not-a-number") { id } } }');
    expect(status).toBe(200);
    expect(body.errors).toEqual([expect.objectContaining({ message: 'Invalid product id', extensions: { code: 'VALIDATION' } })]);
  });

  it('every domain code passes through as extensions.code', async () => {
    vi.spyOn(t.services.catalog, 'categories').mockRejectedValue(new DomainError('OUT_OF_STOCK', 'Only 3 of Belt are in stock.'));
    const { body } = await t.graphql(CATEGORIES);
    expect(body.errors).toEqual([expect.objectContaining({ message: 'Only 3 of Belt are in stock.', extensions: { code: 'OUT_OF_STOCK' }, path: ['v1', 'categories'] })]);
  });

  it('an unexpected failure shows the one text, INTERNAL_SERVER_ERROR, and no stack or internal message', async () => {
    vi.spyOn(t.services.catalog, 'categories').mockRejectedValue(new Error(SECRET));
    const res = await t.request('/api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: CATEGORIES }),
    });
    const text = await res.text();
    expect(res.status).toBe(200);
    expect(JSON.parse(text).errors).toEqual([{ message: UNEXPECTED_FAILURE, locations: expect.any(Array), path: ['v1', 'categories'], extensions: { code: 'INTERNAL_SERVER_ERROR' } }]);
    expect(text).not.toContain('ECONNREFUSED');
    expect(text).not.toMatch(/\bat .*\.(ts|js):\d+/);
    expect(text).not.toContain('stack');
  });
});

// The in-process executor the pages' loaders use maps its errors with the same maskError; vitest
// loads a second copy of graphql-js for Pothos' schema, so it is checked here through maskError.
describe('maskError, shared by HTTP and the in-process executor', () => {
  const located = (originalError: Error) => new GraphQLError(originalError.message, { path: ['v1', 'x'], originalError });

  it('turns a domain error into its text and code, wherever it was thrown', () => {
    for (const err of [new DomainError('QUOTE_READ_ONLY', 'Cannot add product to a quote'), located(new DomainError('QUOTE_READ_ONLY', 'Cannot add product to a quote'))]) {
      const shown = maskError(err);
      expect(shown.toJSON()).toEqual({ message: 'Cannot add product to a quote', extensions: { code: 'QUOTE_READ_ONLY' }, ...(err instanceof GraphQLError ? { path: ['v1', 'x'] } : {}) });
      expect(shown.originalError).toBeUndefined();
    }
    expect(maskError(new DomainError('NOT_FOUND')).message).toBe('Not found');
  });

  it('keeps GraphQL’s own errors and hides everything else behind the one text', () => {
    const syntax = new GraphQLError('Syntax Error: Expected Name, found <EOF>.');
    expect(maskError(syntax)).toBe(syntax);
    for (const err of [new Error(SECRET), located(new TypeError(SECRET))]) {
      const shown = maskError(err);
      expect(shown.message).toBe(UNEXPECTED_FAILURE);
      expect(shown.extensions).toEqual({ code: 'INTERNAL_SERVER_ERROR' });
      expect(JSON.stringify(shown.toJSON())).not.toContain('ECONNREFUSED');
    }
  });
});
