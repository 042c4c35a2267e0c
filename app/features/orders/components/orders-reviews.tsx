import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Form, Link, useNavigation } from 'react-router';
import { productPath } from '~/features/catalog/catalog-product-query';
import type { AwaitingReviewQuery, ReviewFormQuery, ReviewStatus } from '~/gql/graphql';
import { reviewFormSchema } from '../orders-feedback-schema';
import { StarsInput } from './orders-form-parts';
import { NotFoundNote, StateBadge, Thumb } from './orders-parts';
import { Button, linkClass } from '~/components/button';
import { FieldError, inputClass, textareaClass } from '~/components/field';

/** /account/reviews: parts waiting for a review, and the customer's reviews. */
export function ReviewsOverview({ data: { productsAwaitingReview, myReviews } }: { data: AwaitingReviewQuery['v1'] }) {
  return (
    <div className="space-y-8">
      <section aria-labelledby="reviews-waiting">
        <h2 id="reviews-waiting" className="text-lg font-bold">
          Parts waiting for your review
        </h2>
        {productsAwaitingReview.length === 0 ? (
          <p className="mt-2 text-ink-700">No parts are waiting for a review. Parts you receive show here.</p>
        ) : (
          <ul className="mt-2 space-y-2">
            {productsAwaitingReview.map((p) => (
              <li key={p.id} className="flex items-center gap-3 rounded-lg border border-gray-300 p-3">
                <Thumb picture={p.pictures[0]} size={48} />
                <span className="min-w-0 flex-1 break-words">{p.name}</span>
                <Link to={`/account/reviews?productId=${p.id}`} className={linkClass}>
                  Write a review<span className="sr-only"> of {p.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="reviews-mine">
        <h2 id="reviews-mine" className="text-lg font-bold">
          Your reviews
        </h2>
        {myReviews.nodes.length === 0 ? (
          <p className="mt-2 text-ink-700">You have not reviewed any parts yet.</p>
        ) : (
          <ul className="mt-2 space-y-2">
            {myReviews.nodes.map((r) => (
              <li key={r.id} className="flex flex-wrap items-center gap-3">
                <Link to={`/account/reviews?productId=${r.productId}`} className={linkClass}>
                  {r.product?.name ?? r.title}
                </Link>
                <span>{r.rating} of 5 stars</span>
                <StateBadge tone={r.status === 'APPROVED' ? 'good' : 'neutral'}>{r.status === 'APPROVED' ? 'Published' : 'Waiting for approval'}</StateBadge>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** /account/reviews?productId=: write or edit the customer's review of a part (`saved`: the action's answer just now). */
export function ProductReviewEditor({
  data: { product, review, reviewEligibility },
  saved,
  lastResult,
}: {
  data: ReviewFormQuery['v1'];
  saved: ReviewStatus | null;
  lastResult?: SubmissionResult<string[]>;
}) {
  if (!product) return <NotFoundNote what="We could not find this part." back="/account/reviews" backLabel="Your reviews" />;
  const head = (
    <div className="mb-4 flex items-center gap-3">
      <Thumb picture={product.pictures[0]} />
      <Link to={productPath(product)} className="font-semibold break-words text-blue-800 underline">
        {product.name}
      </Link>
    </div>
  );
  if (saved)
    return (
      <div>
        {head}
        <p role="status" className="font-semibold">
          Thank you. Your review is saved{saved === 'PENDING' ? ' and shows on the part’s page once we have checked it' : ''}.
        </p>
        <p className="mt-2">
          <Link to="/account/reviews" className={linkClass}>
            More parts to review
          </Link>
        </p>
      </div>
    );
  if (!review && !reviewEligibility.canReview)
    return (
      <div>
        {head}
        <p role="alert">{reviewEligibility.reason || 'You can review parts you have received.'}</p>
      </div>
    );
  return (
    <div>
      {head}
      {review && <p className="mb-4 text-ink-700">{review.status === 'PENDING' ? 'Your review is waiting for approval.' : 'Your review is published.'} Changes are checked again before they show.</p>}
      {review?.replyText && (
        <p className="mb-4 rounded bg-gray-50 p-3">
          <span className="font-semibold">Ironyard replied:</span> {review.replyText}
        </p>
      )}
      <ReviewForm productId={product.id} existing={review} lastResult={lastResult} />
    </div>
  );
}

/** Posts to the page's action (`intent=review`), which checks it with the same schema. */
function ReviewForm({ productId, existing, lastResult }: { productId: string; existing: { rating: number; title: string; reviewText: string } | null; lastResult?: SubmissionResult<string[]> }) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'review';
  const [form, fields] = useForm({
    id: `review-${productId}`,
    lastResult,
    defaultValue: existing ? { rating: String(existing.rating), title: existing.title, reviewText: existing.reviewText } : undefined,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: reviewFormSchema }),
  });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-5" aria-busy={busy}>
      <StarsInput field={fields.rating} legend="Your rating" />
      <div className="space-y-1">
        <label htmlFor={fields.title.id} className="block font-bold">
          Title
        </label>
        <input {...getInputProps(fields.title, { type: 'text' })} key={fields.title.key} className={inputClass} />
        <FieldError meta={fields.title} className="text-red-700" />
      </div>
      <div className="space-y-1">
        <label htmlFor={fields.reviewText.id} className="block font-bold">
          Your review
        </label>
        <textarea {...getTextareaProps(fields.reviewText)} key={fields.reviewText.key} rows={5} className={textareaClass} />
        <FieldError meta={fields.reviewText} className="text-red-700" />
      </div>
      {form.errors && (
        <p id={form.errorId} role="alert" className="text-red-700">
          {form.errors[0]}
        </p>
      )}
      <Button variant="primary" size="fit" type="submit" name="intent" value="review" disabled={busy}>
        {busy ? 'Saving…' : existing ? 'Save changes' : 'Submit review'}
      </Button>
    </Form>
  );
}
