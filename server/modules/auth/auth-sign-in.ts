import { ROLE_ADMINISTRATORS } from '../../../shared/enums';
import { SESSION_EXPIRED, SIGN_IN_LOCKED, WRONG_CREDENTIALS, accessDenied, invalidGrant, invalidRequest } from './auth-errors';
import { createDeviceCookies } from './auth-devices';
import { emailSchema, isGuest } from './auth-kit';
import { verifyPassword } from './auth-passwords';
import { accountKey } from './auth-rate-limits';
import type { ServiceKit } from './auth-service-kit';
import { hashToken } from './auth-tokens';
import type { TokenAnswer } from './auth-types';
import type { RefreshTokenMatch } from './auth.repository';

/** Called after a guest signed in to an account: move the guest's data (cart, fleet) over. Must be idempotent. */
export type GuestMergeHook = (guestId: number, customerId: number) => Promise<void>;

/** Signing in and out, renewing, and new guests: the `token`, `logout`, `checkregistered` and `createguest` calls. */
export function createSignIn(kit: ServiceKit) {
  const { repo, limits, clock, assertClient, claimRefreshToken, openSession, revoke, audit, log } = kit;
  const mergeHooks: GuestMergeHook[] = [];
  const devices = createDeviceCookies(kit.tokens.deriveKey('device-cookie'));

  async function mergeGuest(rawGuestToken: string, customerId: number, ip: string) {
    let guest: RefreshTokenMatch;
    try {
      guest = await claimRefreshToken(rawGuestToken, { rotate: false });
    } catch {
      return; // An expired or unknown guest session has nothing to carry over; the sign-in still counts.
    }
    if (!isGuest(guest.account) || guest.account.id === customerId || guest.session.impersonatorId) return;
    for (const hook of mergeHooks) {
      try {
        await hook(guest.account.id, customerId);
      } catch (err) {
        // Keep the guest (and its data) so nothing is lost; the next sign-in with its token tries again.
        log.error({ err, guestId: guest.account.id, customerId }, 'guest merge failed');
        return;
      }
    }
    await repo.retireGuest(guest.account.id);
    await revoke({ customerId: guest.account.id }, 'merged');
    await audit({ actorId: customerId, subjectId: guest.account.id, action: 'guest.merged', ip });
  }

  return {
    /** Registers a guest-merge step (cart, fleet); run in order after a guest signs in. */
    onGuestMerged(hook: GuestMergeHook): () => void {
      mergeHooks.push(hook);
      return () => {
        const i = mergeHooks.indexOf(hook);
        if (i >= 0) mergeHooks.splice(i, 1);
      };
    },

    /**
     * `token` with grant_type=password: signs in, carrying a guest's data over when its token comes
     * along. `deviceCookie` is the browser's device cookie; `onDevice` gets the renewed one after a success.
     */
    async login(a: {
      clientId?: string;
      username?: string;
      password?: string;
      guestRefreshToken?: string;
      rememberMe: boolean;
      ip: string;
      deviceCookie?: string;
      onDevice?: (cookie: { value: string; maxAgeSeconds: number }) => void;
    }) {
      assertClient(a.clientId);
      const email = emailSchema.safeParse(a.username ?? '');
      if (!a.username?.trim() || !a.password) throw invalidRequest('Enter your e-mail and password.');
      await limits.hit('loginIp', a.ip);
      // Keyed on what was typed, account or not, so the lockout says nothing about which accounts exist.
      const key = accountKey(email.success ? email.data : a.username);
      // A browser this account signed in from before (OWASP device cookies) has a lock of its own,
      // which neither a stranger's guesses nor the account's ceiling reach.
      const device = devices.deviceOf(a.deviceCookie, key, clock.now());
      if (device) await limits.assertDeviceNotLocked(key, device);
      else await limits.assertNotLocked(key, a.ip);
      const account = email.success ? await repo.findAccountByEmail(email.data) : null;
      const ok = await verifyPassword(account?.passwordHash, a.password);
      if (!account || !ok) {
        if (account) await repo.recordFailedLogin(account.id);
        if (device) await limits.recordDeviceFailure(key, device);
        else await limits.recordFailure(key, a.ip);
        throw invalidGrant(WRONG_CREDENTIALS);
      }
      if (!account.active) throw accessDenied('This account is disabled. Please contact customer service.');
      if (account.signInLockedAt) throw accessDenied(SIGN_IN_LOCKED);
      if (device) await limits.clearDeviceFailures(key, device);
      else await limits.clearFailures(key, a.ip);
      a.onDevice?.(devices.issue(a.deviceCookie, key, device, clock.now()));
      if (a.guestRefreshToken) await mergeGuest(a.guestRefreshToken, account.id, a.ip);
      await repo.recordLogin(account.id, clock.now());
      return openSession(account, { clientId: a.clientId!, rememberMe: a.rememberMe });
    },

    /** `token` with grant_type=refresh_token: rotates the refresh token and issues a new access token. */
    async refresh(a: { clientId?: string; refreshToken?: string; ip: string }): Promise<TokenAnswer> {
      assertClient(a.clientId);
      await limits.hit('refreshIp', a.ip);
      const { token, session, account } = await claimRefreshToken(a.refreshToken, { rotate: true, clientId: a.clientId });
      const impersonator = await kit.impersonatorOf(session);
      // An administrator who lost the role loses the customers they were acting as, too.
      if (session.impersonatorId && !impersonator?.roles.includes(ROLE_ADMINISTRATORS)) {
        await revoke({ sessionId: session.id }, 'impersonator_not_admin');
        throw invalidGrant(SESSION_EXPIRED);
      }
      return kit.issueTokens(session, account, token.id, impersonator);
    },

    /** Ends the session of a refresh token, server side. Answers alike for unknown tokens. */
    async logout(a: { clientId?: string; refreshToken?: string; ip: string }): Promise<void> {
      assertClient(a.clientId);
      if (!a.refreshToken || a.refreshToken.length > 200) return;
      const found = await repo.findRefreshToken(hashToken(a.refreshToken));
      if (!found || found.session.revokedAt) return;
      await revoke({ sessionId: found.session.id }, 'logout');
      if (found.session.impersonatorId) {
        await audit({ actorId: found.session.impersonatorId, subjectId: found.account.id, action: 'impersonation.end', ip: a.ip });
      }
    },

    /** `checkregistered`: whether an e-mail belongs to a registered account. */
    async checkRegistered(a: { clientId?: string; email?: string; ip: string }): Promise<{ hasValidAccount: boolean }> {
      assertClient(a.clientId);
      await limits.hit('checkRegisteredIp', a.ip);
      const email = kit.parseEmail(a.email);
      const account = await repo.findAccountByEmail(email);
      return { hasValidAccount: Boolean(account && account.active && account.passwordHash) };
    },

    /** `createguest`: a new guest customer with its own session. */
    async createGuest(a: { clientId?: string; ip: string }): Promise<TokenAnswer> {
      assertClient(a.clientId);
      await limits.hit('createGuestIp', a.ip);
      const guest = await repo.createGuest(clock.now());
      return openSession(guest, { clientId: a.clientId!, rememberMe: true });
    },
  };
}
