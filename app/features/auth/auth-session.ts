import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { ROLE_ADMINISTRATORS, ROLE_GUESTS } from '../../../shared/enums';
import { clientQuery, isTokenRefused, type VariablesArgs } from '~/lib/graphql';
import { AuthRequestError, authCall, type TokenAnswer, type UserInfo } from './api/auth-api';
import {
  STORAGE_KEY,
  SYNC_KEY,
  announce,
  readCookie,
  readRemembered,
  writeCookie,
  writeRemembered,
  type StoredSession,
  type TokenSet,
} from './auth-session-storage';

export type { UserInfo } from './api/auth-api';

/** Spec 1 §4 session states; 'loading' until the browser has read its stored session. */
export type SessionStatus = 'loading' | 'loggedOut' | 'guest' | 'registered' | 'impersonating';

/** Spec 1 §3 "Session status", plus who is being impersonated. */
export interface SessionState {
  status: SessionStatus;
  loggedIn: boolean;
  isGuest: boolean;
  isRegistered: boolean;
  isAdmin: boolean;
  rememberMe: boolean;
  userInfo: UserInfo | null;
  /** The customer an administrator acts as (spec 1 §3 "Impersonation status"). */
  impersonating: { id: string; name: string; email: string } | null;
  /** The administrator behind an impersonation. */
  realUser: UserInfo | null;
}

// Renew a little early so a token does not expire between the check and the server.
const EXPIRY_SKEW_MS = 30_000;
const LOCK_NAME = 'ironyard-auth-renew';
const RENEW_SETTLE_MS = 30;

const LOADING: SessionState = {
  status: 'loading',
  loggedIn: false,
  isGuest: false,
  isRegistered: false,
  isAdmin: false,
  rememberMe: false,
  userInfo: null,
  impersonating: null,
  realUser: null,
};

let stored: StoredSession | null = null;
let state: SessionState = LOADING;
let started: Promise<void> | null = null;
let renewing: Promise<StoredSession | null> | null = null;
const listeners = new Set<() => void>();

function toState(s: StoredSession | null): SessionState {
  if (!s) return { ...LOADING, status: 'loggedOut' };
  const roles = s.userInfo.roles;
  const isGuest = roles.includes(ROLE_GUESTS);
  const imp = s.impersonation;
  return {
    status: imp ? 'impersonating' : isGuest ? 'guest' : 'registered',
    loggedIn: true,
    isGuest,
    isRegistered: !isGuest,
    isAdmin: !imp && !isGuest && roles.includes(ROLE_ADMINISTRATORS),
    rememberMe: s.rememberMe,
    userInfo: s.userInfo,
    impersonating: imp ? { id: s.userInfo.id, name: s.userInfo.name, email: s.userInfo.email } : null,
    realUser: imp ? imp.admin.userInfo : null,
  };
}

function publish(next: StoredSession | null) {
  stored = next;
  state = toState(next);
  for (const l of listeners) l();
}

// Other tabs learn of a change through the storage event (spec 1 §4). The message on this channel
// carries the session itself, because a tab may still read the old cookie when the event arrives.
let channel: BroadcastChannel | null = null;

/** Makes `next` the session of this tab and of every other tab. */
export function commit(next: StoredSession | null) {
  writeCookie(next);
  writeRemembered(next);
  publish(next);
  channel?.postMessage({ session: next });
  announce();
}

function tokensOf(a: TokenAnswer, now = Date.now()): TokenSet {
  return {
    accessToken: a.access_token,
    accessTokenExpires: now + a.expires_in * 1000,
    refreshToken: a.refresh_token,
    refreshTokenExpires: now + a.refresh_token_exp * 1000,
  };
}

/** The session a token service answer starts. */
export function sessionOf(a: TokenAnswer, rememberMe: boolean): StoredSession {
  return { v: 1, tokens: tokensOf(a), userInfo: a.user_info, rememberMe };
}

const accessExpired = (s: StoredSession) => s.tokens.accessTokenExpires - EXPIRY_SKEW_MS <= Date.now();
const refreshExpired = (t: TokenSet) => t.refreshTokenExpires <= Date.now();

/**
 * Runs `fn` while holding the renewal lock of every tab (Web Locks), or just runs it without them.
 * `fn` learns whether another tab held the lock first (and so may have just renewed).
 */
