import { z } from 'zod';
import type { Clock } from '../../lib/clock';
import type { AuthLinksRepository } from './auth-links.repository';
import type { AuthLimits } from './auth-rate-limits';
import type { AccountRow, AuditEntry, AuthRepository, RefreshTokenMatch } from './auth.repository';
import type { AuthSettings, TokenAnswer, UserInfo } from './auth-types';
import { ROLE_GUESTS } from '../../../shared/enums';
import { EMAIL_MAX_LENGTH } from '../../../shared/email';

/**
 * An account's e-mail as the token service takes it: trimmed, at most EMAIL_MAX_LENGTH characters,
 * lower case. Stricter than the forms' EMAIL_PATTERN (every address it takes also fits that pattern).
 */
export const emailSchema = z
  .string()
  .trim()
  .max(EMAIL_MAX_LENGTH)
  .pipe(z.email())
  .transform((s) => s.toLowerCase());

export const isGuest = (a: { roles: string[] }) => a.roles.includes(ROLE_GUESTS);
const fullName = (a: AccountRow) => `${a.firstName} ${a.lastName}`.trim();
/** The `user_info` of token answers. */
export const userInfo = (a: AccountRow): UserInfo => ({ id: String(a.id), email: a.email ?? '', name: fullName(a), roles: a.roles });

/**
 * What the token service lends the files that hold some of its calls (recovery, guest orders):
 * its stores and its own helpers, so sessions, revocation and auditing stay one implementation.
 */
export interface AuthKit {
  repo: AuthRepository;
  links: AuthLinksRepository;
  limits: AuthLimits;
  clock: Clock;
  settings: AuthSettings;
  assertClient(clientId: string | undefined): void;
  parseEmail(value: string | undefined, message?: string): string;
  requirePassword(value: string | undefined, email: string | null): string;
  claimRefreshToken(raw: string | undefined, opts: { rotate: boolean; clientId?: string }): Promise<RefreshTokenMatch>;
  openSession(account: AccountRow, opts: { clientId: string; rememberMe: boolean }): Promise<TokenAnswer>;
  revoke(where: Parameters<AuthRepository['revokeSessions']>[0], reason: string): Promise<void>;
  audit(e: Omit<AuditEntry, 'id' | 'at' | 'detail' | 'ip'> & { detail?: Record<string, unknown>; ip?: string | null }): Promise<void>;
  runInBackground(task: () => Promise<void>, what: string): void;
  sendMail(to: string | null, subject: string, text: string): Promise<void>;
}

/**
 * Sends a mail at most once per interval under `key` (an account, an order address), whoever asks:
 * a request inside the interval sends nothing, and the link mailed before it stays good. A mail that
 * fails gives its slot back.
 */
export async function mailOncePerInterval(kit: Pick<AuthKit, 'links' | 'clock' | 'settings'>, key: string, send: () => Promise<void>): Promise<boolean> {
  const now = kit.clock.now();
  if (!(await kit.links.claimMailSlot(key, now, new Date(now.getTime() - kit.settings.recoveryMailIntervalMs)))) return false;
  try {
    await send();
  } catch (err) {
    await kit.links.releaseMailSlot(key, now);
    throw err;
  }
  return true;
}
