import { builder, V1Query } from '../../graphql/builder';
import { ORDER_STATUSES, PAYMENT_STATUSES, SHIPPING_STATUSES } from '../../../shared/enums';
import type { OrderDiscount, OrderShippingMethod } from '../../../shared/orders';
import { toApiNumber } from '../../lib/money';
import { productsInOrder } from '../catalog/catalog-product-loaders';
import { Product } from '../catalog/catalog-product.schema';
import { Address, PaymentMethodType } from '../account/account.schema';
import type { OrderItemRow, OrderView } from './orders.repository';

const OrderStatus = builder.enumType('OrderStatus', { values: ORDER_STATUSES });
const PaymentStatus = builder.enumType('PaymentStatus', { values: PAYMENT_STATUSES });
const ShippingStatus = builder.enumType('ShippingStatus', { values: SHIPPING_STATUSES });

const amount = (v: string) => toApiNumber(v) ?? 0;

const OrderItem = builder.objectRef<OrderItemRow>('OrderItem');
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
  }),
});

const OrderShippingMethodType = builder.objectRef<OrderShippingMethod>('OrderShippingMethod');
builder.objectType(OrderShippingMethodType, {
  fields: (t) => ({
    groupKey: t.exposeString('groupKey'),
    id: t.exposeString('methodId'),
    name: t.exposeString('name'),
    price: t.float({ resolve: (m) => amount(m.price) }),
    eta: t.exposeString('eta'),
  }),
});

const UsedDiscount = builder.objectRef<OrderDiscount>('OrderUsedDiscount');
builder.objectType(UsedDiscount, {
  fields: (t) => ({
    name: t.exposeString('name'),
    couponCode: t.exposeString('couponCode'),
    discountType: t.exposeString('discountType'),
    discountAmount: t.float({ resolve: (d) => amount(d.amount) }),
  }),
});

/** An order as the checkout, thank-you and order status pages show it (spec 2 §3 Order). */
export const Order = builder.objectRef<OrderView>('Order');
builder.objectType(Order, {
  fields: (t) => ({
    id: t.exposeID('id'),
    customerId: t.exposeID('customerId'),
    isGuestOrder: t.exposeBoolean('isGuestOrder'),
    canRegister: t.exposeBoolean('canRegister', { description: 'A guest may create an account with upgradeguestfororder.' }),
    // Cancellation and returns are not offered online yet; the flags say so until they are.
    canRequestReturn: t.boolean({ resolve: () => false }),
    canCancelOrder: t.boolean({ resolve: () => false }),
    email: t.exposeString('email'),
    billingAddress: t.field({ type: Address, resolve: (o) => o.billingAddress }),
    shippingAddress: t.field({ type: Address, resolve: (o) => o.shippingAddress }),
    createdOnUtc: t.field({ type: 'DateTime', resolve: (o) => o.createdAt }),
    customOrderNumber: t.exposeString('customOrderNumber'),
    clubOrderGuid: t.exposeString('clubOrderGuid'),
    orderGuid: t.exposeString('orderGuid'),
    estArrivalDate: t.field({ type: 'DateTime', nullable: true, resolve: (o) => o.estArrivalDate }),
    purchaseOrder: t.exposeString('purchaseOrder'),
    orderStatus: t.field({ type: OrderStatus, resolve: (o) => o.orderStatus }),
    paymentStatus: t.field({ type: PaymentStatus, resolve: (o) => o.paymentStatus }),
    shippingStatus: t.field({ type: ShippingStatus, resolve: (o) => o.shippingStatus }),
    shippingMethod: t.string({ description: 'The shipping methods chosen, by name', resolve: (o) => [...new Set(o.shippingMethods.map((m) => m.name))].join(', ') }),
    shippingMethods: t.field({ type: [OrderShippingMethodType], resolve: (o) => o.shippingMethods }),
    orderSubtotalExclTax: t.float({ resolve: (o) => amount(o.subtotalExclTax) }),
    orderSubtotalInclTax: t.float({ resolve: (o) => amount(o.subtotalInclTax) }),
    orderSubTotalDiscountExclTax: t.float({ resolve: (o) => amount(o.subtotalDiscountExclTax) }),
    orderSubTotalDiscountInclTax: t.float({ resolve: (o) => amount(o.subtotalDiscountInclTax) }),
    orderShippingExclTax: t.float({ resolve: (o) => amount(o.shippingExclTax) }),
    orderShippingInclTax: t.float({ resolve: (o) => amount(o.shippingInclTax) }),
    orderShippingDiscount: t.float({ resolve: (o) => amount(o.shippingDiscount) }),
    orderTax: t.float({ resolve: (o) => amount(o.orderTax) }),
    orderTotal: t.float({ resolve: (o) => amount(o.orderTotal) }),
    usedDiscounts: t.field({ type: [UsedDiscount], resolve: (o) => o.usedDiscounts }),
    paymentType: t.field({ type: PaymentMethodType, resolve: (o) => o.paymentType }),
    cardName: t.exposeString('cardName'),
    cardType: t.exposeString('cardType'),
    maskedCreditCardNumber: t.exposeString('maskedCreditCardNumber'),
    items: t.field({ type: [OrderItem], resolve: (o) => o.items }),
    orderItems: t.field({ type: [OrderItem], description: 'Same as items (spec 1 name).', resolve: (o) => o.items }),
  }),
});

builder.objectFields(V1Query, (t) => ({
  order: t.field({
    type: Order,
    nullable: true,
    description: 'An order by its club order guid: the thank-you and order status pages, open to guests.',
    args: { clubOrderGuid: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => ctx.services.orders.byClubOrderGuid(args.clubOrderGuid),
  }),
}));
