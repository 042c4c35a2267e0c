import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import {
  cartCoupons,
  cartShippingSelections,
  discounts,
  shoppingCartItems,
  shippingRates,
  shoppingCarts,
} from '../../db/schema/cart';
// eslint-disable-next-line import-x/no-restricted-paths -- not yet moved: cart lines join their quote line's price; to go through quotes.service.
import { quoteItems } from '../../db/schema/quotes';
// eslint-disable-next-line import-x/no-restricted-paths -- not yet moved: cart pricing reads products in the same statement; to go through a catalog.service read.
import { products, warehouses } from '../../db/schema/catalog';
import { CART_TYPE_CART, type AvailabilityStatus } from '../../../shared/enums';
// eslint-disable-next-line import-x/no-restricted-paths -- not yet moved: the destination and warehouse state read countries/states; to go through content.service.
import { stateProvinces } from '../../db/schema/directory';
import type { DiscountRule } from './cart-discounts';
import type { ShippingRate } from './cart-shipping';

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

/** A cart line with what pricing, shipping, tax and discounts need of its product. */
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
  product: {
    sku: string;
    name: string;
    price: string | null;
    status: AvailabilityStatus;
    stock: number;
    orderMinimumQuantity: number;
    orderMaximumQuantity: number;
    allowedQuantities: string;
    weight: string;
    length: string;
    width: string;
    height: string;
    isTaxExempt: boolean;
    isFreeShipping: boolean;
    additionalShippingCharge: string;
    shipSeparately: boolean;
    shippingProfileId: number;
    manufacturerId: number | null;
    vendorId: number | null;
    warehouseId: number | null;
    warehouseState: string | null;
    published: boolean;
    deleted: boolean;
    categoryIds: number[];
  };
}

