/** The product page's operation: everything the page shows, in one round trip. */
export const PRODUCT_PAGE_QUERY = /* GraphQL */ `
  query ProductPage($id: ID!) {
    v1 {
      product(id: $id) {
        id sku name seoName manufacturerPartNumber gtin
        shortDescription fullDescription metaTitle metaDescription
        length width height weight youtubeEmbedCode
        isFreeShipping shipSeparately allowCustomerReviews
        approvedRatingSum approvedTotalReviews
        priceAndAvailability {
          price oldPrice status stock orderMinimumQuantity orderMaximumQuantity allowedQuantities
          backorderAvailabilityRange buildToOrderRange preorderAvailabilityStartDateTime
        }
        pictures { thumbnailUrl imageUrl fullSizeImageUrl altAttribute }
        manufacturers { id name }
        vendor { name }
        warehouse { address { city stateProvince { abbreviation } } }
        categories { id name seoName parentCategoryId }
        specificationAttributes { name value }
        partInterchange { partNumber brand kind }
        machineModelFitment { id name baseName manufacturer type serialFrom serialTo engine attachment }
        relatedProducts { ...Card }
        alsoPurchasedProducts { ...Card }
        reviews(first: 5) { totalCount nodes { id rating title reviewText replyText customerName createdOnUtc helpfulYesTotal helpfulNoTotal } }
      }
    }
  }
  fragment Card on Product {
    id name seoName sku
    priceAndAvailability { price status }
    pictures { imageUrl }
  }
`;

export interface ProductCard {
  id: string;
  name: string;
  seoName: string;
  sku: string;
  priceAndAvailability: { price: number | null; status: string };
  pictures: Array<{ imageUrl: string }>;
}

export interface ProductReview {
  id: string;
  rating: number;
  title: string;
  reviewText: string;
  replyText: string | null;
  customerName: string;
  createdOnUtc: string;
  helpfulYesTotal: number;
  helpfulNoTotal: number;
}

export interface ProductDetail {
  id: string;
  sku: string;
  name: string;
  seoName: string;
  manufacturerPartNumber: string;
  gtin: string;
  shortDescription: string;
  fullDescription: string;
  metaTitle: string;
  metaDescription: string;
  length: number;
  width: number;
  height: number;
  weight: number;
  youtubeEmbedCode: string | null;
  isFreeShipping: boolean;
  shipSeparately: boolean;
  allowCustomerReviews: boolean;
  approvedRatingSum: number;
  approvedTotalReviews: number;
  priceAndAvailability: {
    price: number | null;
    oldPrice: number | null;
    status: string;
    stock: number;
    orderMinimumQuantity: number;
    orderMaximumQuantity: number;
    allowedQuantities: number[];
    backorderAvailabilityRange: string;
    buildToOrderRange: string;
    preorderAvailabilityStartDateTime: string | null;
  };
  pictures: Array<{ thumbnailUrl: string; imageUrl: string; fullSizeImageUrl: string; altAttribute: string }>;
  manufacturers: Array<{ id: string; name: string }>;
  vendor: { name: string } | null;
  warehouse: { address: { city: string; stateProvince: { abbreviation: string } | null } } | null;
  categories: Array<{ id: string; name: string; seoName: string; parentCategoryId: number | null }>;
  specificationAttributes: Array<{ name: string; value: string }>;
  partInterchange: Array<{ partNumber: string; brand: string; kind: string }>;
  machineModelFitment: Array<{
    id: string;
    name: string;
    baseName: string;
    manufacturer: string;
    type: string;
    serialFrom: string | null;
    serialTo: string | null;
    engine: string | null;
    attachment: string | null;
  }>;
  relatedProducts: ProductCard[];
  alsoPurchasedProducts: ProductCard[];
  reviews: { totalCount: number; nodes: ProductReview[] };
}

/** The product page path: /{seoProduct}/p/{productId}. */
export function productPath(p: { id: string; seoName: string }): string {
  return `/${encodeURIComponent(p.seoName || 'product')}/p/${p.id}`;
}

/** The video id of a stored YouTube embed, so the page renders its own iframe and never stored HTML. */
export function youtubeVideoId(embed: string | null): string | null {
  if (!embed) return null;
  const m = /youtube(?:-nocookie)?\.com\/embed\/([A-Za-z0-9_-]{6,20})/.exec(embed) ?? /youtu\.be\/([A-Za-z0-9_-]{6,20})/.exec(embed);
  return m ? m[1] : null;
}
