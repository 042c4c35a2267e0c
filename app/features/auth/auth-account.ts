import { AuthRequestError, authCall, type UserInfo } from './api/auth-api';
import { commit, commitFromCookie, ensureGuestSession, getSessionState, renew, settleRenewals, startSession, type SessionState } from './auth-session';

// The token service calls that change who is signed in or the account itself: sign-in,
// registration, sign-out, impersonation, password and e-mail. Only the forms and pages that make
// them load this module; every page loads the session itself (auth-session.ts). The refresh
// tokens never pass through here: the server takes them from its HttpOnly cookies and answers
// with new session cookies, which commitFromCookie() hands to this tab and the others.

/** Signs in; a guest's session goes along (the server reads it from its cookie) so its cart and fleet carry over. */
export async function signIn(a: { email: string; password: string; rememberMe: boolean }): Promise<SessionState> {
  await startSession();
  await settleRenewals();
  await authCall('token', { grant_type: 'password', username: a.email, password: a.password, remember_me: a.rememberMe });
  return commitFromCookie();
}

/** Registration is a guest upgrade: a guest session is made first when there is none. */
export async function createAccount(a: { name: string; email: string; password: string; rememberMe: boolean }): Promise<SessionState> {
  await ensureGuestSession();
  if (!getSessionState().isGuest) throw new AuthRequestError('Sign out first to create another account.', 400);
  await authCall('upgradeguest', { name: a.name, email: a.email, password: a.password, remember_me: a.rememberMe });
  return commitFromCookie();
}

/**
 * Registers the guest who placed an order, from this browser's guest session (upgradeguestfororder):
 * the server accepts only the session that placed it, and this tab goes on signed in to the account.
 */
export async function registerAfterOrder(clubOrderGuid: string, password: string): Promise<SessionState> {
  await startSession();
  await authCall('upgradeguestfororder', { clubOrderGuid, password, remember_me: true });
  return commitFromCookie();
}

/** Asks for a link to create the account of a guest order, mailed to the order's address. Resolves alike whether or not they match. */
export async function requestOrderAccountLink(orderNumber: string, email: string): Promise<void> {
  await authCall('upgradeguestfororderrequest', { orderNumber, email });
}

/** The page of the mailed link: sets the password of the order's account and signs in to it here. */
export async function createAccountFromLink(token: string, password: string): Promise<SessionState> {
  await startSession();
  await authCall('upgradeguestfororder', { token, password, remember_me: true });
  return commitFromCookie();
}

/** Signs out here and in every tab, and ends the session (and an administrator's behind it) on the server. */
export async function signOut(): Promise<void> {
  await startSession();
  await settleRenewals();
  try {
    // The server ends the sessions and removes every session cookie.
    await authCall('logout');
  } finally {
    commit(null);
  }
}

/** Starts acting as another customer (administrators only). */
export async function impersonate(userId: string): Promise<SessionState> {
  await startSession();
  if (!getSessionState().loggedIn) throw new AuthRequestError('Sign in first.', 401);
  await settleRenewals();
  // The server starts from the administrator's own session, even while acting as someone else.
  await authCall('impersonate', { userId });
  return commitFromCookie();
}

/** Stops impersonating: ends that session and renews from the administrator's own refresh token. */
export async function quitImpersonation(): Promise<SessionState> {
  await startSession();
  if (!getSessionState().impersonating) return getSessionState();
  await settleRenewals();
  try {
    await authCall('quitimpersonation');
  } catch (err) {
    // Already ended elsewhere (another tab): this tab follows whatever the cookies now say.
    if (!(err instanceof AuthRequestError && err.status >= 400 && err.status < 500)) throw err;
  }
  commitFromCookie();
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

function assertOwnRegistered(): void {
  const state = getSessionState();
  // Spec 1 §5: refused before sending unless a registered, non-guest user holds a session.
  if (!state.isRegistered || state.impersonating) throw new AuthRequestError('Sign in to your own account first.', 401);
}

/** Changes the password; every other session of the account ends. */
export async function changePassword(oldPassword: string, newPassword: string): Promise<void> {
  await startSession();
  assertOwnRegistered();
  await authCall('changepassword', { oldPassword, newPassword });
}

/**
 * Asks to change the sign-in e-mail (needs the password). Nothing changes until the link mailed to
 * the new address is opened; answers the address waiting for that.
 */
export async function changeEmail(newEmail: string, password: string): Promise<string> {
  await startSession();
  assertOwnRegistered();
  const answer = await authCall<{ user_info: UserInfo; pending_email: string }>('changeemail', { password, newEmail });
  return answer.pending_email;
}

/** Opens the link mailed to a new address: the account's e-mail changes, and this tab's session shows it. */
export async function confirmEmailChange(token: string): Promise<string> {
  await startSession();
  const answer = await authCall<{ user_info: UserInfo }>('confirmemail', { token });
  commitFromCookie();
  return answer.user_info.email;
}

/** Sets the e-mail a guest gives at checkout. */
export async function changeGuestEmail(newEmail: string): Promise<void> {
  await ensureGuestSession();
  if (!getSessionState().isGuest) throw new AuthRequestError('Only a guest can do this.', 400);
  await authCall('changeguestemail', { newEmail });
  commitFromCookie();
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
