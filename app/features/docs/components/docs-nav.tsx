import { Form, NavLink } from 'react-router';

/** The documentation's pages, in reading order: written pages first, then the generated reference. */
export const DOC_PAGES = [
  { to: '/documentation', label: 'Overview' },
  { to: '/documentation/tokens', label: 'Token service' },
  { to: '/documentation/queries', label: 'Queries' },
  { to: '/documentation/mutations', label: 'Mutations' },
  { to: '/documentation/types', label: 'Types' },
  { to: '/documentation/search', label: 'Search endpoint' },
  { to: '/documentation/errors', label: 'Error codes' },
  { to: '/documentation/ratelimits', label: 'Rate limits' },
  { to: '/documentation/persisted', label: 'Persisted documents' },
  { to: '/graphiql', label: 'GraphiQL explorer' },
  { to: '/apitests', label: 'API tests' },
] as const;

/** The side navigation with the documentation's search box. */
export function DocsNav({ query = '' }: { query?: string }) {
  return (
    <div className="text-sm lg:sticky lg:top-4">
      <Form method="get" action="/documentation" role="search" aria-label="Documentation" className="flex gap-2">
        <label htmlFor="docs-q" className="sr-only">
          Search the documentation
        </label>
        <input id="docs-q" name="q" type="search" defaultValue={query} maxLength={100} placeholder="Search: cart, Product, token…" className="h-11 min-w-0 flex-1 rounded-md border border-gray-400 px-3" />
        <button type="submit" className="h-11 rounded-md bg-brand-500 px-3 font-semibold text-ink-900 hover:bg-brand-400">
          Search docs
        </button>
      </Form>
      <nav aria-label="Documentation" className="mt-4">
        <ul className="space-y-1">
          {DOC_PAGES.map((p) => (
            <li key={p.to}>
              <NavLink
                to={p.to}
                end
                className={({ isActive }) => `flex min-h-9 items-center rounded px-2 ${isActive ? 'bg-brand-50 font-semibold' : 'hover:bg-gray-100'}`}
              >
                {p.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

/** The documentation's two-column layout: navigation and search beside the page. */
export function DocsLayout({ query, children }: { query?: string; children: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-screen-2xl px-4 py-6 md:px-6 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-10">
      <div className="mb-6 lg:mb-0">
        <DocsNav query={query} />
      </div>
      <div className="min-w-0">{children}</div>
    </div>
  );
}
