import { Link } from 'react-router';
import { linkClass } from '~/components/button';
import type { AdminOrderQuery } from '~/gql/graphql';
import type { OrderActionResult } from '../admin-order-action';
import { ORDER_STATUS_LABELS, PAYMENT_LABELS, SHIPPING_LABELS, usd, utcText } from '../admin-labels';
import { capturedOf } from '../../../../shared/admin-orders';
import { box, CancelForm, DeliverButton, NoteForm, RefundForm, ShipForm } from './admin-order-actions';
import { AdminOrderTimeline } from './admin-order-timeline';

type Data = AdminOrderQuery['v1']['admin'];
type Order = NonNullable<Data['order']>;
type Payment = Data['orderPayments'][number];
type Address = Order['shippingAddress'];

function Lines({ order }: { order: Order }) {
  return (
    <section className={box} aria-labelledby="lines">
      <h2 id="lines" className="mb-2 text-lg font-bold">Lines</h2>
      <ul className="divide-y divide-gray-200">
        {order.items.map((i) => {
          const q = order.lineQuantities.find((l) => l.orderItemId === i.id);
          return (
            <li key={i.id} className="py-2" data-testid="admin-order-line">
              <div className="font-semibold">{i.productName}</div>
              <div className="text-sm text-gray-700">
                SKU {i.sku} · {i.quantity} × {usd(i.unitPriceExclTax)} · {usd(i.priceExclTax)}
              </div>
              <div className="text-sm">
                Ordered {q?.ordered ?? i.quantity} · Shipped {q?.shipped ?? 0} · Delivered {q?.delivered ?? 0}
                {q?.returned ? ` · Returned ${q.returned}` : ''}
              </div>
            </li>
          );
        })}
      </ul>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 text-sm sm:max-w-xs">
        <dt>Subtotal</dt>
        <dd className="text-right">{usd(order.orderSubtotalExclTax)}</dd>
        <dt>Shipping</dt>
        <dd className="text-right">{usd(order.orderShippingExclTax)}</dd>
        <dt>Tax</dt>
        <dd className="text-right">{usd(order.orderTax)}</dd>
        <dt className="font-bold">Total</dt>
        <dd className="text-right font-bold">{usd(order.orderTotal)}</dd>
        {order.refundedAmount > 0 && (
          <>
            <dt>Refunded</dt>
            <dd className="text-right">{usd(order.refundedAmount)}</dd>
          </>
        )}
      </dl>
    </section>
  );
}

function AddressBlock({ a }: { a: Address }) {
  return (
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
      {a.address2 && (
        <>
          <br />
          {a.address2}
        </>
      )}
      <br />
      {a.city}, {a.stateProvince?.abbreviation} {a.zipPostalCode}
      <br />
      {a.country?.name}
      {a.phoneNumber && (
        <>
          <br />
          {a.phoneNumber}
        </>
      )}
    </address>
  );
}

function Customer({ order }: { order: Order }) {
  return (
    <section className={box} aria-labelledby="customer">
      <h2 id="customer" className="mb-2 text-lg font-bold">Customer</h2>
      <p className="break-all">{order.email}</p>
      <p className="mt-1 flex flex-wrap gap-x-4 text-sm">
        <Link to={`/admin/customers?search=${encodeURIComponent(order.email)}`} className={linkClass}>
          Find the customer’s account
        </Link>
        <Link to={`/admin/orders?search=${encodeURIComponent(order.email)}`} className={linkClass}>
          Every order from this e-mail
        </Link>
      </p>
      {order.purchaseOrder && <p className="text-sm">PO {order.purchaseOrder}</p>}
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <div>
          <h3 className="font-semibold">Ship to</h3>
          <AddressBlock a={order.shippingAddress} />
          <p className="mt-1 text-sm">{order.shippingMethod}</p>
        </div>
        <div>
          <h3 className="font-semibold">Bill to</h3>
          <AddressBlock a={order.billingAddress} />
        </div>
      </div>
    </section>
  );
}

