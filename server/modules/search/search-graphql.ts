import { invalid } from '../../lib/errors';
import type { SearchEngine } from './search-engine';
import { SearchInputError, SORT_METHODS, type SearchProductRecord, type SearchRequest, type SortMethod } from './search-types';
import { priceRangeFilters } from '../../../shared/price-ranges';

/** The facets the search page shows, by the names customers see (spec 2 §2) and the index's attributes. */
export const SEARCH_FACETS: ReadonlyArray<{ id: string; name: string; attribute: string }> = [
  { id: 'machine', name: 'Machine', attribute: 'fitment' },
  { id: 'brand', name: 'Brand', attribute: 'brand' },
  { id: 'category', name: 'Category', attribute: 'category' },
  ...['Belt Type', 'Width', 'Thickness', 'Length', 'Trade Size', 'Material', 'Number of Bands', 'Application', 'Color'].map((n) => ({
    id: n,
    name: n,
    attribute: n,
  })),
];


export interface SearchFilterInput {
  id: string;
  values: string[];
}

const MAX_PAGE = 100;
const MAX_REACH = 1000;

function encodeCursor(offset: number): string {
  return Buffer.from(`s:${offset}`).toString('base64url');
}

function decodeCursor(cursor: string): number {
  const m = /^s:(\d{1,4})$/.exec(Buffer.from(cursor, 'base64url').toString());
  if (!m) throw invalid('Invalid cursor');
  return Number(m[1]);
}

/** Turns GraphQL filters into the engine's AND-of-OR facet filters and numeric filters. */
export function toEngineFilters(filters: readonly SearchFilterInput[] | null | undefined): Pick<SearchRequest, 'facetFilters' | 'numericFilters'> {
  const facetFilters: string[][] = [];
  const numericFilters: string[] = [];
  for (const f of filters ?? []) {
    if (f.values.length === 0) continue;
    if (f.values.length > 100) throw invalid(`Too many values for filter ${f.id}`);
    if (f.id === 'price') {
      for (const v of f.values) {
        const range = priceRangeFilters(v);
        if (!range) throw invalid(`Unknown price range ${v}`);
        numericFilters.push(...range);
      }
      continue;
    }
    if (f.id === 'categoryId') {
      // Every category a product is filed under (primary or secondary) and their ancestors.
      for (const v of f.values) if (!/^\d{1,9}$/.test(v)) throw invalid(`Invalid category id ${v.slice(0, 20)}`);
      facetFilters.push(f.values.map((v) => `categoryIds:${v}`));
      continue;
    }
    const facet = SEARCH_FACETS.find((x) => x.id === f.id || x.name === f.id || x.attribute === f.id);
    if (!facet) throw invalid(`Unknown filter ${f.id}`);
    facetFilters.push(f.values.map((v) => `${facet.attribute}:${v}`));
  }
  return { facetFilters, numericFilters };
}

export interface SearchPageArgs {
  searchString?: string | null;
  filters?: SearchFilterInput[] | null;
  sortMethod?: SortMethod | null;
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
  /**
   * A full query the customer submitted (the search results page), counted for popular-query
   * suggestions; never for search-as-you-type, category browsing or later pages.
   */
  analytics?: boolean | null;
  /** Who ran the query (a hashed key): a query is suggested once several distinct visitors found parts with it. */
  visitor?: string | null;
  /** True to rank by the words alone, without the category the query names (the removed "in V-Belts" refinement). */
  anyCategory?: boolean | null;
}

/** The category a query names and ranks first, as the page offers it: a name and the categoryId filter value. */
export interface CategoryHintView {
  name: string;
  value: string;
}

/** What steers a search to a customer's machine (search-fit.ts): the ranking boost and, for "Only parts that fit", its filters. */
export interface SearchSteer {
  fit: SearchRequest['fit'];
  facetFilters?: string[][];
  numericFilters?: string[];
}

