import { RouterContextProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { serverContext, type ServerContext } from '~/lib/app-context';
import { SIGNED_OUT_SESSION, sessionStateOf, type SessionState } from '../../../shared/session-cookie';
import { addressBookSchema } from './account-address-rules';
import { loadAccountPage, redirectWithNotice, saveForm } from './account-loader.server';

const customer = (roles: string[]): SessionState =>
  sessionStateOf({
    accessToken: 'a',
    accessTokenExpires: Date.now() + 60_000,
    refreshTokenExpires: Date.now() + 60_000,
    rememberMe: false,
    userInfo: { id: '7', name: 'Ada Address', email: 'ada@example.com', roles },
  } as unknown as Parameters<typeof sessionStateOf>[0]);

function contextFor(session: SessionState) {
  const context = new RouterContextProvider();
  context.set(serverContext, { execute: vi.fn(), store: {} as ServerContext['store'], session });
  return context;
}

const page = (path: string, cookie?: string) => new Request(`http://localhost${path}`, { headers: cookie ? { Cookie: cookie } : {} });

describe('account page loaders', () => {
  it('answer a signed-out request with a 303 to sign in and back', async () => {
    const load = vi.fn();
    const thrown = await loadAccountPage(contextFor(SIGNED_OUT_SESSION), page('/account/addressbook?x=1'), load).catch((r: unknown) => r);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(303);
    expect((thrown as Response).headers.get('Location')).toBe('/signin?p=%2Faccount%2Faddressbook%3Fx%3D1');
    expect(load).not.toHaveBeenCalled();
  });

  it('offer a guest an account and read nothing', async () => {
    const load = vi.fn();
    const answer = await loadAccountPage(contextFor(customer(['Guests'])), page('/account'), load);
    expect(answer.data).toEqual({ guest: true, page: null, notice: null });
    expect(load).not.toHaveBeenCalled();
  });

  it("give a customer the page's data, and the last change's notice once", async () => {
    const redirect = await redirectWithNotice('/account/addressbook', 'The address was added.');
    expect(redirect.status).toBe(303);
    const cookie = redirect.headers.get('Set-Cookie')!.split(';')[0]!;
    const answer = await loadAccountPage(contextFor(customer(['Registered'])), page('/account/addressbook', cookie), async () => ['an address']);
    expect(answer.data).toEqual({ guest: false, page: ['an address'], notice: 'The address was added.' });
    // The notice is cleared with the page that showed it.
    expect(new Headers(answer.init?.headers).get('Set-Cookie')).toMatch(/iy_account_notice=;.*Max-Age=0/i);
  });
});

describe('account form actions', () => {
  const countries = [{ id: '1', name: 'United States', twoLetterIsoCode: 'US', stateProvinces: [{ id: '10', name: 'Florida', abbreviation: 'FL' }] }];
  const form = (zip: string) => {
    const f = new FormData();
    for (const [k, v] of Object.entries({ firstName: 'Ada', lastName: 'Address', address1: '1 Ocean Dr', city: 'Miami', countryId: '1', stateProvinceId: '10', zipPostalCode: zip }))
      f.set(`address.${k}`, v);
    return f;
  };
  const texts = { back: '/account/addressbook', done: 'The address was added.', failure: 'The address could not be saved.' };

  it('return the rules’ errors by field and change nothing', async () => {
    const change = vi.fn();
    const answer = await saveForm(form(''), addressBookSchema(countries), change, texts);
    expect(answer).not.toBeInstanceOf(Response);
    expect(Object.keys((answer as { result: { error: Record<string, unknown> } }).result.error)).toContain('address.zipPostalCode');
    expect(change).not.toHaveBeenCalled();
  });

  it('make the change and go back with its notice, or keep the form with the refusal', async () => {
    const ok = await saveForm(form('33139'), addressBookSchema(countries), async () => null, texts);
    expect((ok as Response).status).toBe(303);
    expect((ok as Response).headers.get('Location')).toBe('/account/addressbook');
    const refused = await saveForm(form('33139'), addressBookSchema(countries), () => Promise.reject(new Error('boom')), texts);
    expect((refused as { result: { error: Record<string, string[]> } }).result.error['']).toEqual(['The address could not be saved.']);
  });
});
