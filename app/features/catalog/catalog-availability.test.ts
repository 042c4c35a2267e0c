import { describe, expect, it } from 'vitest';
import { availabilityText, offersNotifyMe } from './catalog-availability';

const PHONE = '1-800-555-0142';

describe('availability text (spec 2 §4)', () => {
  it.each([
    ['IN_STOCK', 'In Stock'],
    ['LOW_STOCK', 'Low Stock'],
    ['DROP_SHIP', 'In Stock and Drop Ship'],
    ['DISCONTINUED', 'Discontinued'],
    ['CONTACT_SELLER', 'Unknown Stock'],
    ['NOT_AVAILABLE', 'Not Available'],
    ['CALL_TO_ORDER', 'Not Available'],
    ['SOMETHING_NEW', 'Not Available'],
  ])('%s reads "%s"', (status, label) => {
    expect(availabilityText({ status }, PHONE).label).toBe(label);
  });

  it('gives ranges, the phone number and pre-order dates', () => {
    expect(availabilityText({ status: 'BUILD_TO_ORDER', buildToOrderRange: '2-3 weeks' }, PHONE)).toMatchObject({ label: 'Build to Order', detail: '2-3 weeks' });
    expect(availabilityText({ status: 'CAN_BACKORDER', backorderAvailabilityRange: '5-7 days' }, PHONE)).toMatchObject({
      label: 'Currently Out Of Stock',
      detail: '5-7 days',
    });
    expect(availabilityText({ status: 'CALL_FOR_PRICE' }, PHONE)).toMatchObject({ label: 'Call For Price', detail: PHONE });
    expect(availabilityText({ status: 'PREORDER', preorderAvailabilityStartDateTime: '2027-03-01T00:00:00.000Z' }, PHONE).label).toBe('Availability: Mar 1, 2027');
    expect(availabilityText({ status: 'PREORDER' }, PHONE).label).toBe('Availability: Unknown');
  });

  it('shows Backordered for a backordered line whatever the status', () => {
    expect(availabilityText({ status: 'IN_STOCK', backordered: true }, PHONE).label).toBe('Backordered');
  });
});

describe('offersNotifyMe', () => {
  it('offers the back-in-stock e-mail only for out-of-stock parts that allow it', () => {
    expect(offersNotifyMe({ canNotify: true, status: 'CAN_BACKORDER', stock: 4 })).toBe(true);
    expect(offersNotifyMe({ canNotify: true, status: 'IN_STOCK', stock: 0 })).toBe(true);
    expect(offersNotifyMe({ canNotify: true, status: 'IN_STOCK', stock: 3 })).toBe(false);
    expect(offersNotifyMe({ canNotify: false, status: 'NOT_AVAILABLE', stock: 0 })).toBe(false);
  });
});
