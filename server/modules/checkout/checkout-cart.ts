import type { Transaction } from '../../db/client';
import type { CheckoutPricedCart } from '../cart/cart.service';

/**
 * What placement needs of the cart module: price the cart (before the placement transaction, and
 * again inside it when something changed), fingerprint it, and empty it inside the transaction.
 */
export interface CheckoutCart {
  /** The priced cart with its revision and its products' stock and pricing fingerprints, all read in `executor`'s snapshot. */
  price(customerId: number, quoteGuid: string | null, executor: Transaction, destination: CheckoutDestination): Promise<CheckoutPricedCart>;
  /**
   * The cart's lines, coupons and shipping choices as one string (null: no cart); two equal
   * strings mean the cart prices the same for the same catalogue. `lock` keeps the cart row
   * locked until `executor`'s transaction ends.
   */
  revision(executor: Transaction, customerId: number, quoteGuid: string | null, lock: boolean): Promise<string | null>;
  /** `cartId`: the cart priced and locked in this transaction (its revision checked), so it is not looked up again. */
  clear(executor: Transaction, customerId: number, quoteGuid: string | null, cartId: number | null): Promise<void>;
}

/** Where the order ships: shipping and tax are priced for it. */
export interface CheckoutDestination {
  countryId: number;
  stateProvinceId: number | null;
  zipPostalCode: string;
  city: string;
}