/** Search for GraphQL: cursor paging over the same engine the wire endpoint uses. */
export function searchPage(engine: SearchEngine, args: SearchPageArgs, steer?: SearchSteer) {
  const query = (args.searchString ?? '').trim();
  if (query.length > 512) throw invalid('Search text is too long');
  if (args.sortMethod && !SORT_METHODS.includes(args.sortMethod)) throw invalid('Unknown sort method');
  let offset = 0;
  let size = Math.min(Math.max(args.first ?? 20, 1), MAX_PAGE);
  if (args.after) offset = decodeCursor(args.after) + 1;
  if (args.before != null || args.last != null) {
    const end = args.before ? decodeCursor(args.before) : MAX_REACH;
    size = Math.min(Math.max(args.last ?? 20, 1), MAX_PAGE);
    offset = Math.max(0, end - size);
    size = Math.min(size, end - offset);
  }
  if (offset >= MAX_REACH) return { edges: [], totalCount: 0, hasNextPage: false, hasPreviousPage: offset > 0, facets: {}, categoryHint: null };
  const reach = Math.min(offset + size, MAX_REACH);
  try {
    const request: SearchRequest = {
      query,
      page: 0,
      hitsPerPage: reach,
      facets: SEARCH_FACETS.map((f) => f.attribute),
      sort: args.sortMethod ?? (query ? 'RELEVANCE' : 'DEFAULT'),
      ...steered(toEngineFilters(args.filters), steer),
      categoryIntent: query !== '' && !args.anyCategory,
    };
    const result = engine.search(request);
    if (args.analytics && query && !args.after && !args.before && (result.nbHits > 0 || !args.filters?.some((f) => f.values.length > 0))) {
      engine.queryLog.record(query, result.nbHits, args.visitor ?? '');
    }
    const hits = result.hits.slice(offset, reach);
    return {
      edges: hits.map((h, i) => ({ cursor: encodeCursor(offset + i), node: h.record })),
      totalCount: result.nbHits,
      hasNextPage: reach < Math.min(result.nbHits, MAX_REACH),
      hasPreviousPage: offset > 0,
      facets: disjunctiveFacets(engine, request, result.facets),
      categoryHint: result.categoryHint ? ({ name: result.categoryHint.name, value: String(result.categoryHint.id) } satisfies CategoryHintView) : null,
    };
  } catch (err) {
    if (err instanceof SearchInputError) throw invalid(err.message);
    throw err;
  }
}

function steered(filters: ReturnType<typeof toEngineFilters>, steer: SearchSteer | undefined): Pick<SearchRequest, 'facetFilters' | 'numericFilters' | 'fit'> {
  if (!steer) return filters;
  return {
    facetFilters: [...(filters.facetFilters as string[][]), ...(steer.facetFilters ?? [])],
    numericFilters: [...(filters.numericFilters as string[]), ...(steer.numericFilters ?? [])],
    fit: steer.fit,
  };
}

/**
 * The counts of each refined facet as if its own choice were not made (InstantSearch's disjunctive
 * faceting): the values of one facet are OR-ed, so a customer can add a second category or brand,
 * and the facet keeps showing the others with their counts.
 */
function disjunctiveFacets(engine: SearchEngine, request: SearchRequest, facets: Record<string, Record<string, number>>) {
  const groups = Array.isArray(request.facetFilters) ? (request.facetFilters as ReadonlyArray<string | readonly string[]>) : [];
  let out = facets;
  groups.forEach((group, i) => {
    const first = typeof group === 'string' ? group : group[0];
    const attribute = first?.slice(0, first.indexOf(':'));
    if (!attribute || !SEARCH_FACETS.some((f) => f.attribute === attribute)) return;
    const own = engine.search({ ...request, page: 0, hitsPerPage: 0, facets: [attribute], facetFilters: groups.filter((_, j) => j !== i) });
    out = { ...out, [attribute]: own.facets[attribute] ?? {} };
  });
  return out;
}

/** The most values a facet lists (spec 2 §7: show-more limit 500). */
export const FACET_VALUES_LIMIT = 500;

/** Facets with their values sorted by name (spec 2 §7 "Hosted search service"). */
// One collator for every sort: localeCompare with options builds a new one on each comparison.
const byName = new Intl.Collator('en', { numeric: true });

export function facetList(facets: Record<string, Record<string, number>>) {
  return SEARCH_FACETS.map((f) => ({
    id: f.id,
    name: f.name,
    attribute: f.attribute,
    values: Object.entries(facets[f.attribute] ?? {})
      .map(([value, count]) => ({ value, count }))
      .sort((a, b) => byName.compare(a.value, b.value))
      .slice(0, FACET_VALUES_LIMIT),
  })).filter((f) => f.values.length > 0);
}

export type SearchProduct = SearchProductRecord;
