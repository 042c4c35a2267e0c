import { AVAILABILITY_POLICY, canAddToCart, stockLimit } from './availability';

/** A part as these rules need it: the browser's price is a number, the server's a decimal string. */
export interface PartOnOffer {
  status: string;
  stock: number;
  price: string | number | null;
}

/** Whether anyone can buy the part online now: a cart status, a price, and stock on hand where the stock limits it. */
export function buyableNow(p: PartOnOffer): boolean {
  if (!canAddToCart(p.status) || p.price === null) return false;
  const limit = stockLimit(p.status, p.stock);
  return limit === null || limit > 0;
}

/**
 * Whether the part page is a dead end without help: it cannot be bought now, and it is not sold
 * by phone either (Call For Price and the like show the phone). Such a page offers the parts that
 * stand in for it, a back-in-stock notice where it can come back, and a quote request.
 */
export function needsAlternatives(p: PartOnOffer): boolean {
  return !buyableNow(p) && (AVAILABILITY_POLICY as Record<string, { order: string }>)[p.status]?.order !== 'quote';
}

/** Whether the part is sold by phone (Call For Price, Call to Order, Contact Seller): not online, but a call or a quote orders it. */
export function soldByPhone(p: PartOnOffer): boolean {
  return !buyableNow(p) && (AVAILABILITY_POLICY as Record<string, { order: string }>)[p.status]?.order === 'quote';
}

/** Whether the part may be sold again: a discontinued part never comes back, so no back-in-stock notice applies. */
export function canComeBack(status: string): boolean {
  return status in AVAILABILITY_POLICY && status !== 'DISCONTINUED';
}
