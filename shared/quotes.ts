// Quote texts the administrator's quote form and the quote service both say.

/** The spec's text for a quote that was not created; a reason follows it (`withReason`). */
export const QUOTE_CREATE_ERROR = 'Failed to create the quote';

/** Why a quote made for one customer cannot be ordered from anyone else's session. */
export const QUOTE_OTHER_CUSTOMER = 'This quote was made for another customer. Sign in with the account it was made for to order it.';
