/**
 * The suggestion index `Product_Master_AutoComplete`: search terms built from the catalogue
 * (categories, brand + category, the names and interchange numbers of the best-selling parts,
 * fitment machines) and from the queries customers run. Suggestions are ranked by typos, then
 * popularity; a query that found nothing is never suggested.
 */
import type { TermSink } from './search-analysis';
import { emitText, prepareQuery } from './search-analysis';
import { selectBest } from './search-columns';
import type { HighlightSpec } from './search-highlight';
import { highlightValue } from './search-highlight';
import { ATTR, Matcher, REL_TYPO_SHIFT } from './search-matcher';
import type { MatchContext } from './search-word-plan';
import type { SynonymTable } from './search-synonyms';
import type { TermIndex } from './search-term-index';
import { TermIndexBuilder } from './search-term-builder';
import { alphaTermList } from './search-term-typos';
import { foldWord, hasControlChars, newScan, parseQuery, scanText, stripZeros } from './search-text';
import type { SearchProductRecord, SuggestionHit, SuggestionRecord, SuggestionRequest, SuggestionResult } from './search-types';

/** Best-selling products whose names and interchange numbers become suggestions. */
const TOP_PRODUCTS = 5_000;
/** A customer query counts this much per search against the product count of catalogue terms. */
const QUERY_WEIGHT = 25;
const MAX_LOGGED_QUERIES = 10_000;
const MAX_QUERY_LENGTH = 100;

interface TopProduct {
  sales: number;
  id: number;
  title: string;
  category: string;
  interchange: string[];
}

/** A bounded min-heap of the best sellers seen so far. */
class TopSellers {
  readonly heap: TopProduct[] = [];
  constructor(private readonly limit: number) {}

  private less(a: TopProduct, b: TopProduct): boolean {
    return a.sales < b.sales || (a.sales === b.sales && a.id > b.id);
  }

  /** True when a product with these sales would enter the heap (checked before building its entry). */
  wants(sales: number, id: number): boolean {
    const top = this.heap[0];
    return this.heap.length < this.limit || top.sales < sales || (top.sales === sales && top.id > id);
  }

  offer(p: TopProduct): void {
    const h = this.heap;
    if (h.length < this.limit) {
      h.push(p);
      let i = h.length - 1;
      while (i > 0) {
        const up = (i - 1) >> 1;
        if (!this.less(h[i], h[up])) break;
        [h[i], h[up]] = [h[up], h[i]];
        i = up;
      }
    } else if (this.less(h[0], p)) {
      h[0] = p;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < h.length && this.less(h[l], h[m])) m = l;
        if (r < h.length && this.less(h[r], h[m])) m = r;
        if (m === i) break;
        [h[i], h[m]] = [h[m], h[i]];
        i = m;
      }
    }
  }
}

/** Gathers suggestion material while products stream in. */
export class SuggestionCollector {
  private readonly categories = new Map<string, number>();
  private readonly brandCategories = new Map<string, Map<string, number>>();
  private readonly machines = new Map<string, number>();
  private readonly top = new TopSellers(TOP_PRODUCTS);

  add(r: SearchProductRecord): void {
    if (r.category) this.categories.set(r.category, (this.categories.get(r.category) ?? 0) + 1);
    if (r.brand && r.category) {
      let byCategory = this.brandCategories.get(r.brand);
      if (!byCategory) this.brandCategories.set(r.brand, (byCategory = new Map()));
      byCategory.set(r.category, (byCategory.get(r.category) ?? 0) + 1);
    }
    r.fitment.forEach((m, i) => {
      if (m && r.fitment.indexOf(m) === i) this.machines.set(m, (this.machines.get(m) ?? 0) + 1);
    });
    if (this.top.wants(r.sales, r.id)) this.top.offer({ sales: r.sales, id: r.id, title: r.title, category: r.category, interchange: r.interchange });
  }

  /** The suggestion records, most popular first. */
  records(): SuggestionRecord[] {
    const byTerm = new Map<string, SuggestionRecord>();
    const put = (r: Omit<SuggestionRecord, 'objectID'>, id: string) => {
      const key = foldWord(r.SearchTerm.trim());
      if (!key) return;
      const prev = byTerm.get(key);
      if (!prev || prev.count < r.count) byTerm.set(key, { objectID: id, ...r });
    };
    const blank = { category: '', part: '', interchange: '', fitment: '' };
    for (const [category, count] of this.categories) put({ ...blank, SearchTerm: category, category, count }, `c:${category}`);
    for (const [brand, byCategory] of this.brandCategories)
      for (const [category, count] of byCategory) put({ ...blank, SearchTerm: `${brand} ${category}`, category, count }, `b:${brand}:${category}`);
    for (const [machine, count] of this.machines) put({ ...blank, SearchTerm: machine, fitment: machine, count }, `f:${machine}`);
    for (const p of this.top.heap) {
      put({ ...blank, SearchTerm: p.title, part: p.title, category: p.category, count: 1 }, `p:${p.id}`);
      for (const x of p.interchange) put({ ...blank, SearchTerm: x, interchange: x, part: p.title, category: p.category, count: 1 }, `x:${x}`);
    }
    return [...byTerm.values()].sort((a, b) => b.count - a.count || (a.SearchTerm < b.SearchTerm ? -1 : a.SearchTerm > b.SearchTerm ? 1 : 0));
  }

