/**
 * Running a query against an index: compile the filters, match the readings (or take a fast
 * path: everything, a dense prefix, the cached filter set of a browse page, one big posting with
 * cached counts), pick the top of the
 * requested order, count facets and price figures. The engine's public functions assemble
 * their answers from these pieces.
 */
import { exactSources, prepareQuery } from './search-analysis';
import type { FacetColumn, MultiColumn, NumericColumns } from './search-columns';
import { countFacet, countOne } from './search-columns';
import type { CompiledFilter, FilterTarget } from './search-filter-compile';
import { compileFilter } from './search-filter-compile';
import type { CachedPosting, DensePlan } from './search-dense';
import { bigPosting, cachedStats, densePlan } from './search-dense';
import type { SearchIndex } from './search-index';
import { andFilters, parseFacetFilters, parseFilterString, parseNumericFilters } from './search-filters';
import type { HighlightSpec } from './search-highlight';
import { highlightValue } from './search-highlight';
import type { MatchSet, Source } from './search-matcher';
import { bitsetRelevance } from './search-matcher';
import type { SortOrder } from './search-orders';
import type { ColumnSet } from './search-records';
import type { FacetStats, HighlightResult, HighlightValue, SearchProductRecord, SearchRequest } from './search-types';

/** Id lists filter (a customer's fleet machine, a category subtree) but are only counted when named. */
const NOT_IN_STAR = new Set(['categoryIds', 'machineModelIds']);
const FACET_ALIASES: Record<string, string> = { stock: 'status', machine: 'fitment' };
export const DEFAULT_HIGHLIGHTED = ['title', 'brand', 'category', 'interchange', 'fitment', 'model'];
const HIGHLIGHTABLE = new Set([...DEFAULT_HIGHLIGHTED, 'seoName', 'sku', 'manufacturerPartNumber']);

export interface FacetCounts {
  rows: Int32Array;
  lists: Map<FacetColumn, Int32Array>;
}

/** The counts of one facet, indexed by value id. */
export function countsOf(counts: FacetCounts, column: FacetColumn): Int32Array {
  if (column.kind === 'row') return counts.rows.subarray(column.base, column.base + column.dict.size);
  return counts.lists.get(column) ?? new Int32Array(column.dict.size);
}

/** Facet counts of every live document (counted afresh). */
export function liveCounts(idx: SearchIndex): FacetCounts {
  const live = idx.matcher.all(idx.docCount, idx.deletedCount > 0 ? idx.deleted : null, null);
  const rows = new Int32Array(idx.rows.total);
  idx.rows.count(live.docs, live.n, rows);
  const lists = new Map<FacetColumn, Int32Array>();
  for (const column of idx.facets.values()) {
    if (column.kind !== 'multi') continue;
    const c = new Int32Array(column.dict.size + 16);
    countFacet(column, live.docs, live.n, c);
    lists.set(column, c);
  }
  return { rows, lists };
}

/** Builds an index from records (any iterable, so a database cursor can stream them). */

export function resolveFacet(idx: ColumnSet, name: string): FacetColumn | null {
  const direct = idx.facets.get(FACET_ALIASES[name] ?? name);
  if (direct) return direct;
  const lower = name.toLowerCase();
  const alias = FACET_ALIASES[lower];
  if (alias) return idx.facets.get(alias) ?? null;
  for (const [key, column] of idx.facets) if (key.toLowerCase() === lower) return column;
  return null;
}

const NUMERIC_NAMES: Record<string, keyof NumericColumns> = {
  price: 'price',
  rating: 'rating',
  quantity: 'quantity',
  sales: 'sales',
  createdat: 'createdAt',
  id: 'id',
};

function filterTarget(idx: SearchIndex): FilterTarget {
  return {
    facet: (name) => resolveFacet(idx, name),
    numeric: (name) => {
      const key = NUMERIC_NAMES[name.toLowerCase()];
      return key ? idx.num[key] : null;
    },
  };
}

