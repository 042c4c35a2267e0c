import { Link, useSearchParams } from 'react-router';
import { ProductGrid } from '~/features/catalog/components/catalog-product-grid';
import { searchHref } from '~/lib/search-links';
import { chipHref, seeAllTerm, type HomeSectionData } from '../home-sections';

/** SEATS, BELTS and RADIATORS (spec 2 §2): brand chips, a grid of up to 12 products, See All. */
export function HomeProductSections({ sections, phone }: { sections: HomeSectionData[]; phone: string }) {
  const [params] = useSearchParams();
  return (
    <div className="mx-auto max-w-screen-2xl space-y-12 px-4 py-12 md:px-6">
      {sections.map((s, i) => {
        const titleId = `home-section-${s.key}`;
        // The first section starts on the first screen; the others are laid out as they near it.
        return (
          <section key={s.key} id={s.key} aria-labelledby={titleId} className={i === 0 ? 'scroll-mt-20' : 'below-fold scroll-mt-20 [--fold-size:1850px] lg:[--fold-size:710px]'}>
            <div className="flex flex-wrap items-baseline justify-between gap-3">
              <h2 id={titleId} className="text-2xl font-bold tracking-wide md:text-3xl">
                {s.title}
              </h2>
              <Link to={searchHref(seeAllTerm(s.chip, s.category))} className="font-semibold text-brand-800 underline hover:text-brand-800">
                See All<span className="sr-only"> {seeAllTerm(s.chip, s.category)}</span>
              </Link>
            </div>
            <ul aria-label={`${s.title} brands`} className="mt-4 flex gap-2 overflow-x-auto pb-1">
              {s.chips.map((chip) => {
                const on = chip === s.chip;
                return (
                  <li key={chip} className="shrink-0">
                    <Link
                      to={chipHref(params, s.key, chip)}
                      aria-current={on ? 'true' : undefined}
                      preventScrollReset
                      replace
                      className={`inline-flex h-10 items-center rounded-full border px-4 text-sm font-semibold whitespace-nowrap ${
                        on ? 'border-ink-900 bg-ink-900 text-white' : 'border-gray-300 bg-white hover:border-ink-900'
                      }`}
                    >
                      {chip}
                    </Link>
                  </li>
                );
              })}
            </ul>
            <div className="mt-4">
              {s.failed ? (
                <p role="alert" className="text-red-800">
                  These products could not be loaded. Please try again in a moment.
                </p>
              ) : s.products.length === 0 ? (
                <p className="text-ink-700">No {s.category.toLowerCase()} from {s.chip} right now.</p>
              ) : (
                <ProductGrid products={s.products} phone={phone} label={`${s.title}: ${s.chip}`} />
              )}
            </div>
          </section>
        );
      })}
    </div>
  );
}
