/**
 * The in-process product search engine (DESIGN.md decision 4): an index in typed arrays built
 * from plain records, answering searches with facet counts in about a millisecond at 100k
 * products. PostgreSQL stays the source of truth; the catalogue services feed records in.
 *
 * Layout: a TermIndex (dictionary, postings, prefix postings) over the records present at build
 * time, side postings for records added since (upsert appends a new document and marks the old
 * one deleted), per-document columns, and one rank per sort order. A full rebuild compacts the
 * side postings; SearchEngine serves the old index until the new one is ready.
 */
import type { TermSink } from './search-analysis';
import { cachedRepeatedEmitter, emitRecordTerms, stringSink } from './search-analysis';
import type { FacetColumn, MultiColumn } from './search-columns';
import { countOne, selectBest, topValues } from './search-columns';
import type { LRUCache } from 'lru-cache';
import { PostingCache, createFilterSetCache } from './search-dense';
import { highlightPrefixes } from './search-highlight';
import type { MatchContext, Source } from './search-matcher';
import { Matcher } from './search-matcher';
import type { SortOrder } from './search-orders';
import { SORT_ORDER, buildOrders, insertIntoOrders } from './search-orders';
import type { FacetCounts } from './search-query';
import {
  DEFAULT_HIGHLIGHTED,
  countAll,
  countsOf,
  highlightHit,
  intIn,
  liveCounts,
  priceStats,
  requestedFacets,
  resolveFacet,
  runQuery,
  topOfMatch,
} from './search-query';
import type { ColumnSet } from './search-records';
import { cleanRecord, growColumns, grown, materialize, newColumns, writeDoc } from './search-records';
import type { SuggestionIndex } from './search-suggestions';
import { QueryLog, SuggestionCollector, searchSuggestionIndex, suggestTerms } from './search-suggestions';
import type { SynonymTable } from './search-synonyms';
import { DEFAULT_SYNONYMS, buildSynonymTable } from './search-synonyms';
import type { TermIndex } from './search-term-index';
import { drain } from './search-sort';
import { SideTerms } from './search-term-index';
import { TermIndexBuilder } from './search-term-builder';
import type { SortedTermList } from './search-term-typos';
import { alphaTermList } from './search-term-typos';
import { foldWord, newScan, parseQuery, scanText, stripZeros } from './search-text';
import type {
  FacetStats,
  FacetValuesRequest,
  FacetValuesResult,
  HighlightValue,
  SearchHit,
  SearchProductRecord,
  SearchRequest,
  SearchResult,
  SuggestionRecord,
  SuggestionRequest,
  SuggestionResult,
} from './search-types';
import { SearchInputError } from './search-types';

/** Hits reachable by paging, like a hosted engine's paginationLimitedTo. */
export const MAX_REACHABLE_HITS = 1000;
export const DEFAULT_HITS_PER_PAGE = 20;
export const DEFAULT_MAX_VALUES_PER_FACET = 100;
export const MAX_VALUES_PER_FACET = 1000;
export const MAX_FACET_HITS = 100;

export interface SearchIndexOptions {
  /** Synonym list (default: DEFAULT_SYNONYMS). */
  synonyms?: Readonly<Record<string, readonly string[]>>;
  /** Shared log of customer queries, kept across rebuilds. */
  queryLog?: QueryLog;
}

export interface SearchIndex extends ColumnSet {
  readonly synonyms: SynonymTable;
  readonly queryLog: QueryLog;
  readonly ti: TermIndex;
  readonly alpha: SortedTermList;
  readonly side: SideTerms;
  readonly ctx: MatchContext;
  readonly matcher: Matcher;
  readonly baseCount: number;
  docCount: number;
  deleted: Uint8Array;
  deletedCount: number;
  /** Build-time documents sorted by product id (binary search for upsert/remove). */
  readonly idOrder: Int32Array;
  readonly sideIds: Map<number, number>;
  readonly orders: SortOrder[];
  /** Facet counts of every live document, kept up to date by upserts and removals. */
  allCounts: FacetCounts;
  readonly suggestions: SuggestionIndex;
  /** Upserts and removals since the build. */
  changes: number;
  priceStats: FacetStats | null | undefined;
  readonly facetWords: Map<FacetColumn, string[][]>;
  readonly countScratch: Map<MultiColumn, Int32Array>;
  scratchRows: Int32Array;
  bitmap: Uint32Array;
  orderScratch: Int32Array;
  postings: PostingCache;
  /** Bitsets of the build-time documents passing filters of empty queries, by filter key. */
  readonly filterSets: LRUCache<string, Source>;
  readonly heapKeys: Float64Array;
  readonly heapDocs: Int32Array;
}

