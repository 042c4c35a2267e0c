import { RouterContextProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { serverContext, type GraphQLResult, type ServerContext } from '~/lib/app-context';
import { SIGNED_OUT_SESSION, type SessionState } from '../../../shared/session-cookie';
import { CART_ERRORS } from './api/cart-api';
import { cartAction, loadCart } from './cart-action.server';

function contextWith(execute: (id: string, variables?: Record<string, unknown>) => Promise<GraphQLResult>, session: SessionState = SIGNED_OUT_SESSION) {
  const context = new RouterContextProvider();
  const log = { warn: vi.fn(), error: vi.fn() };
  context.set(serverContext, { execute: execute as ServerContext['execute'], store: {} as ServerContext['store'], session, log });
  return { context, log };
}

const post = (fields: Record<string, string>) => new Request('http://localhost/cart', { method: 'POST', body: new URLSearchParams(fields) });
const SIGNED_IN = { ...SIGNED_OUT_SESSION, loggedIn: true } as SessionState;

describe('the cart route', () => {
  it('asks for a session before reading a quote for a visitor without one, and reads nothing', async () => {
    const execute = vi.fn();
    expect(await loadCart(contextWith(execute).context, '5f0c8a4e-1b2c-4d3e-8f90-123456789abc')).toEqual({ cart: null, needsSession: true, failure: null });
    expect(execute).not.toHaveBeenCalled();
  });

  it('answers an unknown quote with its text instead of failing the page', async () => {
    const execute = vi.fn(async () => ({ errors: [{ message: 'That quote does not exist.', extensions: { code: 'NOT_FOUND' } }] }));
    const load = await loadCart(contextWith(execute, SIGNED_IN).context, 'nope');
    expect(load.failure).toEqual({ action: 'We could not open that quote.', message: 'That quote does not exist.', code: 'NOT_FOUND' });
  });

  it('posts a quantity as a whole number and answers a refusal with the server’s text', async () => {
    const execute = vi.fn(async (_id: string, _variables?: Record<string, unknown>) => ({ errors: [{ message: 'Failed to change the quantity. Only 3 are in stock.', extensions: { code: 'OUT_OF_STOCK' } }] }));
    const result = await cartAction(contextWith(execute, SIGNED_IN).context, post({ intent: 'quantity', itemId: '7', typeId: '1', qty: '10' }));
    expect(execute.mock.calls[0][1]).toEqual({ shoppingCartItemId: '7', shoppingCartTypeId: 1, qty: 10 });
    expect(result).toEqual({
      ok: false,
      intent: 'quantity',
      silent: false,
      failure: { action: CART_ERRORS.changeQuantity, message: 'Failed to change the quantity. Only 3 are in stock.', code: 'OUT_OF_STOCK' },
    });
  });

  it('keeps an unexpected failure’s text on the server (logged) and only logs a failed destination', async () => {
    const execute = vi.fn(async () => ({ errors: [{ message: 'relation "carts" does not exist' }] }));
    const { context, log } = contextWith(execute, SIGNED_IN);
    const result = await cartAction(context, post({ intent: 'remove', itemId: '7' }));
    expect(result).toMatchObject({ ok: false, failure: { message: '', code: 'INTERNAL_SERVER_ERROR' } });
    expect(log.error).toHaveBeenCalled();
    const refused = vi.fn(async () => ({ errors: [{ message: 'Choose a country.', extensions: { code: 'VALIDATION' } }] }));
    expect(await cartAction(contextWith(refused, SIGNED_IN).context, post({ intent: 'destination' }))).toMatchObject({ ok: false, silent: true });
  });

  it('refuses a posted quantity that is not a whole number of 1 or more with its reason, and changes nothing', async () => {
    for (const qty of ['0', '-3', 'abc', '2.5', '1e3', '']) {
      const execute = vi.fn();
      const result = await cartAction(contextWith(execute, SIGNED_IN).context, post({ intent: 'quantity', itemId: '7', typeId: '1', qty }));
      expect(result).toEqual({
        ok: false,
        intent: 'quantity',
        silent: false,
        failure: { action: CART_ERRORS.changeQuantity, message: 'Failed to change the quantity. Enter a quantity of 1 or more.', code: 'VALIDATION' },
      });
      expect(execute).not.toHaveBeenCalled();
    }
  });

  it('posts a quantity past any line’s maximum as one over it, for the cart to refuse with its text', async () => {
    const execute = vi.fn(async (_id: string, _variables?: Record<string, unknown>) => ({ errors: [{ message: 'Failed to change the quantity. Enter a quantity of 10,000 or less.', extensions: { code: 'VALIDATION' } }] }));
    await cartAction(contextWith(execute, SIGNED_IN).context, post({ intent: 'quantity', itemId: '7', typeId: '1', qty: '99999999999999999999' }));
    expect(execute.mock.calls[0][1]).toEqual({ shoppingCartItemId: '7', shoppingCartTypeId: 1, qty: 10_001 });
  });
});
