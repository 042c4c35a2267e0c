/**
 * Fast path for the first keystrokes. A one- or two-letter word is a prefix of a large share of
 * the catalogue ("f" finds more than half of it), so counting every facet over its matches on
 * each keystroke would cost the most exactly where search-as-you-type needs speed. The few such
 * dense prefixes are stored as bitsets; their facet counts and price figures are computed on first
 * use, cached, and kept exact as documents are deleted (documents added since the build are
 * matched the usual way and added on top).
 */
import type { AttributeTable, FacetColumn, SingleFacetTable } from './search-columns';
import { countFacet, countOne, countSingles, singleCountLayout } from './search-columns';
import type { WordPlan } from './search-matcher';
import type { FacetStats } from './search-types';

/** The parts of an index the cache reads; read at call time, since columns are reallocated as the index grows. */
export interface DenseHost {
  readonly singles: SingleFacetTable;
  readonly attrs: AttributeTable;
  readonly num: { readonly price: Float64Array };
  readonly deleted: Uint8Array;
  readonly facets: Map<string, FacetColumn>;
}

interface PriceSums {
  min: number;
  max: number;
  sum: number;
  count: number;
  /** A deleted document held the minimum or maximum: recompute on next use. */
  stale: boolean;
}

/** Facet counts and price figures of the live build-time documents under one dense prefix. */
export interface DensePrefix {
  readonly bits: Uint32Array;
  live: number;
  readonly counts: Map<FacetColumn, Int32Array>;
  price: PriceSums;
}

/** A one-word query answered from a dense prefix: the bitset, plus the word's other (small) sources. */
export interface DensePlan {
  pid: number;
  bits: Uint32Array;
  typos: number;
  /** Sources matched the usual way: the word's exact term (inside the bitset) and added documents. */
  rest: WordPlan;
}

function hasBit(bits: Uint32Array, d: number): boolean {
  return (bits[d >>> 5] & (1 << (d & 31))) !== 0;
}

/** Lists the live documents of a bitset. */
function listBits(bits: Uint32Array, deleted: Uint8Array, out: Int32Array): number {
  let n = 0;
  for (let w = 0; w < bits.length; w++) {
    let word = bits[w];
    while (word !== 0) {
      const low = word & -word;
      const d = (w << 5) + (31 - Math.clz32(low));
      word ^= low;
      if (deleted[d] === 0) out[n++] = d;
    }
  }
  return n;
}

/**
 * The dense plan of a word, when its documents are exactly a dense prefix plus sources that the
 * general matcher would rank the same way: base sources lying inside the bitset and coming before
 * it (so they set the document's relevance there too), and documents added since the build.
 */
export function densePlan(word: WordPlan): DensePlan | null {
  const sources = word.sources;
  const b = sources.findIndex((s) => s.bits !== null);
  if (b < 0 || sources[b].prefix < 0) return null;
  const bits = sources[b].bits!;
  const rest = [];
  for (let i = 0; i < sources.length; i++) {
    if (i === b) continue;
    const s = sources[i];
    if (!s.side) {
      if (i > b || s.bits !== null) return null;
      for (let k = s.start; k < s.end; k++) if (!hasBit(bits, s.docs[k])) return null;
    }
    rest.push(s);
  }
  let cost = 0;
  for (const s of rest) cost += s.count;
  return { pid: sources[b].prefix, bits, typos: sources[b].typos, rest: { sources: rest, cost } };
}

/** Facet counts of dense prefixes, computed on first use and kept exact under deletions. */
export class DensePrefixCache {
  private readonly entries = new Map<number, DensePrefix>();
  private scratch = new Int32Array(0);

  constructor(private readonly host: DenseHost) {}

  /** The cached figures of a prefix, computing them on first use. */
  get(pid: number, bits: Uint32Array): DensePrefix {
    let entry = this.entries.get(pid);
    if (!entry) {
      entry = this.compute(bits);
      this.entries.set(pid, entry);
    }
    if (entry.price.stale) entry.price = this.priceOf(bits);
    return entry;
  }

  private docsOf(bits: Uint32Array): { docs: Int32Array; n: number } {
    if (this.scratch.length < bits.length * 32) this.scratch = new Int32Array(bits.length * 32);
    const n = listBits(bits, this.host.deleted, this.scratch);
    return { docs: this.scratch, n };
  }

  private compute(bits: Uint32Array): DensePrefix {
    const { docs, n } = this.docsOf(bits);
    const counts = new Map<FacetColumn, Int32Array>();
    const { singles, attrs } = this.host;
    const layout = singleCountLayout(singles, attrs);
    const all = new Int32Array(layout.total);
    countSingles(singles, attrs, docs, n, layout, all);
    singles.columns.forEach((c, j) => counts.set(c, all.slice(layout.rowOffsets[j], layout.rowOffsets[j] + c.dict.size)));
    attrs.columns.forEach((c, j) => counts.set(c, all.slice(layout.attrOffsets[j], layout.attrOffsets[j] + c.dict.size)));
    for (const column of this.host.facets.values()) {
      if (column.kind !== 'multi') continue;
      const c = new Int32Array(column.dict.size);
      countFacet(column, docs, n, c);
      counts.set(column, c);
    }
    return { bits, live: n, counts, price: this.priceOf(bits) };
  }

  private priceOf(bits: Uint32Array): PriceSums {
    const { docs, n } = this.docsOf(bits);
    const price = this.host.num.price;
    const sums: PriceSums = { min: Infinity, max: -Infinity, sum: 0, count: 0, stale: false };
    for (let i = 0; i < n; i++) {
      const v = price[docs[i]];
      if (v !== v) continue;
      if (v < sums.min) sums.min = v;
      if (v > sums.max) sums.max = v;
      sums.sum += v;
      sums.count++;
    }
    return sums;
  }

  /** Takes a deleted build-time document out of every cached prefix holding it. */
  onDelete(doc: number): void {
    for (const entry of this.entries.values()) {
      if (!hasBit(entry.bits, doc)) continue;
      entry.live--;
      for (const [column, counts] of entry.counts) countOne(column, doc, counts, -1);
      const v = this.host.num.price[doc];
      if (v === v) {
        entry.price.sum -= v;
        entry.price.count--;
        if (v <= entry.price.min || v >= entry.price.max) entry.price.stale = true;
      }
    }
  }
}

/** Adds the price of extra documents to a dense prefix's figures, as facet stats. */
export function denseStats(entry: DensePrefix, price: Float64Array, extra: readonly number[]): FacetStats | null {
  let { min, max, sum, count } = entry.price;
  for (const d of extra) {
    const v = price[d];
    if (v !== v) continue;
    if (v < min) min = v;
    if (v > max) max = v;
    sum += v;
    count++;
  }
  if (count === 0) return null;
  return { min, max, avg: Math.round((sum / count) * 10000) / 10000, sum: Math.round(sum * 10000) / 10000 };
}

/** Base (build-time) counts of a dense prefix copied into `out`, for a column that may have grown since. */
export function copyDenseCounts(entry: DensePrefix, column: FacetColumn, out: Int32Array): void {
  const base = entry.counts.get(column);
  if (base) out.set(base.subarray(0, Math.min(base.length, out.length)));
}

export { hasBit };
