import { Link } from 'react-router';
import type { MyQuoteRequestsQuery } from '~/gql/graphql';
import { QUOTE_REQUEST_STATUS_TEXT } from '../../../../shared/quotes';

type Request = MyQuoteRequestsQuery['v1']['myQuoteRequests'][number];

const what = (r: Request) => (r.query ? `“${r.query}”` : r.items.length === 1 ? '1 part' : `${r.items.length} parts`);

/** The account overview's latest quote requests, each with its status and, once sent, its quote's link. */
export function QuoteRequestsSummary({ requests }: { requests: Request[] }) {
  if (requests.length === 0) return null;
  return (
    <section aria-labelledby="quote-requests-title" className="mt-8">
      <h2 id="quote-requests-title" className="text-xl font-bold">
        Quote requests
      </h2>
      <ul className="mt-2 divide-y divide-gray-200 rounded-md border border-gray-300">
        {requests.map((r) => (
          <li key={r.id} className="flex flex-wrap items-baseline justify-between gap-2 p-3" data-testid="account-quote-request">
            <span>
              <span className="font-semibold">{r.requestNumber}</span> · {r.createdOnUtc.slice(0, 10)} · {what(r)}
            </span>
            <span>
              <span className="font-semibold">{QUOTE_REQUEST_STATUS_TEXT[r.status]}</span>
              {r.status === 'SENT' && r.quoteGuid && (
                <>
                  {' · '}
                  <Link to={`/cart/quote/${r.quoteGuid}`} className="font-semibold text-blue-800 underline">
                    Open your quote
                  </Link>
                  {r.expirationDate && <span className="text-sm"> (until {r.expirationDate.slice(0, 10)})</span>}
                </>
              )}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
