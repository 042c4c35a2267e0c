import { graphql } from '~/gql/gql';
import type { SearchHitFieldsFragment } from '~/gql/graphql';

// The fields of a search hit that product grids show (home sections, category and brand pages).
graphql(`fragment SearchHitFields on SearchProduct { id name seoName sku manufacturerPartNumber price status brand city state picture { imageUrl } }`);

export type SearchHit = SearchHitFieldsFragment;

