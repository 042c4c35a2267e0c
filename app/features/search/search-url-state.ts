import type { SortMethod } from '~/gql/graphql';
import { PRICE_RANGES } from '../../../shared/price-ranges';
import { isSortMethod } from './search-sort-options';

/**
 * The search page's URL state, in InstantSearch's default mapping (spec 2 §2 and §7):
 * `PRODUCTS_MASTER[query]=belt&PRODUCTS_MASTER[refinementList][brand][0]=John%20Deere&PRODUCTS_MASTER[sortBy]=PRICE_LOW&PRODUCTS_MASTER[page]=2`.
 */
export interface SearchUrlState {
  query: string;
  /** Index attribute → selected values (OR inside, AND across). */
  refinements: Record<string, string[]>;
  /** A price range's value (shared/price-ranges.ts), or null for All. */
  price: string | null;
  /** 1-based, as InstantSearch writes it: the last page the customer scrolled to. */
  page: number;
  /** The order the customer picked, or absent for the list's own (best match for words). */
  sortBy?: SortMethod | null;
  /** The customer removed the kind of part the query names (the "in Belts" chip): rank by the words alone. */
  anyCategory?: boolean;
}

/** The furthest page an address may ask for (search reaches the first 1,000 results: 42 pages of 24). */
export const MAX_PAGE = 42;

const NS = 'PRODUCTS_MASTER';
export const PRICE_CHOICES: ReadonlyArray<{ value: string | null; label: string }> = [
  { value: null, label: 'All' },
  ...PRICE_RANGES.map(({ value, label }) => ({ value, label })),
];
const PRICE_VALUES = new Set(PRICE_CHOICES.map((c) => c.value).filter((v): v is string => v !== null));

/** Reads the state from a URL's query string; unknown or malformed keys are ignored. */
export function parseSearchState(params: URLSearchParams): SearchUrlState {
  const refinements: Record<string, string[]> = {};
  let price: string | null = null;
  const re = new RegExp(`^${NS}\\[refinementList\\]\\[([^\\]]{1,64})\\](?:\\[(\\d{1,3})\\])?$`);
  for (const [key, value] of params) {
    const m = re.exec(key);
    if (m && value && value.length <= 200) {
      const list = (refinements[m[1]] ??= []);
      if (!list.includes(value) && list.length < 50) list.push(value);
    }
    if (key === `${NS}[menu][price]` && PRICE_VALUES.has(value)) price = value;
  }
  const pageRaw = Number(params.get(`${NS}[page]`) ?? '1');
  const page = Number.isInteger(pageRaw) && pageRaw >= 1 && pageRaw <= MAX_PAGE ? pageRaw : 1;
  const query = (params.get(`${NS}[query]`) ?? params.get('q') ?? '').slice(0, 512);
  const sortRaw = params.get(`${NS}[sortBy]`);
  const state: SearchUrlState = { query, refinements, price, page };
  if (isSortMethod(sortRaw)) state.sortBy = sortRaw;
  if (params.get('anyCategory') === '1') state.anyCategory = true;
  return state;
}

/** Writes the state back as a query string, in the same mapping. */
export function searchStateToQuery(state: SearchUrlState): string {
  const out = new URLSearchParams();
  if (state.query) out.append(`${NS}[query]`, state.query);
  for (const [attr, values] of Object.entries(state.refinements)) {
    values.forEach((v, i) => out.append(`${NS}[refinementList][${attr}][${i}]`, v));
  }
  if (state.price) out.append(`${NS}[menu][price]`, state.price);
  if (state.sortBy) out.append(`${NS}[sortBy]`, state.sortBy);
  if (state.anyCategory) out.append('anyCategory', '1');
  if (state.page > 1) out.append(`${NS}[page]`, String(state.page));
  return out.toString();
}

/** The state with one facet value switched on or off (back to the first page). */
export function toggleRefinement(state: SearchUrlState, attribute: string, value: string): SearchUrlState {
  const current = state.refinements[attribute] ?? [];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  const refinements = { ...state.refinements };
  if (next.length) refinements[attribute] = next;
  else delete refinements[attribute];
  return { ...state, refinements, page: 1 };
}

