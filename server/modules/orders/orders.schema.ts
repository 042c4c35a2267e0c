// The customer's order schema, registered by server/graphql/schema.ts through this file. The parts
// are imported in the order their types are registered, which is the order schema.graphql prints.
import './orders-base.schema';
import './orders-shipments.schema';
import './orders-returns.schema';
import './orders-order.schema';
import './orders-garage.schema';
import './orders-account.schema';
import './orders-mutations.schema';

export { Order, ReturnReason } from './orders-base.schema';
export { Shipment } from './orders-shipments.schema';
export { ReturnRequest } from './orders-returns.schema';
export { OrderFeedback } from './orders-order.schema';
