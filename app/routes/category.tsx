import { useState } from 'react';
import { Breadcrumb } from '~/components/page/page-breadcrumb';
import { data, Form, isRouteErrorResponse, Link, redirect, useRevalidator, type ShouldRevalidateFunctionArgs } from 'react-router';
import { PageNotFound } from '~/components/page/page-not-found';
import {
  CATEGORY_QUERY,
  categoryPath,
  type CategoryPageData,
} from '~/features/catalog/catalog-category';
import { DelayedError } from '~/features/catalog/components/catalog-delayed-error';
import { SearchFacets } from '~/features/search/components/search-facets';
import { facetNames, SearchChips } from '~/features/search/components/search-chips';
import { SearchSort } from '~/features/search/components/search-sort';
import { fleetMachineNames } from '~/features/fleet/fleet-loader.server';
import { ResultsList } from '~/features/catalog/components/catalog-results-list';
import { onlyGrown } from '~/features/search/search-paging';
import { loadResultsUpTo } from '~/features/search/search-results.server';
import { parseSearchState, resultsDataHref, searchStateToQuery } from '~/features/search/search-url-state';
import { serverQuery } from '~/lib/graphql';
import { UNEXPECTED_FAILURE } from '../../shared/errors';
import { userMessageOf } from '~/lib/errors';
import { pageMeta } from '~/lib/meta';
import { openPanel } from '~/lib/panel-store';
import { useRootData } from '~/lib/root-data';
import { SEARCH_QUERY_PARAM } from '~/lib/search-links';
import type { Route } from './+types/category';
import { formatCount } from '~/lib/number-format';
import { isIdParam } from '~/lib/route-params';
import { FiltersPanelOnDemand, preloadFiltersPanel } from '~/features/catalog/components/catalog-filters-panel-on-demand';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!isIdParam(params.categoryId)) throw data(null, { status: 404 });
  const url = new URL(request.url);
  const searching = url.pathname.includes('/s/c/');
  const state = parseSearchState(url.searchParams);
  let category: CategoryPageData | null;
  try {
    const result = await serverQuery(context, CATEGORY_QUERY, { id: params.categoryId });
    category = result.v1.category;
  } catch (err) {
    // Spec 2 §8: the page shows a spinner, then the error after 2 seconds (a refusal's text, else the one unexpected text).
    const message = userMessageOf(err);
    return { failed: true as const, message, searching, categoryId: params.categoryId };
  }
  if (!category) throw data(null, { status: 404 });
  const canonical = categoryPath(category, searching);
  if (decodeURIComponent(url.pathname) !== decodeURIComponent(canonical)) throw redirect(`${canonical}${url.search}`, 301);

  const listState = searching ? state : { ...state, query: '' };
  // Every page up to the one in the address (a reload or back shows all the customer had scrolled to).
  const [r, fleetMachines] = await Promise.all([
    loadResultsUpTo(context, listState, { categoryId: category.id }),
    // The customer's machines go first in the Machine facet.
    fleetMachineNames(context),
  ]);
  return {
    failed: false as const,
    searching,
    category,
    state: listState,
    basePath: url.pathname,
    totalCount: r?.totalCount ?? 0,
    hasNextPage: r?.hasNextPage ?? false,
    endCursor: r?.endCursor ?? null,
    hits: r?.hits ?? [],
    facets: (r?.facets ?? []).filter((f) => f.id !== 'category' || f.values.length > 1),
    productsFailed: !r,
    fleetMachines,
  };
}