/** The filters the customer applied, one per value (the chips above the results). */
export function appliedFilters(state: SearchUrlState, names: Record<string, string> = {}): Array<{ key: string; label: string; without: SearchUrlState }> {
  const out: Array<{ key: string; label: string; without: SearchUrlState }> = [];
  for (const [attribute, values] of Object.entries(state.refinements)) {
    for (const value of values) {
      out.push({ key: `${attribute}:${value}`, label: `${names[attribute] ?? attribute}: ${value}`, without: toggleRefinement(state, attribute, value) });
    }
  }
  if (state.price) {
    const label = PRICE_CHOICES.find((c) => c.value === state.price)?.label ?? state.price;
    out.push({ key: 'price', label: `Price: ${label}`, without: { ...state, price: null, page: 1 } });
  }
  return out;
}

/** How many filter values are applied (the count on the phone's Filters button). */
export function appliedFilterCount(state: SearchUrlState): number {
  return Object.values(state.refinements).reduce((n, v) => n + v.length, 0) + (state.price ? 1 : 0);
}

/** The state without any filter (the query and the order stay). */
export function withoutFilters(state: SearchUrlState): SearchUrlState {
  return { ...state, refinements: {}, price: null, page: 1 };
}

/** The state in another order (back to the first page). */
export function withSort(state: SearchUrlState, sortBy: SortMethod | null): SearchUrlState {
  return { ...state, sortBy, page: 1 };
}

/** Whether two states ask for the same results (ignoring the page). */
export function sameResults(a: SearchUrlState, b: SearchUrlState): boolean {
  return searchStateToQuery({ ...a, page: 1 }) === searchStateToQuery({ ...b, page: 1 });
}

/** What narrows a list beyond the customer's own filters: the category whose page it is. */
export interface ResultsScope {
  categoryId?: string | null;
  /** The list's own order when the customer picked none (a brand's parts: best selling). */
  sort?: SortMethod;
  /** The customer's machine that steers the results (fleet-search.server.ts); the server refuses anyone else's. */
  garageId?: string | null;
}

/** Where the browser reads one further page of a list (or, with `count`, only how many results a state has). */
export const RESULTS_DATA_PATH = '/search/results';

export function resultsDataHref(state: SearchUrlState, scope: ResultsScope, extra: { after?: string | null; count?: boolean }): string {
  const out = new URLSearchParams(searchStateToQuery({ ...state, page: 1 }));
  if (scope.categoryId) out.set('categoryId', scope.categoryId);
  if (scope.sort) out.set('sort', scope.sort);
  if (scope.garageId) out.set('garageId', scope.garageId);
  if (extra.after) out.set('after', extra.after);
  if (extra.count) out.set('count', '1');
  return `${RESULTS_DATA_PATH}?${out}`;
}

/** Reads back what `resultsDataHref` wrote. */
export function parseResultsDataParams(params: URLSearchParams): { state: SearchUrlState; scope: ResultsScope; after: string | null; count: boolean } {
  const categoryId = params.get('categoryId');
  const sort = params.get('sort');
  const after = params.get('after');
  const garageId = params.get('garageId');
  return {
    state: parseSearchState(params),
    scope: { categoryId: categoryId && /^\d{1,9}$/.test(categoryId) ? categoryId : null, ...(isSortMethod(sort) ? { sort } : {}), ...(garageId && /^\d{1,12}$/.test(garageId) ? { garageId } : {}) },
    after: after && after.length <= 64 ? after : null,
    count: params.get('count') === '1',
  };
}

/** Spec 2 §2: the search page refined to one brand (all its parts, no query). */
export function brandRefinementHref(brand: string): string {
  return `/search/s/p?${searchStateToQuery({ query: '', refinements: { brand: [brand] }, price: null, page: 1 })}`;
}
