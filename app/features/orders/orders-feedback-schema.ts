import { z } from 'zod';

const stars = z.number({ error: 'Choose from 1 to 5 stars.' }).int().min(1, 'Choose from 1 to 5 stars.').max(5, 'Choose from 1 to 5 stars.');
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
  title: z.string({ error: 'Give your review a title.' }).trim().min(1, 'Give your review a title.').max(120, 'Keep the title under 120 characters.'),
  reviewText: z.string({ error: 'Write what you think of the part.' }).trim().min(1, 'Write what you think of the part.').max(4000, 'Keep it under 4000 characters.'),
});

export const yesNoValue = (v: 'yes' | 'no' | undefined) => (v === undefined ? null : v === 'yes');
