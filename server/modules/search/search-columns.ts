/**
 * Per-document columns in typed arrays: facet value ids (single-valued, or CSR lists for
 * fitment, model, category and machine ids), numeric columns for filters and sorts, and the
 * compact display record (the few strings only a shown hit needs). Filters compile into
 * predicates over these columns; facet counts walk the matched documents once per facet.
 */
import type { FilterNode } from './search-filters';

/** The strings of one facet; id 0 means "no value". */
export class FacetDict {
  readonly values: string[] = [''];
  private readonly ids = new Map<string, number>();
  private readonly numbers = new Map<number, number>();
  private lower: Map<string, number[]> | null = null;

  get size(): number {
    return this.values.length;
  }

  /** The id of a value, adding it when new. */
  intern(value: string): number {
    if (value === '') return 0;
    let id = this.ids.get(value);
    if (id === undefined) {
      id = this.values.length;
      this.values.push(value);
      this.ids.set(value, id);
      if (this.lower) this.addLower(value, id);
    }
    return id;
  }

  /** The id of a number value (category and machine ids), without making a string each time. */
  internNumber(value: number): number {
    let id = this.numbers.get(value);
    if (id === undefined) {
      id = this.intern(String(value));
      this.numbers.set(value, id);
    }
    return id;
  }

  private addLower(value: string, id: number): void {
    const key = value.toLowerCase();
    const list = this.lower!.get(key);
    if (list) list.push(id);
    else this.lower!.set(key, [id]);
  }

  /** Ids matching a filter value: exact spelling, or else any case. */
  lookup(value: string): number[] {
    if (value === '') return [];
    const id = this.ids.get(value);
    if (id !== undefined) return [id];
    if (!this.lower) {
      this.lower = new Map();
      for (let i = 1; i < this.values.length; i++) this.addLower(this.values[i], i);
    }
    return this.lower.get(value.toLowerCase()) ?? [];
  }
}

/**
 * The fixed single-valued facets (brand, category, status, city, state) row by row: a document's
 * values sit next to each other, so counting them all reads one short row per document.
 */
export class SingleFacetTable {
  rows: Uint16Array | Uint32Array;
  readonly stride: number;
  capacity: number;
  readonly columns: RowColumn[] = [];

  constructor(capacity: number, stride: number) {
    this.capacity = capacity;
    this.stride = stride;
    this.rows = new Uint16Array(capacity * stride);
  }

  addColumn(name: string, dict: FacetDict): RowColumn {
    if (this.columns.length === this.stride) throw new Error('SingleFacetTable is full');
    const column = new RowColumn(name, dict, this, this.columns.length);
    this.columns.push(column);
    return column;
  }

  private relayout(capacity: number, wide: boolean): void {
    const rows = wide ? new Uint32Array(capacity * this.stride) : new Uint16Array(capacity * this.stride);
    rows.set(this.rows.subarray(0, Math.min(capacity, this.capacity) * this.stride));
    this.rows = rows;
    this.capacity = capacity;
  }

  grow(capacity: number): void {
    this.relayout(capacity, this.rows instanceof Uint32Array);
  }

  widen(): void {
    if (this.rows instanceof Uint16Array) this.relayout(this.capacity, true);
  }
}

/**
 * Attribute facets ("Belt Type", "Width", "Color"…) as (slot, value) pairs per document: most
 * attributes belong to a few categories, so a document carries a handful of the many attribute
 * facets and counting reads only those.
 */
export class AttributeTable {
  off: Uint32Array;
  slot = new Uint8Array(1024);
  val = new Uint32Array(1024);
  used = 0;
  readonly columns: SparseColumn[] = [];

  constructor(capacity: number) {
    this.off = new Uint32Array(capacity + 1);
  }

  addColumn(name: string, dict: FacetDict): SparseColumn | null {
    if (this.columns.length === 255) return null;
    const column = new SparseColumn(name, dict, this, this.columns.length);
    this.columns.push(column);
    return column;
  }

  /** Opens the pairs of the next document; documents are written in order. */
  beginDoc(doc: number): void {
    this.off[doc + 1] = this.off[doc];
    this.used = this.off[doc];
  }

  push(doc: number, slot: number, value: number): void {
    if (this.used === this.slot.length) {
      const size = this.used * 2;
      const slots = new Uint8Array(size);
      slots.set(this.slot);
      const vals = new Uint32Array(size);
      vals.set(this.val);
      this.slot = slots;
      this.val = vals;
    }
    this.slot[this.used] = slot;
    this.val[this.used++] = value;
    this.off[doc + 1] = this.used;
  }

