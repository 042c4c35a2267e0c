/** Answering from a search index: product searches with facets, facet-value searches, suggestions. */
import { selectBest, topValues } from './search-columns';
import type { FacetColumn } from './search-columns';
import { highlightPrefixes } from './search-highlight';
import { countAll, countsOf, priceStats, requestedFacets } from './search-facet-counts';
import { DEFAULT_HIGHLIGHTED, highlightHit, intIn, resolveFacet, runQuery } from './search-query';
import { topOfMatch } from './search-top';
import { topFitting } from './search-fit-rank';
import { REL_NOT_EXACT } from './search-matcher';
import type { Matched } from './search-query';
import type { SearchIndex } from './search-index';
import { DEFAULT_HITS_PER_PAGE, DEFAULT_MAX_VALUES_PER_FACET, MAX_FACET_HITS, MAX_REACHABLE_HITS, MAX_VALUES_PER_FACET } from './search-index';
import { materialize } from './search-records';
import { SORT_ORDER } from './search-orders';
import { searchSuggestionIndex, suggestTerms } from './search-suggestions';
import { foldWord, newScan, parseQuery, scanText, stripZeros } from './search-text';
import type {
  FacetStats,
  FacetValuesRequest,
  FacetValuesResult,
  HighlightValue,
  SearchHit,
  SearchRequest,
  SearchResult,
  SuggestionRecord,
  SuggestionRequest,
  SuggestionResult,
} from './search-types';
import { SearchInputError } from './search-types';

/** Runs a product search: hits of the requested page with highlighting, counts, facets and price stats. */
export function search(idx: SearchIndex, req: SearchRequest): SearchResult {
  const hitsPerPage = intIn(req.hitsPerPage, 0, MAX_REACHABLE_HITS, DEFAULT_HITS_PER_PAGE);
  const page = intIn(req.page, 0, MAX_REACHABLE_HITS, 0);
  const sort = req.sort ?? 'DEFAULT';
  const orderNo = SORT_ORDER[sort];
  if (orderNo === undefined) throw new SearchInputError(`Unknown sort order ${String(sort)}`);
  const m = runQuery(idx, req);
  const nbHits = m.nbHits;
  // An order the customer chose (price, name, rating, sales) lists every match strictly in that
  // order; only an exact part number stays ahead. Best match and Featured keep relevance first.
  const ranked = sort === 'RELEVANCE' || sort === 'DEFAULT' || m.everything ? m : exactFirstOnly(m);

  const from = page * hitsPerPage;
  const upto = Math.min(from + hitsPerPage, MAX_REACHABLE_HITS);
  let hits: SearchHit[] = [];
  if (upto > from && nbHits > from) {
    const order = idx.orders[orderNo];
    const top = req.fit ? topFitting(idx, ranked, order, upto, req.fit) : topOfMatch(idx, ranked, order, upto);
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
    ...(req.categoryIntent ? { categoryHint: m.hint } : {}),
  };
}

/** The match with its relevance reduced to one distinction: an exact part number, or not. */
function exactFirstOnly(m: Matched): Matched {
  return {
    ...m,
    dense: null,
    docs: () => {
      const ms = m.docs();
      if (ms.rels === null) return ms;
      const rels = new Uint32Array(ms.n);
      for (let i = 0; i < ms.n; i++) rels[i] = ms.rels[i] & REL_NOT_EXACT;
      return { docs: ms.docs, rels, n: ms.n };
    },
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
