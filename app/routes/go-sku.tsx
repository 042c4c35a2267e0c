import { graphql } from '~/gql/gql';
import { data, redirect } from 'react-router';
import { productPath } from '~/features/catalog/catalog-product-query';
import { serverQuery } from '~/lib/graphql';
import type { Route } from './+types/go-sku';

// A QR code or printed link by SKU: straight to the product, or the 404 page for an unknown SKU.
export async function loader({ params, context }: Route.LoaderArgs) {
  const sku = params.sku.trim();
  if (!sku || sku.length > 64) throw data(null, { status: 404 });
  const result = await serverQuery(
    context,
    graphql(`query GoSku($sku: String!) { v1 { product(sku: $sku) { id seoName } } }`),
    { sku },
  );
  if (!result.v1.product) throw data(null, { status: 404 });
  return redirect(productPath(result.v1.product), 302);
}

// A page route (not a resource route), so an unknown SKU renders the store's 404 page; the loader
// always redirects or throws, so there is nothing of its own to render.
export default function GoSku() {
  return null;
}
