/** The protocol's answers, shaped the way react-instantsearch expects them. */
import type { FacetValuesResult, HighlightResult, SearchProductRecord, SearchResult, SuggestionResult } from './search-types';
import type { ParsedRequest } from './search-protocol-request';

export interface ProtocolOptions {
  /** Milliseconds clock for processingTimeMS (default performance.now). */
  now?: () => number;
  /** Makes the queryID of a search with clickAnalytics (default: random 32 hex digits). */
  queryId?: () => string;
  /** Told of each customer query worth learning from (see learnableQuery), with its hit count. */
  learn?: (query: string, nbHits: number) => void;
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

export function productsAnswer(req: ParsedRequest, result: SearchResult, started: number, options: ResolvedOptions) {
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

export function suggestionsAnswer(req: ParsedRequest, result: SuggestionResult, started: number, options: ResolvedOptions) {
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

export function facetAnswer(result: FacetValuesResult, started: number, now: () => number) {
  return { facetHits: result.facetHits, exhaustiveFacetsCount: result.exhaustiveFacetsCount, processingTimeMS: Math.max(0, Math.round(now() - started)) };
}

export type ResolvedOptions = Required<Omit<ProtocolOptions, 'learn'>> & Pick<ProtocolOptions, 'learn'>;

export function resolveOptions(options: ProtocolOptions): ResolvedOptions {
  return { now: options.now ?? (() => performance.now()), queryId: options.queryId ?? randomQueryId, learn: options.learn };
}
