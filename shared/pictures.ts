// Pictures customers upload (a machine's picture, a return's photos): the browser checks a file
// before sending it, the server checks what arrives. One limit and one set of texts for both.

/** The largest picture the store takes, in megabytes (MiB) as the texts say it. */
export const PICTURE_MAX_MB = 10;
export const PICTURE_MAX_BYTES = PICTURE_MAX_MB * 1024 * 1024;

/** The picture types the store takes, as MIME types. */
export const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'] as const;

/** A file input's `accept`: the types and their file name endings (HEIC often comes untyped). */
export const PICTURE_ACCEPT = [...PICTURE_TYPES, '.jpg', '.jpeg', '.png', '.webp', '.heic', '.heif'].join(',');

/** Why a picture is refused, in the customer's words. */
export const PICTURE_TEXTS = {
  tooLarge: `The picture is larger than ${PICTURE_MAX_MB} MB.`,
  empty: 'The picture is empty.',
  wrongType: 'Only JPEG, PNG, WebP or HEIC pictures can be used.',
} as const;
