import { builder } from '../../graphql/builder';
import { AdminMutations, AdminQueries } from '../../graphql/admin-group';
import { invalid } from '../../lib/errors';
import { requireStaff } from '../auth/auth-permissions';
import { QUOTE_REQUESTS_PAGE_MAX, type QuoteRequestView } from './quotes-requests.service';
import { QUOTE_REQUEST_SORTS } from './quotes-requests.repository';
import { QuoteRequest } from './quotes-requests.schema';

// The staff's quotes queue (issue 22): `v1 { admin { quoteRequests, quoteRequest, quoteParts } }` and
// `mutation { v1 { admin { quotes { send } } } }`. Permission 'quotes'; sending is audited.

const AdminQuoteFilter = builder.enumType('AdminQuoteFilter', {
  description: 'ALL, or one quote request status.',
  values: ['ALL', 'REQUESTED', 'SENT', 'ORDERED', 'EXPIRED'] as const,
});

const AdminQuoteSort = builder.enumType('AdminQuoteSort', {
  description: 'NEWEST or OLDEST request first, or EXPIRY: the soonest expiring quote first (requests without a quote last).',
  values: QUOTE_REQUEST_SORTS,
});

interface RequestPage {
  nodes: QuoteRequestView[];
  totalCount: number;
  page: number;
  pageSize: number;
  pageCount: number;
}
const AdminQuoteRequestConnection = builder.objectRef<RequestPage>('AdminQuoteRequestConnection');
builder.objectType(AdminQuoteRequestConnection, {
  fields: (t) => ({
    nodes: t.field({ type: [QuoteRequest], resolve: (c) => c.nodes }),
    totalCount: t.exposeInt('totalCount'),
    page: t.exposeInt('page'),
    pageSize: t.exposeInt('pageSize'),
    pageCount: t.exposeInt('pageCount'),
  }),
});

interface PartMatch {
  id: number;
  sku: string;
  title: string;
  manufacturerPartNumber: string;
  brand: string;
  price: number | null;
}
const QuotePartMatch = builder.objectRef<PartMatch>('QuotePartMatch');
builder.objectType(QuotePartMatch, {
  description: 'A product a part number names, as the store’s search finds it.',
  fields: (t) => ({
    productId: t.id({ resolve: (p) => p.id }),
    sku: t.exposeString('sku'),
    name: t.exposeString('title'),
    manufacturerPartNumber: t.exposeString('manufacturerPartNumber'),
    brand: t.exposeString('brand'),
    price: t.float({ nullable: true, description: 'Catalogue price, USD', resolve: (p) => p.price }),
  }),
});

const requestIdOf = (id: string | number): number => {
  const n = Number(String(id).replace(/^q-?/i, ''));
  if (!Number.isInteger(n) || n < 1) throw invalid('That is not a quote request number.');
  return n;
};

builder.objectFields(AdminQueries, (t) => ({
  quoteRequests: t.field({
    type: AdminQuoteRequestConnection,
    description: `Customers’ quote requests and staff’s quotes, newest first, ${QUOTE_REQUESTS_PAGE_MAX} a page at most; search is an e-mail, request number, PO or text.`,
    args: { first: t.arg.int(), page: t.arg.int(), search: t.arg.string(), status: t.arg({ type: AdminQuoteFilter }), sort: t.arg({ type: AdminQuoteSort }) },
    resolve: (_r, args, ctx) => {
      requireStaff(ctx, 'quotes');
      return ctx.services.quotes.requests.listRequests(args);
    },
  }),
  quoteRequest: t.field({
    type: QuoteRequest,
    nullable: true,
    description: 'A quote request by id.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => {
      requireStaff(ctx, 'quotes');
      const n = Number(args.id);
      return Number.isInteger(n) && n > 0 ? ctx.services.quotes.requests.requestById(n) : null;
    },
  }),
  quoteParts: t.field({
    type: [QuotePartMatch],
    description: 'The products a part number names in any spelling (SKU, manufacturer or interchange number), best first, 5 at most.',
    args: { partNumber: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => {
      requireStaff(ctx, 'quotes');
      return ctx.services.search.partsByNumber(args.partNumber.slice(0, 100), 5);
    },
  }),
}));

const QuotePricingLineInput = builder.inputType('QuotePricingLineInput', {
  fields: (t) => ({
    partNumber: t.string({ required: true, description: 'SKU, manufacturer or interchange number, in any spelling' }),
    quantity: t.int({ required: true }),
    price: t.float({ required: true, description: 'Quoted unit price, USD' }),
  }),
});

const QuotePricingInput = builder.inputType('QuotePricingInput', {
  fields: (t) => ({
    title: t.string(),
    expirationDate: t.field({ type: 'DateTime', required: true }),
    freight: t.float({ description: 'Freight for the whole quote, USD' }),
    lines: t.field({ type: [QuotePricingLineInput], required: true }),
  }),
});

const QuoteAdminMutations = builder.objectRef<Record<string, never>>('QuoteAdminMutations');
builder.objectType(QuoteAdminMutations, {
  description: 'Staff work on quote requests (permission quotes; every change is audited).',
  fields: (t) => ({
    send: t.field({
      type: QuoteRequest,
      description: 'Prices a request and sends it: writes the quote (/cart/quote/{guid}) and mails its link to the customer.',
      args: { requestId: t.arg.id({ required: true }), pricing: t.arg({ type: QuotePricingInput, required: true }) },
      resolve: async (_r, args, ctx) => {
        const staff = requireStaff(ctx, 'quotes');
        const id = requestIdOf(args.requestId);
        const { request, quote } = await ctx.services.quotes.requests.sendQuote(staff.customerId, id, args.pricing);
        await ctx.services.auth.recordStaffAction({
          actorId: staff.customerId,
          action: 'quote.sent',
          subjectId: request.customerId,
          record: { type: 'quote', id },
          before: { status: 'REQUESTED' },
          after: {
            status: request.status,
            quoteId: quote.id,
            expirationDate: quote.expirationDate.toISOString(),
            lines: quote.items.map((i) => ({ productId: i.productId, quantity: i.quantity, price: i.price, shippingPrice: i.shippingPrice })),
          },
          detail: { requestNumber: request.id, email: request.email },
          ip: ctx.ip,
        });
        return request;
      },
    }),
  }),
});
builder.objectField(AdminMutations, 'quotes', (t) => t.field({ type: QuoteAdminMutations, resolve: () => ({}) }));