// ---------------------------------------------------------------------------------------------
// Building

/** Collects records one by one, then builds the index. */
class IndexBuilder {
  private readonly cols = newColumns(1024);
  private readonly terms = new TermIndexBuilder();
  private readonly repeated = cachedRepeatedEmitter(this.terms);
  private readonly suggestions = new SuggestionCollector();
  private n = 0;
  private readonly sink: TermSink = (s, from, to, ap, joined) => this.terms.add(s, from, to, ap, joined);
  private readonly synonyms: SynonymTable;
  private readonly queryLog: QueryLog;

  constructor(options: SearchIndexOptions) {
    this.synonyms = buildSynonymTable(options.synonyms ?? DEFAULT_SYNONYMS);
    this.queryLog = options.queryLog ?? new QueryLog();
  }

  add(record: SearchProductRecord): void {
    const r = cleanRecord(record);
    const doc = this.n;
    if (doc === this.cols.capacity) growColumns(this.cols, doc * 2);
    writeDoc(this.cols, doc, r);
    this.terms.beginDoc(doc);
    emitRecordTerms(r, this.sink, this.repeated);
    this.suggestions.add(r);
    this.n++;
  }

  *finish(): Generator<void, SearchIndex> {
    const n = this.n;
    const cols = this.cols;
    // Leave room for the documents upserts will append before the next rebuild.
    growColumns(cols, n + Math.max(64, Math.ceil(n / 32)));
    for (const f of cols.facets.values()) if (f.kind === 'multi') f.trim();
    yield* cols.rows.finish(n);
    const ti = yield* this.terms.build(n);
    const { orders, idOrder } = yield* buildOrders(cols, n);
    const deleted = new Uint8Array(cols.capacity);
    const duplicates = markDuplicates(idOrder, cols.num.id, deleted);
    const suggestions = yield* this.suggestions.build(this.synonyms);
    const side = new SideTerms();
    const alpha = alphaTermList(ti);
    const base: Omit<SearchIndex, 'postings'> = {
      ...cols,
      synonyms: this.synonyms,
      queryLog: this.queryLog,
      ti,
      alpha,
      side,
      ctx: { ti, side, alpha, synonyms: this.synonyms },
      matcher: new Matcher(),
      baseCount: n,
      docCount: n,
      deleted,
      deletedCount: duplicates,
      idOrder,
      sideIds: new Map(),
      orders,
      allCounts: { rows: new Int32Array(0), lists: new Map() },
      suggestions,
      changes: 0,
      priceStats: undefined,
      facetWords: new Map(),
      countScratch: new Map(),
      scratchRows: new Int32Array(0),
      bitmap: new Uint32Array(0),
      orderScratch: new Int32Array(0),
      filterSets: createFilterSetCache(),
      heapKeys: new Float64Array(MAX_REACHABLE_HITS),
      heapDocs: new Int32Array(MAX_REACHABLE_HITS),
    };
    // The cache reads the index it belongs to (the same object), so it is added once the rest is in place.
    const idx: SearchIndex = Object.assign(base, { postings: new PostingCache(base) });
    idx.allCounts = liveCounts(idx);
    return idx;
  }
}

