import { Form, Link } from 'react-router';
import { Button, linkClass } from '~/components/button';
import { inputClass } from '~/components/field';
import type { AdminProductsQuery } from '~/gql/graphql';
import { AVAILABILITY_LABELS, isAvailabilityStatus, priceText } from '../../../../shared/product-edit';
import { PRODUCT_STOCK_LABELS, productFiltersQuery, type ProductListFilters } from '../admin-products-filters';
import { AdminDataList, type AdminColumn } from './admin-data-list';
import { AdminSelect } from './admin-list-nav';
import { BulkControls, BulkPreview, FilterFields, type BulkActionResult } from './admin-products-bulk';

type Page = AdminProductsQuery['v1']['admin']['products'];
type Choices = AdminProductsQuery['v1']['admin']['productListChoices'];
type Row = Page['nodes'][number];

const label = 'mb-1 block font-semibold';
const namesOf = (list: Array<{ id: string; name: string }>) => Object.fromEntries(list.map((c) => [c.id, c.name]));
const statusText = (s: string) => (isAvailabilityStatus(s) ? AVAILABILITY_LABELS[s] : s);

/** The search and filters: a GET form, so it works before scripts load and the address keeps (and shares) them. */
function ProductFilters({ f, choices }: { f: ProductListFilters; choices: Choices }) {
  return (
    <Form method="get" role="search" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <label className="sm:col-span-2">
        <span className={label}>Name, SKU or part number</span>
        <input name="search" type="search" defaultValue={f.search} className={inputClass} />
      </label>
      <AdminSelect label="Brand" name="brand" value={f.brand} labels={namesOf(choices.brands)} any="Any brand" />
      <AdminSelect label="Category" name="category" value={f.category} labels={namesOf(choices.categories)} any="Any category" />
      <AdminSelect label="Vendor" name="vendor" value={f.vendor} labels={namesOf(choices.vendors)} any="Any vendor" />
      <AdminSelect label="Warehouse" name="warehouse" value={f.warehouse} labels={namesOf(choices.warehouses)} any="Any warehouse" />
      <AdminSelect label="Stock" name="stock" value={f.stock} labels={PRODUCT_STOCK_LABELS} />
      <div className="flex gap-3 self-end">
        <Button type="submit" variant="primary">
          Find products
        </Button>
        <Link to="/admin/products" className={`${linkClass} self-center`}>
          Clear
        </Link>
      </div>
    </Form>
  );
}

const editLink = (p: Row) => (
  <Link to={`/admin/products/${p.id}`} className={linkClass}>
    {p.name}
  </Link>
);

function pick(p: Row, selected: ReadonlySet<string>, where: 'row' | 'card') {
  return (
    <input type="checkbox" name="ids" value={p.id} defaultChecked={selected.has(p.id)} aria-label={`Select ${p.sku}`} data-testid={where === 'row' ? 'pick-product' : undefined} className="h-5 w-5" />
  );
}

/** Ticks or clears every product of the page (a convenience of the script; each box still works alone). */
function PageToggle() {
  return (
    <input
      type="checkbox"
      aria-label="Select every product on this page"
      className="h-5 w-5"
      onChange={(e) => {
        const form = e.currentTarget.form;
        form?.querySelectorAll<HTMLInputElement>('input[name="ids"]').forEach((box) => (box.checked = e.currentTarget.checked));
      }}
    />
  );
}

/** The catalogue for administrators: filters, a table on wide screens (cards at phone width), page links, and bulk changes to the ticked products. */
export function AdminProductsList({ page, choices, filters, bulk }: { page: Page; choices: Choices; filters: ProductListFilters; bulk: BulkActionResult | null }) {
  const keep = productFiltersQuery(filters);
  const href = (n: number) => {
    const q = new URLSearchParams(keep);
    if (n > 1) q.set('page', String(n));
    return `/admin/products${q.size ? `?${q}` : ''}`;
  };
  const selected = new Set(bulk?.stage === 'applied' ? [] : (bulk?.values.ids ?? []));
  const columns: AdminColumn<Row>[] = [
    {
      key: 'pick',
      header: <PageToggle />,
      cell: (p) => pick(p, selected, 'row'),
      className: 'w-8',
    },
    {
      key: 'sku',
      header: 'SKU',
      cell: (p) => <span className="break-all">{p.sku}</span>,
    },
    {
      key: 'name',
      header: 'Name',
      cell: (p) => (
        <>
          {editLink(p)}
          {!p.published && <div className="text-sm font-semibold text-red-700">Hidden from the store</div>}
          <div className="text-sm text-gray-700">{[p.brand, p.manufacturerPartNumber].filter(Boolean).join(' · ')}</div>
        </>
      ),
    },
    {
      key: 'price',
      header: 'Price',
      cell: (p) => priceText(p.price),
      className: 'whitespace-nowrap text-right',
    },
    {
      key: 'stock',
      header: 'Stock',
      cell: (p) => p.stock,
      className: 'text-right',
    },
    {
      key: 'status',
      header: 'Availability',
      cell: (p) => statusText(p.status),
    },
    {
      key: 'where',
      header: 'Vendor / warehouse',
      cell: (p) => <span className="text-sm">{[p.vendor, p.warehouse].filter(Boolean).join(' / ') || '—'}</span>,
    },
  ];
  return (
    <>
      <ProductFilters f={filters} choices={choices} />
      {bulk && <BulkPreview bulk={bulk} filters={filters} resetHref={href(page.page)} />}
      <Form method="post" preventScrollReset key={bulk?.stage === 'applied' ? 'applied' : 'bulk'}>
        <FilterFields filters={filters} />
        <BulkControls totalCount={page.totalCount} bulk={bulk} />
        <AdminDataList
          rows={page.nodes}
          rowKey={(p) => p.id}
          columns={columns}
          rowTestId="admin-product-row"
          count={`${page.totalCount.toLocaleString('en-US')} ${page.totalCount === 1 ? 'product' : 'products'}${page.page > 1 ? `, page ${page.page}` : ''}`}
          empty="No product matches these filters."
          card={(p) => (
            <div className="flex gap-3">
              {pick(p, selected, 'card')}
              <div>
                {editLink(p)}
                <div className="text-sm break-all text-gray-700">{p.sku}</div>
                <div className="mt-1">
                  {priceText(p.price)} · {p.stock} in stock · {statusText(p.status)}
                </div>
                {!p.published && <div className="text-sm font-semibold text-red-700">Hidden from the store</div>}
              </div>
            </div>
          )}
          first={page.page > 1 ? { href: href(page.page - 1), label: 'Previous page' } : null}
          next={page.hasNextPage ? { href: href(page.page + 1), label: 'Next page' } : null}
        />
      </Form>
    </>
  );
}
