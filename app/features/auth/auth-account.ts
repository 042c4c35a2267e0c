import { AuthRequestError, authCall, type TokenAnswer, type UserInfo } from './api/auth-api';
import { commit, ensureGuestSession, getSessionState, getStoredSession, renew, replaceSession, sessionOf, startSession, type SessionState } from './auth-session';

// The token service calls that change who is signed in or the account itself: sign-in,
// registration, sign-out, impersonation, password and e-mail. Only the forms and pages that make
// them load this module; every page loads the session itself (auth-session.ts). The session is read
// again after each await: another tab may have changed it meanwhile.

/** Signs in; a guest's refresh token goes along so its cart and fleet carry over. */
export async function signIn(a: { email: string; password: string; rememberMe: boolean }): Promise<SessionState> {
  await startSession();
  const stored = getStoredSession();
  const guestToken = stored && getSessionState().isGuest ? stored.tokens.refreshToken : undefined;
  const answer = await authCall<TokenAnswer>('token', {
    grant_type: 'password',
    username: a.email,
    password: a.password,
    guest_refresh_token: guestToken,
    remember_me: a.rememberMe,
  });
  commit(sessionOf(answer, a.rememberMe));
  return getSessionState();
}

/** Registration is a guest upgrade: a guest session is made first when there is none. */
export async function createAccount(a: { name: string; email: string; password: string; rememberMe: boolean }): Promise<SessionState> {
  await ensureGuestSession();
  const stored = getStoredSession();
  if (!stored || !getSessionState().isGuest) throw new AuthRequestError('Sign out first to create another account.', 400);
  const answer = await authCall<TokenAnswer>('upgradeguest', {
    refreshToken: stored.tokens.refreshToken,
    name: a.name,
    email: a.email,
    password: a.password,
    remember_me: a.rememberMe,
  });
  commit(sessionOf(answer, a.rememberMe));
  return getSessionState();
}

/**
 * Registers the guest who placed an order, from this browser's guest session (upgradeguestfororder):
 * the server accepts only the session that placed it, and this tab goes on signed in to the account.
 */
export async function registerAfterOrder(clubOrderGuid: string, password: string): Promise<SessionState> {
  await startSession();
  const stored = getStoredSession();
  const refreshToken = stored && getSessionState().isGuest ? stored.tokens.refreshToken : undefined;
  const answer = await authCall<TokenAnswer>('upgradeguestfororder', { clubOrderGuid, password, refreshToken, remember_me: true });
  commit(sessionOf(answer, true));
  return getSessionState();
}

/** Asks for a link to create the account of a guest order, mailed to the order's address. Resolves alike whether or not they match. */
export async function requestOrderAccountLink(orderNumber: string, email: string): Promise<void> {
  await authCall('upgradeguestfororderrequest', { orderNumber, email });
}

/** The page of the mailed link: sets the password of the order's account and signs in to it here. */
export async function createAccountFromLink(token: string, password: string): Promise<SessionState> {
  await startSession();
  const answer = await authCall<TokenAnswer>('upgradeguestfororder', { token, password, remember_me: true });
  commit(sessionOf(answer, true));
  return getSessionState();
}

/** Signs out here and in every tab, and ends the session on the server. */
export async function signOut(): Promise<void> {
  await startSession();
  const s = getStoredSession();
  commit(null);
  const tokens = [s?.tokens.refreshToken, s?.impersonation?.admin.tokens.refreshToken].filter(Boolean) as string[];
  // The tokens are gone from this browser either way; the server call only shortens their life.
  await Promise.all(tokens.map((t) => authCall('logout', { refresh_token: t }).catch(() => undefined)));
}

