import { formatPrice } from '~/lib/money';
import type { Order } from '../api/checkout-api';
import { formatUtcDate } from '~/lib/number-format';
import type { Address } from '~/features/account/api/account-addresses-api';

const STATUS: Record<string, string> = {
  PENDING: 'Pending',
  PROCESSING: 'Processing',
  COMPLETE: 'Complete',
  CANCELLED: 'Cancelled',
  AUTHORIZED: 'Authorized',
  PAID: 'Paid',
  PARTIALLY_REFUNDED: 'Partially refunded',
  REFUNDED: 'Refunded',
  VOIDED: 'Voided',
  NOT_YET_SHIPPED: 'Not yet shipped',
  PARTIALLY_SHIPPED: 'Partially shipped',
  SHIPPED: 'Shipped',
  DELIVERED: 'Delivered',
  SHIPPING_NOT_REQUIRED: 'Shipping not required',
};

/** An order status as the customer reads it. */
export const statusText = (s: string) => STATUS[s] ?? s.replace(/_/g, ' ').toLowerCase().replace(/^./, (c) => c.toUpperCase());

const dateText = (iso: string | null) => (iso ? formatUtcDate(iso, 'long') : null);

function AddressBlock({ title, a }: { title: string; a: Address | null }) {
  if (!a) return null;
  return (
    <div>
      <h3 className="font-bold">{title}</h3>
      <address className="not-italic">
        {a.firstName} {a.lastName}
        {a.company && (
          <>
            <br />
            {a.company}
          </>
        )}
        <br />
        {a.address1}
        {a.address2 && `, ${a.address2}`}
        <br />
        {a.city}
        {a.stateProvince ? `, ${a.stateProvince.abbreviation}` : ''} {a.zipPostalCode}
        <br />
        {a.country?.name}
      </address>
    </div>
  );
}

/** What was ordered, where it goes, how it was paid and what it cost. */
export function OrderDetails({ order }: { order: Order }) {
  const row = (label: string, value: number, negative = false) => (
    <div className="flex justify-between gap-3">
      <dt>{label}</dt>
      <dd>{negative ? `−${formatPrice(value)}` : formatPrice(value)}</dd>
    </div>
  );
  return (
    <div className="space-y-6">
      <dl className="grid gap-2 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-ink-700">Order number</dt>
          <dd className="font-bold" data-testid="order-number">
            {order.customOrderNumber}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-ink-700">Placed on</dt>
          <dd>{dateText(order.createdOnUtc)}</dd>
        </div>
        <div>
          <dt className="text-sm text-ink-700">Order status</dt>
          <dd data-testid="order-status">{statusText(order.orderStatus)}</dd>
        </div>
        <div>
          <dt className="text-sm text-ink-700">Payment</dt>
          <dd>
            {statusText(order.paymentStatus)}
            {order.maskedCreditCardNumber && ` · ${order.cardType || 'Card'} ${order.maskedCreditCardNumber}`}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-ink-700">Shipping</dt>
          <dd>
            {statusText(order.shippingStatus)}
            {order.shippingMethod && ` · ${order.shippingMethod}`}
          </dd>
        </div>
        {order.estArrivalDate && (
          <div>
            <dt className="text-sm text-ink-700">Estimated arrival</dt>
            <dd>{dateText(order.estArrivalDate)}</dd>
          </div>
        )}
        {order.purchaseOrder && (
          <div>
            <dt className="text-sm text-ink-700">PO number</dt>
            <dd>{order.purchaseOrder}</dd>
          </div>
        )}
      </dl>
      <table className="w-full text-left">
        <caption className="sr-only">Items</caption>
        <thead className="border-b border-gray-300 text-sm text-ink-700">
          <tr>
            <th scope="col" className="py-2">
              Part
            </th>
            <th scope="col" className="py-2 text-right">
              Qty
            </th>
            <th scope="col" className="py-2 text-right">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((i) => (
            <tr key={i.id} className="border-b border-gray-100 align-top">
              <td className="py-2">
                {i.productName}
                <span className="block text-sm text-ink-700">
                  SKU {i.sku}
                  {i.reference && ` · ref. ${i.reference}`}
                  {i.backorderedWhenOrdered && ' · backordered'}
                </span>
              </td>
              <td className="py-2 text-right">{i.quantity}</td>
              <td className="py-2 text-right">{formatPrice(i.priceExclTax)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="ml-auto max-w-sm space-y-1">
        {row('Subtotal', order.orderSubtotalExclTax)}
        {order.orderSubTotalDiscountExclTax > 0 && row('Discount', order.orderSubTotalDiscountExclTax, true)}
        {row('Shipping', order.orderShippingExclTax)}
        {order.orderShippingDiscount > 0 && row('Shipping discount', order.orderShippingDiscount, true)}
        {row('Tax', order.orderTax)}
        <div className="flex justify-between gap-3 border-t border-gray-300 pt-2 text-lg font-bold">
          <dt>Total</dt>
          <dd data-testid="order-total">{formatPrice(order.orderTotal)}</dd>
        </div>
      </dl>
      <div className="grid gap-6 sm:grid-cols-2">
        <AddressBlock title="Ship to" a={order.shippingAddress} />
        <AddressBlock title="Bill to" a={order.billingAddress} />
      </div>
    </div>
  );
}
