import { CARRIERS, type Carrier } from './order-lifecycle';

// The back office's order forms and the server check the same rules: a tracking number, a refund
// amount and reason, an internal note.

export const NOTE_MAX = 2000;
export const REFUND_REASON_MAX = 500;
export const CANCEL_REASON_MAX = 500;

export const isCarrier = (v: unknown): v is Carrier => typeof v === 'string' && (CARRIERS as readonly string[]).includes(v);

/** A tracking number as carriers print it: 6 to 40 letters and digits (spaces and dashes dropped); '' when empty. */
export function cleanTrackingNumber(raw: string): { value: string } | { error: string } {
  const value = raw.replace(/[\s-]+/g, '').toUpperCase();
  if (value === '') return { value: '' };
  if (!/^[A-Z0-9]{6,40}$/.test(value)) return { error: 'A tracking number is 6 to 40 letters and digits.' };
  return { value };
}

/** A refund amount in dollars and cents, more than zero: its text with 2 places, or why not. */
export function parseRefundAmount(raw: string): { amount: string } | { error: string } {
  const t = raw.trim().replace(/^\$/, '');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(t)) return { error: 'Enter the amount in dollars and cents, such as 25.00.' };
  const [whole, frac = ''] = t.split('.');
  const text = `${Number(whole)}.${frac.padEnd(2, '0')}`;
  if (Number(text) <= 0) return { error: 'Refund more than $0.00.' };
  return { amount: text };
}

const cents = (v: string | number) => Math.round(Number(v) * 100);
const dollarText = (c: number) => `$${(c / 100).toFixed(2)}`;

/** Captured dollars: the sum of an order's capture payments. */
export const capturedOf = (payments: ReadonlyArray<{ kind: string; amount: string | number }>): number =>
  payments.filter((p) => p.kind === 'capture').reduce((s, p) => s + cents(p.amount), 0) / 100;

/**
 * Why a refund of `amount` (as parseRefundAmount answers it) is more than is left of what was captured, or null:
 * never more than captured less refunded so far.
 */
export function refundOverLimit(amount: string, captured: string | number, refunded: string | number): string | null {
  const left = cents(captured) - cents(refunded);
  if (cents(amount) <= left) return null;
  return `Refund at most ${dollarText(Math.max(0, left))}: ${dollarText(cents(captured))} was captured and ${dollarText(cents(refunded))} refunded already.`;
}

/** A required text of at most `max` characters (a reason, a note): trimmed, or why not. */
export function requiredText(raw: string, what: string, max: number): { text: string } | { error: string } {
  const text = raw.trim();
  if (!text) return { error: `Write ${what}.` };
  if (text.length > max) return { error: `Use at most ${max} characters for ${what}.` };
  return { text };
}
