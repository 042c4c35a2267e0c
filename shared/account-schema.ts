import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { RegExpMatcher, englishDataset, englishRecommendedTransformers } from 'obscenity';
import { z } from 'zod';
import { EMAIL_PATTERN } from './address-schema';
import { PASSWORD_MAX, PASSWORD_MIN, PASSWORD_TEXTS, samePasswordProblem } from './password';

/** Spec 1 §5: the text of a required field left empty. */
export const REQUIRED = 'Required';

const clean = (v: unknown) => (typeof v === 'string' ? v : v === null || v === undefined ? '' : String(v)).trim().replace(/\s+/g, ' ');

const required = (max: number, name: string) => z.preprocess(clean, z.string().min(1, { message: REQUIRED, abort: true }).max(max, `Use at most ${max} characters for the ${name}.`));

/** `loginAndSecurity.changeName(firstName, lastName)`. */
export const nameSchema = z.object({ firstName: required(100, 'first name'), lastName: required(100, 'last name') });

/**
 * A phone number in any common way of writing it, stored in E.164 (+15125550100). Numbers without
 * a country code are read as US numbers, the store's home country.
 */
export const phoneSchema = z.object({
  phoneNumber: z.preprocess(
    clean,
    z
      .string()
      .min(1, { message: REQUIRED, abort: true })
      .max(30, { message: 'Use at most 30 characters for the phone number.', abort: true })
      .transform((v, ctx) => {
        const parsed = parsePhoneNumberFromString(v, 'US');
        if (!parsed?.isValid()) {
          ctx.addIssue({ code: 'custom', message: 'Enter a valid phone number, with the country code if it is not a US number (+44 20 7946 0958).' });
          return z.NEVER;
        }
        return parsed.number as string;
      }),
  ),
});

/** A stored E.164 number as people read it: national format at home, international otherwise. */
export function formatPhone(e164: string): string {
  if (!e164) return '';
  const parsed = parsePhoneNumberFromString(e164);
  if (!parsed) return e164;
  return parsed.country === 'US' ? parsed.formatNational() : parsed.formatInternational();
}

let profanity: RegExpMatcher | null = null;
function isProfane(text: string): boolean {
  profanity ??= new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });
  return profanity.hasMatch(text);
}

export const FEEDBACK_NAME_MIN = 3;
export const FEEDBACK_NAME_MAX = 30;

/**
 * The public name on reviews and feedback: 3 to 30 letters, digits, spaces and . - _ ', no e-mail
 * address (a public name must not expose one) and no profanity. Uniqueness is the server's check.
 */
export const feedbackNameSchema = z.object({
  feedbackName: z.preprocess(
    clean,
    z
      .string()
      .min(1, { message: REQUIRED, abort: true })
      .min(FEEDBACK_NAME_MIN, { message: `Use at least ${FEEDBACK_NAME_MIN} characters for the feedback name.`, abort: true })
      .max(FEEDBACK_NAME_MAX, { message: `Use at most ${FEEDBACK_NAME_MAX} characters for the feedback name.`, abort: true })
      .refine((v) => !/@/.test(v) && !EMAIL_PATTERN.test(v), { message: 'A feedback name must not be an e-mail address.', abort: true })
      .refine((v) => /^[\p{L}\p{N}][\p{L}\p{N} .'_-]*$/u.test(v), { message: 'Use letters, digits, spaces and . - _ \' only, starting with a letter or digit.', abort: true })
      .refine((v) => !isProfane(v), 'Choose a feedback name without offensive words.'),
  ),
});

/** Change e-mail: the new address and the current password. */
export const changeEmailSchema = z.object({
  newEmail: z.preprocess(
    (v) => clean(v).toLowerCase(),
    z.string().min(1, { message: REQUIRED, abort: true }).max(254, { message: 'Use at most 254 characters for the e-mail.', abort: true }).regex(EMAIL_PATTERN, 'Enter a valid e-mail address.'),
  ),
  password: z.preprocess((v) => (typeof v === 'string' ? v : ''), z.string().min(1, { message: REQUIRED, abort: true })),
});

/**
 * Change password: the current one, the new one twice; the new one must differ from the current one
 * (the server refuses that too). The server adds its strength rules.
 */
export const changePasswordSchema = z
  .object({
    oldPassword: z.preprocess((v) => (typeof v === 'string' ? v : ''), z.string().min(1, { message: REQUIRED, abort: true })),
    newPassword: z.preprocess(
      (v) => (typeof v === 'string' ? v : ''),
      z
        .string()
        .min(1, { message: REQUIRED, abort: true })
        .min(PASSWORD_MIN, { message: PASSWORD_TEXTS.tooShort, abort: true })
        .max(PASSWORD_MAX, PASSWORD_TEXTS.tooLong),
    ),
    confirmPassword: z.preprocess((v) => (typeof v === 'string' ? v : ''), z.string().min(1, { message: REQUIRED, abort: true })),
  })
  .superRefine((v, ctx) => {
    const same = samePasswordProblem(v.oldPassword, v.newPassword);
    if (same) ctx.addIssue({ code: 'custom', path: ['newPassword'], message: same });
    if (v.newPassword !== v.confirmPassword) ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: PASSWORD_TEXTS.mismatch });
  });

/** The first message of a failed parse (the API answers one problem at a time). */
export function firstProblem(error: z.ZodError): string {
  return error.issues[0]?.message ?? REQUIRED;
}
