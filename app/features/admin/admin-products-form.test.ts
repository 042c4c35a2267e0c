import { describe, expect, it } from 'vitest';
import { bulkFormErrors, filterInputOf, productFormErrors, readBulkForm, readProductForm, savedText } from './admin-products-form';
import { productFiltersQuery, readProductFilters } from './admin-products-filters';

const form = (entries: Array<[string, string]>) => {
  const f = new FormData();
  for (const [k, v] of entries) f.append(k, v);
  return f;
};

const PRODUCT: Array<[string, string]> = [
  ['name', 'Deck belt'],
  ['price', '24.50'],
  ['oldPrice', ''],
  ['stock', '3'],
  ['status', 'IN_STOCK'],
  ['orderMinimumQuantity', '1'],
  ['orderMaximumQuantity', '10'],
  ['allowedQuantities', ''],
  ['specifications', 'Width: 1/2 in'],
  ['interchanges', 'AM-1 | Deere'],
  ['fitments', '12 | 100'],
];

describe('the product edit form', () => {
  it('reads the posted fields and checks them by the shared rules', () => {
    const v = readProductForm(form([...PRODUCT, ['published', '1']]));
    expect(v.published).toBe(true);
    expect(productFormErrors(v)).toEqual({});
    expect(readProductForm(form(PRODUCT)).published).toBe(false);
    expect(productFormErrors({ ...v, price: '-2', stock: 'many', specifications: 'Width' })).toEqual({
      price: 'The price cannot be below zero.',
      stock: 'Enter the stock as a whole number, like 12.',
      specifications: 'Line 1: give both the name and the value, like “Width: 1/2 in”.',
    });
  });

  it('says what a save changed', () => {
    expect(savedText([])).toBe('Nothing changed: the product already had these values.');
    expect(savedText([{ field: 'price', label: 'Price', before: '$1.00', after: '$2.00' }, { field: 'stock', label: 'Stock', before: '1', after: '2' }])).toBe(
      'Saved: Price and Stock. Search, the product page and carts show the new values now.',
    );
  });
});

describe('the bulk form and the list filters', () => {
  it('needs a selection, an action and a valid value', () => {
    expect(bulkFormErrors(readBulkForm(form([['action', 'PRICE_SET'], ['value', '5']])))).toEqual({ selection: 'Tick the products to change, or choose every product matching the filter.' });
    expect(bulkFormErrors(readBulkForm(form([['ids', '4'], ['value', '5']])))).toEqual({ action: 'Choose what to change.' });
    expect(bulkFormErrors(readBulkForm(form([['all', '1'], ['action', 'PRICE_PERCENT'], ['value', 'x']])))).toEqual({ value: 'Enter a percentage like 10 or -7.5.' });
    const ok = readBulkForm(form([['ids', '4'], ['ids', '4'], ['ids', 'x'], ['action', 'STOCK_ADD'], ['value', '-2']]));
    expect(ok.ids).toEqual(['4']);
    expect(bulkFormErrors(ok)).toEqual({});
  });

  it('keeps the filters in the address, defaults left out', () => {
    const f = readProductFilters(new URLSearchParams('search=belt&brand=3&category=x&stock=LOW&vendor='));
    expect(f).toEqual({ search: 'belt', brand: '3', category: '', vendor: '', warehouse: '', stock: 'LOW' });
    expect(productFiltersQuery(f).toString()).toBe('search=belt&brand=3&stock=LOW');
    expect(filterInputOf(f)).toEqual({ search: 'belt', brandId: '3', categoryId: null, vendorId: null, warehouseId: null, stock: 'LOW' });
  });
});
