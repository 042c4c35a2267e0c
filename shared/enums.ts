// The spec's enumerations and the store's fixed codes: pure values that the browser and the
// server (GraphQL enums, database columns, rules) share. No imports: anything may import this.

/** Availability statuses of spec 2 §3, stored as text. */
export const AVAILABILITY_STATUSES = [
  'BUILD_TO_ORDER',
  'CALL_FOR_PRICE',
  'CALL_TO_ORDER',
  'CAN_BACKORDER',
  'CONTACT_SELLER',
  'DISCONTINUED',
  'DROP_SHIP',
  'IN_STOCK',
  'LOW_STOCK',
  'NOT_AVAILABLE',
  'PREORDER',
] as const;
export type AvailabilityStatus = (typeof AVAILABILITY_STATUSES)[number];

/** Shopping cart type ids: 1 is the cart (spec 2 §9), 2 the saved-for-later list. */
export const CART_TYPE_CART = 1;
export const CART_TYPE_SAVED_FOR_LATER = 2;

/** Discount assignments of spec 2 §3 (enumerations). */
export const DISCOUNT_TYPES = ['ORDER_SUB_TOTAL', 'ORDER_TOTAL', 'MANUFACTURERS', 'CATEGORIES', 'SKUS', 'SHIPPING'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

/** Order-like statuses of spec 2 §3; payment and shipping statuses are ours (the spec does not show them). */
export const ORDER_STATUSES = ['PENDING', 'PROCESSING', 'COMPLETE', 'CANCELLED'] as const;
export const PAYMENT_STATUSES = ['PENDING', 'AUTHORIZED', 'PAID', 'PARTIALLY_REFUNDED', 'REFUNDED', 'VOIDED'] as const;
export const SHIPPING_STATUSES = ['NOT_YET_SHIPPED', 'PARTIALLY_SHIPPED', 'SHIPPED', 'DELIVERED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export type ShippingStatus = (typeof SHIPPING_STATUSES)[number];

/** Payment method types of spec 2 §3. */
export const PAYMENT_TYPES = ['CREDIT_CARD', 'PAY_PAL', 'GOOGLE_PAY', 'APPLE_PAY'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** Rig statuses of spec 2 §3. */
export const RIG_STATUSES = ['IN_SERVICE', 'NEEDS_REPAIR', 'DECOMMISSIONED'] as const;
export type RigStatus = (typeof RIG_STATUSES)[number];

/** Role names as the token service reports them in user_info.roles. */
export const ROLE_GUESTS = 'Guests';
export const ROLE_REGISTERED = 'Registered';
export const ROLE_ADMINISTRATORS = 'Administrators';
/** Store staff: the day's work queues, without prices, customers' security or staff management. */
export const ROLE_STAFF = 'Staff';