  grow(capacity: number): void {
    const next = new Uint32Array(capacity + 1);
    next.set(this.off.subarray(0, Math.min(capacity + 1, this.off.length)));
    this.off = next;
  }

  /** Drops the spare room of the pair arrays after a build. */
  trim(): void {
    this.slot = this.slot.slice(0, Math.max(this.used, 16));
    this.val = this.val.slice(0, Math.max(this.used, 16));
  }

  idOf(doc: number, slot: number): number {
    for (let k = this.off[doc], e = this.off[doc + 1]; k < e; k++) if (this.slot[k] === slot) return this.val[k];
    return 0;
  }
}

/** A fixed single-valued facet: one slot of the rows. */
export class RowColumn {
  readonly kind = 'single';
  readonly layout = 'row';

  constructor(
    readonly name: string,
    readonly dict: FacetDict,
    readonly table: SingleFacetTable,
    readonly slot: number,
  ) {}

  set(doc: number, value: string): void {
    const id = this.dict.intern(value);
    if (id > 0xffff) this.table.widen();
    this.table.rows[doc * this.table.stride + this.slot] = id;
  }

  idOf(doc: number): number {
    return this.table.rows[doc * this.table.stride + this.slot];
  }

  valueOf(doc: number): string {
    return this.dict.values[this.idOf(doc)];
  }
}

/** An attribute facet: pairs in the AttributeTable. */
export class SparseColumn {
  readonly kind = 'single';
  readonly layout = 'sparse';

  constructor(
    readonly name: string,
    readonly dict: FacetDict,
    readonly table: AttributeTable,
    readonly slot: number,
  ) {}

  /** Sets the value of the document being written (after AttributeTable.beginDoc). */
  set(doc: number, value: string): void {
    const id = this.dict.intern(value);
    if (id !== 0) this.table.push(doc, this.slot, id);
  }

  idOf(doc: number): number {
    return this.table.idOf(doc, this.slot);
  }

  valueOf(doc: number): string {
    return this.dict.values[this.idOf(doc)];
  }
}

export type SingleColumn = RowColumn | SparseColumn;

/** Where each single-valued facet's counts start in one shared counts array. */
export interface SingleCountLayout {
  rowOffsets: Int32Array;
  attrOffsets: Int32Array;
  total: number;
}

/** Offsets of every single-valued facet in a shared counts array (sized by the dictionaries now). */
export function singleCountLayout(rows: SingleFacetTable, attrs: AttributeTable): SingleCountLayout {
  let total = 0;
  const rowOffsets = Int32Array.from(rows.columns, (c) => ((total += c.dict.size), total - c.dict.size));
  const attrOffsets = Int32Array.from(attrs.columns, (c) => ((total += c.dict.size), total - c.dict.size));
  return { rowOffsets, attrOffsets, total };
}

/**
 * Counts every single-valued facet in one pass over the matched documents: the row, then the
 * attribute pairs, of each document.
 */
export function countSingles(
  rows: SingleFacetTable,
  attrs: AttributeTable,
  docs: Int32Array,
  n: number,
  layout: SingleCountLayout,
  counts: Int32Array,
): void {
  const data = rows.rows;
  const stride = rows.stride;
  const { rowOffsets, attrOffsets } = layout;
  const { off, slot, val } = attrs;
  for (let i = 0; i < n; i++) {
    const d = docs[i];
    const base = d * stride;
    for (let f = 0; f < stride; f++) counts[rowOffsets[f] + data[base + f]]++;
    for (let k = off[d], e = off[d + 1]; k < e; k++) counts[attrOffsets[slot[k]] + val[k]]++;
  }
}

/** A facet with a list of values per document (CSR: offsets into one value array). */
export class MultiColumn {
  readonly kind = 'multi';
  off: Uint32Array;
  vals: Uint32Array;
  private used = 0;

  constructor(
    readonly name: string,
    readonly dict: FacetDict,
    capacity: number,
  ) {
    this.off = new Uint32Array(capacity + 1);
    this.vals = new Uint32Array(Math.max(16, capacity * 2));
  }

  /** Sets the values of the next document; documents are appended in order. */
  append(doc: number, values: readonly (string | number)[]): void {
    const from = this.off[doc];
    let k = from;
    for (const v of values) {
      const id = typeof v === 'number' ? this.dict.internNumber(v) : this.dict.intern(v);
      if (id === 0) continue;
      let dup = false;
      for (let x = from; x < k; x++) if (this.vals[x] === id) dup = true;
      if (dup) continue;
      if (k === this.vals.length) {
        const next = new Uint32Array(this.vals.length * 2);
        next.set(this.vals);
        this.vals = next;
      }
      this.vals[k++] = id;
    }
    this.off[doc + 1] = k;
    this.used = k;
  }

