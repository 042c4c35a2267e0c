/**
 * Facet dictionaries, id-list columns (category and machine ids, in CSR form) and numeric columns.
 * The facets counted for display live in search-facets.ts; filters compiled against these columns
 * in search-filter-compile.ts.
 */
import type { RowFacet } from './search-facets';

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
