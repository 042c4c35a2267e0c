import { builder } from '../../graphql/builder';
import { productsInOrder } from '../catalog/catalog-product-loaders';
import { Product } from '../catalog/catalog-product.schema';
import { GarageItem } from '../fleet/fleet.schema';
import type { GarageOrderItemRow } from './orders.service';
import { amount } from './orders-base.schema';

// The parts bought for a fleet machine, on the machine.

const GarageOrderItem = builder.objectRef<GarageOrderItemRow>('GarageOrderItem');
builder.objectType(GarageOrderItem, {
  description: 'A part bought for a fleet machine (spec 2 §3 garage machine orderItems).',
  fields: (t) => ({
    id: t.exposeID('id'),
    orderItemGuid: t.exposeString('orderItemGuid'),
    quantity: t.exposeInt('quantity'),
    unitPriceExclTax: t.float({ resolve: (i) => amount(i.unitPriceExclTax) }),
    reference: t.exposeString('reference'),
    product: t.field({ type: Product, nullable: true, resolve: async (i, _a, ctx) => (await productsInOrder(ctx, [i.productId]))[0] ?? null }),
    order: t.field({
      type: GarageOrderRef,
      resolve: (i) => ({ id: i.orderId, createdAt: i.orderCreatedAt, clubOrderGuid: i.clubOrderGuid }),
    }),
  }),
});

const GarageOrderRef = builder.objectRef<{ id: number; createdAt: Date; clubOrderGuid: string }>('GarageOrderRef');
builder.objectType(GarageOrderRef, {
  fields: (t) => ({
    id: t.exposeID('id'),
    clubOrderGuid: t.exposeString('clubOrderGuid'),
    createdOnUtc: t.field({ type: 'DateTime', resolve: (o) => o.createdAt }),
  }),
});

builder.objectField(GarageItem, 'orderItems', (t) =>
  t.field({
    type: [GarageOrderItem],
    description: 'Parts bought for this machine, newest first.',
    resolve: (m, _a, ctx) => (ctx.viewer?.customerId === m.customerId ? ctx.services.orders.itemsForGarageMachine(m.customerId, m.id) : []),
  }),
);
