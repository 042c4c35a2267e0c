import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { getCookie } from 'hono/cookie';
import { RETURN_PHOTOS_MAX } from '../../shared/extended-return';
import { busyHeaders, declaredLength, LARGE_BODIES_BUSY, takeLargeBodyPlace } from './large-bodies';
import { PICTURE_MAX_BYTES, PICTURE_MAX_MB } from '../../shared/pictures';

/** Largest body a page's form may post (the contact form, a review, a return's reason…). */
export const PAGE_FORM_MAX_BYTES = 1024 * 1024;
/** The return photos' page posts up to five pictures of 10 MB with the rest of its form. */
export const PHOTO_FORM_MAX_BYTES = RETURN_PHOTOS_MAX * PICTURE_MAX_BYTES + PAGE_FORM_MAX_BYTES;

// Page paths whose form carries photos; the router's data requests add `.data`.
const PHOTO_FORMS = new Set(['/extreturns']);
// The cookie of an extended return in progress (app/features/orders/api/extended-return.server.ts).
const DRAFT_COOKIE = 'iy_extreturn';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// The encodings of a browser's form post; React Router's `<Form>` sends one of these two.
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

export interface PageBodyLimitDeps {
  /** Whether a return draft with this id is open: only its owner may post photos. */
  draftExists: (id: string) => Promise<boolean>;
}

const tooLarge = (c: Context) => c.text(`The form is too large: photos may be ${PICTURE_MAX_MB} MB each, ${RETURN_PHOTOS_MAX} at most, on the return photos page; other forms 1 MB.`, 413);

/** The draft id in the return cookie (React Router's cookie: base64 of the JSON string), or null. */
function draftIdOf(c: Context): string | null {
  const raw = getCookie(c, DRAFT_COOKIE);
  if (!raw || raw.length > 200) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(raw, 'base64').toString('utf8'));
    return typeof value === 'string' && UUID.test(value) ? value.toLowerCase() : null;
  } catch {
    return null;
  }
}

/**
 * Bodies of the pages' form posts (React Router actions), checked before an action reads them:
 * - a body that is not a form (JSON, XML…) is refused 415;
 * - a declared Content-Length over the limit is refused 413 without reading; a body without one is
 *   counted as it arrives and refused 413 at the limit;
 * - the limit is 1 MB, except on the return photos page for a visitor whose return draft is open
 *   (photos: five of 10 MB); those large bodies are read a few at a time (large-bodies.ts).
 * A broken form (a multipart body that does not parse) fails in the action's formData() and is
 * answered 400 by entry.server's handleError.
 */
export function pageBodyLimit(deps: PageBodyLimitDeps): MiddlewareHandler {
  const small = bodyLimit({ maxSize: PAGE_FORM_MAX_BYTES, onError: tooLarge });
  const large = bodyLimit({ maxSize: PHOTO_FORM_MAX_BYTES, onError: tooLarge });
  return async (c, next) => {
    const type = c.req.header('content-type')?.toLowerCase().trim();
    if (type && !FORM_TYPES.some((t) => type.startsWith(t))) {
      return c.text('Pages take form posts only (application/x-www-form-urlencoded or multipart/form-data).', 415);
    }
    const declared = declaredLength(c.req.raw);
    if (declared !== null && declared <= PAGE_FORM_MAX_BYTES) return small(c, next);
    if (declared !== null && declared > PHOTO_FORM_MAX_BYTES) return tooLarge(c);
    const path = new URL(c.req.url).pathname.replace(/\.data$/, '').replace(/\/$/, '') || '/';
    const draft = PHOTO_FORMS.has(path) ? draftIdOf(c) : null;
    if (!draft || !(await deps.draftExists(draft))) return small(c, next);
    const release = takeLargeBodyPlace();
    if (!release) {
      busyHeaders(c);
      return c.text(LARGE_BODIES_BUSY, 429);
    }
    try {
      return await large(c, next);
    } finally {
      release();
    }
  };
}
