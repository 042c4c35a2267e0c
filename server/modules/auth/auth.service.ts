import type { Config } from '../../config';
import type { Clock } from '../../lib/clock';
import type { Logger } from '../../lib/logger';
import type { MailService } from '../mail/mail.service';
import { createAccounts } from './auth-accounts';
import { createAdminCustomers } from './auth-admin-customers';
import { createAuditAndRetention } from './auth-audit';
import { createEmailChange } from './auth-email-change';
import { createGuestOrderUpgrades, type GuestOrderLookups } from './auth-guest-order';
import { createGuestUpgrade } from './auth-guest-upgrade';
import { createImpersonation } from './auth-impersonation';
import { createPasswordChange } from './auth-password-change';
import type { AuthLimits } from './auth-rate-limits';
import { createPasswordRecovery } from './auth-recovery';
import { createServiceKit } from './auth-service-kit';
import { createSignIn } from './auth-sign-in';
import type { AccessTokens } from './auth-tokens';
import type { AuthRepository } from './auth.repository';

// Other modules count their own attempts (checkout's declined payments) in the same limiter store.
export { createLimiter } from './auth-rate-limits';

export type { ProfileRow } from './auth.repository';
export type { AuthSettings, TokenAnswer, UserInfo } from './auth-types';
import type { AuthSettings } from './auth-types';

export const WEB_CLIENT_ID = 'ironyard-web';

/** Token-service settings from the validated configuration. */
export function authSettingsFromConfig(config: Config): AuthSettings {
  return {
    publicUrl: config.PUBLIC_URL,
    clientIds: [WEB_CLIENT_ID],
    rememberMeTtlMs: config.REFRESH_TOKEN_TTL_DAYS * 86_400_000,
    sessionTtlMs: config.SESSION_TOKEN_TTL_HOURS * 3_600_000,
    resetTtlMs: 60 * 60_000,
    emailChangeTtlMs: 24 * 60 * 60_000,
    reuseGraceMs: 10_000,
    guestLinkTtlMs: 24 * 60 * 60_000,
    recoveryMailIntervalMs: 5 * 60_000,
  };
}

export type { GuestOrderLookups } from './auth-guest-order';
export type { GuestMergeHook } from './auth-sign-in';
export { accessTokenOf } from './auth-sessions';

export interface AuthServiceDeps {
  repo: AuthRepository;
  mail: MailService;
  limits: AuthLimits;
  tokens: AccessTokens;
  clock: Clock;
  log: Logger;
  settings: AuthSettings;
  /** Which guest placed an order (the orders module), for `upgradeguestfororder`; a function, as orders is created after auth. */
  guestOrderLookup?: () => GuestOrderLookups;
}

/**
 * The token service of spec 1 §7 and DESIGN.md decision 6: sessions, passwords, guests, impersonation.
 * Composed of one part per concern; they share the helpers and sessions of auth-service-kit.ts.
 */
export function createAuthService({ guestOrderLookup, ...deps }: AuthServiceDeps) {
  const kit = createServiceKit(deps);
  let guestOrderLookups: GuestOrderLookups | null = null;
  const recovery = createPasswordRecovery(kit);
  const guestOrders = createGuestOrderUpgrades(kit, () => guestOrderLookups ?? guestOrderLookup?.() ?? null);

  return {
    /** Replaces the lookup of the guest behind an order given at construction (null restores it). */
    setGuestOrderLookup(lookups: GuestOrderLookups | null): void {
      guestOrderLookups = lookups;
    },

    /** Checks the client id of a call (spec 1 §7: every body carries it). */
    assertClient: kit.assertClient,

    // onGuestMerged, login, refresh, logout, checkRegistered, createGuest.
    ...createSignIn(kit),

    // upgradeGuest.
    ...createGuestUpgrade(kit),

    /** `upgradeguestfororder`: the guest's own session or the link mailed to the order registers its account (auth-guest-order.ts). */
    upgradeGuestForOrder: guestOrders.upgradeGuestForOrder,

    /** `upgradeguestfororderrequest`: mails a registration link to the address of a guest order found by number and e-mail. */
    requestOrderLink: guestOrders.requestOrderLink,

    // changeGuestEmail, changeEmail, confirmEmailChange.
    ...createEmailChange(kit),

    // changePassword.
    ...createPasswordChange(kit),

    /** `resetpasswordrequest` (auth-recovery.ts): limited per address; one mail per account per interval. */
    requestPasswordReset: recovery.requestPasswordReset,

    /** `resetpassword`: sets a new password with a single-use link; ends every session of the account. */
    resetPassword: recovery.resetPassword,

    // impersonate, adminCookie, recordImpersonatedMutation.
    ...createImpersonation(kit),

    /**
     * The caller of a request: a valid access token in `Authorization: Bearer` or the `authorization`
     * URL parameter; null when none was sent. Rejects with InvalidTokenError when one was sent and is not valid.
     */
    resolveViewer: kit.resolveViewer,

    verifyAccessToken: kit.verifyAccessToken,

    /** Follows session revocations here and in other processes (live sockets end the subscriptions of a revoked session). */
    onSessionsRevoked: kit.onSessionsRevoked,

    // recordStaffAction, staleGuests, deleteGuests, auditLog.
    ...createAuditAndRetention(kit),

    // The back office's customers: adminCustomers, adminCustomer, lockSignIn, unlockSignIn, sendPasswordReset, setStaffRole.
    ...createAdminCustomers(kit, recovery),

    // viewerAccount, publicNameOf, canRegisterForOrder, findLiveCustomer, reviewerNames, profile, changeName, changeNumber, changeFeedbackName, contactOf.
    ...createAccounts(kit),

    /** Hears the sessions other server processes revoke, and tells them of this one's (PostgreSQL only). */
    followRevocations: kit.followRevocations,

    /** Resolves once the work done after an answer (mail, reset links) has finished: for tests and shutdown. */
    whenIdle: kit.whenIdle,
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
