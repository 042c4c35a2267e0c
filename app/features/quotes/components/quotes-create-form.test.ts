import { describe, expect, it } from 'vitest';
import { quoteProblem } from './quotes-create-form';

const line = (over: Record<string, unknown> = {}) => ({
  key: 1,
  sku: 'ABC',
  product: { id: '1', name: 'Filter', price: 10 },
  lookup: 'idle' as const,
  quantity: '2',
  price: '19.50',
  shippingPrice: '7.25',
  reference: '',
  ...over,
});

describe('quoteProblem', () => {
  const ok = { customer: 'customer@ironyard.test', expires: '2030-01-01', lines: [line()] };
  it('accepts a complete quote', () => expect(quoteProblem(ok, '2029-12-01')).toBeNull());
  it('names what is missing', () => {
    expect(quoteProblem({ ...ok, customer: ' ' }, '2029-12-01')).toMatch(/customer/);
    expect(quoteProblem({ ...ok, expires: '2029-11-30' }, '2029-12-01')).toMatch(/expiry/);
    expect(quoteProblem({ ...ok, lines: [] }, '2029-12-01')).toMatch(/at least one/);
    expect(quoteProblem({ ...ok, lines: [line({ product: null })] }, '2029-12-01')).toBe('Line 1: look up a part by its SKU.');
    expect(quoteProblem({ ...ok, lines: [line({ quantity: '0' })] }, '2029-12-01')).toMatch(/quantity/);
    expect(quoteProblem({ ...ok, lines: [line({ price: '1.23456' })] }, '2029-12-01')).toMatch(/unit price/);
    expect(quoteProblem({ ...ok, lines: [line({ shippingPrice: '-1' })] }, '2029-12-01')).toMatch(/shipping/);
  });
});
