import { useEffect } from 'react';
import { CartView } from '~/features/cart/components/cart-page';
import { getActiveQuote, isQuoteGuid, setActiveQuote, useActiveQuote, useClearQuoteOnLeave } from '~/features/quotes/quotes-store';
import { pageMeta } from '~/lib/meta';
import { loadCountries } from '~/lib/reference-data';
import type { Route } from './+types/cart';

export async function loader({ context }: Route.LoaderArgs) {
  return { countries: await loadCountries(context) };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: args.params.quoteGuid ? 'Quote' : 'Cart', noindex: true });
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
  return (
    <div className="mx-auto max-w-screen-xl px-4 py-6">
      <h1 className="mb-4 text-2xl font-bold">{quoteGuid ? 'Your quote' : 'Shopping cart'}</h1>
      <CartView key={quoteGuid ?? 'cart'} quoteGuid={quoteGuid} rewardCode={quoteGuid ? null : rewardCode} countries={loaderData.countries} />
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
