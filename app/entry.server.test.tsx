import type { EntryContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { hasPendingData } from './entry.server';

const contextOf = (loaderData: Record<string, unknown>, actionData: Record<string, unknown> | null = null) =>
  ({ staticHandlerContext: { loaderData, actionData } }) as unknown as EntryContext;

describe('hasPendingData', () => {
  it('is false when every loader answered in full, so the page is rendered whole', () => {
    expect(hasPendingData(contextOf({ root: { store: { phone: '1' } }, 'routes/product': { product: { id: '1' }, tags: ['a'] } }))).toBe(false);
    expect(hasPendingData(contextOf({ root: null, 'routes/cart': [1, 2] }))).toBe(false);
  });

  it('is true when a loader or an action hands data still on its way, so the page streams', () => {
    const later = new Promise(() => {});
    expect(hasPendingData(contextOf({ root: {}, 'routes/product': { product: { id: '1' }, reviews: later } }))).toBe(true);
    expect(hasPendingData(contextOf({ 'routes/home': later }))).toBe(true);
    expect(hasPendingData(contextOf({ root: {} }, { 'routes/quote': { result: later } }))).toBe(true);
  });
});