function requestFilter(idx: SearchIndex, req: SearchRequest) {
  const node = andFilters([parseFacetFilters(req.facetFilters), parseNumericFilters(req.numericFilters), parseFilterString(req.filters)]);
  return compileFilter(node, filterTarget(idx));
}

export interface Matched {
  /** The matched documents; for "everything" and dense prefixes only listed when something needs them. */
  docs: () => MatchSet;
  nbHits: number;
  /** Every live document and nothing else: precomputed facet counts and order tops apply. */
  everything: boolean;
  /** A one-word query answered from a dense prefix (see search-dense.ts). */
  dense: DenseMatch | null;
  /** A one-word query on one big posting: its cached facet counts, plus the matched documents added since. */
  cached: { entry: CachedPosting; added: number[] } | null;
  highlight: HighlightSpec;
}

/** A match answered from a bitset (a dense prefix, or the filter set of an empty query). */
interface DenseMatch {
  entry: CachedPosting;
  bits: Uint32Array;
  /** Relevance of the bitset's documents, all equal (one word of unknown attribute, or no query). */
  rel: number;
  /** The word's other sources, matched and ranked the usual way (copied out of the matcher's buffers). */
  small: MatchSet;
  /** Documents of `small` added since the build (not in the bitset). */
  added: number[];
  inSmall: Set<number>;
}

/** Compiles the filters and matches the query, choosing the cheapest path the query allows. */
export function runQuery(idx: SearchIndex, req: SearchRequest): Matched {
  const filter = requestFilter(idx, req);
  const prepared = prepareQuery(idx.ctx, typeof req.query === 'string' ? req.query : '');
  const deleted = idx.deletedCount > 0 ? idx.deleted : null;
  const highlight: HighlightSpec = {
    words: prepared.highlight,
    queryWords: prepared.queryWords,
    preTag: req.highlightPreTag ?? '<em>',
    postTag: req.highlightPostTag ?? '</em>',
  };
  if (prepared.empty && filter === null) {
    let ms: MatchSet | null = null;
    const docs = () => (ms ??= idx.matcher.all(idx.docCount, deleted, null));
    return { docs, nbHits: idx.docCount - idx.deletedCount, everything: true, dense: null, cached: null, highlight };
  }
  if (prepared.empty && filter !== null) return filteredMatched(idx, filter, filterKey(req), deleted, highlight);
  const exact = exactSources(idx.ctx, prepared.exactTerms);
  const words = filter === null && prepared.readings.length === 1 ? prepared.readings[0].words : [];
  const plan = words.length === 1 ? densePlan(words[0]) : null;
  if (plan) return denseMatched(idx, plan, exact, deleted, highlight);
  const ms = idx.matcher.match(idx.docCount, prepared.readings, exact, deleted, filter);
  const big = words.length === 1 ? bigPosting(words[0], idx.docCount) : null;
  const cached = big ? { entry: idx.postings.get(big), added: addedDocs(idx, ms) } : null;
  return { docs: () => ms, nbHits: ms.n, everything: false, dense: null, cached, highlight };
}

/** The cache key of a request's filters (the query being empty). */
function filterKey(req: SearchRequest): string {
  return `f${JSON.stringify([req.facetFilters ?? null, req.numericFilters ?? null, req.filters ?? null])}`;
}

/** Filter sets kept as bitsets; beyond this many the cache starts afresh. */
/**
 * An empty query with filters: a store's browse pages (a category, a price range, a brand)
 * repeat from customer to customer. The build-time documents passing the filter are kept as a
 * bitset, and answered like a dense prefix: counts cached (exact under deletions), the top read
 * off the sort order; documents added since the build are tested against the filter each time.
 */
