import { Link, useFetcher, useLocation } from 'react-router';
import { RatingStars } from '~/features/catalog/components/catalog-rating-stars';
import { useSession } from '~/features/auth/auth-use-session';
import { formatUtcDate } from '~/lib/number-format';

interface PublicReview {
  id: string;
  rating: number;
  title: string;
  reviewText: string;
  replyText?: string | null;
  customerName: string;
  createdOnUtc: string;
  helpfulYesTotal: number;
  helpfulNoTotal: number;
}

/** Approved reviews with the store's replies and "was this helpful?" votes (one per customer; voting again replaces it). */
export function ReviewsWithVotes({ reviews }: { reviews: PublicReview[] }) {
  return (
    <ul className="mt-4 space-y-5">
      {reviews.map((r) => (
        <li key={r.id} className="border-b border-gray-200 pb-4">
          <RatingStars sum={r.rating} count={1} size="sm" showCount={false} />
          <h2 className="mt-1 font-semibold">{r.title}</h2>
          <p className="text-sm text-ink-700">
            {r.customerName} · {formatUtcDate(r.createdOnUtc, 'numeric')}
          </p>
          <p className="mt-2 text-ink-800">{r.reviewText}</p>
          {r.replyText && <p className="mt-2 rounded bg-gray-50 p-2 text-sm text-ink-800">Ironyard replied: {r.replyText}</p>}
          <HelpfulVote review={r} />
        </li>
      ))}
    </ul>
  );
}

/** The vote's answer from the page's action (`intent=vote`). */
export type VoteAnswer = { vote: { id: string; helpfulYesTotal: number; helpfulNoTotal: number; myHelpfulVote: 'YES' | 'NO' | null } | null; error: string | null };

function HelpfulVote({ review }: { review: PublicReview }) {
  const session = useSession();
  const { pathname, search } = useLocation();
  const signIn = `/signin?p=${encodeURIComponent(pathname + search)}`;
  const fetcher = useFetcher<VoteAnswer>({ key: `vote-${review.id}` });
  const busy = fetcher.state !== 'idle';
  const answer = fetcher.data?.vote?.id === review.id ? fetcher.data.vote : null;
  const counts = { yes: answer?.helpfulYesTotal ?? review.helpfulYesTotal, no: answer?.helpfulNoTotal ?? review.helpfulNoTotal, mine: answer?.myHelpfulVote ?? null };
  const error = fetcher.data?.error ?? null;
  const signedIn = session.isRegistered || session.status === 'impersonating';
  return (
    <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <p className="text-ink-700" aria-live="polite">
        {counts.yes} found this helpful · {counts.no} did not
      </p>
      {signedIn ? (
        <fetcher.Form method="post" role="group" aria-label={`Was the review “${review.title}” helpful?`} className="flex gap-2">
          <input type="hidden" name="intent" value="vote" />
          <input type="hidden" name="reviewId" value={review.id} />
          {([true, false] as const).map((h) => (
            <button
              key={String(h)}
              type="submit"
              name="helpful"
              value={String(h)}
              disabled={busy}
              aria-pressed={counts.mine === (h ? 'YES' : 'NO')}
              className="min-h-11 rounded-md border border-gray-400 px-3 font-semibold aria-pressed:bg-ink-900 aria-pressed:text-white"
            >
              {h ? 'Helpful' : 'Not helpful'}
            </button>
          ))}
        </fetcher.Form>
      ) : (
        session.status !== 'loading' && (
          <Link to={signIn} className="text-blue-800 underline">
            Sign in to vote
          </Link>
        )
      )}
      {error && (
        <p role="alert" className="w-full text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
