import { useState } from 'react';
import { Link } from 'react-router';
import { cartApi } from '~/features/cart/api/cart-api';
import { productPath } from '~/features/catalog/catalog-product-query';
import { userMessageOf } from '~/lib/errors';
import { formatPrice } from '~/lib/money';
import type { OrderDetail } from '../api/orders-api';
import { AddressBlock, formatDate, OrderStateBadge, PAYMENT_STATUS_LABELS, RETURN_STATUS_LABELS, SHIPPING_STATUS_LABELS, Thumb } from './orders-parts';
import { PrintButton, PrintDocument } from './orders-print';
import { CarrierLink, ShipmentProgress, shipmentDateText } from './orders-shipment';
import { Button, buttonClass, linkClass } from '~/components/button';

const PAYMENT_TYPES: Record<string, string> = { CREDIT_CARD: 'Card', PAY_PAL: 'PayPal', GOOGLE_PAY: 'Google Pay', APPLE_PAY: 'Apple Pay' };

export function paymentText(o: Pick<OrderDetail, 'paymentType' | 'cardType' | 'maskedCreditCardNumber'>): string {
  if (o.paymentType === 'CREDIT_CARD') return [o.cardType || 'Card', o.maskedCreditCardNumber && `ending ${o.maskedCreditCardNumber.slice(-4)}`].filter(Boolean).join(' ');
  return PAYMENT_TYPES[o.paymentType] ?? o.paymentType;
}

