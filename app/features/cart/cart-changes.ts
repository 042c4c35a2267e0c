import { GraphQLRequestError } from '~/lib/errors';
import type { Cart } from './api/cart-api';

/**
 * Changes to the cart are posted to the cart route's action (`/cart`) as form fields: `intent`
 * (quantity, remove, saveForLater, moveToCart, reference, addCoupon, removeCoupon, destination,
 * shipping), the line's `itemId` and `typeId`, and what the change needs (`qty`, `reference`,
 * `couponCode`, the destination's and the shipping group's fields), with the `quoteGuid` of a
 * quote's cart. Pages with JavaScript send them with a fetcher; without, the forms post them.
 */
export const CART_ACTION = '/cart';
/** The fetcher of the changes the customer sees the outcome of (its failure is shown). */
export const CART_CHANGE_FETCHER = 'cart-change';
/** The fetcher of the destination and shipping method, whose failures are only logged (spec 2 §8). */
export const CART_ESTIMATE_FETCHER = 'cart-estimate';

/** A failed change as the action answers it: the spec's text of the change and the failure's code (with a refusal's own text). */
export interface CartFailureData {
  action: string;
  message: string;
  code: string;
}

export type CartChangeResult = { ok: true; intent: string } | { ok: false; intent: string; silent: boolean; failure: CartFailureData };

/** What a cart or checkout loader answers about the cart. */
export interface CartLoad {
  cart: Cart | null;
  /** A quote link opened without a session: the page makes a guest, then reads again. */
  needsSession: boolean;
  failure: CartFailureData | null;
}

/** The failure again as an error, for ErrorNotice (which reads its code and, for a refusal, its text). */
export function failureError(f: CartFailureData): GraphQLRequestError {
  return new GraphQLRequestError(f.message, undefined, f.code);
}
