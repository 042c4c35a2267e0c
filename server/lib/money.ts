import Decimal from 'decimal.js';

// Money never goes through binary floating point: decimal arithmetic, half-even rounding.
const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_EVEN });

export type Money = InstanceType<typeof D>;

/** Parses a numeric(19,4) string or number into a decimal. */
export function money(value: string | number | Money): Money {
  return new D(value);
}

/** Rounds half to even to 2 decimals (spec 2 §9). */
export function round2(value: Money): Money {
  return value.toDecimalPlaces(2, D.ROUND_HALF_EVEN);
}

/** A money amount as the API shows it: a number with at most 4 decimals. */
export function toApiNumber(value: string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  return new D(value).toDecimalPlaces(4, D.ROUND_HALF_EVEN).toNumber();
}
