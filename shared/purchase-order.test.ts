import { describe, expect, it } from 'vitest';
import { checkPoNumber, MAX_PO_NUMBER_LENGTH, PO_NUMBER_TOO_LONG } from './purchase-order';

describe('PO number', () => {
  it('keeps up to 50 characters, trimmed', () => {
    expect(MAX_PO_NUMBER_LENGTH).toBe(50);
    expect(checkPoNumber(`  ${'x'.repeat(50)}  `)).toEqual({ poNumber: 'x'.repeat(50) });
    expect(checkPoNumber(null)).toEqual({ poNumber: '' });
  });
  it('refuses a longer one with the one text', () => {
    expect(checkPoNumber('x'.repeat(51))).toEqual({ problem: 'Use at most 50 characters for the PO number.' });
    expect(PO_NUMBER_TOO_LONG).toBe('Use at most 50 characters for the PO number.');
  });
});
