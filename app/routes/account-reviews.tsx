import { parseWithZod } from '@conform-to/zod/v4';
import { data, Link } from 'react-router';
import { ordersServer, requireCustomer } from '~/features/orders/api/orders-api.server';
import { ProductReviewEditor, ReviewsOverview } from '~/features/orders/components/orders-reviews';
import { reviewFormSchema } from '~/features/orders/orders-feedback-schema';
import { userMessageOf } from '~/lib/errors';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/account-reviews';

/** The part `?productId=` names, when it is an id. */
function productIdOf(request: Request): string | null {
  const id = new URL(request.url).searchParams.get('productId');
  return id && /^\d{1,10}$/.test(id) ? id : null;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireCustomer(context, request);
  const productId = productIdOf(request);
  if (productId) return { editor: await ordersServer.reviewForm(context, productId), overview: null };
  return { editor: null, overview: await ordersServer.awaitingReview(context) };
}

/** The customer's review of the part (`intent=review`): checked with the form's schema, then added, or the one they wrote changed. */
export async function action({ request, context }: Route.ActionArgs) {
  requireCustomer(context, request);
  const formData = await request.formData();
  const productId = productIdOf(request);
  if (formData.get('intent') !== 'review' || !productId) throw data(null, { status: 400 });
  const submission = parseWithZod(formData, { schema: reviewFormSchema });
  if (submission.status !== 'success') return { saved: null, result: submission.reply() };
  try {
    const { review } = await ordersServer.reviewForm(context, productId);
    const saved = await ordersServer.saveReview(context, { productId, ...submission.value }, review !== null);
    return { saved: saved.status, result: undefined };
  } catch (err) {
    return { saved: null, result: submission.reply({ formErrors: [userMessageOf(err)] }) };
  }
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'Your Reviews', noindex: true });
}

/** /account/reviews and /account/reviews?productId=: write or edit a review, or the parts waiting for one. */
export default function AccountReviewsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { editor, overview } = loaderData;
  return (
    <div className="mx-auto max-w-screen-md px-4 py-6">
      <nav aria-label="Breadcrumb" className="flex gap-4 text-sm">
        <Link to="/account/orders" className="text-blue-800 underline">
          Your Orders
        </Link>
        {editor && (
          <Link to="/account/reviews" className="text-blue-800 underline">
            Your reviews
          </Link>
        )}
      </nav>
      <h1 className="mt-2 mb-4 text-2xl font-bold">{editor ? 'Review a part' : 'Your reviews'}</h1>
      {editor ? <ProductReviewEditor data={editor} saved={actionData?.saved ?? null} lastResult={actionData?.result} /> : overview && <ReviewsOverview data={overview} />}
    </div>
  );
}
