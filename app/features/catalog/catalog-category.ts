import { SEARCH_HIT_FIELDS, type SearchHitPage } from './catalog-search-hits';

export interface CategoryCrumb {
  id: string;
  name: string;
  seoName: string;
}

export interface CategoryPageData extends CategoryCrumb {
  description: string;
  numberOfProducts: number;
  breadcrumb: CategoryCrumb[];
  children: Array<CategoryCrumb & { numberOfProducts: number; picture: { thumbnailUrl: string } }>;
}

export const CATEGORY_QUERY = /* GraphQL */ `
  query CategoryPage($id: ID!) {
    v1 {
      category(id: $id) {
        id name seoName description numberOfProducts
        breadcrumb { id name seoName }
        children { id name seoName numberOfProducts picture { thumbnailUrl } }
      }
    }
  }
`;

export interface CategoryQueryResult {
  v1: { category: CategoryPageData | null };
}

export const CATEGORY_PRODUCTS_QUERY = /* GraphQL */ `
  query CategoryProducts($q: String, $filters: [SearchFilterInput!], $first: Int) {
    v1 {
      searchResults(searchString: $q, filters: $filters, first: $first) {
        totalCount
        pageInfo { hasNextPage }
        nodes { ${SEARCH_HIT_FIELDS} }
        filters { id name attribute values { value count } }
      }
    }
  }
`;

export interface CategoryProductsResult {
  v1: { searchResults: SearchHitPage & { filters: Array<{ id: string; name: string; attribute: string; values: Array<{ value: string; count: number }> }> } };
}

/** A category's page address: /{seoName}/c/{id}, or /{seoName}/s/c/{id} for a search within it. */
export function categoryPath(c: { id: string; seoName: string }, search = false): string {
  return `/${encodeURIComponent(c.seoName || 'category')}${search ? '/s' : ''}/c/${c.id}`;
}
