import { graphql } from '~/gql/gql';
import type { ProductPageQuery } from '~/gql/graphql';

/** The product page's operation: everything the page shows, in one round trip. */
export const PRODUCT_PAGE_QUERY = graphql(`
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
          backorderAvailabilityRange buildToOrderRange preorderAvailabilityStartDateTime canNotify
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
`);

export type ProductDetail = NonNullable<ProductPageQuery['v1']['product']>;
export type ProductCard = ProductDetail['relatedProducts'][number];
export type ProductReview = ProductDetail['reviews']['nodes'][number];

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