  /** Builds the searchable suggestion index. */
  *build(synonyms: SynonymTable): Generator<void, SuggestionIndex> {
    const entries = this.records();
    const builder = new TermIndexBuilder();
    entries.forEach((e, doc) => {
      builder.beginDoc(doc);
      const sink: TermSink = (s, from, to, ap, joined) => builder.add(s, from, to, ap, joined);
      emitText(e.SearchTerm, ATTR.TITLE, e.interchange ? ATTR.XCHG_WHOLE : -1, 0, sink);
    });
    yield;
    const ti = yield* builder.build(entries.length);
    return createSuggestionIndex(entries, ti, synonyms);
  }
}

export interface SuggestionIndex {
  entries: SuggestionRecord[];
  ctx: MatchContext;
  matcher: Matcher;
  rank: Uint32Array;
}

function createSuggestionIndex(entries: SuggestionRecord[], ti: TermIndex, synonyms: SynonymTable): SuggestionIndex {
  return {
    entries,
    ctx: { ti, side: null, alpha: alphaTermList(ti), synonyms },
    matcher: new Matcher(),
    rank: Uint32Array.from(entries, (_, i) => i),
  };
}

/** Distinct visitors who must have run a query (and found parts) before it is suggested to others. */
export const MIN_QUERY_VISITORS = 3;
/** Visitors remembered per query: enough to rank, bounded so one query cannot hold much memory. */
const MAX_VISITORS_KEPT = 64;

interface LoggedQuery {
  query: string;
  words: string[];
  /** Hashed visitor keys (never an address) of those who ran the query. */
  visitors: Set<string>;
  nbHits: number;
}

/**
 * Customers' queries with their result counts: a query becomes a suggestion once
 * MIN_QUERY_VISITORS distinct visitors ran it and it found parts, so one visitor's misspelling,
 * however often repeated, is never offered to anyone else.
 */
export class QueryLog {
  private readonly queries = new Map<string, LoggedQuery>();

  /**
   * Records a query a visitor ran and how many products it found. `visitor` is a hashed key
   * (searchVisitorKey); callers that cannot tell visitors apart pass '' and count as one visitor.
   */
  record(query: string, nbHits: number, visitor = ''): void {
    const text = query.replace(/\s+/g, ' ').trim();
    if (!text || text.length > MAX_QUERY_LENGTH || hasControlChars(text)) return;
    const key = foldWord(text);
    if (!Number.isFinite(nbHits) || nbHits <= 0) {
      // A query that stopped finding anything must stop being suggested.
      this.queries.delete(key);
      return;
    }
    const prev = this.queries.get(key);
    if (prev) {
      if (prev.visitors.size < MAX_VISITORS_KEPT) prev.visitors.add(visitor);
      prev.nbHits = nbHits;
    } else this.queries.set(key, { query: text, words: wordsOf(text), visitors: new Set([visitor]), nbHits });
    if (this.queries.size > MAX_LOGGED_QUERIES * 1.1) this.evict();
  }

  private evict(): void {
    const keep = [...this.queries.entries()].sort((a, b) => b[1].visitors.size - a[1].visitors.size).slice(0, MAX_LOGGED_QUERIES);
    this.queries.clear();
    for (const [k, v] of keep) this.queries.set(k, v);
  }

  /** How many distinct visitors ran a query (0 when it is not logged). */
  visitorsOf(query: string): number {
    return this.queries.get(foldWord(query.replace(/\s+/g, ' ').trim()))?.visitors.size ?? 0;
  }

  /** Popular logged queries whose words start with the typed words, as suggestion records. */
  matching(typed: readonly string[]): SuggestionRecord[] {
    const out: SuggestionRecord[] = [];
    for (const [key, q] of this.queries) {
      if (q.visitors.size < MIN_QUERY_VISITORS) continue;
      if (typed.every((t) => q.words.some((w) => w.startsWith(t))))
        out.push({ objectID: `q:${key}`, SearchTerm: q.query, category: '', part: '', interchange: '', fitment: '', count: q.visitors.size * QUERY_WEIGHT });
    }
    return out;
  }

