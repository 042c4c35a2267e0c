// Arithmetic on exact amounts (shared/money.ts), for the cart totals. A file of its own so the
// pages that only show prices do not load it.
import { divideHalfEven, money, pow10, type Money, type MoneyInput } from './money';

const ZERO: Money = { units: 0n, scale: 0 };

function aligned(a: Money, b: Money): [bigint, bigint, number] {
  const scale = Math.max(a.scale, b.scale);
  return [a.units * pow10(scale - a.scale), b.units * pow10(scale - b.scale), scale];
}

export function plus(a: MoneyInput, b: MoneyInput): Money {
  const [x, y, scale] = aligned(money(a), money(b));
  return { units: x + y, scale };
}

export function minus(a: MoneyInput, b: MoneyInput): Money {
  const [x, y, scale] = aligned(money(a), money(b));
  return { units: x - y, scale };
}

export function times(a: MoneyInput, b: MoneyInput): Money {
  const x = money(a);
  const y = money(b);
  return { units: x.units * y.units, scale: x.scale + y.scale };
}

/** a ÷ b, exact until it is rounded half to even to `decimals` places. Throws when b is zero. */
export function quotient(a: MoneyInput, b: MoneyInput, decimals: number): Money {
  const x = money(a);
  const y = money(b);
  if (y.units === 0n) throw new RangeError('Division by zero');
  // (x.units / 10^x.scale) / (y.units / 10^y.scale) × 10^decimals
  let n = x.units * pow10(y.scale + decimals);
  let d = y.units * pow10(x.scale);
  if (d < 0n) {
    n = -n;
    d = -d;
  }
  return { units: divideHalfEven(n, d), scale: decimals };
}

/** -1, 0 or 1 as a is below, equal to or above b. */
export function compare(a: MoneyInput, b: MoneyInput): -1 | 0 | 1 {
  const [x, y] = aligned(money(a), money(b));
  return x < y ? -1 : x > y ? 1 : 0;
}

export const isZero = (value: MoneyInput): boolean => money(value).units === 0n;

/** value kept between 0 and max. */
export function clamp(value: MoneyInput, max: MoneyInput): Money {
  if (compare(value, max) > 0) return money(max);
  if (compare(value, 0) < 0) return ZERO;
  return money(value);
}

/** The sum of any amounts (0 for none). */
export const sum = (values: Iterable<MoneyInput>): Money => {
  let total = ZERO;
  for (const v of values) total = plus(total, v);
  return total;
};
