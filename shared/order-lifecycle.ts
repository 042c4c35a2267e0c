// The after-sale states of an order that the browser and the server share: shipments, tracking,
// returns and feedback. The order, payment and shipping statuses themselves are in enums.ts;
// which moves between them are allowed is the server's (server/modules/orders/orders-lifecycle.ts).

/** Carriers a shipment may go with; freight is a truck line (LTL) with its own PRO number. */
export const CARRIERS = ['UPS', 'FEDEX', 'USPS', 'FREIGHT'] as const;
export type Carrier = (typeof CARRIERS)[number];

export const CARRIER_NAMES: Record<Carrier, string> = { UPS: 'UPS', FEDEX: 'FedEx', USPS: 'USPS', FREIGHT: 'Freight (LTL)' };

/** Tracking events, in the order a parcel normally meets them; EXCEPTION may come at any point. */
export const TRACKING_EVENT_TYPES = ['LABEL_CREATED', 'PICKED_UP', 'IN_TRANSIT', 'OUT_FOR_DELIVERY', 'DELIVERED', 'EXCEPTION'] as const;
export type TrackingEventType = (typeof TRACKING_EVENT_TYPES)[number];

export const TRACKING_EVENT_LABELS: Record<TrackingEventType, string> = {
  LABEL_CREATED: 'Label created',
  PICKED_UP: 'Picked up',
  IN_TRANSIT: 'In transit',
  OUT_FOR_DELIVERY: 'Out for delivery',
  DELIVERED: 'Delivered',
  EXCEPTION: 'Delivery exception',
};

/** Why a customer sends parts back. OTHER asks for a text. */
export const RETURN_REASONS = ['WRONG_PART', 'DOES_NOT_FIT', 'DAMAGED', 'DEFECTIVE', 'NO_LONGER_NEEDED', 'OTHER'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

export const RETURN_REASON_LABELS: Record<ReturnReason, string> = {
  WRONG_PART: 'Wrong part was sent',
  DOES_NOT_FIT: 'Does not fit my machine',
  DAMAGED: 'Arrived damaged',
  DEFECTIVE: 'Defective or does not work',
  NO_LONGER_NEEDED: 'No longer needed',
  OTHER: 'Other reason',
};

/** Reasons where the store was at fault: the return refunds the shipping too, and the store pays the return label. */
export const STORE_AT_FAULT_REASONS: readonly ReturnReason[] = ['WRONG_PART', 'DAMAGED', 'DEFECTIVE'];

export const RETURN_STATUSES = ['REQUESTED', 'APPROVED', 'REJECTED', 'RECEIVED', 'REFUNDED'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** Days after delivery during which a return may be requested. */
export const RETURN_WINDOW_DAYS = 30;

/** The order list's filters (spec 1 §2 /account/orders/{filter}). */
export const ORDER_LIST_STATUSES = ['ALL', 'OPEN', 'CANCELLED', 'RETURNS'] as const;
export type OrderListStatus = (typeof ORDER_LIST_STATUSES)[number];
export const ORDER_LIST_PERIODS = ['ANY', 'LAST_30_DAYS', 'PAST_3_MONTHS', 'YEAR'] as const;
export type OrderListPeriod = (typeof ORDER_LIST_PERIODS)[number];
