import { formatCents } from './number-format';

/** Rounds half to even at 2 decimals (spec 2 §5), working in integer cents to stay exact. */
export function roundHalfEven(value: number): number {
  const scaled = value * 100;
  const floor = Math.floor(scaled);
  const diff = scaled - floor;
  const EPS = 1e-7;
  let cents: number;
  if (Math.abs(diff - 0.5) < EPS) cents = floor % 2 === 0 ? floor : floor + 1;
  else cents = Math.round(scaled);
  return cents / 100;
}

/** A price as the store shows it: $1,234.50. */
export function formatPrice(value: number): string {
  return formatCents(Math.round(roundHalfEven(value) * 100));
}