async function withLock<T>(fn: (waited: boolean) => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks?.request) return fn(false);
  // First without queueing: a free lock means no other tab is renewing.
  const free: { value: T } | null = await locks.request(LOCK_NAME, { ifAvailable: true }, async (lock) => (lock ? { value: await fn(false) } : null));
  if (free) return free.value;
  return locks.request(LOCK_NAME, { mode: 'exclusive' }, () => fn(true)) as Promise<T>;
}

/** A refusal (4xx) ends the session; a network failure leaves it for the next try. */
function isRefusal(err: unknown): boolean {
  return err instanceof AuthRequestError && err.status >= 400 && err.status < 500;
}

async function renewFrom(s: StoredSession): Promise<StoredSession> {
  if (s.impersonation) {
    // Spec 1 §4: while impersonating, a renewal re-impersonates the same user.
    const a = await authCall<TokenAnswer>('impersonate', { refreshToken: s.impersonation.admin.tokens.refreshToken, userId: s.impersonation.userId });
    return { ...sessionOf(a, s.rememberMe), impersonation: s.impersonation };
  }
  const a = await authCall<TokenAnswer>('token', { grant_type: 'refresh_token', refresh_token: s.tokens.refreshToken });
  return sessionOf(a, s.rememberMe);
}

/**
 * The session once this tab holds the renewal lock after waiting for another tab. That tab may
 * have just renewed: it wrote the cookie and sent its session over the channel, but this tab's
 * view of the cookie can lag behind by a moment. When the cookie still shows an expired token,
 * pending channel messages get a moment to land, and the fresher of the two is used.
 */
async function sessionAfterWait(): Promise<StoredSession | null> {
  const cookie = readCookie();
  if (!cookie || !accessExpired(cookie)) return cookie;
  await new Promise((resolve) => setTimeout(resolve, RENEW_SETTLE_MS));
  const again = readCookie();
  if (!again) return null;
  // Only a rotation this tab heard of counts: a different refresh token with a later expiry.
  const rotated = stored && stored.tokens.refreshToken !== again.tokens.refreshToken && stored.tokens.accessTokenExpires > again.tokens.accessTokenExpires;
  return rotated ? stored : again;
}

/**
 * Renews the access token, one renewal at a time across all tabs. Inside the lock the cookie is
 * read again: another tab may have renewed already, and its token is then used as is. `refused`
 * is a token the server turned down before its expiry (revoked, signed with an old key): it is
 * renewed like an expired one.
 */
export function renew(refused?: string): Promise<StoredSession | null> {
  renewing ??= withLock(async (waited) => {
    const current = waited ? await sessionAfterWait() : readCookie();
    if (!current) {
      publish(null);
      return null;
    }
    if (!accessExpired(current) && current.tokens.accessToken !== refused) {
      if (JSON.stringify(current) !== JSON.stringify(stored)) publish(current);
      return current;
    }
    const own = current.impersonation ? current.impersonation.admin.tokens : current.tokens;
    if (refreshExpired(own)) {
      commit(null);
      return null;
    }
    try {
      const next = await renewFrom(current);
      commit(next);
      return next;
    } catch (err) {
      if (isRefusal(err)) {
        commit(null);
        return null;
      }
      throw err;
    }
  }).finally(() => {
    renewing = null;
  });
  return renewing;
}

/**
 * Replaces this tab's session once every renewal under way has settled, so that none of them can
 * write the session it started from back over the new one. Answers the session it replaced.
 */
export async function replaceSession(next: (current: StoredSession | null) => StoredSession | null): Promise<StoredSession | null> {
  while (renewing) await renewing.catch(() => undefined);
  const current = stored;
  commit(next(current));
  return current;
}

async function autoLogin(): Promise<void> {
  const fromCookie = readCookie();
  if (fromCookie) {
    const own = fromCookie.impersonation ? fromCookie.impersonation.admin.tokens : fromCookie.tokens;
    if (!refreshExpired(own)) {
      publish(fromCookie);
      return;
    }
    writeCookie(null);
  }
  const remembered = readRemembered(Date.now());
  if (!remembered) {
    publish(null);
    return;
  }
  try {
    const next = await withLock(async () => {
      // Another tab may have used the same remembered token a moment ago.
      const again = readCookie();
      if (again) return again;
      const a = await authCall<TokenAnswer>('token', { grant_type: 'refresh_token', refresh_token: remembered.refreshToken });
      return sessionOf(a, true);
    });
    commit(next);
  } catch (err) {
    if (isRefusal(err)) localStorage.removeItem(STORAGE_KEY);
    publish(null);
  }
}

