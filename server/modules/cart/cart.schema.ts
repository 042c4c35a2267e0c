import { builder, mutationGroup, V1Query } from '../../graphql/builder';
import type { GraphQLContext } from '../../graphql/context';
import { toApiNumber } from '../../lib/money';
import { requireViewer } from '../auth/auth-permissions';
import { productLoaders } from '../catalog/catalog-product-loaders';
import { Product } from '../catalog/catalog-product.schema';
import { Quote, QuoteMutations } from '../quotes/quotes.schema';
import type { AppliedDiscountView, CartGroupView, CartItemView, CartView, ShippingMethodView } from './cart-view';

const viewerId = (ctx: GraphQLContext) => ctx.viewer?.customerId ?? null;
const customer = (ctx: GraphQLContext) => requireViewer(ctx, 'guest').customerId;
const amount = (v: string) => toApiNumber(v) ?? 0;

const CartDestination = builder.objectRef<CartView['destination']>('CartDestination');
builder.objectType(CartDestination, {
  fields: (t) => ({
    city: t.exposeString('city'),
    countryId: t.exposeID('countryId', { nullable: true }),
    postalCode: t.exposeString('postalCode'),
    provinceId: t.exposeID('provinceId', { nullable: true }),
  }),
});

export const CartItem = builder.objectRef<CartItemView>('ShoppingCartItem');
builder.objectType(CartItem, {
  fields: (t) => ({
    id: t.exposeID('id'),
    quantity: t.exposeInt('quantity'),
    reference: t.exposeString('reference'),
    backordered: t.exposeBoolean('backordered'),
    price: t.float({ nullable: true, description: 'Unit price in USD (up to 4 decimals): the quote’s price on a quote line; null when the part has none.', resolve: (i) => toApiNumber(i.price) }),
    quoteId: t.exposeID('quoteId', { nullable: true }),
    shoppingCartTypeId: t.exposeInt('shoppingCartTypeId'),
    warnings: t.exposeStringList('warnings', { description: 'What changed since the line was added (price, stock, availability).' }),
    product: t.field({ type: Product, nullable: true, description: 'Null when the part is no longer published.', resolve: (i, _a, ctx) => productLoaders(ctx).rows.load(i.productId) }),
  }),
});

export const ShippingMethod = builder.objectRef<ShippingMethodView>('ShippingMethod');
builder.objectType(ShippingMethod, {
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    price: t.float({ description: 'USD, 2 decimals', resolve: (m) => amount(m.price) }),
    eta: t.exposeString('eta'),
    selected: t.exposeBoolean('selected'),
  }),
});

const ProductGroup = builder.objectRef<CartGroupView>('ShoppingCartProductGroup');
builder.objectType(ProductGroup, {
  fields: (t) => ({
    shippingProfileId: t.exposeID('shippingProfileId'),
    vendorId: t.id({ description: '0 when the parts have no vendor', resolve: (g) => g.vendorId ?? 0 }),
    warehouseId: t.id({ description: '0 when the parts have no warehouse', resolve: (g) => g.warehouseId ?? 0 }),
    backordered: t.exposeBoolean('backordered'),
    shoppingCartItemId: t.exposeID('shoppingCartItemId'),
    items: t.field({ type: [CartItem], resolve: (g) => g.items }),
    shippingMethods: t.field({ type: [ShippingMethod], resolve: (g) => g.shippingMethods }),
  }),
});

export const AppliedDiscount = builder.objectRef<AppliedDiscountView>('AppliedDiscount');
builder.objectType(AppliedDiscount, {
  fields: (t) => ({
    name: t.exposeString('name'),
    couponCode: t.exposeString('couponCode'),
    discountAmount: t.float({ description: 'USD, 2 decimals; only the first applied discount counts', resolve: (d) => amount(d.discountAmount) }),
    discountType: t.exposeString('discountType', { description: 'ORDER_SUB_TOTAL, ORDER_TOTAL, MANUFACTURERS, CATEGORIES, SKUS or SHIPPING' }),
  }),
});

