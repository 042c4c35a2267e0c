import { useEffect, useRef, useState } from 'react';
import { useNavigation } from 'react-router';
import type { SearchHit } from '~/features/catalog/catalog-search-hits';
import { appendPage, type ResultsPageAnswer } from '~/features/search/search-paging';
import { formatCount } from '~/lib/number-format';
import { LoadMore } from './catalog-load-more';
import { ProductGrid } from './catalog-product-grid';

/** Cards whose pictures load at once: a wide screen's first row (6 columns), a phone's first three rows (2 columns). The first is the page's largest paint. */
const FIRST_ROW_PICTURES = 6;

interface Shown<T> {
  /** The loader's results this list started from: new ones (another search, filter or order) start it again. */
  base: readonly T[];
  hits: T[];
  page: number;
  hasNextPage: boolean;
  endCursor: string | null;
  failed: boolean;
}

/**
 * A result list that grows as the customer scrolls (search, category and brand pages): each further
 * page is one request for that page's results only (after the last one shown), appended here. The
 * address bar then names that page, so back and reload show the list as far as it had grown.
 */
export function ResultsList<T extends SearchHit>({
  hits,
  page,
  hasNextPage,
  endCursor,
  totalCount,
  pageHref,
  dataHref,
  phone,
  label,
  moreLabel,
}: {
  hits: T[];
  page: number;
  hasNextPage: boolean;
  endCursor: string | null;
  totalCount: number;
  /** The address of a page of this list (what the address bar shows, and the link without script). */
  pageHref: (page: number) => string;
  /** Where the page after `after` is read (the /search/results resource route). */
  dataHref: (after: string | null) => string;
  phone: string;
  label: string;
  moreLabel?: string;
}) {
  const start = (): Shown<T> => ({ base: hits, hits, page, hasNextPage, endCursor, failed: false });
  const [shown, setShown] = useState<Shown<T>>(start);
  if (shown.base !== hits) setShown(start());
  const [busy, setBusy] = useState(false);
  const request = useRef<AbortController | null>(null);
  // Another list (or leaving the page) drops a page still on its way.
  useEffect(() => () => request.current?.abort(), [hits]);
  // So does a navigation the customer started (a filter, a product): the page must not take its place.
  const navigating = useNavigation().state !== 'idle';
  useEffect(() => {
    if (navigating) request.current?.abort();
  }, [navigating]);

  const loadNext = async () => {
    if (request.current || !shown.hasNextPage) return;
    const { base, endCursor: after } = shown;
    const next = shown.page + 1;
    const ctrl = new AbortController();
    request.current = ctrl;
    setBusy(true);
    try {
      const res = await fetch(dataHref(after), { signal: ctrl.signal, headers: { accept: 'application/json' } });
      const answer = (res.ok ? await res.json() : { failed: true }) as ResultsPageAnswer<T>;
      if (ctrl.signal.aborted) return;
      if (answer.failed) {
        setShown((s) => (s.base === base ? { ...s, failed: true } : s));
        return;
      }
      setShown((s) =>
        s.base === base ? { ...s, hits: appendPage(s.hits, answer.hits), page: next, hasNextPage: answer.hasNextPage, endCursor: answer.endCursor, failed: false } : s,
      );
      // The address names the last page reached (for back and reload) without a navigation of the
      // router: nothing loads again, and a navigation the customer starts meanwhile is never displaced.
      window.history.replaceState(window.history.state, '', pageHref(next));
    } catch {
      if (!ctrl.signal.aborted) setShown((s) => (s.base === base ? { ...s, failed: true } : s));
    } finally {
      if (request.current === ctrl) request.current = null;
      setBusy(false);
    }
  };

  return (
    <>
      <ProductGrid products={shown.hits} phone={phone} label={label} searchResults eagerPictures={FIRST_ROW_PICTURES} />
      <p className="mt-6 text-center text-sm text-ink-700" aria-live="polite">
        Showing {formatCount(shown.hits.length)} of {formatCount(Math.max(totalCount, shown.hits.length))}
      </p>
      {!shown.hasNextPage && shown.hits.length < totalCount && (
        <p className="mt-2 text-center text-sm text-ink-700">Narrow the results with the filters or more words to see the others.</p>
      )}
      {shown.failed && (
        <p role="alert" className="mt-2 text-center text-red-800">
          More results could not be loaded. Please try again.
        </p>
      )}
      {shown.hasNextPage && (
        <LoadMore
          href={pageHref(shown.page + 1)}
          label={shown.failed ? 'Try again' : moreLabel}
          onNeeded={() => void loadNext()}
          watching={!busy && !shown.failed && !navigating}
          busy={busy}
        />
      )}
    </>
  );
}
