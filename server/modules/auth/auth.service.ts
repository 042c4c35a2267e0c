import { LRUCache } from 'lru-cache';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { ROLE_ADMINISTRATORS, ROLE_GUESTS, ROLE_REGISTERED } from '../../../shared/enums';
import { InvalidTokenError, type Viewer } from '../../lib/viewer';
import type { Clock } from '../../lib/clock';
import type { Logger } from '../../lib/logger';
import type { MailService } from '../mail/mail.service';
import {
  AuthError,
  EMAIL_TAKEN,
  NOT_WHILE_IMPERSONATING,
  SESSION_EXPIRED,
  WRONG_CREDENTIALS,
  accessDenied,
  invalidGrant,
  invalidRequest,
} from './auth-errors';
import { createDeviceCookies } from './auth-devices';
import { createGuestOrderUpgrades, type GuestOrderLookups } from './auth-guest-order';
import { emailSchema, type AuthKit } from './auth-kit';
import { hashPassword, passwordProblem, verifyPassword } from './auth-passwords';
import { createPasswordRecovery } from './auth-recovery';
import { accountKey, type AuthLimits } from './auth-rate-limits';

// Other modules count their own attempts (checkout's declined payments) in the same limiter store.
export { createLimiter } from './auth-rate-limits';
import { safeLocalPath } from './auth-redirects';
import { hashToken, newOpaqueToken, type AccessTokens } from './auth-tokens';
import { startSessionSync, type SessionSync } from './auth-session-sync';
import type { Notifications } from '../../db/notify';
import { feedbackNameSchema, firstProblem, nameSchema, phoneSchema } from '../../../shared/account-schema';
import { DomainError, invalid } from '../../lib/errors';
import type { AccountRow, AuditEntry, AuthRepository, ProfileRow, RefreshTokenMatch, SessionRow } from './auth.repository';

export type { ProfileRow } from './auth.repository';
export type { AuthSettings, TokenAnswer, UserInfo } from './auth-types';
import type { AuthSettings, TokenAnswer, UserInfo } from './auth-types';

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

/** Called after a guest signed in to an account: move the guest's data (cart, fleet) over. Must be idempotent. */
export type GuestMergeHook = (guestId: number, customerId: number) => Promise<void>;

export type { GuestOrderLookups } from './auth-guest-order';

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

const isGuest = (a: { roles: string[] }) => a.roles.includes(ROLE_GUESTS);
const fullName = (a: AccountRow) => `${a.firstName} ${a.lastName}`.trim();
const userInfo = (a: AccountRow): UserInfo => ({ id: String(a.id), email: a.email ?? '', name: fullName(a), roles: a.roles });

function splitName(name: string): { firstName: string; lastName: string } {
  const clean = name.trim().replace(/\s+/g, ' ');
  const i = clean.indexOf(' ');
  return i < 0 ? { firstName: clean, lastName: '' } : { firstName: clean.slice(0, i), lastName: clean.slice(i + 1) };
}

// How long this process trusts its last look at a session. Other processes' revocations clear the entry at once
// (auth-session-sync.ts); this is the bound only while the listening connection is down.
const SESSION_CACHE_MS = 5_000;
const SESSION_CACHE_ENTRIES = 10_000;

