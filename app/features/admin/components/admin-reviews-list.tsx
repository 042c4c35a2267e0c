import { Form, Link, useNavigation } from 'react-router';
import { Button, linkClass } from '~/components/button';
import { textareaClass } from '~/components/field';
import type { AdminReviewFilter, AdminReviewsQuery } from '~/gql/graphql';
import { REVIEW_REPLY_MAX } from '../../../../shared/reviews';
import { ADMIN_REVIEW_FILTER_LABELS } from '../admin-reviews-api';
import { utcText } from '../admin-labels';
import { AdminFilterLinks, AdminPageLinks } from './admin-list-nav';

type Listed = AdminReviewsQuery['v1']['admin']['reviews'];
/** A review as listed, with its product page's path (null when the product is gone). */
type Row = Listed['nodes'][number] & { productHref: string | null };
type Page = Omit<Listed, 'nodes'> & { nodes: Row[] };

/** What the page's action answers: a line saying what changed, an error on one review, or a rejection to confirm. */
export interface ReviewActionResult {
  notice: string | null;
  error: string | null;
  reviewId: string | null;
  confirmReject: string | null;
}

const BULK_FORM = 'approve-selected';

function Stars({ rating }: { rating: number }) {
  return (
    <span aria-label={`${rating} of 5 stars`} className="text-amber-700">
      {'★'.repeat(rating)}
      <span className="text-gray-300">{'★'.repeat(5 - rating)}</span>
    </span>
  );
}

/** Reject asks first (a second post), since a rejected review is deleted for good. */
function RejectForm({ review, confirming, busy, here }: { review: Row; confirming: boolean; busy: boolean; here: string }) {
  if (!confirming) {
    return (
      <Form method="post">
        <input type="hidden" name="id" value={review.id} />
        <Button type="submit" name="intent" value="reject-ask" variant="outline" disabled={busy}>
          Reject…
        </Button>
      </Form>
    );
  }
  return (
    <Form method="post" className="w-full rounded-md border border-red-300 bg-red-50 p-3">
      <input type="hidden" name="id" value={review.id} />
      <p className="font-semibold">Delete the review “{review.title}” for good? This cannot be undone.</p>
      <div className="mt-2 flex flex-wrap gap-3">
        <Button type="submit" name="intent" value="reject" variant="danger" disabled={busy}>
          Delete review
        </Button>
        <Link to={here} className={`${linkClass} self-center`}>
          Keep it
        </Link>
      </div>
    </Form>
  );
}

function ReviewItem({ review, result, busy, here }: { review: Row; result: ReviewActionResult | null; busy: boolean; here: string }) {
  const pending = review.status === 'PENDING';
  const error = result?.reviewId === review.id ? result.error : null;
  const replyId = `reply-${review.id}`;
  return (
    <li className="rounded-md border border-gray-300 p-3" data-testid="admin-review">
      <article aria-labelledby={`title-${review.id}`}>
        <div className="flex flex-wrap items-start gap-3">
          {pending && (
            <input type="checkbox" name="ids" value={review.id} form={BULK_FORM} aria-label={`Select “${review.title}”`} className="mt-1 h-5 w-5" />
          )}
          <div className="min-w-0 flex-1">
            <p className="text-sm">
              <span className={`mr-2 rounded px-1.5 py-0.5 font-semibold ${pending ? 'bg-amber-100 text-amber-900' : 'bg-green-100 text-green-900'}`}>{pending ? 'Pending' : 'Approved'}</span>
              {review.product && review.productHref ? (
                <Link to={review.productHref} className={linkClass}>
                  {review.product.name}
                </Link>
              ) : (
                'A product no longer in the catalogue'
              )}
            </p>
            <h2 id={`title-${review.id}`} className="mt-1 font-bold">
              <Stars rating={review.rating} /> {review.title}
            </h2>
            <p className="mt-1 break-words whitespace-pre-line">{review.reviewText}</p>
            <p className="mt-1 text-sm text-gray-700">
              {review.customerName} · {utcText(review.createdOnUtc)}
            </p>
          </div>
        </div>
        {error && (
          <p role="alert" className="mt-2 font-semibold text-red-700">
            {error}
          </p>
        )}
        <Form method="post" className="mt-3">
          <input type="hidden" name="intent" value="reply" />
          <input type="hidden" name="id" value={review.id} />
          <label htmlFor={replyId} className="mb-1 block font-semibold">
            Reply from Ironyard {review.replyText ? '' : '(none yet)'}
          </label>
          <textarea id={replyId} name="replyText" rows={2} maxLength={REVIEW_REPLY_MAX} defaultValue={review.replyText ?? ''} key={review.replyText ?? ''} className={textareaClass} />
          <Button type="submit" variant="outline" className="mt-2" disabled={busy}>
            Save reply
          </Button>
        </Form>
        <div className="mt-3 flex flex-wrap gap-3">
          {pending && (
            <Form method="post">
              <input type="hidden" name="ids" value={review.id} />
              <Button type="submit" name="intent" value="approve" variant="primary" disabled={busy}>
                Approve
              </Button>
            </Form>
          )}
          <RejectForm review={review} confirming={result?.confirmReject === review.id} busy={busy} here={here} />
        </div>
      </article>
    </li>
  );
}

/** The moderation queue: pending reviews first, a page at a time (`?page=`), each approved, answered or rejected here. */
export function AdminReviewsList({ page, filter, result }: { page: Page; filter: AdminReviewFilter; result: ReviewActionResult | null }) {
  const busy = useNavigation().state === 'submitting';
  const anyPending = page.nodes.some((r) => r.status === 'PENDING');
  const pageHref = (n: number) => `/admin/reviews?filter=${filter}${n > 1 ? `&page=${n}` : ''}`;
  return (
    <div>
      <AdminFilterLinks label="Show reviews" base="/admin/reviews" current={filter} labels={ADMIN_REVIEW_FILTER_LABELS} />
      <p className="mt-2 text-sm text-gray-700" aria-live="polite">
        {page.totalCount === 1 ? '1 review' : `${page.totalCount} reviews`}
        {page.page > 1 ? ` · page ${page.page}` : ''}
      </p>
      {result?.notice && (
        <p role="status" className="mt-2 font-semibold text-green-800">
          {result.notice}
        </p>
      )}
      {result?.error && !result.reviewId && (
        <p role="alert" className="mt-2 font-semibold text-red-700">
          {result.error}
        </p>
      )}
      {anyPending && (
        <Form id={BULK_FORM} method="post" className="mt-3">
          <input type="hidden" name="intent" value="approve" />
          <Button type="submit" variant="primary" disabled={busy}>
            Approve selected
          </Button>
        </Form>
      )}
      {page.nodes.length === 0 ? (
        <p className="mt-4">No reviews here.</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {page.nodes.map((r) => (
            <ReviewItem key={r.id} review={r} result={result} busy={busy} here={pageHref(page.page)} />
          ))}
        </ul>
      )}
      <AdminPageLinks page={page.page} hasNextPage={page.hasNextPage} href={pageHref} />
    </div>
  );
}
