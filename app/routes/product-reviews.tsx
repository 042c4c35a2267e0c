import { graphql } from '~/gql/gql';
import { data, Link } from 'react-router';
import { productPath } from '~/features/catalog/catalog-product-query';
import { RatingStars } from '~/features/catalog/components/catalog-rating-stars';
import { voteOnReview } from '~/features/orders/api/orders-api.server';
import { ReviewsWithVotes } from '~/features/orders/components/orders-review-votes';
import { serverQuery } from '~/lib/graphql';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/product-reviews';
import { isIdParam } from '~/lib/route-params';

const PAGE = 20;

const QUERY = graphql(`
  query AllReviews($id: ID!, $first: Int, $after: String) {
    v1 {
      product(id: $id) { id name seoName approvedRatingSum approvedTotalReviews }
      productReviews(productId: $id, first: $first, after: $after) {
        totalCount hasNextPage endCursor
        nodes { id rating title reviewText replyText customerName createdOnUtc helpfulYesTotal helpfulNoTotal }
      }
    }
  }
`);

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const productId = url.searchParams.get('productId') ?? '';
  if (!isIdParam(productId)) throw data(null, { status: 404 });
  const after = url.searchParams.get('after') ?? undefined;
  const result = await serverQuery(context, QUERY, { id: productId, first: PAGE, after }).catch(() => null);
  if (!result?.v1.product || !result.v1.productReviews) throw data(null, { status: 404 });
  return { product: result.v1.product, reviews: result.v1.productReviews };
}

/** A "was this helpful?" vote, as the signed-in customer. */
export async function action({ request, context }: Route.ActionArgs) {
  return voteOnReview(context, request, await request.formData());
}

export function meta(args: Route.MetaArgs) {
  const p = args.data?.product;
  return pageMeta(args, { title: p ? `Reviews: ${p.name}` : 'Reviews', canonicalParams: ['productId'] });
}

export default function ProductReviewsPage({ loaderData }: Route.ComponentProps) {
  const { product, reviews } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 py-6">
      <Link to={productPath(product)} className="text-sm text-brand-800 underline">
        Back to the product
      </Link>
      <h1 className="mt-2 text-2xl font-bold">Customer reviews: {product.name}</h1>
      <p className="mt-1">
        <Link to={`/account/reviews?productId=${product.id}`} className="font-semibold text-blue-800 underline">
          Write a review
        </Link>
      </p>
      <div className="mt-2">
        <RatingStars sum={product.approvedRatingSum} count={product.approvedTotalReviews} />
      </div>
      {reviews.nodes.length === 0 ? (
        <p className="mt-6 text-ink-700">No reviews yet.</p>
      ) : (
        <ReviewsWithVotes reviews={reviews.nodes} />
      )}
      {reviews.hasNextPage && reviews.endCursor && (
        <Link
          to={`/product/reviews?productId=${product.id}&after=${encodeURIComponent(reviews.endCursor)}`}
          className="mt-6 inline-block rounded bg-brand-500 px-4 py-2 font-semibold text-ink-900"
        >
          More reviews
        </Link>
      )}
    </div>
  );
}
