import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shoppingCartItems, shoppingCarts } from '../../db/schema/cart';
import { CART_TYPE_CART } from '../../../shared/enums';
import type { CartItemRow, CartRow } from './cart.repository';

/** What checkout reads of a cart in one statement (see `cartForCheckout`). */
export interface CartForCheckout {
  cart: CartRow & { revision: string };
  items: CartItemRow[];
  selections: Map<string, string>;
  couponIds: number[];
}

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

/** The cart reads of checkout: the cart with all it prices from but the catalogue (priced ahead), and the revision under the cart row's lock. */
export function createCartCheckoutReads(db: Db) {
  return {
    /**
     * Checkout's read of the cart, in one statement: the cart row, its revision, its lines (both lists, oldest
     * first), its shipping choices and the ids of its coupons (first applied first). Null: no cart.
     */
    async cartForCheckout(customerId: number, quoteId: number | null, ex: Db = db): Promise<CartForCheckout | null> {
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
          item: {
            id: shoppingCartItems.id,
            cartId: shoppingCartItems.cartId,
            productId: shoppingCartItems.productId,
            shoppingCartTypeId: shoppingCartItems.shoppingCartTypeId,
            quantity: shoppingCartItems.quantity,
            reference: shoppingCartItems.reference,
            priceWhenAdded: shoppingCartItems.priceWhenAdded,
            quoteItemId: shoppingCartItems.quoteItemId,
            createdAt: shoppingCartItems.createdAt,
          },
        })
        .from(shoppingCarts)
        .leftJoin(shoppingCartItems, eq(shoppingCartItems.cartId, shoppingCarts.id))
        .where(ownerIs(customerId, quoteId))
        .orderBy(asc(shoppingCartItems.id));
      if (rows.length === 0) return null;
      const [first] = rows;
      // Both drivers parse json and int[]; a text answer is parsed here all the same.
      const pairs = (typeof first.selections === 'string' ? JSON.parse(first.selections) : (first.selections ?? [])) as Array<[string, string]>;
      return {
        cart: { ...first.cart, revision: first.revision },
        items: rows.flatMap((r) => (r.item ? [r.item] : [])),
        selections: new Map(pairs),
        couponIds: Array.isArray(first.couponIds) ? first.couponIds.map(Number) : [],
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
