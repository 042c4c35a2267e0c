import { useState } from 'react';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { FiltersButton } from '~/features/search/components/search-filters-button';
import { FiltersPanelOnDemand, preloadFiltersPanel } from '~/features/catalog/components/catalog-filters-panel-on-demand';
import { SearchNoResults } from '~/features/search/components/search-no-results';
import { SearchCategoryHint } from '~/features/search/components/search-category-hint';
import { loadCategoryHint } from '~/features/search/search-category-hint.server';
import { loadSearchAlternatives } from '~/features/search/search-did-you-mean.server';
import { SearchFacets } from '~/features/search/components/search-facets';
import { facetNames, SearchChips } from '~/features/search/components/search-chips';
import { ResultsList } from '~/features/catalog/components/catalog-results-list';
import { SearchSort } from '~/features/search/components/search-sort';
import { loadSearchMachine } from '~/features/fleet/fleet-search.server';
import { FitOnlySwitch } from '~/features/fleet/components/fleet-fit-switch';
import { FIT_FILTER_NAMES, withOnlyFitting } from '~/features/fleet/fleet-search';
import { onlyGrown } from '~/features/search/search-paging';
import { loadResultsUpTo } from '~/features/search/search-results.server';
import { parseSearchState, resultsDataHref, searchStateToQuery } from '~/features/search/search-url-state';
import { pageMeta } from '~/lib/meta';
import { useRootData } from '~/lib/root-data';
import type { Route } from './+types/search';
import { formatCount } from '~/lib/number-format';

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const state = parseSearchState(url.searchParams);
  // Every page up to the one in the address, so a reload, a shared link or back shows all the customer had scrolled to.
  // The customer's machine (chosen in the Machine facet, or selected) steers the results; their machines go first in the Machine facet.
  const { machine, machineNames: garage } = await loadSearchMachine(context, state);
  const r = await loadResultsUpTo(context, state, { garageId: machine?.garageId }, { analytics: true });
  return {
    state,
    basePath: url.pathname,
    totalCount: r?.totalCount ?? 0,
    hits: r?.hits ?? [],
    hasNextPage: r?.hasNextPage ?? false,
    endCursor: r?.endCursor ?? null,
    facets: r?.facets ?? [],
    fleetMachines: garage,
    machine,
    // The kind of part the query names ("jd 4020 belt": Belts), ranked first and removable.
    categoryHint: await loadCategoryHint(context, state.query, url.searchParams),
    // A search that found nothing offers a respelling, categories and machines instead.
    alternatives: r && r.totalCount === 0 ? await loadSearchAlternatives(context, state.query) : null,
    failed: !r,
  };
}

/** A list that grew as the customer scrolled names its last page in the address: nothing to load again. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (!formMethod && onlyGrown(currentUrl, nextUrl, 'PRODUCTS_MASTER[page]')) return false;
  return defaultShouldRevalidate;
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
  const { state, basePath, totalCount, hits, facets, hasNextPage, endCursor, failed, fleetMachines } = loaderData;
  const root = useRootData();
  const phone = root?.store.phone ?? '';
  const href = (page: number) => `${basePath}?${searchStateToQuery({ ...state, page })}`;
  const [filtersWanted, setFiltersWanted] = useState(false);

  return (
    <div className="mx-auto max-w-screen-2xl px-4 py-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold" aria-live="polite">
          {heading(totalCount, state.query)}
        </h1>
        <div className="flex items-center gap-3">
          <FiltersButton state={state} onPrepare={preloadFiltersPanel} onOpen={() => setFiltersWanted(true)} />
          <SearchSort state={state} basePath={basePath} />
        </div>
      </div>

      {loaderData.categoryHint && <SearchCategoryHint hint={loaderData.categoryHint} />}
      <div className="mt-6 grid gap-8 md:grid-cols-[16rem_1fr]">
        <aside aria-label="Filters" className="max-md:hidden">
          <SearchFacets facets={facets} state={state} basePath={basePath} fleetMachines={fleetMachines} />
        </aside>
        <FiltersPanelOnDemand wanted={filtersWanted} facets={facets} state={state} basePath={basePath} totalCount={totalCount} fleetMachines={fleetMachines} />

        <section aria-label="Results">
          <FitOnlySwitch href={`${basePath}?${searchStateToQuery(withOnlyFitting(state, !loaderData.machine?.onlyFitting))}`} machine={loaderData.machine} />
          <div className="mb-4">
            <SearchChips state={state} basePath={basePath} names={{ ...facetNames(facets), ...FIT_FILTER_NAMES }} />
          </div>
          {failed ? (
            <p role="alert" className="text-red-800">
              Search is not answering right now. Please try again in a moment.
            </p>
          ) : hits.length === 0 ? (
            <SearchNoResults query={state.query} alternatives={loaderData.alternatives} machine={loaderData.machine?.label} />
          ) : (
            <ResultsList
              hits={hits}
              page={state.page}
              hasNextPage={hasNextPage}
              endCursor={endCursor}
              totalCount={totalCount}
              pageHref={href}
              dataHref={(after) => resultsDataHref(state, { garageId: loaderData.machine?.garageId }, { after })}
              phone={phone}
              label="Search results"
              moreLabel="Show more results"
            />
          )}
        </section>
      </div>
    </div>
  );
}
