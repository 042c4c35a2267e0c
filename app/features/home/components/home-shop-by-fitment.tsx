import { Link } from 'react-router';
import type { Brand } from '~/lib/root-data';
import { searchHref } from '~/lib/search-links';

/** Shop by Fitment: one link per brand, each a search for that brand. */
export function HomeShopByFitment({ brands }: { brands: Brand[] }) {
  if (brands.length === 0) return null;
  return (
    <section aria-labelledby="home-fitment-title" className="below-fold bg-gray-50 [--fold-size:564px] lg:[--fold-size:284px]">
      <div className="mx-auto max-w-screen-2xl px-4 py-12 md:px-6">
        <h2 id="home-fitment-title" className="text-2xl font-bold md:text-3xl">
          Shop by Fitment
        </h2>
        <p className="mt-2 text-gray-700">Pick your machine's brand to see the parts made to fit it.</p>
        <ul className="mt-6 flex flex-wrap gap-2">
          {brands.map((brand) => (
            <li key={brand.id}>
              <Link
                to={searchHref(brand.name)}
                className="inline-flex h-11 items-center rounded-full border border-gray-300 bg-white px-4 text-sm font-semibold hover:border-ink-900 hover:bg-brand-50"
              >
                {brand.name}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
