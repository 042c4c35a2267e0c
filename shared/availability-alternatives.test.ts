import { describe, expect, it } from 'vitest';
import { buyableNow, canComeBack, needsAlternatives } from './availability-alternatives';

describe('what an unavailable part offers', () => {
  it('buyable now: a cart status with a price, and stock where stock limits it', () => {
    expect(buyableNow({ status: 'IN_STOCK', stock: 3, price: '10.00' })).toBe(true);
    expect(buyableNow({ status: 'IN_STOCK', stock: 0, price: 10 })).toBe(false);
    expect(buyableNow({ status: 'CAN_BACKORDER', stock: 0, price: 10 })).toBe(true);
    expect(buyableNow({ status: 'DROP_SHIP', stock: 0, price: 10 })).toBe(true);
    expect(buyableNow({ status: 'IN_STOCK', stock: 5, price: null })).toBe(false);
    expect(buyableNow({ status: 'DISCONTINUED', stock: 5, price: 10 })).toBe(false);
    expect(buyableNow({ status: 'NOT_AVAILABLE', stock: 0, price: 10 })).toBe(false);
  });

  it('offers alternatives for parts that cannot be bought, not for parts sold by phone', () => {
    expect(needsAlternatives({ status: 'DISCONTINUED', stock: 0, price: 10 })).toBe(true);
    expect(needsAlternatives({ status: 'NOT_AVAILABLE', stock: 0, price: 10 })).toBe(true);
    expect(needsAlternatives({ status: 'LOW_STOCK', stock: 0, price: 10 })).toBe(true);
    expect(needsAlternatives({ status: 'CALL_FOR_PRICE', stock: 0, price: null })).toBe(false);
    expect(needsAlternatives({ status: 'IN_STOCK', stock: 2, price: 10 })).toBe(false);
  });

  it('a discontinued part never comes back; an unavailable or out-of-stock one may', () => {
    expect(canComeBack('DISCONTINUED')).toBe(false);
    expect(canComeBack('NOT_AVAILABLE')).toBe(true);
    expect(canComeBack('CAN_BACKORDER')).toBe(true);
    expect(canComeBack('SOMETHING_ELSE')).toBe(false);
  });
});