  grow(capacity: number): void {
    const next = new Uint32Array(capacity + 1);
    next.set(this.off.subarray(0, Math.min(capacity + 1, this.off.length)));
    this.off = next;
  }

  /** Drops the spare room of the value array after a build. */
  trim(): void {
    this.vals = this.vals.slice(0, Math.max(this.used, 16));
  }

  valuesOf(doc: number): string[] {
    const out: string[] = [];
    for (let k = this.off[doc]; k < this.off[doc + 1]; k++) out.push(this.dict.values[this.vals[k]]);
    return out;
  }
}

export type FacetColumn = SingleColumn | MultiColumn;

/** Adds, for each matched document, one to the count of each of its values. */
export function countFacet(column: FacetColumn, docs: Int32Array, n: number, counts: Int32Array): void {
  if (column.kind === 'single') {
    if (column.layout === 'row') {
      const { rows, stride } = column.table;
      const slot = column.slot;
      for (let i = 0; i < n; i++) counts[rows[docs[i] * stride + slot]]++;
    } else {
      const { off, slot, val } = column.table;
      const s = column.slot;
      for (let i = 0; i < n; i++) {
        const d = docs[i];
        for (let k = off[d], e = off[d + 1]; k < e; k++) if (slot[k] === s) counts[val[k]]++;
      }
    }
    return;
  }
  const { off, vals } = column;
  for (let i = 0; i < n; i++) {
    const d = docs[i];
    for (let k = off[d], e = off[d + 1]; k < e; k++) counts[vals[k]]++;
  }
}

/** Adds (or, with sign -1, removes) one document's values to the counts. */
export function countOne(column: FacetColumn, doc: number, counts: Int32Array, sign: number): void {
  if (column.kind === 'single') {
    counts[column.idOf(doc)] += sign;
    return;
  }
  for (let k = column.off[doc]; k < column.off[doc + 1]; k++) counts[column.vals[k]] += sign;
}

/**
 * The `limit` values with the highest counts (ties by name), as { value: count }; ordered by
 * count, or by name when asked.
 */
export function topValues(dict: FacetDict, counts: Int32Array, limit: number, byName: boolean): Record<string, number> {
  const ids: number[] = [];
  for (let v = 1; v < dict.size; v++) if (counts[v] > 0) ids.push(v);
  const values = dict.values;
  const better = (a: number, b: number) => counts[b] - counts[a] || (values[a] < values[b] ? -1 : values[a] > values[b] ? 1 : 0);
  let chosen: number[];
  if (ids.length <= limit) chosen = ids.sort(better);
  else chosen = selectBest(ids, limit, better);
  if (byName) chosen.sort((a, b) => (values[a] < values[b] ? -1 : values[a] > values[b] ? 1 : 0));
  // A null-prototype object starts in dictionary mode: adding a hundred keys stays cheap.
  const out: Record<string, number> = Object.create(null);
  for (const v of chosen) out[values[v]] = counts[v];
  return out;
}

/** The best k items by cmp (smaller is better), sorted, with a bounded heap rather than a full sort. */
export function selectBest<T>(items: readonly T[], k: number, cmp: (a: T, b: T) => number): T[] {
  if (k <= 0) return [];
  const heap: T[] = [];
  const up = (i: number) => {
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (cmp(heap[i], heap[p]) <= 0) break;
      [heap[i], heap[p]] = [heap[p], heap[i]];
      i = p;
    }
  };
  const down = (i: number) => {
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let w = i;
      if (l < heap.length && cmp(heap[l], heap[w]) > 0) w = l;
      if (r < heap.length && cmp(heap[r], heap[w]) > 0) w = r;
      if (w === i) return;
      [heap[i], heap[w]] = [heap[w], heap[i]];
      i = w;
    }
  };
  // A max-heap of the worst kept item at the root: a newcomer only enters when it beats the root.
  for (const item of items) {
    if (heap.length < k) {
      heap.push(item);
      up(heap.length - 1);
    } else if (cmp(item, heap[0]) < 0) {
      heap[0] = item;
      down(0);
    }
  }
  return heap.sort(cmp);
}

/** Numeric columns a filter can test. */
export interface NumericColumns {
  price: Float64Array;
  rating: Float32Array;
  quantity: Int32Array;
  sales: Uint32Array;
  createdAt: Float64Array;
  id: Int32Array;
}

export type DocPredicate = (doc: number) => boolean;

