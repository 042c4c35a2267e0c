import { z } from 'zod';
import type { Clock } from '../../lib/clock';
import type { AuthLinksRepository } from './auth-links.repository';
import type { AuthLimits } from './auth-rate-limits';
import type { AccountRow, AuditEntry, AuthRepository, RefreshTokenMatch } from './auth.repository';
import type { AuthSettings, TokenAnswer } from './auth-types';

/**
 * What the token service lends the files that hold some of its calls (recovery, guest orders):
 * its stores and its own helpers, so sessions, revocation and auditing stay one implementation.
 */
/** An account's e-mail as the token service takes it: trimmed, at most 254 characters, lower case. */
export const emailSchema = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email())
  .transform((s) => s.toLowerCase());

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
