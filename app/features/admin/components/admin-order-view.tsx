import { Form, Link, useNavigation } from 'react-router';
import { Button, linkClass } from '~/components/button';
import { inputClass } from '~/components/field';
import type { AdminOrderQuery } from '~/gql/graphql';
import { ORDER_STATUS_LABELS, PAYMENT_LABELS, SHIPPING_LABELS, usd, utcText } from '../admin-labels';
import type { ShipLine } from '../admin-ship-form';

type Order = NonNullable<AdminOrderQuery['v1']['admin']['order']>;
type Payment = AdminOrderQuery['v1']['admin']['orderPayments'][number];
export interface ShipResult {
  error: string | null;
  review: ShipLine[] | null;
  shipped: string[] | null;
}

const box = 'rounded-md border border-gray-300 p-4';

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
              <div className="text-sm text-gray-700">SKU {i.sku} · {usd(i.unitPriceExclTax)} each · {usd(i.priceExclTax)}</div>
              <div className="text-sm">
                Ordered {q?.ordered ?? i.quantity} · Shipped {q?.shipped ?? 0} · Delivered {q?.delivered ?? 0}
                {q?.returned ? ` · Returned ${q.returned}` : ''}
              </div>
            </li>
          );
        })}
      </ul>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 text-sm sm:max-w-xs">
        <dt>Subtotal</dt><dd className="text-right">{usd(order.orderSubtotalExclTax)}</dd>
        <dt>Shipping</dt><dd className="text-right">{usd(order.orderShippingExclTax)}</dd>
        <dt>Tax</dt><dd className="text-right">{usd(order.orderTax)}</dd>
        <dt className="font-bold">Total</dt><dd className="text-right font-bold">{usd(order.orderTotal)}</dd>
        {order.refundedAmount > 0 && (<><dt>Refunded</dt><dd className="text-right">{usd(order.refundedAmount)}</dd></>)}
      </dl>
    </section>
  );
}

function Customer({ order }: { order: Order }) {
  const a = order.shippingAddress;
  return (
    <section className={box} aria-labelledby="customer">
      <h2 id="customer" className="mb-2 text-lg font-bold">Customer</h2>
      <p className="break-all">{order.email}</p>
      {order.purchaseOrder && <p className="text-sm">PO {order.purchaseOrder}</p>}
      <h3 className="mt-3 font-semibold">Ship to</h3>
      <address className="not-italic">
        {a.firstName} {a.lastName}
        {a.company && <><br />{a.company}</>}
        <br />{a.address1}
        {a.address2 && <><br />{a.address2}</>}
        <br />{a.city}, {a.stateProvince?.abbreviation} {a.zipPostalCode}
        <br />{a.country?.name}
        {a.phoneNumber && <><br />{a.phoneNumber}</>}
      </address>
      <p className="mt-2 text-sm">{order.shippingMethod}</p>
    </section>
  );
}

