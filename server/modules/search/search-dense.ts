/**
 * Fast paths for one-word queries on big postings: the first keystrokes ("f" is a prefix of more
 * than half the catalogue) and brand names being typed ("jo", "joh", "john" all resolve to the
 * posting of "john"). Counting every facet over such a match set on each keystroke would cost the
 * most exactly where search-as-you-type needs speed, so the facet counts and price figures of a
 * posting covering at least 1/40 of the catalogue are computed on first use, cached, and kept
 * exact as documents are deleted. Documents added since the build are matched the usual way and
 * added on top. A dense prefix is also a bitset, which lets the top of a sort order be read
 * directly (see topDense in search-query.ts); the filter sets of empty queries (browse pages)
 * are bitsets cached the same way.
 */
import { LRUCache } from 'lru-cache';
import type { FacetColumn, MultiColumn } from './search-columns';
import { countFacet, countOne } from './search-columns';
import type { FacetRows } from './search-facets';
import type { Source, WordPlan } from './search-word-plan';
import type { FacetStats } from './search-types';

/** The parts of an index the cache reads; read at call time, since columns are reallocated as the index grows. */
export interface DenseHost {
  readonly rows: FacetRows;
  readonly num: { readonly price: Float64Array };
  readonly deleted: Uint8Array;
  readonly facets: Map<string, FacetColumn>;
  readonly docCount: number;
}

interface PriceSums {
  min: number;
  max: number;
  sum: number;
  count: number;
  /** A deleted document held the minimum or maximum: recompute on next use. */
  stale: boolean;
}

/** The live build-time documents of one big posting, with their facet counts and price figures. */
export interface CachedPosting {
  readonly source: Source;
  live: number;
  /** Row-facet counts (the rows' counter space) and id-list facet counts. */
  counts: { rows: Int32Array; lists: Map<FacetColumn, Int32Array> };
  price: PriceSums;
}

/** A one-word query answered from a dense prefix: the bitset, plus the word's other (small) sources. */
export interface DensePlan {
  bitset: Source;
  /** Sources matched the usual way: the word's exact term (inside the bitset) and added documents. */
  rest: WordPlan;
}

/** Postings at least this share of the catalogue get cached facet counts. */
const BIG_SHARE = 40;
// Bounded by count and by the bytes of the counts held, least recently used first.
const MAX_ENTRIES = 512;
const MAX_BYTES = 64 * 1024 * 1024;

function postingBytes(e: CachedPosting): number {
  let bytes = e.counts.rows.byteLength + 64;
  for (const c of e.counts.lists.values()) bytes += c.byteLength;
  return bytes;
}

function hasBit(bits: Uint32Array, d: number): boolean {
  return (bits[d >>> 5] & (1 << (d & 31))) !== 0;
}

/** Index of d in the sorted slice, or -1. */
function findIn(docs: Int32Array, lo: number, hi: number, d: number): number {
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (docs[mid] < d) lo = mid + 1;
    else if (docs[mid] > d) hi = mid;
    else return mid;
  }
  return -1;
}

/** True when a build-time posting holds the document. */
export function sourceHas(source: Source, d: number): boolean {
  return source.bits !== null ? hasBit(source.bits, d) : findIn(source.docs, source.start, source.end, d) >= 0;
}

/** The one big build-time posting of a word (plus added documents' postings), or null. */
export function bigPosting(word: WordPlan, docCount: number): Source | null {
  let found: Source | null = null;
  for (const s of word.sources) {
    if (s.side) continue;
    if (found || s.key === '') return null;
    found = s;
  }
  return found && found.count * BIG_SHARE >= docCount ? found : null;
}

/**
 * The dense plan of a word: its bitset source, plus the sources the general matcher would rank on
 * their own. The matcher gives a document the typos and attribute of the first source holding it,
 * so sources before the bitset are matched the usual way (their documents rank from them, inside
 * the bitset or not), and sources after it keep only their documents outside the bitset (plural
 * and typo variants of a prefix mostly lie inside it); added documents' sources are kept whole.
 * An exact part-number source after the bitset would lose its mark: no plan then.
 */
export function densePlan(word: WordPlan, exact: readonly Source[] = []): DensePlan | null {
  const sources = word.sources;
  const b = sources.findIndex((s) => s.bits !== null);
  if (b < 0 || sources[b].key === '') return null;
  const bits = sources[b].bits!;
  const rest: Source[] = [];
  for (let i = 0; i < sources.length; i++) {
    if (i === b) continue;
    const s = sources[i];
    if (s.bits !== null) return null;
    if (s.side || i < b) {
      rest.push(s);
      continue;
    }
    if (exact.some((e) => !e.side && e.docs === s.docs && e.start === s.start && e.end === s.end)) return null;
    const outside = outsideOf(s, bits);
    if (outside) rest.push(outside);
  }
  let cost = 0;
  for (const s of rest) cost += s.count;
  return { bitset: sources[b], rest: { sources: rest, cost } };
}

