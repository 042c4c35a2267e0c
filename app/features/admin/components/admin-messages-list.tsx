import { Form, Link } from 'react-router';
import { Button, buttonClass, linkClass } from '~/components/button';
import type { AdminMessageKind, AdminMessagesQuery, AdminMessageStatus } from '~/gql/graphql';
import { utcText } from '../admin-labels';
import { ADMIN_MESSAGE_KIND_LABELS, ADMIN_MESSAGE_STATUS_LABELS, ADMIN_MESSAGES_PAGE_SIZE } from '../admin-messages-api';
import { AdminSelect } from './admin-list-nav';

type Page = AdminMessagesQuery['v1']['admin']['messages'];
export interface MessageFilter {
  kind: AdminMessageKind | null;
  status: AdminMessageStatus | null;
  oldestFirst: boolean;
}

const KIND_SHORT: Record<AdminMessageKind, string> = { CONTACT: 'Contact', VENDOR_APPLICATION: 'Vendor' };

const statusClass = (s: AdminMessageStatus) =>
  s === 'NEW' ? 'rounded bg-amber-100 px-2 py-0.5 text-sm font-semibold text-amber-900' : s === 'ANSWERED' ? 'rounded bg-green-100 px-2 py-0.5 text-sm text-green-900' : 'rounded bg-gray-100 px-2 py-0.5 text-sm text-gray-800';

/** Kind and status: a GET form, so it works before scripts load and the address keeps the filter. */
function MessageFilters({ filter }: { filter: MessageFilter }) {
  return (
    <Form method="get" className="flex flex-col gap-3 sm:flex-row sm:items-end">
      {filter.oldestFirst && <input type="hidden" name="sort" value="oldest" />}
      <AdminSelect label="Kind" name="kind" value={filter.kind ?? ''} labels={ADMIN_MESSAGE_KIND_LABELS} any="Everything" className="sm:w-56" />
      <AdminSelect label="Status" name="status" value={filter.status ?? ''} labels={ADMIN_MESSAGE_STATUS_LABELS} any="Any status" className="sm:w-48" />
      <Button type="submit" variant="primary">
        Show messages
      </Button>
    </Form>
  );
}

/** Contact messages and vendor applications: a table on wide screens, cards at phone width; 25 a page. */
export function AdminMessagesList({ page, filter }: { page: Page; filter: MessageFilter }) {
  const filtered = new URLSearchParams();
  if (filter.kind) filtered.set('kind', filter.kind);
  if (filter.status) filtered.set('status', filter.status);
  const keep = new URLSearchParams(filtered);
  if (filter.oldestFirst) keep.set('sort', 'oldest');
  const pageHref = (n: number) => {
    const q = new URLSearchParams(keep);
    if (n > 1) q.set('page', String(n));
    return `/admin/messages${q.size ? `?${q}` : ''}`;
  };
  // The other order, from the first page.
  const flipped = new URLSearchParams(filtered);
  if (!filter.oldestFirst) flipped.set('sort', 'oldest');
  const flipHref = `/admin/messages${flipped.size ? `?${flipped}` : ''}`;
  const orderText = filter.oldestFirst ? 'oldest first' : 'newest first';
  const from = (page.page - 1) * ADMIN_MESSAGES_PAGE_SIZE + 1;
  return (
    <div>
      <MessageFilters filter={filter} />
      <p className="mt-4 text-sm text-gray-700" aria-live="polite">
        {page.totalCount === 0
          ? 'Nothing here.'
          : `${from}–${from + page.nodes.length - 1} of ${page.totalCount} ${page.totalCount === 1 ? 'message' : 'messages'}, ${orderText}`}{' '}
        {page.totalCount > 1 && (
          <Link to={flipHref} className={linkClass}>
            Show {filter.oldestFirst ? 'newest' : 'oldest'} first
          </Link>
        )}
      </p>
      {page.nodes.length === 0 ? (
        <p className="mt-4">{filter.kind || filter.status ? 'No messages match this filter.' : 'No contact messages or vendor applications yet.'}</p>
      ) : (
        <>
          <table className="mt-2 hidden w-full border-collapse text-left md:table">
            <thead>
              <tr className="border-b border-gray-400">
                <th scope="col" className="py-2 pr-3">Reference</th>
                <th scope="col" className="py-2 pr-3" aria-sort={filter.oldestFirst ? 'ascending' : 'descending'}>
                  <Link to={flipHref} className={linkClass} aria-label={`Received, ${orderText}: show ${filter.oldestFirst ? 'newest' : 'oldest'} first`}>
                    Received {filter.oldestFirst ? '↑' : '↓'}
                  </Link>
                </th>
                <th scope="col" className="py-2 pr-3">Kind</th>
                <th scope="col" className="py-2 pr-3">From</th>
                <th scope="col" className="py-2 pr-3">Subject</th>
                <th scope="col" className="py-2">Status</th>
              </tr>
            </thead>
            <tbody>
              {page.nodes.map((m) => (
                <tr key={m.reference} className="border-b border-gray-200 align-top" data-testid="admin-message-row">
                  <td className="py-2 pr-3 whitespace-nowrap">
                    <Link to={`/admin/messages/${m.reference}`} className={linkClass}>
                      {m.reference}
                    </Link>
                  </td>
                  <td className="py-2 pr-3 whitespace-nowrap">{utcText(m.createdOnUtc)}</td>
                  <td className="py-2 pr-3">{KIND_SHORT[m.kind]}</td>
                  <td className="py-2 pr-3">
                    <div>{m.senderName}</div>
                    <div className="text-sm break-all text-gray-700">{m.email}</div>
                  </td>
                  <td className="py-2 pr-3">
                    <div className="font-semibold">{m.subject}</div>
                    <div className="line-clamp-2 text-sm text-gray-700">{m.preview}</div>
                  </td>
                  <td className="py-2">
                    <span className={statusClass(m.status)}>{ADMIN_MESSAGE_STATUS_LABELS[m.status]}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <ul className="mt-2 space-y-3 md:hidden">
            {page.nodes.map((m) => (
              <li key={m.reference} className="rounded-md border border-gray-300 p-3">
                <div className="flex justify-between gap-3">
                  <Link to={`/admin/messages/${m.reference}`} className={linkClass}>
                    {m.reference}
                  </Link>
                  <span className={statusClass(m.status)}>{ADMIN_MESSAGE_STATUS_LABELS[m.status]}</span>
                </div>
                <div className="text-sm text-gray-700">
                  {KIND_SHORT[m.kind]} · {utcText(m.createdOnUtc)}
                </div>
                <div className="mt-1">{m.senderName}</div>
                <div className="text-sm break-all text-gray-700">{m.email}</div>
                <div className="mt-1 font-semibold">{m.subject}</div>
                <div className="line-clamp-3 text-sm">{m.preview}</div>
              </li>
            ))}
          </ul>
        </>
      )}
      <nav aria-label="Pages" className="mt-4 flex gap-3">
        {page.page > 1 && (
          <Link to={pageHref(page.page - 1)} className={buttonClass({ variant: 'outline' })}>
            {filter.oldestFirst ? 'Older' : 'Newer'}
          </Link>
        )}
        {page.hasNextPage && (
          <Link to={pageHref(page.page + 1)} className={buttonClass({ variant: 'outline' })}>
            {filter.oldestFirst ? 'Newer' : 'Older'}
          </Link>
        )}
      </nav>
    </div>
  );
}