function filteredMatched(idx: SearchIndex, filter: CompiledFilter, key: string, deleted: Uint8Array | null, highlight: HighlightSpec): Matched {
  let source = idx.filterSets.get(key);
  if (!source) {
    source = filterSet(idx, filter, key);
    idx.filterSets.set(key, source);
  }
  const added: number[] = [];
  for (let d = idx.baseCount; d < idx.docCount; d++) if ((deleted === null || deleted[d] === 0) && filter.test(d)) added.push(d);
  const entry = idx.postings.get(source);
  const small: MatchSet = { docs: Int32Array.from(added), rels: new Uint32Array(added.length), n: added.length };
  const dense: DenseMatch = { entry, bits: source.bits!, rel: 0, small, added, inSmall: new Set(added) };
  let all: MatchSet | null = null;
  const docs = () => (all ??= denseDocs(idx, dense));
  return { docs, nbHits: entry.live + added.length, everything: false, dense, cached: { entry, added }, highlight };
}

/** The build-time documents passing a filter (deleted ones included: the cache skips them), as a bitset source. */
function filterSet(idx: SearchIndex, filter: CompiledFilter, key: string): Source {
  const ms = idx.matcher.all(idx.baseCount, null, filter);
  const bits = new Uint32Array(Math.ceil(idx.baseCount / 32));
  for (let i = 0; i < ms.n; i++) bits[ms.docs[i] >>> 5] |= 1 << (ms.docs[i] & 31);
  return { docs: new Int32Array(0), aps: new Uint8Array(0), start: 0, end: 0, bits, count: ms.n, typos: 0, key, side: false };
}

/** The matched documents added since the build. */
function addedDocs(idx: SearchIndex, ms: MatchSet): number[] {
  const out: number[] = [];
  if (idx.docCount === idx.baseCount) return out;
  for (let i = 0; i < ms.n; i++) if (ms.docs[i] >= idx.baseCount) out.push(ms.docs[i]);
  return out;
}

function copyMatchSet(ms: MatchSet): MatchSet {
  return { docs: ms.docs.slice(0, ms.n), rels: ms.rels ? ms.rels.slice(0, ms.n) : null, n: ms.n };
}

/**
 * A dense-prefix answer. Exact part-number keys of a one-word query are the word itself, whose
 * term is among the small sources, so exact matches are all ranked within `small`.
 */
function denseMatched(idx: SearchIndex, plan: DensePlan, exact: Source[], deleted: Uint8Array | null, highlight: HighlightSpec): Matched {
  const entry = idx.postings.get(plan.bitset);
  const small = plan.rest.sources.length
    ? copyMatchSet(idx.matcher.match(idx.docCount, [{ words: [plan.rest] }], exact, deleted, null))
    : { docs: new Int32Array(0), rels: new Uint32Array(0), n: 0 };
  const added: number[] = [];
  const inSmall = new Set<number>();
  for (let i = 0; i < small.n; i++) {
    inSmall.add(small.docs[i]);
    if (small.docs[i] >= idx.baseCount) added.push(small.docs[i]);
  }
  const dense: DenseMatch = { entry, bits: plan.bitset.bits!, rel: bitsetRelevance(plan.bitset.typos), small, added, inSmall };
  let all: MatchSet | null = null;
  const docs = () => (all ??= denseDocs(idx, dense));
  return { docs, nbHits: entry.live + added.length, everything: false, dense, cached: { entry, added }, highlight };
}

/** Every document of a dense match, listed (for the consumers without a dense shortcut). */
function denseDocs(idx: SearchIndex, dense: DenseMatch): MatchSet {
  const n = dense.entry.live + dense.added.length;
  const docs = new Int32Array(n);
  const rels = new Uint32Array(n);
  let k = 0;
  for (let i = 0; i < dense.small.n; i++) {
    docs[k] = dense.small.docs[i];
    rels[k++] = dense.small.rels![i];
  }
  const bits = dense.bits;
  for (let w = 0; w < bits.length; w++) {
    let word = bits[w];
    while (word !== 0) {
      const low = word & -word;
      const d = (w << 5) + (31 - Math.clz32(low));
      word ^= low;
      if (idx.deleted[d] === 1 || dense.inSmall.has(d)) continue;
      docs[k] = d;
      rels[k++] = dense.rel;
    }
  }
  return { docs, rels, n: k };
}

