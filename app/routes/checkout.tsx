import { useEffect } from 'react';
import { data } from 'react-router';
import { CheckoutView } from '~/features/checkout/components/checkout-page';
import { parseCheckoutPath } from '~/features/checkout/checkout-steps';
import { isQuoteGuid, setActiveQuote, useActiveQuote, useClearQuoteOnLeave } from '~/features/quotes/quotes-store';
import { HEADER_PRIORITY, type HeaderHandle } from '~/lib/header-variant';
import { pageMeta } from '~/lib/meta';
import { loadCountries } from '~/lib/reference-data';
import type { Route } from './+types/checkout';

export const handle: HeaderHandle = { header: { variant: 'CHECKOUT', priority: HEADER_PRIORITY.ROUTE, props: { backTo: '/cart' } } };

export async function loader({ context, params }: Route.LoaderArgs) {
  // An unknown step is an unknown page: the 404 page with its status, not an empty checkout.
  if (parseCheckoutPath(params['*']).step.name === 'unknown') throw data(null, { status: 404 });
  return { countries: await loadCountries(context) };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'Checkout', noindex: true });
}

/** /checkout and /checkout/quote/{quoteGuid}, with the steps of spec 2 §2 below them. */
export default function CheckoutPage({ loaderData, params }: Route.ComponentProps) {
  const { quoteGuid: fromPath, step } = parseCheckoutPath(params['*']);
  const remembered = useActiveQuote();
  useClearQuoteOnLeave();
  useEffect(() => {
    if (fromPath) setActiveQuote(isQuoteGuid(fromPath) ? fromPath.toLowerCase() : null);
  }, [fromPath]);
  const quoteGuid = fromPath ?? remembered;
  return (
    <div className="mx-auto max-w-screen-xl px-4 py-6">
      <h1 className="mb-4 text-2xl font-bold">Checkout</h1>
      <CheckoutView key={quoteGuid ?? 'cart'} quoteGuid={quoteGuid} step={step} countries={loaderData.countries} />
    </div>
  );
}