const CartTotals = builder.objectRef<CartView['totals']>('ShoppingCartTotals');
builder.objectType(CartTotals, {
  description: 'The server’s own totals (USD, half-even to 2 decimals); checkout recomputes them when the order is placed.',
  fields: (t) => ({
    subtotal: t.float({ resolve: (x) => amount(x.subtotal) }),
    discount: t.float({ resolve: (x) => amount(x.discount) }),
    shipping: t.float({ resolve: (x) => amount(x.shipping) }),
    shippingDiscount: t.float({ resolve: (x) => amount(x.shippingDiscount) }),
    itemTax: t.float({ resolve: (x) => amount(x.itemTax) }),
    shippingTax: t.float({ resolve: (x) => amount(x.shippingTax) }),
    tax: t.float({ resolve: (x) => amount(x.tax) }),
    total: t.float({ resolve: (x) => amount(x.total) }),
  }),
});

export const ShoppingCart = builder.objectRef<CartView>('ShoppingCart');
builder.objectType(ShoppingCart, {
  fields: (t) => ({
    destination: t.field({ type: CartDestination, resolve: (c) => c.destination }),
    errors: t.exposeStringList('errors'),
    warnings: t.exposeStringList('warnings'),
    estimatedItemTaxRate: t.float({ description: 'A fraction: 0.0825 is 8.25 %', resolve: (c) => c.itemTaxRate.toDecimalPlaces(6).toNumber() }),
    estimatedShippingTaxRate: t.float({ description: 'A fraction of the shipping charge', resolve: (c) => c.shippingTaxRate.toDecimalPlaces(6).toNumber() }),
    itemCount: t.int({ description: 'Units in the cart (not saved for later)', resolve: (c) => c.items.reduce((n, i) => n + i.quantity, 0) }),
    poNumber: t.exposeString('poNumber'),
    appliedDiscounts: t.field({ type: [AppliedDiscount], resolve: (c) => c.appliedDiscounts }),
    productGroups: t.field({ type: [ProductGroup], resolve: (c) => c.groups }),
    savedForLaterItems: t.field({ type: [CartItem], resolve: (c) => c.savedForLater }),
    totals: t.field({ type: CartTotals, resolve: (c) => c.totals }),
    canOrder: t.boolean({ description: 'False while something blocks checkout (empty, unavailable part, no shipping, expired quote, a quote made for another customer, zero total).', resolve: (c) => c.canOrder }),
    quoteGuid: t.string({ nullable: true, resolve: (c) => c.quote?.guid ?? null }),
    quote: t.field({ type: Quote, nullable: true, resolve: (c) => c.quote }),
  }),
});

builder.objectFields(V1Query, (t) => ({
  shoppingCart: t.field({
    type: ShoppingCart,
    description: 'My cart, or with quoteGuid the read-only cart of that quote (empty without a session).',
    args: { quoteGuid: t.arg.string() },
    resolve: (_r, args, ctx) => ctx.services.cart.cart(viewerId(ctx), args.quoteGuid),
  }),
  appliedDiscounts: t.field({
    type: [AppliedDiscount],
    args: { quoteGuid: t.arg.string() },
    resolve: (_r, args, ctx) => ctx.services.cart.appliedDiscounts(viewerId(ctx), args.quoteGuid),
  }),
  shippingMethods: t.field({
    type: [ShippingMethod],
    description: 'The shipping methods of one group of my cart at a destination (the cart’s destination when no country is given).',
    args: {
      countryId: t.arg.id(),
      stateProvinceId: t.arg.id(),
      postalCode: t.arg.string(),
      quoteGuid: t.arg.string(),
      warehouseId: t.arg.id(),
      vendorId: t.arg.id(),
      shippingProfileId: t.arg.id(),
      backordered: t.arg.boolean(),
    },
    resolve: (_r, args, ctx) => ctx.services.cart.shippingMethods(viewerId(ctx), args),
  }),
}));