export interface CartProductRow {
  id: number;
  name: string;
  price: string | null;
  status: AvailabilityStatus;
  stock: number;
  orderMinimumQuantity: number;
  orderMaximumQuantity: number;
  allowedQuantities: string;
  published: boolean;
  deleted: boolean;
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

const intArray = (v: unknown): number[] => (Array.isArray(v) ? v.map(Number) : []);

/**
 * Carts, lines, shipping selections and coupons. Every method takes an optional executor so
 * checkout can run the same reads and writes inside its own transaction. Lines are read with
 * their product's selling fields in the same statement: pricing must see the product as it is
 * in that transaction, not as a cache or another request saw it.
 */
export function createCartRepository(db: Db) {
  return {
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

    /** What adding a product needs to know of it; null when there is no such product. */
    async productForCart(productId: number, ex: Db = db): Promise<CartProductRow | null> {
      const [row] = await ex
        .select({
          id: products.id,
          name: products.name,
          price: products.price,
          status: products.status,
          stock: products.stock,
          orderMinimumQuantity: products.orderMinimumQuantity,
          orderMaximumQuantity: products.orderMaximumQuantity,
          allowedQuantities: products.allowedQuantities,
          published: products.published,
          deleted: products.deleted,
        })
        .from(products)
        .where(eq(products.id, productId));
      return row ?? null;
    },

    /** Every line of a cart (both lists), oldest first. */
    async lines(cartId: number, ex: Db = db): Promise<CartLineRow[]> {
      const rows = await ex
        .select({
          id: shoppingCartItems.id,
          cartId: shoppingCartItems.cartId,
          productId: shoppingCartItems.productId,
          shoppingCartTypeId: shoppingCartItems.shoppingCartTypeId,
          quantity: shoppingCartItems.quantity,
          reference: shoppingCartItems.reference,
          priceWhenAdded: shoppingCartItems.priceWhenAdded,
          quoteItemId: shoppingCartItems.quoteItemId,
          quotePrice: quoteItems.price,
          quoteShippingPrice: quoteItems.shippingPrice,
          createdAt: shoppingCartItems.createdAt,
          sku: products.sku,
          name: products.name,
          price: products.price,
          status: products.status,
          stock: products.stock,
          orderMinimumQuantity: products.orderMinimumQuantity,
          orderMaximumQuantity: products.orderMaximumQuantity,
          allowedQuantities: products.allowedQuantities,
          weight: products.weight,
          length: products.length,
          width: products.width,
          height: products.height,
          isTaxExempt: products.isTaxExempt,
          isFreeShipping: products.isFreeShipping,
          additionalShippingCharge: products.additionalShippingCharge,
          shipSeparately: products.shipSeparately,
          shippingProfileId: products.shippingProfileId,
          manufacturerId: products.manufacturerId,
          vendorId: products.vendorId,
          warehouseId: products.warehouseId,
          warehouseState: stateProvinces.abbreviation,
          published: products.published,
          deleted: products.deleted,
          categoryIds: sql<unknown>`coalesce((select array_agg(pc.category_id) from product_categories pc where pc.product_id = ${products.id}), '{}')`,
        })
        .from(shoppingCartItems)
        .innerJoin(products, eq(products.id, shoppingCartItems.productId))
        .leftJoin(quoteItems, eq(quoteItems.id, shoppingCartItems.quoteItemId))
        .leftJoin(warehouses, eq(warehouses.id, products.warehouseId))
        .leftJoin(stateProvinces, eq(stateProvinces.id, warehouses.stateProvinceId))
        .where(eq(shoppingCartItems.cartId, cartId))
        .orderBy(asc(shoppingCartItems.id));
      return rows.map((r) => ({
        id: r.id,
        cartId: r.cartId,
        productId: r.productId,
        shoppingCartTypeId: r.shoppingCartTypeId,
        quantity: r.quantity,
        reference: r.reference,
        priceWhenAdded: r.priceWhenAdded,
        quoteItemId: r.quoteItemId,
        quotePrice: r.quotePrice,
        quoteShippingPrice: r.quoteShippingPrice,
        createdAt: r.createdAt,
        product: {
          sku: r.sku,
          name: r.name,
          price: r.price,
          status: r.status,
          stock: r.stock,
          orderMinimumQuantity: r.orderMinimumQuantity,
          orderMaximumQuantity: r.orderMaximumQuantity,
          allowedQuantities: r.allowedQuantities,
          weight: r.weight,
          length: r.length,
          width: r.width,
          height: r.height,
          isTaxExempt: r.isTaxExempt,
          isFreeShipping: r.isFreeShipping,
          additionalShippingCharge: r.additionalShippingCharge,
          shipSeparately: r.shipSeparately,
          shippingProfileId: r.shippingProfileId,
          manufacturerId: r.manufacturerId,
          vendorId: r.vendorId,
          warehouseId: r.warehouseId,
          warehouseState: r.warehouseState,
          published: r.published,
          deleted: r.deleted,
          categoryIds: intArray(r.categoryIds),
        },
      }));
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

    /**
     * Country and province of a destination (the province only when it belongs to the country)
     * with the tax table's rates: the province's row, else the country's, else none.
     */
    async place(countryId: number, stateProvinceId: number | null, ex: Db = db): Promise<DestinationPlace | null> {
      const result = await ex.execute(sql`
        select c.id as country_id, c.two_letter_iso_code as iso, c.allows_shipping, s.id as state_id, s.abbreviation,
          coalesce(tr.item_rate, 0)::text as item_rate, coalesce(tr.shipping_rate, 0)::text as shipping_rate
        from countries c
        left join state_provinces s on s.id = ${stateProvinceId} and s.country_id = c.id
        left join lateral (
          select t.item_rate, t.shipping_rate from tax_rates t
          where t.country_id = c.id and (t.state_province_id = s.id or t.state_province_id is null)
          order by t.state_province_id nulls last limit 1
        ) tr on true
        where c.id = ${countryId}`);
      const row = rowsOf<Record<string, unknown>>(result)[0];
      if (!row || (stateProvinceId !== null && row.state_id === null)) return null;
      return {
        countryId: Number(row.country_id),
        countryIso: String(row.iso),
        allowsShipping: Boolean(row.allows_shipping),
        stateProvinceId: row.state_id === null ? null : Number(row.state_id),
        stateAbbreviation: row.abbreviation === null ? null : String(row.abbreviation),
        itemTaxRate: String(row.item_rate),
        shippingTaxRate: String(row.shipping_rate),
      };
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
    async fillQuoteCart(cartId: number, quoteId: number, ex: Db = db) {
      await ex.execute(sql`
        insert into shopping_cart_items (cart_id, product_id, shopping_cart_type_id, quantity, reference, quote_item_id)
        select ${cartId}, qi.product_id, ${CART_TYPE_CART}, qi.quantity, qi.reference, qi.id
        from quote_items qi
        where qi.quote_id = ${quoteId}
          and not exists (select 1 from shopping_cart_items i where i.cart_id = ${cartId} and i.quote_item_id = qi.id)
        on conflict do nothing`);
    },

    /**
     * Everything of a cart that pricing reads besides the catalogue (ordered lines, coupons,
     * shipping choices, PO number) as one string: equal strings, same priced cart. With `lock`
     * the cart row stays locked, so no cart change can slip in before the caller commits.
     */
    async revision(customerId: number, quoteId: number | null, lock: boolean, ex: Db = db): Promise<string | null> {
      const result = await ex.execute(sql`
        select concat_ws('|', c.id, c.po_number,
          (select string_agg(concat_ws(':', i.id, i.product_id, i.quantity, i.quote_item_id, md5(i.reference)), ',' order by i.id)
            from shopping_cart_items i where i.cart_id = c.id and i.shopping_cart_type_id = ${CART_TYPE_CART}),
          (select string_agg(cc.discount_id::text, ',' order by cc.seq) from cart_coupons cc where cc.cart_id = c.id),
          (select string_agg(s.group_key || '=' || s.method_id, ',' order by s.group_key) from cart_shipping_selections s where s.cart_id = c.id)) as revision
        from shopping_carts c
        where c.customer_id = ${customerId} and ${quoteId === null ? sql`c.quote_id is null` : sql`c.quote_id = ${quoteId}`}
        ${lock ? sql`for update of c` : sql``}`);
      const row = rowsOf<{ revision: string }>(result)[0];
      return row ? row.revision : null;
    },

    /** After an order: the ordered lines, coupons and shipping choices go; saved-for-later stays. */
    async clearOrdered(cartId: number, ex: Db = db) {
      await ex.delete(shoppingCartItems).where(and(eq(shoppingCartItems.cartId, cartId), eq(shoppingCartItems.shoppingCartTypeId, CART_TYPE_CART)));
      await ex.delete(cartCoupons).where(eq(cartCoupons.cartId, cartId));
      await ex.delete(cartShippingSelections).where(eq(cartShippingSelections.cartId, cartId));
    },

    /**
     * A guest signed in: the guest's lines join the customer's cart (same product and list: the
     * quantities add up, within the product's maximum), the customer keeps their destination and
     * coupons unless they had none, and the guest's quote carts move over.
     */
    async mergeGuest(guestId: number, customerId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const [guestCart] = await tx.select(cartColumns).from(shoppingCarts).where(ownerIs(guestId, null));
        if (guestCart) {
          await tx.insert(shoppingCarts).values({ customerId, quoteId: null }).onConflictDoNothing();
          const [own] = await tx.select(cartColumns).from(shoppingCarts).where(ownerIs(customerId, null));
          await tx.execute(sql`
            update shopping_cart_items mine
            set quantity = least(mine.quantity + theirs.quantity, greatest(p.order_maximum_quantity, 1))
            from shopping_cart_items theirs, products p
            where theirs.cart_id = ${guestCart.id} and mine.cart_id = ${own.id}
              and mine.product_id = theirs.product_id and mine.shopping_cart_type_id = theirs.shopping_cart_type_id
              and mine.quote_item_id is null and theirs.quote_item_id is null and p.id = mine.product_id`);
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
