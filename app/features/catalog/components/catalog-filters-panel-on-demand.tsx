import { lazy, Suspense, type ComponentProps } from 'react';

// The phone's Filters panel (search and category pages) and its dialog library (Radix, about 13 kB)
// come on first use: most visits never open it.
const loadFiltersPanel = () => import('./catalog-filters-panel');
const FiltersPanel = lazy(loadFiltersPanel);

/** Starts fetching the panel's code (on pointer-down of the Filters button), so the click opens it at once. */
export function preloadFiltersPanel(): void {
  loadFiltersPanel().catch(() => {});
}

/** The Filters panel, mounted (and fetched) from the first time the customer asked for it. */
export function FiltersPanelOnDemand({ wanted, ...props }: { wanted: boolean } & ComponentProps<typeof FiltersPanel>) {
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <FiltersPanel {...props} />
    </Suspense>
  );
}