/** The `cart` mutation group; checkout adds placeOrder and placeOrderExternalPayment to it. */
export const CartMutations = mutationGroup('cart', 'CartMutations');
builder.objectFields(CartMutations, (t) => ({
  add: t.field({
    type: ShoppingCart,
    args: { productId: t.arg.id({ required: true }), shoppingCartTypeId: t.arg.int(), qty: t.arg.int(), quoteGuid: t.arg.string() },
    resolve: (_r, args, ctx) => ctx.services.cart.add(customer(ctx), args),
  }),
  remove: t.field({
    type: ShoppingCart,
    args: { shoppingCartItemId: t.arg.id({ required: true }), shoppingCartTypeId: t.arg.int() },
    resolve: (_r, args, ctx) => ctx.services.cart.remove(customer(ctx), args),
  }),
  changeQuantity: t.field({
    type: ShoppingCart,
    args: { shoppingCartItemId: t.arg.id({ required: true }), shoppingCartTypeId: t.arg.int(), qty: t.arg.int({ required: true }) },
    resolve: (_r, args, ctx) => ctx.services.cart.changeQuantity(customer(ctx), args),
  }),
  saveForLater: t.field({
    type: ShoppingCart,
    args: { shoppingCartItemId: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => ctx.services.cart.saveForLater(customer(ctx), args),
  }),
  moveToCart: t.field({
    type: ShoppingCart,
    args: { shoppingCartItemId: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => ctx.services.cart.moveToCart(customer(ctx), args),
  }),
  setLineReference: t.field({
    type: ShoppingCart,
    args: { shoppingCartItemId: t.arg.id({ required: true }), reference: t.arg.string(), shoppingCartTypeId: t.arg.int(), quoteGuid: t.arg.string() },
    resolve: (_r, args, ctx) => ctx.services.cart.setLineReference(customer(ctx), args),
  }),
  setDestination: t.field({
    type: ShoppingCart,
    args: { countryId: t.arg.id(), stateProvinceId: t.arg.id(), postalCode: t.arg.string(), quoteGuid: t.arg.string() },
    resolve: (_r, args, ctx) => ctx.services.cart.setDestination(customer(ctx), args),
  }),
  setPoNumber: t.field({
    type: ShoppingCart,
    description: 'The purchase order number shown at checkout (50 characters at most); empty clears it.',
    args: { poNumber: t.arg.string(), quoteGuid: t.arg.string() },
    resolve: (_r, args, ctx) => ctx.services.cart.setPoNumber(customer(ctx), args),
  }),
  addCoupon: t.field({
    type: ShoppingCart,
    args: { couponCode: t.arg.string(), quoteGuid: t.arg.string() },
    description: 'Applies a coupon code. Unknown codes are limited per customer and per address (429 RATE_LIMITED with Retry-After).',
    resolve: (_r, args, ctx) => ctx.services.cart.addCoupon(customer(ctx), args, ctx.ip),
  }),
  removeCoupon: t.field({
    type: ShoppingCart,
    args: { couponCode: t.arg.string(), quoteGuid: t.arg.string() },
    resolve: (_r, args, ctx) => ctx.services.cart.removeCoupon(customer(ctx), args),
  }),
  setSelectedShippingMethod: t.field({
    type: ShoppingCart,
    args: {
      countryId: t.arg.id(),
      provinceId: t.arg.id(),
      postalCode: t.arg.string(),
      warehouseId: t.arg.id(),
      vendorId: t.arg.id(),
      shippingProfileId: t.arg.id(),
      backordered: t.arg.boolean(),
      selectedShippingMethodId: t.arg.id(),
      quoteGuid: t.arg.string(),
      shoppingCartItemId: t.arg.id(),
    },
    resolve: (_r, args, ctx) => ctx.services.cart.setSelectedShippingMethod(customer(ctx), args),
  }),
}));

builder.objectFields(QuoteMutations, (t) => ({
  accessQuoteAndConvertToCart: t.field({
    type: ShoppingCart,
    description: 'Opens the quote of the link as my read-only cart, with the quote’s prices.',
    args: { quoteGuid: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => ctx.services.cart.accessQuote(customer(ctx), args.quoteGuid),
  }),
}));
