import { describe, expect, it } from 'vitest';
import { capturedOf, cleanTrackingNumber, isCarrier, parseRefundAmount, refundOverLimit, requiredText } from './admin-orders';

describe('the back office order forms’ rules', () => {
  it('takes a tracking number as carriers print it, without spaces or dashes, in capitals', () => {
    expect(cleanTrackingNumber(' 1z 999-aa1 0123456784 ')).toEqual({ value: '1Z999AA10123456784' });
    expect(cleanTrackingNumber('')).toEqual({ value: '' });
    expect(cleanTrackingNumber('ab12')).toEqual({ error: 'A tracking number is 6 to 40 letters and digits.' });
    expect(cleanTrackingNumber('ABC#12345')).toHaveProperty('error');
  });

  it('takes a refund in dollars and cents above zero', () => {
    expect(parseRefundAmount('5')).toEqual({ amount: '5.00' });
    expect(parseRefundAmount('$12.5')).toEqual({ amount: '12.50' });
    expect(parseRefundAmount('0.00')).toEqual({ error: 'Refund more than $0.00.' });
    expect(parseRefundAmount('1.005')).toHaveProperty('error');
    expect(parseRefundAmount('five')).toHaveProperty('error');
  });

  it('refunds at most what was captured less what was refunded, to the cent', () => {
    expect(capturedOf([{ kind: 'capture', amount: '200.10' }, { kind: 'refund', amount: 5 }, { kind: 'capture', amount: 32.66 }])).toBe(232.76);
    expect(refundOverLimit('232.76', 232.76, 0)).toBeNull();
    expect(refundOverLimit('222.76', '232.76', '10.00')).toBeNull();
    expect(refundOverLimit('222.77', '232.76', '10.00')).toBe('Refund at most $222.76: $232.76 was captured and $10.00 refunded already.');
    expect(refundOverLimit('1.00', 50, 50)).toBe('Refund at most $0.00: $50.00 was captured and $50.00 refunded already.');
  });

  it('wants a reason of bounded length, and knows the carriers', () => {
    expect(requiredText('  Scratched  ', 'the reason', 20)).toEqual({ text: 'Scratched' });
    expect(requiredText(' ', 'the reason', 20)).toEqual({ error: 'Write the reason.' });
    expect(requiredText('x'.repeat(21), 'the reason', 20)).toEqual({ error: 'Use at most 20 characters for the reason.' });
    expect(isCarrier('UPS')).toBe(true);
    expect(isCarrier('DHL')).toBe(false);
  });
});
