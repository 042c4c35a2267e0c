/** The search page's query parameter (spec 2 §2: `/search/s/p?PRODUCTS_MASTER[query]=…`). */
export const SEARCH_QUERY_PARAM = 'PRODUCTS_MASTER[query]';
export const SEARCH_PATH = '/search/s/p';

/** A link to the product search for one term (category sub-item, brand, …). */
export function searchHref(term: string): string {
  // Brackets stay literal so links read like the spec's URLs; the term itself is encoded.
  return `${SEARCH_PATH}?${SEARCH_QUERY_PARAM}=${encodeURIComponent(term)}`;
}
