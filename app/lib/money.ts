import { formatCents } from './number-format';

/** Whole cents of an amount, rounded half to even (spec 2 §5). */
function halfEvenCents(value: number): number {
  const scaled = value * 100;
  const floor = Math.floor(scaled);
  const diff = scaled - floor;
  const EPS = 1e-7;
  if (Math.abs(diff - 0.5) < EPS) return floor % 2 === 0 ? floor : floor + 1;
  return Math.round(scaled);
}

/** Rounds half to even at 2 decimals (spec 2 §5), working in integer cents to stay exact. */
export function roundHalfEven(value: number): number {
  return halfEvenCents(value) / 100;
}

/** A price as the store shows it: $1,234.50. */
export function formatPrice(value: number): string {
  return formatCents(halfEvenCents(value));
}
