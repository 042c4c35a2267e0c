import type { RouterContextProvider } from 'react-router';
import { graphql } from '~/gql/gql';
import type { QuoteRequestInput } from '~/gql/graphql';
import { serverQuery } from '~/lib/graphql';

// A customer's quote requests: the request page's action sends one, the account overview lists them.

const REQUEST_QUOTE = graphql(`
  mutation RequestQuote($input: QuoteRequestInput!) { v1 { quote { request(input: $input) { id requestNumber email status } } } }
`);

const MY_QUOTE_REQUESTS = graphql(`
  query MyQuoteRequests { v1 { myQuoteRequests(first: 5) { id requestNumber status createdOnUtc expirationDate quoteGuid items { id } query } } }
`);

type Context = Readonly<RouterContextProvider>;

export const quoteRequestsServer = {
  request: (context: Context, input: QuoteRequestInput) => serverQuery(context, REQUEST_QUOTE, { input }).then((d) => d.v1.quote.request),
  /** The customer's latest requests; none when they cannot be read (the account page works without them). */
  mine: (context: Context) =>
    serverQuery(context, MY_QUOTE_REQUESTS)
      .then((d) => d.v1.myQuoteRequests)
      .catch(() => []),
};
