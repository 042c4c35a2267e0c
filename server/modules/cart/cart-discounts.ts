import type { DiscountType } from '../../../shared/enums';
import { money, round2, type Money } from '../../lib/money';

export interface DiscountRule {
  id: number;
  name: string;
  couponCode: string;
  discountType: DiscountType;
  usePercentage: boolean;
  discountPercentage: string;
  discountAmount: string;
  maximumDiscountAmount: string | null;
  minimumSubtotal: string;
  startsAt: Date | null;
  endsAt: Date | null;
  active: boolean;
  manufacturerIds: number[];
  categoryIds: number[];
  skus: string[];
}

/** What a discount looks at in a cart line. */
export interface DiscountLine {
  sku: string;
  manufacturerId: number | null;
  categoryIds: number[];
  /** Line amount (unit price × quantity), 2 decimals. */
  amount: string;
}

export type CouponProblem = 'inactive' | 'not_started' | 'expired' | 'minimum' | 'not_applicable';

/** Spec 2 §9: these discount types reduce the subtotal; SHIPPING reduces shipping. */
export const SUBTOTAL_TYPES: readonly DiscountType[] = ['ORDER_SUB_TOTAL', 'ORDER_TOTAL', 'MANUFACTURERS', 'CATEGORIES', 'SKUS'];

/** The lines a discount applies to. */
export function eligibleLines(rule: DiscountRule, lines: DiscountLine[]): DiscountLine[] {
  switch (rule.discountType) {
    case 'MANUFACTURERS':
      return lines.filter((l) => l.manufacturerId !== null && rule.manufacturerIds.includes(l.manufacturerId));
    case 'CATEGORIES':
      return lines.filter((l) => l.categoryIds.some((c) => rule.categoryIds.includes(c)));
    case 'SKUS': {
      const skus = new Set(rule.skus.map((s) => s.toLowerCase()));
      return lines.filter((l) => skus.has(l.sku.toLowerCase()));
    }
    default:
      return lines;
  }
}

const sum = (values: Money[]) => values.reduce((a, b) => a.add(b), money(0));

/** Why a coupon cannot be used on these lines now, or null when it can. */
export function couponProblem(rule: DiscountRule, lines: DiscountLine[], now: Date): CouponProblem | null {
  if (!rule.active) return 'inactive';
  if (rule.startsAt && rule.startsAt > now) return 'not_started';
  if (rule.endsAt && rule.endsAt <= now) return 'expired';
  const subtotal = sum(lines.map((l) => money(l.amount)));
  if (subtotal.lt(money(rule.minimumSubtotal))) return 'minimum';
  if (rule.discountType !== 'SHIPPING' && eligibleLines(rule, lines).length === 0) return 'not_applicable';
  return null;
}

function amountOf(rule: DiscountRule, base: Money): Money {
  if (base.lte(0)) return money(0);
  let amount = rule.usePercentage ? round2(base.mul(money(rule.discountPercentage)).div(100)) : round2(money(rule.discountAmount));
  if (rule.maximumDiscountAmount !== null && amount.gt(money(rule.maximumDiscountAmount))) amount = round2(money(rule.maximumDiscountAmount));
  // A discount never takes more than what it applies to.
  return amount.gt(base) ? base : amount;
}

/** The reduction a discount gives: off the subtotal (its eligible lines) or off shipping. */
export function discountReduction(rule: DiscountRule, lines: DiscountLine[], shipping: Money): { subtotal: Money; shipping: Money } {
  if (rule.discountType === 'SHIPPING') return { subtotal: money(0), shipping: amountOf(rule, shipping) };
  return { subtotal: amountOf(rule, sum(eligibleLines(rule, lines).map((l) => money(l.amount)))), shipping: money(0) };
}
