// Money for the browser and the server alike (spec 2 §5, §9): exact decimals on bigint, rounded
// half to even. Not decimal.js: its ~12 kB gzip would not fit the product page's script budget,
// and these few operations are all the totals need. This file reads, rounds and shows amounts
// (every page that shows a price loads it); the arithmetic of the totals is in money-math.ts,
// loaded only by the pages that add things up.

/** An exact decimal amount: `units` × 10^-`scale`. Never binary floating point. */
export interface Money {
  readonly units: bigint;
  readonly scale: number;
}

/** What an amount may arrive as: a decimal string ("12.3456", "1e-7"), a finite number or a Money. */
export type MoneyInput = Money | string | number;

const DECIMAL = /^([+-])?(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;
/** 10^n as a bigint. */
export const pow10 = (n: number): bigint => 10n ** BigInt(n);

/** Reads an amount; a number is read as its shortest decimal form (0.1 is exactly 0.1). */
export function money(value: MoneyInput): Money {
  if (typeof value === 'object') return value;
  if (typeof value === 'number' && !Number.isFinite(value)) throw new RangeError(`Not an amount: ${value}`);
  const text = String(value).trim();
  const m = DECIMAL.exec(text);
  if (!m || (m[2] === '' && !m[3])) throw new RangeError(`Not an amount: ${text.slice(0, 40)}`);
  const fraction = m[3] ?? '';
  const exponent = Number(m[4] ?? 0);
  let units = BigInt(`${m[2] || '0'}${fraction}`);
  let scale = fraction.length - exponent;
  if (scale < 0) {
    units *= pow10(-scale);
    scale = 0;
  }
  return { units: m[1] === '-' ? -units : units, scale };
}

/** n / d (d > 0) rounded half to even. */
export function divideHalfEven(n: bigint, d: bigint): bigint {
  const negative = n < 0n;
  const abs = negative ? -n : n;
  let q = abs / d;
  const twice = (abs % d) * 2n;
  if (twice > d || (twice === d && q % 2n === 1n)) q += 1n;
  return negative ? -q : q;
}

/** Rounds half to even to `decimals` places (an amount with fewer places is returned as it is). */
export function roundTo(value: MoneyInput, decimals: number): Money {
  const v = money(value);
  if (v.scale <= decimals) return v;
  return { units: divideHalfEven(v.units, pow10(v.scale - decimals)), scale: decimals };
}

/** Rounds half to even to 2 decimals (spec 2 §9). */
export const round2 = (value: MoneyInput): Money => roundTo(value, 2);

/** The amount with exactly `decimals` places, rounded half to even: "12.50". A zero has no sign. */
export function toFixed(value: MoneyInput, decimals = 2): string {
  const v = roundTo(value, decimals);
  const units = v.units * pow10(decimals - v.scale);
  const digits = (units < 0n ? -units : units).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const text = decimals > 0 ? `${whole}.${digits.slice(-decimals)}` : whole;
  return units < 0n ? `-${text}` : text;
}

/** The exact amount as a plain decimal string, without trailing zeros: "12.5". */
export function toPlain(value: MoneyInput): string {
  const v = money(value);
  const text = toFixed(v, Math.max(v.scale, 0));
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

/** The amount as a JavaScript number (for display and JSON; exact for anything with 2 decimals). */
export const toNumber = (value: MoneyInput): number => Number(toPlain(value));

/** Rounds a number half to even to 2 decimals, exactly: 0.125 → 0.12, 0.135 → 0.14. */
export const roundHalfEven = (value: number): number => toNumber(round2(value));

/**
 * A price as the store shows it (spec 2 §9, USD): $1,234.50, -$0.05; half to even to the cent.
 * With `maxDecimals` 4 (search results), a price keeps up to 4 decimals: $0.0475, $12.50.
 */
export function formatPrice(value: MoneyInput, { maxDecimals = 2 }: { maxDecimals?: 2 | 3 | 4 } = {}): string {
  const text = toFixed(value, maxDecimals).replace(/(\.\d\d\d*?)0+$/, '$1');
  const negative = text.startsWith('-');
  const [whole, cents] = (negative ? text.slice(1) : text).split('.');
  return `${negative ? '-' : ''}$${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
}
