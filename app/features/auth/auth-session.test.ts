import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_COOKIE, serializeSessionCookie, sessionStateOf, type SessionCookie } from '../../../shared/session-cookie';
import { commit, followServerSession, getSessionState, subscribeSession } from './auth-session';

const page = { cookie: '' };

function session(name: string, id = '42'): SessionCookie {
  return {
    v: 1,
    accessToken: 'header.payload.signature',
    accessTokenExpires: Date.now() + 600_000,
    refreshTokenExpires: Date.now() + 3_600_000,
    userInfo: { id, email: 'mike@example.com', name, roles: ['Registered'] },
    rememberMe: false,
  };
}

const setCookie = (s: SessionCookie | null) => {
  page.cookie = s ? `${SESSION_COOKIE}=${serializeSessionCookie(s)}` : '';
};

afterEach(() => {
  setCookie(null);
  commit(null);
  vi.unstubAllGlobals();
});

describe('followServerSession', () => {
  it('takes up the cookie a page request rewrote with the new name, and tells the subscribers', () => {
    vi.stubGlobal('document', page);
    const before = session('Mike Wrench');
    setCookie(before);
    commit(before);
    expect(getSessionState().userInfo?.name).toBe('Mike Wrench');
    const heard = vi.fn();
    const stop = subscribeSession(heard);
    // The server answered the page's data with the account's name now, and a rewritten cookie.
    const after = session('Michael Wrench');
    setCookie(after);
    followServerSession(sessionStateOf(after));
    expect(getSessionState().userInfo?.name).toBe('Michael Wrench');
    expect(heard).toHaveBeenCalled();
    stop();
  });

  it('leaves the session alone when the cookie names someone else, or nothing changed', () => {
    vi.stubGlobal('document', page);
    const mine = session('Mike Wrench');
    setCookie(mine);
    commit(mine);
    const heard = vi.fn();
    const stop = subscribeSession(heard);
    followServerSession(sessionStateOf(mine));
    expect(heard).not.toHaveBeenCalled();
    // Another customer's cookie is sign-in's business (other tabs hear of it their own way).
    setCookie(session('Someone Else', '7'));
    followServerSession(sessionStateOf(session('Someone Else', '7')));
    expect(getSessionState().userInfo).toMatchObject({ id: '42', name: 'Mike Wrench' });
    expect(heard).not.toHaveBeenCalled();
    stop();
  });
});
