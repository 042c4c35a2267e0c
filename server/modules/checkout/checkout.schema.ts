import { builder } from '../../graphql/builder';
import type { GraphQLContext } from '../../graphql/context';
import { invalid } from '../../lib/errors';
import { AddressInput, PaymentMethodType } from '../account/account.schema';
import { isGuestViewer, requireViewer } from '../auth/auth-permissions';
import { CartMutations } from '../cart/cart.schema';
import { Order } from '../orders/orders.schema';

const CheckoutCartInput = builder.inputType('CheckoutCartInput', {
  description: 'Which cart is ordered and what the customer saw of it.',
  fields: (t) => ({
    quoteGuid: t.string({ description: 'Orders the cart of this quote instead of the ordinary cart.' }),
    poNumber: t.string({ description: 'Purchase order number, up to 50 characters.' }),
    expectedTotal: t.string({ description: 'The total shown to the customer (e.g. "123.45"); placement refuses when the server total differs.' }),
  }),
});

const IDEMPOTENCY_KEY = 'One per checkout attempt (8-100 of A-Z a-z 0-9 _ -): a retry or double click with the same key returns the same order, charged once.';

async function emailOf(ctx: GraphQLContext): Promise<string | null> {
  const account = await ctx.services.auth.viewerAccount(ctx.viewer);
  return account?.email || null;
}

builder.objectFields(CartMutations, (t) => ({
  placeOrder: t.field({
    type: Order,
    description: 'A registered customer orders the cart with a saved shipping address and payment method.',
    args: {
      shippingAddressId: t.arg.id({ required: true }),
      paymentMethodId: t.arg.id({ required: true }),
      cart: t.arg({ type: CheckoutCartInput }),
      email: t.arg.string(),
      deviceData: t.arg.string(),
      captchaResponse: t.arg.string(),
      idempotencyKey: t.arg.string({ description: IDEMPOTENCY_KEY }),
    },
    resolve: async (_r, args, ctx) => {
      const viewer = requireViewer(ctx, 'registered');
      return ctx.services.checkout.placeOrder({
        customerId: viewer.customerId,
        isGuest: false,
        idempotencyKey: args.idempotencyKey,
        cart: args.cart,
        email: args.email,
        accountEmail: await emailOf(ctx),
        deviceData: args.deviceData,
        ip: ctx.ip,
        shippingAddressId: args.shippingAddressId,
        paymentMethodId: args.paymentMethodId,
      });
    },
  }),
  placeOrderExternalPayment: t.field({
    type: Order,
    description: 'Orders the cart with a nonce from the card fields or a wallet and typed addresses (guests too).',
    args: {
      email: t.arg.string(),
      nonce: t.arg.string({ required: true }),
      shippingAddress: t.arg({ type: AddressInput, required: true }),
      billingAddress: t.arg({ type: AddressInput }),
      cart: t.arg({ type: CheckoutCartInput }),
      deviceData: t.arg.string(),
      paymentType: t.arg({ type: PaymentMethodType }),
      captchaResponse: t.arg.string(),
      idempotencyKey: t.arg.string({ description: IDEMPOTENCY_KEY }),
    },
    resolve: async (_r, args, ctx) => {
      const viewer = requireViewer(ctx, 'guest');
      const email = args.email ?? (await emailOf(ctx));
      if (!email) throw invalid('Enter your e-mail address.');
      return ctx.services.checkout.placeOrderExternalPayment({
        customerId: viewer.customerId,
        isGuest: isGuestViewer(viewer),
        idempotencyKey: args.idempotencyKey,
        cart: args.cart,
        email,
        deviceData: args.deviceData,
        ip: ctx.ip,
        nonce: args.nonce,
        paymentType: args.paymentType,
        shippingAddress: args.shippingAddress,
        billingAddress: args.billingAddress,
      });
    },
  }),
}));
