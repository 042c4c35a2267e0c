import { openPanel } from '~/lib/panel-store';
import { appliedFilterCount, type SearchUrlState } from '../search-url-state';

/** The phone's Filters button, with the number of filters applied. */
export function FiltersButton({ state, onPrepare, onOpen }: { state: SearchUrlState; onPrepare?: () => void; onOpen?: () => void }) {
  const applied = appliedFilterCount(state);
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onPointerDown={onPrepare}
      onClick={() => {
        onOpen?.();
        openPanel('mobileFilters');
      }}
      className="inline-flex h-10 items-center gap-2 rounded border border-gray-300 px-4 font-semibold md:hidden"
    >
      Filters
      {applied > 0 && (
        <span className="rounded-full bg-ink-900 px-2 text-xs leading-5 text-white">
          {applied}
          <span className="sr-only"> applied</span>
        </span>
      )}
    </button>
  );
}
