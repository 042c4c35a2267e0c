import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { RETURN_PHOTOS_MAX } from '../../shared/extended-return';
import { PICTURE_MAX_BYTES } from './pictures';

/** Largest body a page's form may post (the contact form, a review, a return's reason…). */
export const PAGE_FORM_MAX_BYTES = 1024 * 1024;
/** The return photos' page posts up to five pictures of 10 MB with the rest of its form. */
export const PHOTO_FORM_MAX_BYTES = RETURN_PHOTOS_MAX * PICTURE_MAX_BYTES + PAGE_FORM_MAX_BYTES;

// Page paths whose form carries photos; the router's data requests add `.data`.
const PHOTO_FORMS = new Set(['/extreturns']);

function tooLarge(c: Context) {
  return c.text('The form is too large: photos may be 10 MB each, five at most; other forms 1 MB.', 413);
}

/**
 * Bodies of the pages' form posts (React Router actions), read no further than the limit: 1 MB, or
 * the photos' size on the page that takes photos. Anything larger is answered 413 before an action
 * buffers it.
 */
export function pageBodyLimit(): MiddlewareHandler {
  const small = bodyLimit({ maxSize: PAGE_FORM_MAX_BYTES, onError: tooLarge });
  const large = bodyLimit({ maxSize: PHOTO_FORM_MAX_BYTES, onError: tooLarge });
  return (c, next) => {
    const path = new URL(c.req.url).pathname.replace(/\.data$/, '').replace(/\/$/, '') || '/';
    return (PHOTO_FORMS.has(path) ? large : small)(c, next);
  };
}
