import type { ProductReview } from '../catalog-product-query';
import { RatingStars } from './catalog-rating-stars';
import { formatUtcDate } from '~/lib/number-format';

/** Customer reviews as the product page and the all-reviews page show them. */
export function ReviewList({ reviews, headingLevel }: { reviews: ProductReview[]; headingLevel: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  return (
    <ul className="mt-4 space-y-5">
      {reviews.map((r) => (
        <li key={r.id} className="border-b border-gray-200 pb-4">
          <RatingStars sum={r.rating} count={1} size="sm" showCount={false} />
          <Heading className="mt-1 font-semibold">{r.title}</Heading>
          <p className="text-sm text-ink-700">
            {r.customerName} · {formatUtcDate(r.createdOnUtc, 'numeric')}
          </p>
          <p className="mt-2 text-ink-800">{r.reviewText}</p>
          {r.replyText && <p className="mt-2 rounded bg-gray-50 p-2 text-sm text-ink-800">Ironyard replied: {r.replyText}</p>}
          <p className="mt-1 text-xs text-ink-700">
            {r.helpfulYesTotal} found this helpful · {r.helpfulNoTotal} did not
          </p>
        </li>
      ))}
    </ul>
  );
}
