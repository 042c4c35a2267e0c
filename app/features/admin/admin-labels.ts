import type { AdminOrderEventKind, AdminOrderFilter, AdminOrderSort, OrderStatus, PaymentStatus, ShippingStatus } from '~/gql/graphql';

/** The order queue's status filter, in the order the select shows it. */
export const ADMIN_ORDER_FILTER_LABELS: Record<AdminOrderFilter, string> = {
  ALL: 'All orders',
  TO_SHIP: 'To ship',
  PENDING: 'Pending',
  PROCESSING: 'Processing',
  COMPLETE: 'Complete',
  CANCELLED: 'Cancelled',
};

export const isAdminOrderFilter = (v: string | null): v is AdminOrderFilter => v !== null && v in ADMIN_ORDER_FILTER_LABELS;

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = { PENDING: 'Pending', PROCESSING: 'Processing', COMPLETE: 'Complete', CANCELLED: 'Cancelled' };

export const SHIPPING_LABELS: Record<ShippingStatus, string> = {
  NOT_YET_SHIPPED: 'Not shipped',
  PARTIALLY_SHIPPED: 'Partly shipped',
  SHIPPED: 'Shipped',
  DELIVERED: 'Delivered',
};

export const PAYMENT_LABELS: Record<PaymentStatus, string> = {
  PENDING: 'Pending',
  AUTHORIZED: 'Authorized',
  PAID: 'Paid',
  PARTIALLY_REFUNDED: 'Partly refunded',
  REFUNDED: 'Refunded',
  VOIDED: 'Voided',
};

export const usd = (n: number) => `$${n.toFixed(2)}`;

/** A UTC timestamp as the staff read it: 2025-03-14 09:30 UTC. */
export const utcText = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

/** The order queue's orders, in the order the select shows them. */
export const ADMIN_ORDER_SORT_LABELS: Record<AdminOrderSort, string> = {
  NEWEST: 'Newest first',
  OLDEST: 'Oldest first',
  TOTAL_HIGH: 'Highest total',
  TOTAL_LOW: 'Lowest total',
};

export const isAdminOrderSort = (v: string | null): v is AdminOrderSort => v !== null && v in ADMIN_ORDER_SORT_LABELS;

/** How the order page's timeline names each kind of event. */
export const ORDER_EVENT_LABELS: Record<AdminOrderEventKind, string> = {
  PLACED: 'Placed',
  PAYMENT: 'Payment',
  SHIPPED: 'Shipped',
  DELIVERED: 'Delivered',
  CANCELLED: 'Cancelled',
  REFUND: 'Refund',
  RETURN: 'Return',
  NOTE: 'Note',
  STAFF: 'Staff',
};
