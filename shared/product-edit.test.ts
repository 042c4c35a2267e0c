import { describe, expect, it } from 'vitest';
import { normalizePartNumber } from '../server/seed/seed-part-numbers';
import { bulkOutcome, parseBulkAction } from './product-bulk-edit';
import { parseCents, parseProductEdit, partNumberKey, type ProductEditInput } from './product-edit';
import { editInputOf, editTextOf, fitmentRowsOf, interchangeRowsOf, productChanges, specRowsOf } from './product-edit-text';

const INPUT: ProductEditInput = {
  name: 'Deck belt',
  shortDescription: '',
  fullDescription: '',
  price: '24.50',
  oldPrice: '',
  stock: '12',
  status: 'IN_STOCK',
  orderMinimumQuantity: '1',
  orderMaximumQuantity: '10',
  allowedQuantities: '',
  published: true,
  specifications: [],
  interchanges: [],
  fitments: [],
};

const ok = (patch: Partial<ProductEditInput>) => {
  const r = parseProductEdit({ ...INPUT, ...patch });
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.value;
};
const errors = (patch: Partial<ProductEditInput>) => {
  const r = parseProductEdit({ ...INPUT, ...patch });
  return r.ok ? {} : Object.fromEntries(r.errors.map((e) => [e.field, e.message]));
};

describe('the product edit rules', () => {
  it('reads amounts to the cent', () => {
    expect(parseCents('12')).toBe(1200);
    expect(parseCents('$1,234.5')).toBe(123450);
    expect(parseCents('.99')).toBe(99);
    expect(parseCents('-3')).toBe(-300);
    expect(parseCents('1.234')).toBeNull();
    expect(parseCents('abc')).toBeNull();
  });

  it('cleans a valid edit', () => {
    const v = ok({ price: '$1,000', oldPrice: '', allowedQuantities: '4, 2 2', orderMinimumQuantity: '2', orderMaximumQuantity: '6' });
    expect(v).toMatchObject({ price: '1000.00', oldPrice: null, stock: 12, allowedQuantities: [2, 4] });
  });

  it('refuses each field with its own message', () => {
    expect(errors({ price: '-0.01' })).toEqual({ price: 'The price cannot be below zero.' });
    expect(errors({ price: '12.345' }).price).toMatch(/two decimal places/);
    expect(errors({ stock: '-1' })).toEqual({ stock: 'Stock cannot be below zero.' });
    expect(errors({ stock: '1.5' })).toEqual({ stock: 'Enter the stock as a whole number, like 12.' });
    expect(errors({ orderMinimumQuantity: '5', orderMaximumQuantity: '2' })).toEqual({ orderMaximumQuantity: 'The maximum quantity must be at least the minimum.' });
    expect(errors({ orderMinimumQuantity: '0' })).toEqual({ orderMinimumQuantity: 'The minimum quantity must be at least 1.' });
    expect(errors({ allowedQuantities: '2, 0' })).toEqual({ allowedQuantities: '“0” is not a positive whole number: list quantities like 2, 4, 6.' });
    expect(errors({ allowedQuantities: '2, 40' })).toEqual({ allowedQuantities: '40 is outside the minimum and maximum quantity (1 to 10).' });
    expect(errors({ status: 'SOMETIMES' })).toEqual({ status: 'Choose an availability.' });
    expect(errors({ name: '  ' })).toEqual({ name: 'Enter the product’s name.' });
  });

  it('reads the text areas line by line and names the line at fault', () => {
    expect(specRowsOf('Width: 1/2 in\n\nLength: 48 in')).toEqual([
      { attribute: 'Width', value: ' 1/2 in' },
      { attribute: '', value: '' },
      { attribute: 'Length', value: ' 48 in' },
    ]);
    expect(ok({ specifications: specRowsOf('Width: 1/2 in\n\nLength: 48 in') }).specifications).toEqual([
      { attribute: 'Width', value: '1/2 in' },
      { attribute: 'Length', value: '48 in' },
    ]);
    expect(errors({ specifications: specRowsOf('Width: 1\nwidth: 2') })).toEqual({ specifications: 'Line 2: “width” is listed twice.' });
    expect(errors({ specifications: specRowsOf('Width') })).toEqual({ specifications: 'Line 1: give both the name and the value, like “Width: 1/2 in”.' });
    expect(ok({ interchanges: interchangeRowsOf('AM-123 | Deere\n0532-1441 | | superseded') }).interchanges).toEqual([
      { partNumber: 'AM-123', brand: 'Deere', kind: 'interchange' },
      { partNumber: '0532-1441', brand: '', kind: 'superseded' },
    ]);
    expect(errors({ interchanges: interchangeRowsOf('AM-123\nam 123') })).toEqual({ interchanges: 'Line 2: am 123 is listed twice.' });
    expect(errors({ interchanges: interchangeRowsOf('AM-123 | Deere | other') }).interchanges).toMatch(/^Line 1: the kind/);
    expect(ok({ fitments: fitmentRowsOf('12 | 100 | 199\n#14') }).fitments).toEqual([
      { machineModelId: 12, serialFrom: '100', serialTo: '199', engine: null, attachment: null },
      { machineModelId: 14, serialFrom: null, serialTo: null, engine: null, attachment: null },
    ]);
    expect(errors({ fitments: fitmentRowsOf('X-100') })).toEqual({ fitments: 'Line 1: start with the machine model’s number, like 1042.' });
  });

  it('keys part numbers as the catalogue stores them', () => {
    for (const n of ['AM-123', '0532 14-41', '000', 'A.B/C_d']) expect(partNumberKey(n)).toBe(normalizePartNumber(n));
  });

  it('lists what a save changes, before → after', () => {
    const before = ok({ specifications: specRowsOf('Width: 1 in') });
    const after = ok({ price: '30', published: false, specifications: specRowsOf('Width: 2 in') });
    expect(productChanges(before, after)).toEqual([
      { field: 'price', label: 'Price', before: '$24.50', after: '$30.00' },
      { field: 'published', label: 'Visible in the store', before: 'Yes', after: 'No (hidden from the store)' },
      { field: 'specifications', label: 'Specifications', before: 'Width: 1 in', after: 'Width: 2 in' },
    ]);
    expect(productChanges(before, ok(editInputOf(before)))).toEqual([]);
  });

  it('reads its own form text back as the same product', () => {
    const saved = ok({
      specifications: specRowsOf('Width: 1/2 in\nLength: 43 in'),
      interchanges: interchangeRowsOf('AM-1 | Deere | superseded\nB-2 | Gates'),
      fitments: fitmentRowsOf('12 | 100 | 200 | Gas\n13'),
    });
    const text = editTextOf(saved);
    expect(text.fitments).toBe('12 | 100 | 200 | Gas\n13');
    const again = ok({
      ...text,
      specifications: specRowsOf(text.specifications),
      interchanges: interchangeRowsOf(text.interchanges),
      fitments: fitmentRowsOf(text.fitments),
    });
    expect(productChanges(saved, again)).toEqual([]);
  });
});