function adopt(next: StoredSession | null): boolean {
  if (JSON.stringify(next) === JSON.stringify(stored)) return false;
  publish(next);
  return true;
}

function followOtherTabs() {
  if (typeof BroadcastChannel !== 'undefined') {
    channel = new BroadcastChannel('ironyard-authentication');
    channel.onmessage = (e: MessageEvent<{ session: StoredSession | null }>) => {
      adopt(e.data.session?.v === 1 ? e.data.session : null);
    };
  }
  window.addEventListener('storage', (e) => {
    if (e.key !== SYNC_KEY && e.key !== STORAGE_KEY && e.key !== null) return;
    // The cookie write of the other tab can land a moment after its event: look again if unchanged.
    if (!adopt(readCookie())) for (const ms of [100, 500]) setTimeout(() => adopt(readCookie()), ms);
  });
}

/** Reads the stored session once per page (spec 1 §4 auto-login); later calls wait for the same start. */
export function startSession(): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  if (!started) {
    followOtherTabs();
    started = autoLogin();
  }
  return started;
}

/** Subscribes to session changes (for useSyncExternalStore); starts the session on first use. */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  void startSession();
  return () => listeners.delete(listener);
}

export const getSessionState = (): SessionState => state;
/** The tokens and user of this tab's session (null when signed out), for the account calls of auth-account.ts. */
export const getStoredSession = (): StoredSession | null => stored;
export const getServerSessionState = (): SessionState => LOADING;

/** The access token for an authenticated request, renewed first when it has expired; undefined when signed out. */
export async function getAccessToken(): Promise<string | undefined> {
  await startSession();
  const s = readCookie() ?? stored;
  if (!s) return undefined;
  if (!accessExpired(s)) return s.tokens.accessToken;
  return (await renew())?.tokens.accessToken;
}

/** A new session after the server refused `token`; null once the session is over (spec 1 §4). */
async function renewRefused(token: string): Promise<StoredSession | null> {
  const next = await renew(token);
  // A renewal already under way when the refusal came may have kept the same token: renew once more.
  return next && next.tokens.accessToken === token ? renew(token) : next;
}

/**
 * Runs a GraphQL operation as the signed-in user (or as nobody, when signed out). A refused token
 * (401) is renewed once and the operation sent again; when the renewal fails or its token is refused
 * too, the session ends here and the operation goes out as nobody, so a page never fails on it.
 */
export async function viewerQuery<R, V>(document: TypedDocumentNode<R, V>, ...[variables, signal]: VariablesArgs<V, [signal?: AbortSignal]>): Promise<R> {
  const token = await getAccessToken();
  try {
    return await clientQuery(document, variables as V, { accessToken: token, signal });
  } catch (err) {
    if (!token || !isTokenRefused(err)) throw err;
  }
  const renewed = await renewRefused(token);
  if (renewed) {
    try {
      return await clientQuery(document, variables as V, { accessToken: renewed.tokens.accessToken, signal });
    } catch (err) {
      if (!isTokenRefused(err)) throw err;
      commit(null);
    }
  }
  return clientQuery(document, variables as V, { signal });
}

/** Makes sure a session exists, creating a guest on demand (fleet and cart need one). */
export async function ensureGuestSession(): Promise<SessionState> {
  await startSession();
  if (stored) return state;
  const next = await withLock(async () => {
    const again = readCookie();
    if (again) return again;
    // Guests are remembered, so a cart outlives the tab.
    return sessionOf(await authCall<TokenAnswer>('createguest'), true);
  });
  commit(next);
  return state;
}

/** Login state, user id and roles in one string: fleet and store state reload when it changes (spec 1 §4). */
export function sessionIdentity(s: SessionState): string {
  return `${s.status}:${s.userInfo?.id ?? ''}:${s.userInfo?.roles.join(',') ?? ''}`;
}
