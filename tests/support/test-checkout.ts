import { eq, sql } from 'drizzle-orm';
import { products } from '../../server/db/schema/catalog';
import { checkoutCartFrom } from '../../server/modules/checkout/checkout-cart-service';
import { createCheckoutService, type PlacementStep } from '../../server/modules/checkout/checkout.service';
import type { CheckoutCart } from '../../server/modules/checkout/checkout-cart';
import type { PaymentGateway } from '../../server/modules/payments/payments-gateway';
import type { TestApp } from '../setup/test-app';

/** A US address in the seeded directory (Texas), as the address forms send it. */
export async function usAddress(t: Pick<TestApp, 'services'>, over: Record<string, unknown> = {}) {
  const us = (await t.services.content.countries()).find((c) => c.twoLetterIsoCode === 'US')!;
  const tx = us.stateProvinces.find((s) => s.abbreviation === 'TX') ?? us.stateProvinces[0];
  return {
    firstName: 'Dana',
    lastName: 'Driver',
    company: 'Driver Excavating',
    email: 'dana@example.com',
    address1: '100 Main St',
    address2: '',
    city: 'Austin',
    countryId: String(us.id),
    stateProvinceId: String(tx.id),
    zipPostalCode: '78701',
    phoneNumber: '512-555-0100',
    ...over,
  };
}

/** A published in-stock product with `stock` units and a price, ready to be ordered. */
export async function stockedProduct(t: Pick<TestApp, 'database'>, stock: number, opts: { offset?: number; status?: string } = {}) {
  const [p] = await t.database.db
    .select({ id: products.id, price: products.price, name: products.name })
    .from(products)
    .where(sql`${products.price} is not null and ${products.price} > 0 and ${products.published} and not ${products.deleted} and ${products.allowedQuantities} = ''`)
    .orderBy(products.id)
    .offset(opts.offset ?? 0)
    .limit(1);
  await t.database.db
    .update(products)
    .set({ stock, status: (opts.status ?? 'IN_STOCK') as never, orderMinimumQuantity: 1, orderMaximumQuantity: 10000 })
    .where(eq(products.id, p.id));
  return p;
}

export async function stockOf(t: Pick<TestApp, 'database'>, productId: number): Promise<number> {
  const [r] = await t.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
  return r.stock;
}

/** Puts a product in a customer's ordinary cart through the cart service, as the cart page does. */
export async function putInCart(t: Pick<TestApp, 'services'>, customerId: number, productId: number, quantity: number): Promise<void> {
  await t.services.cart.add(customerId, { productId, qty: quantity });
}

/**
 * The placement service on the test app's database, pricing with the real cart (the seed's shipping
 * and tax rates), with an optional other cart, failure hook or gateway.
 */
export function checkoutFor(t: TestApp, opts: { cart?: CheckoutCart; faults?: (step: PlacementStep) => void | Promise<void>; gateway?: PaymentGateway } = {}) {
  return createCheckoutService({
    database: t.database,
    catalog: t.services.catalog,
    orders: t.services.orders,
    cart: opts.cart ?? checkoutCartFrom(t.services.cart),
    gateway: opts.gateway ?? t.services.payments.gateway,
    account: t.services.account,
    countries: () => t.services.content.countries(),
    clock: t.services.clock,
    log: t.services.log,
    fleet: t.services.fleet,
    faults: opts.faults,
  });
}

/** Card details posted to the sandbox tokenizer, as the card-fields frame does. */
export async function tokenize(t: Pick<TestApp, 'request'>, number: string, over: Record<string, string> = {}) {
  const res = await t.request('/payments/sandbox/tokenize', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ number, expirationDate: '12/34', cvv: number.startsWith('37') ? '1234' : '123', cardholderName: 'Dana Driver', ...over }),
  });
  return { status: res.status, body: (await res.json()) as { nonce?: string; errors?: Record<string, string>; message?: string } };
}

export async function counts(t: Pick<TestApp, 'database'>) {
  const r = (await t.database.db.execute(
    sql`select (select count(*)::int from orders) as orders, (select count(*)::int from order_items) as items, (select count(*)::int from order_attempts) as attempts, (select count(*)::int from order_payments) as payments`,
  )) as unknown as { rows: Array<{ orders: number; items: number; attempts: number; payments: number }> };
  return r.rows[0];
}
