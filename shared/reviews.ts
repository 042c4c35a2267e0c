// Product reviews (spec 2 §3): the limits and texts of a review, for the review form and for the
// catalogue's review service, which checks every review it is sent.

export const REVIEW_RATING_MAX = 5;
export const REVIEW_TITLE_MAX = 120;
export const REVIEW_TEXT_MAX = 5000;
export const REVIEW_REPLY_MAX = 2000;

export const REVIEW_TEXTS = {
  rating: `Choose a rating from 1 to ${REVIEW_RATING_MAX} stars.`,
  title: 'Give your review a title.',
  titleTooLong: `Use at most ${REVIEW_TITLE_MAX} characters for the title.`,
  text: 'Write a few words about the part.',
  textTooLong: `Use at most ${REVIEW_TEXT_MAX} characters for the review.`,
  notReceived: 'You can review parts once you have received them.',
} as const;
