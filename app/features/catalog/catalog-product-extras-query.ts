import { graphql } from '~/gql/gql';
import type { ProductAlternativesQuery, ProductShippingQuery } from '~/gql/graphql';

// The product page's reads besides the product itself: asked only when the page needs them.

export const PRODUCT_SHIPPING = graphql(`
  query ProductShipping($id: ID!, $zip: String!, $country: String, $countryId: ID, $stateProvinceId: ID) {
    v1 {
      product(id: $id) {
        shippingOptions(zipPostalCode: $zip, countryCode: $country, countryId: $countryId, stateProvinceId: $stateProvinceId) { id name price eta }
      }
    }
  }
`);

export const PRODUCT_ALTERNATIVES = graphql(`
  query ProductAlternatives($id: ID!) {
    v1 {
      product(id: $id) {
        alternatives {
          relation partNumber
          product { id name seoName sku manufacturerPartNumber priceAndAvailability { price status stock } pictures { thumbnailUrl } manufacturers { name } }
        }
      }
    }
  }
`);

export const CART_DESTINATION = graphql(`query ProductPageCartDestination { v1 { shoppingCart { destination { countryId provinceId postalCode } } } }`);

export type ShippingOption = NonNullable<ProductShippingQuery['v1']['product']>['shippingOptions'][number];
export type ProductAlternative = NonNullable<ProductAlternativesQuery['v1']['product']>['alternatives'][number];

/** The product page's shipping estimate: where to (as typed, or the cart's destination), the options there, or why there are none. */
export interface ShippingEstimate {
  zip: string;
  country: string;
  options: ShippingOption[] | null;
  error: string | null;
}
