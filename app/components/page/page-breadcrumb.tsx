import { Link } from 'react-router';

export interface Crumb {
  label: string;
  /** Where the crumb leads; the last crumb is the page itself and is never a link. */
  to?: string;
}

/** The breadcrumb trail under the header: Home, then each crumb, the last one marked as this page. */
export function Breadcrumb({ trail }: { trail: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-ink-700">
      <ol className="flex flex-wrap gap-1">
        <li>
          <Link to="/" className="hover:underline">
            Home
          </Link>
        </li>
        {trail.map((c, i) =>
          i === trail.length - 1 ? (
            <li key={i} aria-current="page" className="text-ink-900">
              <span aria-hidden="true">/ </span>
              {c.label}
            </li>
          ) : (
            <li key={i}>
              <span aria-hidden="true">/ </span>
              {c.to ? (
                <Link to={c.to} className="hover:underline">
                  {c.label}
                </Link>
              ) : (
                c.label
              )}
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