/** The top of a dense match: the bitset read in sort order, merged with the small sources' best. */
function topDense(idx: SearchIndex, dense: DenseMatch, order: SortOrder, k: number): number[] {
  const fromSmall = topDocs(idx, dense.small, order, k);
  const smallRel = new Map<number, number>();
  for (let i = 0; i < dense.small.n; i++) smallRel.set(dense.small.docs[i], dense.small.rels![i]);
  const fromBits: number[] = [];
  const { perm, rank } = order;
  const bits = dense.bits;
  for (let i = 0; i < perm.length && fromBits.length < k; i++) {
    const d = perm[i];
    if ((bits[d >>> 5] & (1 << (d & 31))) !== 0 && idx.deleted[d] === 0 && !dense.inSmall.has(d)) fromBits.push(d);
  }
  const key = (d: number, rel: number) => rel * 4294967296 + rank[d];
  const out: number[] = [];
  let a = 0;
  let b = 0;
  while (out.length < k && (a < fromSmall.length || b < fromBits.length)) {
    const ka = a < fromSmall.length ? key(fromSmall[a], smallRel.get(fromSmall[a])!) : Infinity;
    const kb = b < fromBits.length ? key(fromBits[b], dense.rel) : Infinity;
    out.push(ka <= kb ? fromSmall[a++] : fromBits[b++]);
  }
  return out;
}

/**
 * The best k documents: relevance first, then the sort order's rank. A bounded max-heap keeps
 * the k best seen so far, so a page costs O(matches · log k), never a sort of every match.
 */
function topDocs(idx: SearchIndex, ms: MatchSet, order: SortOrder, k: number): number[] {
  const { docs, rels, n } = ms;
  const { rank } = order;
  const keys = idx.heapKeys;
  const hd = idx.heapDocs;
  let size = 0;
  for (let i = 0; i < n; i++) {
    const d = docs[i];
    const key = (rels === null ? 0 : rels[i]) * 4294967296 + rank[d];
    if (size < k) {
      let j = size++;
      while (j > 0) {
        const p = (j - 1) >> 1;
        if (keys[p] >= key) break;
        keys[j] = keys[p];
        hd[j] = hd[p];
        j = p;
      }
      keys[j] = key;
      hd[j] = d;
    } else if (key < keys[0]) {
      let j = 0;
      for (;;) {
        const l = 2 * j + 1;
        if (l >= size) break;
        const c = l + 1 < size && keys[l + 1] > keys[l] ? l + 1 : l;
        if (keys[c] <= key) break;
        keys[j] = keys[c];
        hd[j] = hd[c];
        j = c;
      }
      keys[j] = key;
      hd[j] = d;
    }
  }
  const out: number[] = [];
  for (let i = 0; i < size; i++) out.push(i);
  out.sort((a, b) => keys[a] - keys[b]);
  return out.map((i) => hd[i]);
}

/**
 * The top of an order for a large unranked match set (empty query with filters): mark the
 * matches in a bitmap and read the order until k are found, rather than heap every match.
 */
function topByOrder(idx: SearchIndex, ms: MatchSet, order: SortOrder, k: number): number[] {
  const words = Math.ceil(idx.docCount / 32);
  if (idx.bitmap.length < words) idx.bitmap = new Uint32Array(words * 2);
  const bits = idx.bitmap;
  bits.fill(0, 0, words);
  const added: number[] = [];
  for (let i = 0; i < ms.n; i++) {
    const d = ms.docs[i];
    bits[d >>> 5] |= 1 << (d & 31);
    if (d >= idx.baseCount) added.push(d);
  }
  const fromPerm: number[] = [];
  const perm = order.perm;
  for (let i = 0; i < perm.length && fromPerm.length < k; i++) {
    const d = perm[i];
    if ((bits[d >>> 5] & (1 << (d & 31))) !== 0) fromPerm.push(d);
  }
  if (added.length === 0) return fromPerm;
  const rank = order.rank;
  added.sort((a, b) => rank[a] - rank[b]);
  const out: number[] = [];
  let a = 0;
  let b = 0;
  while (out.length < k && (a < fromPerm.length || b < added.length)) {
    if (b >= added.length || (a < fromPerm.length && rank[fromPerm[a]] <= rank[added[b]])) out.push(fromPerm[a++]);
    else out.push(added[b++]);
  }
  return out;
}

