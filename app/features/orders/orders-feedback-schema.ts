import { z } from 'zod';
import { REVIEW_RATING_MAX, REVIEW_TEXTS, REVIEW_TEXT_MAX, REVIEW_TITLE_MAX } from '../../../shared/reviews';

// One text for a missing or out-of-range rating, the server's too (shared/reviews.ts).
const stars = z.number({ error: REVIEW_TEXTS.rating }).int().min(1, REVIEW_TEXTS.rating).max(REVIEW_RATING_MAX, REVIEW_TEXTS.rating);
const yesNo = z.enum(['yes', 'no']).optional();

/** Feedback on an order: stars, four yes/no questions, a suggestion and words. */
export const feedbackFormSchema = z.object({
  rating: stars,
  asDescribed: yesNo,
  arrivedOnTime: yesNo,
  promptService: yesNo,
  wellPackaged: yesNo,
  suggestion: z.string().trim().max(1000, 'Keep it under 1000 characters.').optional(),
  text: z.string().trim().max(2000, 'Keep it under 2000 characters.').optional(),
});

/** A product review: stars, a title and what the customer thinks. */
export const reviewFormSchema = z.object({
  rating: stars,
  title: z.string({ error: REVIEW_TEXTS.title }).trim().min(1, REVIEW_TEXTS.title).max(REVIEW_TITLE_MAX, REVIEW_TEXTS.titleTooLong),
  reviewText: z.string({ error: REVIEW_TEXTS.text }).trim().min(1, REVIEW_TEXTS.text).max(REVIEW_TEXT_MAX, REVIEW_TEXTS.textTooLong),
});

export const yesNoValue = (v: 'yes' | 'no' | undefined) => (v === undefined ? null : v === 'yes');
