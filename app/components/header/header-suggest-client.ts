import { graphql } from '~/gql/gql';
import { clientQuery } from '~/lib/graphql';

/** Spec 2 §9: the suggestion list holds at most 10 entries minus the 4 product slots. */
export const PRODUCT_SLOTS = 4;
export const TERM_SLOTS = 10 - PRODUCT_SLOTS;

export interface SuggestTerm {
  kind: 'term';
  term: string;
  /** The category the term stands for, when it is not the term itself. */
  category: string;
}

export interface SuggestProduct {
  kind: 'product';
  id: string;
  name: string;
  seoName: string;
  price: number | null;
  thumbnailUrl: string;
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
    v1 { searchResults(searchString: $q, first: $first) { nodes { id name seoName price picture { thumbnailUrl } } } }
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
async function fetchProducts(query: string, signal: AbortSignal): Promise<SuggestProduct[]> {
  const data = await clientQuery(PRODUCTS, { q: query, first: PRODUCT_SLOTS }, { signal });
  return data.v1.searchResults.nodes.map((n) => ({
    kind: 'product',
    id: n.id,
    name: n.name,
    seoName: n.seoName,
    price: n.price,
    thumbnailUrl: n.picture.thumbnailUrl,
  }));
}

const cache = new Map<string, Suggestions>();

/** Terms and product slots for what the customer has typed (answers are kept for repeat keystrokes). */
export async function fetchSuggestions(query: string, signal: AbortSignal): Promise<Suggestions> {
  const key = query.trim().toLowerCase();
  const hit = cache.get(key);
  if (hit) return hit;
  const [terms, products] = await Promise.all([fetchTerms(key, signal), key ? fetchProducts(key, signal) : Promise.resolve([])]);
  const out = { terms, products };
  if (cache.size >= 50) cache.delete(cache.keys().next().value as string);
  cache.set(key, out);
  return out;
}
