import { Form, Link } from 'react-router';
import { Button, linkClass } from '~/components/button';
import { inputClass, selectClass } from '~/components/field';
import type { AdminOrdersQuery } from '~/gql/graphql';
import { ADMIN_ORDER_FILTER_LABELS, ADMIN_ORDER_SORT_LABELS, ORDER_STATUS_LABELS, SHIPPING_LABELS, usd, utcText } from '../admin-labels';
import type { AdminOrderListFilters } from '../admin-orders-api';
import { filtersQuery } from '../admin-order-filters';
import { AdminDataList, type AdminColumn } from './admin-data-list';

type Page = AdminOrdersQuery['v1']['admin']['orders'];
type Choices = AdminOrdersQuery['v1']['admin']['orderListChoices'];
type Row = Page['nodes'][number];

const customerName = (o: Row) => [o.billingAddress.firstName, o.billingAddress.lastName].filter(Boolean).join(' ');
const label = 'mb-1 block font-semibold';

/** The search and filters: a GET form, so it works before scripts load and the address keeps (and shares) them. */
function OrderFilters({ f, choices, errors }: { f: AdminOrderListFilters; choices: Choices; errors: Partial<Record<'from' | 'to', string>> }) {
  return (
    <Form method="get" role="search" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <label className="sm:col-span-2">
        <span className={label}>Order, e-mail, name, part number or PO</span>
        <input name="search" type="search" defaultValue={f.search} className={inputClass} />
      </label>
      <label>
        <span className={label}>Status</span>
        <select name="status" defaultValue={f.status} className={selectClass}>
          {Object.entries(ADMIN_ORDER_FILTER_LABELS).map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span className={label}>Sort</span>
        <select name="sort" defaultValue={f.sort} className={selectClass}>
          {Object.entries(ADMIN_ORDER_SORT_LABELS).map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      </label>
      {(['from', 'to'] as const).map((k) => (
        <label key={k}>
          <span className={label}>Placed {k} (UTC)</span>
          <input name={k} type="date" defaultValue={errors[k] ? '' : f[k]} aria-invalid={errors[k] ? true : undefined} aria-describedby={errors[k] ? `err-${k}` : undefined} className={inputClass} />
          {errors[k] && (
            <span id={`err-${k}`} className="mt-1 block text-sm font-semibold text-red-700">
              {errors[k]}
            </span>
          )}
        </label>
      ))}
      <label>
        <span className={label}>Vendor</span>
        <select name="vendor" defaultValue={f.vendor} className={selectClass}>
          <option value="">Any vendor</option>
          {choices.vendors.map((v) => (
            <option key={v.id} value={v.id}>
              {v.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span className={label}>Warehouse</span>
        <select name="warehouse" defaultValue={f.warehouse} className={selectClass}>
          <option value="">Any warehouse</option>
          {choices.warehouses.map((w) => (
            <option key={w.id} value={w.id}>
              {w.name}
            </option>
          ))}
        </select>
      </label>
      <label className="flex items-center gap-2 self-end pb-2">
        <input name="machineDown" type="checkbox" value="1" defaultChecked={f.machineDown} className="h-5 w-5" />
        <span>Machine down (expedited shipping)</span>
      </label>
      <div className="flex gap-3 self-end">
        <Button type="submit" variant="primary">
          Find orders
        </Button>
        <Link to="/admin/orders" className={`${linkClass} self-center`}>
          Clear
        </Link>
      </div>
    </Form>
  );
}

const link = (o: Row) => (
  <Link to={`/admin/orders/${o.id}`} className={linkClass}>
    {o.customOrderNumber}
  </Link>
);

function OrderCard({ o }: { o: Row }) {
  return (
    <>
      <div className="flex justify-between gap-3">
        {link(o)}
        <span className="font-semibold">{usd(o.orderTotal)}</span>
      </div>
      <div className="text-sm text-gray-700">{utcText(o.createdOnUtc)}</div>
      <div className="mt-1">{customerName(o)}</div>
      <div className="text-sm break-all text-gray-700">{o.email}</div>
      {o.purchaseOrder && <div className="text-sm">PO {o.purchaseOrder}</div>}
      <div className="mt-1 text-sm">
        {ORDER_STATUS_LABELS[o.orderStatus]} · {SHIPPING_LABELS[o.shippingStatus]}
      </div>
    </>
  );
}

/** The staff's order queue: a table on wide screens, cards at phone width; `?after=` pages on. */
export function AdminOrdersList({ page, choices, filters, errors, after }: { page: Page; choices: Choices; filters: AdminOrderListFilters; errors: Partial<Record<'from' | 'to', string>>; after: string | null }) {
  const keep = filtersQuery(filters);
  const href = (q: URLSearchParams) => `/admin/orders${q.size ? `?${q}` : ''}`;
  const next = new URLSearchParams(keep);
  if (page.endCursor) next.set('after', page.endCursor);
  // A heading sorts by its column; a second click turns the order round.
  const sortLink = (text: string, down: AdminOrderListFilters['sort'], up: AdminOrderListFilters['sort']) => {
    const q = new URLSearchParams(keep);
    q.set('sort', filters.sort === down ? up : down);
    return (
      <Link to={href(q)} className={linkClass}>
        {text}
        {filters.sort === down ? ' ↓' : filters.sort === up ? ' ↑' : ''}
      </Link>
    );
  };
  const sorted = (down: string, up: string) => (filters.sort === down ? 'descending' : filters.sort === up ? 'ascending' : undefined);
  const columns: AdminColumn<Row>[] = [
    { key: 'order', header: 'Order', cell: link },
    { key: 'date', header: sortLink('Date', 'NEWEST', 'OLDEST'), sorted: sorted('NEWEST', 'OLDEST'), cell: (o) => utcText(o.createdOnUtc), className: 'whitespace-nowrap' },
    {
      key: 'customer',
      header: 'Customer',
      cell: (o) => (
        <>
          <div>{customerName(o)}</div>
          <div className="text-sm break-all text-gray-700">{o.email}</div>
          {o.purchaseOrder && <div className="text-sm">PO {o.purchaseOrder}</div>}
        </>
      ),
    },
    { key: 'status', header: 'Status', cell: (o) => ORDER_STATUS_LABELS[o.orderStatus] },
    { key: 'shipping', header: 'Shipping', cell: (o) => SHIPPING_LABELS[o.shippingStatus] },
    { key: 'total', header: sortLink('Total', 'TOTAL_HIGH', 'TOTAL_LOW'), sorted: sorted('TOTAL_HIGH', 'TOTAL_LOW'), cell: (o) => usd(o.orderTotal), className: 'text-right' },
  ];
  return (
    <div>
      <OrderFilters f={filters} choices={choices} errors={errors} />
      <AdminDataList
        rows={page.nodes}
        rowKey={(o) => o.id}
        columns={columns}
        card={(o) => <OrderCard o={o} />}
        rowTestId="admin-order-row"
        count={`${page.totalCount === 1 ? '1 order' : `${page.totalCount} orders`}${filters.search ? ` matching “${filters.search}”` : ''}`}
        empty="No orders match."
        first={after ? { href: href(keep), label: 'First page' } : null}
        next={page.hasNextPage ? { href: href(next), label: 'Next page' } : null}
      />
    </div>
  );
}
