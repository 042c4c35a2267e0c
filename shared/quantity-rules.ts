import { stockLimit } from './availability';

/**
 * The quantity rules of a part (spec 2 §5 and the part's own limits), with their texts: the one
 * copy the cart, checkout and browser read.
 */

/** The most units one line may hold, whatever the part's own maximum. */
export const MAX_LINE_QUANTITY = 10_000;

/** What the quantity rules look at in a part. */
export interface QuantityLimits {
  orderMinimumQuantity: number;
  orderMaximumQuantity: number;
  /** The only quantities sold: the database's comma-separated text or the API's list; empty when any quantity between the limits is. */
  allowedQuantities: string | readonly number[];
}

/** What the stock rule looks at in a part. */
export interface StockFacts {
  status: string;
  stock: number;
}

export type QuantityProblemKind = 'whole' | 'lineMaximum' | 'minimum' | 'maximum' | 'allowed' | 'stock';

/** Why a quantity cannot be ordered: `kind` says which rule, `message` is what the customer reads. */
export interface QuantityProblem {
  kind: QuantityProblemKind;
  message: string;
}

/** The quantities a part is sold in (sorted, without repeats), or null when any quantity between the limits is. */
export function allowedQuantityList(raw: string | readonly number[]): number[] | null {
  const list = (typeof raw === 'string' ? raw.split(',').map((s) => Number(s.trim())) : [...raw]).filter((n) => Number.isInteger(n) && n > 0);
  return list.length ? [...new Set(list)].sort((a, b) => a - b) : null;
}

/**
 * The quantities a customer may choose: the smallest and largest, and when the part is sold only
 * in some quantities, those of them within the limits (what a quantity picker offers).
 */
export function quantityBounds(p: QuantityLimits): { min: number; max: number; allowed: number[] | null } {
  const min = Math.max(1, p.orderMinimumQuantity);
  const max = Math.max(min, p.orderMaximumQuantity);
  const allowed = allowedQuantityList(p.allowedQuantities);
  return { min, max, allowed: allowed && allowed.filter((n) => n >= min && n <= max) };
}

/** Why a whole number of 1 to MAX_LINE_QUANTITY was not given, or null. */
export function wholeQuantityProblem(quantity: number): QuantityProblem | null {
  if (!Number.isInteger(quantity) || quantity < 1) return { kind: 'whole', message: 'Enter a quantity of 1 or more.' };
  if (quantity > MAX_LINE_QUANTITY) return { kind: 'lineMaximum', message: `Enter a quantity of ${MAX_LINE_QUANTITY.toLocaleString('en-US')} or less.` };
  return null;
}

/** Why the stock on hand cannot cover `quantity` (statuses whose stock limits the quantity), or null. */
export function stockProblem(name: string, p: StockFacts, quantity: number): QuantityProblem | null {
  const limit = stockLimit(p.status, p.stock);
  if (limit === null || quantity <= limit) return null;
  return { kind: 'stock', message: p.stock <= 0 ? `${name} is out of stock.` : `Only ${p.stock} of ${name} ${p.stock === 1 ? 'is' : 'are'} in stock.` };
}

/**
 * Why `quantity` of the part named `name` cannot be ordered, or null when it can: a whole number
 * of 1 to MAX_LINE_QUANTITY, then (unless the line is quoted: a quote fixes its quantity) the
 * part's minimum, maximum and allowed quantities, then the stock on hand where the status says
 * the stock limits the quantity.
 */
export function quantityProblem(
  name: string,
  p: QuantityLimits & StockFacts,
  quantity: number,
  opts: { quoted?: boolean } = {},
): QuantityProblem | null {
  const whole = wholeQuantityProblem(quantity);
  if (whole) return whole;
  if (!opts.quoted) {
    const { min, max } = quantityBounds(p);
    if (quantity < min) return { kind: 'minimum', message: `${name} is sold in quantities of ${min} or more.` };
    if (quantity > max) return { kind: 'maximum', message: `You can order at most ${max} of ${name}.` };
    const allowed = allowedQuantityList(p.allowedQuantities);
    if (allowed && !allowed.includes(quantity)) return { kind: 'allowed', message: `${name} is sold in quantities of ${joinOr(allowed)}.` };
  }
  return stockProblem(name, p, quantity);
}

function joinOr(values: number[]): string {
  if (values.length === 1) return String(values[0]);
  return `${values.slice(0, -1).join(', ')} or ${values[values.length - 1]}`;
}
