import { actionErrorText } from '~/lib/errors';

const GUEST_EMAIL_KEY = 'ironyard.checkoutEmail';

/** Where the steps lead: a step path under /checkout and the query keys to change. */
export type Go = (step: string, q?: { e?: string | null; a?: string | null; p?: string | null }) => void;

export function readGuestEmail(): string {
  try {
    return sessionStorage.getItem(GUEST_EMAIL_KEY) ?? '';
  } catch {
    return '';
  }
}
export function writeGuestEmail(email: string) {
  try {
    sessionStorage.setItem(GUEST_EMAIL_KEY, email);
  } catch {
    // Storage may be off: the e-mail then lives as long as the page.
  }
}

/** The text of a failed checkout call, by its code: a refusal as the server wrote it, else `action` (what failed) before the network or the one unexpected-failure text. */
export const errorText = (err: unknown, action?: string) => actionErrorText(action, err);
