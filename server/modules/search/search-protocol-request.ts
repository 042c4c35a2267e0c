/**
 * A search request as the protocol accepts it: which index it names, its params validated into
 * the engine's SearchRequest, and the limits on one multi-query call.
 */
import { MAX_FACET_HITS, MAX_REACHABLE_HITS, MAX_VALUES_PER_FACET } from './search-engine';
import type { SearchRequest, SortMethod } from './search-types';
import {
  attempt,
  checkQuery,
  decodeParamString,
  encodeParams,
  invalid,
  isRecord,
  MAX_QUERY_LENGTH,
  MAX_TAG_LENGTH,
  type Outcome,
  readBool,
  readFilterList,
  readInt,
  readNames,
  readSort,
  readString,
} from './search-protocol-params';

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

const MAX_REQUESTS = 50;
// Hits one call may ask for, summed over its requests (hitsPerPage, or maxFacetHits of a facet
// search): 50 requests of 1,000 hits each were a 57 MB answer that held the server 2.5 s; this is
// about 1 MB. The store's own pages ask for at most 10 in one request.
export const MAX_HITS_PER_CALL = 1000;
export const DEFAULT_HITS_PER_PAGE = 20;

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
