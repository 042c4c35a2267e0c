// A new password's length rule and texts: the sign-up, reset and account forms check them before
// sending; the server checks them again (and refuses common passwords, which only it knows).
import { REQUIRED } from './texts';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const PASSWORD_TEXTS = {
  tooShort: `Use at least ${PASSWORD_MIN} characters.`,
  tooLong: `Use at most ${PASSWORD_MAX} characters.`,
  mismatch: 'The passwords do not match.',
  sameAsCurrent: 'Choose a new password that is different from your current one.',
} as const;

/** Why a new password's length is refused (counted in characters, not UTF-16 units), or undefined. */
export function passwordLengthProblem(password: string): string | undefined {
  const length = [...password].length;
  if (length < PASSWORD_MIN) return PASSWORD_TEXTS.tooShort;
  if (length > PASSWORD_MAX) return PASSWORD_TEXTS.tooLong;
  return undefined;
}

/**
 * Why a changed password is refused for being the current one again (a change that changes nothing
 * would still sign out every other device), or undefined.
 */
export function samePasswordProblem(current: string, next: string): string | undefined {
  return current !== '' && current === next ? PASSWORD_TEXTS.sameAsCurrent : undefined;
}

/** A new password typed twice: the error of each field, undefined where it is fine. */
export function newPasswordProblems(password: string, confirm?: string): { password?: string; confirm?: string } {
  const first = password ? passwordLengthProblem(password) : REQUIRED;
  if (confirm === undefined) return { password: first };
  return { password: first, confirm: !confirm ? REQUIRED : confirm !== password ? PASSWORD_TEXTS.mismatch : undefined };
}