function Payments({ order, payments }: { order: Order; payments: Payment[] }) {
  return (
    <section className={box} aria-labelledby="payments">
      <h2 id="payments" className="mb-2 text-lg font-bold">Payments</h2>
      <p className="text-sm">
        {PAYMENT_LABELS[order.paymentStatus]}
        {order.maskedCreditCardNumber ? ` · ${order.cardType} ${order.maskedCreditCardNumber}` : ''}
      </p>
      {payments.length === 0 ? (
        <p className="mt-2 text-sm">No payment movements.</p>
      ) : (
        <ul className="mt-2 space-y-1 text-sm" data-testid="admin-order-payments">
          {payments.map((p) => (
            <li key={p.id}>
              {utcText(p.createdOnUtc)} · {p.kind} {usd(p.amount)}
              {p.reason ? ` · ${p.reason}` : ''} <span className="break-all text-gray-700">({p.gateway} {p.transactionId})</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Shipments({ order, result }: { order: Order; result: OrderActionResult | null }) {
  const name = (id: string) => order.items.find((i) => i.id === id)?.productName ?? 'A part';
  return (
    <section className={box} aria-labelledby="shipments">
      <h2 id="shipments" className="mb-2 text-lg font-bold">Shipments</h2>
      {result?.form === 'deliver' && result.error && (
        <p role="alert" className="mb-2 text-sm font-semibold text-red-700">
          {result.error}
        </p>
      )}
      {order.shipments.length === 0 ? (
        <p>Nothing has shipped yet.</p>
      ) : (
        <ul className="space-y-3">
          {order.shipments.map((s) => (
            <li key={s.id} data-testid="admin-shipment">
              <div>
                {s.carrierName}{' '}
                <a href={s.trackingNumberUrl} className={linkClass} target="_blank" rel="noreferrer">
                  {s.trackingNumber}
                </a>
              </div>
              <div className="text-sm text-gray-700">
                {s.shippedDateUtc ? `Shipped ${utcText(s.shippedDateUtc)}` : 'Label created'} · {s.status.replaceAll('_', ' ').toLowerCase()}
                {s.deliveryDateUtc ? ` · delivered ${utcText(s.deliveryDateUtc)}` : ''}
              </div>
              <ul className="text-sm">
                {s.shipmentItems.map((i) => (
                  <li key={i.orderItemId}>
                    {i.quantity} × {name(i.orderItemId)}
                  </li>
                ))}
              </ul>
              {s.status !== 'DELIVERED' && <DeliverButton order={order} shipmentId={s.id} result={result} />}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function AdminOrderView({ order, payments, timeline, result }: { order: Order; payments: Payment[]; timeline: Data['orderTimeline']; result: OrderActionResult | null }) {
  const captured = capturedOf(payments);
  return (
    <div>
      <p className="mb-2">
        <Link to="/admin/orders" className={linkClass}>
          All orders
        </Link>
      </p>
      <h1 className="text-xl font-bold">Order {order.customOrderNumber}</h1>
      <p className="text-sm text-gray-700">
        Placed {utcText(order.createdOnUtc)} · {ORDER_STATUS_LABELS[order.orderStatus]} · {SHIPPING_LABELS[order.shippingStatus]} · {PAYMENT_LABELS[order.paymentStatus]}
      </p>
      {result?.done && (
        <p role="status" className="mt-2 font-semibold text-green-800">
          {result.done}
        </p>
      )}
      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        <div className="space-y-4">
          <Lines order={order} />
          <Customer order={order} />
          <Payments order={order} payments={payments} />
          <AdminOrderTimeline events={timeline} />
        </div>
        <div className="space-y-4">
          <ShipForm order={order} result={result} />
          <Shipments order={order} result={result} />
          <RefundForm order={order} result={result} captured={captured} />
          <CancelForm order={order} result={result} />
          <NoteForm result={result} revision={timeline.length} />
        </div>
      </div>
    </div>
  );
}
