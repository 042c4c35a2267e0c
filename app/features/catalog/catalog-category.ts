import { graphql } from '~/gql/gql';
import type { CategoryPageQuery } from '~/gql/graphql';

export const CATEGORY_QUERY = graphql(`
  query CategoryPage($id: ID!) {
    v1 {
      category(id: $id) {
        id name seoName description numberOfProducts
        breadcrumb { id name seoName }
        children { id name seoName numberOfProducts picture { thumbnailUrl } }
      }
    }
  }
`);

export type CategoryPageData = NonNullable<CategoryPageQuery['v1']['category']>;
export type CategoryCrumb = CategoryPageData['breadcrumb'][number];

export const CATEGORY_PRODUCTS_QUERY = graphql(`
  query CategoryProducts($q: String, $filters: [SearchFilterInput!], $first: Int) {
    v1 {
      searchResults(searchString: $q, filters: $filters, first: $first) {
        totalCount
        pageInfo { hasNextPage }
        nodes { ...SearchHitFields }
        filters { id name attribute values { value count } }
      }
    }
  }
`);

/** A category's page address: /{seoName}/c/{id}, or /{seoName}/s/c/{id} for a search within it. */
export function categoryPath(c: { id: string; seoName: string }, search = false): string {
  return `/${encodeURIComponent(c.seoName || 'category')}${search ? '/s' : ''}/c/${c.id}`;
}