/** The best k documents of a match in an order, by the cheapest way the match allows. */
export function topOfMatch(idx: SearchIndex, m: Matched, order: SortOrder, k: number): number[] {
  if (m.dense) return topDense(idx, m.dense, order, k);
  return (m.everything && topOfOrder(idx, order, k)) || topOf(idx, m.docs(), order, k);
}

/** The top of an order when every live document matches with equal relevance: read it off the order. */
function topOfOrder(idx: SearchIndex, order: SortOrder, k: number): number[] | null {
  if (idx.docCount !== idx.baseCount || idx.deletedCount > 0) return null;
  return Array.from(order.perm.subarray(0, k));
}

function topOf(idx: SearchIndex, ms: MatchSet, order: SortOrder, k: number): number[] {
  return ms.rels === null && ms.n * 16 > idx.docCount ? topByOrder(idx, ms, order, k) : topDocs(idx, ms, order, k);
}

function scratchCounts(idx: SearchIndex, column: MultiColumn): Int32Array {
  let counts = idx.countScratch.get(column);
  if (!counts || counts.length < column.dict.size) {
    counts = new Int32Array(column.dict.size + 16);
    idx.countScratch.set(column, counts);
  } else counts.fill(0, 0, column.dict.size);
  return counts;
}

/** The shared scratch for row counts, zeroed. */
function scratchRowCounts(idx: SearchIndex): Int32Array {
  const total = idx.rows.total;
  if (idx.scratchRows.length < total) idx.scratchRows = new Int32Array(total * 2);
  const counts = idx.scratchRows.subarray(0, total);
  counts.fill(0);
  return counts;
}

/** Facet counts of the matched documents: precomputed when everything matches, cached for dense prefixes. */
export function countAll(idx: SearchIndex, m: Matched, columns: readonly FacetColumn[]): FacetCounts {
  if (m.everything) return idx.allCounts;
  const lists = new Map<FacetColumn, Int32Array>();
  const wantRows = columns.some((c) => c.kind === 'row');
  if (m.cached) {
    const { entry, added } = m.cached;
    const rows = scratchRowCounts(idx);
    rows.set(entry.counts.rows);
    for (const d of added) idx.rows.countOne(d, rows, 1);
    for (const column of columns) {
      if (column.kind !== 'multi') continue;
      const counts = scratchCounts(idx, column);
      const base = entry.counts.lists.get(column);
      if (base) counts.set(base.subarray(0, Math.min(base.length, counts.length)));
      for (const d of added) countOne(column, d, counts, 1);
      lists.set(column, counts);
    }
    return { rows, lists };
  }
  const ms = m.docs();
  const docs = inDocOrder(idx, ms);
  // One pass counts every row facet: a document's row costs the same whichever facets were asked.
  const rows = wantRows ? scratchRowCounts(idx) : new Int32Array(0);
  if (wantRows) idx.rows.count(docs, ms.n, rows);
  for (const column of columns) {
    if (column.kind !== 'multi') continue;
    const counts = scratchCounts(idx, column);
    countFacet(column, docs, ms.n, counts);
    lists.set(column, counts);
  }
  return { rows, lists };
}

/**
 * The matched documents in document order: counting reads a row per document, and in order those
 * reads stream through memory instead of missing the cache on each (6× faster at a million).
 * Large unordered sets (several sources per word) are put in order through a bitmap.
 */
