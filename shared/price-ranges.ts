// The search page's price filter (spec 2 §2): the ranges a customer picks from, their labels, and
// what each range means to the search index. The browser offers and reads them from the URL; the
// search API takes the same values in a `price` filter.

export interface PriceRange {
  /** The value in the URL and in the API's `price` filter. */
  value: string;
  label: string;
  /** The range as the index's numeric filters (all must hold). */
  numericFilters: readonly string[];
}

export const PRICE_RANGES: readonly PriceRange[] = [
  { value: '<200', label: 'Less than $200', numericFilters: ['price<200'] },
  { value: '200-500', label: 'Between $200 - $500', numericFilters: ['price>=200', 'price<=500'] },
  { value: '>500', label: 'More than $500', numericFilters: ['price>500'] },
];

/** A range's numeric filters by its value, or undefined for a value that names no range. */
export function priceRangeFilters(value: string): readonly string[] | undefined {
  return PRICE_RANGES.find((r) => r.value === value)?.numericFilters;
}
