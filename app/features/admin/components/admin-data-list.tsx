import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '~/components/button';

/** One column of a back-office list: its heading (a sort link, say) and what each row shows in it. */
export interface AdminColumn<Row> {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Classes of the column's cells (alignment, wrapping). */
  className?: string;
  /** aria-sort of the heading when the list is sorted by this column. */
  sorted?: 'ascending' | 'descending';
}

/** A page link of the list: to the first page, or to the next one. */
export interface AdminPagerLink {
  href: string;
  label: string;
}

/**
 * The back office's server-paged list: a table on wide screens, cards at phone width, a count above
 * it, a text when nothing matches and page links below it. Every control is a link, so the keyboard
 * and the address bar work the list as they work any page.
 */
export function AdminDataList<Row>({
  rows,
  rowKey,
  columns,
  card,
  count,
  empty,
  rowTestId,
  first,
  next,
}: {
  rows: Row[];
  rowKey: (row: Row) => string;
  columns: AdminColumn<Row>[];
  /** The row as a card at phone width. */
  card: (row: Row) => ReactNode;
  count: ReactNode;
  empty: ReactNode;
  rowTestId?: string;
  first?: AdminPagerLink | null;
  next?: AdminPagerLink | null;
}) {
  return (
    <div>
      <p className="mt-4 text-sm text-gray-700" aria-live="polite">
        {count}
      </p>
      {rows.length === 0 ? (
        <p className="mt-4">{empty}</p>
      ) : (
        <>
          <table className="mt-2 hidden w-full border-collapse text-left md:table">
            <thead>
              <tr className="border-b border-gray-400">
                {columns.map((c) => (
                  <th key={c.key} scope="col" aria-sort={c.sorted} className={`py-2 pr-3 ${c.className ?? ''}`}>
                    {c.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={rowKey(r)} className="border-b border-gray-200 align-top" data-testid={rowTestId}>
                  {columns.map((c) => (
                    <td key={c.key} className={`py-2 pr-3 ${c.className ?? ''}`}>
                      {c.cell(r)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          <ul className="mt-2 space-y-3 md:hidden">
            {rows.map((r) => (
              <li key={rowKey(r)} className="rounded-md border border-gray-300 p-3" data-testid={rowTestId ? `${rowTestId}-card` : undefined}>
                {card(r)}
              </li>
            ))}
          </ul>
        </>
      )}
      {(first || next) && (
        <nav aria-label="Pages" className="mt-4 flex gap-3">
          {first && (
            <Link to={first.href} className={buttonClass({ variant: 'outline' })}>
              {first.label}
            </Link>
          )}
          {next && (
            <Link to={next.href} className={buttonClass({ variant: 'outline' })}>
              {next.label}
            </Link>
          )}
        </nav>
      )}
    </div>
  );
}
