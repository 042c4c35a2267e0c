/**
 * Running a query against an index: compile the filters, match the readings (or take a fast
 * path: everything, a dense prefix, the cached filter set of a browse page, one big posting with
 * cached counts), and highlight the hits. The top of the requested order is search-top.ts, facet
 * counts and price figures search-facet-counts.ts; search-answer.ts assembles the answers.
 */
import { exactSources, prepareQuery } from './search-analysis';
import type { FacetColumn, NumericColumns } from './search-columns';
import type { CompiledFilter, FilterTarget } from './search-filter-compile';
import { compileFilter } from './search-filter-compile';
import type { CachedPosting, DensePlan, DocSet } from './search-dense';
import { bigPosting, densePlan, docSet } from './search-dense';
import type { SearchIndex } from './search-index';
import type { FilterNode } from './search-filters';
import { andFilters, parseFacetFilters, parseFilterString, parseNumericFilters } from './search-filters';
import { readSizes, sizeFilter, type SizedQuery } from './search-sizes';
import type { HighlightSpec } from './search-highlight';
import { highlightValue } from './search-highlight';
import type { MatchSet } from './search-matcher';
import type { Source, WordPlan } from './search-word-plan';
import { REL_OTHER_KIND, bitsetRelevance } from './search-matcher';
import type { CategoryHint, KindMembers } from './search-category-intent';
import { categoryIntent, isKind, kindMembers } from './search-category-intent';
import type { ColumnSet } from './search-records';
import type { HighlightResult, HighlightValue, SearchProductRecord, SearchRequest } from './search-types';

const FACET_ALIASES: Record<string, string> = { stock: 'status', machine: 'fitment' };
export const DEFAULT_HIGHLIGHTED = ['title', 'brand', 'category', 'interchange', 'fitment', 'model'];
const HIGHLIGHTABLE = new Set([...DEFAULT_HIGHLIGHTED, 'seoName', 'sku', 'manufacturerPartNumber']);

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

function requestFilter(idx: SearchIndex, req: SearchRequest, sizes: FilterNode | null) {
  const node = andFilters([parseFacetFilters(req.facetFilters), parseNumericFilters(req.numericFilters), parseFilterString(req.filters), sizes]);
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
  /**
   * A query of several words whose rarest word is one big posting: the matches lie inside it
   * (but for documents added since), so its cached counts less the documents the other words
   * dropped may be cheaper than counting the matches (search-facet-counts.ts decides).
   */
  within: CachedPosting | null;
  highlight: HighlightSpec;
  /** The category the query names, whose parts rank first (null: none, or not asked for). */
  hint: CategoryHint | null;
}

/** A match answered from a bitset (a dense prefix, or the filter set of an empty query). */
export interface DenseMatch {
  entry: CachedPosting;
  bits: Uint32Array;
  /** Relevance of the bitset's documents, all equal (one word of unknown attribute, or no query). */
  rel: number;
  /** The word's other sources, matched and ranked the usual way (copied out of the matcher's buffers). */
  small: MatchSet;
  /** Documents of `small` outside the bitset (added since the build, or of a typo or plural variant). */
  added: number[];
  inSmall: DocSet;
  /**
   * The kind the query names, ranked first: bitset documents outside it rank with
   * REL_OTHER_KIND added (the small sources' relevance has it already); null when none.
   */
  kind: KindMembers | null;
  /** Live build-time documents of the bitset filed under the kind (from the posting's cached counts). */
  kindCount: number;
}

/** Compiles the filters and matches the query, choosing the cheapest path the query allows. */
export function runQuery(idx: SearchIndex, req: SearchRequest): Matched {
  // Sizes ("1/2 x 43", 43") are conditions on the dimension attributes; the other words match as text.
  const text = typeof req.query === 'string' ? req.query : '';
  const sized = readSizes(text);
  const m = matchQuery(idx, req, sized);
  // A size among other words may be part of a name rather than a dimension the part records
  // ('Radiator – 3-Row Aluminum Core, 22" x 21"'): when the condition leaves nothing, the whole
  // query is read as words. A size alone stays a condition, so a size the catalogue lacks finds nothing.
  if (m.nbHits === 0 && sized.sizes.length > 0 && sized.rest !== '') return matchQuery(idx, req, { rest: text, sizes: [] });
  return m;
}

function matchQuery(idx: SearchIndex, req: SearchRequest, sized: SizedQuery): Matched {
  const sizes = sizeFilter(idx.facets, sized.sizes);
  const filter = requestFilter(idx, req, sizes);
  const prepared = prepareQuery(idx.ctx, sized.rest);
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
    return { docs, nbHits: idx.docCount - idx.deletedCount, everything: true, dense: null, cached: null, within: null, highlight, hint: null };
  }
  if (prepared.empty && filter !== null) return filteredMatched(idx, filter, filterKey(req, sizes), deleted, highlight);
  const exact = exactSources(idx.ctx, prepared.exactTerms);
  const intent = req.categoryIntent ? categoryIntent(idx, sized.rest, idx.synonyms) : null;
  const words = filter === null && prepared.readings.length === 1 ? prepared.readings[0].words : [];
  // A named kind splits a dense prefix in two relevance levels: its members and the others.
  const plan = words.length === 1 ? densePlan(words[0], exact) : null;
  if (plan) return denseMatched(idx, plan, exact, deleted, highlight, intent);
  const ms = idx.matcher.match(idx.docCount, prepared.readings, exact, deleted, filter);
  const hint = intent ? rankKindFirst(idx, ms, intent) : null;
  const big = words.length === 1 ? bigPosting(words[0], idx.docCount) : null;
  const cached = big ? { entry: idx.postings.get(big), added: addedDocs(idx, ms) } : null;
  const outer = words.length > 1 && ms.n > 0 ? bigPosting(rarest(words), idx.docCount) : null;
  const within = outer ? idx.postings.get(outer) : null;
  return { docs: () => ms, nbHits: ms.n, everything: false, dense: null, cached, within, highlight, hint };
}

