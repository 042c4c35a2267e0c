import { graphql } from '~/gql/gql';
import { clientQuery } from '~/lib/graphql';
import { matchedPartNumber, type PartNumberMatch } from './header-suggest-part-number';

/** Spec 2 §9: the suggestion list holds at most 10 entries minus the 4 product slots. */
export const PRODUCT_SLOTS = 4;
export const TERM_SLOTS = 10 - PRODUCT_SLOTS;

export interface SuggestTerm {
  kind: 'term';
  term: string;
  /** The category the term stands for, when it is not the term itself. */
  category: string;
  /** The corrected spelling of what was typed ("Did you mean"). */
  corrected?: boolean;
}

export interface SuggestProduct {
  kind: 'product';
  id: string;
  name: string;
  seoName: string;
  price: number | null;
  thumbnailUrl: string;
  /** The product's part number that holds what was typed, if any. */
  partNumber: PartNumberMatch | null;
}

export interface Suggestions {
  terms: SuggestTerm[];
  products: SuggestProduct[];
}

interface TermHit {
  SearchTerm: string;
  category: string;
}

const PRODUCTS = graphql(`
  query SuggestProducts($q: String!, $first: Int!) {
    v1 {
      searchResults(searchString: $q, first: $first) { nodes { id name seoName price sku manufacturerPartNumber interchange picture { thumbnailUrl } } }
      searchSpelling(searchString: $q, typing: true) { query }
    }
  }
`);

/** Search terms from the suggestion index, over the search endpoint in the hosted engine's format. */
async function fetchTerms(query: string, signal: AbortSignal): Promise<SuggestTerm[]> {
  const res = await fetch('/api/search/1/indexes/*/queries', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      requests: [{ indexName: 'Product_Master_AutoComplete', params: { query, hitsPerPage: TERM_SLOTS, attributesToHighlight: [] } }],
    }),
    signal,
  });
  if (!res.ok) throw new Error(`Suggestions answered ${res.status}`);
  const body = (await res.json()) as { results: Array<{ hits: TermHit[] }> };
  return (body.results[0]?.hits ?? []).map((h) => ({
    kind: 'term',
    term: h.SearchTerm,
    category: h.category && h.category.toLowerCase() !== h.SearchTerm.toLowerCase() ? h.category : '',
  }));
}

// The product slots come through GraphQL: the search endpoint counts every product query it
// answers as a customer's search, and a half-typed word must never become a suggestion.
async function fetchProducts(query: string, signal: AbortSignal): Promise<{ products: SuggestProduct[]; correction: string | null }> {
  const data = await clientQuery(PRODUCTS, { q: query, first: PRODUCT_SLOTS }, { signal });
  const products = data.v1.searchResults.nodes.map((n) => ({
    kind: 'product' as const,
    id: n.id,
    name: n.name,
    seoName: n.seoName,
    price: n.price,
    thumbnailUrl: n.picture.thumbnailUrl,
    partNumber: matchedPartNumber(query, [n.sku, n.manufacturerPartNumber, ...n.interchange]),
  }));
  return { products, correction: data.v1.searchSpelling?.query ?? null };
}

/** The corrected spelling first among the terms (once), the list kept to its slots. */
export function withCorrection(terms: SuggestTerm[], correction: string | null): SuggestTerm[] {
  if (!correction) return terms;
  const key = correction.toLowerCase();
  const rest = terms.filter((t) => t.term.toLowerCase() !== key);
  return [{ kind: 'term' as const, term: correction, category: '', corrected: true }, ...rest].slice(0, TERM_SLOTS);
}

const cache = new Map<string, Suggestions>();

/** Terms and product slots for what the customer has typed (answers are kept for repeat keystrokes). */
export async function fetchSuggestions(query: string, signal: AbortSignal): Promise<Suggestions> {
  const key = query.trim().toLowerCase();
  const hit = cache.get(key);
  if (hit) return hit;
  const [terms, found] = await Promise.all([fetchTerms(key, signal), key ? fetchProducts(key, signal) : Promise.resolve({ products: [], correction: null })]);
  const out = { terms: withCorrection(terms, found.correction), products: found.products };
  if (cache.size >= 50) cache.delete(cache.keys().next().value as string);
  cache.set(key, out);
  return out;
}
