import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { checkCatalogFile } from './catalog-import-check';
import { CatalogFileError, readHeader } from './catalog-import-parse';
import type { ProductNow } from './catalog-import.repository';

const product = (id: number, sku: string, over: Partial<ProductNow> = {}): ProductNow => ({
  id,
  sku,
  partNumber: `MPN-${id}`,
  vendor: id % 2 ? 'Acme' : 'Globex',
  price: '10.0000',
  oldPrice: null,
  stock: 5,
  status: 'IN_STOCK',
  orderMinimumQuantity: 1,
  orderMaximumQuantity: 100,
  ...over,
});

const CATALOG = [product(1, 'AB-1'), product(2, 'AB-2'), product(3, 'AB-3'), product(4, 'AB-4', { partNumber: 'SAME' }), product(6, 'AB-6', { partNumber: 'SAME' })];

/** The catalogue lookups, in memory: SKUs in any case, part numbers with vendor names. */
const lookups = {
  bySku: async (skus: string[]) => CATALOG.filter((p) => skus.includes(p.sku.toLowerCase())),
  byPart: async (parts: { partNumber: string; vendor: string }[]) =>
    CATALOG.filter((p) => parts.some((k) => k.partNumber.toLowerCase() === p.partNumber.toLowerCase() && k.vendor.toLowerCase() === p.vendor.toLowerCase())),
};

const check = (text: string | Buffer, chunk = 2) => checkCatalogFile(Readable.from([typeof text === 'string' ? Buffer.from(text) : text]), lookups, { maxLines: 1000, chunk });

