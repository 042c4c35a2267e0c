/**
 * Facet dictionaries, id-list columns (category and machine ids, in CSR form), numeric columns,
 * and the compilation of filter trees into per-document tests and list-at-a-time filter steps.
 * The facets counted for display live in search-facets.ts.
 */
import type { RowFacet } from './search-facets';
import type { FilterNode } from './search-filters';

/** The strings of one facet; id 0 means "no value". */
export class FacetDict {
  readonly values: string[] = [''];
  private readonly ids = new Map<string, number>();
  private readonly numbers = new Map<number, number>();
  private readonly recentKeys: string[] = new Array<string>(256).fill('');
  private readonly recentIds = new Int32Array(256);
  private lower: Map<string, number[]> | null = null;
  private order: { rank: Uint32Array; byRank: Uint32Array } | null = null;

  get size(): number {
    return this.values.length;
  }

  /** The id of a value, adding it when new. */
  intern(value: string): number {
    if (value === '') return 0;
    // Records repeat the same brand, city or machine strings: a small direct-mapped cache answers
    // most lookups with one comparison, before the Map's hashing.
    const slot = (value.length * 31 + value.charCodeAt(0) * 7 + value.charCodeAt(value.length - 1)) & 255;
    if (this.recentKeys[slot] === value) return this.recentIds[slot];
    let id = this.ids.get(value);
    if (id === undefined) {
      id = this.values.length;
      this.values.push(value);
      this.ids.set(value, id);
      if (this.lower) this.addLower(value, id);
    }
    this.recentKeys[slot] = value;
    this.recentIds[slot] = id;
    return id;
  }