/** Of two records with one product id the later wins: the earlier is marked deleted. */
function markDuplicates(idOrder: Int32Array, ids: Int32Array, deleted: Uint8Array): number {
  let duplicates = 0;
  for (let i = 1; i < idOrder.length; i++) {
    if (ids[idOrder[i]] === ids[idOrder[i - 1]]) {
      deleted[idOrder[i - 1]] = 1;
      duplicates++;
    }
  }
  return duplicates;
}

/** Facet counts of a set of documents: row facets in the rows' counter space, id lists one array each. */
export function createSearchIndex(records: Iterable<SearchProductRecord>, options: SearchIndexOptions = {}): SearchIndex {
  const builder = new IndexBuilder(options);
  for (const r of records) builder.add(r);
  return drain(builder.finish());
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
/** Records indexed between two turns of the event loop during an asynchronous build (~10 ms). */
const INGEST_SLICE = 500;

/** Builds an index while letting the event loop serve requests between slices of work. */
export async function createSearchIndexAsync(
  records: Iterable<SearchProductRecord> | AsyncIterable<SearchProductRecord>,
  options: SearchIndexOptions = {},
): Promise<SearchIndex> {
  const builder = new IndexBuilder(options);
  let count = 0;
  if (Symbol.asyncIterator in records) {
    for await (const r of records) {
      builder.add(r);
      if (++count % INGEST_SLICE === 0) await nextTurn();
    }
  } else {
    for (const r of records) {
      builder.add(r);
      if (++count % INGEST_SLICE === 0) await nextTurn();
    }
  }
  const steps = builder.finish();
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    await nextTurn();
  }
}

// ---------------------------------------------------------------------------------------------
// Incremental updates

function findDocOf(idx: SearchIndex, id: number): number {
  const side = idx.sideIds.get(id);
  if (side !== undefined) return side;
  const { idOrder } = idx;
  const ids = idx.num.id;
  let lo = 0;
  let hi = idOrder.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (ids[idOrder[mid]] < id) lo = mid + 1;
    else hi = mid;
  }
  for (; lo < idOrder.length && ids[idOrder[lo]] === id; lo++) if (idx.deleted[idOrder[lo]] === 0) return idOrder[lo];
  return -1;
}

function growIndex(idx: SearchIndex, capacity: number): void {
  growColumns(idx, capacity);
  idx.deleted = grown(idx.deleted, capacity);
  for (const o of idx.orders) o.rank = grown(o.rank, capacity);
}

function adjustCounts(idx: SearchIndex, doc: number, sign: number): void {
  if (idx.allCounts.rows.length !== idx.rows.total) {
    // The rows were laid out again (a dictionary outgrew its counters): count afresh.
    idx.allCounts = liveCounts(idx);
    if (sign > 0) return;
  }
  idx.rows.countOne(doc, idx.allCounts.rows, sign);
  for (const column of idx.facets.values()) {
    if (column.kind !== 'multi') continue;
    let counts = idx.allCounts.lists.get(column);
    if (!counts || counts.length < column.dict.size) {
      counts = counts ? grown(counts, column.dict.size + 16) : new Int32Array(column.dict.size + 16);
      idx.allCounts.lists.set(column, counts);
    }
    countOne(column, doc, counts, sign);
  }
  idx.priceStats = undefined;
}

function removeDoc(idx: SearchIndex, id: number): boolean {
  const doc = findDocOf(idx, id);
  if (doc < 0) return false;
  adjustCounts(idx, doc, -1);
  if (doc < idx.baseCount) idx.postings.onDelete(doc);
  idx.deleted[doc] = 1;
  idx.deletedCount++;
  idx.sideIds.delete(id);
  return true;
}

/** Adds or replaces a product; visible to the next search. */
export function upsert(idx: SearchIndex, record: SearchProductRecord): void {
  const r = cleanRecord(record);
  removeDoc(idx, r.id);
  const doc = idx.docCount;
  if (doc >= idx.capacity) growIndex(idx, Math.ceil(idx.capacity * 1.5) + 64);
  writeDoc(idx, doc, r);
  emitRecordTerms(r, stringSink((t, ap) => idx.side.add(t, doc, ap)));
  idx.docCount++;
  insertIntoOrders(idx.orders, doc);
  adjustCounts(idx, doc, 1);
  idx.sideIds.set(r.id, doc);
  idx.changes++;
}

