import { HomeHero } from '~/features/home/components/home-hero';
import { HomeProductSections } from '~/features/home/components/home-product-sections';
import { HomeShopByCategory } from '~/features/home/components/home-shop-by-category';
import { HomeShopByFitment } from '~/features/home/components/home-shop-by-fitment';
import { HomeTopBar } from '~/features/home/components/home-top-bar';
import { HomeWhyChooseUs } from '~/features/home/components/home-why-choose-us';
import { chosenChips, HOME_GRID_SIZE, HOME_SECTIONS, HOME_SECTIONS_QUERY, sectionFilters, type HomeSectionData } from '~/features/home/home-sections';
import type { HomeSectionsQuery, HomeSectionsQueryVariables } from '~/gql/graphql';
import { serverQuery } from '~/lib/graphql';
import { HEADER_PRIORITY, type HeaderHandle } from '~/lib/header-variant';
import { pageMeta } from '~/lib/meta';
import { createStaleCache } from '~/lib/stale-cache';
import { useRootData } from '~/lib/root-data';
import type { Route } from './+types/home';

export const handle: HeaderHandle = { header: { variant: 'SCROLL_NAV_BAR', priority: HEADER_PRIORITY.ROUTE } };

type SectionsResult = HomeSectionsQuery;

/**
 * The home grids are the same for every visitor with the same chips, and the home page is the
 * most visited one: their search answer is kept for a short while (prices and stock on the
 * product page stay live), one entry per chip combination.
 */
const sectionsCache = createStaleCache<SectionsResult>({ ttlMs: 30_000, maxEntries: 64 });

function homeSections(context: Route.LoaderArgs['context'], variables: HomeSectionsQueryVariables): Promise<SectionsResult | null> {
  return sectionsCache.get(JSON.stringify(variables), () => serverQuery(context, HOME_SECTIONS_QUERY, variables));
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const chips = chosenChips(new URL(request.url).searchParams);
  const variables: HomeSectionsQueryVariables = {
    first: HOME_GRID_SIZE,
    seats: sectionFilters(chips.seats),
    belts: sectionFilters(chips.belts),
    radiators: sectionFilters(chips.radiators),
  };
  const result = await homeSections(context, variables);
  const sections: HomeSectionData[] = HOME_SECTIONS.map((s) => ({
    key: s.key,
    title: s.title,
    category: s.category,
    chips: s.chips,
    chip: chips[s.key],
    products: result?.v1[s.key]?.nodes ?? [],
    failed: !result,
  }));
  return { sections };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args);
}

// The groups and brands come from the root loader (the departments panel needs them on every
// page); the product sections come from this route's loader.
export default function Home({ loaderData }: Route.ComponentProps) {
  const root = useRootData();
  if (!root) return null;
  const groups = root.categoryGroups.filter((g) => g.showOnHomePage);
  return (
    <>
      <HomeTopBar store={root.store} />
      <HomeHero />
      <HomeProductSections sections={loaderData.sections} phone={root.store.phone} />
      <HomeWhyChooseUs store={root.store} />
      <HomeShopByCategory groups={groups} />
      <HomeShopByFitment brands={root.brands} />
    </>
  );
}
