/**
 * Records in and out of the index: validation of incoming records, the per-document columns
 * (numbers, facet rows, id lists) and the compact display record, and the full record rebuilt
 * from them for the hits shown.
 */
import type { FacetColumn, NumericColumns } from './search-columns';
import { FacetDict, MultiColumn } from './search-columns';
import type { RowFacet } from './search-facets';
import { DisplayRecords } from './search-display';
import { FacetRows } from './search-facets';
import type { SearchProductRecord } from './search-types';
import { SearchInputError } from './search-types';

export const SINGLE_FACETS = ['brand', 'category', 'status', 'city', 'state'] as const;
const MULTI_FACETS = ['categoryIds', 'machineModelIds'] as const;
const MAX_ATTRIBUTE_FACETS = 64;
/** Separators of the compact display record; stripped from incoming text. */
const FS = '\u001f';
const RS = '\u001e';

/** The per-document columns of an index. */
export interface ColumnSet {
  capacity: number;
  num: NumericColumns;
  rows: FacetRows;
  facets: Map<string, FacetColumn>;
  attributeNames: string[];
  display: DisplayRecords;
}

function text(v: unknown): string {
  if (typeof v !== 'string') return v === null || v === undefined ? '' : String(v);
  return v.includes(FS) || v.includes(RS) ? v.replaceAll(FS, ' ').replaceAll(RS, ' ') : v;
}

function texts(v: unknown): string[] {
  return Array.isArray(v) ? v.map(text).filter((s) => s !== '') : [];
}

function ints(v: unknown): number[] {
  return Array.isArray(v) ? v.filter((x): x is number => Number.isSafeInteger(x)) : [];
}

function num(v: unknown, fallback: number): number {
  return typeof v === 'number' && Number.isFinite(v) ? v : fallback;
}

function isStringList(list: unknown): boolean {
  if (!Array.isArray(list)) return false;
  for (const v of list) if (typeof v !== 'string' || v === '') return false;
  return true;
}

function isIdList(list: unknown): boolean {
  if (!Array.isArray(list)) return false;
  for (const v of list) if (!Number.isSafeInteger(v)) return false;
  return true;
}

const finite = Number.isFinite;

/** True when a record can be indexed as it is (the usual case: records straight from the catalogue). */
function isClean(r: SearchProductRecord): boolean {
  // Spelled out field by field: property access by a variable name is several times slower.
  const strings =
    typeof r.title === 'string' &&
    typeof r.seoName === 'string' &&
    typeof r.sku === 'string' &&
    typeof r.manufacturerPartNumber === 'string' &&
    typeof r.status === 'string' &&
    typeof r.brand === 'string' &&
    typeof r.category === 'string' &&
    typeof r.picture === 'string' &&
    typeof r.city === 'string' &&
    typeof r.state === 'string';
  const numbers =
    Number.isInteger(r.quantity) &&
    finite(r.rating) &&
    finite(r.sales) &&
    finite(r.createdAt) &&
    (r.price === null || finite(r.price));
  if (!strings || !numbers) return false;
  if (!isStringList(r.interchange) || !isStringList(r.fitment) || !isStringList(r.model)) return false;
  if (!isIdList(r.categoryIds) || !isIdList(r.machineModelIds)) return false;
  if (!r.attributes || typeof r.attributes !== 'object') return false;
  for (const k in r.attributes) if (typeof r.attributes[k] !== 'string' || r.attributes[k] === '') return false;
  return true;
}

/** Validates a record and cleans what would corrupt the index (separators, wrong types). */
export function cleanRecord(r: SearchProductRecord): SearchProductRecord {
  if (!r || typeof r !== 'object') throw new SearchInputError('A search record must be an object');
  if (!Number.isSafeInteger(r.id) || r.id < 0 || r.id > 0x7fffffff) throw new SearchInputError(`Invalid product id ${String(r.id)}`);
  if (isClean(r)) return r;
  const attributes: Record<string, string> = {};
  if (r.attributes && typeof r.attributes === 'object') {
    for (const [k, v] of Object.entries(r.attributes)) if (k && v !== null && v !== undefined && v !== '') attributes[text(k)] = text(v);
  }
  return {
    id: r.id,
    title: text(r.title),
    seoName: text(r.seoName),
    sku: text(r.sku),
    manufacturerPartNumber: text(r.manufacturerPartNumber),
    price: typeof r.price === 'number' && Number.isFinite(r.price) ? r.price : null,
    status: text(r.status),
    quantity: Math.trunc(num(r.quantity, 0)),
    brand: text(r.brand),
    category: text(r.category),
    categoryIds: ints(r.categoryIds),
    picture: text(r.picture),
    city: text(r.city),
    state: text(r.state),
    interchange: texts(r.interchange),
    fitment: texts(r.fitment),
    model: texts(r.model),
    machineModelIds: ints(r.machineModelIds),
    attributes,
    rating: num(r.rating, 0),
    sales: num(r.sales, 0),
    createdAt: num(r.createdAt, 0),
  };
}

