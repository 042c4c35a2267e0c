import { Form, Link } from 'react-router';
import { Button, buttonClass, linkClass } from '~/components/button';
import { inputClass } from '~/components/field';
import type { AdminQuoteFilter, AdminQuoteRequestsQuery, AdminQuoteSort } from '~/gql/graphql';
import { QUOTE_REQUEST_STATUS_TEXT } from '../../../../shared/quotes';
import { utcText } from '../admin-labels';
import { ADMIN_QUOTE_FILTER_LABELS, ADMIN_QUOTE_SORT_LABELS, QUOTE_SOURCE_LABELS } from '../admin-quotes-api';
import { AdminSelect } from './admin-list-nav';

type Page = AdminQuoteRequestsQuery['v1']['admin']['quoteRequests'];
type Row = Page['nodes'][number];

const what = (r: Row) => (r.query ? `“${r.query}”` : r.items.length === 1 ? '1 part' : `${r.items.length} parts`);

/** Search and status: a GET form, so it works before scripts load and the address keeps it. */
function QuoteFilters({ search, status, sort }: { search: string; status: AdminQuoteFilter; sort: AdminQuoteSort }) {
  return (
    <Form method="get" className="flex flex-col gap-3 sm:flex-row sm:items-end" role="search">
      <label className="sm:flex-1">
        <span className="mb-1 block font-semibold">Search quotes</span>
        <input name="search" type="search" defaultValue={search} placeholder="E-mail, Q-number, PO or text" className={inputClass} />
      </label>
      <AdminSelect label="Status" name="status" value={status} labels={ADMIN_QUOTE_FILTER_LABELS} className="sm:w-56" />
      <AdminSelect label="Order" name="sort" value={sort} labels={ADMIN_QUOTE_SORT_LABELS} className="sm:w-48" />
      <Button type="submit" variant="primary">
        Show quotes
      </Button>
    </Form>
  );
}

/** The staff's quotes list: a table on wide screens, cards at phone width; `?page=` pages on. */
export function AdminQuotesList({ page, search, status, sort }: { page: Page; search: string; status: AdminQuoteFilter; sort: AdminQuoteSort }) {
  const at = (n: number, order: AdminQuoteSort = sort) => {
    const p = new URLSearchParams({ status, sort: order, page: String(n) });
    if (search) p.set('search', search);
    return `/admin/quotes?${p}`;
  };
  return (
    <div>
      <QuoteFilters search={search} status={status} sort={sort} />
      <p className="mt-4 text-sm text-gray-700" aria-live="polite">
        {page.totalCount === 1 ? '1 request or quote' : `${page.totalCount} requests and quotes`}
        {status !== 'ALL' ? `: ${ADMIN_QUOTE_FILTER_LABELS[status].toLowerCase()}` : ''}
        {search ? ` matching “${search}”` : ''}
        {page.pageCount > 1 ? ` · page ${page.page} of ${page.pageCount}` : ''}
      </p>
      {page.nodes.length === 0 ? (
        <p className="mt-4">{search || status !== 'ALL' ? 'Nothing matches. Try another search or status.' : 'No quote requests yet.'}</p>
      ) : (
        <>
          <table className="mt-2 hidden w-full border-collapse text-left md:table">
            <thead>
              <tr className="border-b border-gray-400">
                <th scope="col" className="py-2 pr-3">Number</th>
                <th scope="col" className="py-2 pr-3" aria-sort={sort === 'NEWEST' ? 'descending' : sort === 'OLDEST' ? 'ascending' : undefined}>
                  <Link to={at(1, sort === 'NEWEST' ? 'OLDEST' : 'NEWEST')} className="underline">
                    Date {sort === 'NEWEST' ? '↓' : sort === 'OLDEST' ? '↑' : ''}
                  </Link>
                </th>
                <th scope="col" className="py-2 pr-3">Customer</th>
                <th scope="col" className="py-2 pr-3">What</th>
                <th scope="col" className="py-2 pr-3">PO</th>
                <th scope="col" className="py-2 pr-3" aria-sort={sort === 'EXPIRY' ? 'ascending' : undefined}>
                  <Link to={at(1, 'EXPIRY')} className="underline">
                    Expires {sort === 'EXPIRY' ? '↑' : ''}
                  </Link>
                </th>
                <th scope="col" className="py-2">Status</th>
              </tr>
            </thead>
            <tbody>
              {page.nodes.map((r) => (
                <tr key={r.id} className="border-b border-gray-200 align-top" data-testid="admin-quote-row">
                  <td className="py-2 pr-3">
                    <Link to={`/admin/quotes/${r.id}`} className={linkClass}>
                      {r.requestNumber}
                    </Link>
                  </td>
                  <td className="py-2 pr-3 whitespace-nowrap">{utcText(r.createdOnUtc)}</td>
                  <td className="py-2 pr-3 text-sm break-all">{r.email || '—'}</td>
                  <td className="py-2 pr-3 text-sm">
                    {what(r)}
                    <div className="text-gray-700">{QUOTE_SOURCE_LABELS[r.source] ?? r.source}</div>
                  </td>
                  <td className="py-2 pr-3 text-sm">{r.poNumber || '—'}</td>
                  <td className="py-2 pr-3 text-sm whitespace-nowrap">{r.expirationDate ? r.expirationDate.slice(0, 10) : '—'}</td>
                  <td className="py-2 font-semibold">{QUOTE_REQUEST_STATUS_TEXT[r.status]}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <ul className="mt-2 space-y-3 md:hidden">
            {page.nodes.map((r) => (
              <li key={r.id} className="rounded-md border border-gray-300 p-3">
                <div className="flex justify-between gap-3">
                  <Link to={`/admin/quotes/${r.id}`} className={linkClass}>
                    {r.requestNumber}
                  </Link>
                  <span className="font-semibold">{QUOTE_REQUEST_STATUS_TEXT[r.status]}</span>
                </div>
                <div className="text-sm text-gray-700">{utcText(r.createdOnUtc)}</div>
                <div className="text-sm break-all">{r.email || '—'}</div>
                <div className="mt-1 text-sm">
                  {what(r)} · {QUOTE_SOURCE_LABELS[r.source] ?? r.source}
                </div>
                {r.poNumber && <div className="text-sm">PO {r.poNumber}</div>}
                {r.expirationDate && <div className="text-sm">Expires {r.expirationDate.slice(0, 10)}</div>}
              </li>
            ))}
          </ul>
        </>
      )}
      <nav aria-label="Pages" className="mt-4 flex gap-3">
        {page.page > 1 && (
          <Link to={at(page.page - 1)} className={buttonClass({ variant: 'outline' })}>
            Newer
          </Link>
        )}
        {page.page < page.pageCount && (
          <Link to={at(page.page + 1)} className={buttonClass({ variant: 'outline' })}>
            Older
          </Link>
        )}
      </nav>
    </div>
  );
}
