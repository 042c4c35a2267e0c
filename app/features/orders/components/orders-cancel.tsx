import { Link } from 'react-router';
import { formatPrice } from '~/lib/money';
import type { CancelPreviewQuery } from '~/gql/graphql';
import type { OrderDetail, OrderSummary } from '../api/orders-api';
import { ConfirmDialog } from './orders-confirm-dialog';
import { formatDate, NotFoundNote, PAYMENT_STATUS_LABELS, Thumb } from './orders-parts';
import { paymentText } from './orders-order-detail';
import { Button, linkClass } from '~/components/button';

/** /account/cancel: the orders that can still be cancelled (nothing shipped yet). */
export function CancellableOrders({ orders }: { orders: OrderSummary[] }) {
  const open = orders.filter((o) => o.canCancelOrder);
  if (open.length === 0) return <NotFoundNote what="No orders can be cancelled: every open order has shipped." back="/account/orders" backLabel="Your Orders" />;
  return (
    <ul className="mt-4 space-y-3">
      {open.map((o) => (
        <li key={o.id} className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-gray-300 p-4">
          <span>
            Order <span className="font-semibold">{o.customOrderNumber}</span>, placed {formatDate(o.createdOnUtc)}, {formatPrice(o.orderTotal)}
          </span>
          <Link to={`/account/cancel/${o.id}`} className={linkClass}>
            Cancel order<span className="sr-only"> {o.customOrderNumber}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** /account/cancel/{id}: what cancelling gives back, then the confirmed cancel (the page's action) and its result. */
export function CancelOrder({ preview }: { preview: CancelPreviewQuery['v1']['cancelPreview'] | null }) {
  if (!preview) return <NotFoundNote what="We could not find this order in your account." back="/account/orders" backLabel="Your Orders" />;
  const { order } = preview;
  if (order.orderStatus === 'CANCELLED') return <Cancelled order={order} />;
  return (
    <div className="space-y-6">
      <p>
        Order <span className="font-semibold">{order.customOrderNumber}</span>, placed {formatDate(order.createdOnUtc)}
      </p>
      <ul className="divide-y divide-gray-200 rounded-lg border border-gray-300">
        {order.items.map((i) => (
          <li key={i.id} className="flex items-center gap-3 p-3">
            <Thumb picture={i.product?.pictures[0]} size={48} />
            <span className="min-w-0 flex-1 break-words">
              {i.productName} × {i.quantity}
            </span>
            <span className="font-semibold">{formatPrice(i.priceExclTax)}</span>
          </li>
        ))}
      </ul>
      {preview.canCancel ? (
        <>
          <section aria-labelledby="cancel-refund" className="rounded-lg bg-gray-50 p-4">
            <h2 id="cancel-refund" className="text-lg font-bold">
              What you get back
            </h2>
            <p className="mt-1 text-2xl font-bold">{formatPrice(preview.refundAmount)}</p>
            <p>
              {preview.refundMethod === 'VOID'
                ? `Your ${paymentText(order)} was not charged yet: the authorisation is released, nothing is taken.`
                : `Refunded to your ${paymentText(order)}; banks take 3 to 5 business days to show it.`}
            </p>
          </section>
          <ConfirmDialog
            title={`Cancel order ${order.customOrderNumber}?`}
            confirmLabel="Cancel order"
            busyLabel="Cancelling…"
            trigger={
              <Button variant="danger" size="fit">
                Cancel this order
              </Button>
            }
            intent="cancel"
          >
            <p>{order.items.length === 1 ? 'The part on it is' : `All ${order.items.length} parts on it are`} cancelled. This cannot be undone.</p>
            <p>
              {formatPrice(preview.refundAmount)} {preview.refundMethod === 'VOID' ? 'will not be charged' : 'will be refunded'} to your {paymentText(order)}.
            </p>
          </ConfirmDialog>
        </>
      ) : (
        <div className="space-y-2">
          <p role="alert" className="font-semibold">
            {preview.reason || 'This order can no longer be cancelled.'}
          </p>
          {order.canRequestReturn && (
            <Link to={`/account/rma?orderId=${order.id}`} className={linkClass}>
              Return items instead
            </Link>
          )}
        </div>
      )}
    </div>
  );
}

function Cancelled({ order }: { order: OrderDetail }) {
  return (
    <div className="space-y-3" role="status">
      <p className="text-lg font-semibold">Order {order.customOrderNumber} is cancelled.</p>
      <p>
        {order.paymentStatus === 'VOIDED'
          ? `Nothing was charged: the ${formatPrice(order.refundedAmount > 0 ? order.refundedAmount : order.orderTotal)} held on your ${paymentText(order)} is released.`
          : order.refundedAmount > 0
            ? `${formatPrice(order.refundedAmount)} refunded to your ${paymentText(order)}.`
            : `Nothing was charged: ${PAYMENT_STATUS_LABELS[order.paymentStatus].toLowerCase()}.`}
      </p>
      <p>
        <Link to={`/account/order/${order.id}`} className={linkClass}>
          View the order
        </Link>
      </p>
    </div>
  );
}
