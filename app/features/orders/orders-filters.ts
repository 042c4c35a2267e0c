import type { OrderListPeriod, OrderListStatus } from '~/gql/graphql';

/** One choice of the order list's filter: /account/orders/{slug}. */
export interface OrderFilter {
  slug: string;
  label: string;
  period: OrderListPeriod;
  status: OrderListStatus;
  year: number | null;
  /** The empty state's text. */
  empty: string;
}

const FIXED: OrderFilter[] = [
  { slug: 'last30days', label: 'Last 30 days', period: 'LAST_30_DAYS', status: 'ALL', year: null, empty: 'No orders in the last 30 days' },
  { slug: 'past3months', label: 'Past 3 months', period: 'PAST_3_MONTHS', status: 'ALL', year: null, empty: 'No orders in the past 3 months' },
  { slug: 'open', label: 'Open orders', period: 'ANY', status: 'OPEN', year: null, empty: 'No open orders' },
  { slug: 'cancelled', label: 'Cancelled orders', period: 'ANY', status: 'CANCELLED', year: null, empty: 'No cancelled orders' },
  { slug: 'returns', label: 'Returns', period: 'ANY', status: 'RETURNS', year: null, empty: 'No orders with returns' },
];

export const DEFAULT_ORDER_FILTER = FIXED[0];

const yearFilter = (year: number): OrderFilter => ({
  slug: String(year),
  label: String(year),
  period: 'YEAR',
  status: 'ALL',
  year,
  empty: `No orders in ${year}`,
});

/** The filter a path segment names; none (a 404) for anything else. No segment is the last 30 days. */
export function parseOrderFilter(slug: string | undefined): OrderFilter | null {
  if (slug === undefined || slug === '') return DEFAULT_ORDER_FILTER;
  const fixed = FIXED.find((f) => f.slug === slug.toLowerCase());
  if (fixed) return fixed;
  if (/^20\d\d$/.test(slug)) return yearFilter(Number(slug));
  return null;
}

/** The choices to offer: the fixed ones, then each year the customer ordered in (latest first). */
export function orderFilterChoices(years: readonly number[]): OrderFilter[] {
  return [...FIXED, ...years.map(yearFilter)];
}

export const orderFilterPath = (f: OrderFilter) => (f === DEFAULT_ORDER_FILTER ? '/account/orders' : `/account/orders/${f.slug}`);
