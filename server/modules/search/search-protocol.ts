/**
 * The Algolia multi-query wire format (../../../../shared/search-protocol.md) as pure functions:
 * validate a request body, run each request against the engine, build each answer the way
 * react-instantsearch expects it. The HTTP route only moves JSON in and out: any malformed input
 * comes back as { message, status: 400 }, never as an exception.
 */
import type { SearchEngine } from './search-engine';
import { MAX_FACET_HITS, MAX_REACHABLE_HITS, MAX_VALUES_PER_FACET } from './search-engine';
import type {
  FacetValuesResult,
  FacetValuesRequest,
  HighlightResult,
  SearchProductRecord,
  SearchRequest,
  SearchResult,
  SortMethod,
  SuggestionRequest,
  SuggestionResult,
} from './search-types';
import { hasControlChars } from './search-text';
import { SORT_METHODS, SearchInputError } from './search-types';

export const PRODUCTS_INDEX = 'PRODUCTS_MASTER';
export const SUGGESTIONS_INDEX = 'Product_Master_AutoComplete';

/** Index names a client may use: the main index and its sorted replicas. */
export const PRODUCT_INDEX_SORTS: Readonly<Record<string, SortMethod>> = {
  PRODUCTS_MASTER: 'DEFAULT',
  PRODUCTS_MASTER_price_asc: 'PRICE_LOW',
  PRODUCTS_MASTER_price_desc: 'PRICE_HIGH',
  PRODUCTS_MASTER_rating_desc: 'HIGHEST_RATING',
  PRODUCTS_MASTER_best_selling: 'BEST_SELLING',
  PRODUCTS_MASTER_name_asc: 'A_TO_Z',
  PRODUCTS_MASTER_name_desc: 'Z_TO_A',
};

export const MAX_QUERY_LENGTH = 512;
const MAX_REQUESTS = 50;
// Hits one call may ask for, summed over its requests (hitsPerPage, or maxFacetHits of a facet
// search): 50 requests of 1,000 hits each were a 57 MB answer that held the server 2.5 s; this is
// about 1 MB. The store's own pages ask for at most 10 in one request.
export const MAX_HITS_PER_CALL = 1000;
const MAX_PARAMS_LENGTH = 64 * 1024;
const MAX_TAG_LENGTH = 200;
const MAX_FACET_NAMES = 100;
const DEFAULT_HITS_PER_PAGE = 20;

/** The error the route answers with HTTP 400. */
export interface ProtocolError {
  message: string;
  status: 400;
}

export type Outcome<T> = { ok: true; value: T } | { ok: false; error: ProtocolError };

/** What the protocol needs from the engine (SearchEngine provides it). */
export type SearchBackend = Pick<SearchEngine, 'search' | 'searchFacetValues' | 'searchSuggestions'>;

/** One request, validated. */
export interface ParsedRequest {
  indexName: string;
  target: 'products' | 'suggestions';
  /** "facet" for a facet-value search sent through the multi-query endpoint. */
  type: 'default' | 'facet';
  facetName: string | null;
  facetQuery: string;
  maxFacetHits: number | undefined;
  search: SearchRequest;
  clickAnalytics: boolean;
  /** False when the client asked not to count this search (`analytics: false`, e.g. search-as-you-type). */
  analytics: boolean;
  attributesToRetrieve: string[] | null;
  /** The params as the client sent them, URL-encoded (echoed in the answer). */
  params: string;
}

export interface ProtocolOptions {
  /** Milliseconds clock for processingTimeMS (default performance.now). */
  now?: () => number;
  /** Makes the queryID of a search with clickAnalytics (default: random 32 hex digits). */
  queryId?: () => string;
  /** Told of each customer query worth learning from (see learnableQuery), with its hit count. */
  learn?: (query: string, nbHits: number) => void;
}

class InvalidRequest extends Error {}

