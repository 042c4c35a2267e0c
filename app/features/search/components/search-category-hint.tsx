import { Link, useLocation } from 'react-router';

/** The kind of part a query names, which search ranks first: its name and its categoryId filter value. */
export interface CategoryHint {
  name: string;
  value: string;
}

/** The address parameter that ranks by the words alone, without the named kind. */
export const ANY_CATEGORY_PARAM = 'anyCategory';

/** The address of the same search without the named kind (first page again: the order changes). */
export function withoutHintHref(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.set(ANY_CATEGORY_PARAM, '1');
  for (const key of [...params.keys()]) if (/\[page\]$|^page$/.test(key)) params.delete(key);
  return `${pathname}?${params.toString()}`;
}

/** "in V-Belts ×": the kind search understood from the query, removable in one tap. */
export function SearchCategoryHint({ hint }: { hint: CategoryHint }) {
  const location = useLocation();
  return (
    <p className="mt-3 flex flex-wrap items-center gap-2 text-sm text-gray-700" data-testid="search-category-hint">
      <span>Showing parts</span>
      <Link
        to={withoutHintHref(location.pathname, location.search)}
        preventScrollReset
        aria-label={`Remove ${hint.name}: search every category`}
        className="inline-flex min-h-9 items-center gap-1 rounded-full border border-brand-500 bg-brand-50 px-3 font-semibold text-ink-900 hover:border-gray-500"
      >
        in {hint.name}
        <span aria-hidden="true" className="text-base leading-none">
          ×
        </span>
      </Link>
      <span>first</span>
    </p>
  );
}
