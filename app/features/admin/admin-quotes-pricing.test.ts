import { describe, expect, it } from 'vitest';
import { fieldOfRefusal, pricingInput, pricingProblems, readPricingForm } from './admin-quotes-pricing';

function form(rows: Array<[string, string, string]>, rest: Record<string, string> = {}) {
  const f = new FormData();
  for (const [part, quantity, price] of rows) {
    f.append('part', part);
    f.append('quantity', quantity);
    f.append('price', price);
  }
  for (const [k, v] of Object.entries(rest)) f.append(k, v);
  return f;
}

describe('the staff pricing form', () => {
  it('skips blank rows and names each bad field by its line', () => {
    const p = readPricingForm(form([['AR 1234', '2', '19.50'], ['', '1', ''], ['re-55', '0', '-3']], { freight: '-1', expires: '2020-01-01' }));
    expect(p.lines).toHaveLength(2);
    expect(pricingProblems(p, '2030-01-01')).toEqual({
      'line-2-quantity': 'Line 2: enter a quantity from 1 to 10,000.',
      'line-2-price': 'Line 2: the price must be 0 or more.',
      freight: 'The freight must be 0 or more.',
      expires: 'The expiry must be after today.',
    });
  });

  it('sends the numbers with the expiry at the end of the chosen day', () => {
    const p = readPricingForm(form([['AR 1234', '2', '19.50']], { freight: '', expires: '2030-05-01', title: ' Spring ' }));
    expect(pricingProblems(p, '2030-01-01')).toEqual({});
    expect(pricingInput(p)).toEqual({ title: 'Spring', expirationDate: '2030-05-01T23:59:59.000Z', freight: 0, lines: [{ partNumber: 'AR 1234', quantity: 2, price: 19.5 }] });
  });

  it('puts a refusal of the service next to the field it names', () => {
    expect(fieldOfRefusal('Failed to create the quote. Line 2: no part has the number “X”.')).toBe('line-2-part');
    expect(fieldOfRefusal('Line 1: the price must be 0 or more.')).toBe('line-1-price');
    expect(fieldOfRefusal('Failed to create the quote. The expiration date must be in the future.')).toBe('expires');
    expect(fieldOfRefusal('This request already has a quote.')).toBeNull();
  });
});
