import type { RouterContextProvider } from 'react-router';
import { graphql } from '~/gql/gql';
import type { SearchFilterInput } from '~/gql/graphql';
import { serverQuery } from '~/lib/graphql';
import { filterRefinements, wantsOnlyFitting } from '~/features/fleet/fleet-search';
import { readUpTo, resultsUpTo } from './search-paging';
import type { ResultsScope, SearchUrlState } from './search-url-state';

type Context = Readonly<RouterContextProvider>;

/** One page of a result list: its results, where the next page starts, and (first page) the facets. */
const RESULTS_QUERY = graphql(`
  query SearchResultsPage(
    $q: String
    $filters: [SearchFilterInput!]
    $first: Int
    $after: String
    $sortMethod: SortMethod
    $analytics: Boolean
    $withFacets: Boolean!
    $garageId: ID
    $onlyFitting: Boolean
    $anyCategory: Boolean
  ) {
    v1 {
      searchResults(searchString: $q, filters: $filters, first: $first, after: $after, sortMethod: $sortMethod, analytics: $analytics, garageId: $garageId, onlyFitting: $onlyFitting, anyCategory: $anyCategory) {
        totalCount
        pageInfo { hasNextPage endCursor }
        nodes { ...SearchHitFields fit { kind text machine } }
        filters @include(if: $withFacets) { id name attribute values { value count } }
      }
    }
  }
`);

/** The search API's filters for a page state within its scope. */
export function resultsFilters(state: SearchUrlState, scope: ResultsScope = {}): SearchFilterInput[] {
  const filters: SearchFilterInput[] = [];
  if (scope.categoryId) filters.push({ id: 'categoryId', values: [scope.categoryId] });
  for (const [id, values] of Object.entries(filterRefinements(state.refinements))) filters.push({ id, values });
  if (state.price) filters.push({ id: 'price', values: [state.price] });
  return filters;
}

function variables(state: SearchUrlState, scope: ResultsScope) {
  // The customer's machine steers the results; "Only parts that fit" is in the address (fleet-search.ts).
  const garageId = scope.garageId ?? null;
  return { q: state.query, filters: resultsFilters(state, scope), sortMethod: state.sortBy ?? scope.sort ?? null, garageId, onlyFitting: garageId ? wantsOnlyFitting(state) : null, anyCategory: state.anyCategory ?? null };
}

/**
 * Every result up to the state's page (several requests past 100), with the facets: what a
 * document or navigation request for that page shows. Null when search did not answer.
 */
export async function loadResultsUpTo(context: Context, state: SearchUrlState, scope: ResultsScope = {}, opts: { analytics?: boolean; perPage?: number } = {}) {
  const vars = variables(state, scope);
  // A search the customer submitted counts for popular searches (the search page's first page, unfiltered).
  const analytics = Boolean(opts.analytics) && state.page === 1 && vars.filters.length === 0;
  try {
    const read = await readUpTo(resultsUpTo(state.page, opts.perPage), async (first, after) => {
      const r = await serverQuery(context, RESULTS_QUERY, { ...vars, first, after, analytics: analytics && !after, withFacets: !after });
      const s = r.v1.searchResults;
      return { nodes: s.nodes, hasNextPage: s.pageInfo.hasNextPage, endCursor: s.pageInfo.endCursor ?? null, totalCount: s.totalCount, facets: s.filters ?? [] };
    });
    return { totalCount: read.first.totalCount, facets: read.first.facets, hits: read.nodes, hasNextPage: read.hasNextPage, endCursor: read.endCursor };
  } catch {
    return null;
  }
}

/** One further page, after the last result shown (the browser's request as the customer scrolls). */
export async function loadResultsPage(context: Context, state: SearchUrlState, scope: ResultsScope, after: string | null, first: number) {
  const r = await serverQuery(context, RESULTS_QUERY, { ...variables(state, scope), first, after, analytics: false, withFacets: false });
  const s = r.v1.searchResults;
  return { totalCount: s.totalCount, hits: s.nodes, hasNextPage: s.pageInfo.hasNextPage, endCursor: s.pageInfo.endCursor ?? null };
}
