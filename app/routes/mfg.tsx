import { graphql } from '~/gql/gql';
import { data, Link, type ShouldRevalidateFunctionArgs } from 'react-router';
import { Breadcrumb } from '~/components/page/page-breadcrumb';
import { ResultsList } from '~/features/catalog/components/catalog-results-list';
import { serverQuery } from '~/lib/graphql';
import { pageMeta } from '~/lib/meta';
import { useRootData } from '~/lib/root-data';
import { onlyGrown } from '~/features/search/search-paging';
import { loadResultsUpTo } from '~/features/search/search-results.server';
import { brandRefinementHref, MAX_PAGE, resultsDataHref, type ResultsScope, type SearchUrlState } from '~/features/search/search-url-state';
import type { ManufacturerQuery } from '~/gql/graphql';
import type { Route } from './+types/mfg';
import { formatCount } from '~/lib/number-format';
import { isIdParam } from '~/lib/route-params';

/** A brand's parts, best selling first. */
const SCOPE: ResultsScope = { sort: 'BEST_SELLING' };

function brandState(name: string, page: number): SearchUrlState {
  return { query: '', refinements: { brand: [name] }, price: null, page };
}

const BRAND_QUERY = graphql(`
  query Manufacturer($id: ID!) {
    v1 {
      manufacturer(id: $id) { id name makesMachines }
      machineModels(manufacturerId: $id) { id name type yearFrom yearTo picture { imageUrl } }
    }
  }
`);

type Model = ManufacturerQuery['v1']['machineModels'][number];

export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!isIdParam(params.mfgId)) throw data(null, { status: 404 });
  const brand = await serverQuery(
    context,
    BRAND_QUERY,
    { id: params.mfgId },
  );
  const m = brand.v1.manufacturer;
  if (!m) throw data(null, { status: 404 });
  const pageRaw = Number(new URL(request.url).searchParams.get('page') ?? '1');
  const page = Number.isInteger(pageRaw) && pageRaw >= 1 && pageRaw <= MAX_PAGE ? pageRaw : 1;
  // Every page up to the one in the address (a reload or back shows all the customer had scrolled to).
  const r = await loadResultsUpTo(context, brandState(m.name, page), SCOPE);
  return {
    manufacturer: m,
    models: brand.v1.machineModels,
    page,
    totalCount: r?.totalCount ?? 0,
    hasNextPage: r?.hasNextPage ?? false,
    endCursor: r?.endCursor ?? null,
    hits: r?.hits ?? [],
    productsFailed: !r,
  };
}

/** A list that grew as the customer scrolled names its last page in the address: nothing to load again. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (!formMethod && onlyGrown(currentUrl, nextUrl, 'page')) return false;
  return defaultShouldRevalidate;
}

export function meta(args: Route.MetaArgs) {
  const m = args.data?.manufacturer;
  if (!m) return pageMeta(args, { title: 'Page Not Found', noindex: true });
  return pageMeta(args, {
    title: `${m.name} Parts`,
    description: `Replacement parts for ${m.name}${m.makesMachines ? ' machines' : ''}: prices, availability and fitment, with friendly customer service and fast shipping.`,
  });
}

function years(m: Model): string {
  if (m.yearFrom && m.yearTo) return `${m.yearFrom}–${m.yearTo}`;
  return m.yearFrom ? `${m.yearFrom}–` : '';
}

export default function ManufacturerPage({ loaderData }: Route.ComponentProps) {
  const { manufacturer: m, models, hits, totalCount, hasNextPage, endCursor, page, productsFailed } = loaderData;
  const phone = useRootData()?.store.phone ?? '';
  return (
    <div className="mx-auto max-w-screen-2xl px-4 py-6">
      <Breadcrumb trail={[{ label: 'Manufacturers', to: '/mfg' }, { label: m.name }]} />
      <h1 className="mt-3 text-2xl font-bold md:text-3xl">{m.name}</h1>

      {models.length > 0 && (
        <section aria-labelledby="mfg-models" className="mt-6">
          <h2 id="mfg-models" className="text-xl font-bold">
            {m.name} machines
          </h2>
          <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6">
            {models.map((x) => (
              <li key={x.id}>
                <Link to={`/m/${x.id}`} className="flex h-full items-center gap-3 rounded-lg border border-gray-200 p-2 hover:shadow">
                  <img src={x.picture.imageUrl} alt="" width={48} height={48} loading="lazy" className="size-12 shrink-0 object-contain" />
                  <span className="min-w-0">
                    <span className="block text-sm font-semibold">{x.name}</span>
                    <span className="block text-xs text-ink-700">
                      {x.type}
                      {years(x) ? ` · ${years(x)}` : ''}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="mfg-products" className="mt-8">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h2 id="mfg-products" className="text-xl font-bold">
            {m.name} parts{totalCount > 0 ? ` (${formatCount(totalCount)})` : ''}
          </h2>
          <Link to={brandRefinementHref(m.name)} className="font-semibold text-brand-800 underline">
            All {m.name} parts with filters
          </Link>
        </div>
        <div className="mt-4">
          {productsFailed ? (
            <p role="alert" className="text-red-800">
              The parts could not be loaded. Please try again in a moment.
            </p>
          ) : hits.length === 0 ? (
            <p className="text-ink-700">We carry no {m.name} parts right now. Search by your machine instead.</p>
          ) : (
            <ResultsList
              hits={hits}
              page={page}
              hasNextPage={hasNextPage}
              endCursor={endCursor}
              totalCount={totalCount}
              pageHref={(n) => (n > 1 ? `/mfg/${m.id}?page=${n}` : `/mfg/${m.id}`)}
              dataHref={(after) => resultsDataHref(brandState(m.name, 1), SCOPE, { after })}
              phone={phone}
              label={`${m.name} parts`}
            />
          )}
        </div>
      </section>
    </div>
  );
}