/** A list that grew as the customer scrolled names its last page in the address: nothing to load again. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (!formMethod && onlyGrown(currentUrl, nextUrl, 'PRODUCTS_MASTER[page]')) return false;
  return defaultShouldRevalidate;
}

export function meta(args: Route.MetaArgs) {
  const d = args.data;
  if (!d || d.failed) return pageMeta(args, { title: 'Category', noindex: true });
  const c = d.category;
  const q = d.searching ? d.state.query : '';
  return pageMeta(args, {
    title: q ? `${q} in ${c.name}` : `${c.name} Parts`,
    description:
      c.description ||
      `Shop ${formatCount(c.numberOfProducts)} ${c.name.toLowerCase()} parts for construction, agricultural and industrial machinery, with friendly customer service and fast shipping.`,
    canonicalParams: d.searching ? [SEARCH_QUERY_PARAM] : [],
  });
}

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const root = useRootData();
  const phone = root?.store.phone ?? '';
  const [filtersWanted, setFiltersWanted] = useState(false);
  if (loaderData.failed) {
    return (
      <div className="mx-auto max-w-screen-2xl px-4 py-6">
        <DelayedError label="This category could not be loaded." message={loaderData.message} retry={<RetryLoad />} />
      </div>
    );
  }
  const { category: c, state, basePath, totalCount, hits, facets, hasNextPage, endCursor, productsFailed, searching, fleetMachines } = loaderData;
  const pageHref = (page: number) => `${basePath}?${searchStateToQuery({ ...state, page })}`;
  const heading = searching && state.query ? `${totalCount === 1 ? '1 Part' : `${formatCount(totalCount)} Parts`} for ${state.query}` : c.name;

  return (
    <div className="mx-auto max-w-screen-2xl px-4 py-6">
      <Breadcrumb trail={[{ label: 'Categories', to: '/category' }, ...c.breadcrumb.map((b) => ({ label: b.name, to: categoryPath(b) }))]} />

      <div className="mt-3 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold md:text-3xl">{heading}</h1>
          {!searching && (
            <p className="mt-1 text-ink-700">{totalCount === 1 ? '1 part' : `${formatCount(totalCount)} parts`}</p>
          )}
        </div>
        <Form method="get" action={categoryPath(c, true)} role="search" aria-label={`In ${c.name}`} className="flex h-10 w-full max-w-md">
          <label htmlFor="category-search" className="sr-only">
            Search in {c.name}
          </label>
          <input
            id="category-search"
            type="search"
            name={SEARCH_QUERY_PARAM}
            defaultValue={state.query}
            key={state.query}
            placeholder={`Search in ${c.name}`}
            className="h-10 min-w-0 flex-1 rounded-l-md border border-gray-300 px-3"
          />
          <button type="submit" aria-label={`Search in ${c.name}`} className="h-10 rounded-r-md bg-brand-500 px-4 font-semibold text-ink-900">
            Search
          </button>
        </Form>
      </div>

      {c.children.length > 0 && (
        <section aria-labelledby="subcategories" className="mt-6">
          <h2 id="subcategories" className="text-lg font-bold">
            Sub-categories
          </h2>
          <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6">
            {c.children.map((s) => (
              <li key={s.id}>
                <Link to={categoryPath(s)} className="flex h-full items-center gap-3 rounded-lg border border-gray-200 p-2 hover:shadow">
                  <img src={s.picture.thumbnailUrl} alt="" width={48} height={48} loading="lazy" className="size-12 shrink-0 object-contain" />
                  <span className="min-w-0">
                    <span className="block text-sm font-semibold">{s.name}</span>
                    <span className="block text-xs text-ink-700">{formatCount(s.numberOfProducts)} parts</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}

      <div className="mt-8 grid gap-8 md:grid-cols-[16rem_1fr]">
        <aside aria-label="Filters" className="max-md:hidden">
          <SearchFacets facets={facets} state={state} basePath={basePath} fleetMachines={fleetMachines} />
        </aside>
        <div className="md:hidden">
          <button
            type="button"
            aria-haspopup="dialog"
            onPointerDown={preloadFiltersPanel}
            onClick={() => {
              setFiltersWanted(true);
              openPanel('mobileFilters');
            }}
            className="rounded border border-gray-300 px-4 py-2 font-semibold"
          >
            Filters
          </button>
          <FiltersPanelOnDemand
            wanted={filtersWanted}
            facets={facets}
            state={state}
            basePath={basePath}
            totalCount={totalCount}
            fleetMachines={fleetMachines}
            scope={{ categoryId: c.id }}
          />
        </div>
        <section aria-label="Products">
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <SearchChips state={state} basePath={basePath} names={facetNames(facets)} />
            {hits.length > 1 && (
              <div className="ml-auto">
                <SearchSort state={state} basePath={basePath} />
              </div>
            )}
          </div>
          {productsFailed ? (
            <p role="alert" className="text-red-800">
              The products of this category could not be loaded. Please try again in a moment.
            </p>
          ) : hits.length === 0 ? (
            <div className="py-10 text-center">
              <h2 className="text-xl font-bold">No Results Found</h2>
              <p className="mt-2 text-ink-700">Make sure that all words are spelled correctly or try different keywords</p>
            </div>
          ) : (
            <ResultsList
              hits={hits}
              page={state.page}
              hasNextPage={hasNextPage}
              endCursor={endCursor}
              totalCount={totalCount}
              pageHref={pageHref}
              dataHref={(after) => resultsDataHref(state, { categoryId: c.id }, { after })}
              phone={phone}
              label={`${c.name} products`}
            />
          )}
        </section>
      </div>
    </div>
  );
}

/** Loads the page's data again (the loader, not the whole page). */
function RetryLoad() {
  const revalidator = useRevalidator();
  const retrying = revalidator.state === 'loading';
  return (
    <button
      type="button"
      onClick={() => void revalidator.revalidate()}
      disabled={retrying}
      className="mt-4 h-11 rounded-md border border-gray-400 px-4 font-semibold disabled:cursor-wait disabled:opacity-70"
    >
      {retrying ? 'Trying again…' : 'Try again'}
    </button>
  );
}

/** A load that failed outright (the server or the network): the spinner, then the error after 2 seconds. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <PageNotFound />;
  const message = isRouteErrorResponse(error) ? UNEXPECTED_FAILURE : userMessageOf(error);
  return (
    <div className="mx-auto max-w-screen-2xl px-4 py-6">
      <DelayedError label="This category could not be loaded." message={message} retry={<RetryLoad />} />
    </div>
  );
}
