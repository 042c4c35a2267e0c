import type { Readable } from 'node:stream';
import { parse, type CsvError } from 'csv-parse';
import { CATALOG_FILE_COLUMNS, CATALOG_FILE_STATUSES, CATALOG_FILE_VALUE_COLUMNS, type CatalogFileColumn } from '../../../shared/catalog-import';
import type { AvailabilityStatus } from '../../../shared/enums';

/** A file that cannot be checked at all (no header, no key column…): nothing of it is kept. */
export class CatalogFileError extends Error {}

/** Where each known column is in the file, and the columns the store does not know (left aside). */
export interface FileHeader {
  index: Partial<Record<CatalogFileColumn, number>>;
  columns: CatalogFileColumn[];
  ignored: string[];
  width: number;
}

/** One line's values as written: null where the cell is empty (left as is) or the column absent. */
export interface FileLine {
  line: number;
  sku: string | null;
  partNumber: string | null;
  vendor: string | null;
  price: string | null;
  oldPrice: string | null;
  stock: number | null;
  status: AvailabilityStatus | null;
  orderMinimumQuantity: number | null;
  orderMaximumQuantity: number | null;
}

/** A line the check refuses, with its number, the part it names, and why. */
export interface Refusal {
  line: number;
  key: string;
  reason: string;
}

/** A raw line of the file: its number (the header is line 1) and its cells. */
export interface RawLine {
  line: number;
  cells: string[];
}

const normName = (s: string) => s.trim().toLowerCase().replace(/[\s-]+/g, '_');

/** Reads the header row: known columns in any order and any case; a part key and one value column are required. */
export function readHeader(cells: string[]): FileHeader {
  const index: Partial<Record<CatalogFileColumn, number>> = {};
  const ignored: string[] = [];
  cells.forEach((cell, i) => {
    const name = normName(cell) as CatalogFileColumn;
    if (!(CATALOG_FILE_COLUMNS as readonly string[]).includes(name)) {
      if (cell.trim()) ignored.push(cell.trim());
      return;
    }
    if (index[name] !== undefined) throw new CatalogFileError(`The column “${name}” appears twice in the header.`);
    index[name] = i;
  });
  const hasSku = index.sku !== undefined;
  const hasPart = index.manufacturer_part_number !== undefined && index.vendor !== undefined;
  if (!hasSku && !hasPart) {
    throw new CatalogFileError('The header needs a “sku” column, or “manufacturer_part_number” and “vendor” columns, to name each part.');
  }
  if (!CATALOG_FILE_VALUE_COLUMNS.some((c) => index[c] !== undefined)) {
    throw new CatalogFileError(`The header has no column to change: add one of ${CATALOG_FILE_VALUE_COLUMNS.join(', ')}.`);
  }
  const columns = CATALOG_FILE_COLUMNS.filter((c) => index[c] !== undefined);
  return { index, columns, ignored, width: cells.length };
}

/** A money amount as the database writes it back (4 decimals), or a refusal reason. */
function money(text: string, label: string): string | { reason: string } {
  const t = text.replace(/^\$/, '').trim();
  if (/^-\s*\$?\d+(\.\d*)?$/.test(t) && Number(t.replace(/[\s$]/g, '')) < 0) return { reason: `${label} below zero: “${text}”.` };
  const m = /^(\d{1,15})(?:\.(\d{0,4}))?$/.exec(t);
  if (!m) return { reason: `${label} is not a number: “${text}”.` };
  const whole = m[1].replace(/^0+(?=\d)/, '');
  return `${whole}.${(m[2] ?? '').padEnd(4, '0')}`;
}

/** A whole number from 0 (or `min`) to 2³¹−1, or a refusal reason. */
function whole(text: string, label: string, min: number, negative: string): number | { reason: string } {
  const t = text.trim();
  if (/^-\d+(\.\d+)?$/.test(t)) return { reason: negative };
  if (/^\d+\.\d+$/.test(t) && !/^\d+\.0+$/.test(t)) return { reason: `${label} is not a whole number: “${text}”.` };
  const m = /^(\d{1,10})(?:\.0+)?$/.exec(t);
  const n = m ? Number(m[1]) : NaN;
  if (!Number.isSafeInteger(n)) return { reason: `${label} is not a number: “${text}”.` };
  if (n > 2_147_483_647) return { reason: `${label} is too large: “${text}”.` };
  if (n < min) return { reason: `${label} must be at least ${min}: “${text}”.` };
  return n;
}

function status(text: string): AvailabilityStatus | { reason: string } {
  const code = text.trim().toUpperCase().replace(/[\s-]+/g, '_');
  if ((CATALOG_FILE_STATUSES as readonly string[]).includes(code)) return code as AvailabilityStatus;
  return { reason: `Unknown status “${text}” (use one of ${CATALOG_FILE_STATUSES.join(', ')}).` };
}

/** How a line names its part, for the report: its SKU, or part number and vendor. */
export const partKeyOf = (l: Pick<FileLine, 'sku' | 'partNumber' | 'vendor'>): string =>
  l.sku ? l.sku : l.partNumber || l.vendor ? `${l.partNumber ?? ''} (${l.vendor ?? ''})` : '';