  /** Logged queries popular enough to be suggested. */
  get size(): number {
    let n = 0;
    for (const q of this.queries.values()) if (q.visitors.size >= MIN_QUERY_VISITORS) n++;
    return n;
  }
}

const wordScan = newScan();

/** Folded subwords and chunk joins of a text, what a typed prefix is compared with. */
function wordsOf(text: string): string[] {
  scanText(text, wordScan);
  const words: string[] = [];
  let joined = '';
  let chunk = -1;
  for (let k = 0; k < wordScan.count; k++) {
    const f = foldWord(text.slice(wordScan.start[k], wordScan.end[k]));
    words.push(stripZeros(f));
    if (wordScan.chunk[k] !== chunk) {
      if (joined) words.push(stripZeros(joined));
      joined = '';
      chunk = wordScan.chunk[k];
    }
    joined += f;
  }
  if (joined) words.push(stripZeros(joined));
  return words;
}

interface Ranked {
  record: SuggestionRecord;
  typos: number;
}

function better(a: Ranked, b: Ranked): number {
  return a.typos - b.typos || b.record.count - a.record.count || (a.record.SearchTerm < b.record.SearchTerm ? -1 : 1);
}

/** Matches a typed prefix against catalogue suggestions and logged queries, best `limit` first. */
function rankSuggestions(si: SuggestionIndex, log: QueryLog, query: string, limit: number): { ranked: Ranked[]; nbHits: number } {
  const prepared = prepareQuery(si.ctx, query, true);
  if (prepared.empty) {
    const ranked = si.entries.slice(0, limit).map((record) => ({ record, typos: 0 }));
    return { ranked: mergeQueries(ranked, log.matching([]), limit), nbHits: si.entries.length + log.size };
  }
  const ms = si.matcher.match(si.entries.length, prepared.readings, [], null, null);
  // Entries are stored most popular first, so the entry number is the popularity rank.
  const keys: number[] = [];
  for (let i = 0; i < ms.n; i++) keys.push(((ms.rels![i] >>> REL_TYPO_SHIFT) & 15) * 4294967296 + ms.docs[i]);
  const best = topKeys(keys, limit);
  const ranked = best.map((k) => ({ record: si.entries[k % 4294967296], typos: Math.floor(k / 4294967296) }));
  const typed = parseQuery(query).chunks.map((c) => c.term);
  const queries = log.matching(typed);
  return { ranked: mergeQueries(ranked, queries, limit), nbHits: ms.n + queries.length };
}

function topKeys(keys: number[], limit: number): number[] {
  return selectBest(keys, limit, (a, b) => a - b);
}

function mergeQueries(ranked: Ranked[], queries: SuggestionRecord[], limit: number): Ranked[] {
  if (queries.length === 0) return ranked;
  const seen = new Map<string, Ranked>();
  for (const r of ranked) seen.set(foldWord(r.record.SearchTerm), r);
  for (const q of queries) {
    const key = foldWord(q.SearchTerm);
    const prev = seen.get(key);
    if (!prev || prev.record.count < q.count) seen.set(key, { record: q, typos: 0 });
  }
  return [...seen.values()].sort(better).slice(0, limit);
}

/** The best suggestions for what the customer is typing. */
export function suggestTerms(si: SuggestionIndex, log: QueryLog, prefix: string, limit = 10): SuggestionRecord[] {
  return rankSuggestions(si, log, prefix, Math.max(0, Math.min(limit, 1000))).ranked.map((r) => r.record);
}

/** A page of suggestions with highlighting, for the suggestion index of the wire format. */
export function searchSuggestionIndex(si: SuggestionIndex, log: QueryLog, req: SuggestionRequest): SuggestionResult {
  const hitsPerPage = req.hitsPerPage ?? 20;
  const page = req.page ?? 0;
  const query = req.query ?? '';
  const upto = Math.min(1000, (page + 1) * hitsPerPage);
  const { ranked, nbHits } = rankSuggestions(si, log, query, upto);
  const prepared = prepareQuery(si.ctx, query, true);
  const spec: HighlightSpec = {
    words: prepared.highlight,
    queryWords: prepared.queryWords,
    preTag: req.highlightPreTag ?? '<em>',
    postTag: req.highlightPostTag ?? '</em>',
  };
  const hits: SuggestionHit[] = ranked.slice(page * hitsPerPage, upto).map((r) => ({
    record: r.record,
    highlight: { SearchTerm: highlightValue(r.record.SearchTerm, spec) },
  }));
  const reachable = Math.min(nbHits, 1000);
  return { hits, nbHits, page, hitsPerPage, nbPages: hitsPerPage > 0 ? Math.ceil(reachable / hitsPerPage) : 0 };
}
