/**
 * The search page refined to one brand (spec 2 §2), written out here so a product page does not
 * load the search page's URL-state code for one link. Same address as the search page writes.
 */
export function brandSearchHref(brand: string): string {
  return `/search/s/p?${new URLSearchParams({ 'PRODUCTS_MASTER[refinementList][brand][0]': brand })}`;
}
