import { Link, useLocation, useSearchParams } from 'react-router';
import { requireRegistered } from '~/features/auth/auth-loader.server';
import { GuestOffer } from '~/features/account/components/account-page';
import { ProductReviewEditor, ReviewsOverview } from '~/features/orders/components/orders-reviews';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/account-reviews';

/** Signed-out visitors are sent to sign in by the server; guests are offered an account. */
export function loader({ context, request }: Route.LoaderArgs) {
  return { guest: !requireRegistered(context, request).registered };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'Your Reviews', noindex: true });
}

/** /account/reviews and /account/reviews?productId=: write or edit a review, or the parts waiting for one. */
export default function AccountReviewsPage({ loaderData }: Route.ComponentProps) {
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const productId = search.get('productId');
  const valid = productId && /^\d{1,10}$/.test(productId);
  const here = `${pathname}${productId ? `?productId=${encodeURIComponent(productId)}` : ''}`;
  return (
    <div className="mx-auto max-w-screen-md px-4 py-6">
      <nav aria-label="Breadcrumb" className="flex gap-4 text-sm">
        <Link to="/account/orders" className="text-blue-800 underline">
          Your Orders
        </Link>
        {productId && (
          <Link to="/account/reviews" className="text-blue-800 underline">
            Your reviews
          </Link>
        )}
      </nav>
      <h1 className="mt-2 mb-4 text-2xl font-bold">{productId ? 'Review a part' : 'Your reviews'}</h1>
      {loaderData.guest ? (
        <GuestOffer here={here} signIn={`/signin?p=${encodeURIComponent(here)}`} />
      ) : valid ? (
        <ProductReviewEditor key={productId} productId={productId} />
      ) : (
        <ReviewsOverview />
      )}
    </div>
  );
}
