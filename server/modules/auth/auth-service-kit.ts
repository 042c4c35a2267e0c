import { EMAIL_INVALID } from '../../../shared/email';
import type { Clock } from '../../lib/clock';
import type { Logger } from '../../lib/logger';
import type { MailService } from '../mail/mail.service';
import { AuthError, NOT_WHILE_IMPERSONATING, accessDenied, invalidGrant, invalidRequest } from './auth-errors';
import { emailSchema, isGuest, type AuthKit } from './auth-kit';
import { passwordProblem, verifyPassword } from './auth-passwords';
import { accountKey, type AuthLimits } from './auth-rate-limits';
import { createSessions } from './auth-sessions';
import type { AccessTokens } from './auth-tokens';
import type { AuthSettings } from './auth-types';
import type { AccountRow, AuthRepository, RefreshTokenMatch } from './auth.repository';

export interface ServiceKitDeps {
  repo: AuthRepository;
  mail: MailService;
  limits: AuthLimits;
  tokens: AccessTokens;
  clock: Clock;
  log: Logger;
  settings: AuthSettings;
}

/**
 * The helpers every part of the token service shares (auth.service.ts composes the parts): its
 * stores, input checks, auditing, work after the answer, and the sessions of auth-sessions.ts.
 */
export function createServiceKit({ repo, mail, limits, tokens, clock, log, settings }: ServiceKitDeps) {
  const background = new Set<Promise<void>>();

  function parseEmail(value: string | undefined, message = EMAIL_INVALID): string {
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

  const audit: AuthKit['audit'] = async (e) => {
    await repo.insertAudit({ at: clock.now(), detail: {}, ip: null, ...e });
  };

  function runInBackground(task: () => Promise<void>, what: string) {
    const p = task()
      .catch((err) => log.error({ err }, `${what} failed`))
      .finally(() => background.delete(p));
    background.add(p);
  }

  async function sendMail(to: string | null, subject: string, text: string) {
    if (!to) return;
    await mail.send({ to, subject, text });
  }

  const sessions = createSessions({ repo, tokens, clock, log, settings, audit });

  /** A registered customer's own session: no guests, no administrator acting as them. */
  async function ownRegisteredSession(raw: string | undefined, guestMessage: string): Promise<RefreshTokenMatch> {
    const found = await sessions.claimRefreshToken(raw, { rotate: false });
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

  const kit = {
    ...sessions,
    repo,
    links: repo,
    limits,
    clock,
    settings,
    tokens,
    log,
    assertClient,
    parseEmail,
    requirePassword,
    audit,
    runInBackground,
    sendMail,
    ownRegisteredSession,
    checkPasswordOf,

    /** Resolves once the work done after an answer (mail, reset links) has finished: for tests and shutdown. */
    async whenIdle(): Promise<void> {
      while (background.size > 0) await Promise.allSettled([...background]);
    },
  };
  return kit satisfies AuthKit;
}

export type ServiceKit = ReturnType<typeof createServiceKit>;
