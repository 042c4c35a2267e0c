import { describe, expect, it } from 'vitest';
import { parseId, parseIdSegment } from './ids';

describe('parseId', () => {
  it('reads an ID argument as a number or as its digits, spaces around allowed', () => {
    expect(parseId('42')).toBe(42);
    expect(parseId(' 42 ')).toBe(42);
    expect(parseId(42)).toBe(42);
    expect(parseId('2147483647')).toBe(2_147_483_647);
  });

  it('answers null for what cannot name a row', () => {
    for (const raw of ['', '0', '-1', '007', '1.5', '1e3', '0x10', 'abc', '2147483648', '99999999999', null, undefined, 0, -3, 1.5, 2_147_483_648]) {
      expect(parseId(raw)).toBeNull();
    }
  });
});

describe('parseIdSegment', () => {
  it('reads a path segment of digits', () => {
    expect(parseIdSegment('42')).toBe(42);
  });

  it('answers null for a segment with spaces or anything parseId refuses', () => {
    for (const raw of [' 42', '42 ', '', '007', '42.svg', '2147483648']) expect(parseIdSegment(raw)).toBeNull();
  });
});
