import { Link } from 'react-router';
import { appliedFilters, searchStateToQuery, withoutFilters, type SearchUrlState } from '../search-url-state';
import type { Facet } from './search-facets';

/** The names customers see for the index's attributes ("fitment" is the Machine facet). */
export function facetNames(facets: readonly Pick<Facet, 'attribute' | 'name'>[]): Record<string, string> {
  return Object.fromEntries(facets.map((f) => [f.attribute, f.name]));
}

/** The filters applied, each removable, and "Clear all" (query and order stay). */
export function SearchChips({ state, basePath, names }: { state: SearchUrlState; basePath: string; names: Record<string, string> }) {
  const applied = appliedFilters(state, names);
  if (applied.length === 0) return null;
  const href = (s: SearchUrlState) => {
    const q = searchStateToQuery(s);
    return q ? `${basePath}?${q}` : basePath;
  };
  return (
    <div className="flex flex-wrap items-center gap-2" aria-label="Applied filters" role="group">
      <ul className="contents">
        {applied.map((f) => (
          <li key={f.key}>
            <Link
              to={href(f.without)}
              preventScrollReset
              aria-label={`Remove filter ${f.label}`}
              className="inline-flex min-h-9 items-center gap-1 rounded-full border border-gray-300 bg-gray-50 px-3 text-sm hover:border-gray-500"
            >
              {f.label}
              <span aria-hidden="true" className="text-base leading-none">
                ×
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <Link to={href(withoutFilters(state))} preventScrollReset className="min-h-9 px-1 py-2 text-sm font-semibold text-brand-800 underline">
        Clear all
      </Link>
    </div>
  );
}