/** Removes a product; returns false when it was not indexed. */
export function remove(idx: SearchIndex, id: number): boolean {
  const removed = removeDoc(idx, id);
  if (removed) idx.changes++;
  return removed;
}

/** The indexed record of a product, or undefined. */
export function getRecord(idx: SearchIndex, id: number): SearchProductRecord | undefined {
  const doc = findDocOf(idx, id);
  return doc < 0 ? undefined : materialize(idx, doc);
}

/** Every live record (to rebuild from, or to check the index against the database). */
export function* liveRecords(idx: SearchIndex): Generator<SearchProductRecord> {
  const end = idx.docCount;
  for (let d = 0; d < end; d++) if (idx.deleted[d] === 0) yield materialize(idx, d);
}

/** Size figures: live documents, changes waiting for a rebuild, and index bytes (display records apart). */
export function indexStats(idx: SearchIndex): { documents: number; changes: number; indexBytes: number; displayBytes: number } {
  const ti = idx.ti;
  let bytes = ti.text.length * 2 + ti.starts.byteLength + ti.postStart.byteLength + ti.postDoc.byteLength + ti.postAP.byteLength;
  bytes += ti.alphaIds.byteLength + ti.prefStart.byteLength + ti.prefDoc.byteLength + ti.prefAP.byteLength + ti.prefCount.byteLength;
  for (const b of ti.prefBits) if (b) bytes += b.byteLength;
  bytes += ti.prefixIds.size * 48;
  for (const a of Object.values(idx.num)) bytes += (a as ArrayLike<number> & { byteLength: number }).byteLength;
  bytes += idx.rows.byteLength;
  for (const f of idx.facets.values()) if (f.kind === 'multi') bytes += f.off.byteLength + f.vals.byteLength;
  for (const o of idx.orders) bytes += o.rank.byteLength + o.perm.byteLength;
  bytes += idx.deleted.byteLength + idx.idOrder.byteLength;
  let displayBytes = 0;
  for (let d = 0; d < idx.docCount; d++) displayBytes += 16 + (idx.display[d]?.length ?? 0);
  return { documents: idx.docCount - idx.deletedCount, changes: idx.changes, indexBytes: bytes, displayBytes };
}

// ---------------------------------------------------------------------------------------------
// Searching

/** Runs a product search: hits of the requested page with highlighting, counts, facets and price stats. */
export function search(idx: SearchIndex, req: SearchRequest): SearchResult {
  const hitsPerPage = intIn(req.hitsPerPage, 0, MAX_REACHABLE_HITS, DEFAULT_HITS_PER_PAGE);
  const page = intIn(req.page, 0, MAX_REACHABLE_HITS, 0);
  const sort = req.sort ?? 'DEFAULT';
  const orderNo = SORT_ORDER[sort];
  if (orderNo === undefined) throw new SearchInputError(`Unknown sort order ${String(sort)}`);
  const m = runQuery(idx, req);
  const nbHits = m.nbHits;

  const from = page * hitsPerPage;
  const upto = Math.min(from + hitsPerPage, MAX_REACHABLE_HITS);
  let hits: SearchHit[] = [];
  if (upto > from && nbHits > from) {
    const order = idx.orders[orderNo];
    const top = topOfMatch(idx, m, order, upto);
    const attributes = req.attributesToHighlight ?? DEFAULT_HIGHLIGHTED;
    const seen = new Map<string, HighlightValue>();
    hits = top.slice(from, upto).map((doc) => {
      const record = materialize(idx, doc);
      return { record, highlight: highlightHit(record, m.highlight, attributes, seen) };
    });
  }

  const facets: Record<string, Record<string, number>> = {};
  const limit = intIn(req.maxValuesPerFacet, 1, MAX_VALUES_PER_FACET, DEFAULT_MAX_VALUES_PER_FACET);
  const requested = requestedFacets(idx, req.facets);
  const counts = countAll(idx, m, requested.map(([, column]) => column));
  for (const [name, column] of requested) {
    facets[name] = topValues(column.dict, countsOf(counts, column), limit, req.sortFacetValuesBy === 'alpha');
  }
  const facetsStats: Record<string, FacetStats> = {};
  if (req.facets && req.facets.length > 0) {
    const stats = priceStats(idx, m);
    if (stats) facetsStats.price = stats;
  }
  const reachable = Math.min(nbHits, MAX_REACHABLE_HITS);
  return {
    hits,
    nbHits,
    page,
    nbPages: hitsPerPage > 0 ? Math.ceil(reachable / hitsPerPage) : 0,
    hitsPerPage,
    facets,
    facetsStats,
  };
}