/** Starts acting as another customer (administrators only). */
export async function impersonate(userId: string): Promise<SessionState> {
  await startSession();
  const stored = getStoredSession();
  if (!stored) throw new AuthRequestError('Sign in first.', 401);
  // Acting as someone else while already doing so starts from the administrator's own session.
  const admin = stored.impersonation?.admin ?? { tokens: stored.tokens, userInfo: stored.userInfo };
  const answer = await authCall<TokenAnswer>('impersonate', { refreshToken: admin.tokens.refreshToken, userId });
  const now = getStoredSession() ?? stored;
  const previous = now.impersonation ? now.tokens.refreshToken : undefined;
  commit({ ...sessionOf(answer, now.rememberMe), impersonation: { userId, admin } });
  if (previous) await authCall('logout', { refresh_token: previous }).catch(() => undefined);
  return getSessionState();
}

/** Stops impersonating: ends that session and renews from the administrator's own refresh token. */
export async function quitImpersonation(): Promise<SessionState> {
  await startSession();
  if (!getStoredSession()?.impersonation) return getSessionState();
  // The administrator's own session first: a page's request refused once the impersonated session
  // ends would otherwise renew it by impersonating again, and this tab would stay the customer.
  const ended = await replaceSession((s) =>
    s?.impersonation ? { v: 1, tokens: { ...s.impersonation.admin.tokens, accessTokenExpires: 0 }, userInfo: s.impersonation.admin.userInfo, rememberMe: s.rememberMe } : s,
  );
  if (ended?.impersonation) await authCall('logout', { refresh_token: ended.tokens.refreshToken }).catch(() => undefined);
  await renew();
  return getSessionState();
}

/** Asks for a password reset e-mail. Resolves alike whether or not the address has an account. */
export async function requestPasswordReset(email: string): Promise<void> {
  await authCall('resetpasswordrequest', { email });
}

/** Sets a new password with the token of a reset link. */
export async function resetPassword(a: { resetToken: string; email: string; newPassword: string }): Promise<void> {
  await authCall('resetpassword', a);
}

function ownRegisteredToken(): string {
  const stored = getStoredSession();
  const state = getSessionState();
  // Spec 1 §5: refused before sending unless a registered, non-guest user holds a refresh token.
  if (!stored || !state.isRegistered || state.impersonating) throw new AuthRequestError('Sign in to your own account first.', 401);
  return stored.tokens.refreshToken;
}

/** Changes the password; every other session of the account ends. */
export async function changePassword(oldPassword: string, newPassword: string): Promise<void> {
  await startSession();
  await authCall('changepassword', { refreshToken: ownRegisteredToken(), oldPassword, newPassword });
}

/**
 * Asks to change the sign-in e-mail (needs the password). Nothing changes until the link mailed to
 * the new address is opened; answers the address waiting for that.
 */
export async function changeEmail(newEmail: string, password: string): Promise<string> {
  await startSession();
  const answer = await authCall<{ user_info: UserInfo; pending_email: string }>('changeemail', { refreshToken: ownRegisteredToken(), password, newEmail });
  return answer.pending_email;
}

/** Opens the link mailed to a new address: the account's e-mail changes, and this tab's session shows it. */
export async function confirmEmailChange(token: string): Promise<string> {
  await startSession();
  const answer = await authCall<{ user_info: UserInfo }>('confirmemail', { token });
  const stored = getStoredSession();
  if (stored && stored.userInfo.id === answer.user_info.id && !stored.impersonation) commit({ ...stored, userInfo: { ...stored.userInfo, email: answer.user_info.email } });
  return answer.user_info.email;
}

/** Sets the e-mail a guest gives at checkout. */
export async function changeGuestEmail(newEmail: string): Promise<void> {
  await ensureGuestSession();
  const stored = getStoredSession();
  if (!stored || !getSessionState().isGuest) throw new AuthRequestError('Only a guest can do this.', 400);
  const answer = await authCall<{ user_info: UserInfo }>('changeguestemail', { refreshToken: stored.tokens.refreshToken, newEmail });
  commit({ ...(getStoredSession() ?? stored), userInfo: answer.user_info });
}

/** Whether an e-mail has an account; a failed check is logged and counts as no (spec 1 §8). */
export async function checkRegistered(email: string): Promise<boolean> {
  try {
    return (await authCall<{ hasValidAccount: boolean }>('checkregistered', { email })).hasValidAccount;
  } catch (err) {
    console.warn('checkregistered failed', err);
    return false;
  }
}