function invalid(message: string): never {
  throw new InvalidRequest(message);
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

const TEXT_PARAMS = new Set(['query', 'filters', 'highlightPreTag', 'highlightPostTag']);

/** Params given as one URL-encoded string: arrays arrive JSON-encoded, numbers and booleans as text. */
function decodeParamString(text: string): Record<string, unknown> {
  if (text.length > MAX_PARAMS_LENGTH) invalid(`params is longer than ${MAX_PARAMS_LENGTH} characters`);
  let search: URLSearchParams;
  try {
    search = new URLSearchParams(text.startsWith('?') ? text.slice(1) : text);
  } catch {
    invalid('params is not a valid URL-encoded string');
  }
  const out: Record<string, unknown> = {};
  for (const [key, value] of search) {
    const trimmed = value.trim();
    // Text parameters stay text: a search for "{ … }" is a query, not an object.
    if (TEXT_PARAMS.has(key)) {
      out[key] = value;
      continue;
    }
    if ((trimmed.startsWith('[') && trimmed.endsWith(']')) || (trimmed.startsWith('{') && trimmed.endsWith('}'))) {
      try {
        out[key] = JSON.parse(trimmed);
        continue;
      } catch {
        invalid(`${key} is not valid JSON`);
      }
    }
    out[key] = value;
  }
  return out;
}

function encodeParams(params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    search.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return search.toString();
}

function readString(p: Record<string, unknown>, key: string, maxLength: number): string | undefined {
  const v = p[key];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'string') invalid(`${key} must be a string`);
  if (v.length > maxLength) invalid(`${key} is longer than ${maxLength} characters`);
  return v;
}

function readInt(p: Record<string, unknown>, key: string, min: number): number | undefined {
  const v = p[key];
  if (v === undefined || v === null || v === '') return undefined;
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\s*-?\d+\s*$/.test(v) ? Number(v) : NaN;
  if (!Number.isSafeInteger(n)) invalid(`${key} must be an integer`);
  if (n < min) invalid(`${key} must be at least ${min}`);
  return n;
}

function readBool(p: Record<string, unknown>, key: string): boolean | undefined {
  const v = p[key];
  if (v === undefined || v === null) return undefined;
  if (typeof v === 'boolean') return v;
  if (v === 'true' || v === '1') return true;
  if (v === 'false' || v === '0' || v === '') return false;
  invalid(`${key} must be true or false`);
}

/** A list of names: an array of strings, one string, or a comma-separated string. */
function readNames(p: Record<string, unknown>, key: string): string[] | undefined {
  const v = p[key];
  if (v === undefined || v === null) return undefined;
  const list = typeof v === 'string' ? v.split(',').map((s) => s.trim()).filter(Boolean) : v;
  if (!Array.isArray(list) || !list.every((x) => typeof x === 'string')) invalid(`${key} must be an array of strings`);
  if (list.length > MAX_FACET_NAMES) invalid(`${key} has more than ${MAX_FACET_NAMES} entries`);
  return list as string[];
}

/** Filters stay as sent (the engine parses them); only their outer shape is checked here. */
function readFilterList(p: Record<string, unknown>, key: string): string | (string | string[])[] | undefined {
  const v = p[key];
  if (v === undefined || v === null) return undefined;
  if (typeof v === 'string') return v;
  if (Array.isArray(v) && v.every((x) => typeof x === 'string' || (Array.isArray(x) && x.every((y) => typeof y === 'string'))))
    return v as (string | string[])[];
  invalid(`${key} must be a string, an array of strings, or an array of string arrays`);
}

function checkQuery(query: string): void {
  if (query.length > MAX_QUERY_LENGTH) invalid(`query is longer than ${MAX_QUERY_LENGTH} characters`);
  if (hasControlChars(query)) invalid('query must not contain control characters');
}

function readSort(p: Record<string, unknown>, fromIndex: SortMethod): SortMethod {
  const v = p.sortMethod;
  if (v === undefined || v === null || v === '') return fromIndex;
  if (typeof v !== 'string' || !SORT_METHODS.includes(v as SortMethod)) invalid(`sortMethod must be one of ${SORT_METHODS.join(', ')}`);
  return v as SortMethod;
}

