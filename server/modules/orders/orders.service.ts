import { createOrdersContext } from './orders-context';
import { orderCancellation } from './orders-cancellation';
import { orderFeedback } from './orders-feedback';
import { orderFeedbackAdmin } from './orders-feedback-admin';
import { orderPlacement } from './orders-placement';
import { orderAdminWork } from './orders-admin-work';
import { orderReading } from './orders-reading';
import { orderRefundAdmin } from './orders-refund-admin';
import { orderShippingAdmin } from './orders-shipping-admin';
import { orderReturnSteps } from './orders-return-steps';
import { orderReturns } from './orders-returns';
import { orderShipments } from './orders-shipments';
import type { OrdersDeps } from './orders.types';

export type {
  FeedbackRow,
  GarageOrderItemRow,
  NewOrder,
  NewOrderItem,
  OrderedProductRow,
  OrderExtras,
  OrderItemRow,
  OrderRow,
  OrderView,
  ReturnView,
  ShipmentView,
  ShipmentEventRow,
  ReturnRequestItemRow,
  ShipmentItemRow,
} from './orders.repository';
export type {
  CancelPreview,
  FeedbackInput,
  OrderCustomers,
  OrderListFilter,
  OrdersDeps,
  OrderState,
  OrderStock,
  Page,
  ReceiveLineInput,
  ReturnInput,
  ReturnLineInput,
  Transact,
} from './orders.types';
export type { RefundBreakdown } from './orders-refunds';
export { factsOf } from './orders-common';
export { confirmationText } from './orders-placement';
export { trackingUrl } from '../shipping/shipping.service';

/**
 * Placed orders and their life after placement, one file per concern: reading (orders-reading.ts),
 * placement ports for checkout (orders-placement.ts), cancellation (orders-cancellation.ts),
 * shipments and tracking (orders-shipments.ts), return requests (orders-returns.ts), the staff's
 * return steps and refunds (orders-return-steps.ts) and feedback (orders-feedback.ts). What they
 * share (dependencies, background mail, "the customer's order") is in orders-context.ts.
 *
 * Transactions are opened here, in the service's parts, through `transact`; the repository's
 * statements run on the transaction they are handed. The placement ports run on checkout's.
 */
export function createOrdersService(deps: OrdersDeps) {
  const ctx = createOrdersContext(deps);
  return {
    ...orderReading(ctx),
    ...orderPlacement(ctx),
    /** Resolves once every confirmation e-mail under way is sent (tests, graceful shutdown). */
    whenIdle: ctx.whenIdle,
    ...orderCancellation(ctx),
    ...orderShipments(ctx),
    ...orderReturns(ctx),
    ...orderReturnSteps(ctx),
    ...orderFeedback(ctx),
    ...orderFeedbackAdmin(ctx),
    // The back office's order work (orders-admin-work.ts, orders-shipping-admin.ts, orders-refund-admin.ts).
    ...orderAdminWork(ctx),
    ...orderShippingAdmin(ctx),
    ...orderRefundAdmin(ctx),
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