describe('price and stock files: reading and checking', () => {
  it('reads a file with a byte order mark and CRLF line ends, columns in any order and any case', async () => {
    const out = await check('\uFEFFStock,PRICE,Sku\r\n7,12.5,ab-1\r\n5,11,AB-2\r\n');
    expect(out.refusals).toEqual([]);
    expect(out.header.columns).toEqual(['sku', 'price', 'stock']);
    expect(out.counts).toMatchObject({ lines: 2, accepted: 2, refused: 0, price: 2, stock: 1, unchanged: 0 });
    expect(out.changes[0]).toMatchObject({ line: 2, productId: 1, price: '12.5000', stock: 7 });
    // Line 3 keeps its stock (5 already): only the price is staged.
    expect(out.changes[1]).toMatchObject({ line: 3, productId: 2, price: '11.0000', stock: null });
    expect(out.sample[0]).toEqual({ line: 2, sku: 'AB-1', changes: [{ field: 'price', before: '10.00', after: '12.50' }, { field: 'stock', before: '5', after: '7' }] });
  });

  it('names parts by manufacturer part number and vendor, and counts lines that change nothing', async () => {
    const out = await check('manufacturer_part_number,vendor,status\nMPN-1,acme,discontinued\nMPN-2,Globex,In Stock\n');
    expect(out.refusals).toEqual([]);
    expect(out.counts).toMatchObject({ accepted: 1, unchanged: 1, status: 1 });
    expect(out.changes[0]).toMatchObject({ productId: 1, status: 'DISCONTINUED' });
  });

  it('refuses every kind of bad line with its line number and reason', async () => {
    const out = await check(
      [
        'sku,price,old_price,stock,status,order_minimum_quantity,order_maximum_quantity',
        'NOPE,1,,,,,', // 2 unknown part
        'AB-1,12x,,,,,', // 3 bad number
        'AB-1,,,-4,,,', // 4 negative stock
        'AB-2,-3,,,,,', // 5 price below zero
        'AB-2,,-1,,,,', // 6 old price below zero
        'AB-3,,,,SOLD OUT,,', // 7 unknown status
        'AB-3,,,,,9,3', // 8 min > max within the line
        'AB-3,,,,,500,', // 9 min above the product's max (100)
        'AB-1,,,2.5,,,', // 10 stock not whole
        ',5,,,,,', // 11 missing part
        'AB-1,9,,,,,', // 12 accepted
        'ab-1,8,,,,,', // 13 duplicate of line 12
        'AB-2,1,2', // 14 wrong number of cells
        'AB-2,,,,,0,', // 15 minimum below 1
        'AB-2,,,,,,', // 16 nothing to change
      ].join('\n'),
    );
    const byLine = Object.fromEntries(out.refusals.map((r) => [r.line, r.reason]));
    expect(byLine[2]).toMatch(/^Unknown part: no product has the SKU “NOPE”/);
    expect(byLine[3]).toMatch(/^Price is not a number: “12x”/);
    expect(byLine[4]).toMatch(/^Negative stock: “-4”/);
    expect(byLine[5]).toMatch(/^Price below zero: “-3”/);
    expect(byLine[6]).toMatch(/^Old price below zero: “-1”/);
    expect(byLine[7]).toMatch(/^Unknown status “SOLD OUT”/);
    expect(byLine[8]).toBe('Minimum quantity (9) is above the maximum (3).');
    expect(byLine[9]).toBe('Minimum quantity (500) is above the maximum (100).');
    expect(byLine[10]).toMatch(/^Stock is not a whole number: “2.5”/);
    expect(byLine[11]).toMatch(/^Missing part/);
    expect(byLine[12]).toBeUndefined();
    expect(byLine[13]).toBe('Duplicate line: the same part as line 12.');
    expect(byLine[14]).toBe('The line has 3 cells; the header has 7.');
    expect(byLine[15]).toMatch(/^Minimum quantity must be at least 1/);
    expect(byLine[16]).toMatch(/^Nothing to change/);
    expect(out.refusals.map((r) => r.line)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 14, 15, 16]);
    expect(out.counts).toMatchObject({ lines: 15, refused: 14, accepted: 1 });
    expect(out.refusals.find((r) => r.line === 2)!.key).toBe('NOPE');
  });

  it('refuses a part number that names several products, and a line that is not valid CSV, and goes on', async () => {
    const out = await check('manufacturer_part_number,vendor,stock\r\nSAME,Globex,3\r\nMPN-1,Acme,1"2\r\nMPN-3,Acme,9\r\n');
    expect(out.refusals.map((r) => [r.line, r.reason.slice(0, 30)])).toEqual([
      [2, 'The part number “SAME” of vend'],
      [3, 'Not valid CSV: a quote is foun'],
    ]);
    expect(out.changes.map((c) => c.productId)).toEqual([3]);
  });

  it('numbers a line with a line break inside a quoted cell where it starts', async () => {
    const out = await check('sku,note,price\nAB-1,"two\nlines",1\nNOPE,x,2\n');
    expect(out.header.ignored).toEqual(['note']);
    expect(out.refusals).toEqual([{ line: 4, key: 'NOPE', reason: expect.stringMatching(/^Unknown part/) }]);
  });

  it('refuses a file without a part column, without a value column, or without lines', async () => {
    await expect(check('name,price\nx,1\n')).rejects.toThrow(/needs a “sku” column/);
    await expect(check('sku,name\nAB-1,x\n')).rejects.toThrow(/no column to change/);
    await expect(check('')).rejects.toThrow(/empty/);
    await expect(check('sku,price\r\n')).rejects.toThrow(/no lines/);
    expect(() => readHeader(['sku', 'SKU', 'price'])).toThrow(CatalogFileError);
  });

  it('refuses a file with more lines than allowed', async () => {
    const text = 'sku,stock\n' + Array.from({ length: 20 }, (_, i) => `AB-1,${i}`).join('\n');
    await expect(checkCatalogFile(Readable.from([Buffer.from(text)]), lookups, { maxLines: 10 })).rejects.toThrow(/more than 10 lines/);
  });

  it('reads a stream cut anywhere, even inside a character or a line end', async () => {
    const bytes = Buffer.from('\uFEFFsku,status,price\r\nAB-1,in stock,9.99\r\nAB-2,LOW_STOCK,€\r\n');
    const pieces = Array.from(bytes).map((b) => Buffer.from([b]));
    const out = await checkCatalogFile(Readable.from(pieces), lookups, { maxLines: 100 });
    expect(out.changes).toMatchObject([{ productId: 1, price: '9.9900' }]);
    expect(out.refusals).toEqual([{ line: 3, key: 'AB-2', reason: 'Price is not a number: “€”.' }]);
  });
});
