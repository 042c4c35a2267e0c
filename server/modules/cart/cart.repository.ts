import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import {
  cartCoupons,
  cartShippingSelections,
  discounts,
  shoppingCartItems,
  shippingRates,
  shoppingCarts,
} from '../../db/schema/cart';
import { CART_TYPE_CART } from '../../../shared/enums';
import type { DiscountRule } from './cart-discounts';
import type { ShippingRate } from './cart-shipping';
import type { ProductForCart } from '../catalog/catalog.service';
import { CART_ITEM_COLUMNS, createCartCheckoutReads, taxRatesAt } from './cart-checkout.repository';

export interface CartRow {
  id: number;
  customerId: number;
  quoteId: number | null;
  countryId: number | null;
  stateProvinceId: number | null;
  postalCode: string;
  city: string;
  poNumber: string;
}

/** A cart line as its table holds it. */
export interface CartItemRow {
  id: number;
  cartId: number;
  productId: number;
  shoppingCartTypeId: number;
  quantity: number;
  reference: string;
  priceWhenAdded: string | null;
  quoteItemId: number | null;
  createdAt: Date;
}

/** A cart line with its quote line's prices and what pricing, shipping, tax and discounts need of its product (the service puts it together). */
export interface CartLineRow {
  id: number;
  cartId: number;
  productId: number;
  shoppingCartTypeId: number;
  quantity: number;
  reference: string;
  priceWhenAdded: string | null;
  quoteItemId: number | null;
  quotePrice: string | null;
  quoteShippingPrice: string | null;
  createdAt: Date;
  /** The catalogue's selling fields of the product (its id is `productId`). */
  product: Omit<ProductForCart, 'id'>;
}

export interface DestinationPlace {
  countryId: number;
  countryIso: string;
  allowsShipping: boolean;
  stateProvinceId: number | null;
  stateAbbreviation: string | null;
  /** Estimated tax rates there (fractions), from the tax table. */
  itemTaxRate: string;
  shippingTaxRate: string;
}

const cartColumns = {
  id: shoppingCarts.id,
  customerId: shoppingCarts.customerId,
  quoteId: shoppingCarts.quoteId,
  countryId: shoppingCarts.countryId,
  stateProvinceId: shoppingCarts.stateProvinceId,
  postalCode: shoppingCarts.postalCode,
  city: shoppingCarts.city,
  poNumber: shoppingCarts.poNumber,
};

const discountColumns = {
  id: discounts.id,
  name: discounts.name,
  couponCode: discounts.couponCode,
  discountType: discounts.discountType,
  usePercentage: discounts.usePercentage,
  discountPercentage: discounts.discountPercentage,
  discountAmount: discounts.discountAmount,
  maximumDiscountAmount: discounts.maximumDiscountAmount,
  minimumSubtotal: discounts.minimumSubtotal,
  startsAt: discounts.startsAt,
  endsAt: discounts.endsAt,
  active: discounts.active,
  manufacturerIds: discounts.manufacturerIds,
  categoryIds: discounts.categoryIds,
  skus: discounts.skus,
};

const ownerIs = (customerId: number, quoteId: number | null) =>
  and(eq(shoppingCarts.customerId, customerId), quoteId === null ? isNull(shoppingCarts.quoteId) : eq(shoppingCarts.quoteId, quoteId));

/**
 * Carts, lines, shipping selections, coupons and the tax and shipping rate tables. Every method
 * takes an optional executor so checkout can run the same reads and writes inside its own
 * transaction (the service reads the lines' products through the catalogue on that same one).
 */
