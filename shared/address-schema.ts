import { z } from 'zod';
import type { AddressSnapshot } from './address';
import { postalCodeFitsState } from './address-postal';
import { EMAIL_INVALID, EMAIL_MAX_LENGTH, EMAIL_PATTERN } from './email';
import { MAX_PO_NUMBER_LENGTH, PO_NUMBER_TOO_LONG } from './purchase-order';

/** A country as the address rules need it: the server's rows and the browser's query results both fit. */
export interface AddressCountry {
  id: string | number;
  twoLetterIsoCode: string;
  /** With names and abbreviations, the postal code is also checked against the state (address-postal.ts). */
  stateProvinces: ReadonlyArray<{ id: string | number; name?: string; abbreviation?: string }>;
}

// The e-mail rule's home is shared/email.ts; the account and return schemas import it from here too.
export { EMAIL_PATTERN } from './email';
const PHONE_PATTERN = /^[+()\d][\d\s().-]{5,29}$/;

/** Postal code formats the store knows; other countries' codes are taken as typed. */
export const POSTAL: Record<string, { re: RegExp; text: string }> = {
  US: { re: /^\d{5}(-\d{4})?$/, text: 'Enter a 5-digit ZIP code (or ZIP+4).' },
  CA: { re: /^[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d$/, text: 'Enter a postal code like K1A 0B1.' },
};

/** Form posts send strings, the API may send null: both become one trimmed line. */
const clean = (v: unknown) => (typeof v === 'string' ? v : v === null || v === undefined ? '' : String(v)).trim().replace(/\s+/g, ' ');

function text(max: number, name: string, required?: string) {
  let s = z.string();
  if (required) s = s.min(1, required);
  return z.preprocess(clean, s.max(max, `Use at most ${max} characters for the ${name}.`));
}

const emailText = z.preprocess(
  (v) => clean(v).toLowerCase(),
  z
    .string()
    .max(EMAIL_MAX_LENGTH, `Use at most ${EMAIL_MAX_LENGTH} characters for the e-mail.`)
    .refine((v) => !v || EMAIL_PATTERN.test(v), EMAIL_INVALID),
);

/** One e-mail address, as the checkout's contact step and the server take it (the server lowercases it). */
export const emailSchema = z.preprocess(
  clean,
  z.string().min(1, EMAIL_INVALID).max(EMAIL_MAX_LENGTH, EMAIL_INVALID).regex(EMAIL_PATTERN, EMAIL_INVALID),
);

/** The PO number a customer may add to an order. */
export const poNumberSchema = z.preprocess(clean, z.string().max(MAX_PO_NUMBER_LENGTH, PO_NUMBER_TOO_LONG));

export interface AddressRuleOptions {
  /** Guest checkout: the order's e-mail travels with the address. */
  emailRequired?: boolean;
  /** The store's own forms ask for a phone number and a postal code in every country; the API takes them as optional. */
  formFields?: boolean;
}

/**
 * The rules of an address (spec 1 §3 Address), shared by the browser's forms and the server: the
 * same fields in the same order give the same messages on both sides. Parses to the snapshot
 * stored on orders and payment methods.
 */
export function addressSchema(countries: readonly AddressCountry[], opts: AddressRuleOptions = {}) {
  return z
    .object({
      firstName: text(100, 'first name', 'Enter a first name.'),
      lastName: text(100, 'last name', 'Enter a last name.'),
      address1: text(200, 'street address', 'Enter a street address.'),
      address2: text(200, 'second address line'),
      company: text(100, 'company'),
      city: text(100, 'city', 'Enter a city.'),
      countryId: z.preprocess(clean, z.string().refine((id) => countries.some((c) => String(c.id) === id), 'Choose a country.')),
      stateProvinceId: z.preprocess(clean, z.string()),
      zipPostalCode: z.preprocess((v) => clean(v).toUpperCase(), z.string().max(20, 'Use at most 20 characters for the postal code.')),
      phoneNumber: z.preprocess(
        clean,
        z
          .string()
          .max(30, 'Use at most 30 characters for the phone number.')
          .refine((v) => !v || PHONE_PATTERN.test(v), 'Enter a valid phone number.'),
      ),
      email: emailText,
    })
    .superRefine((a, ctx) => {
      // Rules that read two fields run even when one of the fields above failed, so a form shows every problem at once.
      const country = countries.find((c) => String(c.id) === a.countryId);
      if (country) {
        if (a.stateProvinceId) {
          if (!country.stateProvinces.some((s) => String(s.id) === a.stateProvinceId))
            ctx.addIssue({ code: 'custom', path: ['stateProvinceId'], message: 'Choose a state or province of the selected country.' });
        } else if (country.stateProvinces.length > 0) {
          ctx.addIssue({ code: 'custom', path: ['stateProvinceId'], message: 'Choose a state or province.' });
        }
      }
      const postal = country ? POSTAL[country.twoLetterIsoCode] : undefined;
      if (!a.zipPostalCode && (postal || opts.formFields)) ctx.addIssue({ code: 'custom', path: ['zipPostalCode'], message: 'Enter a postal code.' });
      else if (postal && a.zipPostalCode && !postal.re.test(a.zipPostalCode)) ctx.addIssue({ code: 'custom', path: ['zipPostalCode'], message: postal.text });
      else if (country && a.zipPostalCode && a.stateProvinceId) {
        const state = country.stateProvinces.find((s) => String(s.id) === a.stateProvinceId);
        if (state?.abbreviation && !postalCodeFitsState(country.twoLetterIsoCode, state.abbreviation, a.zipPostalCode)) {
          const where = state.name || state.abbreviation;
          const kind = country.twoLetterIsoCode === 'US' ? 'ZIP code' : 'postal code';
          ctx.addIssue({ code: 'custom', path: ['zipPostalCode'], message: `The ${kind} ${a.zipPostalCode} is not in ${where}. Check the ${kind} and the state.` });
        }
      }
      if (!a.phoneNumber && opts.formFields) ctx.addIssue({ code: 'custom', path: ['phoneNumber'], message: 'Enter a phone number.' });
      if (!a.email && opts.emailRequired) ctx.addIssue({ code: 'custom', path: ['email'], message: 'Enter an e-mail address.' });
    })
    .transform(
      (a): AddressSnapshot => ({
        ...a,
        countryId: Number(a.countryId),
        stateProvinceId: a.stateProvinceId ? Number(a.stateProvinceId) : null,
      }),
    );
}

/** The message of the first problem, in the order of the fields (the server answers one at a time). */
export function firstAddressProblem(error: z.ZodError): string {
  const order = ['firstName', 'lastName', 'address1', 'city', 'address2', 'company', 'email', 'phoneNumber', 'countryId', 'stateProvinceId', 'zipPostalCode'];
  const rank = (i: z.core.$ZodIssue) => {
    const at = order.indexOf(String(i.path[0]));
    return at < 0 ? order.length : at;
  };
  return [...error.issues].sort((x, y) => rank(x) - rank(y))[0]?.message ?? 'Check the address.';
}
