// An e-mail address as every form and service checks it before the server looks further.

/** Something, an @, something, a dot, something; no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The longest address mail servers take (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;

/** The text for an address that does not fit the pattern. */
export const EMAIL_INVALID = 'Enter a valid e-mail address.';
