import type { RouterContextProvider } from 'react-router';
import { graphql } from '~/gql/gql';
import type { SearchAlternativesQuery } from '~/gql/graphql';
import { serverQuery } from '~/lib/graphql';

const ALTERNATIVES = graphql(`
  query SearchAlternatives($q: String!) {
    v1 {
      searchAlternatives(searchString: $q) {
        didYouMean { query totalCount }
        categories { id name seoName }
        machines { id name manufacturer }
      }
    }
  }
`);

export type SearchAlternatives = SearchAlternativesQuery['v1']['searchAlternatives'];

/** For a search that found nothing: "Did you mean…", and the categories and machines its words name; null when it cannot be read. */
export function loadSearchAlternatives(context: Readonly<RouterContextProvider>, query: string): Promise<SearchAlternatives | null> {
  if (!query.trim()) return Promise.resolve(null);
  return serverQuery(context, ALTERNATIVES, { q: query })
    .then((d) => d.v1.searchAlternatives)
    .catch(() => null);
}
