import { REMEMBERED_KEY, SESSION_COOKIE, parseSessionCookie, type RememberedEntry, type SessionCookie } from '../../../shared/session-cookie';

// Written on every change so other tabs re-read the cookie (the cookie itself raises no event).
export const SYNC_KEY = 'Authentication.sync';

function cookieValue(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.cookie
    .split('; ')
    .find((c) => c.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}

/**
 * Reads the `authentication` cookie (shared/session-cookie.ts). The server writes it; this page
 * only reads it. Anything malformed or of another version counts as none.
 */
export function readCookie(): SessionCookie | null {
  return parseSessionCookie(cookieValue(SESSION_COOKIE));
}

/**
 * A refresh token an older version of the store left where scripts could read it: in the cookie
 * (`tokens.refreshToken`) or in the remembered entry. It is traded once for the HttpOnly cookie.
 */
export function readLegacyRefreshToken(now: number): string | null {
  const raw = cookieValue(SESSION_COOKIE);
  try {
    const old = raw ? (JSON.parse(decodeURIComponent(raw)) as { v?: number; tokens?: { refreshToken?: unknown; refreshTokenExpires?: unknown } }) : null;
    const t = old?.v === 1 ? old.tokens : undefined;
    if (t && typeof t.refreshToken === 'string' && Number(t.refreshTokenExpires) > now) return t.refreshToken;
  } catch {
    // Not the old format.
  }
  try {
    const entry = JSON.parse(storage()?.getItem(REMEMBERED_KEY) ?? 'null') as { version?: number; refreshToken?: unknown; refreshTokenExpires?: unknown } | null;
    if (entry?.version === 1 && typeof entry.refreshToken === 'string' && Number(entry.refreshTokenExpires) > now) return entry.refreshToken;
  } catch {
    // Unreadable: nothing to trade.
  }
  return null;
}

/** Removes the readable cookie here (the server removes the HttpOnly ones on sign-out). */
export function clearCookie(): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${SESSION_COOKIE}=; Path=/; SameSite=Strict; Max-Age=0${secure}`;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage can be switched off; the session then lasts as long as the cookie.
    return null;
  }
}

/**
 * The remembered session (spec 1 §4, format version 1) when it has not expired; else removes it.
 * It says until when a remembered refresh cookie lasts; the token itself never leaves the cookie.
 */
export function readRemembered(now: number): RememberedEntry | null {
  const ls = storage();
  const raw = ls?.getItem(REMEMBERED_KEY);
  if (!raw) return null;
  try {
    const e = JSON.parse(raw) as RememberedEntry;
    if (e?.version === 1 && Number.isFinite(e.refreshTokenExpires) && e.refreshTokenExpires > now) return e;
  } catch {
    // Unreadable: treated like an expired entry.
  }
  ls?.removeItem(REMEMBERED_KEY);
  return null;
}

/** Keeps the remembered entry for a remembered session, and forgets it otherwise. */
export function writeRemembered(s: SessionCookie | null): void {
  const ls = storage();
  if (!ls) return;
  if (s?.rememberMe) {
    // While impersonating, the administrator's own session is the one to come back to.
    const entry: RememberedEntry = { version: 1, refreshTokenExpires: s.impersonation ? s.impersonation.admin.refreshTokenExpires : s.refreshTokenExpires };
    ls.setItem(REMEMBERED_KEY, JSON.stringify(entry));
  } else {
    ls.removeItem(REMEMBERED_KEY);
  }
}

/** Tells the other tabs that the session changed. */
export function announce(): void {
  storage()?.setItem(SYNC_KEY, `${Date.now()}-${Math.random().toString(36).slice(2)}`);
}
