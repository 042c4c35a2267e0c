import type { UserInfo } from './auth-tokens';
import { ROLE_ADMINISTRATORS, ROLE_GUESTS } from './enums';
import { staffPermissionsOf, type StaffPermission } from './staff-permissions';

/**
 * The session cookies (spec 1 §4, §9; docs/decisions/005-session-cookies.md).
 *
 * - `authentication` (readable by page scripts, SameSite=Strict, path /): format version 1, what a
 *   page needs to know of the session — who, the short-lived access token and when things expire.
 *   It never holds a refresh token.
 * - `authentication_refresh` (HttpOnly): the refresh token; persistent only with "remember me".
 * - `authentication_admin` (HttpOnly): while an administrator acts as a customer, the
 *   administrator's own refresh token, to return to.
 *
 * The server writes all three, on the answers of the token service and on page requests that
 * renew an expired access token; the browser only reads the first.
 */
export const SESSION_COOKIE = 'authentication';
export const REFRESH_COOKIE = 'authentication_refresh';
export const ADMIN_REFRESH_COOKIE = 'authentication_admin';
/** The localStorage key of spec 1 §9: with "remember me", when the remembered session ends (no secret). */
export const REMEMBERED_KEY = 'Authentication';

/**
 * The header the web client sends to the token service to have the session set as cookies (the
 * refresh token then never appears in an answer a script can read). A custom header also makes a
 * cross-site request need a CORS preflight, which the token service never grants.
 */
export const SESSION_COOKIE_MODE_HEADER = 'x-ironyard-session';

/** The refusal of a cookie-authorised call or form post sent from another site. */
export const CROSS_SITE_REFUSED = 'This request must come from the store’s own pages.';

/** The session as the `authentication` cookie keeps it (format version 1). Times are ms since the epoch. */
export interface SessionCookie {
  v: 1;
  accessToken: string;
  accessTokenExpires: number;
  refreshTokenExpires: number;
  userInfo: UserInfo;
  rememberMe: boolean;
  /** While an administrator acts as a customer: whom, and the administrator, to return to. */
  impersonation?: { userId: string; admin: { userInfo: UserInfo; refreshTokenExpires: number } };
}

/** The localStorage entry of a remembered session (format version 1): when it ends, not the token. */
export interface RememberedEntry {
  version: 1;
  refreshTokenExpires: number;
}

function isUserInfo(u: unknown): u is UserInfo {
  const x = u as UserInfo | null;
  return !!x && typeof x.id === 'string' && typeof x.email === 'string' && typeof x.name === 'string' && Array.isArray(x.roles) && x.roles.every((r) => typeof r === 'string');
}

/** Reads the cookie's value; anything malformed or of another version counts as none. */
export function parseSessionCookie(raw: string | undefined | null): SessionCookie | null {
  if (!raw || raw.length > 8192) return null;
  try {
    const s = JSON.parse(raw.startsWith('%') ? decodeURIComponent(raw) : raw) as SessionCookie;
    if (s?.v !== 1 || typeof s.accessToken !== 'string' || !isUserInfo(s.userInfo)) return null;
    if (!Number.isFinite(s.accessTokenExpires) || !Number.isFinite(s.refreshTokenExpires)) return null;
    if (s.impersonation && (typeof s.impersonation.userId !== 'string' || !isUserInfo(s.impersonation.admin?.userInfo))) return null;
    return { ...s, rememberMe: s.rememberMe === true };
  } catch {
    return null;
  }
}

/** The cookie's value, URL-encoded as a cookie value must be. */
export function serializeSessionCookie(s: SessionCookie): string {
  return encodeURIComponent(JSON.stringify(s));
}

/** Spec 1 §4 session states; 'loading' only in a browser that has not read its session yet. */
export type SessionStatus = 'loading' | 'loggedOut' | 'guest' | 'registered' | 'impersonating';

/** Spec 1 §3 "Session status", plus who is being impersonated: the same on the server and in the browser. */
export interface SessionState {
  status: SessionStatus;
  loggedIn: boolean;
  isGuest: boolean;
  isRegistered: boolean;
  isAdmin: boolean;
  /** What this person may do in the back office (empty for customers, guests and anyone impersonating). */
  staffPermissions: StaffPermission[];
  rememberMe: boolean;
  userInfo: UserInfo | null;
  /** The customer an administrator acts as (spec 1 §3 "Impersonation status"). */
  impersonating: { id: string; name: string; email: string } | null;
  /** The administrator behind an impersonation. */
  realUser: UserInfo | null;
}

export const LOADING_SESSION: SessionState = {
  status: 'loading',
  loggedIn: false,
  isGuest: false,
  isRegistered: false,
  isAdmin: false,
  staffPermissions: [],
  rememberMe: false,
  userInfo: null,
  impersonating: null,
  realUser: null,
};

export const SIGNED_OUT_SESSION: SessionState = { ...LOADING_SESSION, status: 'loggedOut' };

/** The session state a cookie describes (spec 1 §4: Guests → guest; else registered, admin with Administrators). */
export function sessionStateOf(s: SessionCookie | null): SessionState {
  if (!s) return SIGNED_OUT_SESSION;
  const roles = s.userInfo.roles;
  const isGuest = roles.includes(ROLE_GUESTS);
  const imp = s.impersonation;
  return {
    status: imp ? 'impersonating' : isGuest ? 'guest' : 'registered',
    loggedIn: true,
    isGuest,
    isRegistered: !isGuest,
    isAdmin: !imp && !isGuest && roles.includes(ROLE_ADMINISTRATORS),
    staffPermissions: imp ? [] : staffPermissionsOf(roles),
    rememberMe: s.rememberMe,
    userInfo: s.userInfo,
    impersonating: imp ? { id: s.userInfo.id, name: s.userInfo.name, email: s.userInfo.email } : null,
    realUser: imp ? imp.admin.userInfo : null,
  };
}