function parseOne(raw: unknown, indexOverride?: string): ParsedRequest {
  if (!isRecord(raw)) invalid('each request must be an object');
  const indexName = indexOverride ?? raw.indexName;
  if (typeof indexName !== 'string' || indexName === '') invalid('indexName is required');
  const sort = PRODUCT_INDEX_SORTS[indexName];
  if (sort === undefined && indexName !== SUGGESTIONS_INDEX) invalid(`Index ${indexName.slice(0, 100)} does not exist`);
  const rawParams = raw.params ?? {};
  let p: Record<string, unknown>;
  if (typeof rawParams === 'string') p = decodeParamString(rawParams);
  else if (isRecord(rawParams)) p = rawParams;
  else invalid('params must be an object or a URL-encoded string');
  // algoliasearch v5 sends every search parameter beside indexName rather than inside params.
  for (const key in raw) {
    if (key === 'indexName' || key === 'params' || key === 'type' || key === '__proto__' || raw[key] === undefined || p[key] !== undefined) continue;
    if (p === rawParams) p = { ...p };
    p[key] = raw[key];
  }

  const query = readString(p, 'query', MAX_QUERY_LENGTH) ?? '';
  checkQuery(query);
  const hitsPerPage = readInt(p, 'hitsPerPage', 0) ?? DEFAULT_HITS_PER_PAGE;
  if (hitsPerPage > MAX_REACHABLE_HITS) invalid(`hitsPerPage must be at most ${MAX_REACHABLE_HITS}`);
  const page = readInt(p, 'page', 0) ?? 0;
  if (page > MAX_REACHABLE_HITS || (hitsPerPage > 0 && page * hitsPerPage >= MAX_REACHABLE_HITS && page > 0))
    invalid(`page ${page} is beyond the first ${MAX_REACHABLE_HITS} hits`);
  const maxValuesPerFacet = readInt(p, 'maxValuesPerFacet', 1);
  const sortFacetValuesBy = readString(p, 'sortFacetValuesBy', 10);
  if (sortFacetValuesBy !== undefined && sortFacetValuesBy !== 'count' && sortFacetValuesBy !== 'alpha')
    invalid('sortFacetValuesBy must be count or alpha');
  const type = raw.type === 'facet' || p.type === 'facet' ? 'facet' : 'default';
  if (raw.type !== undefined && raw.type !== 'facet' && raw.type !== 'default') invalid('type must be default or facet');
  const facetName = readString(p, 'facet', 200) ?? readString(p, 'facetName', 200) ?? null;
  if (type === 'facet' && !facetName) invalid('a facet search needs a facet name');
  const facetQuery = readString(p, 'facetQuery', MAX_QUERY_LENGTH) ?? '';
  checkQuery(facetQuery);
  const maxFacetHits = readInt(p, 'maxFacetHits', 1);

  const search: SearchRequest = {
    query,
    page,
    hitsPerPage,
    facets: readNames(p, 'facets'),
    maxValuesPerFacet: maxValuesPerFacet === undefined ? undefined : Math.min(maxValuesPerFacet, MAX_VALUES_PER_FACET),
    sortFacetValuesBy: sortFacetValuesBy as 'count' | 'alpha' | undefined,
    facetFilters: readFilterList(p, 'facetFilters'),
    numericFilters: readFilterList(p, 'numericFilters'),
    filters: readString(p, 'filters', 8192),
    sort: readSort(p, sort ?? 'DEFAULT'),
    highlightPreTag: readString(p, 'highlightPreTag', MAX_TAG_LENGTH),
    highlightPostTag: readString(p, 'highlightPostTag', MAX_TAG_LENGTH),
    attributesToHighlight: readNames(p, 'attributesToHighlight'),
  };
  readString(p, 'userToken', 200);
  return {
    indexName,
    target: indexName === SUGGESTIONS_INDEX ? 'suggestions' : 'products',
    type,
    facetName,
    facetQuery,
    maxFacetHits: maxFacetHits === undefined ? undefined : Math.min(maxFacetHits, MAX_FACET_HITS),
    search,
    clickAnalytics: readBool(p, 'clickAnalytics') ?? false,
    analytics: readBool(p, 'analytics') ?? true,
    attributesToRetrieve: readNames(p, 'attributesToRetrieve') ?? null,
    params: typeof rawParams === 'string' ? rawParams : encodeParams(p),
  };
}

function attempt<T>(fn: () => T): Outcome<T> {
  try {
    return { ok: true, value: fn() };
  } catch (error) {
    if (error instanceof InvalidRequest || error instanceof SearchInputError) return { ok: false, error: { message: error.message, status: 400 } };
    throw error;
  }
}

/** Validates one request `{ indexName, params }` (params as an object or a URL-encoded string). */
export function parseSearchRequest(raw: unknown, indexName?: string): Outcome<ParsedRequest> {
  return attempt(() => parseOne(raw, indexName));
}

