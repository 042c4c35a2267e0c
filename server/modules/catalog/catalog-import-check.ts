import type { Readable } from 'node:stream';
import type { CatalogImportCounts, CatalogImportSampleRow } from '../../../shared/catalog-import';
import { CatalogFileError, isRefusal, readCsv, readHeader, readLine, type FileHeader, type FileLine, type Refusal } from './catalog-import-parse';
import type { CatalogImportRepository, ProductNow, StagedChange } from './catalog-import.repository';

/** What checking a file found: the changes to stage, every refused line, the figures and a sample. */
export interface CheckOutcome {
  header: FileHeader;
  changes: StagedChange[];
  refusals: Refusal[];
  counts: CatalogImportCounts;
  sample: CatalogImportSampleRow[];
}

export interface CheckOptions {
  maxLines: number;
  /** Lines looked up in the catalogue per query. */
  chunk?: number;
  sampleSize?: number;
}

/** The catalogue lookups: by chunk, and (for a file longer than one chunk) everything at once. */
type Lookups = Pick<CatalogImportRepository, 'bySku' | 'byPart'> & Partial<Pick<CatalogImportRepository, 'everything'>>;

const FIELDS = [
  ['price', 'price'],
  ['oldPrice', 'old_price'],
  ['stock', 'stock'],
  ['status', 'status'],
  ['orderMinimumQuantity', 'order_minimum_quantity'],
  ['orderMaximumQuantity', 'order_maximum_quantity'],
] as const;
type Field = (typeof FIELDS)[number][0];

/** Lines read between turns of the event loop (reading, parsing and judging them takes a few milliseconds). */
const YIELD_EVERY_LINES = 2_000;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

const partKey = (partNumber: string, vendor: string) => `${partNumber.toLowerCase()}\u0000${vendor.toLowerCase()}`;
const shown = (v: string | number | null): string | null => (v === null ? null : typeof v === 'number' ? String(v) : /^\d+\.\d{4}$/.test(v) ? v.replace(/(\.\d\d)00$/, '$1') : v);

export const emptyCounts = (): CatalogImportCounts => ({
  lines: 0,
  accepted: 0,
  refused: 0,
  unchanged: 0,
  products: 0,
  price: 0,
  oldPrice: 0,
  stock: 0,
  status: 0,
  orderMinimumQuantity: 0,
  orderMaximumQuantity: 0,
});

/**
 * Checks a price and stock file against the catalogue without changing anything: reads it as a
 * stream, looks its parts up a chunk at a time, and sorts every line into a change, an unchanged
 * line or a refused line (with its number and reason).
 */