  /** Alphabetical rank of every value id (and the reverse), recomputed when values were added. */
  nameOrder(): { rank: Uint32Array; byRank: Uint32Array } {
    if (!this.order || this.order.rank.length !== this.values.length) {
      const values = this.values;
      const byRank = Uint32Array.from(values, (_, i) => i).sort((a, b) => (values[a] < values[b] ? -1 : values[a] > values[b] ? 1 : a - b));
      const rank = new Uint32Array(values.length);
      byRank.forEach((v, r) => (rank[v] = r));
      this.order = { rank, byRank };
    }
    return this.order;
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

/** A facet: counted through the rows (search-facets.ts), or an id list (category and machine ids). */
export type FacetColumn = RowFacet | MultiColumn;

/** Adds, for each matched document, one to the count of each of its values (id-list facets). */
export function countFacet(column: MultiColumn, docs: Int32Array, n: number, counts: Int32Array): void {
  const { off, vals } = column;
  for (let i = 0; i < n; i++) {
    const d = docs[i];
    for (let k = off[d], e = off[d + 1]; k < e; k++) counts[vals[k]]++;
  }
}

/** Adds (or, with sign -1, removes) one document's values to the counts (id-list facets). */
export function countOne(column: MultiColumn, doc: number, counts: Int32Array, sign: number): void {
  for (let k = column.off[doc]; k < column.off[doc + 1]; k++) counts[column.vals[k]] += sign;
}

/**
 * The `limit` values with the highest counts (ties by name), as { value: count }; ordered by
 * count, or by name when asked.
 */
export function topValues(dict: FacetDict, counts: Int32Array, limit: number, byName: boolean): Record<string, number> {
  // Count and name order packed in one number: selecting and sorting compare numbers, not strings.
  const { rank, byRank } = dict.nameOrder();
  const keys: number[] = [];
  for (let v = 1; v < dict.size; v++) if (counts[v] > 0) keys.push((MAX_COUNT - counts[v]) * RANK_SCALE + rank[v]);
  const chosen = keys.length <= limit ? keys.sort((a, b) => a - b) : selectBest(keys, limit, (a, b) => a - b);
  if (byName) chosen.sort((a, b) => (a % RANK_SCALE) - (b % RANK_SCALE));
  // A null-prototype object starts in dictionary mode: adding a hundred keys stays cheap.
  const out: Record<string, number> = Object.create(null);
  const values = dict.values;
  for (const key of chosen) {
    const v = byRank[key % RANK_SCALE];
    out[values[v]] = counts[v];
  }
  return out;
}

const RANK_SCALE = 2 ** 22;
const MAX_COUNT = 2 ** 30;

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
  rating: Float64Array;
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
  if (column.kind === 'row') return column.rows.hasAny(column, ids);
  const mask = new Uint8Array(column.dict.size);
  for (const id of ids) mask[id] = 1;
  const { off, vals } = column;
  return (d) => {
    for (let k = off[d], e = off[d + 1]; k < e; k++) if (mask[vals[k]] === 1) return true;
    return false;
  };
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
    const group = fixedFacetMask(target, { type: 'or', items: [...items] });
    if (group) return maskTest(group.column, group.mask);
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

/**
 * One AND-ed part of a filter applied to a whole list of documents: `apply` compacts docs[0, n)
 * in place and returns the new n; `scan` fills `out` with the passing live documents 0..count-1.
 */
export interface FilterStep {
  apply(docs: Int32Array, n: number): number;
  scan(out: Int32Array, count: number, deleted: Uint8Array | null): number;
}

/** A step from a test of one document: the loops live here, so the test is the only call per document. */
function stepFrom(keep: DocPredicate): FilterStep {
  return {
    apply(docs, n) {
      let m = 0;
      for (let i = 0; i < n; i++) if (keep(docs[i])) docs[m++] = docs[i];
      return m;
    },
    scan(out, count, deleted) {
      let m = 0;
      for (let d = 0; d < count; d++) if ((deleted === null || deleted[d] === 0) && keep(d)) out[m++] = d;
      return m;
    },
  };
}

/** A filter as a per-document test (for candidates of a query) and as steps over lists (for the empty query). */
export interface CompiledFilter {
  test: DocPredicate;
  steps: FilterStep[];
}

/**
 * Facet filters (values and negations, OR-ed) on one fixed facet, as a mask over its counter codes:
 * testing a document is then one read of its row.
 */
function fixedFacetMask(target: FilterTarget, node: FilterNode): { column: RowFacet; mask: Uint8Array } | null {
  const leaves = node.type === 'or' ? node.items : [node];
  let column: RowFacet | null = null;
  for (const leaf of leaves) {
    const facet = leaf.type === 'not' ? leaf.item : leaf;
    if (facet.type !== 'facet' || facet.attr === 'objectID') return null;
    const c = target.facet(facet.attr);
    if (!c || c.kind !== 'row' || c.group !== 'fixed' || (column && c !== column)) return null;
    column = c;
  }
  if (!column) return null;
  const mask = new Uint8Array(column.rows.total);
  for (const leaf of leaves) {
    const negate = leaf.type === 'not';
    const facet = (negate ? (leaf as { item: FilterNode }).item : leaf) as { value: string };
    const ids = new Set(column.dict.lookup(facet.value));
    for (let v = 0; v < column.dict.size; v++) if (ids.has(v) !== negate) mask[column.base + v] = 1;
  }
  return { column, mask };
}

function maskTest(column: RowFacet, mask: Uint8Array): DocPredicate {
  const { codes, width } = column.rows;
  const slot = column.slot;
  return (d) => mask[codes[d * width + slot]] === 1;
}

/** A fixed-facet mask as a step, with its own loops (a shared loop calling a test per document would not inline it). */
function maskStep(column: RowFacet, mask: Uint8Array): FilterStep {
  const { codes, width } = column.rows;
  const slot = column.slot;
  return {
    apply(docs, n) {
      let m = 0;
      for (let i = 0; i < n; i++) {
        const d = docs[i];
        if (mask[codes[d * width + slot]] === 1) docs[m++] = d;
      }
      return m;
    },
    scan(out, count, deleted) {
      let m = 0;
      for (let d = 0; d < count; d++) if (mask[codes[d * width + slot]] === 1 && (deleted === null || deleted[d] === 0)) out[m++] = d;
      return m;
    },
  };
}

/** lo <= v <= hi (ends open as asked); a missing value (NaN) never passes. Loops of its own, like maskStep. */
function rangeStep(col: ArrayLike<number>, lo: number, hi: number, loOpen: boolean, hiOpen: boolean): FilterStep {
  // Closed bounds for open ones: the next representable number keeps the loop free of branches on the operator.
  const min = loOpen ? nextUp(lo) : lo;
  const max = hiOpen ? nextDown(hi) : hi;
  return {
    apply(docs, n) {
      let m = 0;
      for (let i = 0; i < n; i++) {
        const d = docs[i];
        const v = col[d];
        if (v >= min && v <= max) docs[m++] = d;
      }
      return m;
    },
    scan(out, count, deleted) {
      let m = 0;
      for (let d = 0; d < count; d++) {
        const v = col[d];
        if (v >= min && v <= max && (deleted === null || deleted[d] === 0)) out[m++] = d;
      }
      return m;
    },
  };
}

const f64 = new Float64Array(1);
const u64 = new BigInt64Array(f64.buffer);

function nextUp(x: number): number {
  if (!Number.isFinite(x)) return x;
  if (x === 0) return Number.MIN_VALUE;
  f64[0] = x;
  u64[0] += x > 0 ? 1n : -1n;
  return f64[0];
}

function nextDown(x: number): number {
  return -nextUp(-x);
}

function numericStep(node: FilterNode, target: FilterTarget): FilterStep | null {
  if (node.type === 'range') {
    const col = target.numeric(node.attr);
    return col ? rangeStep(col, node.lo, node.hi, false, false) : null;
  }
  if (node.type !== 'numeric' || node.op === '!=') return null;
  const col = target.numeric(node.attr);
  if (!col) return null;
  const x = node.value;
  switch (node.op) {
    case '<':
      return rangeStep(col, -Infinity, x, false, true);
    case '<=':
      return rangeStep(col, -Infinity, x, false, false);
    case '>':
      return rangeStep(col, x, Infinity, true, false);
    case '>=':
      return rangeStep(col, x, Infinity, false, false);
    default:
      return rangeStep(col, x, x, false, false);
  }
}

/** Positive values (OR-ed) of one list or attribute facet, as that facet's own filter step. */
function listFacetStep(node: FilterNode, target: FilterTarget): FilterStep | null {
  const leaves = node.type === 'or' ? node.items : [node];
  let column: RowFacet | null = null;
  const ids: number[] = [];
  for (const leaf of leaves) {
    if (leaf.type !== 'facet' || leaf.attr === 'objectID') return null;
    const c = target.facet(leaf.attr);
    if (!c || c.kind !== 'row' || (column && c !== column)) return null;
    column = c;
    ids.push(...c.dict.lookup(leaf.value));
  }
  return column ? column.rows.anyStep(column, ids) : null;
}

function stepOf(node: FilterNode, target: FilterTarget): FilterStep {
  const fixed = fixedFacetMask(target, node);
  if (fixed) return maskStep(fixed.column, fixed.mask);
  const list = listFacetStep(node, target);
  if (list) return list;
  const numeric = numericStep(node, target);
  if (numeric) return numeric;
  const c = compileNode(node, target);
  return stepFrom(typeof c === 'boolean' ? () => c : c);
}

/** Compiles a filter tree; null means "no filter". */
export function compileFilter(node: FilterNode | null, target: FilterTarget): CompiledFilter | null {
  if (node === null) return null;
  const c = compileNode(node, target);
  if (c === true) return null;
  if (c === false) return { test: () => false, steps: [stepFrom(() => false)] };
  const parts = node.type === 'and' ? node.items : [node];
  return { test: c, steps: parts.map((p) => stepOf(p, target)) };
}
