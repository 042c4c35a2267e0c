/**
 * Numbers and dates as en-US shows them, without Intl: the first Intl call of a page loads the
 * browser's locale data, about 50 ms of main thread on a phone (200 ms under Lighthouse's 4×
 * slowdown), and the pages format prices, counts and dates while they hydrate.
 */

/** Digits of a whole number with a comma every three: 1234567 → 1,234,567. */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** A count as en-US writes it: 1,234 (and up to three decimals, as toLocaleString does: 1,234.5). */
export function formatCount(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const sign = value < 0 ? '-' : '';
  const thousandths = Math.round(Math.abs(value) * 1000);
  const whole = Math.floor(thousandths / 1000);
  const fraction = (thousandths % 1000).toString().padStart(3, '0').replace(/0+$/, '');
  const out = groupThousands(whole.toString()) + (fraction ? `.${fraction}` : '');
  return out === '0' ? '0' : sign + out;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * A calendar date in UTC: numeric 11/25/2026, short Nov 25, 2026, long November 25, 2026; null for
 * a value that is not a date.
 */
export function formatUtcDate(value: string | number | Date, style: 'numeric' | 'short' | 'long'): string | null {
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) return null;
  const year = d.getUTCFullYear();
  const month = d.getUTCMonth();
  const day = d.getUTCDate();
  if (style === 'numeric') return `${month + 1}/${day}/${year}`;
  const name = style === 'long' ? MONTHS[month] : MONTHS[month].slice(0, 3);
  return `${name} ${day}, ${year}`;
}
