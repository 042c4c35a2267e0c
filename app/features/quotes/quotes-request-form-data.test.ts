import { describe, expect, it } from 'vitest';
import { readQuoteRequestForm } from './quotes-request-form-data';

describe('the quote request form', () => {
  it('reads a cart request’s lines in order', () => {
    const f = new FormData();
    f.append('source', 'cart');
    for (const [id, sku, q] of [['7', 'SKU-7', '2'], ['9', 'SKU-9', '1']]) {
      f.append('line-productId', id!);
      f.append('line-partNumber', sku!);
      f.append('line-quantity', q!);
    }
    f.append('email', 'a@example.com');
    f.append('poNumber', 'PO-1');
    const { fields, errors } = readQuoteRequestForm(f, { emailRequired: true });
    expect(errors).toEqual({});
    expect(fields.lines).toEqual([
      { productId: '7', partNumber: 'SKU-7', quantity: 2 },
      { productId: '9', partNumber: 'SKU-9', quantity: 1 },
    ]);
  });

  it('turns a search request into one line and puts its problems on the fields', () => {
    const f = new FormData();
    f.append('source', 'search');
    f.append('query', 'hydraulic pump');
    f.append('quantity', '0');
    const { fields, errors } = readQuoteRequestForm(f, { emailRequired: true });
    expect(fields.lines).toEqual([{ productId: null, partNumber: 'hydraulic pump', quantity: 0 }]);
    expect(errors).toEqual({ email: 'Enter your e-mail address: the quote is sent there.', quantity: 'Enter a quantity from 1 to 10,000.' });
    f.set('quantity', '3');
    f.set('email', 'not-an-address');
    expect(readQuoteRequestForm(f, { emailRequired: true }).errors).toEqual({ email: 'Enter a valid e-mail address.' });
  });
});