describe('the bulk edit rules', () => {
  const p = { price: '10.00', stock: 3, status: 'IN_STOCK' as const };
  const act = (kind: string, value: string) => {
    const r = parseBulkAction(kind, value);
    if (!r.ok) throw new Error(r.message);
    return r.action;
  };

  it('works out prices to the cent', () => {
    expect(bulkOutcome(p, act('PRICE_PERCENT', '+12.5'))).toMatchObject({ ok: true, after: '11.25', afterText: '$11.25' });
    expect(bulkOutcome({ ...p, price: '9.99' }, act('PRICE_PERCENT', '-33'))).toMatchObject({ after: '6.69' });
    expect(bulkOutcome(p, act('PRICE_ADD', '-2.5'))).toMatchObject({ after: '7.50' });
    expect(bulkOutcome(p, act('PRICE_SET', '10'))).toMatchObject({ ok: true, unchanged: true });
  });

  it('refuses results below zero and percentages without a price', () => {
    expect(bulkOutcome(p, act('PRICE_ADD', '-11'))).toEqual({ ok: false, reason: 'The price would be $-1.00, below zero.' });
    expect(bulkOutcome(p, act('STOCK_ADD', '-4'))).toEqual({ ok: false, reason: 'Stock would be -1, below zero (it is 3).' });
    expect(bulkOutcome({ ...p, price: null }, act('PRICE_PERCENT', '5'))).toMatchObject({ ok: false });
    expect(bulkOutcome({ ...p, price: null }, act('PRICE_SET', '5'))).toMatchObject({ ok: true, beforeText: 'No price', afterText: '$5.00' });
  });

  it('refuses values that are not one', () => {
    expect(parseBulkAction('PRICE_SET', '-1')).toEqual({ ok: false, message: 'The price cannot be below zero.' });
    expect(parseBulkAction('PRICE_PERCENT', 'ten')).toEqual({ ok: false, message: 'Enter a percentage like 10 or -7.5.' });
    expect(parseBulkAction('PRICE_PERCENT', '-150')).toEqual({ ok: false, message: 'Enter a percentage from -100 to 1000.' });
    expect(parseBulkAction('STOCK_SET', '2.5')).toEqual({ ok: false, message: 'Enter a whole number of units, like 12 or -3.' });
    expect(parseBulkAction('STATUS_SET', 'LATER')).toEqual({ ok: false, message: 'Choose an availability.' });
    expect(parseBulkAction('STATUS_SET', 'DISCONTINUED')).toMatchObject({ ok: true });
  });
});
