import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shoppingCartItems, shoppingCarts } from '../../db/schema/cart';
import { CART_TYPE_CART } from '../../../shared/enums';
import type { ShippingRate } from './cart-shipping';
import type { CartItemRow, CartRow } from './cart.repository';

/** What checkout reads of a cart in one statement (see `cartForCheckout`). */
export interface CartForCheckout {
  cart: CartRow & { revision: string };
  items: CartItemRow[];
  selections: Map<string, string>;
  couponIds: number[];
  /** The shipping rate table (read in the same statement, so in the same snapshot). */
  rates: ShippingRate[];
  /** The tax table's rates at the destination asked for, if one was. */
  taxRates?: { itemTaxRate: string; shippingTaxRate: string };
}

/** The columns of a cart line as `CartItemRow` has them (the cart page's read and checkout's one statement). */
export const CART_ITEM_COLUMNS = {
  id: shoppingCartItems.id,
  cartId: shoppingCartItems.cartId,
  productId: shoppingCartItems.productId,
  shoppingCartTypeId: shoppingCartItems.shoppingCartTypeId,
  quantity: shoppingCartItems.quantity,
  reference: shoppingCartItems.reference,
  priceWhenAdded: shoppingCartItems.priceWhenAdded,
  quoteItemId: shoppingCartItems.quoteItemId,
  createdAt: shoppingCartItems.createdAt,
};

const ownerIs = (customerId: number, quoteId: number | null) =>
  and(eq(shoppingCarts.customerId, customerId), quoteId === null ? isNull(shoppingCarts.quoteId) : eq(shoppingCarts.quoteId, quoteId));

/**
 * Everything of a cart that pricing reads besides the catalogue (ordered lines, coupons, shipping
 * choices, PO number) as one string: equal strings, same priced cart. One expression for both reads
 * below, so the revision read with the pricing and the one read under the lock compare equal.
 */
// The cart's columns are named with the table's name: drizzle leaves a one-table select's columns unqualified, and
// a bare "id" in the subqueries would be the line's.
const revisionOf = sql<string>`concat_ws('|', shopping_carts.id, shopping_carts.po_number,
  (select string_agg(concat_ws(':', i.id, i.product_id, i.quantity, i.quote_item_id, md5(i.reference)), ',' order by i.id)
    from shopping_cart_items i where i.cart_id = shopping_carts.id and i.shopping_cart_type_id = ${CART_TYPE_CART}),
  (select string_agg(cc.discount_id::text, ',' order by cc.seq) from cart_coupons cc where cc.cart_id = shopping_carts.id),
  (select string_agg(s.group_key || '=' || s.method_id, ',' order by s.group_key) from cart_shipping_selections s where s.cart_id = shopping_carts.id))`;

/** The tax table's row for a destination: the province's, else the country's (none: no tax); `item_rate` and `shipping_rate` as text. */
export function taxRatesAt(countryId: number, stateProvinceId: number | null): SQL {
  return sql`select t.item_rate::text as item_rate, t.shipping_rate::text as shipping_rate from tax_rates t
    where t.country_id = ${countryId} and (t.state_province_id = ${stateProvinceId} or t.state_province_id is null)
    order by t.state_province_id nulls last limit 1`;
}

/** The shipping rate table as JSON, in its own order, each row as `ShippingRate` (amounts as the text the column reads give). */
const shippingRatesJson = sql<unknown>`(select json_agg(json_build_object('mode', r.mode, 'zone', r.zone, 'methodId', r.method_id, 'name', r.name,
  'base', r.base::text, 'perLb', r.per_lb::text, 'factor', r.factor::text, 'minimum', r.minimum::text, 'surcharge', r.surcharge::text,
  'eta', r.eta, 'sortOrder', r.sort_order) order by r.zone, r.sort_order, r.id) from shipping_rates r)`;

/** Both drivers parse json; a text answer is parsed here all the same. */
const jsonOf = <T>(v: unknown, empty: T): T => (typeof v === 'string' ? (JSON.parse(v) as T) : ((v as T | null) ?? empty));

/** The cart reads of checkout: the cart with all it prices from but the catalogue (priced ahead), and the revision under the cart row's lock. */
export function createCartCheckoutReads(db: Db) {
  return {
    /**
     * Checkout's read of the cart, in one statement: the cart row, its revision, its lines (both lists, oldest
     * first), its shipping choices, the ids of its coupons (first applied first), the shipping rate table and,
     * with `taxAt`, the tax rates there (as `taxRates` answers them). Null: no cart.
     */
    async cartForCheckout(
      customerId: number,
      quoteId: number | null,
      ex: Db = db,
      taxAt?: { countryId: number; stateProvinceId: number | null },
    ): Promise<CartForCheckout | null> {
      // One row per line (one with no line for an empty cart), the cart's columns on each.
      const rows = await ex
        .select({
          cart: {
            id: shoppingCarts.id,
            customerId: shoppingCarts.customerId,
            quoteId: shoppingCarts.quoteId,
            countryId: shoppingCarts.countryId,
            stateProvinceId: shoppingCarts.stateProvinceId,
            postalCode: shoppingCarts.postalCode,
            city: shoppingCarts.city,
            poNumber: shoppingCarts.poNumber,
          },
          revision: revisionOf,
          selections: sql<unknown>`(select json_agg(json_build_array(s.group_key, s.method_id)) from cart_shipping_selections s where s.cart_id = shopping_carts.id)`,
          couponIds: sql<unknown>`(select array_agg(cc.discount_id order by cc.seq) from cart_coupons cc where cc.cart_id = shopping_carts.id)`,
          // Not tied to the cart: computed once for the statement, whatever the number of lines.
          rates: shippingRatesJson,
          taxRates: taxAt ? sql<unknown>`(select json_build_array(x.item_rate, x.shipping_rate) from (${taxRatesAt(taxAt.countryId, taxAt.stateProvinceId)}) x)` : sql<unknown>`null`,
          item: CART_ITEM_COLUMNS,
        })
        .from(shoppingCarts)
        .leftJoin(shoppingCartItems, eq(shoppingCartItems.cartId, shoppingCarts.id))
        .where(ownerIs(customerId, quoteId))
        .orderBy(asc(shoppingCartItems.id));
      if (rows.length === 0) return null;
      const [first] = rows;
      const tax = jsonOf<[string, string] | null>(first.taxRates, null);
      return {
        cart: { ...first.cart, revision: first.revision },
        items: rows.flatMap((r) => (r.item ? [r.item] : [])),
        selections: new Map(jsonOf<Array<[string, string]>>(first.selections, [])),
        // Both drivers parse int[].
        couponIds: Array.isArray(first.couponIds) ? first.couponIds.map(Number) : [],
        rates: jsonOf<ShippingRate[]>(first.rates, []),
        ...(taxAt ? { taxRates: { itemTaxRate: tax ? tax[0] : '0', shippingTaxRate: tax ? tax[1] : '0' } } : {}),
      };
    },

    /** The cart's revision (null: no cart). With `lock` the cart row stays locked, so no cart change can slip in before the caller commits. */
    async revision(customerId: number, quoteId: number | null, lock: boolean, ex: Db = db): Promise<string | null> {
      const query = ex.select({ revision: revisionOf }).from(shoppingCarts).where(ownerIs(customerId, quoteId));
      const [row] = lock ? await query.for('update') : await query;
      return row ? row.revision : null;
    },
  };
}