/** Validates a multi-query body `{ requests: [...] }`. */
export function parseMultiQuery(body: unknown): Outcome<ParsedRequest[]> {
  return attempt(() => {
    if (!isRecord(body) || !Array.isArray(body.requests)) invalid('the body must be { "requests": [...] }');
    if (body.requests.length > MAX_REQUESTS) invalid(`at most ${MAX_REQUESTS} requests at once`);
    const requests = body.requests.map((r) => parseOne(r));
    const hits = requests.reduce((n, r) => n + (r.type === 'facet' ? (r.maxFacetHits ?? 10) : (r.search.hitsPerPage ?? 0)), 0);
    if (hits > MAX_HITS_PER_CALL) {
      invalid(`these requests ask for ${hits} hits together; one call may ask for at most ${MAX_HITS_PER_CALL} (hitsPerPage summed over its requests): ask for fewer, or page through them`);
    }
    return requests;
  });
}

const PRODUCT_HIT_FIELDS = ['title', 'seoName', 'price', 'stock', 'quantity', 'brand', 'category', 'picture', 'city', 'state', 'interchange', 'fitment', 'model'] as const;

/** A product as a hit of PRODUCTS_MASTER (spec 2 §3). */
export function productHit(record: SearchProductRecord, highlight: HighlightResult, retrieve: readonly string[] | null): Record<string, unknown> {
  const all: Record<string, unknown> = {
    objectID: String(record.id),
    title: record.title,
    seoName: record.seoName,
    price: record.price,
    stock: record.status,
    quantity: record.quantity,
    brand: record.brand,
    category: record.category,
    picture: record.picture,
    city: record.city,
    state: record.state,
    interchange: record.interchange,
    fitment: record.fitment,
    model: record.model,
  };
  if (retrieve && !retrieve.includes('*')) {
    for (const field of PRODUCT_HIT_FIELDS) if (!retrieve.includes(field)) delete all[field];
  }
  all._highlightResult = highlight;
  return all;
}

function randomQueryId(): string {
  return crypto.randomUUID().replace(/-/g, '');
}

function baseAnswer(req: ParsedRequest, started: number, now: () => number) {
  return { query: req.search.query ?? '', params: req.params, index: req.indexName, processingTimeMS: Math.max(0, Math.round(now() - started)) };
}

function productsAnswer(req: ParsedRequest, result: SearchResult, started: number, options: ResolvedOptions) {
  const answer: Record<string, unknown> = {
    hits: result.hits.map((h) => productHit(h.record, h.highlight, req.attributesToRetrieve)),
    nbHits: result.nbHits,
    page: result.page,
    nbPages: result.nbPages,
    hitsPerPage: result.hitsPerPage,
    facets: result.facets,
    facets_stats: result.facetsStats,
    exhaustiveFacetsCount: true,
    exhaustiveNbHits: true,
    exhaustive: { facetsCount: true, nbHits: true },
    ...baseAnswer(req, started, options.now),
  };
  if (req.clickAnalytics) answer.queryID = options.queryId();
  return answer;
}

function suggestionsAnswer(req: ParsedRequest, result: SuggestionResult, started: number, options: ResolvedOptions) {
  const answer: Record<string, unknown> = {
    hits: result.hits.map((h) => ({ ...h.record, _highlightResult: h.highlight })),
    nbHits: result.nbHits,
    page: result.page,
    nbPages: result.nbPages,
    hitsPerPage: result.hitsPerPage,
    facets: {},
    facets_stats: {},
    exhaustiveFacetsCount: true,
    exhaustiveNbHits: true,
    exhaustive: { facetsCount: true, nbHits: true },
    ...baseAnswer(req, started, options.now),
  };
  if (req.clickAnalytics) answer.queryID = options.queryId();
  return answer;
}

function facetAnswer(result: FacetValuesResult, started: number, now: () => number) {
  return { facetHits: result.facetHits, exhaustiveFacetsCount: result.exhaustiveFacetsCount, processingTimeMS: Math.max(0, Math.round(now() - started)) };
}

function facetRequest(req: ParsedRequest): FacetValuesRequest {
  return { ...req.search, facetName: req.facetName ?? '', facetQuery: req.facetQuery, maxFacetHits: req.maxFacetHits };
}

type ResolvedOptions = Required<Omit<ProtocolOptions, 'learn'>> & Pick<ProtocolOptions, 'learn'>;

function resolveOptions(options: ProtocolOptions): ResolvedOptions {
  return { now: options.now ?? (() => performance.now()), queryId: options.queryId ?? randomQueryId, learn: options.learn };
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
