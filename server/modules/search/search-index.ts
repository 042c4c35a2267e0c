/**
 * The search index (see search-engine.ts for the whole design): its shape, and building it from
 * records at once or a slice at a time. Updates between rebuilds are search-index-updates.ts.
 */
import { performance } from 'node:perf_hooks';
import type { LRUCache } from 'lru-cache';
import type { TermSink } from './search-analysis';
import { cachedRepeatedEmitter, emitRecordTerms } from './search-analysis';
import type { FacetColumn, MultiColumn } from './search-columns';
import { PostingCache, createFilterSetCache } from './search-dense';
import { Matcher } from './search-matcher';
import type { MatchContext, Source } from './search-word-plan';
import type { SortOrder } from './search-orders';
import { bindOrders, buildOrders } from './search-orders';
import type { FacetCounts } from './search-facet-counts';
import { liveCounts } from './search-facet-counts';
import type { ColumnSet } from './search-records';
import { cleanRecord, growColumns, newColumns, writeDoc } from './search-records';
import type { SuggestionIndex } from './search-suggestions';
import { QueryLog, SuggestionCollector } from './search-suggestions';
import type { SynonymTable } from './search-synonyms';
import { DEFAULT_SYNONYMS, buildSynonymTable } from './search-synonyms';
import { drain } from './search-sort';
import { TermIndexBuilder } from './search-term-builder';
import type { TermIndex } from './search-term-index';
import { SideTerms } from './search-term-index';
import type { SortedTermList } from './search-term-typos';
import { alphaTermList } from './search-term-typos';
import type { FacetStats, SearchProductRecord } from './search-types';

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

/** Collects records one by one, then builds the index (the rebuild worker feeds it batch by batch). */
export class IndexBuilder {
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
    const idx = assembleIndex(cols, {
      synonyms: this.synonyms,
      queryLog: this.queryLog,
      ti,
      baseCount: n,
      docCount: n,
      deleted,
      deletedCount: duplicates,
      idOrder,
      orders,
      allCounts: { rows: new Int32Array(0), lists: new Map() },
      suggestions,
    });
    idx.allCounts = liveCounts(idx);
    return idx;
  }
}

/** What a build makes (or a snapshot brings back) of an index beyond its columns. */
export type BuiltIndexParts = Pick<
  SearchIndex,
  'synonyms' | 'queryLog' | 'ti' | 'baseCount' | 'docCount' | 'deleted' | 'deletedCount' | 'idOrder' | 'orders' | 'allCounts' | 'suggestions'
>;

/** The index of built columns and parts: what derives from them and the empty caches and scratch space. */
export function assembleIndex(cols: ColumnSet, p: BuiltIndexParts): SearchIndex {
  const { ti, synonyms } = p;
  const side = new SideTerms();
  const alpha = alphaTermList(ti);
  const base: Omit<SearchIndex, 'postings'> = {
    ...cols,
    synonyms,
    queryLog: p.queryLog,
    ti,
    alpha,
    side,
    ctx: { ti, side, alpha, synonyms },
    matcher: new Matcher(),
    baseCount: p.baseCount,
    docCount: p.docCount,
    deleted: p.deleted,
    deletedCount: p.deletedCount,
    idOrder: p.idOrder,
    sideIds: new Map(),
    orders: p.orders,
    allCounts: p.allCounts,
    suggestions: p.suggestions,
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
  // Upserts grow the index's columns, not the built ones: the orders compare what the index holds.
  bindOrders(base, p.orders);
  // The cache reads the index it belongs to (the same object), so it is added once the rest is in place.
  return Object.assign(base, { postings: new PostingCache(base) });
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

/** Runs build steps, letting the event loop turn whenever a slice of work took `sliceMs`. */
export async function runInSlices<T>(steps: Generator<void, T>, sliceMs = 5): Promise<T> {
  let started = performance.now();
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (performance.now() - started >= sliceMs) {
      await nextTurn();
      started = performance.now();
    }
  }
}
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