/** The order's lines with their pictures, shipments with progress, totals, addresses, payment and the actions allowed now. */
export function OrderDetailView({ order }: { order: OrderDetail }) {
  const qty = new Map(order.lineQuantities.map((q) => [q.orderItemId, q]));
  const delivered = order.items.filter((i) => (qty.get(i.id)?.delivered ?? 0) > 0);
  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <OrderStateBadge order={order} />
        <span className="text-ink-700">Placed {formatDate(order.createdOnUtc)}</span>
        {order.cancelledOnUtc && <span className="text-ink-700">Cancelled {formatDate(order.cancelledOnUtc)}</span>}
      </div>

      <OrderActions order={order} reviewable={delivered.map((i) => i.productId)} />

      <section aria-labelledby="order-shipments">
        <h2 id="order-shipments" className="text-xl font-bold">
          Shipments
        </h2>
        {order.shipments.length === 0 ? (
          <p className="mt-2 text-ink-700">{order.orderStatus === 'CANCELLED' ? 'Nothing was shipped.' : 'Nothing has shipped yet. We will e-mail you the tracking number when it does.'}</p>
        ) : (
          <ul className="mt-3 space-y-4">
            {order.shipments.map((s, n) => (
              <li key={s.id} className="space-y-3 rounded-lg border border-gray-300 p-4">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h3 className="font-bold">
                    Package {n + 1} of {order.shipments.length}: {shipmentDateText(s)}
                  </h3>
                  <span className="text-sm">
                    {s.carrierName} <CarrierLink shipment={s} />
                  </span>
                </div>
                <ShipmentProgress shipment={s} />
                <ul className="text-sm text-ink-700">
                  {s.shipmentItems.map((si) => (
                    <li key={si.id}>
                      {si.quantity} × {order.items.find((i) => i.id === si.orderItemId)?.productName}
                    </li>
                  ))}
                </ul>
                <Link to={`/account/track/${s.id}`} className={linkClass}>
                  Track package {n + 1}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="order-items">
        <h2 id="order-items" className="text-xl font-bold">
          Items
        </h2>
        <ul className="mt-3 divide-y divide-gray-200 rounded-lg border border-gray-300">
          {order.items.map((i) => {
            const q = qty.get(i.id);
            return (
              <li key={i.id} className="flex gap-3 p-4">
                <Thumb picture={i.product?.pictures[0]} />
                <div className="min-w-0 flex-1">
                  {i.product ? (
                    <Link to={productPath(i.product)} className="font-semibold break-words text-blue-800 underline">
                      {i.productName}
                    </Link>
                  ) : (
                    <span className="font-semibold break-words">{i.productName}</span>
                  )}
                  <p className="text-sm text-ink-700">
                    SKU {i.sku}
                    {i.reference && ` · Ref. ${i.reference}`}
                  </p>
                  <p className="text-sm">
                    {i.quantity} × {formatPrice(i.unitPriceExclTax)}
                    {q && q.returned > 0 && <span className="text-ink-700"> · {q.returned} returned</span>}
                  </p>
                </div>
                <p className="shrink-0 font-semibold">{formatPrice(i.priceExclTax)}</p>
              </li>
            );
          })}
        </ul>
      </section>

      {order.returnRequests.length > 0 && (
        <section aria-labelledby="order-returns">
          <h2 id="order-returns" className="text-xl font-bold">
            Returns
          </h2>
          <ul className="mt-2 space-y-1">
            {order.returnRequests.map((r) => (
              <li key={r.id}>
                <Link to={`/account/rma/${r.id}`} className={linkClass}>
                  {r.returnNumber}
                </Link>{' '}
                {RETURN_STATUS_LABELS[r.status]}, requested {formatDate(r.createdOnUtc)}
              </li>
            ))}
          </ul>
        </section>
      )}

      <div className="grid gap-6 md:grid-cols-3">
        <section aria-labelledby="order-ship-to">
          <h2 id="order-ship-to" className="font-bold">
            Shipping address
          </h2>
          <AddressBlock address={order.shippingAddress} />
          <p className="mt-1 text-sm text-ink-700">{order.shippingMethod}</p>
        </section>
        <section aria-labelledby="order-payment">
          <h2 id="order-payment" className="font-bold">
            Payment
          </h2>
          <p>{paymentText(order)}</p>
          <p className="text-sm text-ink-700">{PAYMENT_STATUS_LABELS[order.paymentStatus]}</p>
          {order.purchaseOrder && <p className="text-sm">PO {order.purchaseOrder}</p>}
          <h3 className="mt-3 font-bold">Billing address</h3>
          <AddressBlock address={order.billingAddress} />
        </section>
        <section aria-labelledby="order-totals">
          <h2 id="order-totals" className="font-bold">
            Order summary
          </h2>
          <Totals order={order} />
        </section>
      </div>

      <Invoice order={order} />
    </div>
  );
}

function Totals({ order }: { order: OrderDetail }) {
  const rows: Array<[string, number]> = [
    ['Items', order.orderSubtotalExclTax],
    ...(order.orderSubTotalDiscountExclTax ? ([['Discount', -order.orderSubTotalDiscountExclTax]] as Array<[string, number]>) : []),
    ['Shipping', order.orderShippingExclTax - order.orderShippingDiscount],
    ['Tax', order.orderTax],
  ];
  return (
    <dl className="mt-1 space-y-1">
      {rows.map(([k, v]) => (
        <div key={k} className="flex justify-between gap-4">
          <dt>{k}</dt>
          <dd>{formatPrice(v)}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-4 border-t border-gray-300 pt-1 font-bold">
        <dt>Order total</dt>
        <dd>{formatPrice(order.orderTotal)}</dd>
      </div>
      {order.refundedAmount > 0 && (
        <div className="flex justify-between gap-4 text-green-800">
          <dt>Refunded</dt>
          <dd>{formatPrice(order.refundedAmount)}</dd>
        </div>
      )}
    </dl>
  );
}

function OrderActions({ order, reviewable }: { order: OrderDetail; reviewable: string[] }) {
  const [buying, setBuying] = useState<'idle' | 'busy' | 'done'>('idle');
  const [error, setError] = useState<string | null>(null);
  const buyAgain = async () => {
    setBuying('busy');
    setError(null);
    try {
      for (const i of order.items) if (i.product) await cartApi.add(i.productId, i.quantity);
      setBuying('done');
    } catch (err) {
      setError(userMessageOf(err));
      setBuying('idle');
    }
  };
  return (
    <section aria-label="Order actions" className="space-y-3 print:hidden">
      <div className="flex flex-wrap gap-3">
        {order.canCancelOrder && (
          <Link to={`/account/cancel/${order.id}`} className={buttonClass({ variant: 'outline', size: 'fit' })}>
            Cancel order
          </Link>
        )}
        {order.canRequestReturn && (
          <Link to={`/account/rma?orderId=${order.id}`} className={buttonClass({ variant: 'outline', size: 'fit' })}>
            Return items
          </Link>
        )}
        {!order.canRequestReturn && order.orderStatus !== 'CANCELLED' && order.lineQuantities.some((q) => q.delivered > q.returned) && (
          <Link to={`/extreturn?order=${encodeURIComponent(order.customOrderNumber)}`} className={buttonClass({ variant: 'outline', size: 'fit' })}>
            Register a late return
          </Link>
        )}
        {order.canLeaveFeedback && (
          <Link to={`/account/feedback/${order.id}`} className={buttonClass({ variant: 'outline', size: 'fit' })}>
            Leave feedback
          </Link>
        )}
        {order.orderStatus !== 'CANCELLED' && reviewable.length > 0 && (
          <Link to={reviewable.length === 1 ? `/account/reviews?productId=${reviewable[0]}` : '/account/reviews'} className={buttonClass({ variant: 'outline', size: 'fit' })}>
            Write a product review
          </Link>
        )}
        <Button variant="primary" size="fit" disabled={buying === 'busy'} onClick={() => void buyAgain()}>
          {buying === 'busy' ? 'Adding to cart…' : 'Buy it again'}
        </Button>
        {order.orderStatus !== 'CANCELLED' && <PrintButton label="Print invoice" />}
      </div>
      {buying === 'done' && (
        <p role="status">
          Added to your cart.{' '}
          <Link to="/cart" className={linkClass}>
            Go to cart
          </Link>
        </p>
      )}
      {error && (
        <p role="alert" className="text-red-700">
          {error}
        </p>
      )}
    </section>
  );
}

/** The printable invoice: on paper only (the page above is the screen version). */
function Invoice({ order }: { order: OrderDetail }) {
  const { invoice } = order;
  return (
    <PrintDocument label={`Invoice ${invoice.invoiceNumber}`} screenHidden>
      <header className="flex justify-between gap-8">
        <div>
          <p className="text-xl font-bold">{invoice.seller.name}</p>
          {invoice.seller.addressLines.map((l) => (
            <p key={l}>{l}</p>
          ))}
          <p>
            {invoice.seller.phone} · {invoice.seller.email}
          </p>
        </div>
        <div className="text-right">
          <p className="text-xl font-bold">Invoice {invoice.invoiceNumber}</p>
          <p>Date {formatDate(invoice.issuedOnUtc)}</p>
          <p>Order {order.customOrderNumber}</p>
          <p>{PAYMENT_STATUS_LABELS[order.paymentStatus]}</p>
        </div>
      </header>
      <div className="mt-6 grid grid-cols-2 gap-8">
        <div>
          <p className="font-bold">Bill to</p>
          <AddressBlock address={order.billingAddress} />
        </div>
        <div>
          <p className="font-bold">Ship to</p>
          <AddressBlock address={order.shippingAddress} />
          <p>{SHIPPING_STATUS_LABELS[order.shippingStatus]}</p>
        </div>
      </div>
      <table className="mt-6">
        <thead>
          <tr className="border-b border-black text-left">
            <th className="py-1">SKU</th>
            <th className="py-1">Item</th>
            <th className="py-1 text-right">Qty</th>
            <th className="py-1 text-right">Unit price</th>
            <th className="py-1 text-right">Amount</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((i) => (
            <tr key={i.id} className="border-b border-gray-300">
              <td className="py-1">{i.sku}</td>
              <td className="py-1">{i.productName}</td>
              <td className="py-1 text-right">{i.quantity}</td>
              <td className="py-1 text-right">{formatPrice(i.unitPriceExclTax)}</td>
              <td className="py-1 text-right">{formatPrice(i.priceExclTax)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="mt-4 ml-auto max-w-xs">
        <Totals order={order} />
      </div>
      <p className="mt-6">Paid by {paymentText(order)}. Thank you for your order.</p>
    </PrintDocument>
  );
}
