import type { OrderDiscount, OrderShippingMethod } from '../../../shared/orders';
import type { Transaction } from '../../db/client';

/** One line of the cart as the server prices it at placement. */
export interface PricedLine {
  productId: number;
  quantity: number;
  /** Unit price (a quote's price wins); null means free. */
  unitPrice: string | null;
  reference: string;
  /** The shipping group the line ships in (profile, vendor, warehouse, backordered). */
  groupKey: string;
  /** A quote's line: its price was set by our staff, so a part sold by phone is orderable at it. */
  quoted: boolean;
}

/** Every amount a decimal string with 2 places. */
export interface PricedTotals {
  subtotal: string;
  discount: string;
  shipping: string;
  shippingDiscount: string;
  itemTax: string;
  shippingTax: string;
  tax: string;
  total: string;
}

/** The cart as placement sees it: authoritative lines, prices, shipping, tax, discount and totals. */
export interface PricedCart {
  quoteId: number | null;
  poNumber: string;
  lines: PricedLine[];
  shippingMethods: OrderShippingMethod[];
  usedDiscounts: OrderDiscount[];
  itemTaxRate: string;
  shippingTaxRate: string;
  totals: PricedTotals;
  /** Why the cart cannot be ordered as it is (expired quote, missing shipping method…); empty when it can. */
  problems: string[];
}

/**
 * What placement needs of the cart module: price the cart (before the placement transaction, and
 * again inside it when something changed), fingerprint it, and empty it inside the transaction.
 */
export interface CheckoutCart {
  price(customerId: number, quoteGuid: string | null, executor: Transaction, destination: CheckoutDestination): Promise<PricedCart>;
  /**
   * The cart's lines, coupons and shipping choices as one string (null: no cart); two equal
   * strings mean the cart prices the same for the same catalogue. `lock` keeps the cart row
   * locked until `executor`'s transaction ends.
   */
  revision(executor: Transaction, customerId: number, quoteGuid: string | null, lock: boolean): Promise<string | null>;
  clear(executor: Transaction, customerId: number, quoteGuid: string | null): Promise<void>;
}

/** Where the order ships: shipping and tax are priced for it. */
export interface CheckoutDestination {
  countryId: number;
  stateProvinceId: number | null;
  zipPostalCode: string;
  city: string;
}
