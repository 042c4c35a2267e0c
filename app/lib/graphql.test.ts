import { RouterContextProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COUNTRIES_QUERY as COUNTRIES } from './reference-data';
import { ORDER_QUERY } from '~/features/checkout/api/checkout-api';
import { SIGNED_OUT_SESSION } from '../../shared/session-cookie';
import { serverContext, type GraphQLResult, type ServerContext } from './app-context';
import { clientQuery, documentId, publicServerQuery, serverQuery } from './graphql';


function contextWith(execute: (documentId: string, variables?: Record<string, unknown>) => Promise<GraphQLResult>) {
  const context = new RouterContextProvider();
  context.set(serverContext, { execute: execute as ServerContext['execute'], store: { name: 'Ironyard', phone: '', hours: '', publicUrl: '', email: '', returnWindowDays: 30, shippingCutoff: '', freeShippingThreshold: '500' }, session: SIGNED_OUT_SESSION });
  return context;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('GraphQL client', () => {
  it('runs loader operations in-process by their persisted id', async () => {
    const execute = vi.fn(async () => ({ data: { v1: { order: null } } }));
    await serverQuery(contextWith(execute), ORDER_QUERY, { clubOrderGuid: 'abc' });
    expect(execute).toHaveBeenCalledWith(documentId(ORDER_QUERY), { clubOrderGuid: 'abc' });
    expect(documentId(ORDER_QUERY)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('keeps public answers in the data cache, so the next page asks no more', async () => {
    const answer = { v1: { countries: [{ id: '1', name: 'United States', twoLetterIsoCode: 'US', stateProvinces: [] }] } };
    const execute = vi.fn(async () => ({ data: answer }));
    expect(await publicServerQuery(contextWith(execute), COUNTRIES)).toEqual(answer);
    expect(await publicServerQuery(contextWith(execute), COUNTRIES)).toEqual(answer);
    expect(execute).toHaveBeenCalledTimes(1);
  });

  it('sends the browser a documentId and variables, never the text', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ data: { v1: { order: null } } }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await clientQuery(ORDER_QUERY, { clubOrderGuid: 'abc' });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ documentId: documentId(ORDER_QUERY), variables: { clubOrderGuid: 'abc' } });
  });
});
