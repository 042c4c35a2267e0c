import { describe, expect, it } from 'vitest';
import { DEFAULT_ORDER_FILTER, orderFilterChoices, orderFilterPath, parseOrderFilter } from './orders-filters';

describe('order list filters', () => {
  it('reads no segment as the last 30 days, with its empty state', () => {
    expect(parseOrderFilter(undefined)).toBe(DEFAULT_ORDER_FILTER);
    expect(DEFAULT_ORDER_FILTER.empty).toBe('No orders in the last 30 days');
    expect(orderFilterPath(DEFAULT_ORDER_FILTER)).toBe('/account/orders');
  });

  it('reads time ranges, statuses and years', () => {
    expect(parseOrderFilter('past3months')).toMatchObject({ period: 'PAST_3_MONTHS', status: 'ALL' });
    expect(parseOrderFilter('Cancelled')).toMatchObject({ period: 'ANY', status: 'CANCELLED' });
    expect(parseOrderFilter('returns')).toMatchObject({ status: 'RETURNS' });
    expect(parseOrderFilter('2025')).toMatchObject({ period: 'YEAR', year: 2025, empty: 'No orders in 2025' });
  });

  it('refuses anything else', () => {
    for (const s of ['1850', '1999', '20251', 'all', '../x', 'open ']) expect(parseOrderFilter(s)).toBeNull();
  });

  it('offers each year with orders after the fixed choices', () => {
    const slugs = orderFilterChoices([2026, 2024]).map((f) => f.slug);
    expect(slugs.slice(-2)).toEqual(['2026', '2024']);
    expect(slugs[0]).toBe('last30days');
  });
});
