import { describe, expect, it } from 'vitest';
import { allowedQuantityList, quantityBounds, quantityProblem, type QuantityLimits, type StockFacts } from './quantity-rules';

const part = (p: Partial<QuantityLimits & StockFacts> = {}): QuantityLimits & StockFacts => ({
  status: 'IN_STOCK',
  stock: 10,
  orderMinimumQuantity: 1,
  orderMaximumQuantity: 50,
  allowedQuantities: '',
  ...p,
});
const text = (p: Partial<QuantityLimits & StockFacts>, qty: number, quoted = false) => quantityProblem('Seat', part(p), qty, { quoted })?.message ?? null;

describe('quantity rules', () => {
  it('accept quantities within the limits and the stock', () => {
    expect(text({}, 1)).toBeNull();
    expect(text({}, 10)).toBeNull();
    expect(text({ allowedQuantities: [2, 4] }, 4)).toBeNull();
  });
  it('refuse non-whole, zero, too many, below minimum, above maximum, not allowed, above stock, each with its text', () => {
    expect(text({}, 1.5)).toBe('Enter a quantity of 1 or more.');
    expect(text({}, 0)).toBe('Enter a quantity of 1 or more.');
    expect(text({ orderMaximumQuantity: 20_000, stock: 20_000 }, 10_001)).toBe('Enter a quantity of 10,000 or less.');
    expect(text({ orderMinimumQuantity: 3 }, 2)).toBe('Seat is sold in quantities of 3 or more.');
    expect(text({ orderMaximumQuantity: 4 }, 5)).toBe('You can order at most 4 of Seat.');
    expect(text({ allowedQuantities: '4, 2,x' }, 3)).toBe('Seat is sold in quantities of 2 or 4.');
    expect(text({ allowedQuantities: [6, 2, 4] }, 3)).toBe('Seat is sold in quantities of 2, 4 or 6.');
    expect(text({ stock: 1 }, 2)).toBe('Only 1 of Seat is in stock.');
    expect(text({ stock: 3 }, 4)).toBe('Only 3 of Seat are in stock.');
    expect(text({ stock: 0 }, 1)).toBe('Seat is out of stock.');
  });
  it('name the rule broken, so callers can tell a stock shortage from a wrong quantity', () => {
    expect(quantityProblem('Seat', part({ stock: 0 }), 1)?.kind).toBe('stock');
    expect(quantityProblem('Seat', part({ orderMinimumQuantity: 3 }), 2)?.kind).toBe('minimum');
  });
  it('let units beyond the stock through where the status backorders them or the vendor ships them', () => {
    expect(text({ status: 'CAN_BACKORDER', stock: 2 }, 5)).toBeNull();
    expect(text({ status: 'DROP_SHIP', stock: 0 }, 5)).toBeNull();
  });
  it('hold only the stock for a quoted line: the quote fixed its quantity', () => {
    expect(text({ orderMinimumQuantity: 5, allowedQuantities: '5,10' }, 3, true)).toBeNull();
    expect(text({ status: 'CALL_FOR_PRICE', stock: 2 }, 3, true)).toBe('Only 2 of Seat are in stock.');
    expect(text({}, 0, true)).toBe('Enter a quantity of 1 or more.');
  });
  it('offer the quantities within the limits', () => {
    expect(allowedQuantityList('')).toBeNull();
    expect(allowedQuantityList('6,2,2,4')).toEqual([2, 4, 6]);
    expect(quantityBounds(part({ orderMinimumQuantity: 0, orderMaximumQuantity: 0 }))).toEqual({ min: 1, max: 1, allowed: null });
    expect(quantityBounds(part({ orderMinimumQuantity: 2, orderMaximumQuantity: 6, allowedQuantities: [1, 2, 4, 8] }))).toEqual({ min: 2, max: 6, allowed: [2, 4] });
  });
});