export function createCartRepository(db: Db) {
  return {
    ...createCartCheckoutReads(db),

    async findCart(customerId: number, quoteId: number | null, ex: Db = db): Promise<CartRow | null> {
      const [row] = await ex.select(cartColumns).from(shoppingCarts).where(ownerIs(customerId, quoteId));
      return row ?? null;
    },

    async ensureCart(customerId: number, quoteId: number | null, ex: Db = db): Promise<CartRow> {
      await ex.insert(shoppingCarts).values({ customerId, quoteId }).onConflictDoNothing();
      const [row] = await ex.select(cartColumns).from(shoppingCarts).where(ownerIs(customerId, quoteId));
      return row;
    },

    async cartById(cartId: number, ex: Db = db): Promise<CartRow | null> {
      const [row] = await ex.select(cartColumns).from(shoppingCarts).where(eq(shoppingCarts.id, cartId));
      return row ?? null;
    },

    /** Holds the cart row until the transaction ends, so two changes to one cart run one after the other. */
    async lockCart(cartId: number, ex: Db = db) {
      await ex.execute(sql`select id from shopping_carts where id = ${cartId} for update`);
    },

    /** Every line of a cart (both lists), oldest first. */
    async items(cartId: number, ex: Db = db): Promise<CartItemRow[]> {
      return ex
        .select(CART_ITEM_COLUMNS)
        .from(shoppingCartItems)
        .where(eq(shoppingCartItems.cartId, cartId))
        .orderBy(asc(shoppingCartItems.id));
    },

    /** The customer's own line and its cart; null for anyone else's id (answered as "not found"). */
    async ownedLine(customerId: number, itemId: number, ex: Db = db): Promise<{ cart: CartRow; itemId: number; shoppingCartTypeId: number; productId: number } | null> {
      const [row] = await ex
        .select({ cart: cartColumns, itemId: shoppingCartItems.id, shoppingCartTypeId: shoppingCartItems.shoppingCartTypeId, productId: shoppingCartItems.productId })
        .from(shoppingCartItems)
        .innerJoin(shoppingCarts, eq(shoppingCarts.id, shoppingCartItems.cartId))
        .where(and(eq(shoppingCartItems.id, itemId), eq(shoppingCarts.customerId, customerId)));
      return row ?? null;
    },

    /** How many lines the cart holds, both lists. */
    async lineCount(cartId: number, ex: Db = db): Promise<number> {
      const [row] = await ex.select({ n: count() }).from(shoppingCartItems).where(eq(shoppingCartItems.cartId, cartId));
      return Number(row?.n ?? 0);
    },

    /** Guest retention: deletes these customers' carts (lines, coupons and shipping choices go with them) in the caller's transaction. */
    async deleteCartsOf(ex: Db, customerIds: number[]): Promise<number> {
      if (customerIds.length === 0) return 0;
      const rows = await ex.delete(shoppingCarts).where(inArray(shoppingCarts.customerId, customerIds)).returning({ id: shoppingCarts.id });
      return rows.length;
    },

    async lineFor(cartId: number, typeId: number, productId: number, ex: Db = db): Promise<{ id: number; quantity: number } | null> {
      const [row] = await ex
        .select({ id: shoppingCartItems.id, quantity: shoppingCartItems.quantity })
        .from(shoppingCartItems)
        .where(
          and(
            eq(shoppingCartItems.cartId, cartId),
            eq(shoppingCartItems.shoppingCartTypeId, typeId),
            eq(shoppingCartItems.productId, productId),
            isNull(shoppingCartItems.quoteItemId),
          ),
        );
      return row ?? null;
    },

    async insertLine(v: { cartId: number; typeId: number; productId: number; quantity: number; priceWhenAdded: string | null; reference?: string }, ex: Db = db) {
      const [row] = await ex
        .insert(shoppingCartItems)
        .values({ cartId: v.cartId, shoppingCartTypeId: v.typeId, productId: v.productId, quantity: v.quantity, priceWhenAdded: v.priceWhenAdded, reference: v.reference ?? '' })
        .returning({ id: shoppingCartItems.id });
      return row.id;
    },

    /** New quantity; the price seen now becomes the one later warnings compare with. */
    async setQuantity(itemId: number, quantity: number, priceNow: string | null, ex: Db = db) {
      await ex.update(shoppingCartItems).set({ quantity, priceWhenAdded: priceNow }).where(eq(shoppingCartItems.id, itemId));
    },

    async setType(itemId: number, typeId: number, ex: Db = db) {
      await ex.update(shoppingCartItems).set({ shoppingCartTypeId: typeId }).where(eq(shoppingCartItems.id, itemId));
    },

    async deleteLine(itemId: number, ex: Db = db) {
      await ex.delete(shoppingCartItems).where(eq(shoppingCartItems.id, itemId));
    },

    async setReference(itemId: number, reference: string, ex: Db = db) {
      await ex.update(shoppingCartItems).set({ reference }).where(eq(shoppingCartItems.id, itemId));
    },

    async setPoNumber(cartId: number, poNumber: string, ex: Db = db) {
      await ex.update(shoppingCarts).set({ poNumber, updatedAt: new Date() }).where(eq(shoppingCarts.id, cartId));
    },

    async setDestination(cartId: number, d: { countryId: number; stateProvinceId: number | null; postalCode: string }, ex: Db = db) {
      await ex
        .update(shoppingCarts)
        .set({ countryId: d.countryId, stateProvinceId: d.stateProvinceId, postalCode: d.postalCode, updatedAt: new Date() })
        .where(eq(shoppingCarts.id, cartId));
    },

    /** The tax table's rates for a destination (fractions): the province's row, else the country's, else none. */
    async taxRates(countryId: number, stateProvinceId: number | null, ex: Db = db): Promise<{ itemTaxRate: string; shippingTaxRate: string }> {
      const result = await ex.execute(taxRatesAt(countryId, stateProvinceId));
      const row = rowsOf<{ item_rate: string; shipping_rate: string }>(result)[0];
      return { itemTaxRate: row ? String(row.item_rate) : '0', shippingTaxRate: row ? String(row.shipping_rate) : '0' };
    },

    /** The rate table, in its own order. */
    async shippingRates(ex: Db = db): Promise<ShippingRate[]> {
      const rows = await ex.select().from(shippingRates).orderBy(asc(shippingRates.zone), asc(shippingRates.sortOrder), asc(shippingRates.id));
      return rows.map(({ id: _id, ...r }) => r);
    },

    async selections(cartId: number, ex: Db = db): Promise<Map<string, string>> {
      const rows = await ex.select().from(cartShippingSelections).where(eq(cartShippingSelections.cartId, cartId));
      return new Map(rows.map((r) => [r.groupKey, r.methodId]));
    },

    async setSelection(cartId: number, groupKey: string, methodId: string, ex: Db = db) {
      await ex
        .insert(cartShippingSelections)
        .values({ cartId, groupKey, methodId })
        .onConflictDoUpdate({ target: [cartShippingSelections.cartId, cartShippingSelections.groupKey], set: { methodId } });
    },

    /** Coupons applied to a cart, first applied first. */
    async coupons(cartId: number, ex: Db = db): Promise<DiscountRule[]> {
      const rows = await ex
        .select(discountColumns)
        .from(cartCoupons)
        .innerJoin(discounts, eq(discounts.id, cartCoupons.discountId))
        .where(eq(cartCoupons.cartId, cartId))
        .orderBy(asc(cartCoupons.seq));
      return rows as DiscountRule[];
    },

    async discountByCode(code: string, ex: Db = db): Promise<DiscountRule | null> {
      const [row] = await ex
        .select(discountColumns)
        .from(discounts)
        .where(sql`lower(${discounts.couponCode}) = lower(${code})`);
      return (row as DiscountRule | undefined) ?? null;
    },

    async addCoupon(cartId: number, discountId: number, ex: Db = db) {
      await ex.insert(cartCoupons).values({ cartId, discountId }).onConflictDoNothing();
    },

    async removeCoupon(cartId: number, discountId: number, ex: Db = db): Promise<boolean> {
      const rows = await ex
        .delete(cartCoupons)
        .where(and(eq(cartCoupons.cartId, cartId), eq(cartCoupons.discountId, discountId)))
        .returning({ id: cartCoupons.discountId });
      return rows.length > 0;
    },

    /** Copies a quote's lines into its cart (once: a line already there stays as the customer left it; two first looks at once insert it once). */
    async fillQuoteCart(cartId: number, lines: Array<{ id: number; productId: number; quantity: number; reference: string }>, ex: Db = db) {
      if (lines.length === 0) return;
      const values = sql.join(
        lines.map((l) => sql`(${l.productId}::int, ${l.quantity}::int, ${l.reference}::text, ${l.id}::int)`),
        sql`, `,
      );
      await ex.execute(sql`
        insert into shopping_cart_items (cart_id, product_id, shopping_cart_type_id, quantity, reference, quote_item_id)
        select ${cartId}, qi.product_id, ${CART_TYPE_CART}, qi.quantity, qi.reference, qi.id
        from (values ${values}) as qi(product_id, quantity, reference, id)
        where not exists (select 1 from shopping_cart_items i where i.cart_id = ${cartId} and i.quote_item_id = qi.id)
        order by qi.id
        on conflict do nothing`);
    },

    /** After an order: the ordered lines, coupons and shipping choices go (one statement); saved-for-later stays. */
    async clearOrdered(cartId: number, ex: Db = db) {
      await ex.execute(sql`
        with lines as (delete from shopping_cart_items where cart_id = ${cartId} and shopping_cart_type_id = ${CART_TYPE_CART}),
             coupons as (delete from cart_coupons where cart_id = ${cartId})
        delete from cart_shipping_selections where cart_id = ${cartId}`);
    },

    /**
     * A guest signed in: the guest's lines join the customer's cart (same product and list: the
     * quantities add up, within the product's maximum, which `maxima` reads from the catalogue in
     * this transaction), the customer keeps their destination and coupons unless they had none,
     * and the guest's quote carts move over.
     */
    async mergeGuest(guestId: number, customerId: number, maxima: (productIds: number[], tx: Db) => Promise<Map<number, number>>): Promise<void> {
      await db.transaction(async (tx) => {
        const [guestCart] = await tx.select(cartColumns).from(shoppingCarts).where(ownerIs(guestId, null));
        if (guestCart) {
          await tx.insert(shoppingCarts).values({ customerId, quoteId: null }).onConflictDoNothing();
          const [own] = await tx.select(cartColumns).from(shoppingCarts).where(ownerIs(customerId, null));
          const both = rowsOf<{ id: number; product_id: number; quantity: number }>(
            await tx.execute(sql`
              select mine.id, mine.product_id, mine.quantity + theirs.quantity as quantity
              from shopping_cart_items mine, shopping_cart_items theirs
              where theirs.cart_id = ${guestCart.id} and mine.cart_id = ${own.id}
                and mine.product_id = theirs.product_id and mine.shopping_cart_type_id = theirs.shopping_cart_type_id
                and mine.quote_item_id is null and theirs.quote_item_id is null`),
          );
          if (both.length > 0) {
            const max = await maxima([...new Set(both.map((b) => Number(b.product_id)))], tx);
            const updates = both.filter((b) => max.has(Number(b.product_id)));
            if (updates.length > 0) {
              const values = sql.join(
                updates.map((b) => sql`(${Number(b.id)}::int, ${Math.min(Number(b.quantity), Math.max(max.get(Number(b.product_id))!, 1))}::int)`),
                sql`, `,
              );
              await tx.execute(sql`update shopping_cart_items set quantity = v.q from (values ${values}) as v(id, q) where shopping_cart_items.id = v.id`);
            }
          }
          await tx.execute(sql`
            update shopping_cart_items theirs set cart_id = ${own.id}
            where theirs.cart_id = ${guestCart.id} and theirs.quote_item_id is null
              and not exists (select 1 from shopping_cart_items mine where mine.cart_id = ${own.id}
                and mine.product_id = theirs.product_id and mine.shopping_cart_type_id = theirs.shopping_cart_type_id
                and mine.quote_item_id is null)`);
          if (own.countryId === null && guestCart.countryId !== null) {
            await tx
              .update(shoppingCarts)
              .set({ countryId: guestCart.countryId, stateProvinceId: guestCart.stateProvinceId, postalCode: guestCart.postalCode, city: guestCart.city })
              .where(eq(shoppingCarts.id, own.id));
          }
          await tx.execute(sql`
            insert into cart_coupons (cart_id, discount_id, applied_at)
            select ${own.id}, c.discount_id, c.applied_at from cart_coupons c
            where c.cart_id = ${guestCart.id}
              and not exists (select 1 from cart_coupons mine where mine.cart_id = ${own.id})
            order by c.seq`);
          await tx.delete(shoppingCarts).where(eq(shoppingCarts.id, guestCart.id));
        }
        // Quote carts: the customer's own cart of the same quote wins.
        await tx.execute(sql`
          delete from shopping_carts g where g.customer_id = ${guestId} and g.quote_id is not null
            and exists (select 1 from shopping_carts c where c.customer_id = ${customerId} and c.quote_id = g.quote_id)`);
        await tx.update(shoppingCarts).set({ customerId }).where(eq(shoppingCarts.customerId, guestId));
      });
    },
  };
}

export type CartRepository = ReturnType<typeof createCartRepository>;