const facetScan = newScan();

/** Folded words (and chunk joins) of every value of a facet, cached: what facet search compares with. */
function facetValueWords(idx: SearchIndex, column: FacetColumn): string[][] {
  let cache = idx.facetWords.get(column);
  if (!cache) {
    cache = [[]];
    idx.facetWords.set(column, cache);
  }
  const values = column.dict.values;
  for (let v = cache.length; v < values.length; v++) {
    const value = values[v];
    scanText(value, facetScan);
    const words: string[] = [];
    let joined = '';
    for (let k = 0; k < facetScan.count; k++) {
      const f = foldWord(value.slice(facetScan.start[k], facetScan.end[k]));
      words.push(stripZeros(f));
      if (k > 0 && facetScan.chunk[k] !== facetScan.chunk[k - 1]) {
        words.push(stripZeros(joined));
        joined = '';
      }
      joined += f;
    }
    if (facetScan.count > 1) words.push(stripZeros(joined));
    cache.push(words);
  }
  return cache;
}

/** Facet-value search: values of one facet starting with facetQuery, counted under the request's query and filters. */
export function searchFacetValues(idx: SearchIndex, req: FacetValuesRequest): FacetValuesResult {
  const column = resolveFacet(idx, req.facetName);
  if (!column) return { facetHits: [], exhaustiveFacetsCount: true };
  const limit = intIn(req.maxFacetHits, 1, MAX_FACET_HITS, 10);
  const m = runQuery(idx, req);
  const counts = countsOf(countAll(idx, m, [column]), column);
  const typed = parseQuery(req.facetQuery ?? '').chunks.map((c) => c.term);
  const words = facetValueWords(idx, column);
  const candidates: number[] = [];
  for (let v = 1; v < column.dict.size; v++) {
    if (counts[v] > 0 && typed.every((t) => words[v].some((w) => w.startsWith(t)))) candidates.push(v);
  }
  const values = column.dict.values;
  const best = selectBest(candidates, limit, (a, b) => counts[b] - counts[a] || (values[a] < values[b] ? -1 : values[a] > values[b] ? 1 : 0));
  const pre = req.highlightPreTag ?? '<em>';
  const post = req.highlightPostTag ?? '</em>';
  return {
    facetHits: best.map((v) => ({ value: values[v], highlighted: highlightPrefixes(values[v], typed, pre, post), count: counts[v] })),
    exhaustiveFacetsCount: true,
  };
}

/** The best suggestions (suggestion index) for what the customer is typing. */
export function suggest(idx: SearchIndex, prefix: string, limit = 10): SuggestionRecord[] {
  return suggestTerms(idx.suggestions, idx.queryLog, prefix, limit);
}

/** A page of the suggestion index `Product_Master_AutoComplete`, with highlighting. */
export function searchSuggestions(idx: SearchIndex, req: SuggestionRequest): SuggestionResult {
  return searchSuggestionIndex(idx.suggestions, idx.queryLog, {
    ...req,
    hitsPerPage: intIn(req.hitsPerPage, 0, MAX_REACHABLE_HITS, DEFAULT_HITS_PER_PAGE),
    page: intIn(req.page, 0, MAX_REACHABLE_HITS, 0),
  });
}