/** Reads one line's cells against the header: its values, or why it is refused. */
export function readLine(raw: RawLine, header: FileHeader): FileLine | Refusal {
  const cell = (c: CatalogFileColumn): string | null => {
    const i = header.index[c];
    if (i === undefined) return null;
    const v = (raw.cells[i] ?? '').trim();
    return v === '' ? null : v;
  };
  const sku = cell('sku');
  const partNumber = cell('manufacturer_part_number');
  const vendor = cell('vendor');
  const key = partKeyOf({ sku, partNumber, vendor });
  const refuse = (reason: string): Refusal => ({ line: raw.line, key, reason });
  if (raw.cells.length !== header.width) return refuse(`The line has ${raw.cells.length} cells; the header has ${header.width}.`);
  if (!sku && !(partNumber && vendor)) return refuse('Missing part: give the SKU, or the manufacturer part number and the vendor.');

  const out: FileLine = { line: raw.line, sku, partNumber, vendor, price: null, oldPrice: null, stock: null, status: null, orderMinimumQuantity: null, orderMaximumQuantity: null };
  const reasons: string[] = [];
  const take = <T>(text: string | null, read: (t: string) => T | { reason: string }, set: (v: T) => void) => {
    if (text === null) return;
    const v = read(text);
    if (typeof v === 'object' && v !== null && 'reason' in v) reasons.push(v.reason);
    else set(v as T);
  };
  take(cell('price'), (t) => money(t, 'Price'), (v) => (out.price = v));
  take(cell('old_price'), (t) => money(t, 'Old price'), (v) => (out.oldPrice = v));
  take(cell('stock'), (t) => whole(t, 'Stock', 0, `Negative stock: “${t}”.`), (v) => (out.stock = v));
  take(cell('status'), status, (v) => (out.status = v));
  take(cell('order_minimum_quantity'), (t) => whole(t, 'Minimum quantity', 1, `Minimum quantity below zero: “${t}”.`), (v) => (out.orderMinimumQuantity = v));
  take(cell('order_maximum_quantity'), (t) => whole(t, 'Maximum quantity', 1, `Maximum quantity below zero: “${t}”.`), (v) => (out.orderMaximumQuantity = v));
  if (reasons.length) return refuse(reasons.join(' '));
  if (out.orderMinimumQuantity !== null && out.orderMaximumQuantity !== null && out.orderMinimumQuantity > out.orderMaximumQuantity) {
    return refuse(`Minimum quantity (${out.orderMinimumQuantity}) is above the maximum (${out.orderMaximumQuantity}).`);
  }
  if (out.price === null && out.oldPrice === null && out.stock === null && out.status === null && out.orderMinimumQuantity === null && out.orderMaximumQuantity === null) {
    return refuse('Nothing to change: every value cell is empty.');
  }
  return out;
}

export const isRefusal = <T extends object>(x: T | Refusal): x is Refusal => 'reason' in x;

/**
 * Reads a CSV stream (UTF-8, with or without a byte order mark, CRLF or LF) line by line, the header
 * first. A line that is not valid CSV (an unclosed quote…) comes out as a refusal and reading goes on.
 */
export async function* readCsv(input: Readable | AsyncIterable<Uint8Array | string>, maxLines: number): AsyncGenerator<RawLine | Refusal> {
  const skipped: Refusal[] = [];
  const parser = parse({
    bom: true,
    relax_column_count: true,
    relax_quotes: false,
    skip_empty_lines: true,
    skip_records_with_error: true,
    info: true,
    on_skip: (err: CsvError | undefined) => {
      if (err) skipped.push({ line: Number(err.lines), key: '', reason: `Not valid CSV: ${err.message.replace(/^Invalid (Record|Closing Quote|Opening Quote)[^:]*:\s*/i, '')}` });
    },
  });
  const feed = (async () => {
    try {
      for await (const chunk of input as AsyncIterable<Uint8Array | string>) {
        if (!parser.write(chunk)) await new Promise<void>((resolve) => parser.once('drain', resolve));
      }
      parser.end();
    } catch (err) {
      parser.destroy(err as Error);
    }
  })();
  let count = 0;
  try {
    for await (const rec of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      // A line with a line break inside a quoted cell is numbered where it starts.
      let breaks = 0;
      for (const c of rec.record) for (let i = c.indexOf('\n'); i >= 0; i = c.indexOf('\n', i + 1)) breaks++;
      const line = rec.info.lines - breaks;
      while (skipped.length && skipped[0].line < line) yield skipped.shift()!;
      if (++count > maxLines + 1) throw new CatalogFileError(`The file has more than ${maxLines.toLocaleString('en-US')} lines; split it.`);
      yield { line, cells: rec.record };
    }
    while (skipped.length) yield skipped.shift()!;
  } catch (err) {
    if (err instanceof CatalogFileError) throw err;
    const e = err as CsvError;
    if (e && typeof e.code === 'string' && e.code.startsWith('CSV_')) throw new CatalogFileError(`The file is not valid CSV near line ${e.lines ?? '?'}: ${e.message}`);
    throw err;
  } finally {
    parser.destroy();
    await feed;
  }
}