function inDocOrder(idx: SearchIndex, ms: MatchSet): Int32Array {
  const { docs, n } = ms;
  let sorted = true;
  for (let i = 1; i < n && sorted; i++) sorted = docs[i] > docs[i - 1];
  if (sorted || n < 2048) return docs;
  const words = Math.ceil(idx.docCount / 32);
  if (idx.bitmap.length < words) idx.bitmap = new Uint32Array(words * 2);
  const bits = idx.bitmap;
  bits.fill(0, 0, words);
  for (let i = 0; i < n; i++) bits[docs[i] >>> 5] |= 1 << (docs[i] & 31);
  if (idx.orderScratch.length < n) idx.orderScratch = new Int32Array(Math.max(n, idx.orderScratch.length * 2));
  const out = idx.orderScratch;
  let k = 0;
  for (let w = 0; w < words; w++) {
    let word = bits[w];
    while (word !== 0) {
      const low = word & -word;
      out[k++] = (w << 5) + (31 - Math.clz32(low));
      word ^= low;
    }
  }
  return out;
}

/** The facets a request asks for, with the names it used ("*" for every displayed facet). */
export function requestedFacets(idx: SearchIndex, names: readonly string[] | undefined): [string, FacetColumn][] {
  if (!names || names.length === 0) return [];
  const out: [string, FacetColumn][] = [];
  const seen = new Set<string>();
  const add = (name: string, column: FacetColumn | null) => {
    if (column && !seen.has(name)) {
      seen.add(name);
      out.push([name, column]);
    }
  };
  for (const name of names) {
    if (name === '*') {
      for (const [key, column] of idx.facets) if (!NOT_IN_STAR.has(key)) add(key, column);
    } else add(name, resolveFacet(idx, name));
  }
  return out;
}

function computePriceStats(price: Float64Array, docs: Int32Array | null, n: number): FacetStats | null {
  let min = Infinity;
  let max = -Infinity;
  let sum = 0;
  let count = 0;
  for (let i = 0; i < n; i++) {
    const v = price[docs === null ? i : docs[i]];
    if (v !== v) continue;
    if (v < min) min = v;
    if (v > max) max = v;
    sum += v;
    count++;
  }
  if (count === 0) return null;
  return { min, max, avg: Math.round((sum / count) * 10000) / 10000, sum: Math.round(sum * 10000) / 10000 };
}

/** Price min, max, average and sum over the matches (null when none has a price). */
export function priceStats(idx: SearchIndex, m: Matched): FacetStats | null {
  if (m.cached) return cachedStats(m.cached.entry, idx.num.price, m.cached.added);
  if (!m.everything) {
    const ms = m.docs();
    return computePriceStats(idx.num.price, ms.docs, ms.n);
  }
  if (idx.priceStats === undefined) {
    const live = m.docs();
    idx.priceStats = computePriceStats(idx.num.price, live.docs, live.n);
  }
  return idx.priceStats;
}

/**
 * The highlight of a hit's attributes. `seen` is shared by the hits of one search: brands,
 * categories and machine names repeat from hit to hit and are highlighted once (the answers are
 * shared, not copied; treat them as read-only).
 */
export function highlightHit(record: SearchProductRecord, spec: HighlightSpec, attributes: readonly string[], seen: Map<string, HighlightValue>): HighlightResult {
  const one = (v: string) => {
    let h = seen.get(v);
    if (!h) seen.set(v, (h = highlightValue(v, spec)));
    return h;
  };
  const out: HighlightResult = {};
  for (const attr of attributes) {
    if (!HIGHLIGHTABLE.has(attr)) continue;
    const value = record[attr as keyof SearchProductRecord];
    if (Array.isArray(value)) out[attr] = value.map((v) => one(String(v)));
    else if (typeof value === 'string') out[attr] = one(value);
  }
  return out;
}

/** An integer parameter clamped to [min, max], or the fallback when it is not a number. */
export function intIn(v: unknown, min: number, max: number, fallback: number): number {
  if (typeof v !== 'number' || !Number.isFinite(v)) return fallback;
  return Math.min(max, Math.max(min, Math.trunc(v)));
}

/** Runs a product search: hits of the requested page with highlighting, counts, facets and price stats. */
