/**
 * Paging of the result lists that grow as the customer scrolls (search, category and brand pages):
 * page N asks for every result up to it in one request, so a shared or reloaded link shows all
 * the customer had scrolled to.
 */

/** The most results `searchResults` answers in one request (its `first` is clamped to this on the server). */
export const MAX_RESULTS_PER_REQUEST = 100;

/** Results a page of scrolling adds. */
export const RESULTS_PER_PAGE = 24;

/** How many results page `page` (1-based) asks for. */
export function resultsToRequest(page: number, perPage = RESULTS_PER_PAGE): number {
  return Math.min(page * perPage, MAX_RESULTS_PER_REQUEST);
}

/**
 * Whether the next page can show more than this one: the server has more, and the next request
 * would ask for more than this one received. Past 100 results the next page would ask for the same
 * 100 again; its "show more" link, still in view, would then load page after page by itself
 * (about 20 requests a second) without ever showing anything new.
 */
export function canLoadMore({ page, received, hasNextPage, perPage = RESULTS_PER_PAGE }: { page: number; received: number; hasNextPage: boolean; perPage?: number }): boolean {
  return hasNextPage && resultsToRequest(page + 1, perPage) > received;
}
