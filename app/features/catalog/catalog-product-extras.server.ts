import type { RouterContextProvider } from 'react-router';
import { pageSession } from '~/features/auth/auth-loader.server';
import { isRefusal, userMessageOf } from '~/lib/errors';
import { serverQuery } from '~/lib/graphql';
import { CART_DESTINATION, PRODUCT_ALTERNATIVES, PRODUCT_SHIPPING, type ProductAlternative, type ShippingEstimate } from './catalog-product-extras-query';
import { SHIP_COUNTRY_PARAM, SHIP_TO_PARAM } from './catalog-product-ship-to';

type Context = Readonly<RouterContextProvider>;

/**
 * The estimate for the postal code in the address, else for the destination the customer's cart
 * (or checkout) already knows; none when neither names one. A refused postal code is answered
 * with its message, for the form to show next to the field.
 */
export async function loadShippingEstimate(context: Context, productId: string, url: URL): Promise<ShippingEstimate | null> {
  const typed = url.searchParams.get(SHIP_TO_PARAM);
  let variables: { id: string; zip: string; country: string | null; countryId: string | null; stateProvinceId: string | null };
  let country = (url.searchParams.get(SHIP_COUNTRY_PARAM) ?? 'US').slice(0, 2).toUpperCase();
  if (typed !== null) {
    variables = { id: productId, zip: typed.slice(0, 40), country, countryId: null, stateProvinceId: null };
  } else {
    if (!pageSession(context).loggedIn) return null;
    const dest = await serverQuery(context, CART_DESTINATION).then(
      (r) => r.v1.shoppingCart.destination,
      () => null,
    );
    if (!dest?.postalCode || !dest.countryId) return null;
    variables = { id: productId, zip: dest.postalCode, country: null, countryId: dest.countryId, stateProvinceId: dest.provinceId ?? null };
    country = '';
  }
  try {
    const r = await serverQuery(context, PRODUCT_SHIPPING, variables);
    return { zip: variables.zip, country, options: r.v1.product?.shippingOptions ?? [], error: null };
  } catch (err) {
    return { zip: variables.zip, country, options: null, error: isRefusal(err) ? userMessageOf(err) : 'Shipping options could not be loaded. Try again.' };
  }
}

/** The parts that stand in for an unavailable one; none when they cannot be read (the page still works). */
export async function loadAlternatives(context: Context, productId: string): Promise<ProductAlternative[]> {
  return serverQuery(context, PRODUCT_ALTERNATIVES, { id: productId }).then(
    (r) => r.v1.product?.alternatives ?? [],
    () => [],
  );
}
