import type { AdminOrderListFilters } from './admin-orders-api';
import { isAdminOrderFilter, isAdminOrderSort } from './admin-labels';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const validDay = (v: string) => DAY.test(v) && !Number.isNaN(new Date(`${v}T00:00:00Z`).getTime()) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

/**
 * The order queue's filters from its address (?search, status, from, to, vendor, warehouse,
 * machineDown, sort), so a filtered list is a link. A date that is not one is dropped with an
 * error for its field; anything else unknown falls back to "all".
 */
export function readOrderFilters(q: URLSearchParams): { filters: AdminOrderListFilters; errors: Partial<Record<'from' | 'to', string>> } {
  const errors: Partial<Record<'from' | 'to', string>> = {};
  const day = (k: 'from' | 'to') => {
    const v = (q.get(k) ?? '').trim();
    if (v && !validDay(v)) errors[k] = 'Choose a date (YYYY-MM-DD).';
    return v && validDay(v) ? v : '';
  };
  const id = (k: string) => {
    const v = (q.get(k) ?? '').trim();
    return /^\d{1,9}$/.test(v) ? v : '';
  };
  const status = q.get('status');
  const sort = q.get('sort');
  const filters: AdminOrderListFilters = {
    search: (q.get('search') ?? '').trim().slice(0, 200),
    status: isAdminOrderFilter(status) ? status : 'ALL',
    from: day('from'),
    to: day('to'),
    vendor: id('vendor'),
    warehouse: id('warehouse'),
    machineDown: q.get('machineDown') === '1',
    sort: isAdminOrderSort(sort) ? sort : 'NEWEST',
  };
  if (filters.from && filters.to && filters.to < filters.from) {
    errors.to = 'Choose a day on or after the “from” day.';
    filters.to = '';
  }
  return { filters, errors };
}

/** The address query of these filters, leaving out what is at its default. */
export function filtersQuery(f: AdminOrderListFilters): URLSearchParams {
  const q = new URLSearchParams();
  if (f.search) q.set('search', f.search);
  if (f.status !== 'ALL') q.set('status', f.status);
  if (f.from) q.set('from', f.from);
  if (f.to) q.set('to', f.to);
  if (f.vendor) q.set('vendor', f.vendor);
  if (f.warehouse) q.set('warehouse', f.warehouse);
  if (f.machineDown) q.set('machineDown', '1');
  if (f.sort !== 'NEWEST') q.set('sort', f.sort);
  return q;
}
