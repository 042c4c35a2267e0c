import type { RouterContextProvider } from 'react-router';
import { graphql } from '~/gql/gql';
import { serverQuery } from '~/lib/graphql';
import { ANY_CATEGORY_PARAM, type CategoryHint } from './components/search-category-hint';

const CATEGORY_HINT = graphql(`
  query SearchCategoryHint($q: String!) {
    v1 {
      searchResults(searchString: $q, first: 1) {
        categoryHint { name value }
      }
    }
  }
`);

/**
 * The kind of part the query names ("jd 4020 belt" → Belts), which search ranks first; null when
 * it names none, when the customer removed it (`anyCategory=1`), or when search does not answer.
 */
export function loadCategoryHint(context: Readonly<RouterContextProvider>, query: string, params: URLSearchParams): Promise<CategoryHint | null> {
  if (!query.trim() || params.get(ANY_CATEGORY_PARAM) === '1') return Promise.resolve(null);
  return serverQuery(context, CATEGORY_HINT, { q: query })
    .then((d) => d.v1.searchResults.categoryHint ?? null)
    .catch(() => null);
}
