import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from '../../db/schema/catalog';
import { shoppingCartItems, shoppingCarts } from '../../db/schema/cart';
import { CART_TYPE_CART } from '../../../shared/enums';
import { money, round2 } from '../../lib/money';
import type { Transaction } from '../../db/client';
import type { CheckoutCart, PricedCart } from './checkout-cart';

/**
 * A plain cart for the placement tests and the benchmark: the customer's ordinary cart lines at
 * catalogue prices, $10 shipping, 7 % item tax. It reads and clears the real cart tables, so a
 * rolled-back placement is seen to leave the cart as it was.
 */
export function createPlainCheckoutCart(): CheckoutCart {
  return {
    async price(customerId, quoteGuid, tx): Promise<PricedCart> {
      if (quoteGuid) return empty(['Quotes are not priced by the plain cart.']);
      const rows = await tx
        .select({ productId: shoppingCartItems.productId, quantity: shoppingCartItems.quantity, reference: shoppingCartItems.reference, price: products.price, exempt: products.isTaxExempt })
        .from(shoppingCartItems)
        .innerJoin(shoppingCarts, eq(shoppingCarts.id, shoppingCartItems.cartId))
        .innerJoin(products, eq(products.id, shoppingCartItems.productId))
        .where(and(eq(shoppingCarts.customerId, customerId), isNull(shoppingCarts.quoteId), eq(shoppingCartItems.shoppingCartTypeId, CART_TYPE_CART)))
        .orderBy(shoppingCartItems.id);
      if (rows.length === 0) return empty([]);
      let subtotal = money(0);
      let taxable = money(0);
      for (const r of rows) {
        const amount = round2(money(r.price ?? 0).mul(r.quantity));
        subtotal = subtotal.add(amount);
        if (!r.exempt) taxable = taxable.add(amount);
      }
      const shipping = money(10);
      const itemTax = round2(taxable.mul('0.07'));
      const total = subtotal.add(shipping).add(itemTax);
      return {
        quoteId: null,
        poNumber: '',
        lines: rows.map((r) => ({ productId: r.productId, quantity: r.quantity, unitPrice: r.price, reference: r.reference, groupKey: 'plain' })),
        shippingMethods: [{ groupKey: 'plain', methodId: 'ground', name: 'Ground', price: '10.00', eta: '3-5 business days' }],
        usedDiscounts: [],
        itemTaxRate: '0.07',
        shippingTaxRate: '0',
        totals: {
          subtotal: subtotal.toFixed(2),
          discount: '0.00',
          shipping: '10.00',
          shippingDiscount: '0.00',
          itemTax: itemTax.toFixed(2),
          shippingTax: '0.00',
          tax: itemTax.toFixed(2),
          total: total.toFixed(2),
        },
        problems: [],
      };
    },
    async revision(tx: Transaction, customerId: number, quoteGuid: string | null, lock: boolean) {
      if (quoteGuid) return null;
      const r = (await tx.execute(sql`select concat_ws('|', c.id,
          (select string_agg(concat_ws(':', i.id, i.product_id, i.quantity, md5(i.reference)), ',' order by i.id)
            from shopping_cart_items i where i.cart_id = c.id and i.shopping_cart_type_id = ${CART_TYPE_CART})) as revision
        from shopping_carts c where c.customer_id = ${customerId} and c.quote_id is null ${lock ? sql`for update of c` : sql``}`)) as unknown as { rows: Array<{ revision: string }> };
      return r.rows[0]?.revision ?? null;
    },
    async clear(tx: Transaction, customerId: number) {
      await tx.execute(sql`delete from shopping_cart_items where shopping_cart_type_id = ${CART_TYPE_CART}
        and cart_id in (select id from shopping_carts where customer_id = ${customerId} and quote_id is null)`);
    },
  };
}

function empty(problems: string[]): PricedCart {
  const z = '0.00';
  return {
    quoteId: null,
    poNumber: '',
    lines: [],
    shippingMethods: [],
    usedDiscounts: [],
    itemTaxRate: '0',
    shippingTaxRate: '0',
    totals: { subtotal: z, discount: z, shipping: z, shippingDiscount: z, itemTax: z, shippingTax: z, tax: z, total: z },
    problems,
  };
}

/** Puts a product in a customer's ordinary cart (tests and benchmark). */
export async function putInCart(db: Db, customerId: number, productId: number, quantity: number): Promise<void> {
  await db.execute(sql`with c as (
      insert into shopping_carts (customer_id) values (${customerId})
      on conflict (customer_id, coalesce(quote_id, 0)) do update set updated_at = now()
      returning id)
    insert into shopping_cart_items (cart_id, product_id, quantity, shopping_cart_type_id)
    select id, ${productId}, ${quantity}, ${CART_TYPE_CART} from c
    on conflict (cart_id, shopping_cart_type_id, product_id, coalesce(quote_item_id, 0)) do update set quantity = excluded.quantity`);
}
