import { describe, expect, it } from 'vitest';
import {
  AVAILABILITY_POLICY,
  AWAITING_STOCK_STATUSES,
  canAddToCart,
  canOrderFromQuote,
  inStockNow,
  isBackorderable,
  isBackordered,
  RESTOCKED_STATUSES,
  shipsWithoutWaiting,
  stockLimit,
} from './availability';
import { AVAILABILITY_STATUSES, type AvailabilityStatus } from './enums';

// One row per status: cart, quote, backorderable, the most 3 in stock allows, whether 5 of 3 in stock is backordered.
const EXPECTED: Record<AvailabilityStatus, [boolean, boolean, boolean, number | null, boolean]> = {
  IN_STOCK: [true, true, false, 3, false],
  LOW_STOCK: [true, true, false, 3, false],
  DROP_SHIP: [true, true, false, null, false],
  CAN_BACKORDER: [true, true, true, null, true],
  BUILD_TO_ORDER: [true, true, true, null, true],
  PREORDER: [true, true, true, null, true],
  CALL_FOR_PRICE: [false, true, false, 3, false],
  CALL_TO_ORDER: [false, true, false, 3, false],
  CONTACT_SELLER: [false, true, false, 3, false],
  DISCONTINUED: [false, false, false, 3, false],
  NOT_AVAILABLE: [false, false, false, 3, false],
};

describe('the availability policy', () => {
  it('covers every status of spec 2 §3', () => {
    expect(Object.keys(AVAILABILITY_POLICY).sort()).toEqual([...AVAILABILITY_STATUSES].sort());
    expect(Object.keys(EXPECTED).sort()).toEqual([...AVAILABILITY_STATUSES].sort());
  });

  it.each(AVAILABILITY_STATUSES)('%s', (status) => {
    const [cart, quote, backorderable, limit, backordered] = EXPECTED[status];
    expect(canAddToCart(status)).toBe(cart);
    expect(canOrderFromQuote(status)).toBe(quote);
    expect(isBackorderable(status)).toBe(backorderable);
    expect(stockLimit(status, 3)).toBe(limit);
    expect(isBackordered(status, 3, 5)).toBe(backordered);
    // Within the stock on hand nothing is backordered.
    expect(isBackordered(status, 3, 3)).toBe(false);
  });

  it('orders a drop-shipped part in any quantity with none of our stock, never backordered', () => {
    expect(stockLimit('DROP_SHIP', 0)).toBeNull();
    expect(isBackordered('DROP_SHIP', 0, 50)).toBe(false);
    expect(shipsWithoutWaiting('DROP_SHIP')).toBe(true);
  });

  it('counts negative stock as none', () => {
    expect(stockLimit('IN_STOCK', -2)).toBe(0);
    expect(isBackordered('CAN_BACKORDER', -2, 1)).toBe(true);
  });

  it('treats an unknown status as not orderable', () => {
    expect(canAddToCart('OUT_OF_STOCK')).toBe(false);
    expect(canOrderFromQuote('OUT_OF_STOCK')).toBe(false);
    expect(stockLimit('OUT_OF_STOCK', 4)).toBe(4);
    expect(shipsWithoutWaiting('OUT_OF_STOCK')).toBe(false);
  });

  it('knows which statuses wait for stock and which become in stock when it arrives', () => {
    expect([...AWAITING_STOCK_STATUSES].sort()).toEqual(['CAN_BACKORDER', 'NOT_AVAILABLE', 'PREORDER']);
    expect([...RESTOCKED_STATUSES].sort()).toEqual(['CAN_BACKORDER', 'NOT_AVAILABLE']);
    expect(inStockNow('IN_STOCK', 1)).toBe(true);
    expect(inStockNow('IN_STOCK', 0)).toBe(false);
    expect(inStockNow('CAN_BACKORDER', 5)).toBe(false);
    expect(inStockNow('DROP_SHIP', 1)).toBe(true);
  });

  it('shows as in stock to search engines what ships without waiting', () => {
    expect(AVAILABILITY_STATUSES.filter(shipsWithoutWaiting).sort()).toEqual(['DROP_SHIP', 'IN_STOCK', 'LOW_STOCK']);
  });
});
