import { Link } from 'react-router';
import { buttonClass } from '~/components/button';
import { selectClass } from '~/components/field';

/**
 * A back-office list's filter as a row of links (`?filter=…`): the current one marked for the eye
 * and for screen readers (aria-current), each one a plain link the keyboard and address bar work.
 */
export function AdminFilterLinks<F extends string>({ label, base, current, labels }: { label: string; base: string; current: F; labels: Record<F, string> }) {
  return (
    <nav aria-label={label} className="flex flex-wrap gap-x-4">
      {(Object.entries(labels) as Array<[F, string]>).map(([value, text]) => (
        <Link
          key={value}
          to={`${base}?filter=${value}`}
          aria-current={value === current ? 'page' : undefined}
          className={`inline-flex min-h-11 items-center ${value === current ? 'font-bold underline' : 'text-blue-800 hover:underline'}`}
        >
          {text}
        </Link>
      ))}
    </nav>
  );
}

/** Previous and next page links of a list paged by number (`href(n)` is page n's address). */
export function AdminPageLinks({ page, hasNextPage, href }: { page: number; hasNextPage: boolean; href: (n: number) => string }) {
  return (
    <nav aria-label="Pages" className="mt-4 flex gap-3">
      {page > 1 && (
        <Link to={href(page - 1)} className={buttonClass({ variant: 'outline' })}>
          Previous page
        </Link>
      )}
      {hasNextPage && (
        <Link to={href(page + 1)} className={buttonClass({ variant: 'outline' })}>
          Next page
        </Link>
      )}
    </nav>
  );
}

/**
 * One choice of a list's filter form (a GET form): a labelled select of `labels`' values, with an
 * optional empty first choice (`any`, "Everything").
 */
export function AdminSelect<V extends string>({ label, name, value, labels, any, className }: { label: string; name: string; value: string; labels: Record<V, string>; any?: string; className?: string }) {
  return (
    <label className={className}>
      <span className="mb-1 block font-semibold">{label}</span>
      <select name={name} defaultValue={value} className={selectClass}>
        {any !== undefined && <option value="">{any}</option>}
        {(Object.entries(labels) as Array<[V, string]>).map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}
