import type { AvailabilityStatus } from './enums';
import { AVAILABILITY_LABELS, MAX_PRICE_CENTS, MAX_STOCK, centsText, isAvailabilityStatus, parseCents, priceText, storedCents } from './product-edit';

// Bulk edit of /admin/products: one change (price, stock or availability) over the selected
// products. The page checks the action before its preview; the server checks it again and works
// out each product's result by the same rules, refusing the products whose result is not valid.

export const BULK_ACTIONS = ['PRICE_SET', 'PRICE_ADD', 'PRICE_PERCENT', 'STOCK_SET', 'STOCK_ADD', 'STATUS_SET'] as const;
export type BulkActionKind = (typeof BULK_ACTIONS)[number];

export const BULK_ACTION_LABELS: Record<BulkActionKind, string> = {
  PRICE_SET: 'Set the price to',
  PRICE_ADD: 'Change the price by an amount (+/−)',
  PRICE_PERCENT: 'Change the price by a percentage (+/−)',
  STOCK_SET: 'Set the stock to',
  STOCK_ADD: 'Change the stock by (+/−)',
  STATUS_SET: 'Set the availability to',
};

export const isBulkActionKind = (v: unknown): v is BulkActionKind => typeof v === 'string' && (BULK_ACTIONS as readonly string[]).includes(v);

/** A checked bulk action: price amounts in cents, a percentage in hundredths of a percent. */
export type BulkAction =
  | { kind: 'PRICE_SET' | 'PRICE_ADD'; cents: number }
  | { kind: 'PRICE_PERCENT'; basisPoints: number }
  | { kind: 'STOCK_SET' | 'STOCK_ADD'; units: number }
  | { kind: 'STATUS_SET'; status: AvailabilityStatus };

/** The most products one bulk change may touch. */
export const MAX_BULK_PRODUCTS = 5_000;

/** Checks the action and its value as typed; answers it, or the message to show beside the value. */
export function parseBulkAction(kind: string, value: string): { ok: true; action: BulkAction } | { ok: false; message: string } {
  const v = value.trim();
  switch (kind) {
    case 'PRICE_SET':
    case 'PRICE_ADD': {
      const cents = parseCents(v.replace(/^\+/, ''));
      if (cents === null)
        return {
          ok: false,
          message: 'Enter an amount like 12.50 (at most two decimal places).',
        };
      if (kind === 'PRICE_SET' && cents < 0) return { ok: false, message: 'The price cannot be below zero.' };
      if (kind === 'PRICE_ADD' && cents === 0)
        return {
          ok: false,
          message: 'Enter an amount other than zero, like 5 or -2.50.',
        };
      if (Math.abs(cents) > MAX_PRICE_CENTS)
        return {
          ok: false,
          message: 'Enter an amount of at most $1,000,000.00.',
        };
      return { ok: true, action: { kind, cents } };
    }
    case 'PRICE_PERCENT': {
      const m = /^([+-]?)(\d{1,3})(?:\.(\d{1,2}))?\s*%?$/.exec(v);
      if (!m) return { ok: false, message: 'Enter a percentage like 10 or -7.5.' };
      const basisPoints = (Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'))) * (m[1] === '-' ? -1 : 1);
      if (basisPoints === 0) return { ok: false, message: 'Enter a percentage other than zero.' };
      if (basisPoints < -10_000 || basisPoints > 100_000) return { ok: false, message: 'Enter a percentage from -100 to 1000.' };
      return { ok: true, action: { kind, basisPoints } };
    }
    case 'STOCK_SET':
    case 'STOCK_ADD': {
      if (!/^[+-]?\d{1,7}$/.test(v))
        return {
          ok: false,
          message: 'Enter a whole number of units, like 12 or -3.',
        };
      const units = Number(v);
      if (kind === 'STOCK_SET' && units < 0) return { ok: false, message: 'Stock cannot be below zero.' };
      if (kind === 'STOCK_ADD' && units === 0)
        return {
          ok: false,
          message: 'Enter a number of units other than zero.',
        };
      if (Math.abs(units) > MAX_STOCK)
        return {
          ok: false,
          message: `Enter at most ${MAX_STOCK.toLocaleString('en-US')} units.`,
        };
      return { ok: true, action: { kind, units } };
    }
    case 'STATUS_SET':
      return isAvailabilityStatus(v) ? { ok: true, action: { kind, status: v } } : { ok: false, message: 'Choose an availability.' };
    default:
      return { ok: false, message: 'Choose what to change.' };
  }
}

/** What a bulk change reads of a product. */
export interface BulkProductState {
  price: string | null;
  stock: number;
  status: AvailabilityStatus;
}

/** One product's result: the field it changes with its value before and after (stored form and as shown), or why it is refused. */
export type BulkOutcome =
  | {
      ok: true;
      field: 'price' | 'stock' | 'status';
      before: string | number | null;
      after: string | number;
      beforeText: string;
      afterText: string;
      unchanged: boolean;
    }
  | { ok: false; reason: string };

/** Applies the action to one product by the rules: prices rounded to the cent, nothing below zero, a percentage needs a price. */
export function bulkOutcome(p: BulkProductState, a: BulkAction): BulkOutcome {
  if (a.kind === 'STATUS_SET') {
    return {
      ok: true,
      field: 'status',
      before: p.status,
      after: a.status,
      beforeText: AVAILABILITY_LABELS[p.status] ?? p.status,
      afterText: AVAILABILITY_LABELS[a.status],
      unchanged: p.status === a.status,
    };
  }
  if (a.kind === 'STOCK_SET' || a.kind === 'STOCK_ADD') {
    const after = a.kind === 'STOCK_SET' ? a.units : p.stock + a.units;
    if (after < 0)
      return {
        ok: false,
        reason: `Stock would be ${after}, below zero (it is ${p.stock}).`,
      };
    if (after > MAX_STOCK)
      return {
        ok: false,
        reason: `Stock would be ${after.toLocaleString('en-US')}, above ${MAX_STOCK.toLocaleString('en-US')}.`,
      };
    return {
      ok: true,
      field: 'stock',
      before: p.stock,
      after,
      beforeText: String(p.stock),
      afterText: String(after),
      unchanged: after === p.stock,
    };
  }
  const cents = storedCents(p.price);
  let after: number;
  if (a.kind === 'PRICE_SET') after = a.cents;
  else if (cents === null)
    return {
      ok: false,
      reason: 'It has no price (call for price): set a price instead.',
    };
  else if (a.kind === 'PRICE_ADD') after = cents + a.cents;
  else if (a.kind === 'PRICE_PERCENT') after = Math.round((cents * (10_000 + a.basisPoints)) / 10_000);
  else return { ok: false, reason: 'That change is not known.' };
  if (after < 0)
    return {
      ok: false,
      reason: `The price would be ${priceText(centsText(after))}, below zero.`,
    };
  if (after > MAX_PRICE_CENTS)
    return {
      ok: false,
      reason: `The price would be ${priceText(centsText(after))}, above $1,000,000.00.`,
    };
  const before = cents === null ? null : centsText(cents);
  return {
    ok: true,
    field: 'price',
    before,
    after: centsText(after),
    beforeText: priceText(before),
    afterText: priceText(centsText(after)),
    unchanged: cents === after,
  };
}
