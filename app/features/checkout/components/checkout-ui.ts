import { actionErrorText } from '~/lib/errors';
import type { Address, PaymentMethod } from '../api/checkout-api';

const GUEST_EMAIL_KEY = 'ironyard.checkoutEmail';
const btn = 'inline-flex h-11 items-center justify-center rounded-md px-5 font-bold disabled:cursor-not-allowed disabled:opacity-60';
export const primary = `${btn} bg-brand-500 text-ink-900 hover:bg-brand-400`;
export const secondary = `${btn} border border-gray-500 bg-white`;
export const inputClass = 'h-11 w-full rounded-md border border-gray-400 px-3 text-base aria-invalid:border-red-700 aria-invalid:border-2';

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

export function addressLine(a: Address) {
  return [a.address1, a.address2, a.city, [a.stateProvince?.abbreviation, a.zipPostalCode].filter(Boolean).join(' '), a.country?.name].filter(Boolean).join(', ');
}

export function paymentLine(m: PaymentMethod) {
  if (m.paymentType === 'CREDIT_CARD') return `${m.creditCardType || 'Card'} ending in ${m.creditCardLast4}${m.creditCardExp ? `, expires ${m.creditCardExp}` : ''}`;
  return `${m.paymentType.replace(/_/g, ' ').toLowerCase()} ${m.accountNameOrEmail}`.trim();
}
