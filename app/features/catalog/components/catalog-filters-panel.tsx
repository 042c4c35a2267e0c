import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { SidePanel } from '~/components/panels/panel-side';
import { SearchFacets, type Facet } from '~/features/search/components/search-facets';
import type { ResultsPageAnswer } from '~/features/search/search-paging';
import {
  appliedFilterCount,
  resultsDataHref,
  sameResults,
  searchStateToQuery,
  withoutFilters,
  type ResultsScope,
  type SearchUrlState,
} from '~/features/search/search-url-state';
import { closePanel } from '~/lib/panel-store';

/** How long the panel waits after the last choice before it counts the results. */
const COUNT_DELAY_MS = 250;

interface PanelProps {
  facets: Facet[];
  state: SearchUrlState;
  basePath: string;
  totalCount: number;
  fleetMachines: string[];
  /** What narrows the list beyond the filters (the category of a category page), for the count. */
  scope?: ResultsScope;
}

/**
 * The phone's Filters panel (search and category pages): choices stay pending while the panel is
 * open and "Show Results (N)" applies them together; N is counted again as the choices change.
 */
export default function FiltersPanel(props: PanelProps) {
  return (
    <SidePanel panel="mobileFilters" title="Filters">
      {/* Mounted with each opening: it starts from the filters applied. */}
      <PendingFilters {...props} />
    </SidePanel>
  );
}

/** The count of a pending state: asked a moment after the last change; a newer change cancels the older request. */
function usePendingCount(changed: boolean, href: string): { href: string; total: number | null } | null {
  const [counted, setCounted] = useState<{ href: string; total: number | null } | null>(null);
  useEffect(() => {
    if (!changed) return;
    const ctrl = new AbortController();
    const timer = setTimeout(() => {
      fetch(href, { signal: ctrl.signal, headers: { accept: 'application/json' } })
        .then((res) => res.json() as Promise<ResultsPageAnswer<unknown>>)
        .then((answer) => setCounted({ href, total: answer.failed ? null : answer.totalCount }))
        .catch(() => {
          if (!ctrl.signal.aborted) setCounted({ href, total: null });
        });
    }, COUNT_DELAY_MS);
    return () => {
      clearTimeout(timer);
      ctrl.abort();
    };
  }, [changed, href]);
  return counted?.href === href ? counted : null;
}

function PendingFilters({ facets, state, basePath, totalCount, fleetMachines, scope = {} }: PanelProps) {
  const [pending, setPending] = useState(state);
  const changed = !sameResults(pending, state);
  const counted = usePendingCount(changed, resultsDataHref(pending, scope, { count: true }));
  const count = changed ? (counted?.total ?? null) : totalCount;
  const countFailed = changed && counted !== null && counted.total === null;

  const navigate = useNavigate();
  const apply = () => {
    closePanel('mobileFilters');
    if (!changed) return;
    const q = searchStateToQuery({ ...pending, page: 1 });
    void navigate(q ? `${basePath}?${q}` : basePath);
  };

  return (
    <>
      <div className="p-4">
        {appliedFilterCount(pending) > 0 && (
          <button type="button" onClick={() => setPending(withoutFilters(pending))} className="mb-4 text-sm font-semibold text-brand-800 underline">
            Clear all
          </button>
        )}
        <SearchFacets facets={facets} state={pending} basePath={basePath} fleetMachines={fleetMachines} onPick={setPending} />
      </div>
      <div className="sticky bottom-0 border-t border-gray-200 bg-white p-3">
        {countFailed && <p className="mb-2 text-sm text-red-800">The results could not be counted; Show Results still applies the filters.</p>}
        <button type="button" onClick={apply} aria-busy={count === null && !countFailed} className="h-11 w-full rounded-md bg-brand-500 font-semibold text-ink-900">
          {count === null ? 'Show Results (…)' : `Show Results (${count})`}
        </button>
      </div>
    </>
  );
}