/** The word the matcher starts from: the cheapest, the first of equals. */
function rarest(words: readonly WordPlan[]): WordPlan {
  let best = words[0];
  for (const w of words) if (w.cost < best.cost) best = w;
  return best;
}

/**
 * Parts of the kind the query names rank before the others; the hint is kept only when some
 * match is of that kind (a kind the results lack would be a refinement to nothing).
 */
function rankKindFirst(idx: SearchIndex, ms: MatchSet, intent: CategoryHint): CategoryHint | null {
  const kind = kindMembers(idx, intent);
  if (!kind || ms.rels === null) return null;
  let members = 0;
  for (let i = 0; i < ms.n; i++) if (isKind(kind, ms.docs[i])) members++;
  if (members === 0) return null;
  for (let i = 0; i < ms.n; i++) if (!isKind(kind, ms.docs[i])) ms.rels[i] |= REL_OTHER_KIND;
  return intent;
}

/** The cache key of a request's filters (the query being empty). */
function filterKey(req: SearchRequest, sizes: FilterNode | null): string {
  return `f${JSON.stringify([req.facetFilters ?? null, req.numericFilters ?? null, req.filters ?? null, sizes])}`;
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
  const dense: DenseMatch = { entry, bits: source.bits!, rel: 0, small, added, inSmall: docSet(added, added.length, idx.docCount), kind: null, kindCount: 0 };
  let all: MatchSet | null = null;
  const docs = () => (all ??= denseDocs(idx, dense));
  return { docs, nbHits: entry.live + added.length, everything: false, dense, cached: { entry, added }, within: null, highlight, hint: null };
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
 * term is among the small sources, so exact matches are all ranked within `small`. A kind the
 * query names (kept when some match is of it) ranks its members first, as rankKindFirst does.
 */
function denseMatched(
  idx: SearchIndex,
  plan: DensePlan,
  exact: Source[],
  deleted: Uint8Array | null,
  highlight: HighlightSpec,
  intent: CategoryHint | null,
): Matched {
  const entry = idx.postings.get(plan.bitset);
  const small = plan.rest.sources.length
    ? copyMatchSet(idx.matcher.match(idx.docCount, [{ words: [plan.rest] }], exact, deleted, null))
    : { docs: new Int32Array(0), rels: new Uint32Array(0), n: 0 };
  // Small documents outside the bitset (added since the build, or typo variants) count on top of it.
  const bits = plan.bitset.bits!;
  const added: number[] = [];
  const inSmall = docSet(small.docs, small.n, idx.docCount);
  for (let i = 0; i < small.n; i++) {
    const d = small.docs[i];
    if (d >= idx.baseCount || (bits[d >>> 5] & (1 << (d & 31))) === 0) added.push(d);
  }
  const dense: DenseMatch = { entry, bits, rel: bitsetRelevance(plan.bitset.typos), small, added, inSmall, kind: null, kindCount: 0 };
  const hint = intent ? denseKindFirst(idx, dense, intent) : null;
  let all: MatchSet | null = null;
  const docs = () => (all ??= denseDocs(idx, dense));
  return { docs, nbHits: entry.live + added.length, everything: false, dense, cached: { entry, added }, within: null, highlight, hint };
}

/** The kind a query names, on a dense match: the hint when some match is of it (see rankKindFirst). */
function denseKindFirst(idx: SearchIndex, dense: DenseMatch, intent: CategoryHint): CategoryHint | null {
  const kind = kindMembers(idx, intent);
  if (!kind) return null;
  const small = dense.small;
  let smallMembers = 0;
  for (let i = 0; i < small.n; i++) if (isKind(kind, small.docs[i])) smallMembers++;
  const counted = dense.entry.counts.lists.get(kind.column);
  const kindCount = counted ? (counted[kind.value] ?? 0) : liveMembers(idx, dense.bits, kind);
  if (kindCount === 0 && smallMembers === 0) return null;
  for (let i = 0; i < small.n; i++) if (!isKind(kind, small.docs[i])) small.rels![i] |= REL_OTHER_KIND;
  dense.kind = kind;
  dense.kindCount = kindCount;
  return intent;
}

/** Live documents of a bitset filed under a kind (when the posting's counts lack the column). */
function liveMembers(idx: SearchIndex, bits: Uint32Array, kind: KindMembers): number {
  let n = 0;
  for (let w = 0; w < bits.length; w++) {
    let word = bits[w] & (kind.bits[w] ?? 0);
    while (word !== 0) {
      const low = word & -word;
      word ^= low;
      if (idx.deleted[(w << 5) + (31 - Math.clz32(low))] === 0) n++;
    }
  }
  return n;
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
      rels[k++] = dense.kind === null || isKind(dense.kind, d) ? dense.rel : dense.rel | REL_OTHER_KIND;
    }
  }
  return { docs, rels, n: k };
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