/** What a filter compiles against. */
export interface FilterTarget {
  facet(name: string): FacetColumn | null;
  numeric(name: string): ArrayLike<number> | null;
}

type Compiled = DocPredicate | boolean;

const NUMERIC_TESTS: Record<string, (v: number, x: number) => boolean> = {
  '<': (v, x) => v < x,
  '<=': (v, x) => v <= x,
  '=': (v, x) => v === x,
  '!=': (v, x) => v !== x,
  '>=': (v, x) => v >= x,
  '>': (v, x) => v > x,
};

function compileFacet(target: FilterTarget, attr: string, value: string): Compiled {
  if (attr === 'objectID') {
    const id = Number(value);
    const ids = target.numeric('id');
    if (!ids || !Number.isInteger(id)) return false;
    return (d) => ids[d] === id;
  }
  const column = target.facet(attr);
  if (!column) return false;
  const ids = column.dict.lookup(value);
  if (ids.length === 0) return false;
  if (column.kind === 'single') {
    if (column.layout === 'sparse') return (d) => ids.includes(column.idOf(d));
    const { rows, stride } = column.table;
    const slot = column.slot;
    if (ids.length === 1) {
      const id = ids[0];
      return (d) => rows[d * stride + slot] === id;
    }
    return (d) => ids.includes(rows[d * stride + slot]);
  }
  const { off, vals } = column;
  return (d) => {
    for (let k = off[d], e = off[d + 1]; k < e; k++) if (ids.includes(vals[k])) return true;
    return false;
  };
}

/** OR of positive values of one single-valued facet: one lookup in a value mask. */
function compileFacetGroup(target: FilterTarget, items: readonly FilterNode[]): Compiled | null {
  const first = items[0];
  if (first.type !== 'facet' || first.attr === 'objectID') return null;
  const column = target.facet(first.attr);
  if (!column || column.kind !== 'single') return null;
  for (const it of items) if (it.type !== 'facet' || target.facet(it.attr) !== column) return null;
  const mask = new Uint8Array(column.dict.size);
  let any = false;
  for (const it of items) {
    if (it.type !== 'facet') continue;
    for (const id of column.dict.lookup(it.value)) {
      mask[id] = 1;
      any = true;
    }
  }
  if (!any) return false;
  if (column.layout === 'sparse') return (d) => mask[column.idOf(d)] === 1;
  const { rows, stride } = column.table;
  const slot = column.slot;
  return (d) => mask[rows[d * stride + slot]] === 1;
}

function compileNode(node: FilterNode, target: FilterTarget): Compiled {
  switch (node.type) {
    case 'facet':
      return compileFacet(target, node.attr, node.value);
    case 'numeric': {
      const col = target.numeric(node.attr);
      if (!col || Number.isNaN(node.value)) return false;
      const test = NUMERIC_TESTS[node.op];
      const x = node.value;
      return (d) => {
        const v = col[d];
        return v === v && test(v, x);
      };
    }
    case 'range': {
      const col = target.numeric(node.attr);
      if (!col) return false;
      const { lo, hi } = node;
      return (d) => {
        const v = col[d];
        return v >= lo && v <= hi;
      };
    }
    case 'not': {
      const inner = compileNode(node.item, target);
      if (typeof inner === 'boolean') return !inner;
      return (d) => !inner(d);
    }
    case 'and':
    case 'or':
      return compileJunction(node.type, node.items, target);
  }
}

function compileJunction(kind: 'and' | 'or', items: readonly FilterNode[], target: FilterTarget): Compiled {
  const isAnd = kind === 'and';
  if (!isAnd && items.length > 1) {
    const group = compileFacetGroup(target, items);
    if (group !== null) return group;
  }
  const parts: DocPredicate[] = [];
  for (const item of items) {
    const c = compileNode(item, target);
    // AND with false, or OR with true, decides the whole junction.
    if (c === !isAnd) return c;
    if (typeof c === 'function') parts.push(c);
  }
  if (parts.length === 0) return isAnd;
  if (parts.length === 1) return parts[0];
  if (parts.length === 2) {
    const [a, b] = parts;
    return isAnd ? (d) => a(d) && b(d) : (d) => a(d) || b(d);
  }
  return isAnd ? (d) => parts.every((p) => p(d)) : (d) => parts.some((p) => p(d));
}

/** A predicate over documents for a filter tree; null means "no filter" and a constant false stays a function. */
export function compileFilter(node: FilterNode | null, target: FilterTarget): DocPredicate | null {
  if (node === null) return null;
  const c = compileNode(node, target);
  if (c === true) return null;
  if (c === false) return () => false;
  return c;
}
