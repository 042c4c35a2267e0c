import { Form, Link } from 'react-router';
import { Button, linkClass } from '~/components/button';
import type { AdminReturnFilter, AdminReturnsQuery } from '~/gql/graphql';
import { utcText } from '../admin-labels';
import { ADMIN_RETURN_FILTER_LABELS, RETURN_STATUS_TEXT } from '../admin-returns-api';
import { AdminDataList, type AdminColumn } from './admin-data-list';
import { AdminSelect } from './admin-list-nav';

type Page = AdminReturnsQuery['v1']['admin']['returns'];
type Row = Page['nodes'][number];

/** "2 × Track roller (TR-100)" for each returned line. */
function linesText(r: Row): string[] {
  const byId = new Map(r.order.items.map((i) => [i.id, i]));
  return r.items.map((i) => {
    const item = byId.get(i.orderItemId);
    return `${i.quantity} × ${item ? `${item.productName} (${item.sku})` : 'a removed line'}`;
  });
}

/** The status filter: a GET form, so it works before scripts load and the address keeps it. */
function ReturnFilters({ status }: { status: AdminReturnFilter }) {
  return (
    <Form method="get" className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <AdminSelect label="Status" name="status" value={status} labels={ADMIN_RETURN_FILTER_LABELS} className="sm:w-48" />
      <Button type="submit" variant="primary">
        Show returns
      </Button>
    </Form>
  );
}

const returnLink = (r: Row) => (
  <Link to={`/admin/returns/${r.id}`} className={linkClass}>
    {r.returnNumber}
  </Link>
);
const orderLink = (r: Row) => (
  <Link to={`/admin/orders/${r.order.id}`} className={linkClass}>
    {r.order.customOrderNumber}
  </Link>
);

const COLUMNS: AdminColumn<Row>[] = [
  { key: 'return', header: 'Return', cell: returnLink },
  { key: 'date', header: 'Date', cell: (r) => utcText(r.createdOnUtc), className: 'whitespace-nowrap' },
  { key: 'order', header: 'Order', cell: orderLink },
  { key: 'customer', header: 'Customer', cell: (r) => r.order.email, className: 'text-sm break-all' },
  { key: 'reason', header: 'Reason', cell: (r) => r.reasonLabel },
  { key: 'lines', header: 'Lines', cell: (r) => linesText(r).map((l) => <div key={l}>{l}</div>), className: 'text-sm' },
  { key: 'status', header: 'Status', cell: (r) => RETURN_STATUS_TEXT[r.status] },
];

function ReturnCard({ r }: { r: Row }) {
  return (
    <>
      <div className="flex justify-between gap-3">
        {returnLink(r)}
        <span className="font-semibold">{RETURN_STATUS_TEXT[r.status]}</span>
      </div>
      <div className="text-sm text-gray-700">{utcText(r.createdOnUtc)}</div>
      <div className="mt-1">Order {orderLink(r)}</div>
      <div className="text-sm break-all text-gray-700">{r.order.email}</div>
      <div className="mt-1 text-sm">{r.reasonLabel}</div>
      <div className="text-sm">{linesText(r).join(' · ')}</div>
    </>
  );
}

/** The staff's returns queue: a table on wide screens, cards at phone width; `?after=` pages on. */
export function AdminReturnsList({ page, status, after }: { page: Page; status: AdminReturnFilter; after: string | null }) {
  const keep = new URLSearchParams({ status });
  const next = new URLSearchParams(keep);
  if (page.endCursor) next.set('after', page.endCursor);
  return (
    <div>
      <ReturnFilters status={status} />
      <AdminDataList
        rows={page.nodes}
        rowKey={(r) => r.id}
        columns={COLUMNS}
        card={(r) => <ReturnCard r={r} />}
        rowTestId="admin-return-row"
        count={`${page.totalCount === 1 ? '1 return' : `${page.totalCount} returns`}${status !== 'ALL' ? `: ${ADMIN_RETURN_FILTER_LABELS[status].toLowerCase()}` : ''}`}
        empty="No returns here."
        first={after ? { href: `/admin/returns?${keep}`, label: 'Newest returns' } : null}
        next={page.hasNextPage ? { href: `/admin/returns?${next}`, label: 'Older returns' } : null}
      />
    </div>
  );
}
