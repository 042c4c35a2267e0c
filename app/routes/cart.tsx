import { useEffect } from 'react';
import { useFetcher } from 'react-router';
import { CartView } from '~/features/cart/components/cart-page';
import { cartAction, loadCart } from '~/features/cart/cart-action.server';
import type { CartLoad } from '~/features/cart/cart-changes';
import { QuoteRequestLink } from '~/features/quotes/components/quotes-request-link';
import { getActiveQuote, isQuoteGuid, setActiveQuote, useActiveQuote, useClearQuoteOnLeave } from '~/features/quotes/quotes-store';
import { pageMeta } from '~/lib/meta';
import { loadCountries } from '~/lib/reference-data';
import type { Route } from './+types/cart';

export async function loader({ context, params }: Route.LoaderArgs) {
  const quoteGuid = 'quoteGuid' in params ? (params.quoteGuid ?? null) : null;
  const [countries, cart] = await Promise.all([loadCountries(context), loadCart(context, quoteGuid)]);
  return { countries, cart };
}

export async function action({ context, request }: Route.ActionArgs) {
  return cartAction(context, request);
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: args.params.quoteGuid ? 'Quote' : 'Shopping Cart', noindex: true });
}

/** /cart, /cart/quote/{quoteGuid} (the quote's read-only cart) and /cart/{rewardCode} (applied as a coupon). */
export default function CartPage({ loaderData, params }: Route.ComponentProps) {
  const fromPath = 'quoteGuid' in params ? (params.quoteGuid ?? null) : null;
  const rewardCode = 'rewardCode' in params ? (params.rewardCode ?? null) : null;
  const remembered = useActiveQuote();
  useClearQuoteOnLeave();
  useEffect(() => {
    if (fromPath !== null) setActiveQuote(isQuoteGuid(fromPath) ? fromPath.toLowerCase() : null);
  }, [fromPath]);
  // A quote link that is not a guid answers like an unknown quote.
  const quoteGuid = fromPath !== null ? fromPath : (remembered ?? getActiveQuote());
  // The quote chosen on an earlier page of the cart and checkout lives in this tab only: its cart is read here.
  const rememberedCart = useRememberedQuoteCart(fromPath === null ? quoteGuid : null);
  const load: CartLoad = fromPath === null && quoteGuid ? (rememberedCart ?? { cart: null, needsSession: false, failure: null }) : loaderData.cart;
  return (
    <div className="mx-auto max-w-screen-xl px-4 py-6">
      <h1 className="mb-4 text-2xl font-bold">{quoteGuid ? 'Your quote' : 'Shopping cart'}</h1>
      <CartView key={quoteGuid ?? 'cart'} load={load} rewardCode={quoteGuid ? null : rewardCode} countries={loaderData.countries} />
      {!quoteGuid && (load.cart?.itemCount ?? 0) > 0 && <QuoteRequestLink />}
      {quoteGuid && fromPath === null && (
        <p className="mt-6 text-sm">
          <button type="button" onClick={() => setActiveQuote(null)} className="font-semibold text-blue-800 underline">
            Back to my own cart
          </button>
        </p>
      )}
    </div>
  );
}

/** The cart of a remembered quote, read through the quote's own cart page loader (null while it loads). */
function useRememberedQuoteCart(quoteGuid: string | null): CartLoad | null {
  const fetcher = useFetcher<typeof loader>();
  const { load } = fetcher;
  useEffect(() => {
    if (quoteGuid) void load(`/cart/quote/${encodeURIComponent(quoteGuid)}`);
  }, [quoteGuid, load]);
  return quoteGuid ? (fetcher.data?.cart ?? null) : null;
}