/** Empty columns with room for capacity documents. */
export function newColumns(capacity: number): ColumnSet {
  const facets = new Map<string, FacetColumn>();
  const rows = new FacetRows(capacity, SINGLE_FACETS, () => new FacetDict());
  for (const f of rows.facets) facets.set(f.name, f);
  for (const name of MULTI_FACETS) facets.set(name, new MultiColumn(name, new FacetDict(), capacity));
  return {
    capacity,
    num: {
      price: new Float64Array(capacity),
      rating: new Float64Array(capacity),
      quantity: new Int32Array(capacity),
      sales: new Uint32Array(capacity),
      createdAt: new Float64Array(capacity),
      id: new Int32Array(capacity),
    },
    rows,
    facets,
    attributeNames: [],
    display: DisplayRecords.empty(),
  };
}

/** A copy of a typed array resized to capacity. */
export function grown<T extends Float64Array | Int32Array | Uint32Array | Uint8Array>(a: T, capacity: number): T {
  const next = new (a.constructor as new (n: number) => T)(capacity);
  next.set(a.subarray(0, Math.min(a.length, capacity)) as ArrayLike<number>);
  return next;
}

/** Resizes every column to capacity documents. */
export function growColumns(cols: ColumnSet, capacity: number): void {
  const n = cols.num;
  cols.num = {
    price: grown(n.price, capacity),
    rating: grown(n.rating, capacity),
    quantity: grown(n.quantity, capacity),
    sales: grown(n.sales, capacity),
    createdAt: grown(n.createdAt, capacity),
    id: grown(n.id, capacity),
  };
  cols.rows.grow(capacity);
  for (const f of cols.facets.values()) if (f.kind === 'multi') f.grow(capacity);
  cols.capacity = capacity;
}

function attributeColumn(cols: ColumnSet, name: string): RowFacet | null {
  const existing = cols.facets.get(name);
  if (existing) return existing.kind === 'row' && existing.group === 'attr' ? existing : null;
  if (cols.attributeNames.length >= MAX_ATTRIBUTE_FACETS) return null;
  const column = cols.rows.addAttribute(name, new FacetDict());
  cols.facets.set(name, column);
  cols.attributeNames.push(name);
  return column;
}

/** Writes one record into the columns at doc (documents are written in order). */
export function writeDoc(cols: ColumnSet, doc: number, r: SearchProductRecord): void {
  const n = cols.num;
  n.id[doc] = r.id;
  n.price[doc] = r.price === null ? NaN : r.price;
  n.rating[doc] = r.rating;
  n.quantity[doc] = r.quantity;
  n.sales[doc] = r.sales < 0 ? 0 : r.sales > 0xffffffff ? 0xffffffff : r.sales;
  n.createdAt[doc] = r.createdAt;
  const f = cols.facets;
  const attrs: [RowFacet, string][] = [];
  for (const name in r.attributes) {
    const column = attributeColumn(cols, name);
    if (column) attrs.push([column, r.attributes[name]]);
  }
  cols.rows.write(doc, [r.brand, r.category, r.status, r.city, r.state], attrs, r.fitment, r.model);
  (f.get('categoryIds') as MultiColumn).append(doc, r.categoryIds);
  (f.get('machineModelIds') as MultiColumn).append(doc, r.machineModelIds);
  cols.display.set(doc, displayRecord(r));
}

function count(s: string, c: string): number {
  let n = 0;
  for (let i = s.indexOf(c); i >= 0; i = s.indexOf(c, i + 1)) n++;
  return n;
}

/** The strings only a shown hit needs, in one string; separators inside values are replaced. */
function displayRecord(r: SearchProductRecord): string {
  const display = [r.title, r.seoName, r.sku, r.manufacturerPartNumber, r.picture, r.interchange.join(RS)].join(FS);
  if (count(display, FS) === 5 && count(display, RS) === Math.max(0, r.interchange.length - 1)) return display;
  return [r.title, r.seoName, r.sku, r.manufacturerPartNumber, r.picture].map(text).join(FS) + FS + r.interchange.map(text).join(RS);
}

/** Rebuilds a full record from the columns; only done for the hits shown. */
export function materialize(idx: ColumnSet, doc: number): SearchProductRecord {
  const [title, seoName, sku, mpn, picture, interchange] = idx.display.get(doc).split(FS);
  const f = idx.facets;
  const single = (name: string) => (f.get(name) as RowFacet).valueOf(doc);
  const multi = (name: string) => {
    const column = f.get(name)!;
    return column.kind === 'row' ? column.valuesOf(doc) : column.valuesOf(doc);
  };
  const attributes = idx.rows.attributesOf(doc);
  const price = idx.num.price[doc];
  return {
    id: idx.num.id[doc],
    title,
    seoName,
    sku,
    manufacturerPartNumber: mpn,
    price: Number.isNaN(price) ? null : price,
    status: single('status'),
    quantity: idx.num.quantity[doc],
    brand: single('brand'),
    category: single('category'),
    categoryIds: multi('categoryIds').map(Number),
    picture,
    city: single('city'),
    state: single('state'),
    interchange: interchange ? interchange.split(RS) : [],
    fitment: multi('fitment'),
    model: multi('model'),
    machineModelIds: multi('machineModelIds').map(Number),
    attributes,
    rating: idx.num.rating[doc],
    sales: idx.num.sales[doc],
    createdAt: idx.num.createdAt[doc],
  };
}

/** The title of a document, straight from its display record. */
export function titleOf(idx: ColumnSet, doc: number): string {
  const s = idx.display.get(doc);
  const end = s.indexOf(FS);
  return end < 0 ? s : s.slice(0, end);
}
