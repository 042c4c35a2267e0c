import type { ReactNode } from 'react';

/** One column of an AdminTable: its heading and how a row fills its cell. */
export type AdminColumn<T> = {
  header: string;
  cell: (row: T) => ReactNode;
  /** The cell names the row (a `th scope="row"`), as a field name or a SKU does. */
  rowHeader?: boolean;
  /** Left out on phones, where the table would not fit. */
  wideOnly?: boolean;
  /** Classes added to the cell, e.g. the bold "after" value of a change. */
  className?: string;
};

/**
 * The back office's plain data table (before → after of a change, refused lines): one heading row, one row per
 * item, cells wrapping rather than overflowing. Every such table in /admin reads the same way.
 */
export function AdminTable<T>({
  rows,
  rowKey,
  columns,
  caption,
  testId,
  rowTestId,
}: {
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  columns: readonly AdminColumn<T>[];
  caption?: ReactNode;
  testId?: string;
  rowTestId?: string;
}) {
  const hide = (c: AdminColumn<T>) => (c.wideOnly ? ' hidden sm:table-cell' : '');
  return (
    <table className="mt-3 w-full border-collapse text-left" data-testid={testId}>
      {caption && <caption className="text-left text-sm text-gray-700">{caption}</caption>}
      <thead>
        <tr className="border-b border-gray-400">
          {columns.map((c) => (
            <th key={c.header} scope="col" className={`py-1 pr-3${hide(c)}`}>
              {c.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} className="border-b border-gray-200 align-top" data-testid={rowTestId}>
            {columns.map((c) => {
              const className = `py-1 pr-3 break-words${hide(c)}${c.className ? ` ${c.className}` : ''}`;
              return c.rowHeader ? (
                <th key={c.header} scope="row" className={`${className} font-semibold`}>
                  {c.cell(row)}
                </th>
              ) : (
                <td key={c.header} className={className}>
                  {c.cell(row)}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
