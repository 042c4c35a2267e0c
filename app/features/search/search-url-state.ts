import { PRICE_RANGES } from '../../../shared/price-ranges';

/**
 * The search page's URL state, in InstantSearch's default mapping (spec 2 §2 and §7):
 * `PRODUCTS_MASTER[query]=belt&PRODUCTS_MASTER[refinementList][brand][0]=John%20Deere&PRODUCTS_MASTER[page]=2`.
 */
export interface SearchUrlState {
  query: string;
  /** Index attribute → selected values (OR inside, AND across). */
  refinements: Record<string, string[]>;
  /** A price range's value (shared/price-ranges.ts), or null for All. */
  price: string | null;
  /** 1-based, as InstantSearch writes it. */
  page: number;
}

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
  const page = Number.isInteger(pageRaw) && pageRaw >= 1 && pageRaw <= 50 ? pageRaw : 1;
  const query = (params.get(`${NS}[query]`) ?? params.get('q') ?? '').slice(0, 512);
  return { query, refinements, price, page };
}

/** Writes the state back as a query string, in the same mapping. */
export function searchStateToQuery(state: SearchUrlState): string {
  const out = new URLSearchParams();
  if (state.query) out.append(`${NS}[query]`, state.query);
  for (const [attr, values] of Object.entries(state.refinements)) {
    values.forEach((v, i) => out.append(`${NS}[refinementList][${attr}][${i}]`, v));
  }
  if (state.price) out.append(`${NS}[menu][price]`, state.price);
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

/** Spec 2 §2: the search page refined to one brand (all its parts, no query). */
export function brandRefinementHref(brand: string): string {
  return `/search/s/p?${searchStateToQuery({ query: '', refinements: { brand: [brand] }, price: null, page: 1 })}`;
}
