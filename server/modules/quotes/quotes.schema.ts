import { builder, mutationGroup, V1Query } from '../../graphql/builder';
import { toApiNumber } from '../../lib/money';
import { requireStaff } from '../auth/auth-permissions';
import { productLoaders } from '../catalog/catalog-product-loaders';
import { Product } from '../catalog/catalog-product.schema';
import type { QuoteItemRow, QuoteRow } from './quotes.service';

const QuoteItem = builder.objectRef<QuoteItemRow>('QuoteItem');
builder.objectType(QuoteItem, {
  fields: (t) => ({
    id: t.exposeID('id'),
    productId: t.exposeID('productId'),
    quantity: t.exposeInt('quantity'),
    price: t.float({ description: 'Quoted unit price, USD', resolve: (i) => toApiNumber(i.price) ?? 0 }),
    shippingPrice: t.float({ description: 'Quoted shipping for the whole line, USD', resolve: (i) => toApiNumber(i.shippingPrice) ?? 0 }),
    reference: t.exposeString('reference'),
    product: t.field({ type: Product, nullable: true, resolve: (i, _a, ctx) => productLoaders(ctx).rows.load(i.productId) }),
  }),
});

export const Quote = builder.objectRef<QuoteRow>('Quote');
builder.objectType(Quote, {
  fields: (t) => ({
    id: t.exposeID('id'),
    guid: t.exposeString('guid'),
    customerId: t.exposeID('customerId', { nullable: true, description: 'The customer the quote was made for (only they may order it); null: anyone with the link' }),
    title: t.exposeString('title'),
    createdOnUtc: t.field({ type: 'DateTime', resolve: (q) => q.createdAt }),
    expirationDate: t.field({ type: 'DateTime', resolve: (q) => q.expirationDate }),
    orderedOnUtc: t.field({ type: 'DateTime', nullable: true, resolve: (q) => q.orderedAt }),
    canOrder: t.boolean({ description: 'False once the quote has expired or been ordered', resolve: (q, _a, ctx) => ctx.services.quotes.canOrder(q) }),
    items: t.field({ type: [QuoteItem], resolve: (q) => q.items }),
  }),
});

const QuoteItemInput = builder.inputType('QuoteItemInput', {
  fields: (t) => ({
    productId: t.id({ description: 'The product; or give partNumber' }),
    partNumber: t.string({ description: 'SKU, manufacturer or interchange number in any spelling, when productId is not given' }),
    quantity: t.int({ required: true }),
    price: t.float({ required: true, description: 'Quoted unit price, USD, up to 4 decimals' }),
    shippingPrice: t.float({ description: 'Quoted shipping for the whole line, USD' }),
    reference: t.string(),
  }),
});

const QuoteInput = builder.inputType('QuoteInput', {
  fields: (t) => ({
    customerId: t.id(),
    customerEmail: t.string(),
    title: t.string(),
    expirationDate: t.field({ type: 'DateTime', required: true }),
    items: t.field({ type: [QuoteItemInput], required: true }),
  }),
});

builder.objectFields(V1Query, (t) => ({
  quotes: t.field({
    type: [Quote],
    description: 'Administrators only: the newest quotes first (20 unless first says otherwise, 100 at most).',
    args: { first: t.arg.int() },
    resolve: (_r, args, ctx) => {
      requireStaff(ctx, 'quotes');
      return ctx.services.quotes.recent(args.first);
    },
  }),
  quote: t.field({
    type: Quote,
    nullable: true,
    description: 'A quote by the guid of its link (open to guests); null when no quote has it.',
    args: { quoteGuid: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => ctx.services.quotes.byGuid(args.quoteGuid),
  }),
}));

/** The `quote` mutation group; the cart module adds accessQuoteAndConvertToCart to it. */
export const QuoteMutations = mutationGroup('quote', 'QuoteMutations');
builder.objectFields(QuoteMutations, (t) => ({
  add: t.field({
    type: Quote,
    description: 'Staff with the quotes permission: a quote for a customer (by id or e-mail; with neither, anyone with the link may order it) with quoted prices and shipping.',
    args: { quote: t.arg({ type: QuoteInput, required: true }) },
    resolve: async (_r, args, ctx) => {
      const staff = requireStaff(ctx, 'quotes');
      const quote = await ctx.services.quotes.requests.createDirect(staff.customerId, args.quote);
      const entry = await ctx.services.quotes.requests.requestOfQuote(quote.id);
      await ctx.services.auth.recordStaffAction({
        actorId: staff.customerId,
        action: 'quote.created',
        subjectId: quote.customerId,
        record: { type: 'quote', id: entry?.id ?? quote.id },
        before: null,
        after: {
          quoteId: quote.id,
          title: quote.title,
          customerId: quote.customerId,
          expirationDate: quote.expirationDate.toISOString(),
          lines: quote.items.map((i) => ({ productId: i.productId, quantity: i.quantity, price: i.price, shippingPrice: i.shippingPrice })),
        },
        detail: { guid: quote.guid },
        ip: ctx.ip,
      });
      return quote;
    },
  }),
}));
