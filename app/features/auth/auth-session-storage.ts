import type { UserInfo } from './api/auth-api';

/** Spec 1 §9: the token lifetimes in milliseconds since the epoch. */
export interface TokenSet {
  accessToken: string;
  accessTokenExpires: number;
  refreshToken: string;
  refreshTokenExpires: number;
}

/** The session as the `authentication` cookie keeps it (format version 1). */
export interface StoredSession {
  v: 1;
  tokens: TokenSet;
  userInfo: UserInfo;
  rememberMe: boolean;
  /** While an administrator acts as a customer: who, and the administrator's own session to return to. */
  impersonation?: { userId: string; admin: { tokens: TokenSet; userInfo: UserInfo } };
}

/** The long-lived entry kept in localStorage, only with "remember me" (spec 1 §4). */
interface RememberedEntry {
  version: 1;
  refreshToken: string;
  refreshTokenExpires: number;
}

export const COOKIE_NAME = 'authentication';
export const STORAGE_KEY = 'Authentication';
// Written on every change so other tabs re-read the cookie (the cookie itself raises no event).
export const SYNC_KEY = 'Authentication.sync';

function isTokenSet(t: unknown): t is TokenSet {
  const x = t as TokenSet | null;
  return (
    !!x &&
    typeof x.accessToken === 'string' &&
    typeof x.refreshToken === 'string' &&
    Number.isFinite(x.accessTokenExpires) &&
    Number.isFinite(x.refreshTokenExpires)
  );
}

function isUserInfo(u: unknown): u is UserInfo {
  const x = u as UserInfo | null;
  return !!x && typeof x.id === 'string' && typeof x.email === 'string' && Array.isArray(x.roles);
}

/** Reads the session cookie; anything malformed or of another version counts as none. */
export function readCookie(): StoredSession | null {
  if (typeof document === 'undefined') return null;
  const raw = document.cookie
    .split('; ')
    .find((c) => c.startsWith(`${COOKIE_NAME}=`))
    ?.slice(COOKIE_NAME.length + 1);
  if (!raw) return null;
  try {
    const s = JSON.parse(decodeURIComponent(raw)) as StoredSession;
    if (s?.v !== 1 || !isTokenSet(s.tokens) || !isUserInfo(s.userInfo)) return null;
    if (s.impersonation && (!isTokenSet(s.impersonation.admin?.tokens) || !isUserInfo(s.impersonation.admin?.userInfo))) return null;
    return s;
  } catch {
    return null;
  }
}

/** Writes (or with null, deletes) the session cookie: SameSite=Strict, path /, Secure on https. */
export function writeCookie(s: StoredSession | null): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = s
    ? `${COOKIE_NAME}=${encodeURIComponent(JSON.stringify(s))}; Path=/; SameSite=Strict${secure}`
    : `${COOKIE_NAME}=; Path=/; SameSite=Strict; Max-Age=0${secure}`;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage can be switched off; the session then lasts as long as the cookie.
    return null;
  }
}

/** The remembered refresh token when its format is version 1 and it has not expired; else removes it. */
export function readRemembered(now: number): RememberedEntry | null {
  const ls = storage();
  const raw = ls?.getItem(STORAGE_KEY);
  if (!raw) return null;
  try {
    const e = JSON.parse(raw) as RememberedEntry;
    if (e?.version === 1 && typeof e.refreshToken === 'string' && Number.isFinite(e.refreshTokenExpires) && e.refreshTokenExpires > now) return e;
  } catch {
    // Unreadable: treated like an expired entry.
  }
  ls?.removeItem(STORAGE_KEY);
  return null;
}

/** Keeps the long-lived refresh token for a remembered session, and forgets it otherwise. */
export function writeRemembered(s: StoredSession | null): void {
  const ls = storage();
  if (!ls) return;
  // While impersonating, the administrator's own session is the one to come back to.
  const own = s?.impersonation ? s.impersonation.admin.tokens : s?.tokens;
  if (s?.rememberMe && own) {
    const entry: RememberedEntry = { version: 1, refreshToken: own.refreshToken, refreshTokenExpires: own.refreshTokenExpires };
    ls.setItem(STORAGE_KEY, JSON.stringify(entry));
  } else {
    ls.removeItem(STORAGE_KEY);
  }
}

/** Tells the other tabs that the session changed. */
export function announce(): void {
  storage()?.setItem(SYNC_KEY, `${Date.now()}-${Math.random().toString(36).slice(2)}`);
}
