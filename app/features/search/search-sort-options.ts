import type { SortMethod } from '~/gql/graphql';

/**
 * The result orders a customer can pick (spec 2 §3's sort methods), by the names they see. The
 * first is what a search with words gets unless the customer picks another; a list without words
 * (a category, a brand) starts in the catalogue's own order.
 */
export const SORT_OPTIONS: ReadonlyArray<{ value: SortMethod; label: string }> = [
  { value: 'RELEVANCE', label: 'Best match' },
  { value: 'DEFAULT', label: 'Featured' },
  { value: 'BEST_SELLING', label: 'Best selling' },
  { value: 'HIGHEST_RATING', label: 'Highest rated' },
  { value: 'PRICE_LOW', label: 'Price: low to high' },
  { value: 'PRICE_HIGH', label: 'Price: high to low' },
  { value: 'A_TO_Z', label: 'Name: A to Z' },
  { value: 'Z_TO_A', label: 'Name: Z to A' },
];

const VALUES = new Set<string>(SORT_OPTIONS.map((o) => o.value));

export function isSortMethod(value: string | null | undefined): value is SortMethod {
  return value != null && VALUES.has(value);
}

/** The order a list is in when the customer has not picked one. */
export function defaultSort(query: string, fallback: SortMethod = 'DEFAULT'): SortMethod {
  return query.trim() ? 'RELEVANCE' : fallback;
}
