import { HomeHero } from '~/features/home/components/home-hero';
import { HomeProductSections } from '~/features/home/components/home-product-sections';
import { HomeShopByCategory } from '~/features/home/components/home-shop-by-category';
import { HomeShopByFitment } from '~/features/home/components/home-shop-by-fitment';
import { HomeTopBar } from '~/features/home/components/home-top-bar';
import { HomeWhyChooseUs } from '~/features/home/components/home-why-choose-us';
import { HEADER_PRIORITY, type HeaderHandle } from '~/lib/header-variant';
import { pageMeta } from '~/lib/meta';
import { useRootData } from '~/lib/root-data';
import type { Route } from './+types/home';

export const handle: HeaderHandle = { header: { variant: 'SCROLL_NAV_BAR', priority: HEADER_PRIORITY.ROUTE } };

export function meta(args: Route.MetaArgs) {
  return pageMeta(args);
}

// The groups and brands come from the root loader (the departments panel needs them on every
// page), so the home page renders from the database without a query of its own.
export default function Home() {
  const root = useRootData();
  if (!root) return null;
  const groups = root.categoryGroups.filter((g) => g.showOnHomePage);
  return (
    <>
      <HomeTopBar store={root.store} />
      <HomeHero />
      <HomeProductSections />
      <HomeWhyChooseUs store={root.store} />
      <HomeShopByCategory groups={groups} />
      <HomeShopByFitment brands={root.brands} />
    </>
  );
}
