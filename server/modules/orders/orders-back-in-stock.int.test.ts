import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { products } from '../../db/schema/catalog';
import { transactionRunner } from '../../db/transaction';
import { stockOf } from '../../../tests/support/test-checkout';
import type { PaymentGateway } from '../payments/payments-gateway';
import { PaymentUnavailable } from '../payments/payments.service';
import { createOrdersService } from './orders.service';
import { createOrdersRepository } from './orders.repository';
import { createOrdersTestApp, deliver, mailTo, newCustomer, placeOrder, type OrdersTestApp } from '../../../tests/support/test-orders';

// Stock a cancellation or a received return puts back tells the customers waiting for it, as a
// delivery does: once, after the commit, never for a rolled-back change.

let t: OrdersTestApp;
let buyer: { id: number; email: string };

beforeAll(async () => {
  t = await createOrdersTestApp();
  buyer = await newCustomer(t);
});

afterAll(async () => {
  await t?.close();
});

/** Every mail and back-in-stock step started after the last answer has finished. */
async function settled(): Promise<void> {
  await t.services.orders.whenIdle();
  await t.services.catalog.whenIdle();
}

/** The buyer orders the product's last unit; another customer then asks to hear when it is back. */
async function lastUnitOrderedWhileSomeoneWaits(offset: number) {
  const { order, products: [product] } = await placeOrder(t, buyer.id, [1], { offset, stock: 1 });
  expect(await stockOf(t, product.id)).toBe(0);
  await t.database.db.update(products).set({ canNotify: true }).where(eq(products.id, product.id));
  const waiting = await newCustomer(t);
  await t.services.account.requestStockAlert(waiting.id, product.id);
  return { order, product, waiting };
}

async function backInStockMails(email: string, name: string) {
  await settled();
  return (await mailTo(t, email)).filter((m) => m.subject === `Back in stock: ${name}`);
}

const alertOf = async (customerId: number, productId: number) => (await t.services.account.stockAlerts(customerId)).find((a) => a.productId === productId);

describe('back-in-stock mail for stock put back', () => {
  it('a cancelled order holding the last unit mails the waiting customer once', async () => {
    const { order, product, waiting } = await lastUnitOrderedWhileSomeoneWaits(0);
    expect(await backInStockMails(waiting.email, product.name)).toEqual([]);

    await t.services.orders.cancelOrder(buyer.id, order.id);
    expect(await stockOf(t, product.id)).toBe(1);
    const mails = await backInStockMails(waiting.email, product.name);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain(`/p/${product.id}`);
    expect((await alertOf(waiting.id, product.id))?.notifiedAt).toBeInstanceOf(Date);
    // Only those who asked hear of it.
    expect(await backInStockMails(buyer.email, product.name)).toEqual([]);

    // The unit sells again and comes back again: the request was answered, so no second mail.
    const again = await placeOrder(t, buyer.id, [1], { offset: 0, stock: 1 });
    await t.services.orders.cancelOrder(buyer.id, again.order.id);
    expect(await backInStockMails(waiting.email, product.name)).toHaveLength(1);
  });

  it('a received return of the last unit mails the waiting customer once', async () => {
    const { order, product, waiting } = await lastUnitOrderedWhileSomeoneWaits(1);
    await deliver(t, order.id);
    const ret = await t.services.orders.submitReturn(buyer.id, { orderId: order.id, reason: 'NO_LONGER_NEEDED', items: [{ orderItemId: order.items[0].id, quantity: 1 }] });
    await t.services.orders.approveReturn(ret.id);
    expect(await backInStockMails(waiting.email, product.name)).toEqual([]);

    await t.services.orders.receiveReturn(ret.id);
    expect(await stockOf(t, product.id)).toBe(1);
    expect(await backInStockMails(waiting.email, product.name)).toHaveLength(1);
    // Receiving it a second time changes nothing and mails nobody.
    await t.services.orders.receiveReturn(ret.id);
    expect(await backInStockMails(waiting.email, product.name)).toHaveLength(1);
  });

  it('a received return whose only unit arrived damaged puts nothing back and mails nobody', async () => {
    const { order, product, waiting } = await lastUnitOrderedWhileSomeoneWaits(2);
    await deliver(t, order.id);
    const ret = await t.services.orders.submitReturn(buyer.id, { orderId: order.id, reason: 'NO_LONGER_NEEDED', items: [{ orderItemId: order.items[0].id, quantity: 1 }] });
    await t.services.orders.approveReturn(ret.id);
    await t.services.orders.receiveReturn(ret.id, [{ returnItemId: ret.items[0].id, receivedQuantity: 1, damagedQuantity: 1 }]);
    expect(await stockOf(t, product.id)).toBe(0);
    expect(await backInStockMails(waiting.email, product.name)).toEqual([]);
    expect((await alertOf(waiting.id, product.id))?.notifiedAt).toBeNull();
  });

  it('a cancellation rolled back (the gateway refused the void) mails nobody and keeps the request for the one that commits', async () => {
    const { order, product, waiting } = await lastUnitOrderedWhileSomeoneWaits(3);
    const refusing: PaymentGateway = { ...t.services.payments.gateway, void: async () => Promise.reject(new PaymentUnavailable()) };
    const refusingOrders = createOrdersService({
      repo: createOrdersRepository(t.database.db),
      customers: t.services.auth,
      mail: t.services.mail,
      publicUrl: 'http://localhost',
      log: t.services.log,
      transact: transactionRunner(t.database.db, (err) => t.services.log.error({ err }, 'after commit')),
      gateway: refusing,
      stock: t.services.catalog,
      carrier: t.services.shipping.carrier,
      clock: t.clock,
    });
    await expect(refusingOrders.cancelOrder(buyer.id, order.id)).rejects.toMatchObject({ code: 'PAYMENT_UNAVAILABLE' });
    await refusingOrders.whenIdle();
    expect(await stockOf(t, product.id)).toBe(0);
    expect(await backInStockMails(waiting.email, product.name)).toEqual([]);
    expect((await alertOf(waiting.id, product.id))?.notifiedAt).toBeNull();

    await t.services.orders.cancelOrder(buyer.id, order.id);
    expect(await backInStockMails(waiting.email, product.name)).toHaveLength(1);
  });

  it('released stock inside work that then fails mails nobody; a transaction the runner did not open is refused', async () => {
    const { product, waiting } = await lastUnitOrderedWhileSomeoneWaits(4);
    const transact = transactionRunner(t.database.db, (err) => t.services.log.error({ err }, 'after commit'));
    await expect(
      transact(async (tx) => {
        await t.services.catalog.releaseStock(tx, new Map([[product.id, 2]]));
        throw new Error('a later step failed');
      }),
    ).rejects.toThrow('a later step failed');
    expect(await stockOf(t, product.id)).toBe(0);
    expect(await backInStockMails(waiting.email, product.name)).toEqual([]);

    // A bare transaction would commit with nobody to run the mail: releasing in it fails and rolls back.
    await expect(t.database.db.transaction((tx) => t.services.catalog.releaseStock(tx, new Map([[product.id, 2]])))).rejects.toThrow(/transactionRunner/);
    expect(await stockOf(t, product.id)).toBe(0);
    expect(await backInStockMails(waiting.email, product.name)).toEqual([]);
  });
});
