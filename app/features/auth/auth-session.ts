import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { LOADING_SESSION, SIGNED_OUT_SESSION, sessionStateOf, type SessionCookie, type SessionState } from '../../../shared/session-cookie';
import { clientQuery, isTokenRefused, type VariablesArgs } from '~/lib/graphql';
import { AuthRequestError, authCall } from './api/auth-api';
import { SYNC_KEY, announce, clearCookie, readCookie, readLegacyRefreshToken, readRemembered, writeRemembered } from './auth-session-storage';
import { REMEMBERED_KEY } from '../../../shared/session-cookie';

export type { UserInfo } from './api/auth-api';
export type { SessionState, SessionStatus } from '../../../shared/session-cookie';

// Renew a little early so a token does not expire between the check and the server.
const EXPIRY_SKEW_MS = 30_000;
const LOCK_NAME = 'ironyard-auth-renew';
const RENEW_SETTLE_MS = 30;

// The session of this tab: read from the `authentication` cookie, which the server writes (on
// the token service's answers and on page requests that renew an expired token). In the browser
// it is read at once, so the first render after hydration already shows who is signed in.
let stored: SessionCookie | null = typeof document === 'undefined' ? null : readCookie();
let state: SessionState = initialState();
let started: Promise<void> | null = null;
let renewing: Promise<SessionCookie | null> | null = null;
const listeners = new Set<() => void>();

/**
 * What this tab knows of the session before it has done anything: the cookie's session, or signed
 * out when nothing could sign it in (no remembered session), so a signed-out page is usable at once;
 * 'loading' only while a remembered session may still be renewed.
 */
function initialState(): SessionState {
  if (typeof document === 'undefined') return LOADING_SESSION;
  if (stored) return sessionStateOf(stored);
  const now = Date.now();
  return readRemembered(now) || readLegacyRefreshToken(now) ? LOADING_SESSION : SIGNED_OUT_SESSION;
}

function publish(next: SessionCookie | null) {
  stored = next;
  state = next ? sessionStateOf(next) : SIGNED_OUT_SESSION;
  for (const l of listeners) l();
}

// Other tabs learn of a change through the storage event (spec 1 §4). The message on this channel
// carries the session itself, because a tab may still read the old cookie when the event arrives.
let channel: BroadcastChannel | null = null;

/** Makes `next` (the cookie the server just wrote, or null) the session of this tab and of every other tab. */
export function commit(next: SessionCookie | null) {
  if (!next && readCookie()) clearCookie();
  writeRemembered(next);
  publish(next);
  channel?.postMessage({ session: next });
  announce();
}

/** After a token-service call that set the session cookies: this tab and the others take them up. */
export function commitFromCookie(): SessionState {
  commit(readCookie());
  return state;
}

let serverSessionSeen: SessionState | null = null;

/**
 * After the server answered a page or its data with `session` (the root loader's): a page request
 * rewrites the readable cookie when the account's name or e-mail changed since the session began
 * (a name saved on /account/security), and this tab and the others take it up. Only the same
 * customer's cookie is taken; sign-in and sign-out have their own ways.
 */
export function followServerSession(session: SessionState): void {
  if (session === serverSessionSeen || typeof document === 'undefined') return;
  serverSessionSeen = session;
  const cookie = readCookie();
  if (!cookie || !stored || cookie.userInfo.id !== stored.userInfo.id) return;
  if (JSON.stringify(cookie) !== JSON.stringify(stored)) commit(cookie);
}

const accessExpired = (s: SessionCookie) => s.accessTokenExpires - EXPIRY_SKEW_MS <= Date.now();
// While impersonating, the session lasts as long as the administrator's own.
const refreshExpired = (s: SessionCookie) => (s.impersonation ? s.impersonation.admin.refreshTokenExpires : s.refreshTokenExpires) <= Date.now();

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

/** Renews from the HttpOnly refresh cookie; the server answers with new cookies. */
async function renewFrom(s: SessionCookie): Promise<SessionCookie | null> {
  // Spec 1 §4: while impersonating, a renewal re-impersonates the same user (from the administrator's cookie).
  if (s.impersonation) await authCall('impersonate', { userId: s.impersonation.userId });
  else await authCall('token', { grant_type: 'refresh_token' });
  return readCookie();
}

/**
 * The session once this tab holds the renewal lock after waiting for another tab. That tab may
 * have just renewed: it wrote the cookie and sent its session over the channel, but this tab's
 * view of the cookie can lag behind by a moment. When the cookie still shows an expired token,
 * pending channel messages get a moment to land, and the fresher of the two is used.
 */