/** The token service of spec 1 §7 and DESIGN.md decision 6: sessions, passwords, guests, impersonation. */
export function createAuthService({ repo, mail, limits, tokens, clock, log, settings, guestOrderLookup }: AuthServiceDeps) {
  const mergeHooks: GuestMergeHook[] = [];
  let guestOrderLookups: GuestOrderLookups | null = null;
  const devices = createDeviceCookies(tokens.deriveKey('device-cookie'));
  const background = new Set<Promise<void>>();
  // Access tokens are checked against their session so logout and revocation take effect at once.
  // Bounded by count and bytes (a flood of distinct tokens must not grow it); expiry follows the injected clock.
  const sessionCache = new LRUCache<string, { active: boolean; until: number }>({
    max: SESSION_CACHE_ENTRIES,
    maxSize: SESSION_CACHE_ENTRIES * 128,
    sizeCalculation: (_v, sid) => sid.length * 2 + 64,
  });
  let sessionSync: SessionSync | null = null;
  // Bumped by every revocation heard from another process: a look at a session that started before it is not cached.
  let revocationsHeard = 0;

  function parseEmail(value: string | undefined, message = 'Enter a valid e-mail address.'): string {
    const parsed = emailSchema.safeParse(value ?? '');
    if (!parsed.success) throw invalidRequest(message);
    return parsed.data;
  }

  function requirePassword(value: string | undefined, email: string | null): string {
    const problem = passwordProblem(value ?? '', { email });
    if (problem) throw invalidRequest(problem);
    return value!;
  }

  function assertClient(clientId: string | undefined) {
    if (!clientId || !settings.clientIds.includes(clientId)) throw new AuthError(401, 'invalid_client', 'Unknown client.');
  }

  async function forgetSessions(ids: string[]) {
    for (const id of ids) sessionCache.delete(id);
    if (ids.length === 0 || !sessionSync) return;
    // Other processes then drop them within milliseconds; if this fails, their cache entries expire (SESSION_CACHE_MS).
    await sessionSync.publish(ids).catch((err: unknown) => log.warn({ err }, 'could not tell the other servers of a revoked session'));
  }

  async function revoke(where: Parameters<AuthRepository['revokeSessions']>[0], reason: string) {
    await forgetSessions(await repo.revokeSessions(where, clock.now(), reason));
  }

  async function audit(e: Omit<AuditEntry, 'id' | 'at' | 'detail' | 'ip'> & { detail?: Record<string, unknown>; ip?: string | null }) {
    await repo.insertAudit({ at: clock.now(), detail: {}, ip: null, ...e });
  }

  function runInBackground(task: () => Promise<void>, what: string) {
    const p = task()
      .catch((err) => log.error({ err }, `${what} failed`))
      .finally(() => background.delete(p));
    background.add(p);
  }

  /** Opens a new session (token family) and answers with its first tokens. */
  async function openSession(
    account: AccountRow,
    opts: { clientId: string; rememberMe: boolean; impersonator?: { account: AccountRow; session: SessionRow } },
  ): Promise<TokenAnswer> {
    const now = clock.now();
    let expiresAt = new Date(now.getTime() + (opts.rememberMe || isGuest(account) ? settings.rememberMeTtlMs : settings.sessionTtlMs));
    // An impersonation never outlives the administrator's own session.
    if (opts.impersonator && opts.impersonator.session.expiresAt < expiresAt) expiresAt = opts.impersonator.session.expiresAt;
    const session = await repo.insertSession({
      customerId: account.id,
      clientId: opts.clientId,
      rememberMe: opts.rememberMe,
      impersonatorId: opts.impersonator?.account.id ?? null,
      impersonatorSessionId: opts.impersonator?.session.id ?? null,
      createdAt: now,
      expiresAt,
    });
    return issueTokens(session, account, null, opts.impersonator?.account);
  }

  async function issueTokens(session: SessionRow, account: AccountRow, parentId: number | null, impersonator?: AccountRow | null): Promise<TokenAnswer> {
    const now = clock.now();
    const refresh = newOpaqueToken();
    await repo.insertRefreshToken({ sessionId: session.id, tokenHash: hashToken(refresh), parentId, createdAt: now });
    const access = await tokens.sign(
      {
        sub: String(account.id),
        roles: account.roles,
        sid: session.id,
        ...(session.impersonatorId ? { imp: String(session.impersonatorId) } : {}),
      },
      now,
    );
    return {
      access_token: access,
      token_type: 'Bearer',
      expires_in: tokens.ttlSeconds,
      refresh_token: refresh,
      refresh_token_exp: Math.max(0, Math.floor((session.expiresAt.getTime() - now.getTime()) / 1000)),
      user_info: userInfo(account),
      ...(impersonator ? { impersonator: userInfo(impersonator) } : {}),
    };
  }

  /**
   * Looks up a refresh token that may still be used. A token used before, outside the grace
   * window, is a replay: its whole family is revoked (RFC 9700 §4.14.2).
   */
  async function claimRefreshToken(raw: string | undefined, opts: { rotate: boolean; clientId?: string }): Promise<RefreshTokenMatch> {
    if (!raw || raw.length > 200) throw invalidGrant(SESSION_EXPIRED);
    const found = await repo.findRefreshToken(hashToken(raw));
    const now = clock.now();
    if (!found) throw invalidGrant(SESSION_EXPIRED);
    const { token, session, account } = found;
    if (session.revokedAt || session.expiresAt <= now || !account.active || account.deleted) throw invalidGrant(SESSION_EXPIRED);
    if (opts.clientId && session.clientId !== opts.clientId) throw invalidGrant(SESSION_EXPIRED);
    if (session.impersonatorSessionId && !(await repo.isSessionActive(session.impersonatorSessionId, now))) {
      throw invalidGrant(SESSION_EXPIRED);
    }
    const usedAt = opts.rotate ? await repo.markRotated(token.id, now) : token.rotatedAt;
    if (usedAt && now.getTime() - usedAt.getTime() > settings.reuseGraceMs) {
      await revoke({ sessionId: session.id }, 'reuse');
      await audit({ actorId: null, subjectId: account.id, action: 'refresh_token.reuse', detail: { sessionId: session.id } });
      log.warn({ customerId: account.id, sessionId: session.id }, 'refresh token replayed: session revoked');
      throw invalidGrant(SESSION_EXPIRED);
    }
    return found;
  }

  async function impersonatorOf(session: SessionRow): Promise<AccountRow | null> {
    return session.impersonatorId ? repo.findAccount(session.impersonatorId) : null;
  }

  /** A registered customer's own session: no guests, no administrator acting as them. */
  async function ownRegisteredSession(raw: string | undefined, guestMessage: string): Promise<RefreshTokenMatch> {
    const found = await claimRefreshToken(raw, { rotate: false });
    if (found.session.impersonatorId) throw accessDenied(NOT_WHILE_IMPERSONATING);
    if (isGuest(found.account)) throw accessDenied(guestMessage);
    return found;
  }

  async function checkPasswordOf(account: AccountRow, password: string | undefined, message: string, ip: string) {
    const key = accountKey(account.email ?? `id:${account.id}`);
    await limits.assertNotLocked(key, ip);
    if (!(await verifyPassword(account.passwordHash, password ?? ''))) {
      await repo.recordFailedLogin(account.id);
      await limits.recordFailure(key, ip);
      throw invalidGrant(message);
    }
    await limits.clearFailures(key, ip);
  }

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

  async function sendMail(to: string | null, subject: string, text: string) {
    if (!to) return;
    await mail.send({ to, subject, text });
  }

  const kit: AuthKit = {
    repo,
    links: repo,
    limits,
    clock,
    settings,
    assertClient,
    parseEmail,
    requirePassword,
    claimRefreshToken,
    openSession: (account, opts) => openSession(account, opts),
    revoke,
    audit,
    runInBackground,
    sendMail,
  };
  const recovery = createPasswordRecovery(kit);
  const guestOrders = createGuestOrderUpgrades(kit, () => guestOrderLookups ?? guestOrderLookup?.() ?? null);

  return {
    /** Registers a guest-merge step (cart, fleet); run in order after a guest signs in. */
    onGuestMerged(hook: GuestMergeHook): () => void {
      mergeHooks.push(hook);
      return () => {
        const i = mergeHooks.indexOf(hook);
        if (i >= 0) mergeHooks.splice(i, 1);
      };
    },

    /** Replaces the lookup of the guest behind an order given at construction (null restores it). */
    setGuestOrderLookup(lookups: GuestOrderLookups | null): void {
      guestOrderLookups = lookups;
    },

    /** Checks the client id of a call (spec 1 §7: every body carries it). */
    assertClient,

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
      const impersonator = await impersonatorOf(session);
      // An administrator who lost the role loses the customers they were acting as, too.
      if (session.impersonatorId && !impersonator?.roles.includes(ROLE_ADMINISTRATORS)) {
        await revoke({ sessionId: session.id }, 'impersonator_not_admin');
        throw invalidGrant(SESSION_EXPIRED);
      }
      return issueTokens(session, account, token.id, impersonator);
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
      const email = parseEmail(a.email);
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

    /** `upgradeguest`: the guest becomes a registered customer with the same id (cart and fleet stay). */
    async upgradeGuest(a: { clientId?: string; refreshToken?: string; name?: string; email?: string; password?: string; rememberMe: boolean; ip: string }) {
      assertClient(a.clientId);
      const found = await claimRefreshToken(a.refreshToken, { rotate: false });
      if (found.session.impersonatorId) throw accessDenied(NOT_WHILE_IMPERSONATING);
      if (!isGuest(found.account)) throw accessDenied('This account is already registered.');
      const email = parseEmail(a.email);
      const name = (a.name ?? '').trim();
      if (name.length > 100) throw invalidRequest('Use at most 100 characters for the name.');
      const password = requirePassword(a.password, email);
      const result = await repo.upgradeGuest(found.account.id, {
        email,
        ...splitName(name),
        passwordHash: await hashPassword(password),
        roles: [ROLE_REGISTERED],
      });
      if (result === 'taken') throw invalidRequest(EMAIL_TAKEN);
      if (result === 'not-guest') throw invalidGrant(SESSION_EXPIRED);
      await revoke({ sessionId: found.session.id }, 'upgraded');
      const account = (await repo.findAccount(found.account.id))!;
      await audit({ actorId: account.id, subjectId: account.id, action: 'guest.upgraded', ip: a.ip });
      return openSession(account, { clientId: a.clientId!, rememberMe: a.rememberMe });
    },

    /** `upgradeguestfororder`: the guest's own session or the link mailed to the order registers its account (auth-guest-order.ts). */
    upgradeGuestForOrder: guestOrders.upgradeGuestForOrder,

    /** `upgradeguestfororderrequest`: mails a registration link to the address of a guest order found by number and e-mail. */
    requestOrderLink: guestOrders.requestOrderLink,

    /** `changeguestemail`: the e-mail a guest gives at checkout. */
    async changeGuestEmail(a: { clientId?: string; refreshToken?: string; newEmail?: string }): Promise<{ user_info: UserInfo }> {
      assertClient(a.clientId);
      const found = await claimRefreshToken(a.refreshToken, { rotate: false });
      if (found.session.impersonatorId) throw accessDenied(NOT_WHILE_IMPERSONATING);
      if (!isGuest(found.account)) throw accessDenied('Registered customers change their e-mail with their password.');
      const email = parseEmail(a.newEmail);
      await repo.setEmail(found.account.id, email);
      return { user_info: { ...userInfo(found.account), email } };
    },

    /**
     * `changeemail`: needs the password; refused to guests and while impersonating. The new address
     * takes effect only once its owner opens the link mailed to it; the old address is told at once.
     */
    async changeEmail(a: { clientId?: string; refreshToken?: string; password?: string; newEmail?: string; ip: string }) {
      assertClient(a.clientId);
      const { account } = await ownRegisteredSession(a.refreshToken, 'Guests cannot change the e-mail of an account. Create an account first.');
      const email = parseEmail(a.newEmail);
      await checkPasswordOf(account, a.password, 'The password is incorrect.', a.ip);
      if (email === account.email?.toLowerCase()) throw invalidRequest('This is already the e-mail address of your account.');
      if (await repo.findAccountByEmail(email)) throw invalidRequest(EMAIL_TAKEN);
      await limits.hit('emailChangeTarget', accountKey(email));
      const raw = newOpaqueToken();
      const now = clock.now();
      await repo.insertEmailChange({ customerId: account.id, newEmail: email, tokenHash: hashToken(raw), createdAt: now, expiresAt: new Date(now.getTime() + settings.emailChangeTtlMs) });
      await audit({ actorId: account.id, subjectId: account.id, action: 'email.change_requested', detail: { newEmail: email }, ip: a.ip });
      const link = new URL('/account/security/confirmemail', settings.publicUrl);
      link.searchParams.set('token', raw);
      runInBackground(async () => {
        await sendMail(
          email,
          'Confirm your new Ironyard e-mail address',
          `To make ${email} the e-mail address of your Ironyard account, open this link within 24 hours:\n${link.toString()}\n\nUntil then your account keeps its current address. If you did not ask for this, ignore this e-mail.`,
        );
        // Tell the old address, so a takeover does not go unnoticed.
        await sendMail(
          account.email,
          'A new e-mail address was requested for your Ironyard account',
          `Someone signed in to your Ironyard account asked to change its e-mail address to ${email}. The change takes effect only when confirmed from that address.\n\nIf you did not do this, change your password and contact customer service right away.`,
        );
      }, 'e-mail change confirmation');
      return { user_info: userInfo(account), pending_email: email };
    },

    /** `confirmemail`: the link mailed to the new address; single use, expires, then the address changes. */
    async confirmEmailChange(a: { clientId?: string; token?: string; ip: string }): Promise<{ user_info: UserInfo }> {
      assertClient(a.clientId);
      await limits.hit('resetConfirmIp', a.ip);
      const invalid = invalidGrant('This confirmation link is invalid or has expired. Please change your e-mail address again.');
      if (!a.token || a.token.length > 200) throw invalid;
      const change = await repo.findEmailChange(hashToken(a.token));
      const now = clock.now();
      if (!change || change.usedAt || change.expiresAt <= now) throw invalid;
      const account = await repo.findAccount(change.customerId);
      if (!account || account.deleted || isGuest(account)) throw invalid;
      if (!(await repo.consumeEmailChange(change.id, now))) throw invalid;
      if ((await repo.setEmail(account.id, change.newEmail)) === 'taken') throw invalidRequest(EMAIL_TAKEN);
      await audit({ actorId: account.id, subjectId: account.id, action: 'email.changed', ip: a.ip });
      runInBackground(
        () =>
          sendMail(
            account.email,
            'Your Ironyard e-mail address was changed',
            `The e-mail address of your Ironyard account was changed to ${change.newEmail}.\n\nIf you did not do this, contact customer service right away.`,
          ),
        'e-mail change notice',
      );
      return { user_info: { ...userInfo(account), email: change.newEmail } };
    },

    /** `changepassword`: needs the old password; ends every other session of the account. */
    async changePassword(a: { clientId?: string; refreshToken?: string; oldPassword?: string; newPassword?: string; ip: string }) {
      assertClient(a.clientId);
      const { account, session } = await ownRegisteredSession(a.refreshToken, 'Guests have no password to change. Create an account first.');
      const password = requirePassword(a.newPassword, account.email);
      await checkPasswordOf(account, a.oldPassword, 'The current password is incorrect.', a.ip);
      await repo.setPasswordHash(account.id, await hashPassword(password));
      await revoke({ customerId: account.id, exceptSessionId: session.id }, 'password_changed');
      await repo.voidPasswordResets(account.id, clock.now());
      await audit({ actorId: account.id, subjectId: account.id, action: 'password.changed', ip: a.ip });
      runInBackground(
        () =>
          sendMail(
            account.email,
            'Your Ironyard password was changed',
            'The password of your Ironyard account was changed, and every other device was signed out.\n\nIf you did not do this, reset your password and contact customer service.',
          ),
        'password change notice',
      );
      return { ok: true };
    },

    /** `resetpasswordrequest` (auth-recovery.ts): limited per address; one mail per account per interval. */
    requestPasswordReset: recovery.requestPasswordReset,

    /** `resetpassword`: sets a new password with a single-use link; ends every session of the account. */
    resetPassword: recovery.resetPassword,

    /**
     * `impersonate`: an administrator's refresh token opens a session as another customer. The
     * session carries the administrator's id, cannot change e-mail or password, and is audited.
     */
    async impersonate(a: { clientId?: string; refreshToken?: string; userId?: string; ip: string }): Promise<TokenAnswer> {
      assertClient(a.clientId);
      const admin = await claimRefreshToken(a.refreshToken, { rotate: false });
      if (admin.session.impersonatorId) throw accessDenied('Quit acting as a customer first.');
      if (!admin.account.roles.includes(ROLE_ADMINISTRATORS)) throw accessDenied('Only administrators can act as another customer.');
      const id = /^[1-9]\d{0,9}$/.test(a.userId?.trim() ?? '') ? Number(a.userId) : NaN;
      if (!Number.isSafeInteger(id) || id > 2_147_483_647) throw invalidRequest('Give the id of a customer.');
      const target = await repo.findAccount(id);
      if (!target || target.deleted) throw invalidRequest(`There is no customer with the id ${id}.`);
      if (target.id === admin.account.id) throw invalidRequest('You cannot act as yourself.');
      if (target.roles.includes(ROLE_ADMINISTRATORS)) throw accessDenied('Administrators cannot be impersonated.');
      await forgetSessions(await repo.revokeImpersonationsFrom(admin.session.id, clock.now(), 'replaced'));
      await audit({ actorId: admin.account.id, subjectId: target.id, action: 'impersonation.start', ip: a.ip });
      return openSession(target, { clientId: a.clientId!, rememberMe: false, impersonator: { account: admin.account, session: admin.session } });
    },

    /**
     * `GET /Admin/savecookie`: checks an administrator's access token and where to go next.
     * Returns the cookie value, its lifetime and the same-site path to redirect to.
     */
    async adminCookie(a: { clientId?: string; accessToken?: string; redirectTo?: string }) {
      assertClient(a.clientId);
      const location = safeLocalPath(a.redirectTo ?? '/admin', settings.publicUrl);
      if (!location) throw invalidRequest('redirectTo must be a path on this site.');
      const now = clock.now();
      const claims = a.accessToken ? await tokens.verify(a.accessToken, now) : null;
      if (!claims || !(await sessionActive(claims.sid))) throw new AuthError(401, 'invalid_token', 'The access token is invalid or has expired.');
      if (claims.imp || !claims.roles.includes(ROLE_ADMINISTRATORS)) throw accessDenied('Only administrators can open the admin area.');
      await audit({ actorId: Number(claims.sub), subjectId: Number(claims.sub), action: 'admin.cookie' });
      return { value: a.accessToken!, maxAgeSeconds: Math.max(1, claims.exp - Math.floor(now.getTime() / 1000)), location };
    },

    /**
     * The caller of a request: a valid access token in `Authorization: Bearer` or the `authorization`
     * URL parameter; null when none was sent. Rejects with InvalidTokenError when one was sent and is not valid.
     */
    async resolveViewer(request: Request): Promise<Viewer | null> {
      const token = accessTokenOf(request);
      if (!token) return null;
      const viewer = await verifyAccessToken(token);
      if (!viewer) throw new InvalidTokenError();
      return viewer;
    },

    verifyAccessToken,

    /** Records a GraphQL mutation made while an administrator acts as a customer. */
    async recordImpersonatedMutation(a: { viewer: Viewer; operationName: string | null; fields: string[]; ip: string }): Promise<void> {
      if (!a.viewer.impersonatorId) return;
      await audit({
        actorId: a.viewer.impersonatorId,
        subjectId: a.viewer.customerId,
        action: 'graphql.mutation',
        detail: { operationName: a.operationName, fields: a.fields },
        ip: a.ip,
      });
    },

    /** Records what a member of staff did (decision 13), for modules whose staff operations change their own rows. */
    async recordStaffAction(e: { actorId: number; action: string; detail: Record<string, unknown>; ip: string | null; subjectId?: number | null }): Promise<void> {
      await audit({ subjectId: null, ...e });
    },

    /** Guest retention, in the caller's transaction: guests idle since `before` (locked until it ends), by id after `afterId`. */
    staleGuests: (ex: Db, before: Date, afterId: number, limit: number): Promise<number[]> => repo.staleGuestIds(ex, before, afterId, limit),

    /** Guest retention: deletes these guests' customer rows (accounts are never touched). */
    deleteGuests: (ex: Db, ids: number[]): Promise<number> => repo.deleteGuests(ex, ids),

    /** The audit trail of one account, newest first (as subject or actor). */
    auditLog(filter: { subjectId?: number; actorId?: number; limit?: number }): Promise<AuditEntry[]> {
      return repo.listAudit(filter);
    },

    /** Who the viewer is, for `v1 { customer { … } }`. */
    async viewerAccount(viewer: Viewer | null): Promise<(UserInfo & { isGuest: boolean; isAuthenticated: boolean; impersonatorId: string | null }) | null> {
      if (!viewer) return null;
      const account = await repo.findAccount(viewer.customerId);
      if (!account || account.deleted) return null;
      return {
        ...userInfo(account),
        isGuest: isGuest(account),
        isAuthenticated: !isGuest(account),
        impersonatorId: viewer.impersonatorId ? String(viewer.impersonatorId) : null,
      };
    },

    /** The name shown on a customer's public reviews: the feedback name, else the first name. */
    async publicNameOf(customerId: number): Promise<string> {
      const account = await repo.findAccount(customerId);
      return account?.feedbackName?.trim() || account?.firstName?.trim() || 'Customer';
    },

    /** Whether a guest's order could still become an account: the customer is a guest and no account uses the e-mail. */
    canRegisterForOrder(customerId: number, email: string): Promise<boolean> {
      return repo.orderEmailRegistrable(customerId, email);
    },

    /** A live customer by id or e-mail (registered accounts win over guests with the same address): whom a quote is made for. */
    findLiveCustomer(by: { id?: number; email?: string }): Promise<{ id: number } | null> {
      return repo.findLiveCustomer(by);
    },

    /** The feedback and first names of customers, for the authors of their reviews (one read for a page of reviews). */
    reviewerNames(customerIds: number[]): Promise<Map<number, { feedbackName: string; firstName: string }>> {
      return repo.reviewerNames(customerIds);
    },

    /** Spec 1 §3 Account of a customer, with the e-mail address waiting for confirmation. */
    async profile(customerId: number): Promise<(ProfileRow & { pendingEmail: string | null }) | null> {
      const row = await repo.profile(customerId);
      if (!row) return null;
      return { ...row, pendingEmail: (await repo.pendingEmailChange(customerId, clock.now()))?.newEmail ?? null };
    },

    /** `loginAndSecurity.changeName`. */
    async changeName(customerId: number, input: { firstName?: string | null; lastName?: string | null }): Promise<ProfileRow> {
      const parsed = nameSchema.safeParse(input);
      if (!parsed.success) throw invalid(firstProblem(parsed.error));
      await repo.setName(customerId, parsed.data.firstName, parsed.data.lastName);
      return (await repo.profile(customerId))!;
    },

    /** `loginAndSecurity.changeNumber`: stored in E.164. */
    async changeNumber(customerId: number, input: { phoneNumber?: string | null }): Promise<ProfileRow> {
      const parsed = phoneSchema.safeParse(input);
      if (!parsed.success) throw invalid(firstProblem(parsed.error));
      await repo.setPhoneNumber(customerId, parsed.data.phoneNumber);
      return (await repo.profile(customerId))!;
    },

    /** `loginAndSecurity.changeFeedbackName`: the public name on reviews; unique, no e-mail, no profanity. */
    async changeFeedbackName(customerId: number, input: { feedbackName?: string | null }): Promise<ProfileRow> {
      const parsed = feedbackNameSchema.safeParse(input);
      if (!parsed.success) throw invalid(firstProblem(parsed.error));
      const name = parsed.data.feedbackName;
      const taken = new DomainError('CONFLICT', 'This feedback name is taken. Please choose another.');
      if (await repo.feedbackNameTaken(name, customerId)) throw taken;
      if ((await repo.setFeedbackName(customerId, name)) === 'taken') throw taken;
      return (await repo.profile(customerId))!;
    },

    /** The e-mail address of customers, for modules that mail them (back in stock). */
    async contactOf(customerId: number): Promise<{ email: string; name: string } | null> {
      const row = await repo.profile(customerId);
      if (!row?.email || row.roles.includes(ROLE_GUESTS)) return null;
      return { email: row.email, name: `${row.firstName} ${row.lastName}`.trim() };
    },

    /** Hears the sessions other server processes revoke, and tells them of this one's (PostgreSQL only). */
    async followRevocations(notifications: Notifications): Promise<void> {
      sessionSync = await startSessionSync(
        notifications,
        (ids) => {
          revocationsHeard++;
          for (const id of ids) sessionCache.delete(id);
        },
        () => {
          revocationsHeard++;
          sessionCache.clear();
        },
      );
    },

    /** Resolves once the work done after an answer (mail, reset links) has finished: for tests and shutdown. */
    async whenIdle(): Promise<void> {
      while (background.size > 0) await Promise.allSettled([...background]);
    },
  };

  async function sessionActive(sid: string): Promise<boolean> {
    const now = clock.now().getTime();
    const cached = sessionCache.get(sid);
    if (cached && cached.until > now) return cached.active;
    const heard = revocationsHeard;
    const active = await repo.isSessionActive(sid, clock.now());
    if (heard === revocationsHeard) sessionCache.set(sid, { active, until: now + SESSION_CACHE_MS });
    return active;
  }

  async function verifyAccessToken(token: string): Promise<Viewer | null> {
    const claims = await tokens.verify(token, clock.now());
    if (!claims || !(await sessionActive(claims.sid))) return null;
    return {
      customerId: Number(claims.sub),
      roles: claims.roles,
      ...(claims.imp ? { impersonatorId: Number(claims.imp) } : {}),
    };
  }
}

/** The access token of a request: the Authorization header, or the `authorization` URL parameter of /api/graphql. */
export function accessTokenOf(request: Request): string | null {
  const header = request.headers.get('authorization');
  const fromHeader = header?.match(/^Bearer\s+(\S+)\s*$/i)?.[1];
  if (fromHeader) return fromHeader;
  const url = new URL(request.url);
  if (!url.pathname.startsWith('/api/graphql')) return null;
  const param = url.searchParams.get('authorization')?.trim();
  if (!param) return null;
  return param.replace(/^Bearer\s+/i, '') || null;
}

export type AuthService = ReturnType<typeof createAuthService>;