/** The part of a posting outside a bitset: the posting itself, a filtered copy, or null when none. */
function outsideOf(s: Source, bits: Uint32Array): Source | null {
  let outside = 0;
  for (let k = s.start; k < s.end; k++) if (!hasBit(bits, s.docs[k])) outside++;
  if (outside === 0) return null;
  if (outside === s.end - s.start) return s;
  const docs = new Int32Array(outside);
  const aps = new Uint8Array(outside);
  let n = 0;
  for (let k = s.start; k < s.end; k++) {
    if (hasBit(bits, s.docs[k])) continue;
    docs[n] = s.docs[k];
    aps[n++] = s.aps[k];
  }
  return { docs, aps, start: 0, end: n, bits: null, count: n, typos: s.typos, key: '', side: false };
}

/** Membership of a set of documents. */
export interface DocSet {
  has(doc: number): boolean;
}

/** A set of documents: a hash set when small, a bitmap over the documents when not (a plural's or typo's postings). */
export function docSet(docs: ArrayLike<number>, n: number, docCount: number): DocSet {
  if (n <= 256) {
    const set = new Set<number>();
    for (let i = 0; i < n; i++) set.add(docs[i]);
    return set;
  }
  const bits = new Uint32Array((docCount + 31) >>> 5);
  for (let i = 0; i < n; i++) bits[docs[i] >>> 5] |= 1 << (docs[i] & 31);
  return { has: (d) => (bits[d >>> 5] & (1 << (d & 31))) !== 0 };
}

/** Bitsets of filters of empty queries (browse pages), at most 128 and 64 MB, least recently used first. */
export function createFilterSetCache(): LRUCache<string, Source> {
  return new LRUCache<string, Source>({ max: 128, maxSize: 64 * 1024 * 1024, sizeCalculation: (s) => (s.bits?.byteLength ?? 0) + 64 });
}

/** Facet counts of big postings, computed on first use and kept exact under deletions. */
export class PostingCache {
  private readonly entries = new LRUCache<string, CachedPosting>({ max: MAX_ENTRIES, maxSize: MAX_BYTES, sizeCalculation: postingBytes });
  private scratch = new Int32Array(0);

  constructor(private readonly host: DenseHost) {}

  /** The cached figures of a posting, computing them on first use. */
  get(source: Source): CachedPosting {
    let entry = this.entries.get(source.key);
    // After the rows were laid out again, cached counts are in an old counter space.
    if (entry && entry.counts.rows.length !== this.host.rows.total) entry = undefined;
    if (!entry) {
      entry = this.compute(source);
      this.entries.set(source.key, entry);
    }
    if (entry.price.stale) entry.price = this.priceOf(source);
    return entry;
  }

  /** The live documents of a posting, in order, in a reused buffer. */
  private docsOf(source: Source): { docs: Int32Array; n: number } {
    const size = source.bits !== null ? source.bits.length * 32 : source.count;
    if (this.scratch.length < size) this.scratch = new Int32Array(size);
    const out = this.scratch;
    const deleted = this.host.deleted;
    let n = 0;
    if (source.bits !== null) {
      const bits = source.bits;
      for (let w = 0; w < bits.length; w++) {
        let word = bits[w];
        while (word !== 0) {
          const low = word & -word;
          const d = (w << 5) + (31 - Math.clz32(low));
          word ^= low;
          if (deleted[d] === 0) out[n++] = d;
        }
      }
    } else {
      for (let k = source.start; k < source.end; k++) if (deleted[source.docs[k]] === 0) out[n++] = source.docs[k];
    }
    return { docs: out, n };
  }

  private compute(source: Source): CachedPosting {
    const { docs, n } = this.docsOf(source);
    const rows = new Int32Array(this.host.rows.total);
    this.host.rows.count(docs, n, rows);
    const lists = new Map<FacetColumn, Int32Array>();
    for (const column of this.host.facets.values()) {
      if (column.kind !== 'multi') continue;
      const c = new Int32Array(column.dict.size);
      countFacet(column, docs, n, c);
      lists.set(column, c);
    }
    return { source, live: n, counts: { rows, lists }, price: this.priceOf(source) };
  }

  private priceOf(source: Source): PriceSums {
    const { docs, n } = this.docsOf(source);
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

  /** Takes a deleted build-time document out of every cached posting holding it. */
  onDelete(doc: number): void {
    for (const entry of this.entries.values()) {
      if (!sourceHas(entry.source, doc)) continue;
      entry.live--;
      if (entry.counts.rows.length === this.host.rows.total) this.host.rows.countOne(doc, entry.counts.rows, -1);
      for (const [column, counts] of entry.counts.lists) countOne(column as MultiColumn, doc, counts, -1);
      const v = this.host.num.price[doc];
      if (v === v) {
        entry.price.sum -= v;
        entry.price.count--;
        if (v <= entry.price.min || v >= entry.price.max) entry.price.stale = true;
      }
    }
  }
}

/** A cached posting's price figures plus extra documents, as facet stats. */
export function cachedStats(entry: CachedPosting, price: Float64Array, extra: readonly number[]): FacetStats | null {
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