async function sessionAfterWait(): Promise<SessionCookie | null> {
  const cookie = readCookie();
  if (!cookie || !accessExpired(cookie)) return cookie;
  await new Promise((resolve) => setTimeout(resolve, RENEW_SETTLE_MS));
  const again = readCookie();
  if (!again) return null;
  // Only a renewal this tab heard of counts: a different access token with a later expiry.
  const rotated = stored && stored.accessToken !== again.accessToken && stored.accessTokenExpires > again.accessTokenExpires;
  return rotated ? stored : again;
}

/**
 * Renews the access token, one renewal at a time across all tabs. Inside the lock the cookie is
 * read again: another tab may have renewed already, and its token is then used as is. `refused`
 * is a token the server turned down before its expiry (revoked, signed with an old key): it is
 * renewed like an expired one.
 */
export function renew(refused?: string): Promise<SessionCookie | null> {
  renewing ??= withLock(async (waited) => {
    const current = waited ? await sessionAfterWait() : readCookie();
    if (!current) {
      publish(null);
      return null;
    }
    if (!accessExpired(current) && current.accessToken !== refused) {
      if (JSON.stringify(current) !== JSON.stringify(stored)) publish(current);
      return current;
    }
    if (refreshExpired(current)) {
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

/** Waits until no renewal is under way, so none can write the session it started from back over a new one. */
export async function settleRenewals(): Promise<void> {
  while (renewing) await renewing.catch(() => undefined);
}

async function autoLogin(): Promise<void> {
  const now = Date.now();
  const fromCookie = readCookie();
  if (fromCookie && !refreshExpired(fromCookie)) {
    publish(fromCookie);
    return;
  }
  // A refresh token an older version left readable is traded once for the HttpOnly cookie.
  const legacy = readLegacyRefreshToken(now);
  const remembered = readRemembered(now);
  if (!legacy && !remembered) {
    publish(null);
    return;
  }
  try {
    const next = await withLock(async () => {
      // Another tab may have renewed a moment ago.
      const again = readCookie();
      if (again && !refreshExpired(again)) return again;
      await authCall('token', { grant_type: 'refresh_token', ...(legacy ? { refresh_token: legacy } : {}) });
      return readCookie();
    });
    commit(next);
  } catch (err) {
    if (isRefusal(err)) {
      localStorage.removeItem(REMEMBERED_KEY);
      if (readCookie()) clearCookie();
    }
    publish(null);
  }
}

function adopt(next: SessionCookie | null): boolean {
  if (JSON.stringify(next) === JSON.stringify(stored)) return false;
  publish(next);
  return true;
}

function followOtherTabs() {
  if (typeof BroadcastChannel !== 'undefined') {
    channel = new BroadcastChannel('ironyard-authentication');
    channel.onmessage = (e: MessageEvent<{ session: SessionCookie | null }>) => {
      adopt(e.data.session?.v === 1 ? e.data.session : null);
    };
  }
  window.addEventListener('storage', (e) => {
    if (e.key !== SYNC_KEY && e.key !== REMEMBERED_KEY && e.key !== null) return;
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
/** This tab's session cookie (null when signed out), for the account calls of auth-account.ts. */
export const getStoredSession = (): SessionCookie | null => stored;

/** The access token for an authenticated request, renewed first when it has expired; undefined when signed out. */
export async function getAccessToken(): Promise<string | undefined> {
  await startSession();
  const s = readCookie() ?? stored;
  if (!s) return undefined;
  if (!accessExpired(s)) return s.accessToken;
  return (await renew())?.accessToken;
}

/** A new session after the server refused `token`; null once the session is over (spec 1 §4). */
async function renewRefused(token: string): Promise<SessionCookie | null> {
  const next = await renew(token);
  // A renewal already under way when the refusal came may have kept the same token: renew once more.
  return next && next.accessToken === token ? renew(token) : next;
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
      return await clientQuery(document, variables as V, { accessToken: renewed.accessToken, signal });
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
    // Guests are remembered (the server makes the cookies persistent), so a cart outlives the tab.
    await authCall('createguest');
    return readCookie();
  });
  commit(next);
  return state;
}

/** Login state, user id and roles in one string: fleet and store state reload when it changes (spec 1 §4). */
export function sessionIdentity(s: SessionState): string {
  return `${s.status}:${s.userInfo?.id ?? ''}:${s.userInfo?.roles.join(',') ?? ''}`;
}
