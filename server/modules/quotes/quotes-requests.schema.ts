import { QUOTE_REQUEST_STATUSES } from '../../../shared/quotes';
import { builder, V1Query } from '../../graphql/builder';
import { requireViewer, isRegisteredViewer } from '../auth/auth-permissions';
import { productLoaders } from '../catalog/catalog-product-loaders';
import { Product } from '../catalog/catalog-product.schema';
import { requestNumber } from './quotes-mail';
import type { QuoteRequestItemRow } from './quotes-requests.repository';
import type { QuoteRequestView } from './quotes-requests.service';
import { Quote, QuoteMutations } from './quotes.schema';

// Customers' quote requests (issue 22): `mutation { v1 { quote { request } } }` from the cart or a
// search with no results (guests too), and `v1 { myQuoteRequests }` on the account page.

export const QuoteRequestStatusEnum = builder.enumType('QuoteRequestStatus', {
  description: 'REQUESTED until staff send a quote; SENT while it can be ordered; ORDERED; EXPIRED when its expiry passed unordered.',
  values: QUOTE_REQUEST_STATUSES,
});

const QuoteRequestLine = builder.objectRef<QuoteRequestItemRow>('QuoteRequestLine');
builder.objectType(QuoteRequestLine, {
  fields: (t) => ({
    id: t.exposeID('id'),
    productId: t.exposeID('productId', { nullable: true }),
    partNumber: t.exposeString('partNumber', { description: 'The part number as the customer gave it (the SKU for a cart line)' }),
    quantity: t.exposeInt('quantity'),
    product: t.field({ type: Product, nullable: true, resolve: (i, _a, ctx) => (i.productId === null ? null : productLoaders(ctx).rows.load(i.productId)) }),
  }),
});

export const QuoteRequest = builder.objectRef<QuoteRequestView>('QuoteRequest');
builder.objectType(QuoteRequest, {
  description: 'A request for a quote, or (source staff) the record of a quote staff wrote directly.',
  fields: (t) => ({
    id: t.exposeID('id'),
    requestNumber: t.string({ description: 'Q-{id}', resolve: (r) => requestNumber(r.id) }),
    status: t.field({ type: QuoteRequestStatusEnum, resolve: (r) => r.status }),
    source: t.string({ description: 'cart, search or staff', resolve: (r) => r.source }),
    email: t.exposeString('email'),
    customerId: t.exposeID('customerId', { nullable: true }),
    query: t.exposeString('query', { description: 'What a search with no results looked for' }),
    note: t.exposeString('note'),
    poNumber: t.exposeString('poNumber'),
    machine: t.exposeString('machine', { description: 'The fleet machine selected when the request was made' }),
    createdOnUtc: t.field({ type: 'DateTime', resolve: (r) => r.createdAt }),
    sentOnUtc: t.field({ type: 'DateTime', nullable: true, resolve: (r) => r.sentAt }),
    expirationDate: t.field({ type: 'DateTime', nullable: true, resolve: (r) => r.quote?.expirationDate ?? null }),
    orderedOnUtc: t.field({ type: 'DateTime', nullable: true, resolve: (r) => r.quote?.orderedAt ?? null }),
    quoteGuid: t.string({ nullable: true, description: 'The guid of the quote sent (its link is /cart/quote/{guid})', resolve: (r) => r.quote?.guid ?? null }),
    quote: t.field({ type: Quote, nullable: true, resolve: (r, _a, ctx) => (r.quoteId === null ? null : ctx.services.quotes.byId(r.quoteId)) }),
    items: t.field({ type: [QuoteRequestLine], resolve: (r) => r.items }),
  }),
});

const QuoteRequestLineInput = builder.inputType('QuoteRequestLineInput', {
  fields: (t) => ({
    productId: t.id({ description: 'A cart line’s product' }),
    partNumber: t.string({ description: 'The part number as the customer knows it' }),
    quantity: t.int({ required: true }),
  }),
});

const QuoteRequestInput = builder.inputType('QuoteRequestInput', {
  fields: (t) => ({
    source: t.string({ required: true, description: 'cart or search' }),
    email: t.string({ description: 'Where the quote goes; a registered customer’s account e-mail is used instead' }),
    note: t.string(),
    poNumber: t.string(),
    query: t.string({ description: 'What the search looked for (source search)' }),
    machine: t.string({ description: 'The selected fleet machine, by name' }),
    lines: t.field({ type: [QuoteRequestLineInput] }),
  }),
});

builder.objectFields(QuoteMutations, (t) => ({
  request: t.field({
    type: QuoteRequest,
    description: 'Asks the store for a quote (guests and visitors without a session leave an e-mail); the customer is mailed a confirmation.',
    args: { input: t.arg({ type: QuoteRequestInput, required: true }) },
    resolve: (_r, { input }, ctx) => {
      const v = ctx.viewer;
      const source = input.source === 'search' ? 'search' : 'cart';
      return ctx.services.quotes.requests.requestQuote(
        { customerId: v?.customerId ?? null, registered: isRegisteredViewer(v) },
        { source, email: input.email ?? '', note: input.note ?? '', poNumber: input.poNumber ?? '', query: input.query ?? '', machine: input.machine ?? '', lines: input.lines ?? [] },
        ctx.ip,
      );
    },
  }),
}));

builder.objectFields(V1Query, (t) => ({
  myQuoteRequests: t.field({
    type: [QuoteRequest],
    description: 'The signed-in customer’s quote requests, newest first (10 unless first says otherwise, 50 at most).',
    args: { first: t.arg.int() },
    resolve: (_r, args, ctx) => ctx.services.quotes.requests.myRequests(requireViewer(ctx, 'registered').customerId, args.first ?? 10),
  }),
}));
