import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shoppingCarts } from '../../db/schema/cart';
import { CART_TYPE_CART } from '../../../shared/enums';
import type { CartRow } from './cart.repository';

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

/** The cart reads of checkout: the cart with its revision (priced ahead), and the revision under the cart row's lock. */
export function createCartCheckoutReads(db: Db) {
  return {
    /** The cart row and its revision, in one statement (checkout prices the cart and keeps the revision it priced). */
    async cartWithRevision(customerId: number, quoteId: number | null, ex: Db = db): Promise<(CartRow & { revision: string }) | null> {
      const [row] = await ex
        .select({
          id: shoppingCarts.id,
          customerId: shoppingCarts.customerId,
          quoteId: shoppingCarts.quoteId,
          countryId: shoppingCarts.countryId,
          stateProvinceId: shoppingCarts.stateProvinceId,
          postalCode: shoppingCarts.postalCode,
          city: shoppingCarts.city,
          poNumber: shoppingCarts.poNumber,
          revision: revisionOf,
        })
        .from(shoppingCarts)
        .where(ownerIs(customerId, quoteId));
      return row ?? null;
    },

    /** The cart's revision (null: no cart). With `lock` the cart row stays locked, so no cart change can slip in before the caller commits. */
    async revision(customerId: number, quoteId: number | null, lock: boolean, ex: Db = db): Promise<string | null> {
      const query = ex.select({ revision: revisionOf }).from(shoppingCarts).where(ownerIs(customerId, quoteId));
      const [row] = lock ? await query.for('update') : await query;
      return row ? row.revision : null;
    },
  };
}
