import { formatPrice, type MoneyInput } from './money';

// The words the store shows for a part's price where it has none: one copy for every page.

/** Spec 2 §4: what a part without a price shows instead of one (it is sold by phone, through a quote). */
export const CALL_FOR_PRICE = 'Call For Price';

/**
 * A part's price as lists and cards show it: the formatted price, or "Call For Price" when it has
 * none. Search results show up to 4 decimals, carousels 2 (spec 2 §9).
 */
export function priceOrCallForPrice(price: MoneyInput | null, opts: { maxDecimals?: 2 | 4 } = {}): string {
  return price === null ? CALL_FOR_PRICE : formatPrice(price, opts);
}
