import { data, redirect } from 'react-router';
import { loadAlternatives, loadShippingEstimate } from '~/features/catalog/catalog-product-extras.server';
import { PRODUCT_PAGE_QUERY, productPath } from '~/features/catalog/catalog-product-query';
import { ProductAlternatives } from '~/features/catalog/components/catalog-product-alternatives';
import { ProductByPhone } from '~/features/catalog/components/catalog-product-by-phone';
import { ProductView } from '~/features/catalog/components/catalog-product-page';
import { ProductShipping } from '~/features/catalog/components/catalog-product-shipping';
import { ProductBuy } from '~/features/cart/components/cart-product-buy';
import { FitmentCheck } from '~/features/fleet/components/fleet-fitment-check';
import { loadFitment } from '~/features/fleet/fleet-loader.server';
import { QuoteRequestLink } from '~/features/quotes/components/quotes-request-link';
import { serverQuery } from '~/lib/graphql';
import { pageMeta } from '~/lib/meta';
import { useRootData } from '~/lib/root-data';
import { useLiveProduct } from '~/lib/use-live';
import type { Route } from './+types/product';
import { isIdParam } from '~/lib/route-params';
import { needsAlternatives, soldByPhone } from '../../shared/availability-alternatives';
import { policyOf } from '../../shared/availability';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!isIdParam(params.productId)) throw data(null, { status: 404 });
  const url = new URL(request.url);
  // The fit with the customer's selected machine is checked here, so the page is served with it;
  // the shipping estimate is asked beside it (a refused postal code is its own answer, never the page's).
  const [result, fitment, shipping] = await Promise.all([
    serverQuery(context, PRODUCT_PAGE_QUERY, { id: params.productId }),
    loadFitment(context, params.productId),
    loadShippingEstimate(context, params.productId, url),
  ]);
  const product = result.v1.product;
  if (!product) throw data(null, { status: 404 });
  // One address per product: an old or mistyped name part redirects to the current one.
  const canonical = productPath(product);
  if (decodeURIComponent(url.pathname) !== decodeURIComponent(canonical)) throw redirect(`${canonical}${url.search}`, 301);
  // A part that cannot be bought is no dead end: the parts that stand in for it are read only for it.
  const deadEnd = needsAlternatives(product.priceAndAvailability);
  const alternatives = deadEnd ? await loadAlternatives(context, params.productId) : [];
  const ships = policyOf(product.priceAndAvailability.status).order !== 'none';
  return { product, garage: fitment.garage, fit: fitment.fit, deadEnd, alternatives, shipping: ships ? shipping : null, ships };
}

export function meta(args: Route.MetaArgs) {
  const p = args.data?.product;
  if (!p) return pageMeta(args, { title: 'Page Not Found', noindex: true });
  return pageMeta(args, {
    title: p.metaTitle || p.name,
    description: p.metaDescription || p.shortDescription || undefined,
    type: 'product',
    image: p.pictures[0] ? { url: p.pictures[0].imageUrl, width: 500, height: 500, alt: p.name } : undefined,
  });
}

/** /{seoName}/p/{productId}: the catalogue's product page with the cart's buy box and the fleet's fitment check. */
export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product: p, garage, fit, deadEnd, alternatives, shipping, ships } = loaderData;
  const root = useRootData();
  useLiveProduct(p.id);
  const pa = p.priceAndAvailability;
  const phone = root?.store.phone ?? '';
  const quoteQuery = [p.manufacturerPartNumber || p.sku, p.name].filter(Boolean).join(' ');
  return (
    <ProductView
      product={p}
      phone={phone}
      publicUrl={root?.store.publicUrl ?? ''}
      buy={
        <ProductBuy
          productId={p.id}
          price={pa.price}
          status={pa.status}
          orderMinimumQuantity={pa.orderMinimumQuantity}
          orderMaximumQuantity={pa.orderMaximumQuantity}
          allowedQuantities={pa.allowedQuantities}
        />
      }
      fitment={<FitmentCheck garage={garage} fit={fit} category={p.categories[0]?.name ?? null} />}
      help={
        deadEnd ? (
          <>
            <ProductAlternatives alternatives={alternatives} phone={phone} />
            <QuoteRequestLink query={quoteQuery} />
          </>
        ) : soldByPhone(pa) ? (
          <>
            <ProductByPhone phone={phone} status={pa.status} />
            <QuoteRequestLink query={quoteQuery} />
          </>
        ) : null
      }
      shipping={ships ? <ProductShipping estimate={shipping} /> : null}
    />
  );
}
