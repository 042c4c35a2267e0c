import type { Transaction } from '../../db/client';
import type { OrdersContext } from './orders-context';
import type { NewOrder, NewOrderItem, OrderItemRow, OrderRow, OrderView } from './orders.repository';

const usd = (v: string) => `$${Number(v).toFixed(2)}`;

/** The confirmation e-mail: what was ordered, what it cost, where it goes, and the order status link. */
export function confirmationText(order: OrderView, publicUrl: string): string {
  const a = order.shippingAddress;
  const lines = order.items.map(
    (i) => `  ${i.quantity} × ${i.productName} (${i.sku}) — ${usd(i.priceExclTax)}${i.backorderedWhenOrdered ? ' — backordered, ships when back in stock' : ''}${i.reference ? ` — ref. ${i.reference}` : ''}`,
  );
  const payment = order.maskedCreditCardNumber ? `${order.cardType} ending in ${order.maskedCreditCardNumber.slice(-4)}` : order.cardType || order.paymentType;
  return [
    `Thank you for your order ${order.customOrderNumber}.`,
    '',
    'Items:',
    ...lines,
    '',
    `Subtotal: ${usd(order.subtotalExclTax)}`,
    ...(Number(order.subtotalDiscountExclTax) > 0 ? [`Discount: -${usd(order.subtotalDiscountExclTax)}`] : []),
    `Shipping: ${usd(order.shippingExclTax)}`,
    ...(Number(order.shippingDiscount) > 0 ? [`Shipping discount: -${usd(order.shippingDiscount)}`] : []),
    `Tax: ${usd(order.orderTax)}`,
    `Total: ${usd(order.orderTotal)}`,
    '',
    `Paid with: ${payment}`,
    ...(order.purchaseOrder ? [`PO number: ${order.purchaseOrder}`] : []),
    '',
    'Ships to:',
    `  ${a.firstName} ${a.lastName}`,
    ...(a.company ? [`  ${a.company}`] : []),
    `  ${a.address1}`,
    ...(a.address2 ? [`  ${a.address2}`] : []),
    `  ${a.city} ${a.zipPostalCode}`,
    '',
    `Order status: ${publicUrl.replace(/\/$/, '')}/orderstatus/${order.clubOrderGuid}`,
  ].join('\n');
}

/**
 * Placement ports: what checkout calls to place an order. The writes run on checkout's placement
 * transaction (checkout opens it; these never open one); the confirmation mail goes after the answer.
 */
export function orderPlacement({ repo, customers, mail, publicUrl, log, background, view, orderChanged }: OrdersContext) {
  return {
    /** The order an idempotency key placed, if any. */
    async orderOfAttempt(customerId: number, key: string): Promise<OrderView | null> {
      return view(await repo.orderOfAttempt(customerId, key));
    },

    /**
     * Before placement: whether this attempt placed an order already, and whether the order's
     * e-mail could still register (the customer is a guest and no account uses it).
     */
    async preflight(customerId: number, key: string, email: string): Promise<{ orderId: number | null; registrable: boolean }> {
      return repo.attemptAndRegistrable(customerId, key, customers.canRegisterForOrderCondition(customerId, email));
    },

    /** Claims an idempotency key inside the placement transaction; false when a committed attempt claimed it already. */
    claimAttempt: (tx: Transaction, customerId: number, key: string): Promise<boolean> => repo.claimAttempt(tx, customerId, key),

    /** Writes the order and its items inside the placement transaction. */
    writeOrder: (tx: Transaction, order: NewOrder, items: NewOrderItem[]): Promise<{ order: OrderRow; items: OrderItemRow[] }> => repo.insertOrder(tx, order, items),

    /** The payment went through: records its authorisation and capture, and ties the attempt to the order. */
    recordPayment: (tx: Transaction, order: OrderRow, attempt: { key: string }): Promise<void> => repo.recordPayment(tx, order, attempt),

    /** Mails the confirmation after the answer has gone (the order stands whether or not the mail server answers). */
    sendConfirmation(order: OrderView): void {
      orderChanged(order, 'placed');
      const p = mail
        .send({ to: order.email, subject: `Your Ironyard order ${order.customOrderNumber}`, text: confirmationText(order, publicUrl) })
        .then(() => log.info({ orderId: order.id, customOrderNumber: order.customOrderNumber }, 'order confirmation sent'))
        .catch((err) => log.error({ err, orderId: order.id }, 'order confirmation e-mail failed'))
        .finally(() => background.delete(p));
      background.add(p);
    },
  };
}