export async function checkCatalogFile(input: Readable | AsyncIterable<Uint8Array | string>, repo: Lookups, opts: CheckOptions): Promise<CheckOutcome> {
  const chunkSize = opts.chunk ?? 5_000;
  const sampleSize = opts.sampleSize ?? 20;
  let header: FileHeader | null = null;
  const changes: StagedChange[] = [];
  const refusals: Refusal[] = [];
  const counts = emptyCounts();
  const sample: CatalogImportSampleRow[] = [];
  /** The line that first named each product, for duplicates. */
  const firstLineOf = new Map<number, number>();
  let pending: FileLine[] = [];

  const refuse = (r: Refusal) => {
    refusals.push(r);
    counts.refused++;
  };

  /** The whole catalogue by key, once a file fills a chunk (one read instead of a query per chunk). */
  let whole: { bySku: Map<string, ProductNow>; byPart: Map<string, ProductNow[]> } | null = null;
  let chunks = 0;

  async function resolve(lines: FileLine[]): Promise<void> {
    // A full first chunk means a large file: one read of the catalogue beats a join per chunk.
    if (++chunks === 1 && lines.length >= chunkSize && repo.everything) {
      whole = { bySku: new Map(), byPart: new Map() };
      for await (const slice of repo.everything()) {
        for (const p of slice) {
          whole.bySku.set(p.sku.toLowerCase(), p);
          const k = partKey(p.partNumber, p.vendor);
          const list = whole.byPart.get(k);
          if (list) list.push(p);
          else whole.byPart.set(k, [p]);
        }
        // Search answers between the slices.
        await nextTurn();
      }
    }
    if (whole) {
      for (const l of lines) judge(l, l.sku ? whole.bySku.get(l.sku.toLowerCase()) : whole.byPart.get(partKey(l.partNumber!, l.vendor!)));
      return;
    }
    const skus = [...new Set(lines.filter((l) => l.sku).map((l) => l.sku!.toLowerCase()))];
    const parts = lines.filter((l) => !l.sku).map((l) => ({ partNumber: l.partNumber!, vendor: l.vendor! }));
    const [bySku, byPart] = await Promise.all([repo.bySku(skus), repo.byPart(parts)]);
    const skuMap = new Map(bySku.map((p) => [p.sku.toLowerCase(), p]));
    const partMap = new Map<string, ProductNow[]>();
    for (const p of byPart) {
      const k = partKey(p.partNumber, p.vendor);
      const list = partMap.get(k) ?? [];
      if (!list.some((x) => x.id === p.id)) list.push(p);
      partMap.set(k, list);
    }
    for (const l of lines) judge(l, l.sku ? skuMap.get(l.sku.toLowerCase()) : partMap.get(partKey(l.partNumber!, l.vendor!)));
  }

  function judge(l: FileLine, found: ProductNow | ProductNow[] | undefined): void {
    const key = l.sku ?? `${l.partNumber} (${l.vendor})`;
    const list = found === undefined ? [] : Array.isArray(found) ? found : [found];
    if (list.length === 0) {
      refuse({ line: l.line, key, reason: l.sku ? `Unknown part: no product has the SKU “${l.sku}”.` : `Unknown part: no product of vendor “${l.vendor}” has the part number “${l.partNumber}”.` });
      return;
    }
    if (list.length > 1) {
      refuse({ line: l.line, key, reason: `The part number “${l.partNumber}” of vendor “${l.vendor}” names ${list.length} products; give the SKU instead.` });
      return;
    }
    const p = list[0];
    const first = firstLineOf.get(p.id);
    if (first !== undefined) {
      refuse({ line: l.line, key, reason: `Duplicate line: the same part as line ${first}.` });
      return;
    }
    firstLineOf.set(p.id, l.line);
    const min = l.orderMinimumQuantity ?? p.orderMinimumQuantity;
    const max = l.orderMaximumQuantity ?? p.orderMaximumQuantity;
    if (min > max) {
      refuse({ line: l.line, key, reason: `Minimum quantity (${min}) is above the maximum (${max}).` });
      return;
    }
    const change: StagedChange = { seq: 0, line: l.line, productId: p.id, price: null, oldPrice: null, stock: null, status: null, orderMinimumQuantity: null, orderMaximumQuantity: null, before: p };
    const shownChanges: CatalogImportSampleRow['changes'] = [];
    for (const [field, column] of FIELDS) {
      const next = l[field as Field];
      if (next === null || next === p[field as Field]) continue;
      (change as unknown as Record<Field, string | number | null>)[field] = next;
      counts[field]++;
      shownChanges.push({ field: column, before: shown(p[field]), after: shown(next) });
    }
    if (shownChanges.length === 0) {
      counts.unchanged++;
      return;
    }
    change.seq = changes.length + 1;
    changes.push(change);
    counts.accepted++;
    counts.products++;
    if (sample.length < sampleSize) sample.push({ line: l.line, sku: p.sku, changes: shownChanges });
  }

  for await (const item of readCsv(input, opts.maxLines)) {
    if (!header) {
      if (isRefusal(item)) throw new CatalogFileError(`The header row is not valid CSV: ${item.reason}`);
      header = readHeader(item.cells);
      continue;
    }
    counts.lines++;
    if (isRefusal(item)) {
      refuse(item);
      continue;
    }
    const read = readLine(item, header);
    if (isRefusal(read)) {
      refuse(read);
      continue;
    }
    pending.push(read);
    if (pending.length >= chunkSize) {
      const batch = pending;
      pending = [];
      await resolve(batch);
    }
    // A file read from memory or a fast disk never waits: let the loop turn every so many lines.
    if (counts.lines % YIELD_EVERY_LINES === 0) await nextTurn();
  }
  if (!header) throw new CatalogFileError('The file is empty: it needs a header row and at least one line.');
  if (pending.length) await resolve(pending);
  if (counts.lines === 0) throw new CatalogFileError('The file has a header row but no lines.');
  refusals.sort((a, b) => a.line - b.line);
  return { header, changes, refusals, counts, sample };
}
