import { useEffect } from 'react';
import { data, redirect, useFetcher } from 'react-router';
import { pageSession } from '~/features/auth/auth-loader.server';
import { CheckoutView } from '~/features/checkout/components/checkout-page';
import { loadCheckout, type CheckoutLoad } from '~/features/checkout/checkout-loader.server';
import { checkoutHref, parseCheckoutPath } from '~/features/checkout/checkout-steps';
import { isQuoteGuid, setActiveQuote, useActiveQuote, useClearQuoteOnLeave } from '~/features/quotes/quotes-store';
import { HEADER_PRIORITY, type HeaderHandle } from '~/lib/header-variant';
import { pageMeta } from '~/lib/meta';
import { loadCountries } from '~/lib/reference-data';
import type { Route } from './+types/checkout';

export const handle: HeaderHandle = { header: { variant: 'CHECKOUT', priority: HEADER_PRIORITY.ROUTE, props: { backTo: '/cart' } } };

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { quoteGuid, step } = parseCheckoutPath(params['*']);
  // An unknown step is an unknown page: the 404 page with its status, not an empty checkout.
  if (step.name === 'unknown') throw data(null, { status: 404 });
  const [countries, checkout] = await Promise.all([loadCountries(context), loadCheckout(context, quoteGuid)]);
  // Where a customer starts (spec 2 §2's initializer), decided here when the session says: a
  // registered customer, or a guest whose e-mail is known, goes straight to the order review, so
  // the first page already shows it. Anyone else is decided in the browser (a guest's e-mail typed
  // earlier is kept there).
  const session = pageSession(context);
  const email = session.isRegistered || (session.isGuest && Boolean(session.userInfo?.email));
  if (step.name === 'initializer' && email && (checkout.cart.cart?.itemCount ?? 0) > 0) {
    const q = new URL(request.url).searchParams;
    throw redirect(checkoutHref(quoteGuid, 'orderreview', { e: q.get('e'), a: q.get('a'), p: q.get('p') }));
  }
  return { countries, checkout };
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
  // The quote chosen on an earlier page lives in this tab only: its checkout is read here.
  const rememberedLoad = useRememberedQuoteCheckout(fromPath ? null : quoteGuid);
  const load: CheckoutLoad = !fromPath && quoteGuid ? (rememberedLoad ?? { cart: { cart: null, needsSession: false, failure: null }, account: null, accountFailure: null }) : loaderData.checkout;
  return (
    <div className="mx-auto max-w-screen-xl px-4 py-6">
      <h1 className="mb-4 text-2xl font-bold">Checkout</h1>
      <CheckoutView key={quoteGuid ?? 'cart'} quoteGuid={quoteGuid} step={step} countries={loaderData.countries} load={load} />
    </div>
  );
}

/** The checkout of a remembered quote, read through the quote's own checkout loader (null while it loads). */
function useRememberedQuoteCheckout(quoteGuid: string | null): CheckoutLoad | null {
  const fetcher = useFetcher<typeof loader>();
  const { load } = fetcher;
  useEffect(() => {
    if (quoteGuid) void load(`/checkout/quote/${encodeURIComponent(quoteGuid)}`);
  }, [quoteGuid, load]);
  return quoteGuid ? (fetcher.data?.checkout ?? null) : null;
}
