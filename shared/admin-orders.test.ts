import { describe, expect, it } from 'vitest';
import { cleanTrackingNumber, isCarrier, parseRefundAmount, requiredText } from './admin-orders';

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

  it('wants a reason of bounded length, and knows the carriers', () => {
    expect(requiredText('  Scratched  ', 'the reason', 20)).toEqual({ text: 'Scratched' });
    expect(requiredText(' ', 'the reason', 20)).toEqual({ error: 'Write the reason.' });
    expect(requiredText('x'.repeat(21), 'the reason', 20)).toEqual({ error: 'Use at most 20 characters for the reason.' });
    expect(isCarrier('UPS')).toBe(true);
    expect(isCarrier('DHL')).toBe(false);
  });
});
