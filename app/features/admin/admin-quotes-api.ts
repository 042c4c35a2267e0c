import { type RouterContextProvider } from 'react-router';
import { graphql } from '~/gql/gql';
import type { AdminQuoteFilter, AdminQuoteSort, QuotePricingInput } from '~/gql/graphql';
import { serverQuery } from '~/lib/graphql';

// The back office's quote documents; the /admin/quotes loaders and actions run them as the signed-in member of staff.

const ADMIN_QUOTE_REQUESTS = graphql(`
  query AdminQuoteRequests($first: Int, $page: Int, $search: String, $status: AdminQuoteFilter, $sort: AdminQuoteSort) {
    v1 {
      admin {
        quoteRequests(first: $first, page: $page, search: $search, status: $status, sort: $sort) {
          totalCount page pageCount
          nodes { id requestNumber status source email query poNumber createdOnUtc expirationDate items { id } }
        }
      }
    }
  }
`);

const ADMIN_QUOTE_REQUEST = graphql(`
  query AdminQuoteRequest($id: ID!) {
    v1 {
      admin {
        quoteRequest(id: $id) {
          id requestNumber status source email customerId query note poNumber machine createdOnUtc sentOnUtc expirationDate orderedOnUtc quoteGuid
          items { id partNumber quantity product { id name sku manufacturerPartNumber priceAndAvailability { price } } }
          quote { id title items { id quantity price shippingPrice product { id name sku } } }
        }
      }
    }
  }
`);

const ADMIN_QUOTE_PARTS = graphql(`
  query AdminQuoteParts($partNumber: String!) { v1 { admin { quoteParts(partNumber: $partNumber) { productId sku name manufacturerPartNumber brand price } } } }
`);

const ADMIN_SEND_QUOTE = graphql(`
  mutation AdminSendQuote($id: ID!, $pricing: QuotePricingInput!) { v1 { admin { quotes { send(requestId: $id, pricing: $pricing) { id requestNumber status email quoteGuid } } } } }
`);

type Context = Readonly<RouterContextProvider>;

export const ADMIN_QUOTES_PAGE_SIZE = 25;

/** The list's status filter, in the order the select shows it: requests waiting for a price first. */
export const ADMIN_QUOTE_FILTER_LABELS: Record<AdminQuoteFilter, string> = {
  REQUESTED: 'Requested',
  SENT: 'Sent',
  ORDERED: 'Ordered',
  EXPIRED: 'Expired',
  ALL: 'All requests and quotes',
};

export const isAdminQuoteFilter = (v: string | null): v is AdminQuoteFilter => v !== null && v in ADMIN_QUOTE_FILTER_LABELS;

export const ADMIN_QUOTE_SORT_LABELS: Record<AdminQuoteSort, string> = { NEWEST: 'Newest first', OLDEST: 'Oldest first', EXPIRY: 'Expiring soonest' };

export const isAdminQuoteSort = (v: string | null): v is AdminQuoteSort => v !== null && v in ADMIN_QUOTE_SORT_LABELS;

export const QUOTE_SOURCE_LABELS: Record<string, string> = { cart: 'From the cart', search: 'From a search', staff: 'Written by staff' };

export const adminQuotesServer = {
  list: (context: Context, v: { status: AdminQuoteFilter; search: string; sort: AdminQuoteSort; page: number }) =>
    serverQuery(context, ADMIN_QUOTE_REQUESTS, { first: ADMIN_QUOTES_PAGE_SIZE, page: v.page, search: v.search || null, status: v.status, sort: v.sort }).then((d) => d.v1.admin.quoteRequests),
  one: (context: Context, id: string) => serverQuery(context, ADMIN_QUOTE_REQUEST, { id }).then((d) => d.v1.admin.quoteRequest ?? null),
  parts: (context: Context, partNumber: string) => serverQuery(context, ADMIN_QUOTE_PARTS, { partNumber }).then((d) => d.v1.admin.quoteParts),
  send: (context: Context, id: string, pricing: QuotePricingInput) => serverQuery(context, ADMIN_SEND_QUOTE, { id, pricing }).then((d) => d.v1.admin.quotes.send),
};
