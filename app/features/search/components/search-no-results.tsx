import { QuoteRequestLink } from '~/features/quotes/components/quotes-request-link';

/** What a search that found nothing shows. */
export function SearchNoResults({ query }: { query: string }) {
  return (
    <div className="py-10 text-center">
      <h2 className="text-xl font-bold">No Results Found</h2>
      <p className="mt-2 text-ink-700">Make sure that all words are spelled correctly or try different keywords</p>
      {query && <QuoteRequestLink query={query} />}
    </div>
  );
}