function Payments({ order, payments }: { order: Order; payments: Payment[] }) {
  return (
    <section className={box} aria-labelledby="payments">
      <h2 id="payments" className="mb-2 text-lg font-bold">Payments</h2>
      <p className="text-sm">{PAYMENT_LABELS[order.paymentStatus]}{order.maskedCreditCardNumber ? ` · ${order.cardType} ${order.maskedCreditCardNumber}` : ''}</p>
      {payments.length === 0 ? (
        <p className="mt-2 text-sm">No payment movements.</p>
      ) : (
        <ul className="mt-2 space-y-1 text-sm">
          {payments.map((p) => (
            <li key={p.id}>
              {utcText(p.createdOnUtc)} · {p.kind} {usd(p.amount)} <span className="break-all text-gray-700">({p.gateway} {p.transactionId})</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Shipments({ order }: { order: Order }) {
  const name = (id: string) => order.items.find((i) => i.id === id)?.productName ?? 'A part';
  return (
    <section className={box} aria-labelledby="shipments">
      <h2 id="shipments" className="mb-2 text-lg font-bold">Shipments</h2>
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
              </div>
              <ul className="text-sm">
                {s.shipmentItems.map((i) => (
                  <li key={i.orderItemId}>{i.quantity} × {name(i.orderItemId)}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Ship: quantities per line (default what is left), then a confirmation, then the shipment. */
function ShipForm({ order, result }: { order: Order; result: ShipResult | null }) {
  const busy = useNavigation().state === 'submitting';
  const open = order.items
    .map((i) => {
      const q = order.lineQuantities.find((l) => l.orderItemId === i.id);
      return { ...i, left: (q?.ordered ?? i.quantity) - (q?.shipped ?? 0) };
    })
    .filter((i) => i.left > 0);
  const canShip = open.length > 0 && (order.orderStatus === 'PROCESSING' || order.orderStatus === 'PENDING');
  if (!canShip) return null;
  const review = result?.review ?? null;
  return (
    <section className={box} aria-labelledby="ship">
      <h2 id="ship" className="mb-2 text-lg font-bold">Ship</h2>
      <p className="text-sm text-gray-700">The carrier is chosen by weight and assigns the tracking number; the customer is mailed the tracking link.</p>
      {result?.error && (
        <p role="alert" className="mt-2 font-semibold text-red-700">
          {result.error}
        </p>
      )}
      {review ? (
        <Form key="confirm" method="post" className="mt-3">
          <input type="hidden" name="intent" value="ship" />
          <p className="font-semibold">Ship these parts now? This cannot be undone.</p>
          <ul className="my-2 text-sm">
            {review.map((l) => (
              <li key={l.orderItemId}>
                <input type="hidden" name={`qty-${l.orderItemId}`} value={l.quantity} />
                {l.quantity} × {order.items.find((i) => i.id === l.orderItemId)?.productName}
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap gap-3">
            <Button type="submit" variant="primary" disabled={busy}>
              {busy ? 'Shipping…' : 'Confirm shipment'}
            </Button>
            <Link to={`/admin/orders/${order.id}`} className={linkClass + ' self-center'}>
              Change quantities
            </Link>
          </div>
        </Form>
      ) : (
        // Keyed by what is left, so the fields start from the new quantities after a shipment.
        <Form key={open.map((i) => `${i.id}:${i.left}`).join()} method="post" className="mt-3">
          <input type="hidden" name="intent" value="review" />
          <ul className="space-y-2">
            {open.map((i) => (
              <li key={i.id}>
                <label className="flex items-center justify-between gap-3">
                  <span>
                    {i.productName} <span className="text-sm text-gray-700">({i.left} to ship)</span>
                  </span>
                  <input name={`qty-${i.id}`} type="number" min={0} max={i.left} step={1} defaultValue={i.left} className={`${inputClass} w-24`} />
                </label>
              </li>
            ))}
          </ul>
          <Button type="submit" variant="primary" className="mt-3" disabled={busy}>
            Ship…
          </Button>
        </Form>
      )}
    </section>
  );
}

export function AdminOrderView({ order, payments, result }: { order: Order; payments: Payment[]; result: ShipResult | null }) {
  return (
    <div>
      <p className="mb-2">
        <Link to="/admin/orders" className={linkClass}>
          All orders
        </Link>
      </p>
      <h1 className="text-xl font-bold">Order {order.customOrderNumber}</h1>
      <p className="text-sm text-gray-700">
        Placed {utcText(order.createdOnUtc)} · {ORDER_STATUS_LABELS[order.orderStatus]} · {SHIPPING_LABELS[order.shippingStatus]}
      </p>
      {result?.shipped && (
        <p role="status" className="mt-2 font-semibold text-green-800">
          Shipped: tracking {result.shipped.join(', ')}
        </p>
      )}
      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        <Lines order={order} />
        <div className="space-y-4">
          <ShipForm order={order} result={result} />
          <Shipments order={order} />
          <Customer order={order} />
          <Payments order={order} payments={payments} />
        </div>
      </div>
    </div>
  );
}
