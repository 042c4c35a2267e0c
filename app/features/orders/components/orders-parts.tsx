import clsx from 'clsx';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { OrderAddressFieldsFragment, OrderStatus, PaymentStatus, ReturnStatus, ShippingStatus, TrackingEventType } from '~/gql/graphql';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** A date the customer reads ("Nov 25, 2026"); empty for none. */
export const formatDate = (iso: string | null | undefined) => (iso ? dateFormat.format(new Date(iso)) : '');
export const formatDateTime = (iso: string | null | undefined) => (iso ? dateTimeFormat.format(new Date(iso)) : '');

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  PENDING: 'Payment pending',
  AUTHORIZED: 'Payment authorised',
  PAID: 'Paid',
  PARTIALLY_REFUNDED: 'Partially refunded',
  REFUNDED: 'Refunded',
  VOIDED: 'Payment voided',
};

export const SHIPPING_STATUS_LABELS: Record<ShippingStatus, string> = {
  NOT_YET_SHIPPED: 'Not yet shipped',
  PARTIALLY_SHIPPED: 'Partially shipped',
  SHIPPED: 'Shipped',
  DELIVERED: 'Delivered',
};

export const RETURN_STATUS_LABELS: Record<ReturnStatus, string> = {
  REQUESTED: 'Requested',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
  RECEIVED: 'Received',
  REFUNDED: 'Refunded',
};

export const TRACKING_STEPS: TrackingEventType[] = ['LABEL_CREATED', 'PICKED_UP', 'IN_TRANSIT', 'OUT_FOR_DELIVERY', 'DELIVERED'];

/** One line that says where the order stands, the way a customer asks it: cancelled, delivered, on its way… */
export function orderStateText(o: { orderStatus: OrderStatus; shippingStatus: ShippingStatus; paymentStatus: PaymentStatus }): string {
  if (o.orderStatus === 'CANCELLED') return 'Cancelled';
  if (o.paymentStatus === 'REFUNDED') return `${SHIPPING_STATUS_LABELS[o.shippingStatus]}, refunded`;
  return SHIPPING_STATUS_LABELS[o.shippingStatus];
}

export function StateBadge({ tone, children }: { tone: 'neutral' | 'good' | 'warn' | 'bad'; children: ReactNode }) {
  return (
    <span
      className={clsx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-semibold',
        tone === 'good' && 'bg-green-100 text-green-900',
        tone === 'warn' && 'bg-amber-100 text-amber-900',
        tone === 'bad' && 'bg-red-100 text-red-900',
        tone === 'neutral' && 'bg-gray-100 text-gray-900',
      )}
    >
      {children}
    </span>
  );
}

export function OrderStateBadge({ order }: { order: Parameters<typeof orderStateText>[0] }) {
  const tone = order.orderStatus === 'CANCELLED' ? 'bad' : order.shippingStatus === 'DELIVERED' ? 'good' : order.shippingStatus === 'NOT_YET_SHIPPED' ? 'neutral' : 'warn';
  return <StateBadge tone={tone}>{orderStateText(order)}</StateBadge>;
}

export function NotFoundNote({ what, back, backLabel }: { what: string; back: string; backLabel: string }) {
  return (
    <div className="rounded-lg border border-dashed border-gray-400 p-8 text-center">
      <p className="text-lg font-semibold">{what}</p>
      <p className="mt-2">
        <Link to={back} className="font-semibold text-blue-800 underline">
          {backLabel}
        </Link>
      </p>
    </div>
  );
}

export function AddressBlock({ address }: { address: OrderAddressFieldsFragment }) {
  const a = address;
  return (
    <address className="not-italic leading-relaxed">
      {[a.firstName, a.lastName].filter(Boolean).join(' ')}
      {a.company && <br />}
      {a.company}
      <br />
      {a.address1}
      {a.address2 && (
        <>
          <br />
          {a.address2}
        </>
      )}
      <br />
      {[a.city, a.stateProvince?.abbreviation, a.zipPostalCode].filter(Boolean).join(', ')}
      {a.country && (
        <>
          <br />
          {a.country.name}
        </>
      )}
      {a.phoneNumber && (
        <>
          <br />
          {a.phoneNumber}
        </>
      )}
    </address>
  );
}

export function Thumb({ picture, size = 64 }: { picture: { thumbnailUrl: string; altAttribute: string } | undefined; size?: number }) {
  if (!picture) return <span aria-hidden="true" className="block shrink-0 rounded bg-gray-100" style={{ width: size, height: size }} />;
  return <img src={picture.thumbnailUrl} alt={picture.altAttribute} width={size} height={size} loading="lazy" className="shrink-0 rounded border border-gray-200 object-contain" />;
}

