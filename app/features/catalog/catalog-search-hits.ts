/** The fields of a search hit that product grids show (home sections, category and brand pages). */
export const SEARCH_HIT_FIELDS = 'id name seoName sku manufacturerPartNumber price status brand city state picture { imageUrl }';

export interface SearchHit {
  id: string;
  name: string;
  seoName: string;
  sku: string;
  manufacturerPartNumber: string;
  price: number | null;
  status: string;
  brand: string;
  city: string;
  state: string;
  picture: { imageUrl: string };
}

export interface SearchHitPage {
  totalCount: number;
  pageInfo: { hasNextPage: boolean };
  nodes: SearchHit[];
}

