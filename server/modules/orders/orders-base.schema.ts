import DataLoader from 'dataloader';
import { builder } from '../../graphql/builder';
import type { GraphQLContext } from '../../graphql/context';
import { ORDER_STATUSES, PAYMENT_STATUSES, SHIPPING_STATUSES } from '../../../shared/enums';
import { ORDER_LIST_PERIODS, ORDER_LIST_STATUSES, CARRIERS, RETURN_REASONS, RETURN_STATUSES, TRACKING_EVENT_TYPES } from '../../../shared/order-lifecycle';
import { toApiNumber } from '../../lib/money';
import { productsInOrder } from '../catalog/catalog-product-loaders';
import { Product } from '../catalog/catalog-product.schema';
import { requireViewer } from '../auth/auth-permissions';
import type { OrderExtras, OrderItemRow, OrderState, OrderView } from './orders.service';

// The order schema's shared pieces: its enums, the order line, the per-operation loader of an
// order's shipments, returns and feedback, and the Order reference (implemented in
// orders-order.schema.ts) the shipment and return types point back to. The files register their
// types in the order orders.schema.ts imports them, which is the order schema.graphql prints.

/** An order as the checkout, thank-you and order status pages show it (spec 2 §3 Order). */
export const Order = builder.objectRef<OrderView>('Order');

/** The signed-in, registered customer's id (or an error for anyone else). */
export const registered = (ctx: GraphQLContext) => requireViewer(ctx, 'registered').customerId;

export const OrderStatus = builder.enumType('OrderStatus', { values: ORDER_STATUSES });
export const PaymentStatus = builder.enumType('PaymentStatus', { values: PAYMENT_STATUSES });
export const ShippingStatus = builder.enumType('ShippingStatus', { values: SHIPPING_STATUSES });

export const amount = (v: string) => toApiNumber(v) ?? 0;

export const OrderItem = builder.objectRef<OrderItemRow>('OrderItem');
builder.objectType(OrderItem, {
  fields: (t) => ({
    id: t.exposeID('id'),
    orderItemGuid: t.exposeString('orderItemGuid'),
    productId: t.exposeID('productId'),
    productName: t.exposeString('productName', { description: 'The name when ordered' }),
    sku: t.exposeString('sku'),
    quantity: t.exposeInt('quantity'),
    unitPriceExclTax: t.float({ resolve: (i) => amount(i.unitPriceExclTax) }),
    unitPriceInclTax: t.float({ resolve: (i) => amount(i.unitPriceInclTax) }),
    priceExclTax: t.float({ resolve: (i) => amount(i.priceExclTax) }),
    priceInclTax: t.float({ resolve: (i) => amount(i.priceInclTax) }),
    reference: t.exposeString('reference'),
    backorderedWhenOrdered: t.exposeBoolean('backorderedWhenOrdered'),
    product: t.field({
      type: Product,
      nullable: true,
      resolve: async (i, _a, ctx) => (await productsInOrder(ctx, [i.productId]))[0] ?? null,
    }),
    garageItemId: t.id({ nullable: true, description: 'The fleet machine the part was bought for.', resolve: (i) => i.garageMachineId }),
  }),
});

// One set per GraphQL operation: an order list asks for each order's shipments, returns and flags at once.
const perOperation = new WeakMap<object, DataLoader<number, OrderExtras>>();
export function extrasOf(ctx: GraphQLContext, orderId: number): Promise<OrderExtras> {
  let loader = perOperation.get(ctx);
  if (!loader) {
    loader = new DataLoader(async (ids) => {
      const byId = await ctx.services.orders.extras([...ids]);
      return ids.map((id) => byId.get(id)!);
    });
    perOperation.set(ctx, loader);
  }
  return loader.load(orderId);
}
export async function stateOf(ctx: GraphQLContext, o: OrderView): Promise<OrderState> {
  return ctx.services.orders.state(o, await extrasOf(ctx, o.id));
}

export const Carrier = builder.enumType('ShipmentCarrier', { values: CARRIERS });
export const TrackingEventType = builder.enumType('TrackingEventType', { values: TRACKING_EVENT_TYPES });
export const ReturnReason = builder.enumType('ReturnReason', { values: RETURN_REASONS });
export const ReturnStatus = builder.enumType('ReturnStatus', { values: RETURN_STATUSES });
export const OrderListStatus = builder.enumType('OrderListStatus', { values: ORDER_LIST_STATUSES });
export const OrderListPeriod = builder.enumType('OrderListPeriod', { values: ORDER_LIST_PERIODS });
export const RefundMethod = builder.enumType('RefundMethod', { values: ['VOID', 'REFUND'] as const });

export const OrderLineQuantities = builder.objectRef<OrderState['lines'][number]>('OrderLineQuantities');
builder.objectType(OrderLineQuantities, {
  fields: (t) => ({
    orderItemId: t.exposeID('orderItemId'),
    ordered: t.exposeInt('ordered'),
    shipped: t.exposeInt('shipped'),
    delivered: t.exposeInt('delivered'),
    returned: t.exposeInt('returned'),
    returnable: t.exposeInt('returnable'),
  }),
});
