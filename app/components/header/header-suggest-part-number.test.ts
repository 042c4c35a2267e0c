import { describe, expect, it } from 'vitest';
import { matchedPartNumber } from './header-suggest-part-number';

describe('the part number a suggestion marks', () => {
  it('finds the typed number however it is spelt, and where it sits', () => {
    expect(matchedPartNumber('re 618-66', ['IY-100001', 'RE61866'])).toEqual({ text: 'RE61866', from: 0, to: 7 });
    expect(matchedPartNumber('61866', ['IY-100001', 'RE-61866'])).toEqual({ text: 'RE-61866', from: 3, to: 8 });
    expect(matchedPartNumber('at11', ['AT118998'])).toEqual({ text: 'AT118998', from: 0, to: 4 });
  });

  it('takes the longest word with a digit when the whole text is not a number', () => {
    expect(matchedPartNumber('filter 7w-6501 cat', ['IY-100067', '7W-6501'])).toEqual({ text: '7W-6501', from: 0, to: 7 });
  });

  it('marks nothing for words, short keys or numbers that do not match', () => {
    expect(matchedPartNumber('hydraulic filter', ['RE61866'])).toBeNull();
    expect(matchedPartNumber('a1', ['A1234'])).toBeNull();
    expect(matchedPartNumber('zz999', ['RE61866'])).toBeNull();
  });
});
