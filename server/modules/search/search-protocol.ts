/**
 * The Algolia multi-query wire format (../../../../shared/search-protocol.md) as pure functions:
 * validate a request body, run each request against the engine, build each answer the way
 * react-instantsearch expects it. The HTTP route only moves JSON in and out: any malformed input
 * comes back as { message, status: 400 }, never as an exception.
 */
import type { SearchEngine } from './search-engine';
import type { FacetValuesRequest, SearchRequest, SuggestionRequest } from './search-types';
import { facetAnswer, productsAnswer, resolveOptions, suggestionsAnswer, type ProtocolOptions } from './search-protocol-answers';
import { attempt, isRecord, type Outcome } from './search-protocol-params';
import { DEFAULT_HITS_PER_PAGE, parseMultiQuery, parseSearchRequest, type ParsedRequest } from './search-protocol-request';

// The protocol in parts: the params' wire format, the request, the answers.
export { MAX_QUERY_LENGTH, type Outcome, type ProtocolError } from './search-protocol-params';
export { MAX_HITS_PER_CALL, PRODUCT_INDEX_SORTS, PRODUCTS_INDEX, SUGGESTIONS_INDEX, parseMultiQuery, parseSearchRequest, type ParsedRequest } from './search-protocol-request';
export { productHit, type ProtocolOptions } from './search-protocol-answers';

/** What the protocol needs from the engine (SearchEngine provides it). */
export type SearchBackend = Pick<SearchEngine, 'search' | 'searchFacetValues' | 'searchSuggestions'>;

function facetRequest(req: ParsedRequest): FacetValuesRequest {
  return { ...req.search, facetName: req.facetName ?? '', facetQuery: req.facetQuery, maxFacetHits: req.maxFacetHits };
}

function isFiltered(s: SearchRequest): boolean {
  const some = (f: SearchRequest['facetFilters']) => (typeof f === 'string' ? f.trim() !== '' && f.trim() !== '[]' : Array.isArray(f) && f.some((g) => g.length > 0));
  return some(s.facetFilters) || some(s.numericFilters) || (s.filters ?? '').trim() !== '';
}

/**
 * The query a request counts as for popular-query suggestions, or null: a product search the client
 * did not exclude with `analytics: false`, showing the first page of hits (not a disjunctive-facet
 * count request or a later page of the same search).
 */
export function learnableQuery(req: ParsedRequest): string | null {
  if (!req.analytics || req.target !== 'products' || req.type !== 'default') return null;
  const s = req.search;
  if ((s.page ?? 0) !== 0 || (s.hitsPerPage ?? DEFAULT_HITS_PER_PAGE) <= 0) return null;
  const query = (s.query ?? '').trim();
  return query === '' ? null : query;
}

/** Runs one validated request and builds its answer (a search result, or facet hits for a facet search). */
export function runRequest(backend: SearchBackend, req: ParsedRequest, options: ProtocolOptions = {}): Outcome<Record<string, unknown>> {
  const opts = resolveOptions(options);
  return attempt(() => {
    const started = opts.now();
    if (req.type === 'facet') {
      if (req.target === 'suggestions') return facetAnswer({ facetHits: [], exhaustiveFacetsCount: true }, started, opts.now);
      return facetAnswer(backend.searchFacetValues(facetRequest(req)), started, opts.now);
    }
    if (req.target === 'suggestions') {
      const s = req.search;
      const sreq: SuggestionRequest = { query: s.query, page: s.page, hitsPerPage: s.hitsPerPage, highlightPreTag: s.highlightPreTag, highlightPostTag: s.highlightPostTag };
      return suggestionsAnswer(req, backend.searchSuggestions(sreq), started, opts);
    }
    const result = backend.search(req.search);
    const learnable = opts.learn ? learnableQuery(req) : null;
    // A query that finds nothing is forgotten, unless filters are what emptied it.
    if (learnable !== null && (result.nbHits > 0 || !isFiltered(req.search))) opts.learn!(learnable, result.nbHits);
    return productsAnswer(req, result, started, opts);
  });
}

/** POST /1/indexes/* /queries: every request answered in order, or one 400 for the first bad one. */
export function runMultiQuery(backend: SearchBackend, body: unknown, options: ProtocolOptions = {}): Outcome<{ results: Record<string, unknown>[] }> {
  const parsed = parseMultiQuery(body);
  if (!parsed.ok) return parsed;
  const results: Record<string, unknown>[] = [];
  // Learnt only once every request of the body is answered (a body refused with 400 teaches
  // nothing), and once per query: several indexes searched for the same words are one search.
  const learnt = new Map<string, number>();
  const each: ProtocolOptions = { ...options, learn: options.learn ? (q, n) => learnt.set(q, Math.max(n, learnt.get(q) ?? 0)) : undefined };
  for (const req of parsed.value) {
    const answer = runRequest(backend, req, each);
    if (!answer.ok) return answer;
    results.push(answer.value);
  }
  for (const [q, n] of learnt) options.learn!(q, n);
  return { ok: true, value: { results } };
}

/** POST /1/indexes/{indexName}/facets/{facetName}/query (older clients' searchForFacetValues). */
export function runFacetValuesQuery(
  backend: SearchBackend,
  indexName: string,
  facetName: string,
  body: unknown,
  options: ProtocolOptions = {},
): Outcome<Record<string, unknown>> {
  const raw = isRecord(body) ? { ...body, type: 'facet', facet: facetName } : body;
  const parsed = parseSearchRequest(raw, indexName);
  if (!parsed.ok) return parsed;
  return runRequest(backend, parsed.value, options);
}

/** POST /1/indexes/{indexName}/query: one search (a stock client's `index.search`, v5's `searchSingleIndex`). */
export function runSingleQuery(backend: SearchBackend, indexName: string, body: unknown, options: ProtocolOptions = {}): Outcome<Record<string, unknown>> {
  const raw = isRecord(body) ? { ...body, type: 'default' } : body;
  const parsed = parseSearchRequest(raw, indexName);
  if (!parsed.ok) return parsed;
  return runRequest(backend, parsed.value, options);
}
