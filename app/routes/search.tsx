import { graphql } from '~/gql/gql';
import { SidePanel } from '~/components/panels/panel-side';
import { LoadMore } from '~/features/catalog/components/catalog-load-more';
import { ProductGrid } from '~/features/catalog/components/catalog-product-grid';
import { SearchNoResults } from '~/features/search/components/search-no-results';
import { SearchCategoryHint } from '~/features/search/components/search-category-hint';
import { loadCategoryHint } from '~/features/search/search-category-hint.server';
import { loadSearchAlternatives } from '~/features/search/search-did-you-mean.server';
import { SearchFacets } from '~/features/search/components/search-facets';
import { loadSearchMachine } from '~/features/fleet/fleet-search.server';
import { filterRefinements, withOnlyFitting } from '~/features/fleet/fleet-search';
import { FitOnlySwitch } from '~/features/fleet/components/fleet-fit-switch';
import { canLoadMore, resultsToRequest } from '~/features/search/search-paging';
import { parseSearchState, searchStateToQuery, type SearchUrlState } from '~/features/search/search-url-state';
import { serverQuery } from '~/lib/graphql';
import { pageMeta } from '~/lib/meta';
import { closePanel, openPanel } from '~/lib/panel-store';
import { useRootData } from '~/lib/root-data';
import type { Route } from './+types/search';
import { formatCount } from '~/lib/number-format';

const QUERY = graphql(`
  query SearchPage($q: String, $filters: [SearchFilterInput!], $first: Int, $analytics: Boolean, $garageId: ID, $onlyFitting: Boolean) {
    v1 {
      searchResults(searchString: $q, filters: $filters, first: $first, analytics: $analytics, garageId: $garageId, onlyFitting: $onlyFitting) {
        totalCount
        pageInfo { hasNextPage }
        nodes { ...SearchHitFields fit { kind text machine } }
        filters { id name attribute values { value count } }
      }
    }
  }
`);

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const state = parseSearchState(url.searchParams);
  const filters = Object.entries(filterRefinements(state.refinements)).map(([id, values]) => ({ id, values }));
  if (state.price) filters.push({ id: 'price', values: [state.price] });
  // The customer's machine (chosen in the Machine facet, or selected) steers the results; their machines go first in the Machine facet.
  const { machine, machineNames: garage } = await loadSearchMachine(context, state);
  const steer = { garageId: machine?.garageId ?? null, onlyFitting: machine?.onlyFitting ?? null };
  // Earlier pages come along, so a shared or reloaded link shows everything the customer had scrolled to.
  const result = await serverQuery(context, QUERY, { q: state.query, filters, first: resultsToRequest(state.page), analytics: state.page === 1 && filters.length === 0, ...steer }).catch(() => null);
  const r = result?.v1.searchResults;
  return {
    state,
    basePath: url.pathname,
    totalCount: r?.totalCount ?? 0,
    hasMore: canLoadMore({ page: state.page, received: r?.nodes.length ?? 0, hasNextPage: r?.pageInfo.hasNextPage ?? false }),
    hits: r?.nodes ?? [],
    facets: r?.filters ?? [],
    fleetMachines: garage,
    machine,
    // The kind of part the query names ("jd 4020 belt": Belts), ranked first and removable.
    categoryHint: await loadCategoryHint(context, state.query, url.searchParams),
    // A search that found nothing offers a respelling, categories and machines instead.
    alternatives: r && r.totalCount === 0 ? await loadSearchAlternatives(context, state.query) : null,
    failed: !r,
  };
}

export function meta(args: Route.MetaArgs) {
  const q = args.data?.state.query;
  return pageMeta(args, {
    title: q ? `${q} Parts` : 'Search Parts',
    description: q ? `Replacement parts matching “${q}”: prices, availability and machine fitment.` : undefined,
    canonicalParams: ['PRODUCTS_MASTER[query]'],
  });
}

function heading(count: number, query: string) {
  const parts = count === 1 ? '1 Part' : `${formatCount(count)} Parts`;
  return query ? `${parts} for ${query}` : parts;
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { state, basePath, totalCount, hits, facets, hasMore, failed, fleetMachines } = loaderData;
  const root = useRootData();
  const phone = root?.store.phone ?? '';
  const nextHref = `${basePath}?${searchStateToQuery({ ...state, page: state.page + 1 } satisfies SearchUrlState)}`;

  return (
    <div className="mx-auto max-w-screen-2xl px-4 py-6">
      <div className="flex items-center justify-between gap-4">
        <h1 className="text-2xl font-bold" aria-live="polite">
          {heading(totalCount, state.query)}
        </h1>
        <button
          type="button"
          onClick={() => openPanel('mobileFilters')}
          className="rounded border border-gray-300 px-4 py-2 font-semibold md:hidden"
        >
          Filters
        </button>
      </div>

      <div className="mt-6 grid gap-8 md:grid-cols-[16rem_1fr]">
        <aside aria-label="Filters" className="max-md:hidden">
          <SearchFacets facets={facets} state={state} basePath={basePath} fleetMachines={fleetMachines} />
        </aside>
        <SidePanel panel="mobileFilters" title="Filters">
          <div className="p-4">
            <SearchFacets facets={facets} state={state} basePath={basePath} fleetMachines={fleetMachines} />
          </div>
          <div className="sticky bottom-0 border-t border-gray-200 bg-white p-3">
            <button
              type="button"
              onClick={() => closePanel('mobileFilters')}
              className="h-11 w-full rounded-md bg-brand-500 font-semibold text-ink-900"
            >
              Show Results ({totalCount})
            </button>
          </div>
        </SidePanel>

        <section aria-label="Results">
          {loaderData.categoryHint && <SearchCategoryHint hint={loaderData.categoryHint} />}
          <FitOnlySwitch href={`${basePath}?${searchStateToQuery(withOnlyFitting(state, !loaderData.machine?.onlyFitting))}`} machine={loaderData.machine} />
          {failed ? (
            <p role="alert" className="text-red-800">
              Search is not answering right now. Please try again in a moment.
            </p>
          ) : hits.length === 0 ? (
            <SearchNoResults query={state.query} alternatives={loaderData.alternatives} />
          ) : (
            <ProductGrid products={hits} phone={phone} label="Search results" searchResults />
          )}
          {hasMore && <LoadMore href={nextHref} label="Show more results" />}
        </section>
      </div>
    </div>
  );
}