/** Feeds a customer's query and its hit count to the popular-query suggestions. */
export function recordQuery(idx: SearchIndex, query: string, nbHits: number): void {
  idx.queryLog.record(query, nbHits);
}

// ---------------------------------------------------------------------------------------------
// Serving across rebuilds

type Change = { upsert: SearchProductRecord } | { remove: number };

/** A source of records for a rebuild: called when the rebuild starts. */
export type RecordSource = () => Iterable<SearchProductRecord> | AsyncIterable<SearchProductRecord>;

/**
 * Holds the index being served. Changes apply at once; a rebuild builds a new index while the
 * current one keeps answering, replays the changes that arrived meanwhile, then swaps.
 */
export class SearchEngine {
  private current: SearchIndex;
  /** Changes made while rebuilds run, one log per rebuild, replayed on its new index before the swap. */
  private readonly logs = new Set<Change[]>();
  private chain: Promise<void> = Promise.resolve();
  private compacting = false;
  readonly queryLog: QueryLog;
  /** The last failure of a background compaction, for health checks. */
  lastError: unknown = null;

  constructor(
    private readonly options: SearchIndexOptions & {
      /** Rebuild on its own once this share of documents changed (default 5 %, at least 1000 changes). */
      compactRatio?: number;
    } = {},
  ) {
    this.queryLog = options.queryLog ?? new QueryLog();
    this.current = createSearchIndex([], { ...options, queryLog: this.queryLog });
  }

  /** The index currently served. */
  get index(): SearchIndex {
    return this.current;
  }

  search(req: SearchRequest): SearchResult {
    return search(this.current, req);
  }

  searchFacetValues(req: FacetValuesRequest): FacetValuesResult {
    return searchFacetValues(this.current, req);
  }

  searchSuggestions(req: SuggestionRequest): SuggestionResult {
    return searchSuggestions(this.current, req);
  }

  suggest(prefix: string, limit = 10): SuggestionRecord[] {
    return suggest(this.current, prefix, limit);
  }

  recordQuery(query: string, nbHits: number): void {
    this.queryLog.record(query, nbHits);
  }

  getRecord(id: number): SearchProductRecord | undefined {
    return getRecord(this.current, id);
  }

  upsert(record: SearchProductRecord): void {
    upsert(this.current, record);
    for (const log of this.logs) log.push({ upsert: record });
    this.maybeCompact();
  }

  remove(id: number): boolean {
    const removed = remove(this.current, id);
    for (const log of this.logs) log.push({ remove: id });
    this.maybeCompact();
    return removed;
  }

  /** Resolves once every rebuild started so far (including automatic compactions) has finished. */
  idle(): Promise<void> {
    return this.chain;
  }

  /** Rebuilds from the source (e.g. a database cursor) and swaps once ready; rebuilds run one at a time. */
  rebuild(source: RecordSource): Promise<void> {
    // The log starts now: a change made after this call may be missing from what the source returns.
    const log: Change[] = [];
    this.logs.add(log);
    const run = this.chain.then(() => this.rebuildNow(source, log)).finally(() => this.logs.delete(log));
    this.chain = run.catch(() => undefined);
    return run;
  }

  private async rebuildNow(source: RecordSource, log: Change[]): Promise<void> {
    const next = await createSearchIndexAsync(source(), { ...this.options, queryLog: this.queryLog });
    for (const change of log) {
      if ('upsert' in change) upsert(next, change.upsert);
      else remove(next, change.remove);
    }
    this.current = next;
  }

  private maybeCompact(): void {
    const idx = this.current;
    const ratio = this.options.compactRatio ?? 0.05;
    if (this.compacting || idx.changes < Math.max(1000, idx.baseCount * ratio)) return;
    this.compacting = true;
    const snapshot = idx;
    this.rebuild(() => liveRecords(snapshot))
      .catch((error: unknown) => {
        this.lastError = error;
      })
      .finally(() => {
        this.compacting = false;
      });
  }
}

