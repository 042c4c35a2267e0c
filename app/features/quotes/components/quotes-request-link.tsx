import { Link } from 'react-router';

/**
 * "Request a quote": from the cart (its lines) or from a search that found nothing (what was
 * searched for). A plain link to /quotes/request, so the cart and search pages load no more script.
 */
export function QuoteRequestLink({ query }: { query?: string }) {
  const to = query === undefined ? '/quotes/request' : `/quotes/request?q=${encodeURIComponent(query)}`;
  return (
    <p className="mt-4 text-ink-700">
      <Link to={to} className="font-semibold text-blue-800 underline">
        Request a quote
      </Link>
      {query === undefined ? ' for these parts: our staff price them with freight and e-mail you a quote.' : ': tell us the part you need and our staff will find it and e-mail you a price.'}
    </p>
  );
}
