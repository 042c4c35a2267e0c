/**
 * Types shared by the in-process search engine, its wire format and its callers. The engine
 * receives plain records (no database types), so the catalogue service decides how rows become
 * records and the engine stays testable with small fixtures.
 */
import type { FitBoost } from './search-fit-rank';

/** One product as the search engine indexes and returns it. */
export interface SearchProductRecord {
  /** Product id; the wire format's objectID is String(id). */
  id: number;
  title: string;
  seoName: string;
  sku: string;
  manufacturerPartNumber: string;
  /** USD; null when the price is on request. */
  price: number | null;
  /** Availability enum, e.g. IN_STOCK, LOW_STOCK, CALL_FOR_PRICE. */
  status: string;
  /** Stock units. */
  quantity: number;
  /** Manufacturer name. */
  brand: string;
  /** Leaf category name. */
  category: string;
  /** Leaf category and its ancestors. */
  categoryIds: number[];
  /** Picture URL. */
  picture: string;
  /** Warehouse city and state. */
  city: string;
  state: string;
  /** Interchange and superseded part numbers. */
  interchange: string[];
  /** Machine names, e.g. "John Deere 4020". */
  fitment: string[];
  /** Model names, e.g. "4020". */
  model: string[];
  machineModelIds: number[];
  /** Facet attributes: "Belt Type", "Width", "Thickness", "Length", "Trade Size", "Material", … */
  attributes: Record<string, string>;
  /** Average rating 0..5. */
  rating: number;
  /** Units sold (best selling order). */
  sales: number;
  /** Epoch milliseconds. */
  createdAt: number;
}

/** The spec's sort orders (spec 2, "Sort order"). */
export type SortMethod =
  | 'A_TO_Z'
  | 'BEST_SELLING'
  | 'DEFAULT'
  | 'HIGHEST_RATING'
  | 'PRICE_HIGH'
  | 'PRICE_LOW'
  | 'RELEVANCE'
  | 'Z_TO_A';

export const SORT_METHODS: readonly SortMethod[] = [
  'A_TO_Z',
  'BEST_SELLING',
  'DEFAULT',
  'HIGHEST_RATING',
  'PRICE_HIGH',
  'PRICE_LOW',
  'RELEVANCE',
  'Z_TO_A',
];

/** Algolia-style filter list: AND across the outer array, OR inside an inner array. */
export type FilterList = ReadonlyArray<string | readonly string[]>;

/** A product search, in the engine's terms (the wire format maps onto it). */
export interface SearchRequest {
  query?: string;
  /** 0-based. */
  page?: number;
  hitsPerPage?: number;
  /** Facet names to count, or ["*"] for every facet. */
  facets?: readonly string[];
  maxValuesPerFacet?: number;
  /** "count" (default): count desc then name; "alpha": name ascending. */
  sortFacetValuesBy?: 'count' | 'alpha';
  facetFilters?: string | FilterList;
  numericFilters?: string | FilterList;
  /** Boolean expression, e.g. `brand:"John Deere" AND (Color:Black OR Color:Green) AND price < 200`. */
  filters?: string;
  sort?: SortMethod;
  highlightPreTag?: string;
  highlightPostTag?: string;
  /** Attributes to highlight; default title, brand, category, interchange, fitment, model. */
  attributesToHighlight?: readonly string[];
  /** A customer's machine: parts that may fit it rank above parts of equal relevance (search-fit-rank.ts). */
  fit?: FitBoost;
  /** When the query names a kind of part ("belts", "fan belt"), rank that kind first and report it (search-category-intent.ts). */
  categoryIntent?: boolean;
}

export interface HighlightValue {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
}

export type HighlightResult = Record<string, HighlightValue | HighlightValue[]>;

export interface SearchHit {
  record: SearchProductRecord;
  highlight: HighlightResult;
}

export interface FacetStats {
  min: number;
  max: number;
  avg: number;
  sum: number;
}

export interface SearchResult {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  facets: Record<string, Record<string, number>>;
  facetsStats: Record<string, FacetStats>;
  /** The category the query names, ranked first (only with categoryIntent). */
  categoryHint?: { id: number; name: string } | null;
}

/** Facet-value search: the values of one facet that start with facetQuery, under the request's filters. */
export interface FacetValuesRequest extends SearchRequest {
  facetName: string;
  facetQuery?: string;
  /** Default 10, at most 100. */
  maxFacetHits?: number;
}

export interface FacetHit {
  value: string;
  highlighted: string;
  count: number;
}

export interface FacetValuesResult {
  facetHits: FacetHit[];
  exhaustiveFacetsCount: boolean;
}

/** A record of the suggestion index `Product_Master_AutoComplete`. */
export interface SuggestionRecord {
  objectID: string;
  SearchTerm: string;
  category: string;
  part: string;
  interchange: string;
  fitment: string;
  /** Popularity: products behind the suggestion, or times customers searched it. */
  count: number;
}

export interface SuggestionHit {
  record: SuggestionRecord;
  highlight: HighlightResult;
}

export interface SuggestionRequest {
  query?: string;
  page?: number;
  hitsPerPage?: number;
  highlightPreTag?: string;
  highlightPostTag?: string;
}

export interface SuggestionResult {
  hits: SuggestionHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
}

/** Bad input the caller can fix (malformed filter, unknown sort…); the wire layer turns it into HTTP 400. */
export class SearchInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SearchInputError';
  }
}
