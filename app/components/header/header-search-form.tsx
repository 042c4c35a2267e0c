import clsx from 'clsx';
import { useId } from 'react';
import { SEARCH_PATH, SEARCH_QUERY_PARAM } from '~/lib/search-links';
import { SearchIcon } from '../icons';

/**
 * The header's search box: a plain GET form, so it works before hydration and without script.
 * (Search-as-you-type suggestions replace its insides in the search issue.)
 */
export function HeaderSearchForm({ className }: { className?: string }) {
  const id = useId();
  return (
    <form method="get" action={SEARCH_PATH} role="search" className={clsx('flex h-10 min-w-0', className)}>
      <label htmlFor={id} className="sr-only">
        Search parts
      </label>
      <input
        id={id}
        type="search"
        name={SEARCH_QUERY_PARAM}
        placeholder="Search parts, part numbers or machines"
        autoComplete="off"
        enterKeyHint="search"
        className="h-10 min-w-0 flex-1 rounded-l-md border-0 bg-white px-3 text-base text-ink-900 placeholder:text-gray-600 md:text-sm"
      />
      <button type="submit" aria-label="Search" className="flex h-10 w-12 shrink-0 items-center justify-center rounded-r-md bg-brand-500 text-ink-900 hover:bg-brand-400">
        <SearchIcon width={20} height={20} />
      </button>
    </form>
  );
}
