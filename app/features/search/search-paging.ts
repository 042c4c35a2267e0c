/**
 * Paging of the result lists that grow as the customer scrolls (search, category and brand pages).
 * In the browser each further page is one request for that page's results only, after the last
 * result shown (a cursor). The address keeps the last page reached, so a document request for page N
 * (a reload, a shared link, back from a product) renders every result up to it, read on the server
 * in chunks of what one request may answer.
 */

/** The most results `searchResults` answers in one request (its `first` is clamped to this on the server). */
export const MAX_RESULTS_PER_REQUEST = 100;

/** Results a page of scrolling adds. */
export const RESULTS_PER_PAGE = 24;

/** How many results the pages up to `page` (1-based) show. */
export function resultsUpTo(page: number, perPage = RESULTS_PER_PAGE): number {
  return Math.max(1, page) * perPage;
}

export interface ResultsChunk<T> {
  nodes: T[];
  hasNextPage: boolean;
  endCursor: string | null;
}

/**
 * Reads the first `count` results in as few requests as one request's limit allows, each after the
 * previous one's last result; stops early at the end of the list. `first` is the first chunk
 * (it may carry more than results, such as the facets).
 */
export async function readUpTo<F extends ResultsChunk<unknown>>(
  count: number,
  fetchChunk: (size: number, after: string | null) => Promise<F>,
): Promise<{ first: F; nodes: F['nodes']; hasNextPage: boolean; endCursor: string | null }> {
  const first = await fetchChunk(Math.min(count, MAX_RESULTS_PER_REQUEST), null);
  const nodes = [...first.nodes];
  let { hasNextPage, endCursor } = first;
  while (hasNextPage && endCursor && nodes.length < count) {
    const next = await fetchChunk(Math.min(count - nodes.length, MAX_RESULTS_PER_REQUEST), endCursor);
    if (next.nodes.length === 0) break;
    nodes.push(...next.nodes);
    ({ hasNextPage, endCursor } = next);
  }
  return { first, nodes, hasNextPage, endCursor };
}

/** Adds a page's results to those shown, leaving out any already there (the list changed between requests). */
export function appendPage<T extends { id: string }>(shown: readonly T[], page: readonly T[]): T[] {
  const seen = new Set(shown.map((h) => h.id));
  return [...shown, ...page.filter((h) => !seen.has(h.id))];
}

/**
 * Whether going from one address to the other only names a later page of the same list: the list
 * grew in place as the customer scrolled (its results are on screen), so the page need not load again.
 */
export function onlyGrown(current: URL, next: URL, pageParam: string): boolean {
  if (current.pathname !== next.pathname) return false;
  const a = new URLSearchParams(current.search);
  const b = new URLSearchParams(next.search);
  const from = Number(a.get(pageParam) ?? '1');
  const to = Number(b.get(pageParam) ?? '1');
  a.delete(pageParam);
  b.delete(pageParam);
  a.sort();
  b.sort();
  return a.toString() === b.toString() && Number.isInteger(to) && to > from;
}

/** What the browser gets for one further page (the /search/results resource route). */
export type ResultsPageAnswer<T> = { failed: true } | { failed: false; totalCount: number; hits: T[]; hasNextPage: boolean; endCursor: string | null };
