import type { ProductEvent } from './live-bus';

/** What a shopper follows of a product (the search index's record has these and more). */
export interface ProductFigures {
  price: number | null;
  status: string;
  quantity: number;
}

/** What the search index held of a product before a change and what it holds after (undefined: not in it). */
export interface ProductChange {
  id: number;
  before: ProductFigures | undefined;
  after: ProductFigures | undefined;
}

/**
 * The live event of one product change, or null when nothing a shopper follows moved (price,
 * availability, stock, being in the catalogue at all): a new title or picture is no event.
 */
export function productEventOf({ id, before, after }: ProductChange, at = Date.now()): ProductEvent | null {
  if (!before && !after) return null;
  if (before && after && before.price === after.price && before.status === after.status && before.quantity === after.quantity) return null;
  if (!after) return { kind: 'product', productId: id, price: before!.price, status: 'UNAVAILABLE', quantity: 0, available: false, at };
  return { kind: 'product', productId: id, price: after.price, status: after.status, quantity: after.quantity, available: true, at };
}
