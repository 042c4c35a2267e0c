import { SidePanel } from '~/components/panels/panel-side';
import { SearchFacets, type Facet } from '~/features/search/components/search-facets';
import type { SearchUrlState } from '~/features/search/search-url-state';
import { closePanel } from '~/lib/panel-store';

/** The phone's Filters panel of a category page (fetched with the first tap on Filters). */
export default function CategoryFiltersPanel({
  facets,
  state,
  basePath,
  totalCount,
  fleetMachines,
}: {
  facets: Facet[];
  state: SearchUrlState;
  basePath: string;
  totalCount: number;
  fleetMachines: string[];
}) {
  return (
    <SidePanel panel="mobileFilters" title="Filters">
      <div className="p-4">
        <SearchFacets facets={facets} state={state} basePath={basePath} fleetMachines={fleetMachines} />
      </div>
      <div className="sticky bottom-0 border-t border-gray-200 bg-white p-3">
        <button type="button" onClick={() => closePanel('mobileFilters')} className="h-11 w-full rounded-md bg-brand-500 font-semibold text-ink-900">
          Show Results ({totalCount})
        </button>
      </div>
    </SidePanel>
  );
}
