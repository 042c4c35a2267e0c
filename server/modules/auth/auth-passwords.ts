import { hash, verify } from '@node-rs/argon2';
import { passwordLengthProblem } from '../../../shared/password';
import { COMMON_PASSWORD_BASES, COMMON_PASSWORDS } from './auth-common-passwords';

// The length rule and its texts are the forms' own (shared/password.ts).
export { PASSWORD_MAX, PASSWORD_MIN } from '../../../shared/password';

// OWASP's argon2id minimum (19 MiB, 2 passes, 1 lane); the hash string carries them, so raising them later is safe.
const ARGON2 = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Hashes a password with argon2id. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2);
}

let dummyHash: Promise<string> | null = null;

/**
 * Checks a password against a stored hash. Without a hash (no such account) it checks against a
 * throwaway one, so an unknown e-mail costs the same time as a wrong password.
 */
export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  dummyHash ??= hashPassword('not-a-real-password-only-for-timing');
  const target = stored ?? (await dummyHash);
  try {
    const ok = await verify(target, password);
    return ok && Boolean(stored);
  } catch {
    // A malformed stored hash is a failed check, never a crash.
    return false;
  }
}

/** Why a new password is refused, or null when it is acceptable. */
export function passwordProblem(password: string, context: { email?: string | null } = {}): string | null {
  const lengthProblem = passwordLengthProblem(password);
  if (lengthProblem) return lengthProblem;
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower)) return 'This password is too common. Choose one that is harder to guess.';
  const base = lower.replace(/[\d\s!@#$%^&*()_+=.,?'"~`/\\|-]+$/, '').replace(/^[\d\s!@#$%^&*()_+=.,?-]+/, '');
  if (COMMON_PASSWORD_BASES.has(base)) return 'This password is too common. Choose one that is harder to guess.';
  if (/^(.)\1*$/u.test(password)) return 'This password is too common. Choose one that is harder to guess.';
  const email = context.email?.trim().toLowerCase();
  if (email && (lower === email || lower === email.split('@')[0])) return 'The password must not be your e-mail address.';
  return null;
}
