import { formatPrice, type MoneyInput } from './money';

// The words the store shows for a part's price where it has none: one copy for every page.

/** Spec 2 §4: what a part without a price shows instead of one (it is sold by phone, through a quote). */
export const CALL_FOR_PRICE = 'Call For Price';

/** A part's price as lists and cards show it: the formatted price, or "Call For Price" when it has none. */
export function priceOrCallForPrice(price: MoneyInput | null): string {
  return price === null ? CALL_FOR_PRICE : formatPrice(price);
}
